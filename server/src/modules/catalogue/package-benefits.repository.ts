/**
 * Reads and writes of what packages give (package-benefits.ts): the items allowance (the
 * package's quantity over `package_covered_categories`), further allowances
 * (`package_allowances`), free pickups and Express upgrades (the package's columns).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { AllowanceUnit, PackageBenefits } from '@laundry-accra/domain/package-benefits';
import { packageCardLines } from '@laundry-accra/domain/package-benefits';
import { packageDescriptionLines } from '@laundry-accra/domain/catalogue';
import type { Db, Tx } from '../../db/client';
import { itemCategories, packageAllowances, packageCoveredCategories, packages } from '../../db/schema';

/** What a package row brings to its benefits. */
export interface BenefitColumns {
  id: string;
  quantity: number;
  freePickups: number;
  expressUpgrades: number;
}

/** A further allowance as the back office writes it. */
export interface FurtherAllowance {
  categoryId: string;
  unit: AllowanceUnit;
  quantity: number;
}

export function packageBenefitsRepository(db: Db | Tx) {
  return {
    /** The benefits of each package in `rows`, keyed by id; categories in price-list order. */
    async of(rows: readonly BenefitColumns[]): Promise<Map<string, PackageBenefits>> {
      const ids = rows.map((r) => r.id);
      if (!ids.length) return new Map();
      const [covered, further] = await Promise.all([
        db
          .select({ packageId: packageCoveredCategories.packageId, id: itemCategories.id, name: itemCategories.name })
          .from(packageCoveredCategories)
          .innerJoin(itemCategories, eq(itemCategories.id, packageCoveredCategories.categoryId))
          .where(inArray(packageCoveredCategories.packageId, ids))
          .orderBy(asc(itemCategories.position), asc(itemCategories.name)),
        db
          .select({
            packageId: packageAllowances.packageId,
            id: itemCategories.id,
            name: itemCategories.name,
            unit: packageAllowances.unit,
            quantity: packageAllowances.quantity,
          })
          .from(packageAllowances)
          .innerJoin(itemCategories, eq(itemCategories.id, packageAllowances.categoryId))
          .where(inArray(packageAllowances.packageId, ids))
          .orderBy(asc(packageAllowances.position), asc(packageAllowances.id)),
      ]);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            allowances: [
              {
                categories: covered.filter((c) => c.packageId === row.id).map(({ id, name }) => ({ id, name })),
                unit: 'piece' as const,
                quantity: row.quantity,
              },
              ...further
                .filter((a) => a.packageId === row.id)
                .map((a) => ({ categories: [{ id: a.id, name: a.name }], unit: a.unit, quantity: a.quantity })),
            ],
            freePickups: row.freePickups,
            expressUpgrades: row.expressUpgrades,
          },
        ]),
      );
    },

    /** Replaces a package's further allowances with `allowances`, in their order. */
    async replaceFurther(packageId: string, allowances: readonly FurtherAllowance[]): Promise<void> {
      await db.delete(packageAllowances).where(eq(packageAllowances.packageId, packageId));
      if (allowances.length) {
        await db.insert(packageAllowances).values(allowances.map((a, position) => ({ packageId, ...a, position })));
      }
    },

    /** A package's further allowances, in their order. */
    async further(packageId: string): Promise<FurtherAllowance[]> {
      return db
        .select({ categoryId: packageAllowances.categoryId, unit: packageAllowances.unit, quantity: packageAllowances.quantity })
        .from(packageAllowances)
        .where(eq(packageAllowances.packageId, packageId))
        .orderBy(asc(packageAllowances.position), asc(packageAllowances.id));
    },
  };
}

/** The card of a package: its benefit lines, then its other lines (stored as `description`). */
export const cardDescription = (benefits: PackageBenefits, otherLines: string): string =>
  packageCardLines(benefits, packageDescriptionLines(otherLines)).join('\n');

/** The columns a package's benefits are read from. */
export const benefitColumns = {
  id: packages.id,
  quantity: packages.quantity,
  freePickups: packages.freePickups,
  expressUpgrades: packages.expressUpgrades,
};
