/**
 * Refresh tokens: 32 random bytes handed to the client once, stored as a SHA-256 hash. Rotation
 * revokes the presented token and issues a new pair; reuse of a revoked token fails, and revokes
 * every token of its user (a stolen token was replayed, or the thief got there first).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens } from '../../db/schema';

/** SHA-256 of an opaque token, as stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque random token (URL-safe). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Stores a new refresh token for the user and returns it (the only time it is seen in clear). */
export async function createRefreshToken(db: Db | Tx, userId: string, ttlSeconds: number): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Revokes a live (unrevoked, unexpired) refresh token and returns its user id. Undefined when the
 * token is unknown, expired or already revoked; a revoked one revokes all its user's tokens. One
 * conditional UPDATE, so two requests racing with the same token cannot both succeed.
 */
export async function consumeRefreshToken(db: Db | Tx, token: string): Promise<string | undefined> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [live] = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ userId: refreshTokens.userId });
  if (live) return live.userId;

  const [known] = await db
    .select({ userId: refreshTokens.userId, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.revokedAt) await revokeAllRefreshTokens(db, known.userId);
  return undefined;
}

/** Revokes one refresh token (sign-out); nothing happens for an unknown or revoked token. */
export async function revokeRefreshToken(db: Db | Tx, token: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)));
}

/** Revokes every live refresh token of a user (password reset, token reuse). */
export async function revokeAllRefreshTokens(db: Db | Tx, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
