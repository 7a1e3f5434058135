/**
 * Payment rules shared by the browser and the server: the currency every payment is made in, the
 * channels the checkout offers, the gateways and the counter's methods, the two messages "Make
 * Payment" answers with (the dialog's wording depends on which one comes back), and what staff
 * read when a counter payment must be refunded by hand.
 */
import { formatMoney } from './format';

/** Every payment is made in Ghana cedis; amounts travel in pesewas (see money.ts). */
export const PAYMENT_CURRENCY = 'GHS';

/** Ways to pay offered at checkout: cards, bank, bank transfer, mobile money, USSD and QR. */
export const PAYMENT_CHANNELS = ['card', 'bank', 'bank_transfer', 'mobile_money', 'ussd', 'qr'] as const;

/**
 * The gateways an online payment can be made through. An online payment keeps its provider: the
 * reference lives there, so verifying, the webhook and a refund must go back to that gateway, and
 * a deployment that moved from the sandbox to Paystack still holds sandbox references that
 * Paystack must never be asked about.
 */
export const PAYMENT_PROVIDERS = ['paystack', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** How the money came: online through a gateway, or at the counter (taken by a staff member). */
export const PAYMENT_METHODS = ['online', 'cash', 'mobile_money', 'card_terminal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods staff record at the counter; their refunds are handed back by hand. */
export const COUNTER_PAYMENT_METHODS = ['cash', 'mobile_money', 'card_terminal'] as const satisfies readonly PaymentMethod[];
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** A payment method as staff read it in the console and on the ticket. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Online',
  cash: 'Cash',
  mobile_money: 'Mobile money',
  card_terminal: 'Card terminal',
};

const HAND_REFUND_WAYS: Record<CounterPaymentMethod, string> = {
  cash: 'in cash',
  mobile_money: 'by mobile money',
  card_terminal: 'on the card terminal',
};

/** What staff must do for a cancelled booking paid at the counter: 'Refund GHC 120.00 in cash'. */
export const handRefundInstruction = (amount: string | number, method: CounterPaymentMethod): string =>
  `Refund ${formatMoney(amount)} ${HAND_REFUND_WAYS[method]}`;

/** What "Make Payment" answers: a fresh payment, or the one already started for the same thing. */
export const PAY_MESSAGES = {
  initiated: 'Payment initiated',
  alreadyInitiated: 'Payment already initiated',
} as const;

/**
 * A booking whose package covered every line costs GHC 0.00: it is settled at checkout (the
 * gateway refuses a zero amount), and the customer and staff read this instead of Make Payment.
 */
export const NOTHING_DUE_NOTE = 'Nothing to pay: a package covered every item.';

/** True when a payment of this amount (pesewas) needs no gateway: nothing is due. */
export const isNothingDue = (amountPesewas: number): boolean => amountPesewas <= 0;

/** Outcomes a customer can choose on the sandbox's test checkout. */
export const SANDBOX_OUTCOMES = ['success', 'failed'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
