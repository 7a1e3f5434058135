/**
 * Refresh tokens: 32 random bytes handed to the client once, stored as a SHA-256 hash. Rotation
 * revokes the presented token and issues a new pair; reuse of a revoked token fails, and revokes
 * every token of its user (a stolen token was replayed, or the thief got there first).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { endedSessions, refreshTokens } from '../../db/schema';

/** SHA-256 of an opaque token, as stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session, as a login starts one. */
export const newSession = (userId: string): TokenSession => ({ userId, sessionId: randomUUID() });

/** A new opaque random token (URL-safe). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** The account and session a refresh token belongs to. */
export interface TokenSession {
  userId: string;
  sessionId: string;
}

/** Stores a new refresh token of the session and returns it (the only time it is seen in clear). */
export async function createRefreshToken(db: Db | Tx, { userId, sessionId }: TokenSession, ttlSeconds: number): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Revokes a live (unrevoked, unexpired) refresh token and returns its session. Undefined when the
 * token is unknown, expired or already revoked; a revoked one revokes all its user's tokens. One
 * conditional UPDATE, so two requests racing with the same token cannot both succeed.
 */
export async function consumeRefreshToken(db: Db | Tx, token: string): Promise<TokenSession | undefined> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [live] = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
  if (live) return live;

  const [known] = await db
    .select({ userId: refreshTokens.userId, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.revokedAt) await revokeAllRefreshTokens(db, known.userId);
  return undefined;
}

/**
 * Logout: revokes the refresh token and ends its session, so the session's access tokens stop
 * working too (live/signed-out-accounts.ts). Nothing happens for an unknown or revoked token.
 */
export async function endSession(db: Db | Tx, token: string): Promise<{ sessionId: string; endedAt: Date } | undefined> {
  const [revoked] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId, sessionId: refreshTokens.sessionId });
  if (!revoked) return undefined;
  const [ended] = await db
    .insert(endedSessions)
    .values(revoked)
    .onConflictDoNothing()
    .returning({ sessionId: endedSessions.sessionId, endedAt: endedSessions.endedAt });
  return ended;
}

/** Revokes every live refresh token of a user (password reset, token reuse). */
export async function revokeAllRefreshTokens(db: Db | Tx, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
