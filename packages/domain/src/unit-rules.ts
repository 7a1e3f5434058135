/**
 * The rule of each unit an item is sold by (units.ts says what each is): which quantities are
 * allowed, how the basket's − and + step, and how a quantity and a price read. Apart from units.ts
 * so the public pages (the price list, the quote) load these rules and not the basket's, the
 * console's and the jobs' words; units.ts re-exports every one, and everything else imports there.
 */
import { MAX_KG } from './catalogue';
import { formatMoney } from './format';

/** The units an item may be sold by. */
export const ITEM_UNITS = ['piece', 'kg', 'pair', 'm2', 'job'] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

export { MAX_KG };

/** The most square metres one basket line may estimate or one measuring may record. */
export const MAX_M2 = 200;

/** Most pieces (or pairs) of one item a line holds: far above any real order. */
export const MAX_COUNT = 1000;

interface UnitRule {
  /** What − and + add or take away (0: the quantity is fixed). */
  step: number;
  /** The least a line may hold. */
  min: number;
  max: number;
  /** Whole units only (pieces, pairs, jobs) or tenths (kilograms, square metres). */
  whole: boolean;
  /** Staff weigh or measure the line at pickup; until then its quantity is the customer's estimate. */
  measured: boolean;
  /** Staff price the line at pickup, within its published "from" price. */
  pricedAtPickup: boolean;
  /** The unit after a number: ' kg', ' m²'; pieces and pairs are counted in words. */
  symbol?: string;
  /** The unit in words, one and many: ['piece', 'pieces']. */
  noun: readonly [string, string];
  /** The price in words beside the amount: 'per kg'; nothing for a piece on the price list. */
  per: string;
  /** The label of the quantity field of the basket's form. */
  field: string;
  /** What a quantity the unit refuses reads (400 on `quantity`, and the form). */
  invalid: string;
}

const RULES: Record<ItemUnit, UnitRule> = {
  piece: {
    step: 1, min: 1, max: MAX_COUNT, whole: true, measured: false, pricedAtPickup: false,
    noun: ['piece', 'pieces'], per: 'each', field: 'Quantity',
    invalid: 'Pieces are counted whole: enter a whole number.',
  },
  pair: {
    step: 1, min: 1, max: MAX_COUNT, whole: true, measured: false, pricedAtPickup: false,
    noun: ['pair', 'pairs'], per: 'per pair', field: 'Pairs',
    invalid: 'Pairs are counted whole: enter a whole number.',
  },
  kg: {
    step: 0.5, min: 0.5, max: MAX_KG, whole: false, measured: true, pricedAtPickup: false, symbol: 'kg',
    noun: ['kilogram', 'kilograms'], per: 'per kg', field: 'Estimated weight (kg)',
    invalid: 'Enter the weight in kg, above 0 and with at most one decimal (4.5).',
  },
  m2: {
    step: 0.5, min: 0.5, max: MAX_M2, whole: false, measured: true, pricedAtPickup: false, symbol: 'm²',
    noun: ['square metre', 'square metres'], per: 'per m²', field: 'Estimated size (m²)',
    invalid: 'Enter the size in m², above 0 and with at most one decimal (4.5).',
  },
  job: {
    step: 0, min: 1, max: 1, whole: true, measured: false, pricedAtPickup: true,
    noun: ['job', 'jobs'], per: 'from', field: 'Jobs',
    invalid: 'A job is booked once: its quantity is 1.',
  },
};

/** The rule of one unit (an unknown unit from an older row reads as a piece). */
const ruleOf = (unit: string | undefined): UnitRule => RULES[(unit ?? 'piece') as ItemUnit] ?? RULES.piece;

/** True when staff weigh or measure lines of `unit` at pickup (their quantity is an estimate until then). */
export const isMeasuredAtPickup = (unit: string | undefined): boolean => ruleOf(unit).measured;

/** True when staff set the price of lines of `unit` at pickup (a job: "from" price until then). */
export const isPricedAtPickup = (unit: string | undefined): boolean => ruleOf(unit).pricedAtPickup;

/** True when lines of `unit` are counted in whole units (pieces, pairs, jobs). */
export const isCounted = (unit: string | undefined): boolean => ruleOf(unit).whole;

/** What the basket's − and + change a quantity by; 0 when it is fixed (a job). */
export const quantityStep = (unit: string | undefined): number => ruleOf(unit).step;

/** The least and most a line of `unit` may hold. */
export const quantityRange = (unit: string | undefined): { min: number; max: number } => {
  const rule = ruleOf(unit);
  return { min: rule.min, max: rule.max };
};

/** The label of the quantity field for `unit`: 'Quantity', 'Pairs', 'Estimated weight (kg)'. */
export const quantityLabel = (unit: string | undefined): string => ruleOf(unit).field;

/** What a refused quantity of `unit` reads. */
export const invalidQuantityMessage = (unit: string | undefined): string => ruleOf(unit).invalid;

/**
 * True when `quantity` is allowed for an item sold by `unit`: whole pieces and pairs from 1, one
 * job, or kilograms and square metres to one decimal above 0 (4.5), within the unit's most.
 */
export function isValidQuantity(unit: ItemUnit, quantity: number): boolean {
  const rule = ruleOf(unit);
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity > rule.max) return false;
  if (rule.whole) return Number.isInteger(quantity) && quantity >= rule.min;
  return Math.abs(quantity * 10 - Math.round(quantity * 10)) < 1e-9;
}

/** A number as a quantity reads: whole, or with its one decimal (4.5). */
const figure = (quantity: number): string => (Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(1));

/** A count with its noun: '1 piece', '4 pieces', '2 pairs', '3.5 kg', '4.5 m²'. */
export function countInWords(unit: ItemUnit, quantity: number): string {
  const rule = ruleOf(unit);
  if (rule.symbol) return `${figure(quantity)} ${rule.symbol}`;
  return `${figure(quantity)} ${quantity === 1 ? rule.noun[0] : rule.noun[1]}`;
}

/**
 * A line's quantity as a person reads it beside the item: '3' pieces (the column says what they
 * are), '2 pairs', '4.5 kg', '1 job'; an estimate says so ('about 5 kg (estimate)').
 */
export function quantityInWords(unit: ItemUnit, quantity: number, estimate = false): string {
  if (unit === 'piece' || !ITEM_UNITS.includes(unit)) return String(quantity);
  const words = countInWords(unit, quantity);
  return estimate && isMeasuredAtPickup(unit) ? `about ${words} (estimate)` : words;
}

/**
 * A price with its unit: 'GHC 12.00 each', 'GHC 40.00 per pair', 'GHC 15.00 per kg',
 * 'GHC 25.00 per m²', 'from GHC 30.00' (a job priced at pickup).
 */
export function priceInWords(unit: ItemUnit | undefined, price: string | number): string {
  const rule = ruleOf(unit);
  return rule.pricedAtPickup ? `${rule.per} ${formatMoney(price)}` : `${formatMoney(price)} ${rule.per}`;
}

/** A price as the price list shows it: a piece's bare amount, every other unit in words. */
export const listedPrice = (unit: ItemUnit | undefined, price: string | number): string =>
  (unit ?? 'piece') === 'piece' ? formatMoney(price) : priceInWords(unit, price);

/** Beside a job not priced yet (the quote, the booking). */
export const JOB_TO_PRICE = 'We price this job when we collect it.';
