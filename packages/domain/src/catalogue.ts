/**
 * The categories of the price list, in the order the pricing page shows them: SPEC's two tables
 * (Laundry, Dry Cleaning), then one per further service the site sells, named as the site names it.
 */
export const ITEM_CATEGORIES = ['Laundry', 'Dry Cleaning', 'Ironing & Folding', 'Carpet Cleaning', 'Sneaker Cleaning', 'Clothes Mending'] as const;
export type ItemCategoryName = (typeof ITEM_CATEGORIES)[number];

/** The anchor of a category's table on /pricing ('carpet-cleaning'): service blocks link to it. */
export const categoryAnchor = (category: string): string =>
  category.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// Units and their rules live in units.ts (this module imports nothing, so public pages can use it).
export type { ItemUnit } from './units';

/** The most kilograms one basket line may estimate or one weighing may record. */
export const MAX_KG = 200;

/** The per-kg wash and fold: once a package, now a basket line priced by the kilo. */
export const PER_KG_SERVICE_NAME = 'Something Light';

/** SPEC §9: the package named 'Something Light' is priced per kilogram, every other per month. */
export function packagePriceSuffix(packageName: string): '/kg' | '/month' {
  return packageName === 'Something Light' ? '/kg' : '/month';
}

/** A package's description as its bullet lines (SPEC §3: one per line; blanks and bullets dropped). */
export function packageDescriptionLines(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);
}
