/**
 * A quote from the calculator on /get-quote handed to the customer app as a link:
 * `/app/basket?quote=<item id>*<quantity>,…`. The link is all the public page needs (no app code
 * there); it survives the sign-in doors, which keep the path asked for in `?next=`; the basket
 * screen reads it, puts the lines in the basket and drops it from the address.
 */
import { isUuid } from '@laundry-accra/domain/rules';
import { paths } from './paths';

/** The query parameter that carries the quote. */
export const QUOTE_PARAM = 'quote';

/** Most pieces of one item a basket entry holds (the API's limit). */
const MAX_QUANTITY = 1000;
/** Most lines a link carries: the catalogue's whole list, with room to spare. */
const MAX_LINES = 100;

/** One line of a handed-over quote: a catalogue item's id and how many. */
export interface QuoteHandOffLine {
  item: string;
  quantity: number;
}

/** The basket link carrying the quote's lines. */
export function quoteHandOffPath(lines: readonly { id: string; quantity: number }[]): string {
  const quote = lines.map((line) => `${line.id}*${line.quantity}`).join(',');
  return `${paths.app.basket}?${QUOTE_PARAM}=${encodeURIComponent(quote)}`;
}

/**
 * The quote a location's search carries: its well-formed lines only (an item id and a whole
 * quantity from 1 to 1000), an item named twice counted once, at most 100 lines.
 */
export function quoteFromSearch(search: string | undefined): QuoteHandOffLine[] {
  const quote = new URLSearchParams(search ?? '').get(QUOTE_PARAM);
  if (!quote) return [];
  const lines: QuoteHandOffLine[] = [];
  for (const part of quote.split(',')) {
    const [item = '', count = ''] = part.split('*');
    const quantity = /^\d{1,4}$/.test(count) ? Number(count) : 0;
    if (!isUuid(item) || quantity < 1 || quantity > MAX_QUANTITY) continue;
    if (lines.some((line) => line.item === item)) continue;
    lines.push({ item, quantity });
    if (lines.length === MAX_LINES) break;
  }
  return lines;
}
