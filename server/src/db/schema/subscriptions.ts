import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '@laundry-accra/domain/statuses';
import { packages } from './catalogue';
import { users } from './users';

const statusList = sql.raw(SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(', '));

/** A customer's monthly package; inactive until paid, then active. Price copied from the package. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    totalItems: integer('total_items').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('inactive'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_created_idx').on(table.userId, table.createdAt),
    check('subscriptions_status_check', sql`${table.status} in (${statusList})`),
  ],
);
export type Subscription = typeof subscriptions.$inferSelect;
