/** GET /subscriptions/{id}: one subscription. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import { subscriptionsQueryKey } from './get-subscriptions';

export const subscriptionQueryKey = (id: string) => [...subscriptionsQueryKey, id] as const;

export const getSubscription = (id: string) => apiRequest<SubscriptionDto>(`/subscriptions/${id}`);

/** A query atom for one subscription; create it once per id (useMemo). */
export const subscriptionQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: subscriptionQueryKey(id), queryFn: () => getSubscription(id) }));
