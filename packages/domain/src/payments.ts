/**
 * Payment rules shared by the browser and the server: the currency every payment is made in, the
 * channels the checkout offers, and the two messages "Make Payment" answers with (the dialog's
 * wording depends on which one comes back).
 */

/** Every payment is made in Ghana cedis; amounts travel in pesewas (see money.ts). */
export const PAYMENT_CURRENCY = 'GHS';

/** Ways to pay offered at checkout: cards, bank, bank transfer, mobile money, USSD and QR. */
export const PAYMENT_CHANNELS = ['card', 'bank', 'bank_transfer', 'mobile_money', 'ussd', 'qr'] as const;

/** The payment providers a payment can be made with. */
export const PAYMENT_PROVIDERS = ['paystack', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** What "Make Payment" answers: a fresh payment, or the one already started for the same thing. */
export const PAY_MESSAGES = {
  initiated: 'Payment initiated',
  alreadyInitiated: 'Payment already initiated',
} as const;

/** Outcomes a customer can choose on the sandbox's test checkout. */
export const SANDBOX_OUTCOMES = ['success', 'failed'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
