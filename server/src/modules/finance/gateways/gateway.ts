/**
 * What the API needs from a payment provider: open a checkout for a reference, and say what became
 * of it. Paystack is the real one; the sandbox stands in for it offline. Both answer verify in the
 * same normalised shape, so one settlement rule (settlement.ts) judges them both.
 */
import type { PaymentProvider } from '@laundry-accra/domain/payments';
import type { ChargeStatus, MobileMoneyNetwork } from '@laundry-accra/domain/mobile-money';

/** A checkout to open at the provider. */
export interface CheckoutRequest {
  reference: string;
  amountPesewas: number;
  currency: string;
  email: string;
  channels: readonly string[];
}

/** The provider's handle on an opened checkout (Paystack's access code; none for the sandbox). */
export interface OpenedCheckout {
  accessCode: string | null;
}

/**
 * The provider's state of a payment, reduced to what settlement decides on:
 * - success: the customer paid (amount and currency still to be checked against ours);
 * - failed: the charge was declined;
 * - abandoned: the checkout was opened and never completed;
 * - reversed: paid, then refunded or charged back;
 * - pending: still in progress at the provider (Paystack's ongoing, processing, queued, pending);
 * - not_found: the provider has no payment with this reference.
 */
export type GatewayPaymentStatus = 'success' | 'failed' | 'abandoned' | 'reversed' | 'pending' | 'not_found';

/** A payment as the provider reports it. Amount in the currency's minor unit (pesewas for GHS). */
export interface GatewayPayment {
  reference: string;
  status: GatewayPaymentStatus;
  amountPesewas: number | null;
  currency: string | null;
  /** The provider's own words about the charge ("Approved", "Declined", "Insufficient Funds"). */
  gatewayResponse: string | null;
  paidAt: Date | null;
}

/**
 * What the provider said to a refund request: it took the refund (Paystack queues it and pays it
 * out; it cannot be taken back), or it refused it with its reason ("Transaction has been fully
 * reversed"), which staff read in the console before they retry.
 */
export type RefundAnswer = { outcome: 'refunded'; refundReference: string } | { outcome: 'refused'; message: string };

/** A mobile money charge to ask of the provider (Paystack's POST /charge with `mobile_money`). */
export interface MobileMoneyChargeRequest {
  reference: string;
  amountPesewas: number;
  currency: string;
  email: string;
  /** The wallet: ten local digits ('0551234987'). */
  phone: string;
  network: MobileMoneyNetwork;
}

/**
 * Where a charge stands at the provider: pending while the prompt waits on the phone (Paystack's
 * pay_offline, send_otp, pending, ongoing...), success, failed (declined, insufficient funds), or
 * timed_out (the prompt expired unapproved). `message` is the provider's words: the prompt's
 * display_text while pending, the gateway_response once it ended.
 */
export interface ChargeAnswer {
  reference: string;
  status: ChargeStatus;
  message: string | null;
}

/** A payment provider. */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The key the browser's checkout uses; null when the checkout needs none (sandbox). */
  readonly publicKey: string | null;
  /** Opens a checkout for the reference. Throws GatewayUnavailableError when it cannot. */
  initialize(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Asks what became of the payment. Throws GatewayUnavailableError when there is no clear answer. */
  verify(reference: string): Promise<GatewayPayment>;
  /**
   * Gives the whole payment back, or `amountPesewas` of it (part of a payment, after weighing).
   * Throws GatewayUnavailableError when there is no clear answer.
   */
  refund(reference: string, amountPesewas?: number): Promise<RefundAnswer>;
  /** Charges a mobile money wallet. Throws GatewayUnavailableError when there is no clear answer. */
  chargeMobileMoney(request: MobileMoneyChargeRequest): Promise<ChargeAnswer>;
  /** Where a charge stands now. Throws GatewayUnavailableError when there is no clear answer. */
  checkCharge(reference: string): Promise<ChargeAnswer>;
}

/**
 * The provider could not be reached or gave no usable answer (network error, timeout, 5xx, a body
 * that is not what its documentation shows). Nothing may be concluded about the payment from it.
 */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}
