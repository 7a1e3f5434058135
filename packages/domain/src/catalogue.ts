/** The two categories of the price list, in the order the pricing page shows them. */
export const ITEM_CATEGORIES = ['Laundry', 'Dry Cleaning'] as const;

/** What an item's price is for: one piece, or one kilogram (wash and fold by weight). */
export const ITEM_UNITS = ['piece', 'kg'] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

/** The per-kg wash and fold: once a package, now a basket line priced by the kilo. */
export const PER_KG_SERVICE_NAME = 'Something Light';

/** The most kilograms one basket line may estimate or one weighing may record. */
export const MAX_KG = 200;

/**
 * True when `quantity` is allowed for an item sold by `unit`: whole pieces from 1, or kilograms
 * to one decimal above 0 (4.5 kg).
 */
export function isValidQuantity(unit: ItemUnit, quantity: number): boolean {
  if (!Number.isFinite(quantity) || quantity <= 0) return false;
  if (unit === 'piece') return Number.isInteger(quantity);
  return quantity <= MAX_KG && Math.abs(quantity * 10 - Math.round(quantity * 10)) < 1e-9;
}

/**
 * A quantity as a person reads it: '3' pieces, '4.5 kg'; an estimated weight says so
 * ('about 5 kg (estimate)').
 */
export function quantityInWords(unit: ItemUnit, quantity: number, estimate = false): string {
  if (unit === 'piece') return String(quantity);
  const kg = `${Number.isInteger(quantity) ? quantity : quantity.toFixed(1)} kg`;
  return estimate ? `about ${kg} (estimate)` : kg;
}

/** How much the basket's − and + change an estimated weight. */
export const KG_STEP = 0.5;

/** Under a per-kg line in the basket, checkout and booking: the weight is an estimate. */
export const PER_KG_BASKET_NOTE = 'Estimate: we weigh it at pickup, and the total follows the weighed kilos.';

/** Under the weight field of a per-kg item: what the estimate is for. */
export const PER_KG_ESTIMATE_HINT =
  'About how much your laundry weighs: we weigh it at pickup and you pay for the weighed kilos.';

/** The suffix of an item's price on the price list: '/kg' for a per-kg item, nothing per piece. */
export const itemPriceSuffix = (unit: ItemUnit): '' | '/kg' => (unit === 'kg' ? '/kg' : '');

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
