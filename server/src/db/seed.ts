/**
 * Idempotent seed of the catalogue: running it again changes nothing that is already there
 * (existing prices are left as staff set them).
 */
import type { Db } from './client';
import { BRANCHES, DRY_CLEANING_ITEMS, LAUNDRY_ITEMS, PACKAGES } from '@laundry-accra/domain/seed-catalogue';
import { branches, itemCategories, items, packages } from './schema';

/** Inserts the branches, categories, items and packages that are missing. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(branches)
      .values(BRANCHES.map((b) => ({ ...b })))
      .onConflictDoNothing({ target: branches.name });

    await tx
      .insert(itemCategories)
      .values([{ name: 'Laundry', position: 0 }, { name: 'Dry Cleaning', position: 1 }])
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
  });
}
