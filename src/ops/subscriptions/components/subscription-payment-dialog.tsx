import * as React from 'react';
import { useAtomValue } from 'jotai';
import type { OpsSubscriptionRowDto } from '@laundry-accra/domain/schemas/ops';
import { CounterPaymentDialog } from '@/ops/components/counter-payment-dialog';
import { recordSubscriptionPaymentMutationAtom } from '../api/record-subscription-payment';

export interface SubscriptionPaymentDialogProps {
  /** The inactive subscription being paid for at the counter; null keeps the dialog closed. */
  subscription: OpsSubscriptionRowDto | null;
  onClose: () => void;
}

/** A subscription paid at the counter: method, amount (the package's price) and a reference. */
export function SubscriptionPaymentDialog({ subscription, onClose }: SubscriptionPaymentDialogProps) {
  const recordPayment = useAtomValue(recordSubscriptionPaymentMutationAtom);
  const payable = subscription && {
    id: subscription.id,
    title: `Record payment for ${subscription.customer.name}`,
    description: `${subscription.package.name}: paying activates the subscription.`,
    amount: subscription.price,
  };
  return (
    <CounterPaymentDialog
      payable={payable}
      pending={recordPayment.isPending}
      onRecord={(id, body) => recordPayment.mutateAsync({ id, body }).then(onClose)}
      onClose={onClose}
    />
  );
}
