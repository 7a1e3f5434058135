/**
 * Bearer-token authentication. `app.authenticate` is the preHandler of every signed-in route: it
 * verifies the access token (HS256 JWT), refuses one issued before its account was signed out
 * everywhere (plugins/signed-out-accounts.ts), and sets `request.user.id`. Refresh tokens are opaque
 * random strings kept hashed in the database (see modules/auth/auth.tokens.ts).
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-errors';
import { signedOutAccountsSource } from '../modules/users/users.repository';
import { ACCOUNTS_SIGNED_OUT_CHANNEL, SignedOutAccounts } from './signed-out-accounts';
import { VerifiedTokens, type TokenClaims } from './verified-tokens';

/** What an access token carries. */
export interface AccessTokenPayload {
  sub: string;
  type: 'access';
  /** Expiry, seconds since the epoch (set when signed). */
  exp?: number;
  /** Issued at, seconds since the epoch (set when signed). */
  iat?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: { id: string };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for signed-in routes: 401 unless a valid access token is sent. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Signs an access token for a user. */
    signAccessToken(userId: string): string;
  }
}

export default fp(async function auth(app: FastifyInstance) {
  const { jwtSecret, accessTokenTtlSeconds } = app.config;
  await app.register(fastifyJwt, {
    secret: jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: accessTokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
    formatUser: (payload) => ({ id: payload.sub }),
  });

  app.decorate('signAccessToken', (userId: string) => app.jwt.sign({ sub: userId, type: 'access' }));

  const verified = new VerifiedTokens();
  // Sign-outs can only end tokens that have not expired yet; a minute more for clock skew
  // between the copies of the API (each stamps its own tokens and sign-outs).
  const signedOut = new SignedOutAccounts(
    signedOutAccountsSource(app.db),
    (accessTokenTtlSeconds + 60) * 1000,
  );
  const stopListening = await app.database.listen(
    ACCOUNTS_SIGNED_OUT_CHANNEL,
    (payload) => signedOut.heard(payload),
    (status) => {
      signedOut.listenerStatus(status).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not load recent sign-outs: tokens are checked against the database');
      });
    },
  );
  app.addHook('onClose', async () => {
    await signedOut.listenerStatus('down');
    await stopListening();
  });

  const invalid = () => unauthorized('Given token not valid for any token type');

  /** The claims of a token that passes the signature, type and expiry checks. */
  function verify(token: string): TokenClaims {
    const known = verified.claimsOf(token);
    if (known) return known;
    try {
      // request.jwtVerify() resolves to formatUser's result ({id}), not the claims, so the claims
      // are verified and checked here.
      const payload = app.jwt.verify<AccessTokenPayload>(token);
      if (
        payload.type !== 'access' ||
        typeof payload.sub !== 'string' ||
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number'
      ) {
        throw new Error('wrong token type');
      }
      const claims = { userId: payload.sub, issuedAtS: payload.iat };
      verified.remember(token, claims, payload.exp * 1000);
      return claims;
    } catch {
      throw invalid();
    }
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized();
    const { userId, issuedAtS } = verify(header.replace(/^Bearer\s+/i, ''));
    // A boolean while the sign-outs are in memory (no await, no extra tick), else a database read.
    const ended = signedOut.ended(userId, issuedAtS);
    if (ended === true || (ended !== false && (await ended))) throw invalid();
    request.user = { id: userId };
  });
});
