/**
 * Opens Paystack's inline checkout for a payment the server started. With the access code the
 * server got from Paystack, the checkout resumes exactly that transaction (amount, currency,
 * channels and reference fixed server-side); without one it opens a new transaction with the same
 * parameters. The library is loaded only when needed, and a library or checkout that fails to load
 * rejects with CheckoutUnavailableError so the screen shows an error instead of a dead button.
 */
import { CARD_CHECKOUT_CHANNELS } from '@laundry-accra/domain/mobile-money';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';

/** How the customer left the checkout: paid (to be verified by the server) or closed it. */
export type CheckoutResult = 'completed' | 'closed';

/** The checkout could not be shown. */
export class CheckoutUnavailableError extends Error {
  constructor(message = 'The payment window could not be loaded. Please check your connection and try again.') {
    super(message);
    this.name = 'CheckoutUnavailableError';
  }
}

type PaystackPopClass = typeof import('@paystack/inline-js').default;

/** Loads Paystack's library (a separate chunk: only customers who pay download it). */
export const loadPaystackInline = async (): Promise<PaystackPopClass> => (await import('@paystack/inline-js')).default;

/** Opens the checkout and settles when the customer completes or closes it. */
export async function openPaystackCheckout(
  payment: PayResponse['data'],
  load: () => Promise<PaystackPopClass> = loadPaystackInline,
): Promise<CheckoutResult> {
  let PaystackPop: PaystackPopClass;
  try {
    PaystackPop = await load();
  } catch {
    throw new CheckoutUnavailableError();
  }
  return new Promise<CheckoutResult>((resolve, reject) => {
    const callbacks = {
      onSuccess: () => resolve('completed'),
      onCancel: () => resolve('closed'),
      onError: (error: { message?: string }) =>
        reject(new CheckoutUnavailableError(error?.message ? `The payment window could not be loaded: ${error.message}` : undefined)),
    };
    try {
      const popup = new PaystackPop();
      if (payment.access_code) {
        popup.resumeTransaction(payment.access_code, callbacks);
      } else {
        if (!payment.public_key) throw new CheckoutUnavailableError();
        popup.newTransaction({
          key: payment.public_key,
          email: payment.email,
          amount: payment.amount,
          currency: payment.currency,
          channels: [...CARD_CHECKOUT_CHANNELS],
          reference: payment.reference,
          ...callbacks,
        });
      }
    } catch (error) {
      reject(error instanceof CheckoutUnavailableError ? error : new CheckoutUnavailableError());
    }
  });
}
