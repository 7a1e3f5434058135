/**
 * The quote calculator's rules (SPEC §2): an item is added with quantity 1 and adding it again is
 * ignored; plus and minus change the quantity in the item's unit (a piece or pair at a time, half a
 * kilo or square metre), never below 1 (SPEC §5); remove deletes the line; the total is the sum of
 * price x quantity, computed in pesewas (a job counts at its "from" price).
 */
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { quantityRange, quantityStep } from '@laundry-accra/domain/unit-rules';
import type { CatalogueItem } from '@/site/catalogue/catalogue-types';

/** A line of the quote (SPEC §3: the item's fields plus quantity). */
export interface QuoteLine extends CatalogueItem {
  quantity: number;
}

/** The smallest quantity a line can have (SPEC §5: quote quantity minimum is 1). */
export const MIN_QUANTITY = 1;

export type QuoteAction =
  | { type: 'add'; item: CatalogueItem }
  | { type: 'increment'; id: string }
  | { type: 'decrement'; id: string }
  | { type: 'remove'; id: string };

/** The next quote after an action. */
export function quoteReducer(lines: readonly QuoteLine[], action: QuoteAction): QuoteLine[] {
  switch (action.type) {
    case 'add':
      if (lines.some((line) => line.id === action.item.id)) return [...lines];
      return [...lines, { ...action.item, quantity: MIN_QUANTITY }];
    case 'increment':
      return lines.map((line) =>
        line.id === action.id ? { ...line, quantity: Math.min(quantityRange(line.unit).max, line.quantity + quantityStep(line.unit)) } : line,
      );
    case 'decrement':
      return lines.map((line) =>
        line.id === action.id ? { ...line, quantity: Math.max(MIN_QUANTITY, line.quantity - quantityStep(line.unit)) } : line,
      );
    case 'remove':
      return lines.filter((line) => line.id !== action.id);
  }
}

/** One line's price x quantity, as a two-decimal string. */
export const lineAmount = (line: QuoteLine): string => fromPesewas(Math.round(toPesewas(line.price) * line.quantity));

/** The quote's total, as a two-decimal string ('0.00' when empty). */
export function quoteTotal(lines: readonly QuoteLine[]): string {
  return fromPesewas(lines.reduce((sum, line) => sum + Math.round(toPesewas(line.price) * line.quantity), 0));
}
