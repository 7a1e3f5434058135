/**
 * How the product writes dates and money, in one place for the site and the app: dates as
 * 'Month day, year' (SPEC §9) and money in Ghana cedis, formatted the en-US way.
 *
 * Written out by hand rather than with Intl: the first Intl date or currency formatter a page
 * creates loads locale and time-zone data, tens of milliseconds of blocked main thread on a phone
 * at page start, for output this simple.
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Parses an API date ('2024-03-05' or an ISO timestamp); a date-only value is that calendar day. */
export function parseApiDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/*
 * Accra keeps GMT all year (no daylight saving), so the UTC calendar day is Accra's day, and
 * every customer sees the same date wherever their device thinks it is.
 */

/** 'March 5, 2024'; an empty string for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseApiDate(value);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : '';
}

function toAmount(value: string | number): number {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
}

/** '1,250.50': the amount to the pesewa (half away from zero), thousands grouped with commas. */
function grouped(amount: number): string {
  const pesewas = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(pesewas / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(pesewas % 100).padStart(2, '0')}`;
}

const sign = (amount: number) => (amount < 0 ? '-' : '');

/**
 * 'GHC 1,250.00': how the app and the price tables show money. A non-breaking space follows the
 * code, so an amount never wraps away from its currency.
 */
export function formatMoney(value: string | number): string {
  const amount = toAmount(value);
  return `${sign(amount)}GHC\u00a0${grouped(amount)}`;
}

/** '1,250.00': an amount in a table whose heading already names the currency. */
export function formatAmount(value: string | number): string {
  const amount = toAmount(value);
  return `${sign(amount)}${grouped(amount)}`;
}


const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

/**
 * 'Nov 24, 2026, 9:41 AM': a moment as Accra's clocks showed it (GMT all year, see above), for
 * the steps of a booking's timeline; an empty string for a missing or unreadable one.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseApiDate(value);
  if (!date) return '';
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes}\u00a0${hours < 12 ? 'AM' : 'PM'}`;
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${clock}`;
}

// Phones: their own module, small enough for the public pages' WhatsApp button to carry.
export { GHANA_CALLING_CODE, formatPhone, internationalPhoneDigits } from './phone';
