/**
 * A branch's pickup windows as checkout and the customer's slots read them: the week's plan, the
 * closures of a range, the places taken, and the lock a reservation waits on (pickup-calendar.ts
 * says how capacity is held). Run on the booking's transaction when reserving.
 */
import { and, asc, between, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, branchClosures, branchOpeningHours, pickupWindows } from '../../db/schema';

/** The pickup windows' queries on `db` (the database or a transaction). */
export function pickupWindowsRepository(db: Db | Tx) {
  return {
    /** Bookings of the branch per date and window from `from` to `to` that take a place (every status but cancelled). */
    booked: (branchId: string, from: string, to: string, exceptBooking?: string) =>
      db
        .select({ date: bookings.pickupDate, start: bookings.pickupWindow, n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.branchId, branchId),
            between(bookings.pickupDate, from, to),
            ne(bookings.status, 'cancelled'),
            exceptBooking ? ne(bookings.id, exceptBooking) : undefined,
          ),
        )
        .groupBy(bookings.pickupDate, bookings.pickupWindow),

    /** The branch's opening hours, its windows by weekday then start, and its closures from `from` to `to`. */
    plan: async (branchId: string, from: string, to: string) => {
      // One after the other: `db` may be a transaction, one connection (pg 8 queues a query sent
      // while the connection answers another, with a warning; pg 9 drops that queueing).
      const hours = await db.select().from(branchOpeningHours).where(eq(branchOpeningHours.branchId, branchId));
      const windows = await db
        .select()
        .from(pickupWindows)
        .where(eq(pickupWindows.branchId, branchId))
        .orderBy(asc(pickupWindows.weekday), asc(pickupWindows.startsAt));
      const closures = await db
        .select()
        .from(branchClosures)
        .where(and(eq(branchClosures.branchId, branchId), between(branchClosures.date, from, to)));
      return [hours, windows, closures] as const;
    },

    /**
     * The window of the branch on a weekday starting at `start`, locked until the transaction
     * ends: every reservation of this window (any date) waits here for the one before it.
     * Undefined when there is none (an admin removed it).
     */
    async lockWindow(branchId: string, weekday: number, start: string): Promise<{ capacity: number; end: string } | undefined> {
      const [window] = await db
        .select({ capacity: pickupWindows.capacity, end: pickupWindows.endsAt })
        .from(pickupWindows)
        .where(and(eq(pickupWindows.branchId, branchId), eq(pickupWindows.weekday, weekday), eq(pickupWindows.startsAt, start)))
        .for('update');
      return window;
    },

    /** The places taken in the branch's window `start` on `date` (every status but cancelled). */
    async taken(branchId: string, date: string, start: string, exceptBooking?: string): Promise<number> {
      const [{ taken }] = await db
        .select({ taken: sql<number>`count(*)::int` })
        .from(bookings)
        .where(
          and(
            eq(bookings.branchId, branchId),
            eq(bookings.pickupDate, date),
            eq(bookings.pickupWindow, start),
            ne(bookings.status, 'cancelled'),
            exceptBooking ? ne(bookings.id, exceptBooking) : undefined,
          ),
        );
      return taken;
    },
  };
}

export type PickupWindowsRepository = ReturnType<typeof pickupWindowsRepository>;
