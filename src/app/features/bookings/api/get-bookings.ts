/** GET /bookings/: the customer's bookings. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';

export const bookingsQueryKey = ['bookings'] as const;

export const getBookings = () => apiList<BookingDto>('/bookings/');

export const bookingsQueryAtom = atomWithQuery(() => ({ queryKey: bookingsQueryKey, queryFn: getBookings }));

/**
 * The bookings to show a customer: only their own (SPEC §6 filters on the client by user id, on
 * top of the server's own scoping), newest first.
 */
export function customerBookings(bookings: readonly BookingDto[], userId: string | undefined): BookingDto[] {
  return bookings
    .filter((booking) => !userId || booking.user === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}
