import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PICKUP_DEFAULTS } from '@laundry-accra/domain/pickup-delivery';
import { EXPRESS_DEFAULTS } from '@laundry-accra/domain/service-speed';
import { branches } from './catalogue';
import { bookings } from './bookings';
import { users } from './users';

/**
 * A branch's opening hours on one weekday (0 Sunday … 6 Saturday). A weekday without a row, or
 * with `closed` set, is a day the branch does not open: no pickups, and express turnaround skips it.
 */
export const branchOpeningHours = pgTable(
  'branch_opening_hours',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    closed: boolean('closed').notNull().default(false),
    opensAt: text('opens_at').notNull().default('08:00'),
    closesAt: text('closes_at').notNull().default('18:00'),
  },
  (table) => [
    uniqueIndex('branch_opening_hours_branch_weekday_key').on(table.branchId, table.weekday),
    check('branch_opening_hours_weekday_check', sql`${table.weekday} between 0 and 6`),
    check('branch_opening_hours_order_check', sql`${table.opensAt} < ${table.closesAt}`),
  ],
);
export type BranchOpeningHours = typeof branchOpeningHours.$inferSelect;

/** A date a branch is closed (a public holiday), with the reason customers are shown. */
export const branchClosures = pgTable(
  'branch_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('branch_closures_branch_date_key').on(table.branchId, table.date)],
);
export type BranchClosure = typeof branchClosures.$inferSelect;

/**
 * A pickup window of a branch on one weekday ('08:00'–'10:00') and how many bookings it takes.
 * Checkout locks this row (FOR UPDATE) before counting the window's bookings, so concurrent
 * checkouts for its last places run one after another and capacity is never exceeded.
 */
export const pickupWindows = pgTable(
  'pickup_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    uniqueIndex('pickup_windows_branch_weekday_start_key').on(table.branchId, table.weekday, table.startsAt),
    check('pickup_windows_weekday_check', sql`${table.weekday} between 0 and 6`),
    check('pickup_windows_capacity_check', sql`${table.capacity} >= 0`),
    check('pickup_windows_order_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);
export type PickupWindow = typeof pickupWindows.$inferSelect;

/**
 * A branch's Same-Day Express: the surcharge (per cent of the items' sub total) and how many
 * Express bookings it takes per pickup day. Checkout locks this row (FOR UPDATE) before counting
 * the day's Express bookings, as it locks a window's row for the window's capacity. A branch
 * without a row gets one with the defaults when it is first read.
 */
export const branchExpressService = pgTable(
  'branch_express_service',
  {
    branchId: uuid('branch_id')
      .primaryKey()
      .references(() => branches.id, { onDelete: 'cascade' }),
    surchargePercent: integer('surcharge_percent').notNull().default(EXPRESS_DEFAULTS.surchargePercent),
    dailyCapacity: integer('daily_capacity').notNull().default(EXPRESS_DEFAULTS.dailyCapacity),
  },
  (table) => [
    check('branch_express_service_surcharge_check', sql`${table.surchargePercent} >= 0`),
    check('branch_express_service_capacity_check', sql`${table.dailyCapacity} >= 0`),
  ],
);
export type BranchExpressService = typeof branchExpressService.$inferSelect;

/**
 * A branch's pickup and delivery: the fee a booking pays for it (0 = always free) and the
 * kilograms by the kilo from which it is free (pickup-delivery.ts). Checkout copies both onto the
 * booking, so a change here never alters a booking already made. A branch without a row reads
 * the defaults.
 */
export const branchPickupService = pgTable(
  'branch_pickup_service',
  {
    branchId: uuid('branch_id')
      .primaryKey()
      .references(() => branches.id, { onDelete: 'cascade' }),
    pickupFee: numeric('pickup_fee', { precision: 10, scale: 2 }).notNull().default(PICKUP_DEFAULTS.fee),
    freePickupFromKg: numeric('free_pickup_from_kg', { precision: 8, scale: 1, mode: 'number' })
      .notNull()
      .default(PICKUP_DEFAULTS.freeFromKg),
  },
  (table) => [
    check('branch_pickup_service_fee_check', sql`${table.pickupFee} >= 0`),
    check('branch_pickup_service_free_from_check', sql`${table.freePickupFromKg} > 0`),
  ],
);
export type BranchPickupService = typeof branchPickupService.$inferSelect;

/**
 * A booking's pickup moved by the business (a branch closed on its day): from where to where, and
 * why, so the order shows it. Written in the transaction that moves it (decision 080).
 */
export const bookingPickupMoves = pgTable(
  'booking_pickup_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    fromWindow: text('from_window'),
    fromWindowEnd: text('from_window_end'),
    toDate: date('to_date').notNull(),
    toWindow: text('to_window'),
    toWindowEnd: text('to_window_end'),
    /** What the customer was told: 'Osu is closed on Sat, Nov 28: Public holiday'. */
    reason: text('reason').notNull(),
    closureId: uuid('closure_id').references(() => branchClosures.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_pickup_moves_booking_idx').on(table.bookingId, table.at)],
);
