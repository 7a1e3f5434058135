/**
 * What staff do to an order: read the table and an order's detail, move it through the pipeline
 * (domain statuses.ts), take its payment at the counter, and refund a cancelled one. Every change
 * runs in one transaction holding the booking's row lock, so two staff pressing the same button
 * at once leave exactly one result: the second finds the version moved on, or the booking paid.
 * The same lock order as online payments (booking or subscription, then its attempts), so a
 * counter payment and a customer's payment settling at once take turns instead of deadlocking.
 */
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { formatMoney } from '@laundry-accra/domain/format';
import { handRefundInstruction, type CounterPaymentMethod } from '@laundry-accra/domain/payments';
import type {
  CounterPaymentBody,
  OpsBookingDetailDto,
  OpsBookingsQuery,
  OrderPaymentDto,
  StatusChangeBody,
} from '@laundry-accra/domain/schemas/ops';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import {
  BOOKING_CONFLICTS,
  CANCEL_REASON_MESSAGE,
  STATUSES_NEEDING_A_REASON,
  nextStatuses,
  statusChangeConflict,
} from '@laundry-accra/domain/statuses';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { subscriptions, type PaymentTransaction } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newPaymentReference } from '../../lib/payment-reference';
import { PAYMENT_ERRORS } from '../finance/finance.service';
import { financeRepository, type CustomerPayments, type PayableRef } from '../finance/finance.repository';
import { GatewayUnavailableError, type PaymentGateway } from '../finance/gateways/gateway';
import { recordPaid } from '../finance/settlement';
import { notificationsRepository } from '../notifications/notifications.repository';
import type { Notifications } from '../notifications/notifications.service';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { opsBookingsRepository, type OpsBookingsRepository } from './ops-bookings.repository';
import { branchScopeOf, type SignedInStaff } from './staff-access';

/** What staff read when a payment or refund cannot go ahead (409). */
export const OPS_PAYMENT_CONFLICTS = {
  nothingToRetry: 'This booking has no failed refund to retry.',
} as const;

/**
 * Kept on an online payment between the cancellation's commit and the gateway's answer: if the
 * answer never comes (the process stops), staff see the refund as failed and retry it.
 */
export const REFUND_NOT_SENT = 'The refund was not confirmed by the payment provider yet.';

/** Statuses that mean the money of an attempt moved (and may be owed back). */
const MONEY_MOVED = ['paid', 'refunded', 'refund_failed', 'refund_due'] as const;
const moneyMoved = (attempt: PaymentTransaction) => (MONEY_MOVED as readonly string[]).includes(attempt.paymentStatus);

/** The 400 on `amount` when a counter payment is not exactly what is due. */
const wrongAmount = (due: string, what: string) =>
  badRequest({ amount: [`The amount must be ${formatMoney(due)}, the ${what}.`] });

/** What the ops bookings service works with. */
export interface OpsBookingsServiceOptions {
  db: Db;
  repository: OpsBookingsRepository;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** Writes what the customer is told, in the change's transaction. */
  notifications: Notifications;
}

/** The ops bookings service. */
export function opsBookingsService({ db, repository, gateway, log, notifications }: OpsBookingsServiceOptions) {
  /**
   * Takes a payment at the counter for a locked booking or subscription: the checkout's unpaid
   * attempt becomes the paid one, or (when an online checkout is open, or every attempt failed) a
   * new attempt is written already paid, so it never clashes with the one open attempt allowed;
   * recordPaid then closes the open one and activates a subscription, as an online payment does.
   */
  async function takeCounterPayment(
    tx: Tx,
    payments: CustomerPayments,
    ref: PayableRef,
    attempts: PaymentTransaction[],
    body: CounterPaymentBody,
    staff: SignedInStaff,
  ): Promise<void> {
    const now = new Date();
    const counter = {
      method: body.method,
      receivedBy: staff.id,
      receivedAt: now,
      paidAt: now,
      counterReference: body.reference || null,
      gatewayResponse: null,
    };
    const unpaid = attempts.find((a) => a.paymentStatus === 'unpaid');
    const attempt =
      unpaid ??
      (await payments.insertAttempt(ref, {
        ...counter,
        reference: newPaymentReference(),
        amountPesewas: toPesewas(body.amount),
        provider: gateway.provider,
        paymentStatus: 'paid',
      }));
    await recordPaid(tx, attempt, counter, notifications);
  }

  /**
   * Asks the gateway to give an online payment back and records its answer. Runs after the
   * cancellation committed (see changeStatus), so the attempt already says refund_failed with
   * REFUND_NOT_SENT until the gateway answers.
   */
  async function sendRefund(attempt: PaymentTransaction): Promise<void> {
    let outcome: Parameters<OpsBookingsRepository['recordRefundOutcome']>[1];
    if (attempt.provider !== gateway.provider) {
      // The reference lives at a provider this server no longer talks to; asking the current
      // one about it would be asking a stranger.
      outcome = {
        paymentStatus: 'refund_failed',
        refundError: `This payment was made through ${attempt.provider}, which is no longer connected: refund it from there.`,
      };
    } else {
      try {
        const answer = await gateway.refund(attempt.reference);
        outcome =
          answer.outcome === 'refunded'
            ? { paymentStatus: 'refunded', refundError: null, refundReference: answer.refundReference, refundedAt: new Date() }
            : { paymentStatus: 'refund_failed', refundError: answer.message };
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        outcome = { paymentStatus: 'refund_failed', refundError: error.message };
      }
    }
    if (outcome.paymentStatus !== 'refunded') {
      log.warn({ reference: attempt.reference, reason: outcome.refundError }, 'refund not made');
    }
    await repository.recordRefundOutcome(attempt.id, outcome);
  }

  /** The payment part of an order's detail. */
  function toOrderPayment(
    attempt: (PaymentTransaction & { receiverName: string | null }) | undefined,
    subTotal: string,
  ): OrderPaymentDto {
    if (!attempt) {
      return {
        payment_status: 'unpaid',
        method: null,
        provider: null,
        reference: null,
        amount: subTotal,
        paid_at: null,
        received_by: null,
        refund_error: null,
        refund_instruction: null,
      };
    }
    const online = attempt.method === 'online';
    const amount = fromPesewas(attempt.amountPesewas);
    return {
      payment_status: attempt.paymentStatus,
      method: moneyMoved(attempt) ? attempt.method : null,
      provider: online ? (attempt.provider as OrderPaymentDto['provider']) : null,
      reference: online ? attempt.reference : attempt.counterReference,
      amount,
      paid_at: attempt.paidAt?.toISOString() ?? null,
      received_by: attempt.receivedBy && attempt.receiverName ? { id: attempt.receivedBy, name: attempt.receiverName } : null,
      refund_error: attempt.paymentStatus === 'refund_failed' ? attempt.refundError : null,
      refund_instruction:
        attempt.paymentStatus === 'refund_due' && !online
          ? handRefundInstruction(amount, attempt.method as CounterPaymentMethod)
          : null,
    };
  }

  return {
    /** The service as one staff member uses it: every booking read or written is in their branch scope. */
    forStaff(staff: SignedInStaff) {
      const scope = branchScopeOf(staff);
      const repo = repository.forScope(scope);

      /** The order's detail, or 404 when it is not in the scope. */
      async function detail(id: string): Promise<OpsBookingDetailDto> {
        const row = await repo.findRow(id);
        if (!row) throw notFound();
        const [items, places, events, payment, sent] = await Promise.all([
          repo.lines(id),
          repo.addresses(id),
          repo.events(id),
          repo.shownPayment(id),
          notificationsRepository(db).forOrder(id),
        ]);
        return {
          ...row,
          items,
          pickup_address: places.pickup,
          dropoff_address: places.dropoff,
          transaction: toOrderPayment(payment, row.sub_total),
          events,
          notifications: sent,
          next_statuses: [...nextStatuses(row.status)],
        };
      }

      return {
        /** One page of the orders table. */
        list: (query: OpsBookingsQuery, limit: number, offset: number) => repo.list(query, limit, offset),

        /** The order's detail. */
        get: detail,

        /**
         * Moves the booking through the pipeline. The change, its timeline event and the version
         * bump commit together. Cancelling a booking paid online then refunds it through the
         * gateway AFTER the commit: the cancellation is the business's decision and stands
         * whatever the gateway says, while a gateway call inside the transaction would hold the
         * booking's lock for as long as the gateway takes, and a refund made before a commit that
         * then fails would give the money back on a booking that was never cancelled. The attempt
         * is marked refund_failed in the transaction, so a refund whose answer is lost (the
         * process stops) is shown to staff to retry rather than forgotten.
         */
        async changeStatus(id: string, change: StatusChangeBody): Promise<OpsBookingDetailDto> {
          const note = change.note?.trim() || null;
          if (STATUSES_NEEDING_A_REASON.includes(change.status) && !note) {
            throw badRequest({ note: [CANCEL_REASON_MESSAGE] });
          }
          const refundOwed = await db.transaction(async (tx) => {
            const locked = opsBookingsRepository(tx).forScope(scope);
            const booking = await locked.lock(id);
            if (!booking) throw notFound();
            const payments = financeRepository(tx).forCustomer(booking.userId);
            const attempts = await payments.attemptsFor({ kind: 'booking', id });
            const paid = attempts.find((a) => a.paymentStatus === 'paid');
            const refused = statusChangeConflict(
              { status: booking.status, version: booking.version, paid: Boolean(paid) },
              change,
            );
            if (refused) throw conflict(refused);
            // The lock already makes racing changes take turns; the version in the update's
            // condition keeps that true for any writer that forgets to lock.
            if (!(await locked.recordChange(id, booking.version, change.status))) throw conflict(BOOKING_CONFLICTS.changedByOthers);
            await locked.addEvent({ bookingId: id, fromStatus: booking.status, toStatus: change.status, actorId: staff.id, note });
            await notifications.bookingMoved(tx, { bookingId: id, status: change.status, reason: note, paid });
            if (change.status !== 'cancelled' || !paid) return undefined;
            if (paid.method !== 'online') {
              // Money taken at the counter goes back by hand; the detail says how much and how.
              await payments.updateAttempt(paid.id, { paymentStatus: 'refund_due' });
              return undefined;
            }
            return payments.updateAttempt(paid.id, { paymentStatus: 'refund_failed', refundError: REFUND_NOT_SENT });
          });
          if (refundOwed) await sendRefund(refundOwed);
          return detail(id);
        },

        /** Retries the gateway refund of a cancelled booking whose refund failed. */
        async retryRefund(id: string): Promise<OpsBookingDetailDto> {
          if (!(await repo.findRow(id))) throw notFound();
          const payment = await repo.shownPayment(id);
          if (payment?.paymentStatus !== 'refund_failed') throw conflict(OPS_PAYMENT_CONFLICTS.nothingToRetry);
          await sendRefund(payment);
          return detail(id);
        },

        /** Records a payment taken at the counter for the booking: 409 if it is paid already. */
        async recordBookingPayment(id: string, body: CounterPaymentBody): Promise<OpsBookingDetailDto> {
          await db.transaction(async (tx) => {
            const locked = opsBookingsRepository(tx).forScope(scope);
            const booking = await locked.lock(id);
            if (!booking) throw notFound();
            if (booking.status === 'cancelled') throw conflict(PAYMENT_ERRORS.bookingCancelled);
            const ref: PayableRef = { kind: 'booking', id };
            const payments = financeRepository(tx).forCustomer(booking.userId);
            const attempts = await payments.attemptsFor(ref);
            if (attempts.some(moneyMoved)) throw conflict(PAYMENT_ERRORS.bookingPaid);
            if (toPesewas(body.amount) !== toPesewas(booking.subTotal)) {
              throw wrongAmount(booking.subTotal, "booking's sub total");
            }
            await takeCounterPayment(tx, payments, ref, attempts, body, staff);
            // A payment changes what the next status may be (completing needs it): screens that
            // read the booking before it must reload before they move it.
            await locked.recordChange(id, booking.version);
          });
          return detail(id);
        },

        /** Records a payment taken at the counter for a subscription, which activates it. */
        async recordSubscriptionPayment(id: string, body: CounterPaymentBody): Promise<SubscriptionDto> {
          // Subscriptions belong to no branch: any staff member may take one's payment.
          const [owner] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, id));
          if (!owner) throw notFound();
          await db.transaction(async (tx) => {
            const ref: PayableRef = { kind: 'subscription', id };
            const payments = financeRepository(tx).forCustomer(owner.userId);
            const subscription = (await payments.lockPayable(ref))!;
            const attempts = await payments.attemptsFor(ref);
            if (subscription.status === 'active' || attempts.some(moneyMoved)) {
              throw conflict(PAYMENT_ERRORS.subscriptionActive);
            }
            if (toPesewas(body.amount) !== toPesewas(subscription.price)) {
              throw wrongAmount(subscription.price, "subscription's price");
            }
            await takeCounterPayment(tx, payments, ref, attempts, body, staff);
          });
          return (await subscriptionsRepository(db).forCustomer(owner.userId).find(id))!;
        },
      };
    },
  };
}

export type OpsBookingsService = ReturnType<typeof opsBookingsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders as staff work them: `app.opsBookings.forStaff(request.staff)`. */
    opsBookings: OpsBookingsService;
  }
}

/** Decorates `app.opsBookings`. */
export default fp(
  async function opsBookingsPlugin(app: FastifyInstance) {
    app.decorate(
      'opsBookings',
      opsBookingsService({
        db: app.db,
        repository: app.opsBookingsRepository,
        gateway: app.paymentGateway.gateway,
        log: app.log,
        notifications: app.notifications,
      }),
    );
  },
  { name: 'ops-bookings', dependencies: ['database', 'ops-bookings-repository', 'payment-gateway', 'notifications'] },
);
