/**
 * The package benefits' periods as stored: a customer's active periods at a date (locked for a
 * checkout's spending) with their items allowance, free pickups and Express upgrades, the further
 * allowances copied onto them, the categories an older subscription's package covers, and the
 * counts spent and given back. The counting rules are allowance.ts's; run on the checkout's or
 * the cancellation's transaction.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  bookingItems,
  bookings,
  itemCategories,
  packageCoveredCategories,
  packages,
  subscriptionPeriodAllowances,
  subscriptionPeriods,
  subscriptions,
} from '../../db/schema';

/** The allowance's periods on `db` (the database or a transaction). */
export function allowanceRepository(db: Db | Tx) {
  return {
    /**
     * The customer's active periods containing `pickupDate`, oldest subscription first, with the
     * benefits copied onto their subscription, locked until the transaction ends when `lock` (two
     * checkouts at once take turns).
     */
    periodsAt(userId: string, pickupDate: string, lock: boolean) {
      const query = db
        .select({
          periodId: subscriptionPeriods.id,
          packageId: subscriptions.packageId,
          packageName: packages.name,
          benefits: subscriptions.benefits,
          allowance: subscriptionPeriods.allowance,
          used: subscriptionPeriods.used,
          freePickups: subscriptionPeriods.freePickups,
          pickupsUsed: subscriptionPeriods.pickupsUsed,
          expressUpgrades: subscriptionPeriods.expressUpgrades,
          expressUsed: subscriptionPeriods.expressUsed,
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

    /** The further allowances (beyond the items allowance) of the periods, in the package's order. */
    furtherAllowances: (periodIds: string[]) =>
      db
        .select({
          id: subscriptionPeriodAllowances.id,
          periodId: subscriptionPeriodAllowances.periodId,
          categoryId: subscriptionPeriodAllowances.categoryId,
          categoryName: itemCategories.name,
          unit: subscriptionPeriodAllowances.unit,
          allowance: subscriptionPeriodAllowances.allowance,
          used: subscriptionPeriodAllowances.used,
        })
        .from(subscriptionPeriodAllowances)
        .innerJoin(itemCategories, eq(itemCategories.id, subscriptionPeriodAllowances.categoryId))
        .where(inArray(subscriptionPeriodAllowances.periodId, periodIds))
        .orderBy(asc(subscriptionPeriodAllowances.position), asc(subscriptionPeriodAllowances.id)),

    /** The categories each of the packages covers. */
    coveredCategories: (packageIds: string[]) =>
      db
        .select({ packageId: packageCoveredCategories.packageId, categoryId: packageCoveredCategories.categoryId })
        .from(packageCoveredCategories)
        .where(inArray(packageCoveredCategories.packageId, packageIds)),

    /** Counts `units` more as used in the period's items allowance. */
    async use(periodId: string, units: number): Promise<void> {
      await db
        .update(subscriptionPeriods)
        .set({ used: sql`${subscriptionPeriods.used} + ${units}` })
        .where(eq(subscriptionPeriods.id, periodId));
    },

    /** Counts `units` more as used in one of a period's further allowances. */
    async useFurther(periodAllowanceId: string, units: number): Promise<void> {
      await db
        .update(subscriptionPeriodAllowances)
        .set({ used: sql`${subscriptionPeriodAllowances.used} + ${units}` })
        .where(eq(subscriptionPeriodAllowances.id, periodAllowanceId));
    },

    /** Counts one free pickup as used in the period. */
    async usePickup(periodId: string): Promise<void> {
      await db
        .update(subscriptionPeriods)
        .set({ pickupsUsed: sql`${subscriptionPeriods.pickupsUsed} + 1` })
        .where(eq(subscriptionPeriods.id, periodId));
    },

    /** Counts one Express upgrade as used in the period. */
    async useExpress(periodId: string): Promise<void> {
      await db
        .update(subscriptionPeriods)
        .set({ expressUsed: sql`${subscriptionPeriods.expressUsed} + 1` })
        .where(eq(subscriptionPeriods.id, periodId));
    },

    /** Gives `units` back to the period's items allowance, never below zero used. */
    async giveBack(periodId: string, units: number): Promise<void> {
      await db
        .update(subscriptionPeriods)
        .set({ used: sql`greatest(${subscriptionPeriods.used} - ${units}, 0)` })
        .where(eq(subscriptionPeriods.id, periodId));
    },

    /** Gives `units` back to one of a period's further allowances, never below zero used. */
    async giveBackFurther(periodAllowanceId: string, units: number): Promise<void> {
      await db
        .update(subscriptionPeriodAllowances)
        .set({ used: sql`greatest(${subscriptionPeriodAllowances.used} - ${units}, 0)` })
        .where(eq(subscriptionPeriodAllowances.id, periodAllowanceId));
    },

    /** Gives a free pickup back to the period. */
    async giveBackPickup(periodId: string): Promise<void> {
      await db
        .update(subscriptionPeriods)
        .set({ pickupsUsed: sql`greatest(${subscriptionPeriods.pickupsUsed} - 1, 0)` })
        .where(eq(subscriptionPeriods.id, periodId));
    },

    /** Gives an Express upgrade back to the period. */
    async giveBackExpress(periodId: string): Promise<void> {
      await db
        .update(subscriptionPeriods)
        .set({ expressUsed: sql`greatest(${subscriptionPeriods.expressUsed} - 1, 0)` })
        .where(eq(subscriptionPeriods.id, periodId));
    },

    /** The covered units of a booking's lines, per counter they came from. */
    spentBy: (bookingId: string) =>
      db
        .select({
          periodId: bookingItems.subscriptionPeriodId,
          periodAllowanceId: bookingItems.periodAllowanceId,
          units: sql<number>`sum(${bookingItems.coveredQuantity})`.mapWith(Number),
        })
        .from(bookingItems)
        .where(and(eq(bookingItems.bookingId, bookingId), gt(bookingItems.coveredQuantity, 0)))
        .groupBy(bookingItems.subscriptionPeriodId, bookingItems.periodAllowanceId),

    /** The periods a booking spent its free pickup and its Express upgrade from. */
    async pickupAndExpressSpentBy(bookingId: string) {
      const [row] = await db
        .select({ pickupPeriodId: bookings.pickupPeriodId, expressPeriodId: bookings.expressPeriodId })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row;
    },
  };
}
