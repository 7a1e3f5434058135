/** GET /bookings/{id}: one booking with its items and transaction. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { bookingsQueryKey } from './get-bookings';

/** Under the list's key: anything that changes bookings refreshes the detail too. */
export const bookingQueryKey = (id: string) => [...bookingsQueryKey, id] as const;

export const getBooking = (id: string) => data(api.GET('/api/bookings/{id}', { params: { path: { id } } }));

/** A query atom for one booking; create it once per id (useMemo). */
export const bookingQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: bookingQueryKey(id), queryFn: () => getBooking(id) }));
