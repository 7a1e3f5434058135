import { BUSINESS_TIME_ZONE } from '@laundry-accra/domain/dates';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as staff read it, in Accra's time whatever the device's zone: '24 Nov 2026, 08:15'. */
export function formatAccraTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

const dayFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A calendar day ('2026-11-24') as the board and the table show it, short enough for one line:
 * '24 Nov 2026'. The day is read as written (UTC), never shifted by the device's zone.
 */
export function formatDay(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dayFormatter.format(date);
}
