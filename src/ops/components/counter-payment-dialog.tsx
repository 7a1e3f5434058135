import * as React from 'react';
import styled from 'styled-components';
import { DetailList } from '@/design-system/DetailList/DetailList';
import { DialogForm } from '@/design-system/DialogForm/DialogForm';
import { Select } from '@/design-system/Select/Select';
import { TextField } from '@/design-system/TextField/TextField';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { formatMoney } from '@laundry-accra/domain/format';
import { validateWith, counterPaymentSchema } from '@laundry-accra/domain/forms';
import {
  changeToGive,
  MOBILE_MONEY_NETWORKS,
  MOBILE_MONEY_NETWORK_LABELS,
} from '@laundry-accra/domain/counter-payment';
import {
  COUNTER_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type CounterPaymentMethod,
} from '@laundry-accra/domain/payments';
import type { CounterPaymentBody } from '@laundry-accra/domain/schemas/ops';
import { ApiError } from '@/lib/api-client';

/** What is being paid for at the counter: an order or a subscription. */
export interface Payable {
  id: string;
  /** The dialog's title: 'Record payment for ADM-10042'. */
  title: string;
  /** A sentence under the title: what the amount is, what paying does. */
  description: string;
  /** The amount prefilled: what is still owed ('120.00'). */
  amount: string;
  /**
   * What is still owed, when any amount up to it may be taken (an order): the form shows it and
   * the change to give for cash beyond it. Left out when only the exact amount is taken.
   */
  owed?: string;
}

export interface CounterPaymentDialogProps {
  /** What is being paid for; null keeps the dialog closed. */
  payable: Payable | null;
  /** The payment is on its way: the button spins and the dialog stays open. */
  pending: boolean;
  /**
   * Sends the payment of `payable` (its id) with the body the API takes; a refusal the API
   * names a field for (a 400) rejects with it, and its message is shown on that field.
   */
  onRecord: (id: string, body: CounterPaymentBody) => Promise<unknown>;
  onClose: () => void;
}

type Fields = 'method' | 'amount' | 'network' | 'payer_phone' | 'reference';
type Errors = Partial<Record<Fields, string>>;

/**
 * Money taken at the counter (decision 074): how it was paid, how much (prefilled with what is
 * owed, any part of it accepted), for mobile money the network and the payer's number, and the
 * terminal or mobile money reference. For an order it shows what is still owed and the change to
 * give for cash handed over beyond it. The server's message for a refused amount lands on the field.
 */
export function CounterPaymentDialog({
  payable,
  pending,
  onRecord,
  onClose,
}: CounterPaymentDialogProps) {
  const [method, setMethod] = React.useState<CounterPaymentMethod>('cash');
  const [amount, setAmount] = React.useState('');
  const [network, setNetwork] = React.useState('');
  const [payerPhone, setPayerPhone] = React.useState('');
  const [reference, setReference] = React.useState('');
  const [errors, setErrors] = React.useState<Errors>({});

  React.useEffect(() => {
    setMethod('cash');
    setAmount(payable?.amount ?? '');
    setNetwork('');
    setPayerPhone('');
    setReference('');
    setErrors({});
  }, [payable?.id, payable?.amount]);

  /** A field's setter that also clears the message shown on it. */
  const edit = (field: Fields, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((shown) => (shown[field] ? { ...shown, [field]: undefined } : shown));
  };
  const mobileMoney = method === 'mobile_money';
  const change = payable?.owed ? changeToGive(payable.owed, amount, method) : 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!payable) return;
    const checked = validateWith(counterPaymentSchema, {
      method,
      amount,
      network: mobileMoney ? network : undefined,
      payer_phone: mobileMoney ? payerPhone : undefined,
      reference,
    });
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(Object.entries(checked.errors).map(([field, said]) => [field, said[0]])),
      );
      return;
    }
    const body: CounterPaymentBody = {
      method,
      amount: fromPesewas(toPesewas(amount)),
      reference: reference.trim() || undefined,
      ...(mobileMoney
        ? { network: network as CounterPaymentBody['network'], payer_phone: payerPhone.trim() }
        : {}),
    };
    onRecord(payable.id, body).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fieldErrors);
    });
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
      {payable?.owed && (
        <Owed aria-live="polite">
          <dt>Still owed</dt>
          <dd>{formatMoney(payable.owed)}</dd>
          {change > 0 && (
            <>
              <dt>Change to give</dt>
              <dd>
                <strong>{formatMoney(fromPesewas(change))}</strong>
              </dd>
            </>
          )}
        </Owed>
      )}
      <Select
        label="Method"
        value={method}
        onChange={(event) =>
          edit('method', (value) => setMethod(value as CounterPaymentMethod))(event.target.value)
        }
        error={errors.method}
        data-autofocus
      >
        {COUNTER_PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {PAYMENT_METHOD_LABELS[value]}
          </option>
        ))}
      </Select>
      {mobileMoney && (
        <>
          <Select
            label="Network"
            value={network}
            onChange={(event) => edit('network', setNetwork)(event.target.value)}
            error={errors.network}
          >
            <option value="">Choose the network</option>
            {MOBILE_MONEY_NETWORKS.map((value) => (
              <option key={value} value={value}>
                {MOBILE_MONEY_NETWORK_LABELS[value]}
              </option>
            ))}
          </Select>
          <TextField
            label="Payer's number"
            inputMode="tel"
            autoComplete="off"
            value={payerPhone}
            onChange={(event) => edit('payer_phone', setPayerPhone)(event.target.value)}
            error={errors.payer_phone}
          />
        </>
      )}
      <TextField
        label="Amount (GHC)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => edit('amount', setAmount)(event.target.value)}
        hint={
          payable?.owed ? 'Part of what is owed is fine; cash beyond it gives change.' : undefined
        }
        error={errors.amount}
      />
      <TextField
        label="Reference (optional)"
        hint="The mobile money or card terminal reference"
        value={reference}
        onChange={(event) => edit('reference', setReference)(event.target.value)}
        error={errors.reference}
        maxLength={100}
      />
    </DialogForm>
  );
}

/** What is owed and the change, as a detail list without the gap a screen's list leaves under it. */
const Owed = styled(DetailList)`
  margin: 0;
`;
