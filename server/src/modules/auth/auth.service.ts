/**
 * Accounts and sessions: sign-up, sign-in, refresh-token rotation and sign-out. A session is a
 * short-lived access token (JWT) plus an opaque refresh token stored hashed. The forms' rules are
 * the request schemas'; sign-up checks here only that both passwords are the same.
 */
import { messages, normaliseGhanaMobile } from '@laundry-accra/domain/rules';
import type { ChangePasswordBody, LoginBody, SignupBody } from '@laundry-accra/domain/schemas/auth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { AccountSignedOut } from '../../live/events';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/db-errors';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { normalizeEmail, sessionEndMs, usersRepository, type UserDto } from '../users/users.repository';
import { emailTaken } from '../users/users.service';
import { consumeRefreshToken, createRefreshToken, endEverySession, endSession, newSession, type TokenSession } from './auth.tokens';
import { hashPassword, verifyPassword } from './passwords';

/** Answered to every failed sign-in, so it never tells whether the email has an account. */
export const INVALID_CREDENTIALS = 'No active account found with the given credentials';
/** Answered to a refresh token that is unknown, expired or revoked. */
export const INVALID_REFRESH_TOKEN = 'Token is invalid or expired';

/** An access token and the refresh token that renews it. */
export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AuthServiceOptions {
  db: Db;
  /** Signs an access token for a user id, in a session. */
  signAccessToken(userId: string, sessionId?: string): string;
  refreshTokenTtlSeconds: number;
  /** Told of a session a logout ended once it is committed, so this copy refuses its tokens at once. */
  sessionEnded(session: { sessionId: string; endedAt: Date }): void;
  /**
   * Told of an account signed out everywhere, or of a session ended with it, once it is committed,
   * so this copy refuses their tokens at once.
   */
  accountSignedOut(signOut: AccountSignedOut): void;
}

/** The accounts service. */
export function authService({ db, signAccessToken, refreshTokenTtlSeconds, sessionEnded, accountSignedOut }: AuthServiceOptions) {
  const users = usersRepository(db);

  /** A token pair of the session (a login's new one, or the one a refresh carries on). */
  const issueTokens = async (session: TokenSession, tx: Parameters<typeof createRefreshToken>[0] = db): Promise<TokenPair> => ({
    access: signAccessToken(session.userId, session.sessionId),
    refresh: await createRefreshToken(tx, session, refreshTokenTtlSeconds),
  });

  return {
    /**
     * Creates an account (email stored lower-cased, the mobile number as +233…, as the profile
     * stores it) and signs it in.
     */
    async signup(form: SignupBody): Promise<{ user: UserDto; token: TokenPair }> {
      if (form.password2 !== form.password) throw badRequest({ password2: [messages.signup.password2] });
      const email = normalizeEmail(form.email);
      if (await users.emailTaken(email)) throw emailTaken();
      const passwordHash = await hashPassword(form.password);
      const phone = form.phone ? (normaliseGhanaMobile(form.phone) ?? null) : null;
      try {
        return await db.transaction(async (tx) => {
          const user = await usersRepository(tx).create({ name: form.name, email, passwordHash, phone });
          return { user, token: await issueTokens(newSession(user.id), tx) };
        });
      } catch (error) {
        // The same email signing up twice at once: the unique index decides.
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
        throw error;
      }
    },

    /** Signs in; every failure is the same 401, taking the same time with or without an account. */
    async login(form: LoginBody): Promise<TokenPair> {
      const user = await users.findByEmail(normalizeEmail(form.email));
      const matches = await verifyPassword(user?.passwordHash, form.password);
      // A deactivated account is answered as a wrong password: the form says nothing more.
      if (!user || !matches || !user.isActive) throw unauthorized(INVALID_CREDENTIALS);
      // The password was checked against the row as it was read; a password change or a sign-out
      // everywhere may have committed since (the check takes tens of milliseconds). Tokens are
      // issued only if the row is still the one checked, under its lock, so a change either
      // refuses this sign-in or comes after it and ends its session.
      const tokens = await db.transaction(async (tx) => {
        const current = await usersRepository(tx).credentialsForShare(user.id);
        const unchanged =
          current !== undefined &&
          current.isActive &&
          current.passwordHash === user.passwordHash &&
          current.signedOutAt?.getTime() === user.signedOutAt?.getTime();
        return unchanged ? issueTokens(newSession(user.id), tx) : undefined;
      });
      if (!tokens) throw unauthorized(INVALID_CREDENTIALS);
      return tokens;
    },

    /**
     * A signed-in customer changes their password: the current one must match. Every session of
     * the account ends (as a password reset does: refresh tokens revoked, access tokens refused),
     * and this device gets a new session, so the customer stays signed in here only.
     */
    async changePassword(userId: string, form: ChangePasswordBody): Promise<TokenPair> {
      if (form.password2 !== form.password) throw badRequest({ password2: [messages.signup.password2] });
      const account = await users.findById(userId);
      const withHash = account ? await users.findByEmail(account.email) : undefined;
      if (!withHash || !(await verifyPassword(withHash.passwordHash, form.current_password))) {
        throw badRequest({ current_password: [messages.changePassword.current] });
      }
      const passwordHash = await hashPassword(form.password);
      const { signOuts, tokens } = await db.transaction(async (tx) => {
        const signedOut = await usersRepository(tx).resetPassword(userId, passwordHash);
        const endedSessions = await endEverySession(tx, userId);
        return { signOuts: [signedOut, ...endedSessions], tokens: await issueTokens(newSession(userId), tx) };
      });
      signOuts.forEach(accountSignedOut);
      return tokens;
    },

    /**
     * Trades a refresh token for a new pair; the old refresh token stops working. Replaying a used
     * one signs the account out everywhere: every session's refresh and access tokens, the
     * thief's pair among them, stop working on every copy of the API.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      // Not thrown inside the transaction: the sign-out a replay causes must be kept.
      const outcome = await db.transaction(async (tx) => {
        const presented = await consumeRefreshToken(tx, refreshToken);
        return presented.kind === 'rotated' ? { ...presented, pair: await issueTokens(presented.session, tx) } : presented;
      });
      if (outcome.kind === 'rotated') return outcome.pair;
      if (outcome.kind === 'replayed') outcome.signOuts.forEach(accountSignedOut);
      throw unauthorized(INVALID_REFRESH_TOKEN);
    },

    /** Signs out: the session ends, its refresh token and its access tokens stop working. */
    async logout(refreshToken: string): Promise<void> {
      const ended = await db.transaction((tx) => endSession(tx, refreshToken));
      // Other copies of the API hear of it from the database within milliseconds; this one now.
      if (ended) sessionEnded(ended);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, sign-in and sessions. */
    accounts: AuthService;
  }
}

/** Decorates `app.accounts`. */
export default fp(
  async function accountsPlugin(app: FastifyInstance) {
    app.decorate(
      'accounts',
      authService({
        db: app.db,
        signAccessToken: app.signAccessToken,
        refreshTokenTtlSeconds: app.config.refreshTokenTtlSeconds,
        sessionEnded: ({ sessionId, endedAt }) =>
          app.live.signedOutAccounts.heard({ userId: sessionId, signedOutAtMs: sessionEndMs(endedAt) }),
        accountSignedOut: (signOut) => app.live.signedOutAccounts.heard(signOut),
      }),
    );
  },
  { name: 'accounts', dependencies: ['database', 'auth', 'live'] },
);
