/**
 * The day at a glance (`GET /api/ops/summary/`), for one branch or every branch:
 *
 * - bookings by status: the bookings whose pickup date is the day, by status (every status named,
 *   zero included, so the console draws the same tiles every day);
 * - pickups due that day and the next: bookings of that pickup date still waiting to be picked up;
 * - unpaid: the bookings not cancelled that are still owed money, whatever their date, as their
 *   payment state says (unpaid, or a balance due: a part-paid order is owed its balance), with the
 *   sum owed;
 * - takings by method: payments taken that day (Accra's day), by method. A branch's takings are
 *   its bookings'; subscriptions belong to no branch, so only the every-branch summary counts them.
 */
import { BOOKING_STATUSES } from '@laundry-accra/domain/statuses';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { PAYMENT_METHODS } from '@laundry-accra/domain/payments';
import { fromPesewas } from '@laundry-accra/domain/money';
import type { OpsSummaryDto, OpsSummaryQuery } from '@laundry-accra/domain/schemas/ops';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-errors';
import type { RepositoryScope } from '../repositories';
import { isInBranchScope, type BranchScope } from './staff-access';

/** The summary on the repositories. */
export function opsSummaryService(repositories: RepositoryScope) {
  /** The figures of `date` for the branches of `scope`. */
  async function summarise(scope: BranchScope, date: string): Promise<OpsSummaryDto> {
    const figures = await repositories.opsSummary.forScope(scope).day(date);
    const counted = new Map(figures.byStatus.map((row) => [row.status, row.n]));
    const taken = new Map(figures.takings.map((row) => [row.method, row.pesewas]));
    return {
      date,
      bookings_by_status: Object.fromEntries(
        BOOKING_STATUSES.map((status) => [status, counted.get(status) ?? 0]),
      ),
      pickups_today: figures.pickupsToday,
      pickups_tomorrow: figures.pickupsTomorrow,
      unpaid: { count: figures.unpaid.n, total: fromPesewas(Number(figures.unpaid.total)) },
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
        const branchId = await repositories.opsSummary.branchId(query.branch);
        if (!branchId || !isInBranchScope(staffScope, branchId)) throw notFound();
        scope = { branchId };
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
    app.decorate('opsSummary', opsSummaryService(app.repositories));
  },
  { name: 'ops-summary', dependencies: ['repositories'] },
);
