/**
 * The counts behind the day at a glance, bound to the branches a staff member sees when built
 * (`forScope(scope)`): a branch-bound staff member's figures never count another branch.
 */
import type { BookingStatus } from '@laundry-accra/domain/statuses';
import { BUSINESS_TIME_ZONE } from '@laundry-accra/domain/dates';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, branches, paymentTransactions } from '../../db/schema';
import { bookingMoneySql } from '../finance/finance.repository';
import { withinBranchScope, type BranchScope } from './staff-access';

/** The raw figures of one day: counts and sums as the database gives them. */
export interface DayFigures {
  byStatus: { status: BookingStatus; n: number }[];
  pickupsToday: number;
  pickupsTomorrow: number;
  /** Orders still owed money and the sum owed, in pesewas (as text). */
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
      const money = bookingMoneySql(bookings.id);
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
            // What is owed follows each booking's payment state (payment-state.ts): its total less
            // the money it keeps (taken less given back); a part-paid order is owed its balance.
            db
              .select({ n: count(), total: sql<string>`coalesce(sum(owed.pesewas), 0)::text` })
              .from(
                db
                  .select({
                    pesewas: sql<number>`round((${bookings.subTotal} + ${bookings.expressFee} + ${bookings.pickupFee}
                      - (${money.taken})::numeric + (${money.givenBack})::numeric) * 100)`.as('pesewas'),
                  })
                  .from(bookings)
                  .where(and(inScope, ne(bookings.status, 'cancelled')))
                  .as('owed'),
              )
              .where(sql`owed.pesewas > 0`),
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
