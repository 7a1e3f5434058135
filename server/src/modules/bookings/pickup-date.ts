/** The pickup date rule of checkout and booking edits: a real date, today or later in Accra. */
import { isCalendarDate, todayInAccra } from '@laundry-accra/domain/dates';

export const PICKUP_DATE_FORMAT_MESSAGE = 'Enter the pickup date as YYYY-MM-DD.';
export const PICKUP_DATE_PAST_MESSAGE = 'The pickup date cannot be in the past.';

/** Why `value` cannot be a pickup date, or undefined when it can. */
export function pickupDateProblem(value: string, now: Date = new Date()): string | undefined {
  if (!isCalendarDate(value)) return PICKUP_DATE_FORMAT_MESSAGE;
  // 'YYYY-MM-DD' strings compare in calendar order.
  if (value < todayInAccra(now)) return PICKUP_DATE_PAST_MESSAGE;
  return undefined;
}
