/**
 * Refresh tokens (stored as hashes) and ended sessions. The rules of rotation, replay and
 * sign-out are auth.tokens.ts's; here is how they are stored. A rotation revokes with one
 * conditional UPDATE, so two requests racing with the same token cannot both succeed.
 */
import { and, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { endedSessions, refreshTokens } from '../../db/schema';

/** A session: the account and the session id its tokens share. */
type Session = { userId: string; sessionId: string };
/** An ended session as stored. */
type EndedSession = { sessionId: string; endedAt: Date };

/** The refresh tokens and ended sessions on `db` (the database or a transaction). */
export function refreshTokensRepository(db: Db | Tx) {
  return {
    /** Stores a refresh token's hash. */
    async add(token: Session & { tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Revokes the token with this hash if it is live (unrevoked, unexpired at `now`, its session
     * not ended) and returns its session; undefined otherwise.
     */
    async revokeLive(tokenHash: string, now: Date): Promise<Session | undefined> {
      const [live] = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
            // A rotation that raced endEverySession may have left a token unrevoked in an ended session.
            notExists(db.select({ one: sql`1` }).from(endedSessions).where(eq(endedSessions.sessionId, refreshTokens.sessionId))),
          ),
        )
        .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
      return live;
    },

    /** The token with this hash: whose, when it was revoked and when its session ended; undefined when unknown. */
    async known(tokenHash: string): Promise<{ userId: string; revokedAt: Date | null; sessionEnded: Date | null } | undefined> {
      const [known] = await db
        .select({ userId: refreshTokens.userId, revokedAt: refreshTokens.revokedAt, sessionEnded: endedSessions.endedAt })
        .from(refreshTokens)
        .leftJoin(endedSessions, eq(endedSessions.sessionId, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return known;
    },

    /** Revokes the token with this hash unless it is revoked already; its session, or undefined. */
    async revoke(tokenHash: string): Promise<Session | undefined> {
      const [revoked] = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)))
        .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
      return revoked;
    },

    /** Revokes every unrevoked token of the account at `now`. */
    async revokeAllOf(userId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** The sessions of the account that still have a token unexpired at `now`. */
    liveSessionsOf: (userId: string, now: Date): Promise<{ sessionId: string }[]> =>
      db
        .selectDistinct({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), gt(refreshTokens.expiresAt, now))),

    /** Ends the sessions (those ended already stay as they were); the ones ended now. */
    endSessions: (sessions: Session[]): Promise<EndedSession[]> =>
      db
        .insert(endedSessions)
        .values(sessions)
        .onConflictDoNothing()
        .returning({ sessionId: endedSessions.sessionId, endedAt: endedSessions.endedAt }),
  };
}
