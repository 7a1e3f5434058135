/**
 * Rows other modules would create through their own endpoints (a checked-out booking, a new
 * subscription), written straight to the database so payment tests stand on their own.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addresses, bookingItems, bookings, branches, items, packages, paymentTransactions, subscriptions } from '../src/db/schema';
import { fromPesewas, lineTotal, toPesewas } from '@laundry-accra/domain/money';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { weekdayOf } from '@laundry-accra/domain/pickup-windows';
import { DEFAULT_CLOSURES } from '@laundry-accra/domain/seed-catalogue';
import { isMeasuredAtPickup, isPricedAtPickup, type ItemUnit } from '@laundry-accra/domain/units';
import type { TestContext } from './helper';

/**
 * A booking as checkout leaves it: two lines from the seeded catalogue, pending, with its unpaid
 * payment transaction. Returns the booking id, its sub_total and the transaction's reference.
 */
export async function createCheckedOutBooking(
  ctx: TestContext,
  userId: string,
  options: { quantities?: [number, number]; status?: 'pending' | 'cancelled' } = {},
): Promise<{ id: string; subTotal: string; amountPesewas: number; reference: string }> {
  const db = ctx.database.db;
  const [branch] = await db.select().from(branches).limit(1);
  const [first, second] = await db.select().from(items).orderBy(items.name).limit(2);
  const [address] = await db
    .insert(addresses)
    .values({ userId, addressName: 'Home', address: '12 Nii Sai Rd, East Legon' })
    .returning();
  const [q1, q2] = options.quantities ?? [2, 1];
  const lines = [
    { item: first, quantity: q1, total: lineTotal(first.price, q1) },
    { item: second, quantity: q2, total: lineTotal(second.price, q2) },
  ];
  const subTotal = fromPesewas(lines.reduce((sum, line) => sum + toPesewas(line.total), 0));
  const [booking] = await db
    .insert(bookings)
    .values({
      userId,
      branchId: branch.id,
      pickupAddressId: address.id,
      dropoffAddressId: address.id,
      pickupDate: '2030-01-15',
      subTotal,
      status: options.status ?? 'pending',
    })
    .returning();
  await db.insert(bookingItems).values(
    lines.map((line) => ({
      bookingId: booking.id,
      itemId: line.item.id,
      itemName: line.item.name,
      unitPrice: line.item.price,
      quantity: line.quantity,
      total: line.total,
    })),
  );
  const reference = `CHK-${randomBytes(8).toString('hex')}`;
  await db.insert(paymentTransactions).values({
    userId,
    bookingId: booking.id,
    reference,
    amountPesewas: toPesewas(subTotal),
  });
  return { id: booking.id, subTotal, amountPesewas: toPesewas(subTotal), reference };
}

/** A new, inactive subscription to a seeded package (subscribing opens no transaction). */
export async function createSubscription(
  ctx: TestContext,
  userId: string,
  packageName?: string,
): Promise<{ id: string; price: string; amountPesewas: number }> {
  const db = ctx.database.db;
  const [pkg] = packageName
    ? await db.select().from(packages).where(eq(packages.name, packageName))
    : await db.select().from(packages).orderBy(packages.position).limit(1);
  // A customer holds one subscription per package: an earlier one of this customer's is taken
  // as ended, as if its month had run out.
  await db
    .update(subscriptions)
    .set({ status: 'expired' })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.packageId, pkg.id), inArray(subscriptions.status, ['inactive', 'active'])));
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId,
      packageId: pkg.id,
      price: pkg.price,
      totalItems: pkg.quantity,
      startDate: '2030-01-01',
      endDate: '2030-01-31',
    })
    .returning();
  return { id: subscription.id, price: pkg.price, amountPesewas: toPesewas(pkg.price) };
}

/**
 * A date the seeded branches take pickups on: the first day at least `daysAhead` days after `from`
 * (today in Accra) that is not a Sunday (closed) nor a seeded public holiday.
 */
export function bookablePickupDate(daysAhead = 1, from = todayInAccra()): string {
  const closures = new Set(DEFAULT_CLOSURES.map((c) => c.date));
  let date = addDays(from, daysAhead);
  while (weekdayOf(date) === 0 || closures.has(date)) date = addDays(date, 1);
  return date;
}

/**
 * Adds a line of a seeded item sold by `unit` to a booking made by createCheckedOutBooking, as
 * checkout writes it (a measured line keeps its estimate; a job its "from" price and the note),
 * and raises its sub total and open attempt to match; returns the line's id and the new sub total.
 */
export async function addLineOf(
  ctx: TestContext,
  bookingId: string,
  unit: ItemUnit,
  quantity: number,
  itemName?: string,
): Promise<{ lineId: string; subTotal: string; amountPesewas: number; unitPrice: string }> {
  const db = ctx.database.db;
  const [item] = await db
    .select()
    .from(items)
    .where(and(eq(items.unit, unit), itemName ? eq(items.name, itemName) : undefined))
    .orderBy(items.name)
    .limit(1);
  const total = lineTotal(item.price, quantity);
  const [line] = await db
    .insert(bookingItems)
    .values({
      bookingId,
      itemId: item.id,
      itemName: item.name,
      unitPrice: item.price,
      quantity,
      unit,
      estimatedQuantity: isMeasuredAtPickup(unit) ? quantity : null,
      note: isPricedAtPickup(unit) ? 'Shorten the hem by 3 cm' : null,
      fromPrice: isPricedAtPickup(unit) ? item.price : null,
      total,
    })
    .returning();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const subTotal = fromPesewas(toPesewas(booking.subTotal) + toPesewas(total));
  await db.update(bookings).set({ subTotal }).where(eq(bookings.id, bookingId));
  await db
    .update(paymentTransactions)
    .set({ amountPesewas: toPesewas(subTotal) })
    .where(and(eq(paymentTransactions.bookingId, bookingId), eq(paymentTransactions.paymentStatus, 'unpaid')));
  return { lineId: line.id, subTotal, amountPesewas: toPesewas(subTotal), unitPrice: item.price };
}

/** Adds a per-kg line ('Something Light', `kg` estimated): addLineOf for kilos. */
export const addPerKgLine = (ctx: TestContext, bookingId: string, kg: number) => addLineOf(ctx, bookingId, 'kg', kg);
