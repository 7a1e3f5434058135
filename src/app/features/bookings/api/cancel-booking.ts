/** POST /bookings/{id}/cancel: the customer cancels their own pending booking. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { BookingDetailDto } from '@laundry-accra/domain/schemas/bookings';
import { bookingQueryKey } from './get-booking';
import { bookingsQueryKey } from './get-bookings';

export const cancelBooking = (id: string) => data(api.POST('/api/bookings/{id}/cancel', { params: { path: { id } } }));

/** Cancels; the booking's page shows the answer at once, and the lists refresh. */
export const cancelBookingMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['bookings', 'cancel'],
  mutationFn: cancelBooking,
  onSuccess: (booking: BookingDetailDto) => {
    const client = get(queryClientAtom);
    client.setQueryData(bookingQueryKey(booking.id), booking);
    return client.invalidateQueries({ queryKey: bookingsQueryKey });
  },
}));
