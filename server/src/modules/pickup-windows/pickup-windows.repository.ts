/**
 * The places of a pickup window on the database: the window's row, whose lock makes reservations
 * take turns (FOR UPDATE, held until the transaction ends), and the count of bookings holding a
 * place (every status but cancelled). Reservations (pickup-calendar.ts) lock first, then count,
 * inside the booking's transaction.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { weekdayOf } from '@laundry-accra/domain/pickup-windows';
import type { Tx } from '../../db/client';
import { bookings, pickupWindows } from '../../db/schema';

/** The place-holding queries in the transaction `tx`. */
export function pickupWindowsRepository(tx: Tx) {
  return {
    /**
     * The window of the branch starting at `start` on `date`'s weekday, locked until the
     * transaction ends (every reservation of this window, any date, waits here for the one
     * before it); undefined when an admin removed it.
     */
    async lockWindow(branchId: string, date: string, start: string): Promise<{ capacity: number; end: string } | undefined> {
      const [window] = await tx
        .select({ capacity: pickupWindows.capacity, end: pickupWindows.endsAt })
        .from(pickupWindows)
        .where(
          and(
            eq(pickupWindows.branchId, branchId),
            eq(pickupWindows.weekday, weekdayOf(date)),
            eq(pickupWindows.startsAt, start),
          ),
        )
        .for('update');
      return window;
    },

    /**
     * Bookings holding a place in the window of `date` starting at `start`: committed ones and
     * this transaction's own; `exceptBooking` (one being moved) aside.
     */
    async windowTaken(branchId: string, date: string, start: string, exceptBooking?: string): Promise<number> {
      const [{ taken }] = await tx
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
