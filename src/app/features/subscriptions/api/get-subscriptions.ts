/** GET /subscriptions/: the customer's subscriptions. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { Subscription } from '../types';

export const subscriptionsQueryKey = ['subscriptions'] as const;

export const getSubscriptions = () => apiList<Subscription>('/subscriptions/');

export const subscriptionsQueryAtom = atomWithQuery(() => ({
  queryKey: subscriptionsQueryKey,
  queryFn: getSubscriptions,
}));
