/** The month a subscription covers, in Accra's calendar. */
import { addMonths, todayInAccra } from '@laundry-accra/domain/dates';

/** How long one subscription runs. */
export const SUBSCRIPTION_MONTHS = 1;

/**
 * The month a subscription covers, starting today in Accra: set when the customer subscribes and
 * again when the payment settles, so a subscription paid days later still gets its whole month.
 */
export function subscriptionPeriod(now: Date = new Date()): { startDate: string; endDate: string } {
  const startDate = todayInAccra(now);
  return { startDate, endDate: addMonths(startDate, SUBSCRIPTION_MONTHS) };
}
