/**
 * The day at a glance (`GET /api/ops/summary/`), for one branch or every branch:
 *
 * - bookings by status: the bookings whose pickup date is the day, by status (every status named,
 *   zero included, so the console draws the same tiles every day);
 * - pickups due that day and the next: bookings of that pickup date still waiting to be picked up;
 * - unpaid: the bookings not cancelled on which no money has been taken yet, whatever their date
 *   (what is still owed), with their sum;
 * - takings by method: payments taken that day (Accra's day), by method. A branch's takings are
 *   its bookings'; subscriptions belong to no branch, so only the every-branch summary counts them.
 */
import { BOOKING_STATUSES, MONEY_MOVED_STATUSES } from '@laundry-accra/domain/statuses';
import { BUSINESS_TIME_ZONE, todayInAccra } from '@laundry-accra/domain/dates';
import { PAYMENT_METHODS } from '@laundry-accra/domain/payments';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import type { OpsSummaryDto, OpsSummaryQuery } from '@laundry-accra/domain/schemas/ops';
import { and, count, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { bookings, branches, paymentTransactions } from '../../db/schema';
import { isInBranchScope, withinBranchScope, type BranchScope } from './staff-access';

/** The summary queries on `db`. */
export function opsSummaryService(db: Db) {
  /** The figures of `date` for the branches of `scope`. */
  async function summarise(scope: BranchScope, date: string): Promise<OpsSummaryDto> {
    const inScope = withinBranchScope(scope, bookings.branchId);
    const pickupsOn = (day: ReturnType<typeof sql>) =>
      db
        .select({ n: count() })
        .from(bookings)
        .where(and(inScope, eq(bookings.status, 'pending'), eq(bookings.pickupDate, day)));
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
            scope.branchId === null ? undefined : eq(bookings.branchId, scope.branchId),
          ),
        )
        .groupBy(paymentTransactions.method),
    ]);

    const counted = new Map(byStatus.map((row) => [row.status, row.n]));
    const taken = new Map(takings.map((row) => [row.method, row.pesewas]));
    return {
      date,
      bookings_by_status: Object.fromEntries(
        BOOKING_STATUSES.map((status) => [status, counted.get(status) ?? 0]),
      ),
      pickups_today: today.n,
      pickups_tomorrow: tomorrow.n,
      unpaid: { count: unpaid.n, total: fromPesewas(toPesewas(unpaid.total)) },
      takings_by_method: Object.fromEntries(
        PAYMENT_METHODS.map((method) => [method, fromPesewas(taken.get(method) ?? 0)]),
      ),
    };
  }

  return {
    /**
     * The summary a staff member asked for: `branch` must be inside their scope (another branch,
     * or none that exists, is 404); without it, their own scope. The day is today in Accra unless
     * `date` says otherwise.
     */
    async forStaff(staffScope: BranchScope, query: OpsSummaryQuery): Promise<OpsSummaryDto> {
      let scope = staffScope;
      if (query.branch) {
        const [branch] = await db
          .select({ id: branches.id })
          .from(branches)
          .where(eq(branches.id, query.branch));
        if (!branch || !isInBranchScope(staffScope, branch.id)) throw notFound();
        scope = { branchId: branch.id };
      }
      return summarise(scope, query.date ?? todayInAccra());
    },
  };
}

export type OpsSummaryService = ReturnType<typeof opsSummaryService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The day's figures for staff. */
    opsSummary: OpsSummaryService;
  }
}

/** Decorates `app.opsSummary`. */
export default fp(
  async function opsSummaryPlugin(app: FastifyInstance) {
    app.decorate('opsSummary', opsSummaryService(app.db));
  },
  { name: 'ops-summary', dependencies: ['database'] },
);
