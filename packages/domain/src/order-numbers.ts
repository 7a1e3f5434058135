/**
 * Order numbers: the short, sequential number of a booking (ADM-10001, ADM-10002, …) that staff
 * write on the bag and customers quote on the phone. The database allocates the number; this is
 * how it is written and read back.
 */

/** The first booking's number; the database's sequence starts here. */
export const FIRST_ORDER_NUMBER = 10001;

/** What goes before the number, after the business's name (Adom). */
export const ORDER_NUMBER_PREFIX = 'ADM-';

/** The number as people read it: 10042 → 'ADM-10042'. */
export const formatOrderNumber = (orderNumber: number): string =>
  `${ORDER_NUMBER_PREFIX}${orderNumber}`;

/**
 * The number in a search box's text, if the text is one: 'ADM-10042', 'adm 10042', '#10042' and
 * '10042' all give 10042; anything else (a name, an email, a phone number) gives undefined.
 */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^\s*(?:adm[-\s]?|#)?(\d{1,9})\s*$/i.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return value >= FIRST_ORDER_NUMBER ? value : undefined;
}
