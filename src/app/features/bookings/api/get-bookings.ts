/** The customer's bookings, for the screens. */
import { atomWithQuery } from 'jotai-tanstack-query';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { bookingsQuery } from './bookings-query';

export { bookingsQueryKey, getBookings } from './bookings-query';

export const bookingsQueryAtom = atomWithQuery(() => bookingsQuery);

/**
 * The bookings to show a customer: only their own (SPEC §6 filters on the client by user id, on
 * top of the server's own scoping), newest first.
 */
export function customerBookings(bookings: readonly BookingDto[], userId: string | undefined): BookingDto[] {
  return bookings
    .filter((booking) => !userId || booking.user === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}
