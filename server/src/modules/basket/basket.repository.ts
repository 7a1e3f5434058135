/**
 * Queries of the basket, bound to one customer when they are built (`forCustomer`), so another
 * customer's entries are never read or written. Entries are read joined with their item, whose
 * current price makes the total.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { basketItems, items } from '../../db/schema';
import type { ItemUnit } from '@laundry-accra/domain/units';

/** A basket entry with its item's current name and unit price. */
export interface BasketLine {
  id: string;
  userId: string;
  itemId: string;
  itemName: string;
  /** The item's category (an allowance covers some categories only). */
  categoryId: string;
  unitPrice: string;
  /** What the item is sold by (units.ts); a measured unit's quantity is an estimate. */
  unit: ItemUnit;
  /** What the customer wrote about the work of a job; null for other units. */
  note: string | null;
  /** The unit price the customer last saw (at add or edit); null for entries older than the column. */
  seenUnitPrice: string | null;
  quantity: number;
}

const lineColumns = {
  id: basketItems.id,
  userId: basketItems.userId,
  itemId: basketItems.itemId,
  itemName: items.name,
  categoryId: items.categoryId,
  unitPrice: items.price,
  unit: items.unit,
  seenUnitPrice: basketItems.seenUnitPrice,
  quantity: basketItems.quantity,
  note: basketItems.note,
};

/** The basket queries on `db` (the database or a transaction). */
export function basketRepository(db: Db | Tx) {
  // Entries of archived items are out of the basket (and of checkout) until the item comes back.
  const lines = () =>
    db
      .select(lineColumns)
      .from(basketItems)
      .innerJoin(items, and(eq(basketItems.itemId, items.id), eq(items.isActive, true)));

  return {
    /** An item of the catalogue with its current price, or undefined. */
    async catalogueItem(
      itemId: string,
    ): Promise<{ id: string; name: string; price: string; unit: ItemUnit } | undefined> {
      const [row] = await db
        .select({ id: items.id, name: items.name, price: items.price, unit: items.unit })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.isActive, true)));
      return row;
    },

    /** The queries of one customer's basket. */
    forCustomer(userId: string) {
      const mine = () => eq(basketItems.userId, userId);
      const owned = (id: string) => and(mine(), eq(basketItems.id, id));

      return {
        /** One page of the basket, oldest entry first (the order items were added). */
        async list(limit: number, offset: number): Promise<{ count: number; rows: BasketLine[] }> {
          const [[total], rows] = await Promise.all([
            db
              .select({ n: count() })
              .from(basketItems)
              .innerJoin(items, and(eq(basketItems.itemId, items.id), eq(items.isActive, true)))
              .where(mine()),
            lines()
              .where(mine())
              .orderBy(asc(basketItems.createdAt), asc(basketItems.id))
              .limit(limit)
              .offset(offset),
          ]);
          return { count: Number(total.n), rows };
        },

        /**
         * The whole basket, locked until the transaction ends so an add that races a checkout
         * waits and lands in the next basket instead of being lost.
         */
        async lockAll(): Promise<BasketLine[]> {
          return lines()
            .where(mine())
            .orderBy(asc(basketItems.createdAt), asc(basketItems.id))
            .for('update', { of: basketItems });
        },

        async find(id: string): Promise<BasketLine | undefined> {
          const [row] = await lines().where(owned(id));
          return row;
        },

        /**
         * Adds `quantity` of an item: a new entry, or the existing entry raised (one row per item
         * and customer, enforced by a unique index, so two adds at once cannot make two rows).
         * Returns undefined when the raised quantity would pass `maxQuantity`, leaving the entry
         * as it was.
         */
        async add(
          item: { id: string; price: string },
          quantity: number,
          maxQuantity: number,
          note: string | null = null,
        ): Promise<{ id: string; quantity: number } | undefined> {
          const [row] = await db
            .insert(basketItems)
            .values({ userId, itemId: item.id, quantity, seenUnitPrice: item.price, note })
            .onConflictDoUpdate({
              target: [basketItems.userId, basketItems.itemId],
              set: {
                quantity: sql`${basketItems.quantity} + excluded.quantity`,
                seenUnitPrice: sql`excluded.seen_unit_price`,
                updatedAt: sql`now()`,
              },
              setWhere: sql`${basketItems.quantity} + excluded.quantity <= ${maxQuantity}`,
            })
            .returning({ id: basketItems.id, quantity: basketItems.quantity });
          return row;
        },

        /** Stores the entry's new item, quantity and note; `seenUnitPrice` is the price the customer saw. */
        async update(
          id: string,
          fields: { itemId: string; quantity: number; seenUnitPrice: string; note: string | null },
        ): Promise<boolean> {
          const rows = await db
            .update(basketItems)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(owned(id))
            .returning({ id: basketItems.id });
          return rows.length > 0;
        },

        async remove(id: string): Promise<boolean> {
          const rows = await db
            .delete(basketItems)
            .where(owned(id))
            .returning({ id: basketItems.id });
          return rows.length > 0;
        },

        /**
         * Removes the entries a checkout booked, by id: an entry for another item added while the
         * checkout ran was not booked and stays for the next one.
         */
        async removeEntries(ids: string[]): Promise<void> {
          if (!ids.length) return;
          await db.delete(basketItems).where(and(mine(), inArray(basketItems.id, ids)));
        },
      };
    },
  };
}

export type BasketRepository = ReturnType<typeof basketRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Basket entries on the database. */
    basketRepository: BasketRepository;
  }
}

/** Decorates `app.basketRepository`. */
export default fp(
  async function basketRepositoryPlugin(app: FastifyInstance) {
    app.decorate('basketRepository', basketRepository(app.db));
  },
  { name: 'basket-repository', dependencies: ['database'] },
);
