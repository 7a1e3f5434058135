/**
 * Payments for bookings and subscriptions. The state of one attempt (a payment_transactions row):
 *
 *   unpaid --Make Payment--> pending --settled: success, amount and currency match--> paid
 *                               |  \--settled: declined, abandoned, reversed, mismatch--> failed
 *                               \--superseded by a newer attempt / checkout could not open--> failed
 *   failed --a late success for the same reference (the money moved)--> paid
 *
 * Checkout opens the unpaid one; each "Make Payment" that starts a payment gives it a fresh
 * reference, and while one is pending (and the provider does not report it finished) the same
 * reference comes back. Only the server decides what
 * is due (the booking's sub_total, the subscription's price) and only settlement.ts marks anything
 * paid. Provider calls happen outside database transactions: a slow provider never holds a lock.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { PaymentTransaction } from '../../db/schema';
import type { Metrics } from '../../plugins/metrics';
import { HttpError, badRequest, badRequestDetail, conflict, notFound } from '../../lib/http-errors';
import { CARD_CHECKOUT_CHANNELS, walletNumber, WALLET_NUMBER_MESSAGES, type MobileMoneyNetwork } from '@laundry-accra/domain/mobile-money';
import { newPaymentReference } from '../../lib/payment-reference';
import { toPesewas } from '@laundry-accra/domain/money';
import { isEndedSubscription } from '@laundry-accra/domain/statuses';
import { canPayAhead } from '@laundry-accra/domain/renewal';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { PAY_MESSAGES, PAYMENT_CURRENCY, type SandboxOutcome } from '@laundry-accra/domain/payments';
import { customerBookings } from '../bookings/bookings.read-model';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { dueOf, financeRepository, OPEN_STATUSES, type FinanceRepository, type PayableRef } from './finance.repository';
import type { ChargeResponse, PayResponse, VerifyResponse } from '@laundry-accra/domain/schemas/finance';
import { GatewayUnavailableError, type ChargeAnswer, type GatewayPayment, type PaymentGateway } from './gateways/gateway';
import type { SandboxGateway } from './gateways/sandbox.gateway';
import { readPaystackTransaction } from './gateways/paystack.gateway';
import type { Notifications } from '../notifications/notifications.service';
import { settlePayment, type Settlement } from './settlement';
import type { Refunds } from './refunds';

/** Messages a customer reads when a payment cannot go ahead. */
export const PAYMENT_ERRORS = {
  bookingPaid: 'This booking has already been paid for.',
  subscriptionActive: 'This subscription is already active and paid for.',
  bookingCancelled: 'This booking was cancelled, so there is nothing to pay.',
  nothingDue: 'There is nothing to pay.',
  subscriptionEnded: 'This subscription has ended. Subscribe to the package again to renew it.',
  notStarted: 'No payment has been started with this reference yet. Please press Make Payment first.',
  providerChanged: 'This payment was started with a payment method that is no longer available. Please press Make Payment to start again.',
  providerUnreachable: 'We could not reach the payment provider. Please try again in a moment.',
  verifyUnreachable: 'We could not confirm your payment with the payment provider just now. Please try again in a moment.',
} as const;

/** Messages of a successful verify: the first settles, a repeat reports what is already so. */
export const VERIFY_MESSAGES = { verified: 'Payment verified', alreadyVerified: 'Payment already verified' } as const;

/** 502: the provider gave no usable answer; nothing about the payment changed. */
const providerError = (detail: string) => new HttpError(502, { detail });

/** What the payments service works with. */
export interface FinanceServiceOptions {
  db: Db;
  /** The payment queries on `db` (a transaction builds its own with financeRepository(tx)). */
  repository: FinanceRepository;
  gateway: PaymentGateway;
  /** The sandbox, when it is the configured gateway (for its test checkout). */
  sandbox: SandboxGateway | null;
  /** Gives back money that arrives when nothing is owed. */
  refunds: Refunds;
  log: FastifyBaseLogger;
  /** Writes the receipt when a payment settles. */
  notifications: Notifications;
  /** Where verified and failed payments are counted. */
  metrics?: Pick<Metrics, 'paymentsVerified' | 'paymentsFailed'>;
}

/** The payments service. */
/** How long a new checkout may take to open with the provider (the gateway's 15 s timeout and a margin). */
const CHECKOUT_OPENING_MS = 20_000;

export function financeService({ db, repository, gateway, sandbox, refunds, log, notifications, metrics }: FinanceServiceOptions) {
  /** Settles the provider's report on the attempt, then sends the refund it may have owed. */
  async function settle(attempt: PaymentTransaction, payment: GatewayPayment): Promise<Settlement> {
    const settlement = await settlePayment(db, attempt, payment, log, notifications);
    if (settlement.outcome === 'settled') metrics?.paymentsVerified.inc({ provider: attempt.provider });
    if (settlement.outcome === 'failed') metrics?.paymentsFailed.inc({ provider: attempt.provider });
    if (settlement.outcome === 'refund_owed' && settlement.owedNow) await refunds.send(settlement.attempt);
    return settlement;
  }

  /** The answer of a verify that found the payment paid: the booking or subscription as it now reads. */
  async function verifiedAnswer(attempt: PaymentTransaction, message: string): Promise<VerifyResponse> {
    const [booking, subscription] = await Promise.all([
      attempt.bookingId ? customerBookings(db, attempt.userId).find(attempt.bookingId) : undefined,
      attempt.subscriptionId
        ? subscriptionsRepository(db).forCustomer(attempt.userId).find(attempt.subscriptionId)
        : undefined,
    ]);
    return {
      message,
      data: {
        reference: attempt.reference,
        payment_status: attempt.paymentStatus,
        amount: attempt.amountPesewas,
        currency: attempt.currency,
        paid_at: attempt.paidAt ? attempt.paidAt.toISOString() : null,
        booking: booking ?? null,
        subscription: subscription ?? null,
      },
    };
  }

  /**
   * Before handing back a pending payment, asks the provider what became of it: the customer may
   * have paid and closed the browser (settle it now), or been declined (close it, so a fresh one
   * starts instead of reopening a dead checkout). An unfinished or unreachable one is reused.
   */
  async function recheckPending(attempt: PaymentTransaction): Promise<'reuse' | 'paid' | 'closed'> {
    let payment;
    try {
      payment = await gateway.verify(attempt.reference);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      return 'reuse';
    }
    // Unfinished is the normal state of a checkout the customer closed: it can still be completed.
    if (payment.status === 'abandoned' || payment.status === 'pending') return 'reuse';
    // Unknown to the provider while the call that started it is still opening its checkout (a
    // double press): closing it now would start a second payment beside the first.
    if (payment.status === 'not_found' && Date.now() - attempt.updatedAt.getTime() < CHECKOUT_OPENING_MS) return 'reuse';
    const settlement = await settle(attempt, payment);
    if (settlement.outcome === 'settled' || settlement.outcome === 'already_paid') return 'paid';
    return settlement.outcome === 'pending' ? 'reuse' : 'closed';
  }

  /** A charge's state as the dialog reads it. */
  const chargeResponse = (attempt: PaymentTransaction, answer: ChargeAnswer): ChargeResponse => ({
    reference: attempt.reference,
    amount: attempt.amountPesewas,
    currency: attempt.currency,
    status: answer.status,
    message: answer.message,
  });

  return {
    /** The payments of one customer. */
    forCustomer(userId: string) {
      const repo = repository.forCustomer(userId);

      /**
       * Under the payable's row lock: the open attempt to reuse, or a new one to start. A checkout
       * (`channel` null) reuses a pending checkout; a mobile money charge always starts afresh (a
       * charge's reference is spent at the provider, and each press sends a new prompt).
       */
      async function claimAttempt(
        ref: PayableRef,
        channel: 'mobile_money' | null = null,
      ): Promise<{ attempt: PaymentTransaction; started: boolean }> {
        return db.transaction(async (tx) => {
          const payments = financeRepository(tx).forCustomer(userId);
          const payable = await payments.lockPayable(ref);
          if (!payable) throw notFound();
          if (ref.kind === 'booking' && payable.status === 'cancelled') throw badRequestDetail(PAYMENT_ERRORS.bookingCancelled);
          const attempts = await payments.attemptsFor(ref);
          // A booking may owe a balance after weighing even though a payment was taken: only
          // what is still due is asked for (the whole price when nothing was paid yet).
          const amountPesewas =
            ref.kind === 'booking' ? dueOf(payable.price, attempts, await payments.partiallyRefunded(ref)) : toPesewas(payable.price);
          const paidOnce = attempts.some((a) => a.paymentStatus === 'paid');
          if (ref.kind === 'booking' && paidOnce && amountPesewas <= 0) throw badRequestDetail(PAYMENT_ERRORS.bookingPaid);
          if (ref.kind === 'subscription') {
            if (isEndedSubscription(payable.status)) throw badRequestDetail(PAYMENT_ERRORS.subscriptionEnded);
            // An active one is paid again only for its next month, in the days before it ends.
            const payingAhead = canPayAhead({ status: payable.status, end_date: payable.endDate ?? null }, todayInAccra());
            if ((payable.status === 'active' && !payingAhead) || (payable.status !== 'active' && paidOnce)) {
              throw badRequestDetail(PAYMENT_ERRORS.subscriptionActive);
            }
          }

          if (amountPesewas <= 0) throw badRequestDetail(PAYMENT_ERRORS.nothingDue);

          const open = attempts.find((a) => (OPEN_STATUSES as readonly string[]).includes(a.paymentStatus));
          const reusable =
            channel === null &&
            open?.paymentStatus === 'pending' &&
            open.channel === null &&
            open.provider === gateway.provider &&
            open.amountPesewas === amountPesewas &&
            open.currency === PAYMENT_CURRENCY;
          if (reusable) return { attempt: open, started: false };

          const fresh = {
            reference: newPaymentReference(),
            amountPesewas,
            currency: PAYMENT_CURRENCY,
            provider: gateway.provider,
            paymentStatus: 'pending' as const,
            accessCode: null,
            failureReason: null,
            gatewayResponse: null,
            channel,
          };
          // Checkout's unpaid row becomes the first attempt (with a reference never shown to a provider).
          if (open?.paymentStatus === 'unpaid') return { attempt: await payments.updateAttempt(open.id, fresh), started: true };
          if (open) {
            // A pending attempt for another amount or provider cannot be completed as it stands. If the
            // customer still pays it, settlement honours that success (failed -> paid).
            await payments.updateAttempt(open.id, {
              paymentStatus: 'failed',
              failureReason: `superseded: a new payment was started (was ${open.amountPesewas} ${open.currency} with ${open.provider})`,
            });
          }
          return { attempt: await payments.insertAttempt(ref, fresh), started: true };
        });
      }

      return {
        /** "Make Payment": starts a payment for the booking or subscription, or returns the pending one. */
        async startPayment(ref: PayableRef): Promise<PayResponse> {
          let { attempt, started } = await claimAttempt(ref);
          if (!started) {
            const state = await recheckPending(attempt);
            if (state === 'paid') throw badRequestDetail(ref.kind === 'booking' ? PAYMENT_ERRORS.bookingPaid : PAYMENT_ERRORS.subscriptionActive);
            if (state === 'closed') ({ attempt, started } = await claimAttempt(ref));
          }
          const email = await repo.email();
          let accessCode = attempt.accessCode;
          if (started) {
            try {
              const opened = await gateway.initialize({
                reference: attempt.reference,
                amountPesewas: attempt.amountPesewas,
                currency: attempt.currency,
                email,
                channels: CARD_CHECKOUT_CHANNELS,
              });
              accessCode = opened.accessCode;
              await repo.recordAccessCode(attempt.id, accessCode);
            } catch (error) {
              if (!(error instanceof GatewayUnavailableError)) throw error;
              log.error({ err: error, reference: attempt.reference }, 'payment provider could not open a checkout');
              await repo.failIfPending(attempt.id, `initialize_failed: ${error.message}`);
              throw providerError(PAYMENT_ERRORS.providerUnreachable);
            }
          }
          return {
            message: started ? PAY_MESSAGES.initiated : PAY_MESSAGES.alreadyInitiated,
            data: {
              reference: attempt.reference,
              amount: attempt.amountPesewas,
              currency: attempt.currency,
              email,
              provider: gateway.provider,
              public_key: gateway.publicKey,
              access_code: accessCode,
            },
          };
        },

        /**
         * "Pay GHC x" by mobile money: a fresh attempt charges the wallet through the provider's
         * Charge API. The answer is where it stands (usually pending: the prompt is on the phone);
         * only verify or the webhook settle it. A charge the provider cannot take is closed (400
         * with its words is not thrown: the dialog shows them and offers to try again).
         */
        async chargeMobileMoney(ref: PayableRef, wallet: { phone: string; network: MobileMoneyNetwork }): Promise<ChargeResponse> {
          const phone = walletNumber(wallet.phone);
          if (!phone) throw badRequest({ phone: [WALLET_NUMBER_MESSAGES.invalid] });
          // The payment already started is first asked about: paid meanwhile, nothing more is charged.
          const open = (await repo.attemptsFor(ref)).find((a) => a.paymentStatus === 'pending' && a.provider === gateway.provider);
          if (open && (await recheckPending(open)) === 'paid') {
            throw badRequestDetail(ref.kind === 'booking' ? PAYMENT_ERRORS.bookingPaid : PAYMENT_ERRORS.subscriptionActive);
          }
          const { attempt } = await claimAttempt(ref, 'mobile_money');
          const email = await repo.email();
          let answer: ChargeAnswer;
          try {
            answer = await gateway.chargeMobileMoney({
              reference: attempt.reference,
              amountPesewas: attempt.amountPesewas,
              currency: attempt.currency,
              email,
              phone,
              network: wallet.network,
            });
          } catch (error) {
            if (!(error instanceof GatewayUnavailableError)) throw error;
            log.error({ err: error, reference: attempt.reference }, 'payment provider could not charge a wallet');
            await repo.failIfPending(attempt.id, `charge_failed: ${error.message}`);
            throw providerError(PAYMENT_ERRORS.providerUnreachable);
          }
          if (answer.status === 'failed' || answer.status === 'timed_out') {
            await repo.failIfPending(attempt.id, `charge_${answer.status}: ${answer.message ?? ''}`.trim());
          }
          return chargeResponse(attempt, answer);
        },

        /**
         * Where the customer's charge stands, asked of the provider. Once it ended, the server's
         * verification settles it (paid, or closed so the next press starts afresh).
         */
        async checkCharge(reference: string): Promise<ChargeResponse> {
          const attempt = await repo.findAttempt(reference);
          if (!attempt || attempt.channel !== 'mobile_money') throw notFound();
          if (attempt.provider !== gateway.provider) throw badRequestDetail(PAYMENT_ERRORS.providerChanged);
          if (attempt.paymentStatus === 'paid') return chargeResponse(attempt, { reference, status: 'success', message: attempt.gatewayResponse });
          let answer: ChargeAnswer;
          try {
            answer = await gateway.checkCharge(reference);
            if (answer.status !== 'pending') await settle(attempt, await gateway.verify(reference));
          } catch (error) {
            if (!(error instanceof GatewayUnavailableError)) throw error;
            log.warn({ err: error, reference }, 'payment provider could not say where a charge stands');
            throw providerError(PAYMENT_ERRORS.verifyUnreachable);
          }
          return chargeResponse(attempt, answer);
        },

        /** Asks the provider about the customer's payment and settles it; 400 with what to do if not paid. */
        async verifyPayment(reference: string): Promise<VerifyResponse> {
          const attempt = await repo.findAttempt(reference);
          if (!attempt) throw notFound();
          if (attempt.paymentStatus === 'paid') return verifiedAnswer(attempt, VERIFY_MESSAGES.alreadyVerified);
          if (attempt.paymentStatus === 'unpaid') throw badRequestDetail(PAYMENT_ERRORS.notStarted);
          if (attempt.provider !== gateway.provider) throw badRequestDetail(PAYMENT_ERRORS.providerChanged);

          let settlement: Settlement;
          try {
            settlement = await settle(attempt, await gateway.verify(reference));
          } catch (error) {
            if (!(error instanceof GatewayUnavailableError)) throw error;
            log.warn({ err: error, reference }, 'payment provider could not verify; payment left as it was');
            throw providerError(PAYMENT_ERRORS.verifyUnreachable);
          }
          switch (settlement.outcome) {
            case 'settled':
              return verifiedAnswer(settlement.attempt, VERIFY_MESSAGES.verified);
            case 'already_paid':
              return verifiedAnswer(settlement.attempt, VERIFY_MESSAGES.alreadyVerified);
            case 'failed':
            case 'pending':
            case 'refund_owed':
              throw badRequestDetail(settlement.detail);
          }
        },

        /** The sandbox's test checkout: the customer "pays" (or fails to). Owner only. */
        async completeSandboxPayment(reference: string, outcome: SandboxOutcome) {
          if (!sandbox) throw notFound();
          const attempt = await repo.findAttempt(reference);
          if (!attempt || attempt.provider !== 'sandbox') throw notFound();
          const completion = await sandbox.complete(reference, outcome);
          if (completion.result === 'no_checkout') throw notFound('No test checkout was opened with this reference.');
          if (completion.result === 'already_completed' && completion.outcome !== outcome) {
            throw conflict('This test payment was already completed.');
          }
          return { reference, outcome: completion.outcome };
        },
      };
    },

    /**
     * A Paystack event (signature already checked). charge.success runs the same settlement as
     * verify; other events are acknowledged and ignored. Returns what happened, for the log.
     */
    async handlePaystackEvent(event: unknown): Promise<string> {
      const { event: name, data } = (event ?? {}) as { event?: unknown; data?: unknown };
      if (name !== 'charge.success') return 'ignored';
      let payment;
      try {
        payment = readPaystackTransaction(data);
      } catch (error) {
        log.error({ err: error }, 'charge.success event without a usable transaction');
        return 'unreadable';
      }
      // Only an attempt made through Paystack can be settled by Paystack's word.
      const attempt = await repository.forProvider('paystack').findAttempt(payment.reference);
      if (!attempt) return 'unknown_reference';
      const settlement = await settle(attempt, payment);
      return settlement.outcome;
    },
  };
}

export type FinanceService = ReturnType<typeof financeService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments for bookings and subscriptions: `app.payments.forCustomer(id)`, and Paystack's events. */
    payments: FinanceService;
  }
}

/** Decorates `app.payments`. */
export default fp(
  async function paymentsPlugin(app: FastifyInstance) {
    const { gateway, sandbox } = app.paymentGateway;
    app.decorate(
      'payments',
      financeService({
        db: app.db,
        repository: app.financeRepository,
        gateway,
        sandbox,
        refunds: app.refunds,
        log: app.log,
        notifications: app.notifications,
        metrics: app.metrics,
      }),
    );
  },
  { name: 'payments', dependencies: ['database', 'finance-repository', 'payment-gateway', 'refunds', 'notifications', 'metrics'] },
);
