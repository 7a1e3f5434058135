import * as React from 'react';
import { useAtomValue } from 'jotai';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { recordPaymentMutationAtom } from '../api/record-order-payment';
import { CounterPaymentDialog } from './counter-payment-dialog';

export interface RecordPaymentDialogProps {
  /** The order being paid for at the counter. */
  order: Pick<OpsBookingRowDto, 'id' | 'order_number' | 'total' | 'payment_state'> | null;
  onClose: () => void;
}

/** What the order still owes, as its payment state says: the balance once part is paid, else its total. */
export const owedOf = ({
  total,
  payment_state,
}: Pick<OpsBookingRowDto, 'total' | 'payment_state'>): string =>
  payment_state.state === 'balance_due' && payment_state.amount !== null
    ? payment_state.amount
    : total;

/**
 * A payment taken at the counter (decision 074): any part of what the order still owes, by cash,
 * mobile money or card, as often as it takes; the form shows what is owed and the change for cash.
 */
export function RecordPaymentDialog({ order, onClose }: RecordPaymentDialogProps) {
  const recordPayment = useAtomValue(recordPaymentMutationAtom);
  const pending = recordPayment.isPending && recordPayment.variables?.id === order?.id;
  const owed = order && owedOf(order);
  const payable = order &&
    owed && {
      id: order.id,
      title: `Record payment for ${order.order_number}`,
      description:
        order.payment_state.state === 'balance_due'
          ? 'Record money taken at the counter towards the balance still owed.'
          : 'Record money taken at the counter: all of what is owed, or part of it.',
      amount: owed,
      owed,
    };
  return (
    <CounterPaymentDialog
      payable={payable || null}
      pending={pending}
      onRecord={(id, body) => recordPayment.mutateAsync({ id, body }).then(onClose)}
      onClose={onClose}
    />
  );
}
