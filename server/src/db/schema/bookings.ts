import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@laundry-accra/domain/statuses';
import { addresses } from './addresses';
import { branches, items } from './catalogue';
import { users } from './users';

const statusList = sql.raw(BOOKING_STATUSES.map((s) => `'${s}'`).join(', '));

/** A checked-out basket: pickup and dropoff addresses, branch, pickup date, status. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    pickupAddressId: uuid('pickup_address_id')
      .notNull()
      .references(() => addresses.id),
    dropoffAddressId: uuid('dropoff_address_id')
      .notNull()
      .references(() => addresses.id),
    pickupDate: date('pickup_date').notNull(),
    subTotal: numeric('sub_total', { precision: 10, scale: 2 }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_user_created_idx').on(table.userId, table.createdAt),
    check('bookings_status_check', sql`${table.status} in (${statusList})`),
  ],
);
export type Booking = typeof bookings.$inferSelect;

/** A line of a booking; item name and unit price are copied so later price changes leave it be. */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
  },
  (table) => [
    index('booking_items_booking_idx').on(table.bookingId),
    check('booking_items_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);
export type BookingItem = typeof bookingItems.$inferSelect;
