/**
 * Staff accounts, run by admins: invite someone (an account with no usable password and an
 * emailed code that sets one through the ordinary reset-password call), change a role or branch,
 * deactivate. Demoting or deactivating an account signs it out everywhere at once, as a password
 * reset does; an admin cannot do either to their own account, so the console always keeps the
 * admin who is using it.
 */
import type { UserRole } from '@laundry-accra/domain/roles';
import type {
  StaffChangesBody,
  StaffInviteBody,
  StaffMemberDto,
} from '@laundry-accra/domain/schemas/ops';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { AccountSignedOut } from '../../live/events';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/db-errors';
import { badRequest, badRequestDetail, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit-trail';
import { endEverySession } from '../auth/auth.tokens';
import {
  INVITATION_VALID_MINUTES,
  type PasswordResetService,
} from '../auth/password-reset.service';
import type { Mailer } from '../mail/mailer';
import { normalizeEmail, usersRepository } from '../users/users.repository';
import { emailTaken } from '../users/users.service';
import { invitationEmail, invitationLink } from './ops-staff.emails';
import { staffRepository, type StaffAccountState } from './ops-staff.repository';
import type { SignedInStaff } from './staff-access';

/** Answered when an admin tries to demote or deactivate their own account. */
export const CANNOT_CHANGE_OWN_ACCESS =
  'You cannot demote or deactivate your own account. Ask another admin to do it.';
/** Answered for a branch that does not exist. */
export const UNKNOWN_BRANCH = 'Choose one of the branches.';

/** How much an account may do: a change to a lower rank is a demotion. */
const RANK: Record<UserRole, number> = { customer: 0, staff: 1, admin: 2 };

export interface StaffAccountsOptions {
  db: Db;
  passwordResets: Pick<PasswordResetService, 'openInvitation'>;
  mailer: Pick<Mailer, 'send'>;
  /** Where the API's site is, for the invitation's link. */
  publicUrl: string;
  /** Tells this copy's access check that an account changed (others hear it from the database). */
  accountChanged: (userId: string) => void;
  /** Tells this copy's access check of a committed sign-out (others hear it from the database). */
  accountSignedOut: (signOut: AccountSignedOut) => void;
}

/** The staff accounts service. */
export function staffAccountsService({
  db,
  passwordResets,
  mailer,
  publicUrl,
  accountChanged,
  accountSignedOut,
}: StaffAccountsOptions) {
  const accounts = staffRepository(db);

  const checkBranch = async (branchId: string | null | undefined) => {
    if (branchId && !(await accounts.branchExists(branchId)))
      throw badRequest({ branch: [UNKNOWN_BRANCH] });
  };

  return {
    /** One page of staff and admin accounts, by name. */
    list: (limit: number, offset: number) => accounts.list(limit, offset),

    /** Creates the invited account and emails its code; 400 on `email` when it is taken. */
    async invite(admin: SignedInStaff, form: StaffInviteBody): Promise<StaffMemberDto> {
      const email = normalizeEmail(form.email);
      if (await usersRepository(db).emailTaken(email)) throw emailTaken();
      await checkBranch(form.branch);
      let created: { id: string; token: string; code: string; expiresAt: Date };
      try {
        created = await db.transaction(async (tx) => {
          const id = await staffRepository(tx).createInvited({
            name: form.name,
            email,
            role: form.role,
            branchId: form.branch,
          });
          await recordAudit(tx, admin, {
            action: 'staff.invite',
            entityType: 'user',
            entityId: id,
            after: { name: form.name, email, role: form.role, branch: form.branch ?? null },
          });
          return { id, ...(await passwordResets.openInvitation(tx, id)) };
        });
      } catch (error) {
        // Two invitations (or a sign-up) for one email at once: the unique index decides.
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
        throw error;
      }
      const member = (await accounts.find(created.id))!;
      // Sent once the account exists: the outbox keeps it and retries until it expires.
      await mailer.send(
        invitationEmail(
          { name: form.name, email },
          {
            code: created.code,
            link: invitationLink(publicUrl, created.token),
            expiresAt: created.expiresAt,
            validDays: INVITATION_VALID_MINUTES / (24 * 60),
            invitedBy: admin.name,
            role: form.role,
            branch: member.branch?.name ?? null,
          },
        ),
      );
      return member;
    },

    /**
     * Changes an account's role, branch or active flag (fields left out keep their value); 404
     * for a customer or no account. A demotion or deactivation signs the account out everywhere.
     */
    async change(
      admin: SignedInStaff,
      id: string,
      changes: StaffChangesBody,
    ): Promise<StaffMemberDto> {
      await checkBranch(changes.branch);
      const updated = await db.transaction(async (tx) => {
        const staff = staffRepository(tx);
        const current = await staff.stateForUpdate(id);
        if (!current) return undefined;
        const role = changes.role ?? current.role;
        const next: StaffAccountState = {
          role,
          // A customer is never bound to a branch (users_branch_only_for_staff).
          branchId:
            role === 'customer'
              ? null
              : changes.branch !== undefined
                ? changes.branch
                : current.branchId,
          isActive: changes.is_active ?? current.isActive,
        };
        const demoted = RANK[next.role] < RANK[current.role];
        const deactivated = current.isActive && !next.isActive;
        if (id === admin.id && (demoted || deactivated))
          throw badRequestDetail(CANNOT_CHANGE_OWN_ACCESS);
        const signOut = demoted || deactivated;
        const signedOut = await staff.update(id, next, signOut);
        await recordAudit(tx, admin, {
          action: 'staff.update',
          entityType: 'user',
          entityId: id,
          before: { role: current.role, branch: current.branchId, is_active: current.isActive },
          after: { role: next.role, branch: next.branchId, is_active: next.isActive },
        });
        const endedSessions = signOut ? await endEverySession(tx, id) : [];
        return { signOuts: [...(signedOut ? [signedOut] : []), ...endedSessions] };
      });
      if (!updated) throw notFound();
      accountChanged(id);
      updated.signOuts.forEach(accountSignedOut);
      return (await accounts.find(id))!;
    },
  };
}

export type StaffAccountsService = ReturnType<typeof staffAccountsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff accounts: invitations, roles, branches, deactivation (admin only). */
    staffAccounts: StaffAccountsService;
  }
}

/** Decorates `app.staffAccounts`. */
export default fp(
  async function staffAccountsPlugin(app: FastifyInstance) {
    app.decorate(
      'staffAccounts',
      staffAccountsService({
        db: app.db,
        passwordResets: app.passwordResets,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        accountChanged: (userId) => app.live.staffMembers.changed(userId),
        accountSignedOut: (signOut) => app.live.signedOutAccounts.heard(signOut),
      }),
    );
  },
  { name: 'staff-accounts', dependencies: ['database', 'live', 'password-resets', 'mailer'] },
);
