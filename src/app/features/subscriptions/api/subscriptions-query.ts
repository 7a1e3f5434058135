/** GET /subscriptions/: the customer's subscriptions, as a query (no jotai: the app page starts it early). */
import { api, results } from '@/lib/api-client';
import type { OpeningQuery } from '@/lib/opening-queries';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';

export const subscriptionsQueryKey = ['subscriptions'] as const;

export const getSubscriptions = () => results(api.GET('/api/subscriptions/'));

export const subscriptionsQuery = {
  queryKey: subscriptionsQueryKey,
  queryFn: getSubscriptions,
} satisfies OpeningQuery<SubscriptionDto[]>;
