/** GET /bookings/{id}: one booking with its items and transaction. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import type { BookingDetailDto } from '@laundry-accra/domain/schemas/bookings';
import { bookingsQueryKey } from './get-bookings';

/** Under the list's key: anything that changes bookings refreshes the detail too. */
export const bookingQueryKey = (id: string) => [...bookingsQueryKey, id] as const;

export const getBooking = (id: string) => apiRequest<BookingDetailDto>(`/bookings/${id}`);

/** A query atom for one booking; create it once per id (useMemo). */
export const bookingQueryAtom = (id: string) =>
  atomWithQuery(() => ({ queryKey: bookingQueryKey(id), queryFn: () => getBooking(id) }));
