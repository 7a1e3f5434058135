/**
 * Bearer-token authentication. `app.authenticate` is the preHandler of every signed-in route: it
 * verifies the access token (HS256 JWT), refuses one issued before its account was signed out
 * everywhere or whose session was ended by a logout (live/signed-out-accounts.ts), and sets
 * `request.user.id`. Refresh tokens are opaque
 * random strings kept hashed in the database (see modules/auth/auth.tokens.ts).
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UUID_PATTERN } from '@laundry-accra/domain/rules';
import fp from 'fastify-plugin';
import { keepOutOfCaches } from '../lib/cache';
import { unauthorized } from '../lib/http-errors';
import { ExpiringMap } from '../live/expiring-map';

/** What an access token carries. */
export interface AccessTokenPayload {
  sub: string;
  type: 'access';
  /** Expiry, seconds since the epoch (set when signed). */
  exp?: number;
  /** Issued at, seconds since the epoch (set when signed). */
  iat?: number;
  /** The session (login) it was issued in: a logout ends it (refresh_tokens.session_id). */
  sid?: string;
}

/** What a verified access token says: whose it is, when it was issued (JWT iat, seconds), its session. */
interface TokenClaims {
  userId: string;
  issuedAtS: number;
  sessionId?: string;
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
    /** Signs an access token for a user, in a session when it belongs to one. */
    signAccessToken(userId: string, sessionId?: string): string;
  }
}

/**
 * Whether verified claims are an access token's, in the shapes the database can read: a correctly
 * signed token whose subject or session is not a UUID must be a 401 here, never an SQL error later.
 */
export function isAccessClaims(
  payload: Partial<Record<keyof AccessTokenPayload, unknown>>,
): payload is AccessTokenPayload & { exp: number; iat: number } {
  return (
    payload.type === 'access' &&
    typeof payload.sub === 'string' &&
    UUID_PATTERN.test(payload.sub) &&
    typeof payload.exp === 'number' &&
    typeof payload.iat === 'number' &&
    (payload.sid === undefined || (typeof payload.sid === 'string' && UUID_PATTERN.test(payload.sid)))
  );
}

export default fp(async function auth(app: FastifyInstance) {
  const { jwtSecret, accessTokenTtlSeconds } = app.config;
  await app.register(fastifyJwt, {
    secret: jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: accessTokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
    formatUser: (payload) => ({ id: payload.sub }),
  });

  app.decorate('signAccessToken', (userId: string, sessionId?: string) =>
    app.jwt.sign({ sub: userId, type: 'access', ...(sessionId ? { sid: sessionId } : {}) }),
  );

  // Tokens this process has verified, so a customer's next calls with the same token skip the
  // signature check (HMAC-SHA256 and the decoding around it: about a sixth of the CPU of a cached
  // bookings read) until the token expires, which a hit checks again.
  const verified = new ExpiringMap<TokenClaims>(10_000);

  const invalid = () => unauthorized('Given token not valid for any token type');

  /** The claims of a token that passes the signature, type and expiry checks. */
  function verify(token: string): TokenClaims {
    const known = verified.get(token);
    if (known) return known;
    try {
      // request.jwtVerify() resolves to formatUser's result ({id}), not the claims, so the claims
      // are verified and checked here.
      const payload = app.jwt.verify<AccessTokenPayload>(token);
      if (!isAccessClaims(payload)) throw new Error('wrong token type');
      const claims = { userId: payload.sub, issuedAtS: payload.iat, sessionId: payload.sid };
      verified.set(token, claims, payload.exp * 1000);
      return claims;
    } catch {
      throw invalid();
    }
  }

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    // Every signed-in answer is personal, and so is its refusal.
    keepOutOfCaches(reply);
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized();
    const { userId, issuedAtS, sessionId } = verify(header.replace(/^Bearer\s+/i, ''));
    // Booleans while the sign-outs are in memory (no await, no extra tick), else database reads:
    // the account signed out everywhere, or this token's session ended by a logout.
    const signOuts = app.live.signedOutAccounts;
    const ended = signOuts.ended(userId, issuedAtS);
    if (ended === true || (ended !== false && (await ended))) throw invalid();
    if (sessionId) {
      const loggedOut = signOuts.ended(sessionId, issuedAtS);
      if (loggedOut === true || (loggedOut !== false && (await loggedOut))) throw invalid();
    }
    request.user = { id: userId };
  });
}, { name: 'auth', dependencies: ['live'] });
