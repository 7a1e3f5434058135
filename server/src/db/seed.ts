/**
 * Idempotent seed of the catalogue: running it again changes nothing that is already there
 * (existing prices are left as staff set them).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import {
  BRANCHES,
  DEFAULT_CLOSURES,
  DEFAULT_OPENING_HOURS,
  DEFAULT_PICKUP_WINDOWS,
  CATALOGUE,
  PACKAGES,
} from '@laundry-accra/domain/seed-catalogue';
import {
  branchClosures,
  branchExpressService,
  branchOpeningHours,
  branchPickupService,
  branches,
  itemCategories,
  items,
  packageAllowances,
  packageCoveredCategories,
  packages,
  pickupWindows,
} from './schema';

/**
 * Gives every branch that has no opening hours yet the default hours, pickup windows and public
 * holidays; a branch whose hours an admin has set is left as it is.
 */
async function seedBranchCalendars(tx: Tx): Promise<void> {
  const all = await tx.select({ id: branches.id }).from(branches);
  const withHours = new Set(
    (await tx.selectDistinct({ id: branchOpeningHours.branchId }).from(branchOpeningHours)).map((r) => r.id),
  );
  for (const { id: branchId } of all.filter((b) => !withHours.has(b.id))) {
    await tx.insert(branchOpeningHours).values(DEFAULT_OPENING_HOURS.map((h) => ({ branchId, ...h })));
    const openDays = DEFAULT_OPENING_HOURS.filter((h) => !h.closed).map((h) => h.weekday);
    await tx
      .insert(pickupWindows)
      .values(openDays.flatMap((weekday) => DEFAULT_PICKUP_WINDOWS.map((w) => ({ branchId, weekday, ...w }))))
      .onConflictDoNothing();
    await tx
      .insert(branchClosures)
      .values(DEFAULT_CLOSURES.map((c) => ({ branchId, ...c })))
      .onConflictDoNothing();
  }
  // Same-Day Express with the default surcharge and daily places, where no admin has set it.
  if (all.length) {
    await tx
      .insert(branchExpressService)
      .values(all.map((b) => ({ branchId: b.id })))
      .onConflictDoNothing();
    // Pickup and delivery with the default fee, free from the default weight, where no admin has set it.
    await tx
      .insert(branchPickupService)
      .values(all.map((b) => ({ branchId: b.id })))
      .onConflictDoNothing();
  }
}

/** Inserts the branches, categories, items and packages that are missing. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(branches)
      .values(BRANCHES.map((b) => ({ ...b })))
      .onConflictDoNothing({ target: branches.name });

    await tx
      .insert(itemCategories)
      .values(CATALOGUE.map(([name], position) => ({ name, position })))
      .onConflictDoNothing({ target: itemCategories.name });
    const categories = await tx.select().from(itemCategories);
    const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;

    for (const [category, list] of CATALOGUE) {
      const id = categoryId(category);
      await tx
        .insert(items)
        .values(list.map(([name, price, unit = 'piece']) => ({ name, price, unit, categoryId: id })))
        .onConflictDoNothing({ target: [items.categoryId, items.name] });
    }

    const inserted = await tx
      .insert(packages)
      .values(
        PACKAGES.map((p, position) => ({
          name: p.name,
          price: p.price,
          quantity: p.quantity,
          // The card's other lines; its benefits are the columns and allowances (decision 071).
          description: p.notes.join('\n'),
          image: p.image,
          freePickups: p.freePickups,
          expressUpgrades: p.expressUpgrades,
          position,
        })),
      )
      .onConflictDoNothing({ target: packages.name })
      .returning({ id: packages.id, name: packages.name });
    // What each new package's allowance covers; a package already there keeps what the admin
    // (or migration 0015, for packages seeded before it) set.
    const covers = inserted.flatMap((pack) =>
      PACKAGES.find((p) => p.name === pack.name)!.covers.map((name) => ({ packageId: pack.id, categoryId: categoryId(name) })),
    );
    // The migration tests seed a database still on an older schema (before migration 0015).
    // Both drivers answer execute with `rows`.
    const found = (await tx.execute(sql`select to_regclass('package_covered_categories') is not null as ready`)) as unknown as {
      rows: { ready: boolean }[];
    };
    const ready = found.rows[0]?.ready === true;
    if (covers.length && ready) await tx.insert(packageCoveredCategories).values(covers).onConflictDoNothing();
    const further = inserted.flatMap((pack) =>
      PACKAGES.find((p) => p.name === pack.name)!.extraAllowances.map((a, position) => ({
        packageId: pack.id,
        categoryId: categoryId(a.category),
        unit: a.unit,
        quantity: a.quantity,
        position,
      })),
    );
    if (further.length) await tx.insert(packageAllowances).values(further).onConflictDoNothing();

    await seedBranchCalendars(tx);
  });
}
