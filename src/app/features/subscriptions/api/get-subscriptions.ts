/** The customer's subscriptions, for the screens. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { subscriptionsQuery } from './subscriptions-query';

export { getSubscriptions, subscriptionsQueryKey } from './subscriptions-query';

export const subscriptionsQueryAtom = atomWithQuery(() => subscriptionsQuery);
