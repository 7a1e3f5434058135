/** GET /ops/subscriptions/: subscriptions as staff see them, by status. */
import { keepPreviousData } from '@tanstack/react-query';
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { OpsSubscriptionsQuery } from '@laundry-accra/domain/schemas/ops';
import { api, data } from '@/lib/api-client';
import { opsKeys } from '@/ops/api/query-keys';

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
