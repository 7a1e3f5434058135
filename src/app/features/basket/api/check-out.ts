/** POST /bookings/checkout/: turns the basket into a booking. */
import type * as yup from 'yup';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { apiRequest } from '@/lib/api-client';
import { checkoutSchema } from '@laundry-accra/domain/forms';
import type { BasketItem } from '../types';
import { basketQueryKey } from './get-basket';

/** The 'Confirm Checkout' dialog's rules (SPEC §5); the branch is picked from a list. */
export const checkOutInputSchema = checkoutSchema;
export type CheckOutInput = yup.InferType<typeof checkOutInputSchema> & {
  branch: string;
  /** The basket lines being booked (the server prices them itself). */
  booking_items: { item: string; quantity: number }[];
};

/** The booking items of a checkout, from the basket lines. */
export const bookingItemsOf = (lines: readonly BasketItem[]) =>
  lines.map(({ item, quantity }) => ({ item, quantity }));

/** The created booking; the bookings screens read it again from their own query. */
export interface CheckedOutBooking {
  id: string;
}

export const checkOut = (input: CheckOutInput) =>
  apiRequest<CheckedOutBooking>('/bookings/checkout/', { method: 'POST', body: input });

export const checkOutMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['basket', 'check-out'],
  mutationFn: checkOut,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: basketQueryKey }),
}));
