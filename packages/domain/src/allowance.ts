/**
 * A monthly package's allowance: how many items of the categories it covers a subscriber sends
 * in one period without paying for them. One rule for the server's checkout (which decides) and
 * the basket (which shows what will be covered before checkout).
 *
 * Order of covering: most expensive first (decision 013). The home page sells the
 * packages as "up to 40 items a month": the customer counts items, not cedis, so when a basket
 * holds more items than the allowance left, the covered ones are the ones that would cost the
 * most; what remains to pay is the smallest it can be, and the customer is never surprised that
 * a cheap shirt was covered while a duvet was charged.
 */
import type { ItemUnit } from './catalogue';
import { fromPesewas, toPesewas } from './money';

/** The order lines are covered in; shown to customers beside the basket's cover. */
export const COVER_ORDER = 'most-expensive-first' as const;
/** How the order reads on screen. */
export const COVER_ORDER_IN_WORDS = 'Your package covers the most expensive items first.';

/** A basket line as the allowance sees it. */
export interface CoverableLine {
  /** The line's key (basket entry id); the result is keyed the same way. */
  key: string;
  categoryId: string;
  unitPrice: string;
  quantity: number;
  /** A line sold by the kilo is never covered: an allowance counts items. Pieces when left out. */
  unit?: ItemUnit;
}

/** What is left of one subscription's allowance in the period of the pickup date. */
export interface AllowanceLeft {
  /** The subscription period the units come from. */
  periodId: string;
  packageName: string;
  remaining: number;
  /** Categories the package covers (seed: Laundry). */
  categoryIds: readonly string[];
}

/** How much of one line is covered, and by which subscription. */
export interface LineCover {
  key: string;
  covered: number;
  periodId: string | null;
  packageName: string | null;
  /** Still to pay for the line, two-decimal string. */
  total: string;
}

/**
 * Covers `lines` from `allowances` (one per subscription, in the order they are spent): units of
 * covered categories are taken most expensive first until the allowance runs out; a covered unit
 * costs 0, the rest is charged at its unit price. A line is covered by one subscription only (so
 * the booking can say 'Covered by Solo: 3 shirts'); a second subscription picks up where the
 * first ran out on the next lines.
 */
export function coverAllowance(lines: readonly CoverableLine[], allowances: readonly AllowanceLeft[]): LineCover[] {
  const left = allowances.map((a) => ({ ...a }));
  const byPrice = [...lines].sort((a, b) => toPesewas(b.unitPrice) - toPesewas(a.unitPrice) || a.key.localeCompare(b.key));
  const covers = new Map<string, { covered: number; periodId: string | null; packageName: string | null }>();
  for (const line of byPrice) {
    const allowance =
      line.unit === 'kg' ? undefined : left.find((a) => a.remaining > 0 && a.categoryIds.includes(line.categoryId));
    const covered = allowance ? Math.min(allowance.remaining, line.quantity) : 0;
    if (allowance) allowance.remaining -= covered;
    covers.set(line.key, {
      covered,
      periodId: covered ? allowance!.periodId : null,
      packageName: covered ? allowance!.packageName : null,
    });
  }
  return lines.map((line) => {
    const cover = covers.get(line.key)!;
    return { key: line.key, ...cover, total: fromPesewas(toPesewas(line.unitPrice) * (line.quantity - cover.covered)) };
  });
}

/** 'Covered by Solo: 3 shirts' for a line of a booking or a basket. */
export function coverInWords(packageName: string, covered: number, itemName: string): string {
  return `Covered by ${packageName}: ${covered} × ${itemName}`;
}

/** 'N of M items left until {date}' under a subscription's bar. */
export function allowanceInWords(remaining: number, allowance: number, until: string): string {
  return `${remaining} of ${allowance} items left until ${until}`;
}
