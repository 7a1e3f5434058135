/**
 * Refresh tokens: 32 random bytes handed to the client once, stored as a SHA-256 hash. Rotation
 * revokes the presented token and issues a new pair; reuse of a revoked token fails, and ends
 * every session of its user (a stolen token was replayed, or the thief got there first).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import type { AccountSignedOut } from '../../live/events';
import { sessionEndMs, usersRepository } from '../users/users.repository';
import { refreshTokensRepository } from './refresh-tokens.repository';

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
  await refreshTokensRepository(db).add({
    userId,
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** What presenting a refresh token came to. */
export type RefreshOutcome =
  | { kind: 'rotated'; session: TokenSession }
  /** Unknown or expired: nothing happens. */
  | { kind: 'refused' }
  /** Already used: the account is signed out everywhere (its sign-outs, for this copy's check). */
  | { kind: 'replayed'; signOuts: AccountSignedOut[] };

/**
 * Revokes a live (unrevoked, unexpired) refresh token and returns its session. A token already
 * revoked by a rotation (its session goes on) is a replay: the account is signed out everywhere, access tokens too, as a password
 * change does (signOutEverywhere). One conditional UPDATE, so two requests racing with the same
 * token cannot both succeed.
 */
export async function consumeRefreshToken(db: Db | Tx, token: string): Promise<RefreshOutcome> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const tokens = refreshTokensRepository(db);
  const live = await tokens.revokeLive(tokenHash, now);
  if (live) return { kind: 'rotated', session: live };

  const known = await tokens.known(tokenHash);
  // A token revoked because its session ended (a logout, a password change) is only refused: the
  // device signed out by a password change must not sign out the session the change began.
  if (!known?.revokedAt || known.sessionEnded) return { kind: 'refused' };
  return { kind: 'replayed', signOuts: await signOutEverywhere(db, known.userId) };
}

/**
 * Logout: revokes the refresh token and ends its session, so the session's access tokens stop
 * working too (live/signed-out-accounts.ts). Nothing happens for an unknown or revoked token.
 */
export async function endSession(db: Db | Tx, token: string): Promise<{ sessionId: string; endedAt: Date } | undefined> {
  const tokens = refreshTokensRepository(db);
  const revoked = await tokens.revoke(hashToken(token));
  if (!revoked) return undefined;
  const [ended] = await tokens.endSessions([revoked]);
  return ended;
}

/**
 * Signs an account out everywhere without touching its password (a replayed refresh token, a
 * demotion): users.signed_out_at ends the access tokens issued before this second, and every
 * session is ended (endEverySession) for those issued within it.
 */
export async function signOutEverywhere(db: Db | Tx, userId: string): Promise<AccountSignedOut[]> {
  const account = await usersRepository(db).signOut(userId);
  return [account, ...(await endEverySession(db, userId))];
}

/**
 * Ends every session of a user (password change or reset, a replayed refresh token, a staff
 * deactivation): its refresh tokens are revoked, and each session that still has an unexpired
 * one goes into ended_sessions, whose trigger tells every copy of the API to refuse the session's
 * access tokens, even one issued in this very second (which users.signed_out_at, counted in whole
 * seconds, cannot end without refusing the customer's next sign-in too). A session whose refresh
 * tokens have all expired has no access token left alive. Returns the sessions' sign-outs as this
 * copy's access check hears them, to tell it at once once the transaction commits.
 */
export async function endEverySession(db: Db | Tx, userId: string): Promise<AccountSignedOut[]> {
  const now = new Date();
  const tokens = refreshTokensRepository(db);
  await tokens.revokeAllOf(userId, now);
  const sessions = await tokens.liveSessionsOf(userId, now);
  if (!sessions.length) return [];
  const ended = await tokens.endSessions(sessions.map(({ sessionId }) => ({ sessionId, userId })));
  return ended.map(({ sessionId, endedAt }) => ({ userId: sessionId, signedOutAtMs: sessionEndMs(endedAt) }));
}
