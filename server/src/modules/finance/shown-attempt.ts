/**
 * Which of a booking's payment attempts the booking shows, to its customer and to staff: the paid
 * one when there is one (a late success on an older attempt settles the booking even after a newer
 * attempt was started; a duplicate payment being refunded does not hide it), else one whose money
 * moved (refunded, or owed back), else the newest, as a retried payment gets a new reference.
 */
import { MONEY_MOVED_STATUSES } from '@laundry-accra/domain/statuses';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema';

/** ORDER BY terms that put the shown attempt first among a booking's attempts. */
export const shownAttemptFirst: SQL[] = [
  sql`(${eq(paymentTransactions.paymentStatus, 'paid')}) desc`,
  sql`(${inArray(paymentTransactions.paymentStatus, [...MONEY_MOVED_STATUSES])}) desc`,
  desc(paymentTransactions.createdAt),
  desc(paymentTransactions.id),
];
