import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@laundry-accra/domain/statuses';
import { SERVICE_SPEEDS } from '@laundry-accra/domain/service-speed';
import { HANDOVERS } from '@laundry-accra/domain/handover';
import { FIRST_ORDER_NUMBER } from '@laundry-accra/domain/order-numbers';
import { ITEM_UNITS, JOB_ANSWERS, MEASURED_UNITS } from '@laundry-accra/domain/units';
import { addresses } from './addresses';
import { branches, items } from './catalogue';
import { subscriptionPeriodAllowances, subscriptionPeriods } from './subscriptions';
import { users } from './users';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const unitList = quoted(ITEM_UNITS);
const measuredList = quoted(MEASURED_UNITS);
const answerList = quoted(JOB_ANSWERS);

const statusList = sql.raw(BOOKING_STATUSES.map((s) => `'${s}'`).join(', '));
const speedList = sql.raw(SERVICE_SPEEDS.map((s) => `'${s}'`).join(', '));

/**
 * Where order numbers come from. A sequence hands each checkout the next number inside its own
 * transaction without locking other checkouts, and never hands a number out twice (a checkout
 * that rolls back leaves a gap, which is fine: a number is never reused).
 */
export const bookingOrderNumbers = pgSequence('booking_order_numbers', {
  startWith: FIRST_ORDER_NUMBER,
});

/**
 * A checked-out basket: pickup and dropoff addresses, branch, pickup date, status. `orderNumber` is
 * the short number staff and customers quote (ADM-10042); `version` goes up by one on every change
 * staff make, so a change sent from an out-of-date screen is refused (409).
 */
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
    /** Where the order is brought back; null when the customer collects it at the branch (`handover`). */
    dropoffAddressId: uuid('dropoff_address_id').references(() => addresses.id),
    /** Delivered to the dropoff address, or collected at the branch (handover.ts, decision 072). */
    handover: text('handover', { enum: HANDOVERS }).notNull().default('delivery'),
    pickupDate: date('pickup_date').notNull(),
    /**
     * The pickup window booked ('10:00' to '12:00'), copied from the branch's windows so a later
     * change of the windows leaves the booking be; null for bookings made before windows existed.
     */
    pickupWindow: text('pickup_window'),
    pickupWindowEnd: text('pickup_window_end'),
    subTotal: numeric('sub_total', { precision: 10, scale: 2 }).notNull(),
    /** Standard (48 to 72 hours) or Same-Day Express (24 hours), chosen at checkout. */
    serviceSpeed: text('service_speed', { enum: SERVICE_SPEEDS }).notNull().default('standard'),
    /** Express's surcharge, its own line of money: the booking's total is sub_total + express_fee. */
    expressFee: numeric('express_fee', { precision: 10, scale: 2 }).notNull().default('0.00'),
    /**
     * Pickup and delivery (pickup-delivery.ts), worked out at checkout from the branch's setting
     * and again when the per-kg lines are weighed; 0 when free. Part of the total.
     */
    pickupFee: numeric('pickup_fee', { precision: 10, scale: 2 }).notNull().default('0'),
    /**
     * The branch's whole pickup-and-delivery fee this booking was made under, kept so weighing and
     * a changed choice of delivery or collection charge it again by the same terms; null when
     * unknown (a booking made free, or before fees were kept), which then takes the branch's fee today.
     */
    pickupTermsFee: numeric('pickup_terms_fee', { precision: 10, scale: 2 }),
    /** The paid month whose free pickup this booking spent (decision 071); null when it spent none. */
    pickupPeriodId: uuid('pickup_period_id').references(() => subscriptionPeriods.id, { onDelete: 'set null' }),
    /** The paid month whose free Express upgrade this booking spent; null when it spent none. */
    expressPeriodId: uuid('express_period_id').references(() => subscriptionPeriods.id, { onDelete: 'set null' }),
    /**
     * The kilograms from which this booking's pickup is free, copied from the branch at checkout so
     * weighing judges it by the terms it was booked under; null when the booking has no pickup fee
     * to charge (made before pickup fees, or at a branch that charged none), and never pays one.
     */
    freePickupFromKg: numeric('free_pickup_from_kg', { precision: 8, scale: 1, mode: 'number' }),
    /**
     * When the laundry is promised ready (Accra time), from the pickup window, the speed and the
     * branch's hours (service-speed.ts); null for bookings made before speeds existed.
     */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    orderNumber: integer('order_number')
      .notNull()
      .default(sql`nextval('booking_order_numbers')`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_user_created_idx').on(table.userId, table.createdAt),
    // The bookings report reads the bookings made in a date range (modules/reports).
    index('bookings_created_idx').on(table.createdAt),
    // ... and, holding every column it counts and sums, without reading the table (decision 084;
    // migration 0028). With it bookings_created_idx is redundant: the release after this one may drop it.
    index('bookings_report_idx').on(
      table.createdAt,
      table.id,
      table.branchId,
      table.status,
      table.userId,
      table.subTotal,
      table.expressFee,
      table.pickupFee,
      table.handover,
    ),
    // One branch's bookings, for one branch's takings (decision 084).
    index('bookings_branch_idx').on(table.branchId, table.id),
    check('bookings_status_check', sql`${table.status} in (${statusList})`),
    check('bookings_service_speed_check', sql`${table.serviceSpeed} in (${speedList})`),
    check('bookings_express_fee_check', sql`${table.expressFee} >= 0`),
    check('bookings_pickup_fee_check', sql`${table.pickupFee} >= 0`),
    check('bookings_handover_check', sql`${table.handover} in (${quoted(HANDOVERS)})`),
    check('bookings_handover_dropoff_check', sql`(${table.handover} = 'delivery') = (${table.dropoffAddressId} is not null)`),
    check('bookings_pickup_terms_fee_check', sql`${table.pickupTermsFee} >= 0`),
    uniqueIndex('bookings_order_number_key').on(table.orderNumber),
    // The console's lists, in their default order (pickup date, then order number): every branch,
    // one status across branches, and one branch (optionally one status) at a time.
    index('bookings_pickup_idx').on(table.pickupDate, table.orderNumber),
    index('bookings_status_pickup_idx').on(table.status, table.pickupDate, table.orderNumber),
    // The bookings of one window of one branch and date, counted against its capacity.
    index('bookings_branch_pickup_window_idx').on(table.branchId, table.pickupDate, table.pickupWindow),
    index('bookings_branch_status_pickup_idx').on(
      table.branchId,
      table.status,
      table.pickupDate,
      table.orderNumber,
    ),
  ],
);
export type Booking = typeof bookings.$inferSelect;

/**
 * A booking's history: one row per status it took, from checkout (from_status null, written by a
 * trigger, migration 0005) to completed or cancelled, each chaining from the previous row's
 * to_status. `note` is for staff (a cancellation's reason); `noteForCustomer`, when set, is what the
 * customer is told. The id grows with every row, so a live stream can resume after the last one
 * it sent (Server-Sent Events' Last-Event-ID).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    /** Who made the change: the customer at checkout, a staff member afterwards. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    noteForCustomer: text('note_for_customer'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_events_booking_at_idx').on(table.bookingId, table.at),
    check('booking_events_to_status_check', sql`${table.toStatus} in (${statusList})`),
    check(
      'booking_events_from_status_check',
      sql`${table.fromStatus} is null or ${table.fromStatus} in (${statusList})`,
    ),
  ],
);
export type BookingEvent = typeof bookingEvents.$inferSelect;

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
    /** Pieces, pairs or jobs (whole), or kilograms or square metres to one decimal (measured lines). */
    quantity: numeric('quantity', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    /** Copied from the item: `piece`, `pair`, `kg`, `m2` or `job` (units.ts). */
    unit: text('unit', { enum: ITEM_UNITS }).notNull().default('piece'),
    /**
     * The weight or size the customer estimated at checkout (measured lines, kg and m²): kept
     * after measuring, so the booking says what was estimated and what was measured.
     */
    estimatedQuantity: numeric('estimated_quantity', { precision: 8, scale: 1, mode: 'number' }),
    /**
     * When staff weighed or measured a measured line at pickup (the column keeps its first name);
     * until then its quantity and total are an estimate.
     */
    weighedAt: timestamp('weighed_at', { withTimezone: true }),
    /** What the customer wrote about the work of a job line (mending: 'Take in the waist 2 cm'). */
    note: text('note'),
    /** The "from" price a job line was booked at; its unit price becomes what staff set at pickup. */
    fromPrice: numeric('from_price', { precision: 10, scale: 2 }),
    /** When staff priced a job line at pickup; until then its total is the "from" price. */
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    /** The customer's answer to a priced job: `accepted`, or `refused` (the line then costs nothing). */
    answer: text('answer', { enum: JOB_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** What the customer pays for the line: unit price times the units not covered. */
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    /**
     * Units (pieces, or kilograms of a per-kg line) a subscription's allowance paid for (costing
     * 0), the period they came from, and the period's further allowance when not its items one.
     */
    coveredQuantity: numeric('covered_quantity', { precision: 8, scale: 1, mode: 'number' }).notNull().default(0),
    subscriptionPeriodId: uuid('subscription_period_id').references(() => subscriptionPeriods.id, {
      onDelete: 'set null',
    }),
    periodAllowanceId: uuid('period_allowance_id').references(() => subscriptionPeriodAllowances.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('booking_items_booking_idx').on(table.bookingId),
    check('booking_items_quantity_positive', sql`${table.quantity} > 0`),
    // Pieces, pairs and jobs are whole; only a measured line (kg, m²) has a fraction.
    check('booking_items_whole_pieces', sql`${table.unit} in (${measuredList}) or ${table.quantity} = trunc(${table.quantity})`),
    check('booking_items_unit_check', sql`${table.unit} in (${unitList})`),
    check('booking_items_answer_check', sql`${table.answer} is null or ${table.answer} in (${answerList})`),
    check(
      'booking_items_covered_check',
      sql`${table.coveredQuantity} >= 0 and ${table.coveredQuantity} <= ${table.quantity}`,
    ),
    index('booking_items_subscription_period_idx').on(table.subscriptionPeriodId),
  ],
);
export type BookingItem = typeof bookingItems.$inferSelect;
