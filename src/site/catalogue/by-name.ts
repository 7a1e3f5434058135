/**
 * Catalogue order for the pricing tables and the quote picker: by name, A to Z, ignoring case.
 * A plain comparison: `localeCompare` with a locale builds a collator on every call, which made
 * sorting fifty items a visible pause on a phone.
 */
export function byName(a: { name: string }, b: { name: string }): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
