/**
 * A quote from the calculator on /get-quote handed to the customer app as a link:
 * `/app/basket?quote=[["Laundry","Shirt",3],…]` (URL-encoded). The link is all the public page
 * needs (no app code there); it survives the sign-in doors, which keep the path asked for in
 * `?next=`; the basket screen reads it, puts the lines in the basket and drops it from the address.
 *
 * Lines name their item by category and name, not by id: a page built from the seed catalogue
 * has ids of its own, and the live refresh keeps the built list when only the ids differ
 * (src/site/catalogue/use-live-list.ts). An item's name is unique within its category.
 */
import { paths } from './paths';

/** The query parameter that carries the quote. */
export const QUOTE_PARAM = 'quote';

/** Most pieces of one item a basket entry holds (the API's limit; kilos and m² have lower ones, the API's to say). */
const MAX_QUANTITY = 1000;
/** Most lines a link carries: the catalogue's whole list, with room to spare. */
const MAX_LINES = 100;

/** One line of a handed-over quote: which item (its category's name and its own) and how many. */
export interface QuotedItem {
  category: string;
  name: string;
  quantity: number;
}

/** The basket link carrying the quote's lines. */
export function quoteHandOffPath(lines: readonly { name: string; category: { name: string }; quantity: number }[]): string {
  const quote = JSON.stringify(lines.map((line) => [line.category.name, line.name, line.quantity]));
  return `${paths.app.basket}?${QUOTE_PARAM}=${encodeURIComponent(quote)}`;
}

const isLine = (value: unknown): value is [string, string, number] =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'string' &&
  value[1].trim() !== '' &&
  typeof value[2] === 'number' &&
  // Whole pieces and pairs, or tenths of a kilo or square metre (the API checks the item's unit).
  Number.isInteger(Math.round(value[2] * 10)) &&
  Math.abs(value[2] * 10 - Math.round(value[2] * 10)) < 1e-9 &&
  value[2] > 0 &&
  value[2] <= MAX_QUANTITY;

/**
 * The quote a location's search carries: its well-formed lines only (a category, a name and a
 * quantity above 0 in tenths, at most 1000), an item named twice counted once, at most 100 lines; nothing
 * when the parameter is missing or not a quote.
 */
export function quoteFromSearch(search: string | undefined): QuotedItem[] {
  const quote = new URLSearchParams(search ?? '').get(QUOTE_PARAM);
  if (!quote) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(quote);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: QuotedItem[] = [];
  for (const value of parsed) {
    if (!isLine(value)) continue;
    const [category, name, quantity] = value;
    if (lines.some((line) => sameItem(line, { category, name }))) continue;
    lines.push({ category, name, quantity });
    if (lines.length === MAX_LINES) break;
  }
  return lines;
}

/** True when two lines name the same item (names compared without case or outer spaces). */
export function sameItem(a: { category: string; name: string }, b: { category: string; name: string }): boolean {
  const same = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();
  return same(a.category, b.category) && same(a.name, b.name);
}
