/**
 * Pickup and delivery: what a booking pays for being collected and brought back. The site
 * promises free pickup from 5 kg, and the monthly packages give a number of free pickups a month
 * (package-benefits.ts); every other booking pays the branch's pickup fee. One rule for the server (checkout and
 * weighing decide), the app (the checkout shows it before Submit) and the console.
 * Decision 022-pickup-fee.md explains it.
 */
import type { ItemUnit } from './catalogue';
import { MAX_KG } from './catalogue';
import { formatMoney } from './format';
import { fromPesewas, toPesewas } from './money';
import type { Handover } from './handover';

/** How the fee is named on every screen, email and ticket. */
export const PICKUP_FEE_NAME = 'Pickup and delivery';

/** The fee's name for a booking: a booking collected at the branch pays for its pickup only. */
export const pickupFeeName = (handover: Handover | undefined): string =>
  handover === 'collection' ? 'Pickup' : PICKUP_FEE_NAME;

/** The seed's setting of a branch (and of a branch no admin has set yet). */
export const PICKUP_DEFAULTS = { fee: '10.00', freeFromKg: 5 } as const;

/** The back office's limits on the setting. */
export const PICKUP_LIMITS = { maxFee: '500.00', maxFreeFromKg: MAX_KG } as const;

/** The messages of the setting, as the API answers them. */
export const PICKUP_MESSAGES = {
  fee: `Enter a fee from 0.00 (always free) to ${PICKUP_LIMITS.maxFee}, with two decimals at most.`,
  freeFromKg: `Enter a weight above 0 and at most ${PICKUP_LIMITS.maxFreeFromKg} kg, with one decimal at most.`,
} as const;

/** A branch's pickup fee and the weight from which pickup is free. */
export interface PickupTerms {
  /** Two-decimal string; '0.00' makes pickup always free. */
  fee: string;
  /** Kilograms (one decimal) of per-kg laundry from which the fee is dropped. */
  freeFromKg: number;
}

/** A booking or basket line as the rule sees it. */
export interface PickupLine {
  /** Pieces when left out. */
  unit?: ItemUnit | string;
  /** Pieces, or kilograms: estimated until weighed, then weighed. */
  quantity: number;
}

/** Why a booking pays no pickup fee: its weight, its package, or a branch that charges none. */
export type FreePickupReason = 'weight' | 'package' | 'no-fee';

export interface PickupFee {
  /** What the booking pays for pickup and delivery, two-decimal string. */
  fee: string;
  /** Why it is free, or null when the fee is charged. */
  free: FreePickupReason | null;
  /** The per-kg lines' kilograms in all. */
  kg: number;
  /** Kilograms still to add for free pickup, when the fee is charged (else 0). */
  kgToFree: number;
}

/**
 * The branch's fee in its two parts: collecting the laundry (pickup) and bringing it back
 * (delivery). Delivery is half the fee, rounded down to the pesewa; pickup is the rest, so the
 * parts always add up to the fee. The one place the fee is split (decision 072).
 */
export function feeParts(fee: string): { pickup: string; delivery: string } {
  const pesewas = toPesewas(fee);
  const delivery = Math.floor(pesewas / 2);
  return { pickup: fromPesewas(pesewas - delivery), delivery: fromPesewas(delivery) };
}

/**
 * The terms a booking is charged under for how it comes back: the whole fee when delivered, the
 * pickup part alone when the customer collects it at the branch. Every fee of a booking (checkout,
 * weighing, a changed choice) is worked out on these terms.
 */
export function handoverTerms(terms: PickupTerms, handover: Handover): PickupTerms {
  return handover === 'collection' ? { ...terms, fee: feeParts(terms.fee).pickup } : terms;
}

/** Kilograms in tenths, so that 2.1 + 2.9 is 5.0 and not 4.999…. */
const tenths = (kg: number) => Math.round(kg * 10);

/** True when `value` is a fee the back office may set ('0.00' to PICKUP_LIMITS.maxFee, 2 decimals). */
export function isValidPickupFee(value: string): boolean {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return false;
  return toPesewas(value) <= toPesewas(PICKUP_LIMITS.maxFee);
}

/** True when `value` is a free-from weight the back office may set (above 0, one decimal). */
export function isValidFreeFromKg(value: number): boolean {
  return (
    Number.isFinite(value) && value > 0 && value <= PICKUP_LIMITS.maxFreeFromKg && Math.abs(value * 10 - tenths(value)) < 1e-9
  );
}

/**
 * The pickup fee of a booking with `lines` under `terms`: the fee, unless the branch charges
 * none, the lines sold by the kilo weigh at least `terms.freeFromKg` in all, or the booking
 * spends one of its package's free pickups (`withFreePickup`: package-benefits.ts decides when).
 * Checkout counts the estimated kilograms, weighing the weighed ones.
 */
export function pickupFee(lines: readonly PickupLine[], terms: PickupTerms, withFreePickup = false): PickupFee {
  const kgTenths = lines.filter((line) => line.unit === 'kg').reduce((sum, line) => sum + tenths(line.quantity), 0);
  const kg = kgTenths / 10;
  const free = (reason: FreePickupReason): PickupFee => ({ fee: '0.00', free: reason, kg, kgToFree: 0 });
  if (toPesewas(terms.fee) === 0) return free('no-fee');
  if (kgTenths >= tenths(terms.freeFromKg)) return free('weight');
  if (withFreePickup) return free('package');
  return { fee: fromPesewas(toPesewas(terms.fee)), free: null, kg, kgToFree: (tenths(terms.freeFromKg) - kgTenths) / 10 };
}

/** '5 kg', '4.5 kg': a threshold or a weight as the fee's words write it. */
const kgInWords = (kg: number) => `${Number.isInteger(kg) ? kg : kg.toFixed(1)} kg`;

/**
 * The fee's line on the checkout, a booking and a receipt: 'GHC 10.00' or 'Free (5 kg or
 * more)', 'Free with your package'.
 */
export function pickupFeeInWords(result: Pick<PickupFee, 'fee' | 'free'>, freeFromKg: number = PICKUP_DEFAULTS.freeFromKg): string {
  switch (result.free) {
    case 'weight':
      return `Free (${kgInWords(freeFromKg)} or more)`;
    case 'package':
      return 'Free with your package';
    case 'no-fee':
      return 'Free';
    default:
      return formatMoney(result.fee);
  }
}

/**
 * What the customer reads under the fee before checkout, or null when there is nothing to add:
 * 'Add 1.5 kg of wash and fold by the kilo for free pickup (free from 5 kg).'
 */
export function freePickupHint(result: PickupFee, freeFromKg: number): string | null {
  if (result.free || result.kgToFree <= 0) return null;
  return result.kg > 0
    ? `Add ${kgInWords(result.kgToFree)} more by the kilo and pickup is free (free from ${kgInWords(freeFromKg)}).`
    : `Pickup is free from ${kgInWords(freeFromKg)} of laundry by the kilo, or with a monthly package.`;
}

/**
 * A booking's pickup line as screens, the ticket and the emails write it: the fee, or why it is
 * free ('Free with your package' when a package covers a line, else 'Free (5 kg or more)' at the
 * weight it was booked under). Null for a booking with no fee to charge (made before pickup
 * fees, or at a branch that charged none): it shows no line.
 */
export function bookingPickupInWords(
  booking: { pickup_fee?: string | null; free_pickup_from_kg?: number | null },
  /** The booking spent one of its package's free pickups (`pickup_free_with_package`). */
  coveredByPackage: boolean,
): string | null {
  if (booking.pickup_fee && toPesewas(booking.pickup_fee) > 0) return formatMoney(booking.pickup_fee);
  if (booking.free_pickup_from_kg === null || booking.free_pickup_from_kg === undefined) return null;
  return pickupFeeInWords({ fee: '0.00', free: coveredByPackage ? 'package' : 'weight' }, booking.free_pickup_from_kg);
}
