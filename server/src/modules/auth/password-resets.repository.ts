/** Password-reset requests (see schema/users.ts passwordResets). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { passwordResets, type PasswordReset } from '../../db/schema';

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
