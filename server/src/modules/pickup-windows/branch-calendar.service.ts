/**
 * The admins' side of the pickup calendar: a branch's week of opening hours and pickup windows
 * (replaced as a whole, one transaction) and its closures. Every write records its audit row in
 * the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addDays, isCalendarDate, todayInAccra } from '@laundry-accra/domain/dates';
import {
  BRANCH_WEEK_MESSAGES,
  CLOSURE_MESSAGES,
  CLOSURE_SEARCH_DAYS,
  branchWeekProblems,
  closureMoveReason,
} from '@laundry-accra/domain/pickup-windows';
import { formatOrderNumber } from '@laundry-accra/domain/order-numbers';
import type {
  BranchClosureBody,
  BranchClosureDto,
  BranchWeekDto,
  ClosureMoveDto,
  ClosurePreviewDto,
} from '@laundry-accra/domain/schemas/pickup-windows';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import type { Booking } from '../../db/schema';
import type { Tx } from '../../db/client';
import { movedPickupWindow } from '../bookings/bookings.service';
import type { Notifications } from '../notifications/notifications.service';
import { recordAudit } from '../audit/audit-trail';
import type { SignedInStaff } from '../ops/staff-access';
import type { Db } from '../../db/client';
import { repositories as repositoriesOf, type Repositories } from '../repositories';

/** Thrown to roll a closure's preview back once it has been worked out. */
class PreviewOnly extends Error {
  constructor(readonly moves: ClosureMoveDto[]) {
    super('preview');
  }
}

/**
 * The earliest window with room after `closed` for a booking, within CLOSURE_SEARCH_DAYS days, as
 * a reschedule takes it (movedPickupWindow: the window's lock and count, the Express place and
 * ready time); undefined when there is none.
 */
async function nextOpenWindow(tx: Tx, booking: Booking, closed: string) {
  for (let day = 1; day <= CLOSURE_SEARCH_DAYS; day += 1) {
    const date = addDays(closed, day);
    try {
      return { date, ...(await movedPickupWindow(tx, booking, date, undefined)) };
    } catch (error) {
      // A closed or full day, or one Express does not fit: the next day is tried.
      if (error instanceof HttpError) continue;
      throw error;
    }
  }
  return undefined;
}

/** The branch calendar service on the database. */
export function branchCalendar(db: Db, notifications: Notifications) {
  const repositories = repositoriesOf(db);
  /** The 404 of a branch that does not exist. */
  async function requireBranch(repos: Repositories, branchId: string) {
    if (!(await repos.branchServices.branchExists(branchId))) throw notFound();
  }

  /** Closes the day and moves its bookings (`preview`: works it all out, then rolls it back). */
  async function closeDay(
    staff: SignedInStaff,
    branchId: string,
    body: BranchClosureBody,
    preview: boolean,
  ): Promise<BranchClosureDto | undefined> {
    const reason = body.reason.trim();
    const errors: Record<string, string[]> = {};
    if (!isCalendarDate(body.date)) errors.date = [BRANCH_WEEK_MESSAGES.closureDate];
    else if (body.date < todayInAccra()) errors.date = [BRANCH_WEEK_MESSAGES.closurePast];
    if (!reason || reason.length > 120) errors.reason = [BRANCH_WEEK_MESSAGES.closureReason];
    if (Object.keys(errors).length) throw badRequest(errors);
    return repositories.transaction(async (repos, tx) => {
      await requireBranch(repos, branchId);
      await repos.branchCalendar.lockWindows(branchId);
      const row = await repos.branchCalendar.addClosure({ branchId, date: body.date, reason });
      if (!row) throw badRequest({ date: [BRANCH_WEEK_MESSAGES.closureTaken] });
      const toCollect = await repos.branchCalendar.bookingsToCollect(branchId, body.date);
      if (toCollect.length && !body.move_bookings) throw badRequest({ move_bookings: [CLOSURE_MESSAGES.moveFirst(toCollect.length)] });
      const why = closureMoveReason(await repos.branchCalendar.branchName(branchId), body.date, reason);
      const moves: ClosureMoveDto[] = [];
      for (const { booking, customer } of toCollect) {
        const to = await nextOpenWindow(tx, booking, body.date);
        const orderNumber = formatOrderNumber(booking.orderNumber);
        const from = { date: booking.pickupDate, window: booking.pickupWindow, window_end: booking.pickupWindowEnd };
        moves.push({ booking: booking.id, order_number: orderNumber, customer, from, to: to ? { date: to.date, window: to.start, window_end: to.end } : null });
        if (!to) {
          if (preview) continue;
          throw conflict(CLOSURE_MESSAGES.noWindow(orderNumber));
        }
        // Written even in a preview: the next booking's count must see this one in its new window.
        await repos.opsBookings
          .forScope({ branchId: null })
          .movePickup(booking.id, { pickupDate: to.date, pickupWindow: to.start, pickupWindowEnd: to.end, readyBy: to.readyBy });
        if (preview) continue;
        await repos.branchCalendar.recordPickupMove({
          bookingId: booking.id,
          fromDate: booking.pickupDate,
          fromWindow: booking.pickupWindow,
          fromWindowEnd: booking.pickupWindowEnd,
          toDate: to.date,
          toWindow: to.start,
          toWindowEnd: to.end,
          reason: why,
          closureId: row.id,
          actorId: staff.id,
        });
        await recordAudit(tx, staff, {
          action: 'booking.pickup_moved',
          entityType: 'booking',
          entityId: booking.id,
          before: { pickup_date: booking.pickupDate, pickup_window: booking.pickupWindow },
          after: { pickup_date: to.date, pickup_window: to.start, reason: why },
        });
        await notifications.pickupMoved(tx, { bookingId: booking.id, reason: why, version: booking.version + 1 });
      }
      if (preview) throw new PreviewOnly(moves);
      await recordAudit(tx, staff, {
        action: 'branch_closure.create',
        entityType: 'branch_closure',
        entityId: row.id,
        after: { branch: branchId, date: row.date, reason: row.reason, ...(moves.length ? { moved: moves.map((m) => m.order_number) } : {}) },
      });
      return { id: row.id, date: row.date, reason: row.reason, ...(moves.length ? { moved: moves.length } : {}) };
    });
  }

  return {
    async week(branchId: string): Promise<BranchWeekDto> {
      await requireBranch(repositories, branchId);
      return repositories.branchCalendar.week(branchId);
    },

    /**
     * Replaces the branch's week. Bookings already made keep their window (a booking copies its
     * times); lowering a capacity below the bookings made only stops new ones.
     */
    async replaceWeek(staff: SignedInStaff, branchId: string, week: BranchWeekDto): Promise<BranchWeekDto> {
      const errors = branchWeekProblems(week);
      if (Object.keys(errors).length) throw badRequest(errors);
      return repositories.transaction(async (repos, tx) => {
        // Lock the branch's windows first, as checkout does, so no checkout counts against a
        // window half replaced.
        await repos.branchCalendar.lockWindows(branchId);
        await requireBranch(repos, branchId);
        const before = await repos.branchCalendar.week(branchId);
        await repos.branchCalendar.replaceWeek(branchId, week);
        const after = await repos.branchCalendar.week(branchId);
        await recordAudit(tx, staff, {
          action: 'branch.hours',
          entityType: 'branch',
          entityId: branchId,
          before: { ...before },
          after: { ...after },
        });
        return after;
      });
    },

    /** Closures from today on, by date. */
    async closures(branchId: string): Promise<BranchClosureDto[]> {
      await requireBranch(repositories, branchId);
      return repositories.branchCalendar.closuresFrom(branchId, todayInAccra());
    },

    /**
     * Closes the branch on a date. Its bookings still to be collected that day move, each to the
     * next open window with room (nextOpenWindow), in one transaction: all of them or none (409
     * naming a booking with no window in reach). The admin must have chosen to move them
     * (`move_bookings`, 400 otherwise); each customer is told the new window by email and SMS, and
     * the order keeps the move (decision 080). The branch's windows are locked first, as a week's
     * replacement does, so a checkout holding a place waits for the moves and counts them.
     */
    async addClosure(staff: SignedInStaff, branchId: string, body: BranchClosureBody): Promise<BranchClosureDto> {
      return closeDay(staff, branchId, body, false) as Promise<BranchClosureDto>;
    },

    /**
     * What closing `date` would move, worked out exactly as the closure does and rolled back:
     * each booking of the day and its next open window (null when none has room).
     */
    async previewClosure(staff: SignedInStaff, branchId: string, date: string): Promise<ClosurePreviewDto> {
      try {
        await closeDay(staff, branchId, { date, reason: 'preview', move_bookings: true }, true);
      } catch (error) {
        if (error instanceof PreviewOnly) return { date, moves: error.moves };
        throw error;
      }
      return { date, moves: [] };
    },

    /** Opens the branch again on a closed date. */
    async removeClosure(staff: SignedInStaff, branchId: string, closureId: string): Promise<void> {
      await repositories.transaction(async (repos, tx) => {
        const row = await repos.branchCalendar.removeClosure(branchId, closureId);
        if (!row) throw notFound();
        await recordAudit(tx, staff, {
          action: 'branch_closure.delete',
          entityType: 'branch_closure',
          entityId: row.id,
          before: { branch: branchId, date: row.date, reason: row.reason },
          after: {},
        });
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Branches' opening hours, pickup windows and closures, as admins edit them. */
    branchCalendar: ReturnType<typeof branchCalendar>;
  }
}

/** Decorates `app.branchCalendar`. */
export default fp(
  async function branchCalendarPlugin(app: FastifyInstance) {
    app.decorate('branchCalendar', branchCalendar(app.db, app.notifications));
  },
  { name: 'branch-calendar', dependencies: ['database', 'notifications'] },
);
