import * as React from 'react';
import { useAtomValue } from 'jotai';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { bookingTotal } from '@laundry-accra/domain/service-speed';
import { recordPaymentMutationAtom } from '../api/record-order-payment';
import { CounterPaymentDialog } from './counter-payment-dialog';

export interface RecordPaymentDialogProps {
  /** The order being paid for at the counter. */
  order: Pick<OpsBookingRowDto, 'id' | 'order_number' | 'sub_total' | 'express_fee' | 'pickup_fee'> | null;
  /** The balance still due after weighing, when part was paid already: taken instead of the total. */
  balance?: string;
  onClose: () => void;
}

/** A payment taken at the counter: how it was paid, how much (the total, or the balance), and a reference. */
export function RecordPaymentDialog({ order, balance, onClose }: RecordPaymentDialogProps) {
  const recordPayment = useAtomValue(recordPaymentMutationAtom);
  const pending = recordPayment.isPending && recordPayment.variables?.id === order?.id;
  const payable = order && {
    id: order.id,
    title: `Record payment for ${order.order_number}`,
    description: balance
      ? 'Record the balance taken at the counter: the order was weighed at more than the customer paid for.'
      : "Record money taken at the counter. The amount is the order's total.",
    amount: balance ?? bookingTotal(order),
  };
  return (
    <CounterPaymentDialog
      payable={payable}
      pending={pending}
      onRecord={(id, body) => recordPayment.mutate({ id, body }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
