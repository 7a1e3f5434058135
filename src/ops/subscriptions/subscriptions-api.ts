/**
 * Subscriptions as staff see them (`/ops/subscriptions/`): the list by status, and a payment taken
 * at the counter, which activates an inactive subscription as an online payment would.
 */
import toast from 'react-hot-toast';
import { keepPreviousData } from '@tanstack/react-query';
import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { CounterPaymentBody, OpsSubscriptionsQuery } from '@laundry-accra/domain/schemas/ops';
import { api, data, errorMessage } from '@/lib/api-client';
import { opsKeys } from '../api/query-keys';

/** Rows per page of the list. */
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

/** Query keys of subscriptions; a customer's detail lists theirs, so a payment refreshes customers too. */
export const subscriptionKeys = {
  all: [...opsKeys.all, 'subscriptions'] as const,
  list: (query: OpsSubscriptionsQuery) => [...opsKeys.all, 'subscriptions', 'list', query] as const,
};

export const getSubscriptions = (query: OpsSubscriptionsQuery) =>
  data(api.GET('/api/ops/subscriptions/', { params: { query } }));

/** The status filter and page the Subscriptions screen shows. */
export const subscriptionsFilterAtom = atom<OpsSubscriptionsQuery>({ page: 1, page_size: SUBSCRIPTIONS_PAGE_SIZE });

/** The page of subscriptions `subscriptionsFilterAtom` asks for. */
export const subscriptionsQueryAtom = atomWithQuery((get) => {
  const query = get(subscriptionsFilterAtom);
  return {
    queryKey: subscriptionKeys.list(query),
    queryFn: () => getSubscriptions(query),
    // One observer for every filter, so the last answer stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  };
});

/** A counter payment for one subscription. */
export interface SubscriptionPayment {
  id: string;
  body: CounterPaymentBody;
}

/** POST /ops/subscriptions/{id}/payments: records the payment; the subscription becomes active. */
export const recordSubscriptionPaymentMutationAtom = atomWithMutation((get) => ({
  mutationKey: [...subscriptionKeys.all, 'payment'],
  mutationFn: ({ id, body }: SubscriptionPayment) =>
    data(api.POST('/api/ops/subscriptions/{id}/payments', { params: { path: { id } }, body })),
  onSuccess: () => {
    const client = get(queryClientAtom);
    void client.invalidateQueries({ queryKey: subscriptionKeys.all });
    void client.invalidateQueries({ queryKey: [...opsKeys.all, 'customers'] });
    void client.invalidateQueries({ queryKey: opsKeys.summary });
    toast.success('Success');
  },
  onError: (error: unknown) => {
    toast.error(errorMessage(error));
  },
}));
