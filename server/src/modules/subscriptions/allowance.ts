/**
 * Spending and giving back a customer's package benefits, inside the caller's transaction. The
 * rules of what is covered and in which order are the domain's (`applyPackageBenefits`); here is
 * the counting: the periods a checkout may spend from are locked (FOR UPDATE) before their counts
 * are read, so two checkouts at once take turns and never spend the same units, pickups or
 * Express upgrades twice (the tables' checks are the backstop).
 */
import type { AllowanceLeft } from '@laundry-accra/domain/allowance';
import { applyPackageBenefits, allowanceNoun, type AppliedBenefits, type BenefitBooking, type BenefitsLeft } from '@laundry-accra/domain/package-benefits';
import type { Db, Tx } from '../../db/client';
import { allowanceRepository } from './allowance.repository';

/** A covered line's counter: the period's items allowance, or one of its further allowances. */
const counterKey = (periodId: string, periodAllowanceId: string | null) => `${periodId}:${periodAllowanceId ?? ''}`;

/** What the customer's active periods containing `pickupDate` still give, oldest subscription first. */
async function benefitsAt(
  db: Db | Tx,
  userId: string,
  pickupDate: string,
  lock: boolean,
): Promise<BenefitsLeft & { counters: Map<string, { periodId: string; periodAllowanceId: string | null }> }> {
  const periods = allowanceRepository(db);
  const rows = await periods.periodsAt(userId, pickupDate, lock);
  const counters = new Map<string, { periodId: string; periodAllowanceId: string | null }>();
  if (!rows.length) return { allowances: [], pickups: [], express: [], counters };
  const further = await periods.furtherAllowances(rows.map((r) => r.periodId));
  // A subscription an older copy sold during a rollout has no copy of its benefits yet: its
  // items allowance covers what its package covers.
  const unsold = rows.filter((r) => !r.benefits).map((r) => r.packageId);
  const packageCovers = unsold.length ? await periods.coveredCategories(unsold) : [];
  const allowances: AllowanceLeft[] = [];
  for (const row of rows) {
    const itemsCategories =
      row.benefits?.allowances[0]?.categoryIds ??
      packageCovers.filter((c) => c.packageId === row.packageId).map((c) => c.categoryId);
    const key = counterKey(row.periodId, null);
    counters.set(key, { periodId: row.periodId, periodAllowanceId: null });
    allowances.push({
      periodId: key,
      packageName: row.packageName,
      remaining: row.allowance - row.used,
      categoryIds: itemsCategories,
      unit: 'piece',
      allowance: row.allowance,
      noun: 'items',
    });
    for (const extra of further.filter((f) => f.periodId === row.periodId)) {
      const extraKey = counterKey(row.periodId, extra.id);
      counters.set(extraKey, { periodId: row.periodId, periodAllowanceId: extra.id });
      allowances.push({
        periodId: extraKey,
        packageName: row.packageName,
        remaining: extra.allowance - extra.used,
        categoryIds: [extra.categoryId],
        unit: extra.unit,
        allowance: extra.allowance,
        noun: allowanceNoun({ categories: [{ id: extra.categoryId, name: extra.categoryName }], unit: extra.unit }),
      });
    }
  }
  const count = (allowance: number, used: number, row: (typeof rows)[number]) => ({
    periodId: row.periodId,
    packageName: row.packageName,
    remaining: allowance - used,
    allowance,
  });
  return {
    allowances,
    pickups: rows.map((row) => count(row.freePickups, row.pickupsUsed, row)),
    express: rows.map((row) => count(row.expressUpgrades, row.expressUsed, row)),
    counters,
  };
}

/** A line's cover with the counter it came from, as the booking's line stores it. */
export interface SpentCover {
  periodId: string | null;
  periodAllowanceId: string | null;
}

/** What the benefits did to a booking, with each covered line's stored counter. */
export type Spent = AppliedBenefits & { spentFrom: SpentCover[] };

const spentFrom = (applied: AppliedBenefits, counters: Map<string, { periodId: string; periodAllowanceId: string | null }>) =>
  applied.covers.map((cover) => (cover.periodId ? counters.get(cover.periodId)! : { periodId: null, periodAllowanceId: null }));

/** The benefits of one customer. */
export function customerAllowance(db: Db | Tx, userId: string) {
  return {
    /** What the benefits would do to `booking` for a pickup on `pickupDate` (no lock, no spending). */
    async preview(booking: BenefitBooking, pickupDate: string): Promise<Spent & { left: BenefitsLeft }> {
      const left = await benefitsAt(db, userId, pickupDate, false);
      const applied = applyPackageBenefits(booking, left);
      return { ...applied, spentFrom: spentFrom(applied, left.counters), left };
    },

    /**
     * Applies the benefits to `booking` for a pickup on `pickupDate` and counts what it spent.
     * Call inside the checkout's transaction: the periods stay locked until it commits.
     */
    async spend(booking: BenefitBooking, pickupDate: string): Promise<Spent> {
      const left = await benefitsAt(db, userId, pickupDate, true);
      const applied = applyPackageBenefits(booking, left);
      const from = spentFrom(applied, left.counters);
      const perCounter = new Map<string, number>();
      applied.covers.forEach((cover) => {
        if (cover.periodId) perCounter.set(cover.periodId, (perCounter.get(cover.periodId) ?? 0) + cover.covered);
      });
      const periods = allowanceRepository(db);
      for (const [key, units] of perCounter) {
        const { periodId, periodAllowanceId } = left.counters.get(key)!;
        if (periodAllowanceId) await periods.useFurther(periodAllowanceId, units);
        else await periods.use(periodId, units);
      }
      if (applied.pickupPeriodId) await periods.usePickup(applied.pickupPeriodId);
      if (applied.expressPeriodId) await periods.useExpress(applied.expressPeriodId);
      return { ...applied, spentFrom: from };
    },
  };
}

/**
 * A cancelled booking gives back what it spent: its covered units to the counters they came
 * from, its free pickup and its Express upgrade. The booking's lines keep saying what was
 * covered (the record of what happened); only the periods' counts move.
 */
export async function giveBackAllowance(tx: Tx, bookingId: string): Promise<void> {
  const periods = allowanceRepository(tx);
  for (const { periodId, periodAllowanceId, units } of await periods.spentBy(bookingId)) {
    if (periodAllowanceId) await periods.giveBackFurther(periodAllowanceId, units);
    else if (periodId) await periods.giveBack(periodId, Math.round(units));
  }
  const booking = await periods.pickupAndExpressSpentBy(bookingId);
  if (booking?.pickupPeriodId) await periods.giveBackPickup(booking.pickupPeriodId);
  if (booking?.expressPeriodId) await periods.giveBackExpress(booking.expressPeriodId);
}

/**
 * The free pickup of a booking whose weight changed (decision 071): a booking weighed at the
 * weight that makes pickup free needs none, and gives back the one it spent at checkout; a booking
 * that now pays the fee keeps the one it spent, or spends one while its pickup's month has one
 * left. Returns the paid month the booking's free pickup now comes from, or null.
 */
export async function settleFreePickup(
  tx: Tx,
  booking: { userId: string; pickupDate: string; pickupPeriodId: string | null },
  feeToPay: boolean,
): Promise<string | null> {
  const periods = allowanceRepository(tx);
  if (!feeToPay) {
    if (booking.pickupPeriodId) await periods.giveBackPickup(booking.pickupPeriodId);
    return null;
  }
  if (booking.pickupPeriodId) return booking.pickupPeriodId;
  const left = await benefitsAt(tx, booking.userId, booking.pickupDate, true);
  const month = left.pickups.find((count) => count.remaining > 0);
  if (!month) return null;
  await periods.usePickup(month.periodId);
  return month.periodId;
}

/** Kilos a weighing found under what the package covered at checkout go back to their counter. */
export async function giveBackKilos(
  tx: Tx,
  line: { subscriptionPeriodId: string | null; periodAllowanceId: string | null },
  kilos: number,
): Promise<void> {
  if (!line.periodAllowanceId || kilos <= 0) return;
  await allowanceRepository(tx).giveBackFurther(line.periodAllowanceId, kilos);
}
