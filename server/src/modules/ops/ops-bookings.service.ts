/**
 * What staff do to an order: read the table and an order's detail, move it through the pipeline
 * (domain statuses.ts), take its payment at the counter, and refund a cancelled one. Every change
 * runs in one transaction holding the booking's row lock, so two staff pressing the same button
 * at once leave exactly one result: the second finds the version moved on, or the booking paid.
 * The same lock order as online payments (booking or subscription, then its attempts), so a
 * counter payment and a customer's payment settling at once take turns instead of deadlocking.
 */
import { fromPesewas, lineTotal, toPesewas } from '@laundry-accra/domain/money';
import { invalidQuantityMessage, isMeasuredAtPickup, isValidQuantity } from '@laundry-accra/domain/units';
import { canWeigh, WEIGH_MESSAGES } from '@laundry-accra/domain/weighing';
import { formatMoney } from '@laundry-accra/domain/format';
import { handRefundInstruction, type CounterPaymentMethod } from '@laundry-accra/domain/payments';
import { COUNTER_PAYMENT_MESSAGES, counterTake, type CounterTake } from '@laundry-accra/domain/counter-payment';
import { normaliseGhanaMobile } from '@laundry-accra/domain/rules';
import type {
  CounterPaymentBody,
  OpsBookingDetailDto,
  OpsBookingsQuery,
  OrderEventDto,
  OrderPaymentDto,
  ReceivedPaymentDto,
  StatusChangeBody,
  MoveBackBody,
  RescheduleBody,
  WeighBody,
  PriceJobsBody,
} from '@laundry-accra/domain/schemas/ops';
import type { SubscriptionDto } from '@laundry-accra/domain/schemas/subscriptions';
import {
  BOOKING_CONFLICTS,
  CANCEL_REASON_MESSAGE,
  MOVE_BACK_MESSAGES,
  STATUSES_NEEDING_A_REASON,
  moveBackWindow,
  stepToUndo,
  type BookingStatus,
  isEndedSubscription,
  moneyMoved,
  statusChangeConflict,
} from '@laundry-accra/domain/statuses';
import { HANDOVER_MESSAGES, isHandoverOverride, offeredStatuses, overrideStatuses } from '@laundry-accra/domain/handover';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { giveBackAllowance, giveBackKilos, settleFreePickup } from '../subscriptions/allowance';
import { recordAudit } from '../audit/audit-trail';
import type { BookingItem, PaymentTransaction } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newPaymentReference } from '../../lib/payment-reference';
import { PAYMENT_ERRORS } from '../finance/finance.service';
import { dueOf, type CustomerPayments, type PayableRef } from '../finance/finance.repository';
import type { PaymentGateway } from '../finance/gateways/gateway';
import { oweRefund, REFUND_CONFLICTS, stillHeld, type Refunds } from '../finance/refunds';
import { recordPaid } from '../finance/settlement';
import { notificationsRepository } from '../notifications/notifications.repository';
import type { Notifications } from '../notifications/notifications.service';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { followNewTotal } from '../finance/total-change';
import { answerJob, priceJobs } from './job-pricing';
import { movesWhileJobsWait, JOB_MESSAGES } from '@laundry-accra/domain/jobs';
import type { JobAnswer } from '@laundry-accra/domain/units';
import { movedPickupWindow } from '../bookings/bookings.service';
import { bookingTotal, rescaledExpressFee } from '@laundry-accra/domain/service-speed';
import { pickupDateProblem } from '../bookings/pickup-date';
import { bookingPickupFee } from '../pickup-windows/pickup-service';
import { paymentsReceived, type OpsBookingsRepository } from './ops-bookings.repository';
import { repositories as repositoriesOf } from '../repositories';
import { branchScopeOf, type BranchScope, type SignedInStaff } from './staff-access';
import type { Booking } from '../../db/schema';

/** True when the money of an attempt moved (and may be owed back). */
const moneyMovedOn = (attempt: PaymentTransaction) => moneyMoved(attempt.paymentStatus);

/** The 400 on `amount` when a counter payment is not exactly what is due. */
const wrongAmount = (due: string, what: string) =>
  badRequest({ amount: [`The amount must be ${formatMoney(due)}, the ${what}.`] });

/** The 400 when mobile money comes without its network or the payer's number (both required for it). */
function refuseIncompleteCounterPayment(body: CounterPaymentBody): void {
  if (body.method !== 'mobile_money') return;
  const missing: Record<string, string[]> = {};
  if (!body.network) missing.network = [COUNTER_PAYMENT_MESSAGES.network];
  if (!body.payer_phone) missing.payer_phone = [COUNTER_PAYMENT_MESSAGES.payer_phone];
  if (Object.keys(missing).length > 0) throw badRequest(missing);
}

/**
 * The pickup fee of a booking once its per-kg lines are weighed (`weighed`: line id to kilos), by
 * the booking's own terms and its choice of delivery or collection (pickup-service.ts).
 */
async function weighedPickup(
  tx: Tx,
  booking: Booking,
  lines: readonly BookingItem[],
  weighed: ReadonlyMap<string, number>,
): Promise<{ pickupFee: string; pickupPeriodId: string | null }> {
  if (booking.freePickupFromKg === null) return { pickupFee: booking.pickupFee, pickupPeriodId: booking.pickupPeriodId };
  const pickupLines = lines.map((line) => ({ unit: line.unit, quantity: weighed.get(line.id) ?? line.quantity }));
  // What the weight and the choice of delivery or collection charge, before a package's free pickup.
  const byWeight = await bookingPickupFee(tx, { ...booking, pickupPeriodId: null }, pickupLines, booking.handover);
  // A free pickup spent at checkout goes back when the weight makes pickup free; one is spent
  // when the weight makes the fee due and the month has one left (decision 071).
  const pickupPeriodId = await settleFreePickup(tx, booking, toPesewas(byWeight) > 0);
  return { pickupFee: pickupPeriodId ? '0.00' : byWeight, pickupPeriodId };
}

/** The reason on a booking its customer cancelled: what the timeline and the notifications say. */
export const CUSTOMER_CANCEL_NOTE = 'Cancelled by the customer';

/** The 409 when a customer tries to cancel a booking the business has started on. */
export const CUSTOMER_CANCEL_REFUSED = 'This booking can no longer be cancelled: we have already collected it. Please contact us.';

/** What the ops bookings service works with. */
export interface OpsBookingsServiceOptions {
  db: Db;
  repository: OpsBookingsRepository;
  gateway: PaymentGateway;
  refunds: Refunds;
  /** Writes what the customer is told, in the change's transaction. */
  notifications: Notifications;
}

/** Why staff cannot move a booking's pickup any more. */
export const RESCHEDULE_AFTER_PICKUP = 'This order has been picked up (or closed): its pickup can no longer be moved.';

/** The ops bookings service. */
export function opsBookingsService({ db, repository, gateway, refunds, notifications }: OpsBookingsServiceOptions) {
  const repositories = repositoriesOf(db);
  /**
   * Takes a payment at the counter for a locked booking or subscription: `take` says what counts
   * and, for cash beyond what was owed, what was handed over and given back (counter-payment.ts).
   * The checkout's unpaid attempt becomes the paid one when it asked for exactly what counts; else
   * (part of what is owed, an online checkout open, every attempt failed) a new attempt is written
   * already paid, so it never clashes with the one open attempt allowed. recordPaid then closes
   * the open one, activates a subscription and writes the receipt, as an online payment does.
   */
  async function takeCounterPayment(
    tx: Tx,
    payments: CustomerPayments,
    ref: PayableRef,
    attempts: PaymentTransaction[],
    body: CounterPaymentBody,
    take: Extract<CounterTake, { ok: true }>,
    staff: SignedInStaff,
  ): Promise<void> {
    const now = new Date();
    const mobileMoney = body.method === 'mobile_money';
    const counter = {
      method: body.method,
      receivedBy: staff.id,
      receivedAt: now,
      paidAt: now,
      counterReference: body.reference || null,
      gatewayResponse: null,
      amountPesewas: take.applied,
      mobileMoneyNetwork: mobileMoney ? (body.network ?? null) : null,
      payerPhone: mobileMoney && body.payer_phone ? (normaliseGhanaMobile(body.payer_phone) ?? null) : null,
      tenderedPesewas: take.change > 0 ? take.tendered : null,
      changePesewas: take.change > 0 ? take.change : null,
    };
    const unpaid = attempts.find((a) => a.paymentStatus === 'unpaid' && a.amountPesewas === take.applied);
    const attempt =
      unpaid ??
      (await payments.insertAttempt(ref, {
        ...counter,
        reference: newPaymentReference(),
        provider: gateway.provider,
        paymentStatus: 'paid',
      }));
    await recordPaid(tx, attempt, counter, notifications);
    await recordAudit(tx, staff, {
      action: `${ref.kind}.payment`,
      entityType: ref.kind,
      entityId: ref.id,
      before: { payment_status: attempt.paymentStatus },
      after: {
        payment_status: 'paid',
        method: body.method,
        amount: fromPesewas(take.applied),
        ...(take.change > 0 ? { tendered: fromPesewas(take.tendered), change: fromPesewas(take.change) } : {}),
        ...(mobileMoney ? { network: counter.mobileMoneyNetwork, payer_phone: counter.payerPhone } : {}),
        reference: body.reference || null,
      },
    });
  }

  /** One payment that took money, as the order's detail lists it. */
  function toReceivedPayment(attempt: PaymentTransaction & { receiverName: string | null }): ReceivedPaymentDto {
    const orNull = (pesewas: number | null) => (pesewas === null ? null : fromPesewas(pesewas));
    return {
      id: attempt.id,
      method: attempt.method,
      payment_status: attempt.paymentStatus,
      amount: fromPesewas(attempt.amountPesewas),
      tendered: orNull(attempt.tenderedPesewas),
      change: orNull(attempt.changePesewas),
      network: attempt.mobileMoneyNetwork,
      payer_phone: attempt.payerPhone,
      reference: attempt.method === 'online' ? attempt.reference : attempt.counterReference,
      paid_at: (attempt.receivedAt ?? attempt.paidAt)?.toISOString() ?? null,
      received_by: attempt.receivedBy && attempt.receiverName ? { id: attempt.receivedBy, name: attempt.receiverName } : null,
    };
  }

  /** The payment part of an order's detail. */
  function toOrderPayment(
    attempt: (PaymentTransaction & { receiverName: string | null }) | undefined,
    subTotal: string,
    amountDue: string,
    handBack?: { pesewas: number; method: CounterPaymentMethod },
    /** Every counter payment of a cancelled order owed back by hand (an order paid in parts has several). */
    handRefunds: readonly PaymentTransaction[] = [],
  ): OrderPaymentDto {
    if (!attempt) {
      return {
        payment_status: 'unpaid',
        method: null,
        provider: null,
        reference: null,
        amount: subTotal,
        amount_due: amountDue,
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
      method: moneyMovedOn(attempt) ? attempt.method : null,
      provider: online ? (attempt.provider as OrderPaymentDto['provider']) : null,
      reference: online ? attempt.reference : attempt.counterReference,
      amount,
      amount_due: amountDue,
      paid_at: attempt.paidAt?.toISOString() ?? null,
      received_by: attempt.receivedBy && attempt.receiverName ? { id: attempt.receivedBy, name: attempt.receiverName } : null,
      refund_error: attempt.paymentStatus === 'refund_failed' ? attempt.refundError : null,
      // A cancelled booking paid at the counter: all of it goes back by hand. Weighed less than
      // the estimate paid at the counter: the difference does.
      refund_instruction:
        attempt.paymentStatus === 'refund_due' && !online
          ? (handRefunds.length > 0 ? handRefunds : [attempt])
              .map((owed) => handRefundInstruction(fromPesewas(owed.amountPesewas), owed.method as CounterPaymentMethod))
              .join('. ')
          : handBack
            ? `${handRefundInstruction(fromPesewas(handBack.pesewas), handBack.method)}: the order weighed less than the estimate paid for.`
            : null,
    };
  }

  /**
   * Moves a booking through the pipeline: the one path for every status change, staff's and a
   * customer's own cancellation alike. The change, its timeline event, the audit row and the
   * notifications commit together, under the booking's row lock. Cancelling a booking paid
   * online then refunds it through the gateway after the commit (finance/refunds.ts): the
   * cancellation stands whatever the gateway says. `allowed` is the caller's own rule on the
   * locked booking (a customer may cancel only their own pending booking): a message for a 409,
   * or 'not found'.
   */
  async function moveBooking(
    actor: Pick<SignedInStaff, 'id' | 'ip'>,
    scope: BranchScope,
    id: string,
    change: Omit<StatusChangeBody, 'version'> & { version?: number },
    allowed?: (booking: Booking) => string | 'not found' | undefined,
  ): Promise<void> {
    const note = change.note?.trim() || null;
    if (STATUSES_NEEDING_A_REASON.includes(change.status) && !note) {
      throw badRequest({ note: [CANCEL_REASON_MESSAGE] });
    }
    const refundOwed = await repositories.transaction(async (repos, tx) => {
      const locked = repos.opsBookings.forScope(scope);
      const booking = await locked.lock(id);
      if (!booking) throw notFound();
      const refusal = allowed?.(booking);
      if (refusal === 'not found') throw notFound();
      if (refusal) throw conflict(refusal);
      const version = change.version ?? booking.version;
      const payments = repos.finance.forCustomer(booking.userId);
      const attempts = await payments.attemptsFor({ kind: 'booking', id });
      const paid = attempts.find((a) => a.paymentStatus === 'paid');
      // Paid means nothing left to pay: a balance after weighing must be paid before completing.
      const total = bookingTotal({ sub_total: booking.subTotal, express_fee: booking.expressFee, pickup_fee: booking.pickupFee });
      const settled = Boolean(paid) && dueOf(total, attempts, await payments.partiallyRefunded({ kind: 'booking', id })) <= 0;
      const refused = statusChangeConflict(
        { status: booking.status, version: booking.version, paid: settled },
        { status: change.status, version },
      );
      if (refused) throw conflict(refused);
      // The 'Ready for …' the customer did not choose is an override: staff say why, the customer is told.
      const override = isHandoverOverride(booking.handover, change.status);
      if (override && !note) throw badRequest({ note: [HANDOVER_MESSAGES.overrideReason] });
      // Work starts once every job (mending) is priced and answered by the customer.
      if (change.status === 'washing' && (await repos.jobs.waiting(id)) > 0) throw conflict(JOB_MESSAGES.waitForAnswers);
      // The lock already makes racing changes take turns; the version in the update's
      // condition keeps that true for any writer that forgets to lock.
      const again = (await locked.reachedBefore(id, change.status)) ? version + 1 : undefined;
      if (!(await locked.recordChange(id, version, change.status))) throw conflict(BOOKING_CONFLICTS.changedByOthers);
      await locked.addEvent({ bookingId: id, fromStatus: booking.status, toStatus: change.status, actorId: actor.id, note });
      if (change.status === 'cancelled') await giveBackAllowance(tx, id);
      await recordAudit(tx, actor, {
        action: 'booking.status',
        entityType: 'booking',
        entityId: id,
        before: { status: booking.status },
        after: { status: change.status, ...(note ? { note } : {}), ...(override ? { against_choice: booking.handover } : {}) },
      });
      await notifications.bookingMoved(tx, { bookingId: id, status: change.status, reason: note, paid, again, override });
      if (change.status !== 'cancelled') return [];
      // Every payment that took money is given back (the estimate paid online and a balance paid
      // at the counter alike), less what a partial refund already gave back. A booking settled at
      // GHC 0.00 (fully covered) has nothing to give.
      const owed: PaymentTransaction[] = [];
      for (const taken of attempts.filter((a) => a.paymentStatus === 'paid')) {
        if ((await stillHeld(tx, taken)) <= 0) continue;
        if (taken.method === 'online') owed.push(await oweRefund(tx, taken.id));
        // Money taken at the counter goes back by hand; the detail says how much and how.
        else await payments.updateAttempt(taken.id, { paymentStatus: 'refund_due' });
      }
      return owed;
    });
    for (const attempt of refundOwed) await refunds.send(attempt);
  }

  return {
    /**
     * A customer's own cancellation, through the same path as staff's: only their own booking
     * (another's is not found), only while it is pending, and the reason the customer is told is
     * that they cancelled it. A paid booking is refunded as when staff cancel it.
     */
    forCustomer(customer: { id: string; ip: string }) {
      return {
        /**
         * The customer's answer to the price staff set on one of their jobs at pickup: accepted,
         * or refused (the job then costs nothing). The line, total, money and audit row commit
         * together under the booking's lock; a partial refund is sent after.
         */
        async answerJob(id: string, lineId: string, answer: JobAnswer): Promise<void> {
          const owed = await repositories.transaction(async (repos, tx) => {
            const booking = await repos.opsBookings.forScope({ branchId: null }).lock(id);
            if (!booking || booking.userId !== customer.id) throw notFound();
            const change = await answerJob(repos, booking, lineId, answer);
            if (change === 'not found') throw notFound();
            await recordAudit(tx, customer, {
              action: 'booking.job_answer',
              entityType: 'booking',
              entityId: id,
              before: change.before,
              after: { ...change.after, answer },
            });
            return change.refund;
          });
          if (owed) await refunds.sendPartial(owed.row, owed.attempt);
        },

        cancel: (id: string) =>
          moveBooking(customer, { branchId: null }, id, { status: 'cancelled', note: CUSTOMER_CANCEL_NOTE }, (booking) => {
            if (booking.userId !== customer.id) return 'not found';
            return booking.status === 'pending' ? undefined : CUSTOMER_CANCEL_REFUSED;
          }),
      };
    },

    /** The service as one staff member uses it: every booking read or written is in their branch scope. */
    forStaff(staff: SignedInStaff) {
      const scope = branchScopeOf(staff);
      const repo = repository.forScope(scope);

      /** The order's detail, or 404 when it is not in the scope. */
      async function detail(id: string): Promise<OpsBookingDetailDto> {
        const row = await repo.findRow(id);
        if (!row) throw notFound();
        const [items, places, events, payments, sent, refunded, handBack, pickupMoves] = await Promise.all([
          repo.lines(id),
          repo.addresses(id),
          repo.events(id),
          repo.payments(id),
          notificationsRepository(db).forOrder(id),
          repositories.finance.forCustomer(row.customer.id).partiallyRefunded({ kind: 'booking', id }),
          repo.counterHandBack(id),
          repo.pickupMoves(id),
        ]);
        const [payment] = payments;
        const due = dueOf(bookingTotal(row), payments, refunded);
        const received = paymentsReceived(payments);
        return {
          ...row,
          items,
          pickup_address: places.pickup,
          dropoff_address: places.dropoff,
          transaction: toOrderPayment(
            payment,
            bookingTotal(row),
            fromPesewas(due),
            handBack,
            received.filter((paid) => paid.paymentStatus === 'refund_due' && paid.method !== 'online'),
          ),
          payments: received.map(toReceivedPayment),
          events,
          notifications: sent,
          // Not into the wash while a mending job waits for its price or the customer's answer.
          next_statuses: movesWhileJobsWait(offeredStatuses(row.status, row.handover), items),
          override_statuses: overrideStatuses(row.status, row.handover),
          move_back: moveBackOffer(row.status, events),
          pickup_moves: pickupMoves,
        };
      }

      /** The step this staff member may move back now (domain statuses.ts), or null. */
      function moveBackOffer(status: BookingStatus, events: OrderEventDto[]): OpsBookingDetailDto['move_back'] {
        const step = stepToUndo(status, events);
        if (!step) return null;
        const window = moveBackWindow(step, staff);
        if ('refused' in window || (window.until && Date.parse(window.until) <= Date.now())) return null;
        return { to: step.from_status, until: window.until };
      }

      return {
        /** One page of the orders table. */
        list: (query: OpsBookingsQuery, limit: number, offset: number) => repo.list(query, limit, offset),

        /** The order's detail. */
        get: detail,

        /**
         * Moves a booking's pickup to another day or window, before it is picked up, within the
         * new window's capacity (the booking itself does not count against it); its old place
         * comes back. Version-checked like a status change, audited in the same transaction.
         */
        async reschedule(id: string, body: RescheduleBody): Promise<OpsBookingDetailDto> {
          const problem = pickupDateProblem(body.pickup_date);
          if (problem) throw badRequest({ pickup_date: [problem] });
          await repositories.transaction(async (repos, tx) => {
            const locked = repos.opsBookings.forScope(scope);
            const booking = await locked.lock(id);
            if (!booking) throw notFound();
            if (booking.version !== body.version) throw conflict(BOOKING_CONFLICTS.changedByOthers);
            if (booking.status !== 'pending') throw conflict(RESCHEDULE_AFTER_PICKUP);
            const window = await movedPickupWindow(tx, booking, body.pickup_date, body.pickup_window);
            await locked.movePickup(id, {
              pickupDate: body.pickup_date,
              pickupWindow: window.start,
              pickupWindowEnd: window.end,
              readyBy: window.readyBy,
            });
            await recordAudit(tx, staff, {
              action: 'booking.reschedule',
              entityType: 'booking',
              entityId: id,
              before: { pickup_date: booking.pickupDate, pickup_window: booking.pickupWindow },
              after: { pickup_date: body.pickup_date, pickup_window: window.start },
            });
          });
          return detail(id);
        },

        /**
         * Moves the booking through the pipeline. The change, its timeline event and the version
         * bump commit together. Cancelling a booking paid online then refunds it through the
         * gateway after the commit (finance/refunds.ts): the cancellation is the business's
         * decision and stands whatever the gateway says.
         */
        async changeStatus(id: string, change: StatusChangeBody): Promise<OpsBookingDetailDto> {
          await moveBooking(staff, scope, id, change);
          return detail(id);
        },

        /**
         * Moves the booking back one step, the last forward move into its status, with the
         * reason: staff their own step within minutes, admins any step at any time (statuses.ts).
         * Under the booking's lock and version, the status, its timeline event, the customer's
         * notification (the step's unsent messages withdrawn, a correction where they were told)
         * and the audit row commit together: of two staff pressing it at once, one moves it back
         * and the other is told the order changed.
         */
        async moveBack(id: string, body: MoveBackBody): Promise<OpsBookingDetailDto> {
          const reason = body.reason.trim();
          if (!reason) throw badRequest({ reason: [MOVE_BACK_MESSAGES.reason] });
          await repositories.transaction(async (repos, tx) => {
            const locked = repos.opsBookings.forScope(scope);
            const booking = await locked.lock(id);
            if (!booking) throw notFound();
            if (booking.version !== body.version) throw conflict(BOOKING_CONFLICTS.changedByOthers);
            if (booking.status === 'cancelled') throw conflict(MOVE_BACK_MESSAGES.cancelled);
            const step = stepToUndo(booking.status, await locked.events(id));
            if (!step) throw conflict(MOVE_BACK_MESSAGES.nothingToUndo);
            const window = moveBackWindow(step, staff);
            if ('refused' in window) throw conflict(window.refused);
            if (window.until && Date.parse(window.until) < Date.now()) throw conflict(MOVE_BACK_MESSAGES.tooLate);
            if (!(await locked.recordChange(id, body.version, step.from_status))) throw conflict(BOOKING_CONFLICTS.changedByOthers);
            await locked.addEvent({ bookingId: id, fromStatus: booking.status, toStatus: step.from_status, actorId: staff.id, note: reason });
            const customer = await notifications.bookingMovedBack(tx, {
              bookingId: id,
              undone: booking.status,
              since: new Date(step.at),
              version: body.version + 1,
            });
            await recordAudit(tx, staff, {
              action: 'booking.move_back',
              entityType: 'booking',
              entityId: id,
              before: { status: booking.status },
              after: { status: step.from_status, reason, customer },
            });
          });
          return detail(id);
        },

        /**
         * Retries the gateway refund of a booking whose refund failed; 409 when there is none, or
         * when another request for it is waiting for the gateway's answer.
         */
        async retryRefund(id: string): Promise<OpsBookingDetailDto> {
          if (!(await repo.findRow(id))) throw notFound();
          const [payment] = await repo.payments(id);
          if (payment?.paymentStatus !== 'refund_failed') throw conflict(REFUND_CONFLICTS.nothingToRetry);
          const claimed = await repositories.transaction(async (repos, tx) => {
            const claim = await refunds.claimRetry(payment.id, tx);
            if (claim) {
              await recordAudit(tx, staff, {
                action: 'booking.refund_retry',
                entityType: 'booking',
                entityId: id,
                after: { refund_of: fromPesewas(claim.amountPesewas), payment_reference: claim.reference },
              });
            }
            return claim;
          });
          if (!claimed) throw conflict(REFUND_CONFLICTS.inProgress);
          await refunds.send(claimed);
          return detail(id);
        },

        /**
         * Records the weighed kilograms and measured square metres of the order's measured lines, while it is picked up or in
         * the wash (409 otherwise, and for a stale version). In one transaction under the
         * booking's lock: the lines and the total change to the weighed figures, the version goes
         * up, the audit row and the customer's notification (the final amount) are written, and
         * the money follows: an unpaid order asks for the new total; one paid online on its
         * estimate either owes a balance (paid at the counter or online for the difference) or
         * is owed part of its payment back, which the gateway is asked for after the commit.
         */
        async weigh(id: string, body: WeighBody): Promise<OpsBookingDetailDto> {
          if (!body.lines.length) throw badRequest({ lines: [WEIGH_MESSAGES.empty] });
          const owed = await repositories.transaction(async (repos, tx) => {
            const locked = repos.opsBookings.forScope(scope);
            const booking = await locked.lock(id);
            if (!booking) throw notFound();
            if (booking.version !== body.version) throw conflict(BOOKING_CONFLICTS.changedByOthers);
            if (!canWeigh(booking.status)) throw conflict(WEIGH_MESSAGES.notWeighable(booking.status));
            const lines = await locked.storedLines(id);
            // Kilos are weighed and square metres measured, by one rule (units.ts).
            const measured = new Map(lines.filter((line) => isMeasuredAtPickup(line.unit)).map((line) => [line.id, line]));
            const errors: string[] = [];
            for (const sent of body.lines) {
              const line = measured.get(sent.id.toLowerCase());
              if (!line) errors.push(WEIGH_MESSAGES.notPerKg);
              else if (!isValidQuantity(line.unit, sent.quantity)) errors.push(invalidQuantityMessage(line.unit));
            }
            if (errors.length) throw badRequest({ lines: [...new Set(errors)] });

            const weighed = new Map(body.lines.map((sent) => [sent.id.toLowerCase(), sent.quantity]));
            const now = new Date();
            let totalPesewas = 0;
            for (const line of lines) {
              const quantity = weighed.get(line.id);
              if (quantity === undefined) {
                totalPesewas += toPesewas(line.total);
                continue;
              }
              // Kilos a package covered at checkout stay covered up to the weighed kilos; the rest
              // is paid (a weight under the covered kilos gives the difference back to the month).
              // Square metres are never covered: allowances count pieces or kilos.
              const covered = Math.min(line.coveredQuantity, quantity);
              const total = lineTotal(line.unitPrice, Math.round((quantity - covered) * 10) / 10);
              totalPesewas += toPesewas(total);
              await locked.weighLine(id, line.id, { quantity, total, weighedAt: now, coveredQuantity: covered });
              if (covered < line.coveredQuantity) await giveBackKilos(tx, line, line.coveredQuantity - covered);
            }
            const subTotal = fromPesewas(totalPesewas);
            // An Express booking's fee follows its weighed sub total (service-speed.ts).
            const expressFee = rescaledExpressFee(booking.expressFee, booking.subTotal, subTotal);
            const { pickupFee, pickupPeriodId } = await weighedPickup(tx, booking, lines, weighed);
            const total = bookingTotal({ sub_total: subTotal, express_fee: expressFee, pickup_fee: pickupFee });
            await locked.reprice(id, { subTotal, expressFee, pickupFee, pickupPeriodId });

            // The money: what was taken against the new total.
            const { money, refund } = await followNewTotal(repos, booking, total, now, 'the order was weighed');
            await recordAudit(tx, staff, {
              action: 'booking.weigh',
              entityType: 'booking',
              entityId: id,
              before: {
                sub_total: booking.subTotal,
                ...(expressFee !== booking.expressFee ? { express_fee: booking.expressFee } : {}),
                ...(pickupFee !== booking.pickupFee ? { pickup_fee: booking.pickupFee } : {}),
                lines: lines.filter((l) => weighed.has(l.id)).map((l) => ({ id: l.id, quantity: l.quantity })),
              },
              after: {
                sub_total: subTotal,
                ...(expressFee !== booking.expressFee ? { express_fee: expressFee } : {}),
                ...(pickupFee !== booking.pickupFee ? { pickup_fee: pickupFee } : {}),
                lines: [...weighed].map(([lineId, quantity]) => ({ id: lineId, quantity })),
                ...(money.kind === 'balance' || money.kind === 'refund' ? { [money.kind]: money.amount } : {}),
              },
            });
            await notifications.bookingWeighed(tx, id, money, booking.version + 1);
            return refund;
          });
          if (owed) await refunds.sendPartial(owed.row, owed.attempt);
          return detail(id);
        },

        /**
         * Prices the order's jobs at pickup (at or above each "from" price), under the booking's
         * lock and version; the total and the money follow, and the customer is told the price
         * to accept or refuse, in the same transaction.
         */
        async priceJobs(id: string, body: PriceJobsBody): Promise<OpsBookingDetailDto> {
          const owed = await repositories.transaction(async (repos, tx) => {
            const booking = await repos.opsBookings.forScope(scope).lock(id);
            if (!booking) throw notFound();
            const change = await priceJobs(repos, booking, body);
            await recordAudit(tx, staff, { action: 'booking.price_jobs', entityType: 'booking', entityId: id, before: change.before, after: change.after });
            await notifications.jobsPriced(tx, id, change.money, booking.version + 1);
            return change.refund;
          });
          if (owed) await refunds.sendPartial(owed.row, owed.attempt);
          return detail(id);
        },

        /**
         * Records money taken at the counter for the booking (decision 074): any amount up to
         * what is still owed, cash beyond it giving change; 409 when nothing is owed. Under the
         * booking's lock, so two staff recording at once take turns and the second is held to
         * what the first left owing.
         */
        async recordBookingPayment(id: string, body: CounterPaymentBody): Promise<OpsBookingDetailDto> {
          refuseIncompleteCounterPayment(body);
          await repositories.transaction(async (repos, tx) => {
            const locked = repos.opsBookings.forScope(scope);
            const booking = await locked.lock(id);
            if (!booking) throw notFound();
            if (booking.status === 'cancelled') throw conflict(PAYMENT_ERRORS.bookingCancelled);
            const ref: PayableRef = { kind: 'booking', id };
            const payments = repos.finance.forCustomer(booking.userId);
            const attempts = await payments.attemptsFor(ref);
            const total = bookingTotal({ sub_total: booking.subTotal, express_fee: booking.expressFee, pickup_fee: booking.pickupFee });
            const owed = dueOf(total, attempts, await payments.partiallyRefunded(ref));
            const paidOnce = attempts.some((a) => a.paymentStatus === 'paid');
            if (attempts.some((a) => moneyMovedOn(a) && a.paymentStatus !== 'paid') || (paidOnce && owed <= 0)) {
              throw conflict(PAYMENT_ERRORS.bookingPaid);
            }
            const take = counterTake(owed, toPesewas(body.amount), body.method);
            if (!take.ok) throw badRequest({ amount: [take.message] });
            await takeCounterPayment(tx, payments, ref, attempts, body, take, staff);
            // A payment changes what the next status may be (completing needs it): screens that
            // read the booking before it must reload before they move it.
            await locked.recordChange(id, booking.version);
          });
          return detail(id);
        },

        /** Records a payment taken at the counter for a subscription, which activates it. */
        async recordSubscriptionPayment(id: string, body: CounterPaymentBody): Promise<SubscriptionDto> {
          refuseIncompleteCounterPayment(body);
          // Subscriptions belong to no branch: any staff member may take one's payment.
          const owner = await repositories.opsSubscriptions.owner(id);
          if (!owner) throw notFound();
          await repositories.transaction(async (repos, tx) => {
            const ref: PayableRef = { kind: 'subscription', id };
            const payments = repos.finance.forCustomer(owner.userId);
            const subscription = (await payments.lockPayable(ref))!;
            const attempts = await payments.attemptsFor(ref);
            if (subscription.status === 'active' || attempts.some(moneyMovedOn)) {
              throw conflict(PAYMENT_ERRORS.subscriptionActive);
            }
            if (isEndedSubscription(subscription.status)) throw conflict(PAYMENT_ERRORS.subscriptionEnded);
            if (toPesewas(body.amount) !== toPesewas(subscription.price)) {
              throw wrongAmount(subscription.price, "subscription's price");
            }
            const price = toPesewas(subscription.price);
            await takeCounterPayment(tx, payments, ref, attempts, body, { ok: true, applied: price, tendered: price, change: 0 }, staff);
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
        refunds: app.refunds,
        notifications: app.notifications,
      }),
    );
  },
  { name: 'ops-bookings', dependencies: ['database', 'ops-bookings-repository', 'payment-gateway', 'refunds', 'notifications'] },
);
