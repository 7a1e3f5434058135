import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ALLOWANCE_UNITS, type AllowanceUnit } from '@laundry-accra/domain/package-benefits';
import { HOLDING_SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUSES } from '@laundry-accra/domain/statuses';
import { packages } from './catalogue';
import { users } from './users';

const statusList = sql.raw(SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(', '));
const unitList = sql.raw(ALLOWANCE_UNITS.map((u) => `'${u}'`).join(', '));
const holdingList = sql.raw(HOLDING_SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * What a subscription was sold, copied from its package when subscribed: each paid month gets
 * these (a later change of the package leaves a running subscription as it was sold). The first
 * allowance is the items allowance (`total_items`).
 */
export interface SoldBenefits {
  allowances: { categoryIds: string[]; unit: AllowanceUnit; quantity: number }[];
  freePickups: number;
  expressUpgrades: number;
}

/** A customer's monthly package; inactive until paid, then active. Price and benefits copied from the package. */
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
    /** The benefits sold (migration 0022 copied them from the package for older subscriptions). */
    benefits: jsonb('benefits').$type<SoldBenefits>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_created_idx').on(table.userId, table.createdAt),
    check('subscriptions_status_check', sql`${table.status} in (${statusList})`),
    // One active or awaiting-payment subscription per package and customer: two subscribes at
    // once leave one row, whatever the service checked before.
    uniqueIndex('subscriptions_one_per_package_key')
      .on(table.userId, table.packageId)
      .where(sql`${table.status} in (${holdingList})`),
  ],
);
export type Subscription = typeof subscriptions.$inferSelect;

/**
 * One paid month of a subscription: from the day it was paid to the same day of the next month
 * (or that month's last day), `allowance` items of the package's covered categories. `used`
 * counts the units checkouts covered and goes down when a covering booking is cancelled; the
 * check keeps it within the allowance, and checkouts lock the row before spending from it.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    /** The first day no longer covered. */
    periodEnd: date('period_end').notNull(),
    allowance: integer('allowance').notNull(),
    used: integer('used').notNull().default(0),
    /** Free pickups and deliveries of the month, and how many bookings spent one. */
    freePickups: integer('free_pickups').notNull().default(0),
    pickupsUsed: integer('pickups_used').notNull().default(0),
    /** Free Same-Day Express upgrades of the month, and how many bookings spent one. */
    expressUpgrades: integer('express_upgrades').notNull().default(0),
    expressUsed: integer('express_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscription_periods_pickups_check', sql`${table.pickupsUsed} >= 0 and ${table.pickupsUsed} <= ${table.freePickups}`),
    check('subscription_periods_express_check', sql`${table.expressUsed} >= 0 and ${table.expressUsed} <= ${table.expressUpgrades}`),
    uniqueIndex('subscription_periods_start_key').on(table.subscriptionId, table.periodStart),
    check('subscription_periods_used_check', sql`${table.used} >= 0 and ${table.used} <= ${table.allowance}`),
    check('subscription_periods_dates_check', sql`${table.periodEnd} > ${table.periodStart}`),
  ],
);
export type SubscriptionPeriod = typeof subscriptionPeriods.$inferSelect;

/**
 * A paid month's further allowances (the items allowance is the period's own `allowance`): pieces
 * or kilograms of one category, counted like it and locked with their period.
 */
export const subscriptionPeriodAllowances = pgTable(
  'subscription_period_allowances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    periodId: uuid('period_id')
      .notNull()
      .references(() => subscriptionPeriods.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull(),
    unit: text('unit', { enum: ALLOWANCE_UNITS }).notNull().default('piece'),
    allowance: numeric('allowance', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    used: numeric('used', { precision: 8, scale: 1, mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('subscription_period_allowances_key').on(table.periodId, table.categoryId, table.unit),
    check('subscription_period_allowances_unit_check', sql`${table.unit} in (${unitList})`),
    check('subscription_period_allowances_used_check', sql`${table.used} >= 0 and ${table.used} <= ${table.allowance}`),
  ],
);
export type SubscriptionPeriodAllowance = typeof subscriptionPeriodAllowances.$inferSelect;
