/** POST /ops/subscriptions/{id}/payments: a payment taken at the counter; the subscription becomes active. */
import toast from '@/lib/toast';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import type { CounterPaymentBody } from '@laundry-accra/domain/schemas/ops';
import { api, data, errorMessage, isFieldRefusal } from '@/lib/api-client';
import { opsKeys } from '@/ops/api/query-keys';
import { subscriptionKeys } from './get-subscriptions';

/** A counter payment for one subscription. */
export interface SubscriptionPayment {
  id: string;
  body: CounterPaymentBody;
}

export const recordSubscriptionPayment = ({ id, body }: SubscriptionPayment) =>
  data(api.POST('/api/ops/subscriptions/{id}/payments', { params: { path: { id } }, body }));

export const recordSubscriptionPaymentMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...subscriptionKeys.all, 'payment'],
  mutationFn: recordSubscriptionPayment,
  onSuccess: () => {
    const client = get(queryClientAtom);
    void client.invalidateQueries({ queryKey: subscriptionKeys.all });
    void client.invalidateQueries({ queryKey: [...opsKeys.all, 'customers'] });
    void client.invalidateQueries({ queryKey: opsKeys.summary });
    toast.success('Success');
  },
  // A refusal naming a field is shown on it by the form; anything else is said here.
  onError: (error: unknown) => {
    if (!isFieldRefusal(error)) toast.error(errorMessage(error));
  },
}));
