/**
 * Refunds of online payments: the one place money is asked back from the gateway.
 *
 * A refund is owed when staff cancel a booking paid online, when an online payment settles on a
 * booking that was cancelled while its checkout was open, and when a second online payment
 * settles for something already paid. Owing is recorded inside the transaction that causes it
 * (`oweRefund`: the attempt says refund_failed with REFUND_NOT_SENT and when the request went
 * out), and the gateway is asked only after that commit (`send`): a gateway call inside the
 * transaction would hold the booking's lock for as long as the gateway takes, and a refund made
 * before a commit that then fails would give money back for nothing. If the answer never comes
 * (the process stops), staff see the refund as failed and retry it.
 *
 * A retry first claims the refund (`claimRetry`): one conditional update, so of two staff pressing
 * Retry at once exactly one asks the gateway, and nobody asks again while a request waits for its
 * answer (for at most the gateway's timeout plus a margin, after which a lost request may be sent
 * again).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import type { PartialRefund, PaymentTransaction } from '../../db/schema';
import { refundsRepository } from './refunds.repository';
import { GatewayUnavailableError, type PaymentGateway } from './gateways/gateway';

/** Shown on an owed refund between the commit that owes it and the gateway's answer. */
export const REFUND_NOT_SENT = 'The refund was not confirmed by the payment provider yet.';

/** What staff read when a retry cannot go ahead (409). */
export const REFUND_CONFLICTS = {
  nothingToRetry: 'This booking has no failed refund to retry.',
  inProgress: 'This refund is with the payment provider now; reload in a moment to see its answer.',
} as const;

/** How long a request handed to the gateway is left to answer before it may be sent again. */
export const refundAnswerWaitMs = (gatewayTimeoutMs: number) => gatewayTimeoutMs + 30_000;

/** The gateway's answer as it is recorded on the attempt. */
type RefundOutcome = Pick<PaymentTransaction, 'paymentStatus' | 'refundError'> &
  Partial<Pick<PaymentTransaction, 'refundReference' | 'refundedAt'>>;

/**
 * Records, in the caller's transaction, that the attempt's money is owed back through the
 * gateway, with `fields` of the same update (a late settlement's paid_at); returns the attempt to
 * hand to `send` after the commit.
 */
export async function oweRefund(
  tx: Tx,
  attemptId: string,
  fields: Partial<Pick<PaymentTransaction, 'paidAt' | 'gatewayResponse'>> = {},
): Promise<PaymentTransaction> {
  return refundsRepository(tx).owe(attemptId, REFUND_NOT_SENT, fields);
}

/**
 * Pesewas of a paid attempt the business still holds: its amount less the partial refunds owed or
 * made against it (a per-kg booking that weighed less). Refunding the attempt gives back this
 * much; a failed partial refund was never given back, so it still counts as held.
 */
export async function stillHeld(executor: Db | Tx, attempt: Pick<PaymentTransaction, 'id' | 'amountPesewas'>): Promise<number> {
  return attempt.amountPesewas - (await refundsRepository(executor).partiallyGiven(attempt.id));
}

/** What the refunds service works with. */
export interface RefundsOptions {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** How long a request may wait for the gateway's answer before a retry may send it again. */
  answerWaitMs: number;
}

/** The refunds service. */
export function refundsService({ db, gateway, log, answerWaitMs }: RefundsOptions) {
  /**
   * Records the gateway's answer, if the refund still waits for one: when a lost request and its
   * retry both answer, the one that got the money back is never overwritten by the other's
   * refusal ("already refunded").
   */
  async function record(attemptId: string, outcome: RefundOutcome): Promise<void> {
    await refundsRepository(db).recordAnswer(attemptId, outcome);
  }

  return {
    /**
     * Claims the failed refund of `attemptId` for a retry: the attempt when this call may send it,
     * undefined when it is not a failed refund or another request is waiting for its answer.
     */
    async claimRetry(attemptId: string, executor: Db | Tx = db): Promise<PaymentTransaction | undefined> {
      return refundsRepository(executor).claimRetry(attemptId, answerWaitMs);
    },

    /**
     * Asks the gateway to give back part of a paid attempt (a booking that weighed less than
     * its estimate) and records the answer on the partial refund; the attempt stays paid.
     */
    async sendPartial(refund: PartialRefund, attempt: PaymentTransaction): Promise<void> {
      let outcome: Pick<PartialRefund, 'status' | 'refundError'> & Partial<Pick<PartialRefund, 'refundReference' | 'refundedAt'>>;
      if (attempt.provider !== gateway.provider) {
        outcome = {
          status: 'failed',
          refundError: `This payment was made through ${attempt.provider}, which is no longer connected: refund it from there.`,
        };
      } else {
        try {
          const answer = await gateway.refund(attempt.reference, refund.amountPesewas);
          outcome =
            answer.outcome === 'refunded'
              ? { status: 'refunded', refundError: null, refundReference: answer.refundReference, refundedAt: new Date() }
              : { status: 'failed', refundError: answer.message };
        } catch (error) {
          if (!(error instanceof GatewayUnavailableError)) throw error;
          outcome = { status: 'failed', refundError: error.message };
        }
      }
      if (outcome.status === 'refunded') log.info({ reference: attempt.reference, amount: refund.amountPesewas }, 'partial refund made');
      else log.warn({ reference: attempt.reference, reason: outcome.refundError }, 'partial refund not made');
      await refundsRepository(db).recordPartialAnswer(refund.id, outcome);
    },

    /** Asks the gateway to give the owed (or claimed) attempt's money back and records its answer. */
    async send(attempt: PaymentTransaction): Promise<void> {
      let outcome: RefundOutcome;
      if (attempt.provider !== gateway.provider) {
        // The reference lives at a provider this server no longer talks to; asking the current
        // one about it would be asking a stranger.
        outcome = {
          paymentStatus: 'refund_failed',
          refundError: `This payment was made through ${attempt.provider}, which is no longer connected: refund it from there.`,
        };
      } else {
        try {
          // After a partial refund only the rest is asked for: the gateway refuses more than it holds.
          const held = await stillHeld(db, attempt);
          const answer = await gateway.refund(attempt.reference, held < attempt.amountPesewas ? held : undefined);
          outcome =
            answer.outcome === 'refunded'
              ? { paymentStatus: 'refunded', refundError: null, refundReference: answer.refundReference, refundedAt: new Date() }
              : { paymentStatus: 'refund_failed', refundError: answer.message };
        } catch (error) {
          if (!(error instanceof GatewayUnavailableError)) throw error;
          outcome = { paymentStatus: 'refund_failed', refundError: error.message };
        }
      }
      if (outcome.paymentStatus === 'refunded') {
        log.info({ reference: attempt.reference }, 'refund made');
      } else {
        log.warn({ reference: attempt.reference, reason: outcome.refundError }, 'refund not made');
      }
      await record(attempt.id, outcome);
    },
  };
}

export type Refunds = ReturnType<typeof refundsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Refunds of online payments through the gateway. */
    refunds: Refunds;
  }
}

/** Decorates `app.refunds`. */
export default fp(
  async function refundsPlugin(app: FastifyInstance) {
    app.decorate(
      'refunds',
      refundsService({
        db: app.db,
        gateway: app.paymentGateway.gateway,
        log: app.log,
        answerWaitMs: refundAnswerWaitMs(app.config.paystack?.timeoutMs ?? 15_000),
      }),
    );
  },
  { name: 'refunds', dependencies: ['database', 'payment-gateway'] },
);
