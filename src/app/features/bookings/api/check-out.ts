/** POST /bookings/checkout/: turns the basket into a booking. */
import type * as yup from 'yup';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { checkoutSchema } from '@laundry-accra/domain/forms';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { bookingsQueryKey } from './get-bookings';
import { slotsQueryKey } from './get-slots';

/** The 'Confirm Checkout' dialog's rules (SPEC §5) and the branch the booking goes to. */
export const checkOutInputSchema = checkoutSchema;
export type CheckOutInput = yup.InferType<typeof checkOutInputSchema> & {
  /** The basket lines being booked (the server books its own copy of the basket, at its prices). */
  booking_items: { item: string; quantity: number }[];
};

/** The booking items of a checkout, from the basket's lines. */
export const bookingItemsOf = (lines: readonly Pick<BasketEntryDto, 'item' | 'quantity'>[]) =>
  lines.map(({ item, quantity }) => ({ item, quantity }));

export const checkOut = (input: CheckOutInput) =>
  apiRequest<BookingDto>('/bookings/checkout/', { method: 'POST', body: input });

/** Checks out; the new booking then shows on the bookings screens and the dashboard. */
export const checkOutMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['bookings', 'check-out'],
  mutationFn: checkOut,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: bookingsQueryKey }),
  // A booking takes a place, a refusal (409: the window filled meanwhile) means the places shown
  // were out of date: either way the pickup windows are read afresh.
  onSettled: () => get(queryClientAtom).invalidateQueries({ queryKey: slotsQueryKey }),
}));
