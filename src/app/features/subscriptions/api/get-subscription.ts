/** GET /subscriptions/{id}: one subscription. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

export const subscriptionQueryKey = (id: string) => [...subscriptionsQueryKey, id] as const;

export const getSubscription = (id: string) => data(api.GET('/api/subscriptions/{id}', { params: { path: { id } } }));

/** A query atom for one subscription; create it once per id (useMemo). */
export const subscriptionQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: subscriptionQueryKey(id), queryFn: () => getSubscription(id) }));
