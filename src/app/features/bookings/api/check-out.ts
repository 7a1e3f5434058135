/** POST /bookings/checkout/: turns the basket into a booking. */
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import { checkoutSchema } from '@laundry-accra/domain/forms';
import type { CheckoutBody } from '@laundry-accra/domain/schemas/bookings';
import { bookingsQueryKey } from './get-bookings';
import { slotsQueryKey } from './get-slots';

/** The 'Confirm Checkout' dialog's rules (SPEC §5) and the branch the booking goes to. */
export const checkOutInputSchema = checkoutSchema;
/** What a checkout sends: no lines, the server books its own copy of the basket, at its prices. */
export type CheckOutInput = CheckoutBody;

export const checkOut = (input: CheckOutInput) => data(api.POST('/api/bookings/checkout/', { body: input }));

/** Checks out; the new booking then shows on the bookings screens and the dashboard. */
export const checkOutMutationAtom = atomWithMutation((get) => ({
  mutationKey: ['bookings', 'check-out'],
  mutationFn: checkOut,
  onSuccess: () => get(queryClientAtom).invalidateQueries({ queryKey: bookingsQueryKey }),
  // A booking takes a place, a refusal (409: the window filled meanwhile) means the places shown
  // were out of date: either way the pickup windows are read afresh.
  onSettled: () => get(queryClientAtom).invalidateQueries({ queryKey: slotsQueryKey }),
}));
