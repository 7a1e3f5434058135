/**
 * Queries of saved addresses, bound to one customer when they are built (`forCustomer`), so
 * another customer's address is never read or written. A deleted address (deleted_at set) is gone
 * from the list and can no longer be edited, but stays in the table, and readable by its owner,
 * for the bookings that use it.
 */
import { and, count, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { addresses, bookings, type Address } from '../../db/schema';

/** The fields a customer sets on an address. */
export interface AddressFields {
  addressName: string;
  address: string;
  streetName: string | null;
  city: string | null;
  town: string | null;
  /** The map point, as stored (6 decimals); both or neither. */
  latitude: string | null;
  longitude: string | null;
  digitalAddress: string | null;
  landmark: string | null;
  contactPhone: string | null;
}

/** The address queries on `db` (the database or a transaction). */
export function addressesRepository(db: Db | Tx) {
  return {
    /** The queries of one customer's addresses. */
    forCustomer(userId: string) {
      const live = () => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));
      return {
        /** One page of the customer's addresses, newest first. */
        async list(limit: number, offset: number): Promise<{ count: number; rows: Address[] }> {
          const [[total], rows] = await Promise.all([
            db.select({ n: count() }).from(addresses).where(live()),
            db
              .select()
              .from(addresses)
              .where(live())
              .orderBy(desc(addresses.createdAt), desc(addresses.id))
              .limit(limit)
              .offset(offset),
          ]);
          return { count: Number(total.n), rows };
        },

        /** A live address. */
        async find(id: string): Promise<Address | undefined> {
          const [row] = await db
            .select()
            .from(addresses)
            .where(and(live(), eq(addresses.id, id)));
          return row;
        },

        /**
         * An address as a booking sees it: a live one, or a deleted one that one of the customer's
         * bookings still picks up from or delivers to, so a booking's address never vanishes.
         */
        async findForReading(id: string): Promise<Address | undefined> {
          const usedByABooking = exists(
            db
              .select({ one: sql`1` })
              .from(bookings)
              .where(
                and(
                  eq(bookings.userId, userId),
                  or(eq(bookings.pickupAddressId, id), eq(bookings.dropoffAddressId, id)),
                ),
              ),
          );
          const [row] = await db
            .select()
            .from(addresses)
            .where(
              and(
                eq(addresses.userId, userId),
                eq(addresses.id, id),
                or(isNull(addresses.deletedAt), usedByABooking),
              ),
            );
          return row;
        },

        /** Which of `ids` are the customer's addresses that are not deleted. */
        async liveIds(ids: string[]): Promise<Set<string>> {
          if (!ids.length) return new Set();
          const rows = await db
            .select({ id: addresses.id })
            .from(addresses)
            .where(and(live(), inArray(addresses.id, ids)));
          return new Set(rows.map((r) => r.id));
        },

        async create(fields: AddressFields): Promise<Address> {
          const [row] = await db
            .insert(addresses)
            .values({ userId, ...fields })
            .returning();
          return row;
        },

        async update(id: string, fields: AddressFields): Promise<Address | undefined> {
          const [row] = await db
            .update(addresses)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(and(live(), eq(addresses.id, id)))
            .returning();
          return row;
        },

        /** Hides the address from the customer; bookings that used it keep pointing at it. */
        async softDelete(id: string): Promise<boolean> {
          const rows = await db
            .update(addresses)
            .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
            .where(and(live(), eq(addresses.id, id)))
            .returning({ id: addresses.id });
          return rows.length > 0;
        },
      };
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved addresses on the database. */
    addressesRepository: AddressesRepository;
  }
}

/** Decorates `app.addressesRepository`. */
export default fp(
  async function addressesRepositoryPlugin(app: FastifyInstance) {
    app.decorate('addressesRepository', addressesRepository(app.db));
  },
  { name: 'addresses-repository', dependencies: ['database'] },
);
