/**
 * The counts behind the day at a glance, bound to the branches a staff member sees when built
 * (`forScope(scope)`): a branch-bound staff member's figures never count another branch.
 */
import { MONEY_MOVED_STATUSES, type BookingStatus } from '@laundry-accra/domain/statuses';
import { BUSINESS_TIME_ZONE } from '@laundry-accra/domain/dates';
import { and, count, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, branches, paymentTransactions } from '../../db/schema';
import { withinBranchScope, type BranchScope } from './staff-access';

/** The raw figures of one day: counts and sums as the database gives them. */
export interface DayFigures {
  byStatus: { status: BookingStatus; n: number }[];
  pickupsToday: number;
  pickupsTomorrow: number;
  unpaid: { n: number; total: string };
  takings: { method: string; pesewas: number }[];
}

/** The summary's queries on `db`. */
export function opsSummaryRepository(db: Db | Tx) {
  return {
    /** The id of the branch, or undefined when there is none. */
    async branchId(id: string): Promise<string | undefined> {
      const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
      return branch?.id;
    },

    /** The figures of the branches in `scope`. */
    forScope(scope: BranchScope) {
      const inScope = withinBranchScope(scope, bookings.branchId);
      const pickupsOn = (day: ReturnType<typeof sql>) =>
        db
          .select({ n: count() })
          .from(bookings)
          .where(and(inScope, eq(bookings.status, 'pending'), eq(bookings.pickupDate, day)));

      return {
        /** The figures of `date` ('YYYY-MM-DD', a day in Accra). */
        async day(date: string): Promise<DayFigures> {
          const takenThatDay = sql`(coalesce(${paymentTransactions.receivedAt}, ${paymentTransactions.paidAt}) at time zone ${BUSINESS_TIME_ZONE})::date = ${date}::date`;
          const [byStatus, [today], [tomorrow], [unpaid], takings] = await Promise.all([
            db
              .select({ status: bookings.status, n: count() })
              .from(bookings)
              .where(and(inScope, eq(bookings.pickupDate, date)))
              .groupBy(bookings.status),
            pickupsOn(sql`${date}::date`),
            pickupsOn(sql`${date}::date + 1`),
            db
              // What is owed is each booking's total: sub_total + express_fee + pickup_fee.
              .select({
                n: count(),
                total: sql<string>`coalesce(sum(${bookings.subTotal} + ${bookings.expressFee} + ${bookings.pickupFee}), 0)::text`,
              })
              .from(bookings)
              .where(
                and(
                  inScope,
                  ne(bookings.status, 'cancelled'),
                  notExists(
                    db
                      .select({ one: sql`1` })
                      .from(paymentTransactions)
                      .where(
                        and(
                          eq(paymentTransactions.bookingId, bookings.id),
                          inArray(paymentTransactions.paymentStatus, [...MONEY_MOVED_STATUSES]),
                        ),
                      ),
                  ),
                ),
              ),
            db
              .select({
                method: paymentTransactions.method,
                pesewas: sql<number>`sum(${paymentTransactions.amountPesewas})::int`,
              })
              .from(paymentTransactions)
              .leftJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
              .where(
                and(
                  eq(paymentTransactions.paymentStatus, 'paid'),
                  takenThatDay,
                  // A branch's takings are its bookings'; subscriptions belong to no branch.
                  scope.branchId === null ? undefined : eq(bookings.branchId, scope.branchId),
                ),
              )
              .groupBy(paymentTransactions.method),
          ]);
          return { byStatus, pickupsToday: today.n, pickupsTomorrow: tomorrow.n, unpaid, takings };
        },
      };
    },
  };
}

export type OpsSummaryRepository = ReturnType<typeof opsSummaryRepository>;
