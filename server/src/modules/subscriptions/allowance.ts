/**
 * Spending and giving back a customer's package allowance, inside the caller's transaction. The
 * rule of what is covered is the domain's (`coverAllowance`); here is the counting: the periods a
 * checkout may spend from are locked (FOR UPDATE) before their `used` is read, so two checkouts
 * at once take turns and never spend the same units twice (the table's check is the backstop).
 */
import type { AllowanceLeft, CoverableLine, LineCover } from '@laundry-accra/domain/allowance';
import { coverAllowance } from '@laundry-accra/domain/allowance';
import type { Db, Tx } from '../../db/client';
import { allowanceRepository } from './allowance.repository';

/** The customer's active periods containing `pickupDate`, oldest subscription first. */
async function periodsAt(db: Db | Tx, userId: string, pickupDate: string, lock: boolean): Promise<AllowanceLeft[]> {
  const periods = allowanceRepository(db);
  const rows = await periods.periodsAt(userId, pickupDate, lock);
  if (!rows.length) return [];
  const covered = await periods.coveredCategories(rows.map((r) => r.packageId));
  return rows.map((row) => ({
    periodId: row.periodId,
    packageName: row.packageName,
    remaining: row.allowance - row.used,
    categoryIds: covered.filter((c) => c.packageId === row.packageId).map((c) => c.categoryId),
  }));
}

/** The allowance of one customer. */
export function customerAllowance(db: Db | Tx, userId: string) {
  return {
    /** What the allowance would cover of `lines` for a pickup on `pickupDate` (no lock, no spending). */
    async preview(lines: readonly CoverableLine[], pickupDate: string): Promise<LineCover[]> {
      return coverAllowance(lines, await periodsAt(db, userId, pickupDate, false));
    },

    /**
     * Covers `lines` for a pickup on `pickupDate` and counts the covered units as used. Call
     * inside the checkout's transaction: the periods stay locked until it commits.
     */
    async spend(lines: readonly CoverableLine[], pickupDate: string): Promise<LineCover[]> {
      const covers = coverAllowance(lines, await periodsAt(db, userId, pickupDate, true));
      const perPeriod = new Map<string, number>();
      for (const cover of covers) {
        if (cover.periodId) perPeriod.set(cover.periodId, (perPeriod.get(cover.periodId) ?? 0) + cover.covered);
      }
      const periods = allowanceRepository(db);
      for (const [periodId, units] of perPeriod) await periods.use(periodId, units);
      return covers;
    },
  };
}

/**
 * A cancelled booking gives its covered units back to the periods they came from. The booking's
 * lines keep saying what was covered (the record of what happened); only the periods' count moves.
 */
export async function giveBackAllowance(tx: Tx, bookingId: string): Promise<void> {
  const periods = allowanceRepository(tx);
  for (const { periodId, units } of await periods.spentBy(bookingId)) {
    if (periodId) await periods.giveBack(periodId, units);
  }
}
