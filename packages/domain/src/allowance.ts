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
  /** Pieces when left out; a line is covered only by an allowance counting the same unit. */
  unit?: ItemUnit;
}

/** What is left of one subscription's allowance in the period of the pickup date. */
export interface AllowanceLeft {
  /** The subscription period the units come from. */
  periodId: string;
  packageName: string;
  remaining: number;
  /** Categories the allowance covers (seed: Laundry). */
  categoryIds: readonly string[];
  /** What the allowance counts: pieces (when left out) or kilograms (package-benefits.ts). */
  unit?: ItemUnit;
  /** The month's allowance in all and the noun it counts in, for 'N of M … used this month'. */
  allowance?: number;
  noun?: string;
}

/** How much of one line is covered, and by which subscription. */
export interface LineCover {
  key: string;
  covered: number;
  periodId: string | null;
  packageName: string | null;
  /** Still to pay for the line, two-decimal string. */
  total: string;
  /** How much of the covering allowance is used once the basket is covered: '2 of 2 dry-cleaning pieces used this month'. */
  usage: string | null;
}

/**
 * Covers `lines` from `allowances` (one per counter, in the order they are spent): units of
 * covered categories are taken most expensive first until the allowance runs out; a covered unit
 * costs 0, the rest is charged at its unit price. Pieces come from allowances counting pieces,
 * kilograms from those counting kilograms. A line is covered by one subscription only (so
 * the booking can say 'Covered by Solo: 3 shirts'); a second subscription picks up where the
 * first ran out on the next lines.
 */
export function coverAllowance(lines: readonly CoverableLine[], allowances: readonly AllowanceLeft[]): LineCover[] {
  // Counted in tenths, so that kilograms (one decimal) and pieces take the same arithmetic.
  const left = allowances.map((a) => ({ ...a, tenths: Math.round(a.remaining * 10) }));
  const byPrice = [...lines].sort((a, b) => toPesewas(b.unitPrice) - toPesewas(a.unitPrice) || a.key.localeCompare(b.key));
  const covers = new Map<string, { covered: number; from: (typeof left)[number] | null }>();
  for (const line of byPrice) {
    const unit = line.unit ?? 'piece';
    const allowance = left.find((a) => a.tenths > 0 && (a.unit ?? 'piece') === unit && a.categoryIds.includes(line.categoryId));
    const covered = allowance ? Math.min(allowance.tenths, Math.round(line.quantity * 10)) : 0;
    if (allowance) allowance.tenths -= covered;
    covers.set(line.key, { covered: covered / 10, from: covered ? allowance! : null });
  }
  return lines.map((line) => {
    const { covered, from } = covers.get(line.key)!;
    const paidTenths = Math.round(line.quantity * 10) - Math.round(covered * 10);
    return {
      key: line.key,
      covered,
      periodId: from?.periodId ?? null,
      packageName: from?.packageName ?? null,
      total: fromPesewas(Math.round((toPesewas(line.unitPrice) * paidTenths) / 10)),
      usage:
        from && from.allowance !== undefined && from.noun
          ? usedThisMonth(from.allowance - from.tenths / 10, from.allowance, from.noun)
          : null,
    };
  });
}

/** '2 of 2 dry-cleaning pieces used this month': how much of a month's allowance is spent. */
export function usedThisMonth(used: number, allowance: number, noun: string): string {
  const count = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return `${count(used)} of ${count(allowance)} ${noun} used this month`;
}

/** 'Covered by Solo: 3 shirts' for a line of a booking or a basket. */
export function coverInWords(packageName: string, covered: number, itemName: string): string {
  return `Covered by ${packageName}: ${covered} × ${itemName}`;
}

/** 'N of M items left until {date}' under a subscription's bar. */
export function allowanceInWords(remaining: number, allowance: number, until: string): string {
  return `${remaining} of ${allowance} items left until ${until}`;
}
