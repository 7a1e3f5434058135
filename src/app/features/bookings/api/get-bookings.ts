/** GET /bookings/: the customer's bookings. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiList } from '@/lib/api-client';
import type { Booking } from '../types';

export const bookingsQueryKey = ['bookings'] as const;

export const getBookings = () => apiList<Booking>('/bookings/');

export const bookingsQueryAtom = atomWithQuery(() => ({ queryKey: bookingsQueryKey, queryFn: getBookings }));

/**
 * The bookings to show a customer: only their own (SPEC §6 filters on the client by user id, on
 * top of the server's own scoping), newest first.
 */
export function customerBookings(bookings: readonly Booking[], userId: string | undefined): Booking[] {
  return bookings
    .filter((booking) => !userId || booking.user === userId)
    .sort((a, b) => (b.created_at ?? b.pickup_date).localeCompare(a.created_at ?? a.pickup_date));
}
