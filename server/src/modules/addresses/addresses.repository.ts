/**
 * Queries of saved addresses. Every method takes the customer's id first, so another customer's
 * address is never read or written; a deleted address (deleted_at set) is gone from the list and
 * can no longer be edited, but stays in the table, and readable by its owner, for the bookings that
 * use it.
 */
import { and, count, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses, bookings, type Address } from '../../db/schema';

/** The fields a customer sets on an address. */
export interface AddressFields {
  addressName: string;
  address: string;
  streetName: string | null;
  city: string | null;
  town: string | null;
}

export function addressesRepository(db: Db | Tx) {
  const live = (userId: string) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

  return {
    /** One page of the customer's addresses, newest first. */
    async list(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ count: number; rows: Address[] }> {
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(addresses).where(live(userId)),
        db
          .select()
          .from(addresses)
          .where(live(userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { count: Number(total.n), rows };
    },

    async find(userId: string, id: string): Promise<Address | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(live(userId), eq(addresses.id, id)));
      return row;
    },

    /**
     * An address as a booking sees it: a live one, or a deleted one that one of the customer's
     * bookings still picks up from or delivers to, so a booking's address never vanishes.
     */
    async findForReading(userId: string, id: string): Promise<Address | undefined> {
      const usedByABooking = exists(
        db
          .select({ one: sql`1` })
          .from(bookings)
          .where(and(eq(bookings.userId, userId), or(eq(bookings.pickupAddressId, id), eq(bookings.dropoffAddressId, id)))),
      );
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id), or(isNull(addresses.deletedAt), usedByABooking)));
      return row;
    },

    /** Which of `ids` are the customer's addresses that are not deleted. */
    async liveIds(userId: string, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(live(userId), inArray(addresses.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    async create(userId: string, fields: AddressFields): Promise<Address> {
      const [row] = await db
        .insert(addresses)
        .values({ userId, ...fields })
        .returning();
      return row;
    },

    async update(userId: string, id: string, fields: AddressFields): Promise<Address | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(live(userId), eq(addresses.id, id)))
        .returning();
      return row;
    },

    /** Hides the address from the customer; bookings that used it keep pointing at it. */
    async softDelete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(addresses)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(live(userId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
  };
}
