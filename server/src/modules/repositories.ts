/**
 * The repositories, all bound to one handle: `app.repositories` runs them on the database, and
 * `app.repositories.transaction(work)` hands `work` the same repositories bound to its transaction,
 * so a service never builds a repository from a transaction handle itself and a write's queries
 * cannot run outside the transaction by mistake. Repositories that belong to one customer or to the
 * branches of one staff member are bound to that scope as well (`forCustomer`, `forScope`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { auditRepository } from './audit/audit.repository';
import { backOfficeRepository } from './back-office/back-office.repository';
import { financeRepository } from './finance/finance.repository';
import { jobsRepository } from './ops/jobs.repository';
import { opsBookingsRepository } from './ops/ops-bookings.repository';
import { opsSubscriptionsRepository } from './ops/ops-subscriptions.repository';
import { opsSummaryRepository } from './ops/ops-summary.repository';
import { branchCalendarRepository } from './pickup-windows/branch-calendar.repository';
import { branchServicesRepository } from './pickup-windows/branch-services.repository';

/** Every repository on `db` (the database, or a transaction). */
export function repositoriesOn(db: Db | Tx) {
  return {
    /** The audit trail (admin). */
    audit: auditRepository(db),
    /** The catalogue's tables as the back office edits them (admin). */
    backOffice: backOfficeRepository(db),
    /** A branch's opening days, closures and pickup windows. */
    branchCalendar: branchCalendarRepository(db),
    /** A branch's hours, pickup terms and Express settings. */
    branchServices: branchServicesRepository(db),
    /** Payments and refunds, by customer: `finance.forCustomer(userId)`. */
    finance: financeRepository(db),
    /** The jobs of a booking (lines priced at pickup), under the booking's lock. */
    jobs: jobsRepository(db),
    /** Bookings as staff see them, by branch scope: `opsBookings.forScope(scope)`. */
    opsBookings: opsBookingsRepository(db),
    /** Every customer's subscriptions, for staff. */
    opsSubscriptions: opsSubscriptionsRepository(db),
    /** The day's figures for staff, by branch scope: `opsSummary.forScope(scope)`. */
    opsSummary: opsSummaryRepository(db),
  };
}

/** The repositories bound to one handle. */
export type Repositories = ReturnType<typeof repositoriesOn>;

/** The repositories on the database, and the way to the same ones inside a transaction. */
export function repositories(db: Db) {
  return {
    ...repositoriesOn(db),
    /** The same repositories running in `tx` (a transaction a caller already holds). */
    inTransaction: (tx: Tx): Repositories => repositoriesOn(tx),
    /**
     * Runs `work` in one transaction, with the repositories bound to it; `tx` is for the writers
     * that take the transaction itself (the audit row, the notifications).
     */
    transaction: <T>(work: (repos: Repositories, tx: Tx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(repositoriesOn(tx), tx)),
  };
}

export type RepositoryScope = ReturnType<typeof repositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories on the database; `.transaction(work)` binds them to one transaction. */
    repositories: RepositoryScope;
  }
}

/** Decorates `app.repositories`. */
export default fp(
  async function repositoriesPlugin(app: FastifyInstance) {
    app.decorate('repositories', repositories(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
