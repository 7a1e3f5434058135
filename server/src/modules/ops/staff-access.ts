/**
 * Who may use `/api/ops`: `app.requireStaff` and `app.requireAdmin` are the onRequest hooks of the
 * staff side's routes, and `request.staff` is the signed-in staff member they found. The role,
 * branch and active flag are the database's (through live/staff-members.ts, which drops an account
 * when the database says it changed) rather than carried in the token, so a demotion, a new branch
 * or a deactivation counts from the next call (on other copies of the API, from the moment the
 * database's notification reaches them, within milliseconds), not from the token's expiry.
 *
 * `branchScopeOf(staff)` is the one place a staff member becomes the branches they may see: a
 * repository built for that scope only ever reads and writes its branch's rows, so another
 * branch's booking is simply not found (404), never forbidden (which would confirm it exists).
 */
import { isStaffRole, type StaffRole } from '@laundry-accra/domain/roles';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-errors';

/** The signed-in staff member of an `/api/ops` request. */
export interface SignedInStaff {
  id: string;
  name: string;
  role: StaffRole;
  /** The one branch they work at; null for every branch. */
  branchId: string | null;
  /** The address the request came from, for the audit trail. */
  ip: string;
}

/** The branches a staff member's queries are limited to: one branch, or every branch (null). */
export interface BranchScope {
  readonly branchId: string | null;
}

/** The branch scope of a staff member. */
export const branchScopeOf = (staff: SignedInStaff): BranchScope => ({ branchId: staff.branchId });

/** The condition that keeps a query on `branchColumn` inside the scope; undefined for every branch. */
export function withinBranchScope(scope: BranchScope, branchColumn: PgColumn): SQL | undefined {
  return scope.branchId === null ? undefined : eq(branchColumn, scope.branchId);
}

/** True when a row of `branchId` is inside the scope. */
export const isInBranchScope = (scope: BranchScope, branchId: string): boolean =>
  scope.branchId === null || scope.branchId === branchId;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of staff routes: 401 signed out or inactive, 403 for a customer. */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook of admin-only routes: as requireStaff, and 403 for staff. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The staff member, set by requireStaff or requireAdmin (unset on other routes). */
    staff: SignedInStaff;
  }
}

/** Decorates `app.requireStaff`, `app.requireAdmin` and `request.staff`. */
export default fp(
  async function staffAccess(app: FastifyInstance) {
    /** The signed-in account as a staff member, or the 401/403 that refuses it. */
    async function staffOf(request: FastifyRequest, reply: FastifyReply): Promise<SignedInStaff> {
      await app.authenticate(request, reply);
      const account = await app.live.staffMembers.find(request.user.id);
      // A deleted or deactivated account's token no longer signs anyone in.
      if (!account || !account.isActive) throw unauthorized('User is inactive or deleted.');
      if (!isStaffRole(account.role)) throw forbidden();
      return { id: account.id, name: account.name, role: account.role, branchId: account.branchId, ip: request.ip };
    }

    app.decorateRequest('staff', null as unknown as SignedInStaff);
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      request.staff = await staffOf(request, reply);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      const staff = await staffOf(request, reply);
      if (staff.role !== 'admin') throw forbidden();
      request.staff = staff;
    });
  },
  { name: 'staff-access', dependencies: ['auth', 'live'] },
);
