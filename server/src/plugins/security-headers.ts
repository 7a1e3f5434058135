/**
 * The security headers of every response (API, site and app). The policy is helmet's: its
 * defaults, without a Content-Security-Policy (the static site and the app load their own hashed
 * scripts; a CSP tuned for Gatsby's inline bootstrap belongs with the site) and without
 * Cross-Origin-Embedder-Policy (the map tiles and the payment checkout are cross-origin).
 *
 * helmet is asked once, at start, which headers that policy sets; one hook then copies that frozen
 * set onto each reply. @fastify/helmet would run helmet's middleware chain on every request for
 * headers that never vary: about 0.04 ms of CPU per request, a quarter of the ratio of a cached
 * catalogue read to a bare server (docs/decisions/007-security-headers-from-helmet.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The product's policy, in helmet's terms. */
export const HELMET_POLICY: Readonly<HelmetOptions> = Object.freeze({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
});

/** The headers helmet sets for `policy`, read off one run of its middleware on a blank response. */
export function helmetHeaders(policy: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(policy)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middleware is synchronous; a version that is not would leave the set empty.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.freeze(headers);
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = helmetHeaders(HELMET_POLICY);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
