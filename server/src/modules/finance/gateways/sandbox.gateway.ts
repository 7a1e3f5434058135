/**
 * The offline stand-in for Paystack, used when no Paystack keys are configured. Its "checkout
 * page" is a row in sandbox_payments (so every copy of the API sees the same one); the customer's
 * choice on the test checkout (POST /api/finance/sandbox/{reference}/complete) is written there,
 * and verify reads it back and answers exactly as Paystack's verify would. Never in production:
 * it would let anyone mark a booking paid without paying.
 */
import type { Db } from '../../../db/client';
import type { SandboxOutcome } from '@laundry-accra/domain/payments';
import type { CheckoutRequest, GatewayPayment, OpenedCheckout, PaymentGateway, RefundAnswer } from './gateway';
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

/** The sandbox gateway on the given database. Throws in production. */
export function createSandboxGateway(db: Db, nodeEnv: string): SandboxGateway {
  if (nodeEnv === 'production') throw new SandboxInProductionError();
  const checkouts = sandboxPaymentsRepository(db);

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
      const row = await checkouts.find(reference);
      if (!row) {
        return { reference, status: 'not_found', amountPesewas: null, currency: null, gatewayResponse: 'Transaction reference not found', paidAt: null };
      }
      const status = row.outcome ?? 'abandoned';
      return {
        reference,
        status,
        amountPesewas: row.amountPesewas,
        currency: row.currency,
        gatewayResponse: SANDBOX_RESPONSES[status],
        paidAt: status === 'success' ? row.completedAt : null,
      };
    },

    /** No money moved, so a refund is given at once; only a checkout the customer paid can be refunded. */
    async refund(reference: string, amountPesewas?: number): Promise<RefundAnswer> {
      const row = await checkouts.find(reference);
      if (row?.outcome !== 'success') return { outcome: 'refused', message: 'Transaction reference not found or not paid' };
      const part = amountPesewas === undefined ? '' : `-${amountPesewas}`;
      return { outcome: 'refunded', refundReference: `sandbox-refund-${reference}${part}` };
    },

    async complete(reference: string, outcome: SandboxOutcome): Promise<SandboxCompletion> {
      if (await checkouts.complete(reference, outcome)) return { result: 'completed', outcome };
      const existing = await checkouts.find(reference);
      if (!existing?.outcome) return { result: 'no_checkout' };
      return { result: 'already_completed', outcome: existing.outcome };
    },
  };
}
