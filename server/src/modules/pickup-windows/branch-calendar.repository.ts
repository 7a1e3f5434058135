/**
 * A branch's calendar as admins edit it (admin's scope): its opening hours by weekday, its pickup
 * windows and its closures. The week is replaced as a whole on the transaction the repository is
 * bound to (`repositories.transaction`).
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { BranchClosureDto, BranchWeekDto } from '@laundry-accra/domain/schemas/pickup-windows';
import type { Db, Tx } from '../../db/client';
import {
  bookingPickupMoves,
  bookings,
  branchClosures,
  branchOpeningHours,
  branches,
  pickupWindows,
  users,
  type Booking,
  type BranchClosure,
} from '../../db/schema';

/** The branch calendar's tables on `db` (the database or a transaction). */
export function branchCalendarRepository(db: Db | Tx) {
  return {
    /** The branch's week as the API answers it, hours by weekday and windows by weekday then start. */
    async week(branchId: string): Promise<BranchWeekDto> {
      // One after the other: an admin's change reads the week in its transaction, one connection.
      const hours = await db
        .select()
        .from(branchOpeningHours)
        .where(eq(branchOpeningHours.branchId, branchId))
        .orderBy(asc(branchOpeningHours.weekday));
      const windows = await db
        .select()
        .from(pickupWindows)
        .where(eq(pickupWindows.branchId, branchId))
        .orderBy(asc(pickupWindows.weekday), asc(pickupWindows.startsAt));
      return {
        hours: hours.map((h) => ({ weekday: h.weekday, closed: h.closed, opens_at: h.opensAt, closes_at: h.closesAt })),
        windows: windows.map((w) => ({ weekday: w.weekday, start: w.startsAt, end: w.endsAt, capacity: w.capacity })),
      };
    },

    /** Locks the branch's pickup windows until the transaction ends, as checkout does. */
    async lockWindows(branchId: string): Promise<void> {
      await db.select({ id: pickupWindows.id }).from(pickupWindows).where(eq(pickupWindows.branchId, branchId)).for('update');
    },

    /** Replaces the branch's opening hours and pickup windows with `week`'s. */
    async replaceWeek(branchId: string, week: BranchWeekDto): Promise<void> {
      await db.delete(branchOpeningHours).where(eq(branchOpeningHours.branchId, branchId));
      await db.insert(branchOpeningHours).values(
        week.hours.map((h) => ({ branchId, weekday: h.weekday, closed: h.closed, opensAt: h.opens_at, closesAt: h.closes_at })),
      );
      await db.delete(pickupWindows).where(eq(pickupWindows.branchId, branchId));
      if (week.windows.length) {
        await db.insert(pickupWindows).values(
          week.windows.map((w) => ({ branchId, weekday: w.weekday, startsAt: w.start, endsAt: w.end, capacity: w.capacity })),
        );
      }
    },

    /** The branch's closures on `from` ('YYYY-MM-DD') and after, by date. */
    async closuresFrom(branchId: string, from: string): Promise<BranchClosureDto[]> {
      const rows = await db
        .select()
        .from(branchClosures)
        .where(and(eq(branchClosures.branchId, branchId), gte(branchClosures.date, from)))
        .orderBy(asc(branchClosures.date));
      return rows.map((c) => ({ id: c.id, date: c.date, reason: c.reason }));
    },

    /** Adds a closure; undefined when the branch is already closed that day. */
    async addClosure(closure: { branchId: string; date: string; reason: string }): Promise<BranchClosure | undefined> {
      const [row] = await db.insert(branchClosures).values(closure).onConflictDoNothing().returning();
      return row;
    },

    /** The branch's name, for what customers are told. */
    async branchName(branchId: string): Promise<string> {
      const [row] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId));
      return row?.name ?? '';
    },

    /**
     * The branch's bookings still to be collected on `date`, locked until the transaction ends, by
     * window (none last) then order number: what closing that day moves, in that order.
     */
    bookingsToCollect: (branchId: string, date: string): Promise<{ booking: Booking; customer: string }[]> =>
      db
        .select({ booking: bookings, customer: users.name })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(eq(bookings.branchId, branchId), eq(bookings.pickupDate, date), eq(bookings.status, 'pending')))
        .orderBy(sql`${bookings.pickupWindow} asc nulls last`, asc(bookings.orderNumber))
        .for('update', { of: bookings }),

    /** Records that the business moved a booking's pickup, and why (the order shows it). */
    async recordPickupMove(move: typeof bookingPickupMoves.$inferInsert): Promise<void> {
      await db.insert(bookingPickupMoves).values(move);
    },

    /** Removes one of the branch's closures; undefined when it has no such closure. */
    async removeClosure(branchId: string, closureId: string): Promise<BranchClosure | undefined> {
      const [row] = await db
        .delete(branchClosures)
        .where(and(eq(branchClosures.branchId, branchId), eq(branchClosures.id, closureId)))
        .returning();
      return row;
    },
  };
}

export type BranchCalendarRepository = ReturnType<typeof branchCalendarRepository>;
