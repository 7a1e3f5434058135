/** Password-reset requests (see schema/users.ts passwordResets). */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStaffRole, type StaffRole } from '@laundry-accra/domain/roles';
import type { Db, Tx } from '../../db/client';
import { auditLog, branches, passwordResets, users, type PasswordReset } from '../../db/schema';

/** An open staff invitation: the invitee, their role and branch, and the admin who invited them. */
export interface OpenInvitation {
  name: string;
  email: string;
  role: StaffRole;
  branch: string | null;
  invitedBy: string | null;
  expiresAt: Date;
}

const inviters = alias(users, 'inviters');

export function passwordResetsRepository(db: Db | Tx) {
  return {
    async create(values: { userId: string | null; tokenHash: string; codeHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /** The request with this token hash, locked until the transaction ends (one try at a time). */
    async findForUpdate(tokenHash: string): Promise<PasswordReset | undefined> {
      const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for('update');
      return row;
    },

    /**
     * The invitation this token opens, while it is open (unused, unexpired, for a staff account),
     * with the admin who sent it (the latest 'staff.invite' of the audit trail); undefined otherwise.
     */
    async findOpenInvitation(tokenHash: string, now: Date): Promise<OpenInvitation | undefined> {
      const [row] = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          branch: branches.name,
          expiresAt: passwordResets.expiresAt,
        })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .leftJoin(branches, eq(branches.id, users.branchId))
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
      if (!row || !isStaffRole(row.role)) return undefined;
      const [invite] = await db
        .select({ name: inviters.name })
        .from(auditLog)
        .innerJoin(inviters, eq(inviters.id, auditLog.actorId))
        .where(and(eq(auditLog.action, 'staff.invite'), eq(auditLog.entityId, row.userId)))
        .orderBy(desc(auditLog.at))
        .limit(1);
      return { name: row.name, email: row.email, role: row.role, branch: row.branch, invitedBy: invite?.name ?? null, expiresAt: row.expiresAt };
    },

    /** Counts a wrong code; returns the tries made so far. */
    async countWrongCode(id: string): Promise<number> {
      const [row] = await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(eq(passwordResets.id, id))
        .returning({ attempts: passwordResets.attempts });
      return row.attempts;
    },

    /** Marks every open request of the user used: once a code works, the others stop working. */
    async closeAllForUser(userId: string, at: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}
