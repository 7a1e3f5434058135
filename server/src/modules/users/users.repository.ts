/** Customer accounts. Email addresses are stored trimmed and lower-cased and compared ignoring case. */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import type { ProfileBody, SignedInUserBody } from '@laundry-accra/domain/schemas/users';
import { branches, endedSessions, users, type User } from '../../db/schema';
import type { StaffRecord } from '../../live/staff-members';
import type { AccountSignedOut } from '../../live/events';
import type { SignedOutAccountsSource } from '../../live/signed-out-accounts';

/** A customer as the API shows them. */
export interface UserDto {
  id: string;
  name: string;
  email: string;
}

const publicColumns = { id: users.id, name: users.name, email: users.email };
/** The account as its owner sees it: with the phone and the notification choices. */
const profileColumns = {
  ...publicColumns,
  phone: users.phone,
  sms_notifications: users.smsNotifications,
  marketing_emails: users.marketingEmails,
};
const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The account queries on `db` (the database or a transaction). */
export function usersRepository(db: Db | Tx) {
  return {
    async findById(id: string): Promise<UserDto | undefined> {
      const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** The account as GET /users/me shows it: with its role and the branch it is bound to. */
    async findSignedIn(id: string): Promise<SignedInUserBody | undefined> {
      const [row] = await db
        .select({ ...profileColumns, role: users.role, branchId: branches.id, branchName: branches.name })
        .from(users)
        .leftJoin(branches, eq(users.branchId, branches.id))
        .where(eq(users.id, id));
      if (!row) return undefined;
      const { branchId, branchName, ...account } = row;
      return { ...account, branch: branchId && branchName !== null ? { id: branchId, name: branchName } : null };
    },

    /** The account with this email ignoring case, with its password hash (for sign-in). */
    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(sameEmail(email));
      return row;
    },

    /**
     * The account's credentials and session epoch (password hash, last sign-out everywhere, active
     * flag), read under a share lock held to the end of the transaction: a password change or a
     * sign-out everywhere (which update this row) waits for it, or it waits for them.
     */
    async credentialsForShare(id: string): Promise<Pick<User, 'passwordHash' | 'signedOutAt' | 'isActive'> | undefined> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash, signedOutAt: users.signedOutAt, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, id))
        .for('share');
      return row;
    },

    /** True when another account (not `exceptId`) already uses this email ignoring case. */
    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptId ? and(sameEmail(email), ne(users.id, exceptId)) : sameEmail(email))
        .limit(1);
      return Boolean(row);
    },

    /** Creates an account; throws a unique violation (users_email_lower_key) when the email is taken. */
    async create(values: { name: string; email: string; passwordHash: string; phone?: string | null }): Promise<UserDto> {
      const [row] = await db.insert(users).values(values).returning(publicColumns);
      return row;
    },

    /** The account as its owner sees it. */
    async findProfile(id: string): Promise<ProfileBody | undefined> {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** Changes the profile; undefined when there is no such user. */
    async updateProfile(
      id: string,
      values: { name: string; email: string; phone: string | null; smsNotifications: boolean; marketingEmails: boolean },
    ): Promise<ProfileBody | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(profileColumns);
      return row;
    },

    /**
     * Sets a new password and signs the account out everywhere: access tokens issued before now
     * are refused from here on (live/signed-out-accounts.ts). The time is this process's
     * clock, the one access tokens are stamped with, not the database's. Returns the sign-out,
     * for this copy's access check once the change is committed.
     */
    async resetPassword(id: string, passwordHash: string): Promise<AccountSignedOut> {
      const now = new Date();
      await db.update(users).set({ passwordHash, updatedAt: now, signedOutAt: now }).where(eq(users.id, id));
      return { userId: id, signedOutAtMs: now.getTime() };
    },

    /** Signs the account out everywhere (as resetPassword does) and keeps its password. */
    async signOut(id: string): Promise<AccountSignedOut> {
      const now = new Date();
      await db.update(users).set({ signedOutAt: now }).where(eq(users.id, id));
      return { userId: id, signedOutAtMs: now.getTime() };
    },
  };
}

/**
 * The second after a logout, in ms: every access token of the ended session was issued before it
 * (as the notification of migration 0013 says).
 */
export const sessionEndMs = (endedAt: Date) => Math.floor(endedAt.getTime() / 1000) * 1000 + 1000;

/**
 * When accounts were signed out everywhere and when sessions were ended by a logout, for the
 * access-token check: one id space, since a session id and a user id are both UUIDs.
 */
export function signedOutAccountsSource(db: Db): SignedOutAccountsSource {
  return {
    async signedOutAt(id) {
      const [[account], [session]] = await Promise.all([
        db.select({ at: users.signedOutAt }).from(users).where(eq(users.id, id)),
        db.select({ at: endedSessions.endedAt }).from(endedSessions).where(eq(endedSessions.sessionId, id)),
      ]);
      return session ? sessionEndMs(session.at) : account?.at?.getTime();
    },
    async signedOutSince(sinceMs) {
      const [accounts, sessions] = await Promise.all([
        db.select({ userId: users.id, at: users.signedOutAt }).from(users).where(gt(users.signedOutAt, new Date(sinceMs))),
        db
          .select({ userId: endedSessions.sessionId, at: endedSessions.endedAt })
          .from(endedSessions)
          .where(gt(endedSessions.endedAt, new Date(sinceMs))),
      ]);
      return [
        ...accounts.flatMap(({ userId, at }) => (at ? [{ userId, signedOutAtMs: at.getTime() }] : [])),
        ...sessions.map(({ userId, at }) => ({ userId, signedOutAtMs: sessionEndMs(at) })),
      ];
    },
  };
}

/** Reads an account as the staff side's access check needs it (live/staff-members.ts). */
export const staffRecordReader =
  (db: Db) =>
  async (userId: string): Promise<StaffRecord | undefined> => {
    const [row] = await db
      .select({ id: users.id, name: users.name, role: users.role, branchId: users.branchId, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  };

/** How an email address is stored: trimmed and lower-cased (unique ignoring case either way). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type UsersRepository = ReturnType<typeof usersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customer accounts on the database. */
    usersRepository: UsersRepository;
  }
}

/** Decorates `app.usersRepository`. */
export default fp(
  async function usersRepositoryPlugin(app: FastifyInstance) {
    app.decorate('usersRepository', usersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['database'] },
);
