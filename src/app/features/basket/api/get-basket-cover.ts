/** GET /bookings/basket/cover/: what the customer's package would cover of the basket for a pickup date. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { basketQueryKey } from './get-basket';

/** Under the basket's key: a change to the basket refreshes what the package covers of it. */
export const basketCoverQueryKey = (pickupDate: string) => [...basketQueryKey, 'cover', pickupDate] as const;

export const getBasketCover = (pickupDate: string) =>
  data(api.GET('/api/bookings/basket/cover/', { params: { query: { pickup_date: pickupDate } } }));

/** A query atom for one pickup date; create it once per date (useMemo). */
export const basketCoverQueryAtom = (pickupDate: string) =>
  atomWithQuery(() => ({ queryKey: basketCoverQueryKey(pickupDate), queryFn: () => getBasketCover(pickupDate) }));
