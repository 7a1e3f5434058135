/**
 * Paying ahead for the next month of a package: from PAY_AHEAD_DAYS before the paid month ends,
 * an active subscription can be paid again, and that payment adds the next month from the day
 * the current one ends (the allowance carries on without a gap). Once it is paid, the
 * subscription ends a month later, outside the window again, so a month is never paid twice
 * (a second payment racing the first is refunded as a duplicate). One rule for the server and
 * the app.
 */
import { addDays, addMonths } from './dates';

/** How many days before a paid month ends the next one can be paid for. */
export const PAY_AHEAD_DAYS = 7;

/**
 * Whether the subscription's next month can be paid for on `today` (Accra's 'YYYY-MM-DD'):
 * active, and its paid time ends (`end_date`, the first day not covered) within PAY_AHEAD_DAYS.
 */
export const canPayAhead = (subscription: { status: string; end_date: string | null }, today: string): boolean =>
  subscription.status === 'active' &&
  subscription.end_date !== null &&
  today < subscription.end_date &&
  addDays(today, PAY_AHEAD_DAYS) >= subscription.end_date;

/** The month a payment ahead buys: from the day the current one ends, one month. */
export const nextMonthOf = (endDate: string): { startDate: string; endDate: string } => ({
  startDate: endDate,
  endDate: addMonths(endDate, 1),
});

/** Under the allowance on the subscription page while the next month can be paid for. */
export const payAheadInWords = (endsOn: string): string =>
  `Your paid month ends on ${endsOn}. Pay for the next month now and your allowance carries on without a gap.`;
