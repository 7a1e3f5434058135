/** POST /subscriptions/: subscribes the customer to a package (inactive until paid). */
import * as yup from 'yup';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { UUID_PATTERN } from '@laundry-accra/domain/rules';
import type { Subscription } from '../types';
import { subscriptionsQueryKey } from './get-subscriptions';

/** The server prices and dates the subscription itself; the browser names the package only. */
export const createSubscriptionInputSchema = yup.object({
  package: yup.string().required().matches(UUID_PATTERN),
});
export type CreateSubscriptionInput = yup.InferType<typeof createSubscriptionInputSchema>;

export const createSubscription = (input: CreateSubscriptionInput) =>
  apiRequest<Subscription>('/subscriptions/', { method: 'POST', body: input });

export const createSubscriptionMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['subscriptions', 'create'],
  mutationFn: createSubscription,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: subscriptionsQueryKey }),
}));
