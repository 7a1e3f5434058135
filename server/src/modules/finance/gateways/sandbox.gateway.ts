/**
 * The offline stand-in for Paystack, used when no Paystack keys are configured. Its "checkout
 * page" is a row in sandbox_payments (so every copy of the API sees the same one); the customer's
 * choice on the test checkout (POST /api/finance/sandbox/{reference}/complete) is written there,
 * and verify reads it back and answers exactly as Paystack's verify would. Never in production:
 * it would let anyone mark a booking paid without paying.
 *
 * A mobile money charge follows Paystack's Charge API: it is pending ("approve the prompt on your
 * phone") for SANDBOX_PROMPT_MS, then ends as the test wallet says (mobile-money.ts
 * SANDBOX_WALLETS: declined, insufficient funds, or a prompt left unapproved that times out after
 * SANDBOX_PROMPT_EXPIRES_MS; any other number approves). The end is written once, when first read
 * after it is due, so every copy of the API reads the same.
 */
import type { Db } from '../../../db/client';
import type { SandboxOutcome } from '@laundry-accra/domain/payments';
import { sandboxWalletOutcome } from '@laundry-accra/domain/mobile-money';
import type { SandboxPayment } from '../../../db/schema';
import type { ChargeAnswer, CheckoutRequest, GatewayPayment, GatewayPaymentStatus, MobileMoneyChargeRequest, OpenedCheckout, PaymentGateway, RefundAnswer } from './gateway';
import { sandboxPaymentsRepository } from './sandbox-payments.repository';

/** Thrown when something tries to start the sandbox in production. */
export class SandboxInProductionError extends Error {
  constructor() {
    super(
      'The payment sandbox refuses to run with NODE_ENV=production: set PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY to take real payments.',
    );
    this.name = 'SandboxInProductionError';
  }
}

/** What completing a test checkout did. */
export type SandboxCompletion =
  | { result: 'completed'; outcome: SandboxOutcome }
  | { result: 'already_completed'; outcome: SandboxOutcome }
  | { result: 'no_checkout' };

/** The sandbox gateway, plus the test checkout's "customer pays" action. */
export interface SandboxGateway extends PaymentGateway {
  readonly provider: 'sandbox';
  /** Records the customer's choice on the test checkout; a checkout is completed only once. */
  complete(reference: string, outcome: SandboxOutcome): Promise<SandboxCompletion>;
}

/** Words the sandbox reports, in the style of Paystack's gateway_response. */
const SANDBOX_RESPONSES = {
  success: 'Approved (test payment, no money moved)',
  failed: 'Declined (test payment)',
  abandoned: 'The transaction was not completed',
} as const;

/** How long a sandbox charge's prompt waits on the "phone" before the network answers. */
export const SANDBOX_PROMPT_MS = 4_000;
/** How long an unapproved prompt stands before it times out (the test wallet that never approves). */
export const SANDBOX_PROMPT_EXPIRES_MS = 12_000;

/** The network's words for each end of a sandbox charge, in the style of Paystack's gateway_response. */
const WALLET_ENDS = {
  approved: { outcome: 'success', words: 'Approved (test charge, no money moved)' },
  declined: { outcome: 'failed', words: 'Declined' },
  insufficient_funds: { outcome: 'failed', words: 'Insufficient funds' },
  timed_out: { outcome: 'failed', words: 'Transaction timed out' },
} as const;

/** The words a pending sandbox charge shows, as Paystack's display_text. */
const PROMPT_WORDS = 'Please complete authorization process on your mobile phone (test charge: no prompt is sent)';

/** The sandbox gateway on the given database. Throws in production. */
export function createSandboxGateway(db: Db, nodeEnv: string): SandboxGateway {
  if (nodeEnv === 'production') throw new SandboxInProductionError();
  const checkouts = sandboxPaymentsRepository(db);

  /** The row with its charge ended, if its end is due now (written once, then read by all). */
  async function withChargeAdvanced(row: SandboxPayment): Promise<SandboxPayment> {
    if (!row.chargedAt || row.outcome || !row.walletPhone) return row;
    const end = sandboxWalletOutcome(row.walletPhone);
    const waited = Date.now() - row.chargedAt.getTime();
    if (waited < (end === 'timed_out' ? SANDBOX_PROMPT_EXPIRES_MS : SANDBOX_PROMPT_MS)) return row;
    await checkouts.complete(row.reference, WALLET_ENDS[end].outcome, WALLET_ENDS[end].words);
    return (await checkouts.find(row.reference)) ?? row;
  }

  /** Where a charged row stands, as Paystack's charge answer reads. */
  function chargeOf(row: SandboxPayment): ChargeAnswer {
    if (!row.outcome) return { reference: row.reference, status: 'pending', message: PROMPT_WORDS };
    const words = row.gatewayResponse ?? SANDBOX_RESPONSES[row.outcome];
    if (row.outcome === 'success') return { reference: row.reference, status: 'success', message: words };
    return { reference: row.reference, status: words === WALLET_ENDS.timed_out.words ? 'timed_out' : 'failed', message: words };
  }

  return {
    provider: 'sandbox',
    publicKey: null,

    async initialize(request: CheckoutRequest): Promise<OpenedCheckout> {
      await checkouts.open({
        reference: request.reference,
        amountPesewas: request.amountPesewas,
        currency: request.currency,
        email: request.email,
      });
      return { accessCode: null };
    },

    async verify(reference: string): Promise<GatewayPayment> {
      const found = await checkouts.find(reference);
      if (!found) {
        return { reference, status: 'not_found', amountPesewas: null, currency: null, gatewayResponse: 'Transaction reference not found', paidAt: null };
      }
      const row = await withChargeAdvanced(found);
      // A checkout nobody completed is abandoned; a charge whose prompt still waits is pending.
      const status: GatewayPaymentStatus = row.outcome ?? (row.chargedAt ? 'pending' : 'abandoned');
      return {
        reference,
        status,
        amountPesewas: row.amountPesewas,
        currency: row.currency,
        gatewayResponse: row.outcome ? (row.gatewayResponse ?? SANDBOX_RESPONSES[row.outcome]) : row.chargedAt ? PROMPT_WORDS : SANDBOX_RESPONSES.abandoned,
        paidAt: status === 'success' ? row.completedAt : null,
      };
    },

    async chargeMobileMoney(request: MobileMoneyChargeRequest): Promise<ChargeAnswer> {
      await checkouts.charge({
        reference: request.reference,
        amountPesewas: request.amountPesewas,
        currency: request.currency,
        email: request.email,
        walletPhone: request.phone,
        walletNetwork: request.network,
      });
      const row = await checkouts.find(request.reference);
      return row ? chargeOf(await withChargeAdvanced(row)) : { reference: request.reference, status: 'failed', message: 'Charge not found' };
    },

    async checkCharge(reference: string): Promise<ChargeAnswer> {
      const row = await checkouts.find(reference);
      // Paystack answers an unknown charge with a refusal in its own words.
      if (!row?.chargedAt) return { reference, status: 'failed', message: 'Charge not found' };
      return chargeOf(await withChargeAdvanced(row));
    },

    /** No money moved, so a refund is given at once; only a checkout the customer paid can be refunded. */
    async refund(reference: string, amountPesewas?: number): Promise<RefundAnswer> {
      const row = await checkouts.find(reference);
      if (row?.outcome !== 'success') return { outcome: 'refused', message: 'Transaction reference not found or not paid' };
      const part = amountPesewas === undefined ? '' : `-${amountPesewas}`;
      return { outcome: 'refunded', refundReference: `sandbox-refund-${reference}${part}` };
    },

    async complete(reference: string, outcome: SandboxOutcome): Promise<SandboxCompletion> {
      // A mobile money charge ends on the "phone", never on the test checkout.
      if ((await checkouts.find(reference))?.chargedAt) return { result: 'no_checkout' };
      if (await checkouts.complete(reference, outcome)) return { result: 'completed', outcome };
      const existing = await checkouts.find(reference);
      if (!existing?.outcome) return { result: 'no_checkout' };
      return { result: 'already_completed', outcome: existing.outcome };
    },
  };
}
