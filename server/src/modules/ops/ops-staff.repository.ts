/**
 * Staff and admin accounts as the console's Staff screen reads and changes them. An invited
 * account holds `INVITED_PASSWORD_HASH` until the invitee sets a password through the reset call:
 * not a hash at all, so no password ever matches it (passwords.ts refuses a malformed hash).
 */
import type { StaffMemberDto } from '@laundry-accra/domain/schemas/ops';
import type { StaffRole, UserRole } from '@laundry-accra/domain/roles';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { branches, users } from '../../db/schema';
import type { AccountSignedOut } from '../../live/events';

/** The password hash of an invited account that has not set its password yet. */
export const INVITED_PASSWORD_HASH = '!invited';

/** An account's role, branch and whether it may sign in, as an admin changes them. */
export interface StaffAccountState {
  role: UserRole;
  branchId: string | null;
  isActive: boolean;
}

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  branchId: users.branchId,
  branchName: branches.name,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
};

/** The staff account queries on `db` (the database or a transaction). */
export function staffRepository(db: Db | Tx) {
  const select = () =>
    db.select(staffColumns).from(users).leftJoin(branches, eq(users.branchId, branches.id));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toDto = (row: Row): StaffMemberDto => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    branch:
      row.branchId && row.branchName !== null ? { id: row.branchId, name: row.branchName } : null,
    is_active: row.isActive,
    invited: row.passwordHash === INVITED_PASSWORD_HASH,
    created_at: row.createdAt.toISOString(),
  });
  const isStaff = ne(users.role, 'customer');

  return {
    /** One page of staff and admins, by name (the users_staff_idx partial index). */
    async list(
      limit: number,
      offset: number,
    ): Promise<{ count: number; results: StaffMemberDto[] }> {
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(users).where(isStaff),
        select().where(isStaff).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
      ]);
      return { count: total, results: rows.map(toDto) };
    },

    /** An account as the Staff screen shows it (a demoted one too, answering its PATCH). */
    async find(id: string): Promise<StaffMemberDto | undefined> {
      const [row] = await select().where(eq(users.id, id));
      return row && toDto(row);
    },

    /** The account's role, branch and active flag, locked until the transaction ends. */
    async stateForUpdate(id: string): Promise<StaffAccountState | undefined> {
      const [row] = await db
        .select({ role: users.role, branchId: users.branchId, isActive: users.isActive })
        .from(users)
        .where(and(eq(users.id, id), isStaff))
        .for('update');
      return row;
    },

    /** Creates an invited account; throws a unique violation when the email is taken. */
    async createInvited(values: {
      name: string;
      email: string;
      role: StaffRole;
      branchId: string | null;
    }): Promise<string> {
      const [row] = await db
        .insert(users)
        .values({ ...values, passwordHash: INVITED_PASSWORD_HASH })
        .returning({ id: users.id });
      return row.id;
    },

    /**
     * Writes the new state; `signOut` also ends every session of the account at once: its access
     * tokens through users.signed_out_at (heard by every copy of the API, as after a password
     * reset), its refresh tokens by the caller. Returns that sign-out, if any, for this copy's
     * access check once the change is committed.
     */
    async update(id: string, state: StaffAccountState, signOut: boolean): Promise<AccountSignedOut | undefined> {
      const now = new Date();
      await db
        .update(users)
        .set({ ...state, updatedAt: now, ...(signOut ? { signedOutAt: now } : {}) })
        .where(eq(users.id, id));
      return signOut ? { userId: id, signedOutAtMs: now.getTime() } : undefined;
    },

    /** True when the branch exists. */
    async branchExists(branchId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(eq(branches.id, branchId));
      return Boolean(row);
    },
  };
}
