/**
 * The admins' side of the pickup calendar: a branch's week of opening hours and pickup windows
 * (replaced as a whole, one transaction) and its closures. Every write records its audit row in
 * the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isCalendarDate, todayInAccra } from '@laundry-accra/domain/dates';
import { BRANCH_WEEK_MESSAGES, branchWeekProblems } from '@laundry-accra/domain/pickup-windows';
import type {
  BranchClosureBody,
  BranchClosureDto,
  BranchWeekDto,
} from '@laundry-accra/domain/schemas/pickup-windows';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit-trail';
import type { SignedInStaff } from '../ops/staff-access';
import type { Db } from '../../db/client';
import { repositories as repositoriesOf, type Repositories } from '../repositories';

/** The branch calendar service on the database. */
export function branchCalendar(db: Db) {
  const repositories = repositoriesOf(db);
  /** The 404 of a branch that does not exist. */
  async function requireBranch(repos: Repositories, branchId: string) {
    if (!(await repos.branchServices.branchExists(branchId))) throw notFound();
  }

  return {
    async week(branchId: string): Promise<BranchWeekDto> {
      await requireBranch(repositories, branchId);
      return repositories.branchCalendar.week(branchId);
    },

    /**
     * Replaces the branch's week. Bookings already made keep their window (a booking copies its
     * times); lowering a capacity below the bookings made only stops new ones.
     */
    async replaceWeek(staff: SignedInStaff, branchId: string, week: BranchWeekDto): Promise<BranchWeekDto> {
      const errors = branchWeekProblems(week);
      if (Object.keys(errors).length) throw badRequest(errors);
      return repositories.transaction(async (repos, tx) => {
        // Lock the branch's windows first, as checkout does, so no checkout counts against a
        // window half replaced.
        await repos.branchCalendar.lockWindows(branchId);
        await requireBranch(repos, branchId);
        const before = await repos.branchCalendar.week(branchId);
        await repos.branchCalendar.replaceWeek(branchId, week);
        const after = await repos.branchCalendar.week(branchId);
        await recordAudit(tx, staff, {
          action: 'branch.hours',
          entityType: 'branch',
          entityId: branchId,
          before: { ...before },
          after: { ...after },
        });
        return after;
      });
    },

    /** Closures from today on, by date. */
    async closures(branchId: string): Promise<BranchClosureDto[]> {
      await requireBranch(repositories, branchId);
      return repositories.branchCalendar.closuresFrom(branchId, todayInAccra());
    },

    /** Closes the branch on a date; bookings already made that day stay (staff call those customers). */
    async addClosure(staff: SignedInStaff, branchId: string, body: BranchClosureBody): Promise<BranchClosureDto> {
      const reason = body.reason.trim();
      const errors: Record<string, string[]> = {};
      if (!isCalendarDate(body.date)) errors.date = [BRANCH_WEEK_MESSAGES.closureDate];
      else if (body.date < todayInAccra()) errors.date = [BRANCH_WEEK_MESSAGES.closurePast];
      if (!reason || reason.length > 120) errors.reason = [BRANCH_WEEK_MESSAGES.closureReason];
      if (Object.keys(errors).length) throw badRequest(errors);
      return repositories.transaction(async (repos, tx) => {
        await requireBranch(repos, branchId);
        const row = await repos.branchCalendar.addClosure({ branchId, date: body.date, reason });
        if (!row) throw badRequest({ date: [BRANCH_WEEK_MESSAGES.closureTaken] });
        await recordAudit(tx, staff, {
          action: 'branch_closure.create',
          entityType: 'branch_closure',
          entityId: row.id,
          after: { branch: branchId, date: row.date, reason: row.reason },
        });
        return { id: row.id, date: row.date, reason: row.reason };
      });
    },

    /** Opens the branch again on a closed date. */
    async removeClosure(staff: SignedInStaff, branchId: string, closureId: string): Promise<void> {
      await repositories.transaction(async (repos, tx) => {
        const row = await repos.branchCalendar.removeClosure(branchId, closureId);
        if (!row) throw notFound();
        await recordAudit(tx, staff, {
          action: 'branch_closure.delete',
          entityType: 'branch_closure',
          entityId: row.id,
          before: { branch: branchId, date: row.date, reason: row.reason },
          after: {},
        });
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Branches' opening hours, pickup windows and closures, as admins edit them. */
    branchCalendar: ReturnType<typeof branchCalendar>;
  }
}

/** Decorates `app.branchCalendar`. */
export default fp(
  async function branchCalendarPlugin(app: FastifyInstance) {
    app.decorate('branchCalendar', branchCalendar(app.db));
  },
  { name: 'branch-calendar', dependencies: ['database'] },
);
