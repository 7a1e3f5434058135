/**
 * The allowance's periods as stored: a customer's active periods at a date (locked for a
 * checkout's spending), the categories their packages cover, and the units used. The counting
 * rules are allowance.ts's; run on the checkout's or the cancellation's transaction.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingItems, packageCoveredCategories, packages, subscriptionPeriods, subscriptions } from '../../db/schema';

/** The allowance's periods on `db` (the database or a transaction). */
export function allowanceRepository(db: Db | Tx) {
  return {
    /**
     * The customer's active periods containing `pickupDate`, oldest subscription first, locked
     * until the transaction ends when `lock` (two checkouts at once take turns).
     */
    periodsAt(userId: string, pickupDate: string, lock: boolean) {
      const query = db
        .select({
          periodId: subscriptionPeriods.id,
          packageId: subscriptions.packageId,
          packageName: packages.name,
          allowance: subscriptionPeriods.allowance,
          used: subscriptionPeriods.used,
        })
        .from(subscriptionPeriods)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            lte(subscriptionPeriods.periodStart, pickupDate),
            gt(subscriptionPeriods.periodEnd, pickupDate),
          ),
        )
        .orderBy(asc(subscriptions.createdAt), asc(subscriptionPeriods.id))
        .$dynamic();
      return lock ? query.for('update', { of: subscriptionPeriods }) : query;
    },

    /** The categories each of the packages covers. */
    coveredCategories: (packageIds: string[]) =>
      db
        .select({ packageId: packageCoveredCategories.packageId, categoryId: packageCoveredCategories.categoryId })
        .from(packageCoveredCategories)
        .where(inArray(packageCoveredCategories.packageId, packageIds)),

    /** Counts `units` more as used in the period. */
    async use(periodId: string, units: number): Promise<void> {
      await db
        .update(subscriptionPeriods)
        .set({ used: sql`${subscriptionPeriods.used} + ${units}` })
        .where(eq(subscriptionPeriods.id, periodId));
    },

    /** Gives `units` back to the period, never below zero used. */
    async giveBack(periodId: string, units: number): Promise<void> {
      await db
        .update(subscriptionPeriods)
        .set({ used: sql`greatest(${subscriptionPeriods.used} - ${units}, 0)` })
        .where(eq(subscriptionPeriods.id, periodId));
    },

    /** The covered units of a booking's lines, per period they came from. */
    spentBy: (bookingId: string) =>
      db
        .select({ periodId: bookingItems.subscriptionPeriodId, units: sql<number>`sum(${bookingItems.coveredQuantity})::int` })
        .from(bookingItems)
        .where(and(eq(bookingItems.bookingId, bookingId), gt(bookingItems.coveredQuantity, 0)))
        .groupBy(bookingItems.subscriptionPeriodId),
  };
}
