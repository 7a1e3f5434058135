/**
 * The checkout kept across a sign-in (src/lib/kept-form.ts): when the session ends as the
 * customer presses Submit, the login page says so, and once they are back the 'Confirm Checkout'
 * dialog opens again with their addresses, branch, day and window, if the basket is unchanged.
 */
import type { KeptFormOwner } from '@/lib/kept-form';

/** The name the checkout's values are kept under. */
export const CHECKOUT_FORM = 'checkout';

/** What the login page says when a checkout waits for the customer to sign in again. */
export const CHECKOUT_SESSION_ENDED = 'Your session ended; sign in to finish your booking';

/** Whose checkout it is: the customer, and the basket's lines as they stood. */
export const checkoutOwner = (user: string, lines: readonly { id: string; quantity: number }[]): KeptFormOwner => ({
  user,
  about: lines
    .map((line) => `${line.id}x${line.quantity}`)
    .sort()
    .join(','),
});
