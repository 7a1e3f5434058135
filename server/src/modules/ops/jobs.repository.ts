/**
 * Queries of the jobs of a booking (lines priced at pickup: mending and alteration), run inside
 * the transaction that holds the booking's lock.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ITEM_UNITS, isPricedAtPickup, type JobAnswer } from '@laundry-accra/domain/units';
import type { Db, Tx } from '../../db/client';
import { bookingItems, bookings, type BookingItem } from '../../db/schema';

const JOB_UNITS = ITEM_UNITS.filter(isPricedAtPickup);

/** The job queries on `db` (a transaction holding the booking's lock). */
export function jobsRepository(db: Db | Tx) {
  return {
    /** Every line of the booking (a new sub total is their sum). */
    lines: (bookingId: string): Promise<BookingItem[]> => db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)),

    /** Staff's price of a job: its unit price and total, and when; any earlier answer is cleared. */
    async setPrice(lineId: string, price: string, at: Date): Promise<void> {
      await db
        .update(bookingItems)
        .set({ unitPrice: price, total: price, pricedAt: at, answer: null, answeredAt: null })
        .where(eq(bookingItems.id, lineId));
    },

    /** The customer's answer; a refused job costs nothing. */
    async setAnswer(lineId: string, answer: JobAnswer, at: Date): Promise<void> {
      await db
        .update(bookingItems)
        .set({ answer, answeredAt: at, total: answer === 'refused' ? '0.00' : sql`${bookingItems.unitPrice}` })
        .where(eq(bookingItems.id, lineId));
    },

    /** Writes the (locked) booking's new sub total and Express fee, and counts one more change. */
    async retotal(bookingId: string, money: { subTotal: string; expressFee: string }): Promise<void> {
      await db
        .update(bookings)
        .set({ ...money, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
        .where(eq(bookings.id, bookingId));
    },

    /** How many of the booking's jobs still hold work back: not priced, or not answered. */
    async waiting(bookingId: string): Promise<number> {
      const rows = await db
        .select({ id: bookingItems.id })
        .from(bookingItems)
        .where(and(eq(bookingItems.bookingId, bookingId), inArray(bookingItems.unit, JOB_UNITS), isNull(bookingItems.answer)));
      return rows.length;
    },
  };
}
