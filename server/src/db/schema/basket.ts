import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { items } from './catalogue';
import { users } from './users';

/** A line in a customer's basket: one row per item, the quantity raised on a repeat add. */
export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    /** Pieces, pairs, one job, or kilograms or square metres to one decimal (an estimate, 'about 5 kg'). */
    quantity: numeric('quantity', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    /** What the customer wrote about the work, for a job (mending); copied to the booking line. */
    note: text('note'),
    /**
     * The unit price the customer last saw for this entry (set when it is added or edited). The
     * basket always prices from the catalogue; when the two differ the basket says the price changed.
     */
    seenUnitPrice: numeric('seen_unit_price', { precision: 10, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('basket_items_user_item_key').on(table.userId, table.itemId),
    index('basket_items_user_idx').on(table.userId),
    check('basket_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
export type BasketItem = typeof basketItems.$inferSelect;
