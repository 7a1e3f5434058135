/** Customer accounts. Email addresses are stored trimmed and lower-cased and compared ignoring case. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users, type User } from '../../db/schema';

/** A customer as the API shows them. */
export interface UserDto {
  id: string;
  name: string;
  email: string;
}

const publicColumns = { id: users.id, name: users.name, email: users.email };
const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export function usersRepository(db: Db | Tx) {
  return {
    async findById(id: string): Promise<UserDto | undefined> {
      const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** The account with this email ignoring case, with its password hash (for sign-in). */
    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(sameEmail(email));
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
    async create(values: { name: string; email: string; passwordHash: string }): Promise<UserDto> {
      const [row] = await db.insert(users).values(values).returning(publicColumns);
      return row;
    },

    /** Changes name and email; undefined when there is no such user. */
    async updateProfile(id: string, values: { name: string; email: string }): Promise<UserDto | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(publicColumns);
      return row;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

/** How an email address is stored: trimmed and lower-cased (unique ignoring case either way). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
