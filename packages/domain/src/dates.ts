/**
 * Calendar dates in Accra, where the business is. Africa/Accra is UTC+0 with no daylight saving
 * today, but "today" is still computed through the time zone database so a server running in any
 * zone, or a future change of Ghana's offset, gives the customer's date and not the server's.
 */

/** The business's time zone. */
export const BUSINESS_TIME_ZONE = 'Africa/Accra';

// Made on first use: creating an Intl formatter loads time-zone data, which a public page that
// never asks for today's date should not pay for at start.
let accraDay: Intl.DateTimeFormat | undefined;

/** Today's date in Accra as 'YYYY-MM-DD' (the server's rule and a date input's `min` alike). */
export function todayInAccra(now: Date = new Date()): string {
  accraDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = accraDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The same day `months` later; a day the later month does not have becomes its last day
 * (31 January + 1 month = 28 or 29 February), as a customer counts a month.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** The date `days` after `date` (both 'YYYY-MM-DD'; negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
