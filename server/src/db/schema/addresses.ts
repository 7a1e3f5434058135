import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A customer's saved address. Deleting one sets deleted_at: bookings that used it keep it, and the
 * customer no longer sees it.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressName: text('address_name').notNull(),
    address: text('address').notNull(),
    streetName: text('street_name'),
    city: text('city'),
    town: text('town'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);
export type Address = typeof addresses.$inferSelect;
