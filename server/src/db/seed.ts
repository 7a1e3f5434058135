/**
 * Idempotent seed of the catalogue: running it again changes nothing that is already there
 * (existing prices are left as staff set them).
 */
import type { Db, Tx } from './client';
import {
  BRANCHES,
  DEFAULT_CLOSURES,
  DEFAULT_OPENING_HOURS,
  DEFAULT_PICKUP_WINDOWS,
  DRY_CLEANING_ITEMS,
  LAUNDRY_ITEMS,
  PACKAGES,
} from '@laundry-accra/domain/seed-catalogue';
import {
  branchClosures,
  branchOpeningHours,
  branches,
  itemCategories,
  items,
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
}

/** Inserts the branches, categories, items and packages that are missing. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(branches)
      .values(BRANCHES.map((b) => ({ name: b.name, address: b.address })))
      .onConflictDoNothing({ target: branches.name });

    await tx
      .insert(itemCategories)
      .values([{ name: 'Laundry' }, { name: 'Dry Cleaning' }])
      .onConflictDoNothing({ target: itemCategories.name });
    const categories = await tx.select().from(itemCategories);
    const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;

    for (const [category, list] of [
      ['Laundry', LAUNDRY_ITEMS],
      ['Dry Cleaning', DRY_CLEANING_ITEMS],
    ] as const) {
      const id = categoryId(category);
      await tx
        .insert(items)
        .values(list.map(([name, price]) => ({ name, price, categoryId: id })))
        .onConflictDoNothing({ target: [items.categoryId, items.name] });
    }

    await tx
      .insert(packages)
      .values(PACKAGES.map((p, position) => ({ ...p, position })))
      .onConflictDoNothing({ target: packages.name });

    await seedBranchCalendars(tx);
  });
}
