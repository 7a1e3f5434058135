/**
 * What an item is sold by, and every rule that follows from it: which quantities are allowed, how
 * the basket's − and + step, how a quantity and a price read, and whether staff measure or price
 * the line at pickup. Screens, the server and the messages ask here instead of testing a unit.
 *
 * - piece: whole pieces (a shirt).
 * - pair: whole pairs (sneakers).
 * - kg: kilograms to one decimal, estimated in the basket and weighed at pickup (decision 020).
 * - m2: square metres to one decimal (carpets and rugs), estimated in the basket and measured at
 *   pickup by the same rules as weighing.
 * - job: one piece of work (mending, alteration) the customer describes in a note; its price is a
 *   published "from" price until staff price the job at pickup and the customer accepts it.
 *
 * The rules themselves are unit-rules.ts, re-exported here: the public pages import that file
 * alone, so the words of the basket, the console and jobs stay off them.
 */
import { formatMoney } from './format';
import { ITEM_UNITS, countInWords, isMeasuredAtPickup, isPricedAtPickup, priceInWords, type ItemUnit } from './unit-rules';

export * from './unit-rules';

/** A customer's answer to a job priced at pickup: go ahead, or hand it back undone (costing nothing). */
export const JOB_ANSWERS = ['accepted', 'refused'] as const;
export type JobAnswer = (typeof JOB_ANSWERS)[number];

/**
 * Where a job line stands: staff have yet to price it, the customer has yet to answer the price,
 * or the answer.
 */
export const JOB_STATUSES = ['to_price', 'awaiting_answer', ...JOB_ANSWERS] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The units staff weigh or measure at pickup (kg, m²): the basket holds an estimate. */
export const MEASURED_UNITS = ITEM_UNITS.filter(isMeasuredAtPickup);

/** What an item is sold by, as the console's price list offers it. */
export const UNIT_NAMES: Record<ItemUnit, string> = {
  piece: 'Per piece',
  pair: 'Per pair',
  kg: 'Per kg (weighed at pickup)',
  m2: 'Per m² (measured at pickup)',
  job: 'From a price (a job priced at pickup)',
};

/** The order amounts are summed in: what is measured first, then what is counted. */
const SUMMARY_ORDER: readonly ItemUnit[] = ['kg', 'm2', 'piece', 'pair', 'job'];

/** Amounts of several units, each summed as itself, in one line: '3.5 kg · 4 pieces'. */
export function amountsInWords(lines: readonly { unit: ItemUnit | string; quantity: number }[]): string {
  const sums = new Map<ItemUnit, number>();
  for (const line of lines) {
    const unit = (ITEM_UNITS as readonly string[]).includes(line.unit) ? (line.unit as ItemUnit) : 'piece';
    // Tenths added as whole numbers: 0.1 + 0.2 stays 0.3.
    sums.set(unit, Math.round(((sums.get(unit) ?? 0) + line.quantity) * 10) / 10);
  }
  const words = SUMMARY_ORDER.filter((unit) => sums.has(unit)).map((unit) => countInWords(unit, sums.get(unit)!));
  return words.length ? words.join(' · ') : countInWords('piece', 0);
}

/** Under a measured line in the basket, checkout and booking: what the estimate is. */
const ESTIMATE_NOTES: Partial<Record<ItemUnit, string>> = {
  kg: 'Estimate: we weigh it at pickup, and the total follows the weighed kilos.',
  m2: 'Estimate: we measure it at pickup, and the total follows the measured square metres.',
  job: 'From price: we look at the work at pickup and tell you its price; you accept or refuse it before we start.',
};

/** The note under a line whose total is not final (measured or priced at pickup); none for a piece. */
export const estimateNote = (unit: ItemUnit | string | undefined): string | undefined => ESTIMATE_NOTES[unit as ItemUnit];

/** How staff's measuring of a unit reads on the console: its field, its button, and the done word. */
const MEASURING: Partial<Record<ItemUnit, { field: string; button: string; done: string }>> = {
  kg: { field: 'weighed kg', button: 'Record weight', done: 'Weighed' },
  m2: { field: 'measured m²', button: 'Record size', done: 'Measured' },
};

/** The words of measuring a line of `unit` at pickup (kg: 'weighed kg', 'Record weight', 'Weighed'). */
export const measuringWords = (unit: ItemUnit): { field: string; button: string; done: string } =>
  MEASURING[unit] ?? { field: 'measured', button: 'Record', done: 'Measured' };

/**
 * Beside a measured line whose measure differs from the customer's estimate:
 * 'Weighed at pickup (estimate 5 kg)', 'Measured at pickup (estimate 4 m²)'; nothing otherwise.
 */
export function measuredInWords(unit: ItemUnit, quantity: number, estimated: number | null | undefined): string | undefined {
  if (!isMeasuredAtPickup(unit) || typeof estimated !== 'number' || estimated === quantity) return undefined;
  return `${measuringWords(unit).done} at pickup (estimate ${countInWords(unit, estimated)})`;
}

/** The notes of several lines, once per unit, in the units' order (the checkout and a booking). */
export const estimateNotes = (lines: readonly { unit: ItemUnit | string }[]): string[] =>
  ITEM_UNITS.filter((unit) => lines.some((line) => line.unit === unit))
    .map((unit) => ESTIMATE_NOTES[unit])
    .filter((note): note is string => Boolean(note));

/** Under the quantity field of a measured item: what the estimate is for. */
const ESTIMATE_HINTS: Partial<Record<ItemUnit, string>> = {
  kg: 'About how much your laundry weighs: we weigh it at pickup and you pay for the weighed kilos.',
  m2: 'About how big it is (length × width in metres: a 1.5 m × 3 m rug is 4.5 m²): we measure it at pickup and you pay for the measured square metres.',
  job: 'Say what needs doing: we price the work at pickup and you accept or refuse it before we start.',
};

/** The hint under the basket form's quantity field (or the note field of a job). */
export const estimateHint = (unit: ItemUnit | string | undefined): string | undefined => ESTIMATE_HINTS[unit as ItemUnit];

/** What the basket says when the catalogue changed a line's price since the customer saw it. */
export const priceChangeInWords = (unit: ItemUnit | undefined, was: string | number, now: string | number): string =>
  isPricedAtPickup(unit)
    ? `The "from" price changed from ${formatMoney(was)} to ${formatMoney(now)}.`
    : `Price changed from ${formatMoney(was)} to ${priceInWords(unit, now)}.`;
