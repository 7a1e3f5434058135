/** GET /subscriptions/: the customer's subscriptions. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';

export const subscriptionsQueryKey = ['subscriptions'] as const;

export const getSubscriptions = () => apiList<SubscriptionDto>('/subscriptions/');

export const subscriptionsQueryAtom = atomWithQuery(() => ({
  queryKey: subscriptionsQueryKey,
  queryFn: getSubscriptions,
}));
