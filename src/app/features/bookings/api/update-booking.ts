/** PATCH /bookings/{id}: changes the pickup date and addresses of a pending booking. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { bookingSchema } from '@laundry-accra/domain/forms';
import type { BookingEditBody } from '@laundry-accra/domain/schemas/bookings';
import { bookingsQueryKey } from './get-bookings';

export const updateBookingInputSchema = bookingSchema;
export type UpdateBookingInput = Omit<BookingEditBody, 'status'> & { id: string };

/** An edited booking is sent back as pending (SPEC §4): staff look at it again. */
export const updateBooking = ({ id, ...input }: UpdateBookingInput) =>
  data(api.PATCH('/api/bookings/{id}', { params: { path: { id } }, body: { ...input, status: 'pending' } }));

export const updateBookingMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['bookings', 'update'],
  mutationFn: updateBooking,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: bookingsQueryKey }),
}));
