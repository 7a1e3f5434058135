/** POST /subscriptions/: subscribes the customer to a package (inactive until paid). */
import type { Static } from '@sinclair/typebox';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { SubscribeBody } from '@laundry-accra/domain/schemas/subscriptions';
import { subscriptionsQueryKey } from './get-subscriptions';

/** The server prices and dates the subscription itself; the browser names the package only. */
export type CreateSubscriptionInput = Static<typeof SubscribeBody>;

export const createSubscription = (input: CreateSubscriptionInput) =>
  data(api.POST('/api/subscriptions/', { body: input }));

export const createSubscriptionMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['subscriptions', 'create'],
  mutationFn: createSubscription,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: subscriptionsQueryKey }),
}));
