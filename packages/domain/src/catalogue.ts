/** The two categories of the price list, in the order the pricing page shows them. */
export const ITEM_CATEGORIES = ['Laundry', 'Dry Cleaning'] as const;

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
