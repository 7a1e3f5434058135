/**
 * The one projection of a booking that every repository reading bookings selects: its number, its
 * pickup, what it costs and when it is ready, with its branch; and the one projection of its lines
 * with the package that covered them. The customer's read model, the staff's orders, the
 * notifications and the allowance all read a booking through here, so a new column of a booking
 * is added once.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookingItems, bookings, branches, packages, subscriptionPeriods, subscriptions } from '../../db/schema';

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
  status: bookings.status,
  createdAt: bookings.createdAt,
};

/** The booking's branch, beside `bookingColumns` (a select `withBranch`). */
export const branchColumns = {
  branchId: branches.id,
  branchName: branches.name,
};

/** Joins a select from `bookings` to the booking's branch (every booking has one). */
export function withBranch<T extends PgSelect>(query: T) {
  return query.innerJoin(branches, eq(branches.id, bookings.branchId));
}

/** The columns of a booked line as the API shows it, `covered_by` from `withCoveringPackage`. */
export const bookingLineColumns = {
  id: bookingItems.id,
  item_name: bookingItems.itemName,
  quantity: bookingItems.quantity,
  unit: bookingItems.unit,
  estimated_quantity: bookingItems.estimatedQuantity,
  // A per-kg line is an estimate until staff weigh it.
  estimate: sql<boolean>`${bookingItems.unit} = 'kg' and ${bookingItems.weighedAt} is null`,
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

/**
 * A line (`bookingLineColumns`) as a JSON object built in SQL, for a booking that carries its lines
 * in one row; money as text so "25.00" keeps its two places.
 */
export const bookingLineJson = sql`json_build_object(${sql.join(
  Object.entries(bookingLineColumns).map(
    ([name, column]) => sql`${sql.raw(`'${name}'`)}, ${name === 'total' ? sql`${column}::text` : column}`,
  ),
  sql`, `,
)})`;
