/**
 * The admins' side of the pickup calendar: a branch's week of opening hours and pickup windows
 * (replaced as a whole, one transaction) and its closures. Every write records its audit row in
 * the same transaction.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isCalendarDate, todayInAccra } from '@laundry-accra/domain/dates';
import { BRANCH_WEEK_MESSAGES, branchWeekProblems } from '@laundry-accra/domain/pickup-windows';
import type {
  BranchClosureBody,
  BranchClosureDto,
  BranchWeekDto,
} from '@laundry-accra/domain/schemas/pickup-windows';
import type { Db, Tx } from '../../db/client';
import { branchClosures, branchOpeningHours, branches, pickupWindows } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit-trail';
import type { SignedInStaff } from '../ops/staff-access';

/** The branch's week as the API answers it, hours by weekday and windows by weekday then start. */
async function readWeek(db: Db | Tx, branchId: string): Promise<BranchWeekDto> {
  const [hours, windows] = await Promise.all([
    db.select().from(branchOpeningHours).where(eq(branchOpeningHours.branchId, branchId)).orderBy(asc(branchOpeningHours.weekday)),
    db
      .select()
      .from(pickupWindows)
      .where(eq(pickupWindows.branchId, branchId))
      .orderBy(asc(pickupWindows.weekday), asc(pickupWindows.startsAt)),
  ]);
  return {
    hours: hours.map((h) => ({ weekday: h.weekday, closed: h.closed, opens_at: h.opensAt, closes_at: h.closesAt })),
    windows: windows.map((w) => ({ weekday: w.weekday, start: w.startsAt, end: w.endsAt, capacity: w.capacity })),
  };
}

/** The branch calendar service on the database. */
export function branchCalendar(db: Db) {
  async function requireBranch(db_: Db | Tx, branchId: string) {
    const [row] = await db_.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
    if (!row) throw notFound();
  }

  return {
    async week(branchId: string): Promise<BranchWeekDto> {
      await requireBranch(db, branchId);
      return readWeek(db, branchId);
    },

    /**
     * Replaces the branch's week. Bookings already made keep their window (a booking copies its
     * times); lowering a capacity below the bookings made only stops new ones.
     */
    async replaceWeek(staff: SignedInStaff, branchId: string, week: BranchWeekDto): Promise<BranchWeekDto> {
      const errors = branchWeekProblems(week);
      if (Object.keys(errors).length) throw badRequest(errors);
      return db.transaction(async (tx) => {
        // Lock the branch's windows first, as checkout does, so no checkout counts against a
        // window half replaced.
        await tx.select({ id: pickupWindows.id }).from(pickupWindows).where(eq(pickupWindows.branchId, branchId)).for('update');
        await requireBranch(tx, branchId);
        const before = await readWeek(tx, branchId);
        await tx.delete(branchOpeningHours).where(eq(branchOpeningHours.branchId, branchId));
        await tx.insert(branchOpeningHours).values(
          week.hours.map((h) => ({ branchId, weekday: h.weekday, closed: h.closed, opensAt: h.opens_at, closesAt: h.closes_at })),
        );
        await tx.delete(pickupWindows).where(eq(pickupWindows.branchId, branchId));
        if (week.windows.length) {
          await tx.insert(pickupWindows).values(
            week.windows.map((w) => ({ branchId, weekday: w.weekday, startsAt: w.start, endsAt: w.end, capacity: w.capacity })),
          );
        }
        const after = await readWeek(tx, branchId);
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
      await requireBranch(db, branchId);
      const rows = await db
        .select()
        .from(branchClosures)
        .where(and(eq(branchClosures.branchId, branchId), gte(branchClosures.date, todayInAccra())))
        .orderBy(asc(branchClosures.date));
      return rows.map((c) => ({ id: c.id, date: c.date, reason: c.reason }));
    },

    /** Closes the branch on a date; bookings already made that day stay (staff call those customers). */
    async addClosure(staff: SignedInStaff, branchId: string, body: BranchClosureBody): Promise<BranchClosureDto> {
      const reason = body.reason.trim();
      const errors: Record<string, string[]> = {};
      if (!isCalendarDate(body.date)) errors.date = [BRANCH_WEEK_MESSAGES.closureDate];
      else if (body.date < todayInAccra()) errors.date = [BRANCH_WEEK_MESSAGES.closurePast];
      if (!reason || reason.length > 120) errors.reason = [BRANCH_WEEK_MESSAGES.closureReason];
      if (Object.keys(errors).length) throw badRequest(errors);
      return db.transaction(async (tx) => {
        await requireBranch(tx, branchId);
        const [row] = await tx
          .insert(branchClosures)
          .values({ branchId, date: body.date, reason })
          .onConflictDoNothing()
          .returning();
        if (!row) throw badRequest({ date: [BRANCH_WEEK_MESSAGES.closureTaken] });
        await recordAudit(tx, staff, {
          action: 'branch_closure.create',
          entityType: 'branch_closure',
          entityId: row.id,
          after: { branch: branchId, date: row.date, reason: row.reason },
        });
        return { id: row.id, date: row.date, reason: row.reason };
      });
    },

    /** Opens the branch again on a closed date. */
    async removeClosure(staff: SignedInStaff, branchId: string, closureId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(branchClosures)
          .where(and(eq(branchClosures.branchId, branchId), eq(branchClosures.id, closureId)))
          .returning();
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
    app.decorate('branchCalendar', branchCalendar(app.db));
  },
  { name: 'branch-calendar', dependencies: ['database'] },
);
