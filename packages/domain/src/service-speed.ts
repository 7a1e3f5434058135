/**
 * Standard or Same-Day Express: how fast a booking is cleaned, when it is ready, what Express
 * costs and when it is offered. The rules live here once for the server (checkout, slots,
 * reschedules), the app (the checkout dialog) and the console (the board's at-risk flag).
 * Times are Accra's (UTC+0 all year); decision 017-ready-by.md explains the rule.
 */
import { addDays } from './dates';
import { fromPesewas, toPesewas } from './money';
import { minutesOf, weekdayOf } from './pickup-windows';

/** The speeds a booking is cleaned at. */
export const SERVICE_SPEEDS = ['standard', 'express'] as const;
export type ServiceSpeed = (typeof SERVICE_SPEEDS)[number];

/** How each speed is named on every screen, email and ticket. */
export const SERVICE_SPEED_NAMES: { readonly [S in ServiceSpeed]: string } = {
  standard: 'Standard',
  express: 'Same-Day Express',
};

/** What each speed promises, as the site says it. */
export const SERVICE_SPEED_PROMISES: { readonly [S in ServiceSpeed]: string } = {
  standard: 'Ready in 48 to 72 hours',
  express: 'Ready within 24 hours',
};

/** Hours from the end of the pickup window to an Express booking's ready time. */
export const EXPRESS_HOURS = 24;
/** Open days after the pickup day a Standard booking is ready (48 hours, more over closed days). */
export const STANDARD_OPEN_DAYS = 2;
/** An order is at risk when it is due within this many hours and not yet being packed. */
export const AT_RISK_HOURS = 4;
/** The back office's limits on the Express settings. */
export const EXPRESS_LIMITS = { maxSurchargePercent: 300, maxDailyCapacity: 200 } as const;
/** The seed's Express settings of a branch (and of a branch no admin has set yet). */
export const EXPRESS_DEFAULTS = { surchargePercent: 50, dailyCapacity: 8 } as const;

/** The messages of Express, as the API answers them. */
export const SERVICE_SPEED_MESSAGES = {
  speed: "Choose 'standard' or 'express'.",
  doesNotFit:
    'Same-Day Express is not offered for that pickup window: 24 hours later the branch is closed. Choose an earlier window or Standard.',
  full: 'Same-Day Express is full on that day; choose Standard or another day.',
  surcharge: `Enter a surcharge from 0 to ${EXPRESS_LIMITS.maxSurchargePercent} per cent.`,
  capacity: `Enter a number of Express bookings from 0 to ${EXPRESS_LIMITS.maxDailyCapacity}.`,
} as const;

/** One weekday's opening hours, as a branch's week stores them. */
export interface DayHours {
  weekday: number;
  closed: boolean;
  opens_at: string;
  closes_at: string;
}

/** What the ready-by rules need to know of a branch: its week and its closed dates. */
export interface BranchHours {
  hours: readonly DayHours[];
  /** Dates ('YYYY-MM-DD') the branch is closed (public holidays). */
  closures: ReadonlySet<string>;
}

/** The hours of `date`, or undefined when the branch does not open that day. */
function openHoursOn(branch: BranchHours, date: string): DayHours | undefined {
  if (branch.closures.has(date)) return undefined;
  const day = branch.hours.find((h) => h.weekday === weekdayOf(date));
  return day && !day.closed ? day : undefined;
}

const instant = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/**
 * When an Express booking picked up in the window ending at `windowEnd` on `date` is ready: 24
 * hours after the window ends, provided the branch is open at that moment (the next day is
 * neither a closed weekday nor a closure, and the time lies within its hours); else undefined,
 * and Express is not offered for that window.
 */
export function expressReadyBy(branch: BranchHours, date: string, windowEnd: string): Date | undefined {
  const readyDate = addDays(date, EXPRESS_HOURS / 24);
  const day = openHoursOn(branch, readyDate);
  if (!day) return undefined;
  const at = minutesOf(windowEnd);
  if (at < minutesOf(day.opens_at) || at > minutesOf(day.closes_at)) return undefined;
  return instant(readyDate, windowEnd);
}

/** Whether Express fits the window ending at `windowEnd` on `date`. */
export const expressFits = (branch: BranchHours, date: string, windowEnd: string): boolean =>
  expressReadyBy(branch, date, windowEnd) !== undefined;

/**
 * When a Standard booking picked up in the window ending at `windowEnd` on `date` is ready: the
 * same time of day on the second day the branch is open after the pickup day (48 hours, 72 over a
 * Sunday, a day more for each closure between). A time after that day's closing moves to the
 * next open day's opening; one before its opening moves to the opening.
 */
export function standardReadyBy(branch: BranchHours, date: string, windowEnd: string): Date | undefined {
  let day = date;
  let openDays = 0;
  let hours: DayHours | undefined;
  // A branch closed for more than two weeks running gives no ready time (and takes no pickups).
  for (let step = 0; step < 21 && openDays < STANDARD_OPEN_DAYS; step += 1) {
    day = addDays(day, 1);
    hours = openHoursOn(branch, day);
    if (hours) openDays += 1;
  }
  if (!hours || openDays < STANDARD_OPEN_DAYS) return undefined;
  const at = minutesOf(windowEnd);
  if (at < minutesOf(hours.opens_at)) return instant(day, hours.opens_at);
  if (at <= minutesOf(hours.closes_at)) return instant(day, windowEnd);
  for (let step = 0; step < 21; step += 1) {
    day = addDays(day, 1);
    const next = openHoursOn(branch, day);
    if (next) return instant(day, next.opens_at);
  }
  return undefined;
}

/** When a booking of `speed` picked up in the window ending at `windowEnd` on `date` is ready. */
export const readyBy = (speed: ServiceSpeed, branch: BranchHours, date: string, windowEnd: string): Date | undefined =>
  speed === 'express' ? expressReadyBy(branch, date, windowEnd) : standardReadyBy(branch, date, windowEnd);

/** The Express surcharge of `subTotal` at `percent` per cent, to the pesewa (half up). */
export function expressFee(subTotal: string, percent: number): string {
  return fromPesewas(Math.round((toPesewas(subTotal) * percent) / 100));
}

/** The fee a booking of `speed` pays on top of its items. */
export const serviceSpeedFee = (speed: ServiceSpeed, subTotal: string, percent: number): string =>
  speed === 'express' ? expressFee(subTotal, percent) : '0.00';

/**
 * The Express fee after a booking's sub total changes (a per-kg line weighed at pickup): the same
 * share of the new sub total as the customer was charged at checkout, whatever the branch's rate
 * is today. A booking without a fee keeps none.
 */
export function rescaledExpressFee(fee: string, oldSubTotal: string, newSubTotal: string): string {
  const before = toPesewas(oldSubTotal);
  if (toPesewas(fee) === 0 || before === 0) return fee;
  return fromPesewas(Math.round((toPesewas(fee) * toPesewas(newSubTotal)) / before));
}

/**
 * What a booking costs in all: its items' sub total plus the Express fee plus the pickup fee
 * (pickup-delivery.ts). The one place the total is made; the payment amount, the counter payment
 * and every screen follow it.
 */
export function bookingTotal(booking: { sub_total: string; express_fee?: string | null; pickup_fee?: string | null }): string {
  return fromPesewas(
    toPesewas(booking.sub_total) + toPesewas(booking.express_fee ?? '0') + toPesewas(booking.pickup_fee ?? '0'),
  );
}

/** Statuses from which an order is being packed or is done: never at risk. */
const PAST_PACKING = ['packaging', 'ready_for_pickup', 'ready_for_delivery', 'completed', 'cancelled'];

/**
 * Whether an order may miss its ready time: due within AT_RISK_HOURS (or overdue) and not yet
 * being packed.
 */
export function isAtRisk(order: { status: string; ready_by: string | null }, now: Date = new Date()): boolean {
  if (!order.ready_by || PAST_PACKING.includes(order.status)) return false;
  return new Date(order.ready_by).getTime() - now.getTime() < AT_RISK_HOURS * 3_600_000;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Thu, Nov 26 · 12:00': a ready time in Accra, as every screen and email shows it. */
export function formatReadyBy(value: string | Date | null | undefined): string {
  if (!value) return '';
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return '';
  const time = at.toISOString().slice(11, 16);
  return `${DAYS[at.getUTCDay()]}, ${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()} · ${time}`;
}
