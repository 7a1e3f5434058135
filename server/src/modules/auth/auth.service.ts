/**
 * Accounts and sessions: sign-up, sign-in, refresh-token rotation and sign-out. A session is a
 * short-lived access token (JWT) plus an opaque refresh token stored hashed. The forms' rules are
 * the request schemas'; sign-up checks here only that both passwords are the same.
 */
import { messages } from '@laundry-accra/domain/rules';
import type { LoginBody, SignupBody } from '@laundry-accra/domain/schemas/auth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/db-errors';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { normalizeEmail, usersRepository, type UserDto } from '../users/users.repository';
import { emailTaken } from '../users/users.service';
import { consumeRefreshToken, createRefreshToken, revokeRefreshToken } from './auth.tokens';
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
  /** Signs an access token for a user id. */
  signAccessToken(userId: string): string;
  refreshTokenTtlSeconds: number;
}

/** The accounts service. */
export function authService({ db, signAccessToken, refreshTokenTtlSeconds }: AuthServiceOptions) {
  const users = usersRepository(db);

  const issueTokens = async (userId: string, tx: Parameters<typeof createRefreshToken>[0] = db): Promise<TokenPair> => ({
    access: signAccessToken(userId),
    refresh: await createRefreshToken(tx, userId, refreshTokenTtlSeconds),
  });

  return {
    /** Creates an account (email stored lower-cased) and signs it in. */
    async signup(form: SignupBody): Promise<{ user: UserDto; token: TokenPair }> {
      if (form.password2 !== form.password) throw badRequest({ password2: [messages.signup.password2] });
      const email = normalizeEmail(form.email);
      if (await users.emailTaken(email)) throw emailTaken();
      const passwordHash = await hashPassword(form.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await usersRepository(tx).create({ name: form.name, email, passwordHash });
          return { user, token: await issueTokens(user.id, tx) };
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
      return issueTokens(user.id);
    },

    /** Trades a refresh token for a new pair; the old refresh token stops working. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      // Not thrown inside the transaction: revoking a replayed token's family must be kept.
      const pair = await db.transaction(async (tx) => {
        const userId = await consumeRefreshToken(tx, refreshToken);
        return userId ? issueTokens(userId, tx) : undefined;
      });
      if (!pair) throw unauthorized(INVALID_REFRESH_TOKEN);
      return pair;
    },

    /** Signs out: the refresh token stops working (the access token runs out on its own). */
    async logout(refreshToken: string): Promise<void> {
      await revokeRefreshToken(db, refreshToken);
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
      }),
    );
  },
  { name: 'accounts', dependencies: ['database', 'auth'] },
);
