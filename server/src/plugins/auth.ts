/**
 * Bearer-token authentication. `app.authenticate` is the preHandler of every signed-in route: it
 * verifies the access token (HS256 JWT) and sets `request.user.id`. Refresh tokens are opaque
 * random strings kept hashed in the database (see modules/auth/auth.tokens.ts).
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-errors';
import { VerifiedTokens } from './verified-tokens';

/** What an access token carries. */
export interface AccessTokenPayload {
  sub: string;
  type: 'access';
  /** Expiry, seconds since the epoch (set when signed). */
  exp?: number;
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

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized();
    const token = header.replace(/^Bearer\s+/i, '');
    const known = verified.userOf(token);
    if (known) {
      request.user = { id: known };
      return;
    }
    try {
      // request.jwtVerify() resolves to formatUser's result ({id}), not the claims, so the claims
      // are verified and checked here, then the user set from them.
      const payload = app.jwt.verify<AccessTokenPayload>(token);
      if (payload.type !== 'access' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
        throw new Error('wrong token type');
      }
      verified.remember(token, payload.sub, payload.exp * 1000);
      request.user = { id: payload.sub };
    } catch {
      throw unauthorized('Given token not valid for any token type');
    }
  });
});
