/**
 * The one projection of a booking that every repository reading bookings selects: its number, its
 * pickup, what it costs and when it is ready, with its branch; and the one projection of its lines
 * with the package that covered them. The customer's read model, the staff's orders, the
 * notifications and the allowance all read a booking through here, so a new column of a booking
 * is added once.
 */
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { paymentState, type PaymentState } from '@laundry-accra/domain/payment-state';
import { bookingTotal } from '@laundry-accra/domain/service-speed';
import { ITEM_UNITS, isMeasuredAtPickup, isPricedAtPickup, type JobStatus } from '@laundry-accra/domain/units';
import { bookingItems, bookings, branches, packages, subscriptionPeriods, subscriptions } from '../../db/schema';
import { bookingMoneySql } from '../finance/finance.repository';

/** The columns of a booking every view shows: number, owner, pickup, money, speed, readiness, status. */
export const bookingColumns = {
  id: bookings.id,
  orderNumber: bookings.orderNumber,
  userId: bookings.userId,
  pickupDate: bookings.pickupDate,
  pickupWindow: bookings.pickupWindow,
  pickupWindowEnd: bookings.pickupWindowEnd,
  subTotal: bookings.subTotal,
  serviceSpeed: bookings.serviceSpeed,
  expressFee: bookings.expressFee,
  pickupFee: bookings.pickupFee,
  /** The paid month whose free pickup the booking spent; null when it spent none (decision 071). */
  pickupPeriodId: bookings.pickupPeriodId,
  freePickupFromKg: bookings.freePickupFromKg,
  readyBy: bookings.readyBy,
  /** Delivered to the dropoff address or collected at the branch (decision 072). */
  handover: bookings.handover,
  status: bookings.status,
  createdAt: bookings.createdAt,
};

/**
 * The money a booking took and gave back (finance.repository.ts bookingMoneySql), beside
 * `bookingColumns`, for `bookingMoney`; `bookingId` is the id column of the select's bookings
 * (a CTE's, for a page of them).
 */
export function bookingMoneyColumns(bookingId: AnyColumn | SQL.Aliased = bookings.id) {
  const { taken, givenBack, packagePaid } = bookingMoneySql(bookingId);
  return { moneyTaken: taken, moneyGivenBack: givenBack, packagePaid };
}

/** What a booking row (`bookingColumns` and `bookingMoneyColumns`) costs and its payment state (decision 062). */
export function bookingMoney(row: {
  subTotal: string;
  expressFee: string;
  pickupFee: string;
  status: string;
  moneyTaken: string;
  moneyGivenBack: string;
  packagePaid: boolean;
}): { total: string; paymentState: PaymentState } {
  const total = bookingTotal({ sub_total: row.subTotal, express_fee: row.expressFee, pickup_fee: row.pickupFee });
  return {
    total,
    paymentState: paymentState({
      total,
      taken: row.moneyTaken,
      givenBack: row.moneyGivenBack,
      cancelled: row.status === 'cancelled',
      packagePaid: row.packagePaid,
    }),
  };
}

/** The booking's branch, beside `bookingColumns` (a select `withBranch`). */
export const branchColumns = {
  branchId: branches.id,
  branchName: branches.name,
};

/** Joins a select from `bookings` to the booking's branch (every booking has one). */
export function withBranch<T extends PgSelect>(query: T) {
  return query.innerJoin(branches, eq(branches.id, bookings.branchId));
}

const quoted = (units: readonly string[]) => sql.raw(units.map((unit) => `'${unit}'`).join(', '));
const measured = quoted(ITEM_UNITS.filter(isMeasuredAtPickup));
const priced = quoted(ITEM_UNITS.filter(isPricedAtPickup));

/**
 * True while the line's quantity or price waits for pickup: not yet measured, or a job not yet
 * priced (the rules are units.ts's; this is their SQL).
 */
export const lineIsEstimate = sql<boolean>`((${bookingItems.unit} in (${measured}) and ${bookingItems.weighedAt} is null)
  or (${bookingItems.unit} in (${priced}) and ${bookingItems.pricedAt} is null))`;

/** Where a job line stands (JOB_STATUSES); null for other units. */
export const lineJobStatus = sql<JobStatus | null>`case when ${bookingItems.unit} not in (${priced}) then null
  when ${bookingItems.pricedAt} is null then 'to_price'
  when ${bookingItems.answer} is null then 'awaiting_answer'
  else ${bookingItems.answer} end`;

/** The columns of a booked line as the API shows it, `covered_by` from `withCoveringPackage`. */
export const bookingLineColumns = {
  id: bookingItems.id,
  item_name: bookingItems.itemName,
  quantity: bookingItems.quantity,
  unit: bookingItems.unit,
  estimated_quantity: bookingItems.estimatedQuantity,
  estimate: lineIsEstimate,
  note: bookingItems.note,
  from_price: bookingItems.fromPrice,
  job_status: lineJobStatus,
  total: bookingItems.total,
  covered_quantity: bookingItems.coveredQuantity,
  covered_by: packages.name,
};

/**
 * Joins a select from `booking_items` to the package whose allowance covered the line's free units
 * ('Covered by Solo: 3 × Shirt'); null for a line nothing covered.
 */
export function withCoveringPackage<T extends PgSelect>(query: T) {
  return query
    .leftJoin(subscriptionPeriods, eq(subscriptionPeriods.id, bookingItems.subscriptionPeriodId))
    .leftJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .leftJoin(packages, eq(packages.id, subscriptions.packageId));
}

/** The stored free-pickup threshold as the API's number (numeric comes back as text). */
export const freePickupFromKg = (stored: string | number | null): number | null =>
  stored === null ? null : Number(stored);

/** The stored ready-by time as the API's ISO text (a prepared statement may hand back text). */
export const readyByText = (stored: Date | string | null): string | null =>
  stored ? new Date(stored).toISOString() : null;

const moneyColumns = new Set(['total', 'from_price']);

/**
 * A line (`bookingLineColumns`) as a JSON object built in SQL, for a booking that carries its lines
 * in one row; money as text so "25.00" keeps its two places.
 */
export const bookingLineJson = sql`json_build_object(${sql.join(
  Object.entries(bookingLineColumns).map(
    ([name, column]) => sql`${sql.raw(`'${name}'`)}, ${moneyColumns.has(name) ? sql`${column}::text` : column}`,
  ),
  sql`, `,
)})`;
