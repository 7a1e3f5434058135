import * as React from 'react';
import { DialogForm } from '@/design-system/DialogForm/DialogForm';
import { Select } from '@/design-system/Select/Select';
import { TextField } from '@/design-system/TextField/TextField';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import {
  COUNTER_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type CounterPaymentMethod,
} from '@laundry-accra/domain/payments';
import type { CounterPaymentBody } from '@laundry-accra/domain/schemas/ops';

/** The amount field's message when it does not read as cedis and pesewas. */
export const AMOUNT_MESSAGE = 'Enter the amount received, e.g. 120.00.';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** What is being paid for at the counter: an order or a subscription. */
export interface Payable {
  id: string;
  /** The dialog's title: 'Record payment for ADM-10042'. */
  title: string;
  /** A sentence under the title: what the amount is, what paying does. */
  description: string;
  /** The amount due, prefilled: '120.00'. */
  amount: string;
}

export interface CounterPaymentDialogProps {
  /** What is being paid for; null keeps the dialog closed. */
  payable: Payable | null;
  /** The payment is on its way: the button spins and the dialog stays open. */
  pending: boolean;
  /** Sends the payment of `payable` (its id) with the body the API takes. */
  onRecord: (id: string, body: CounterPaymentBody) => void;
  onClose: () => void;
}

/**
 * Money taken at the counter: how it was paid, how much (prefilled with what is due), and the
 * mobile money or terminal reference. Orders and subscriptions record it the same way.
 */
export function CounterPaymentDialog({ payable, pending, onRecord, onClose }: CounterPaymentDialogProps) {
  const [method, setMethod] = React.useState<CounterPaymentMethod>('cash');
  const [amount, setAmount] = React.useState('');
  const [reference, setReference] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();

  React.useEffect(() => {
    setMethod('cash');
    setAmount(payable?.amount ?? '');
    setReference('');
    setError(undefined);
  }, [payable?.id, payable?.amount]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!payable) return;
    const typed = amount.trim();
    if (!AMOUNT.test(typed)) {
      setError(AMOUNT_MESSAGE);
      return;
    }
    onRecord(payable.id, { method, amount: fromPesewas(toPesewas(typed)), reference: reference.trim() || undefined });
  };

  return (
    <DialogForm
      open={payable !== null}
      onClose={onClose}
      pending={pending}
      title={payable?.title ?? 'Record payment'}
      description={payable?.description}
      submitLabel="Record payment"
      submitVariant="success"
      onSubmit={submit}
    >
      <Select label="Method" value={method} onChange={(event) => setMethod(event.target.value as CounterPaymentMethod)} data-autofocus>
        {COUNTER_PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {PAYMENT_METHOD_LABELS[value]}
          </option>
        ))}
      </Select>
      <TextField
        label="Amount (GHC)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
      />
      <TextField
        label="Reference (optional)"
        hint="The mobile money or card terminal reference"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        maxLength={100}
      />
    </DialogForm>
  );
}
