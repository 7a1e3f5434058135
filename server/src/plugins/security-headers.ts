/**
 * The security headers of every response (API, site and app). The policy is helmet's: its
 * defaults, without helmet's Content-Security-Policy (ours is below) and without
 * Cross-Origin-Embedder-Policy (the map tiles and the payment checkout are cross-origin), with
 * X-Frame-Options DENY (as the CSP's frame-ancestors 'none') and HSTS only in production (a
 * development server on http://localhost must not pin the name to https).
 *
 * The Content-Security-Policy and Permissions-Policy vary: a page of the site sets its own when it
 * is sent (plugins/site.ts, from its inline scripts); every other answer gets the API's, which
 * lets nothing load (content-security-policy.ts, docs/decisions/016-content-security-policy.md).
 *
 * helmet is asked once, at start, which headers that policy sets; one hook then copies that frozen
 * set onto each reply. @fastify/helmet would run helmet's middleware chain on every request for
 * headers that never vary: about 0.04 ms of CPU per request, a quarter of the ratio of a cached
 * catalogue read to a bare server (docs/decisions/007-security-headers-from-helmet.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_POLICY, DOCS_POLICY, DOCS_PREFIX, permissionsPolicy } from './content-security-policy';

/** True for the API docs' page and its files. */
const isDocs = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`) || url.startsWith(`${DOCS_PREFIX}?`);

/** The product's policy, in helmet's terms; HSTS only in production. */
export const helmetPolicy = (production: boolean): Readonly<HelmetOptions> =>
  Object.freeze({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' as const },
    ...(production ? {} : { strictTransportSecurity: false }),
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

/**
 * Every header of an answer that is not a page, for the router's own refusals (an address that is
 * not valid UTF-8), which Fastify sends without running the hooks below.
 */
export function apiAnswerHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    ...helmetHeaders(helmetPolicy(production)),
    'content-security-policy': API_POLICY,
    'permissions-policy': permissionsPolicy('none'),
  });
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = helmetHeaders(helmetPolicy(app.config.nodeEnv === 'production'));
    const permissions = permissionsPolicy('none');
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // After the handler: a page of the site has set its own policy on the raw response by then
    // (plugins/site.ts), and a route may have set one on the reply; a header set here would
    // override either.
    app.addHook('onSend', (request, reply, payload, done) => {
      const raw = reply.raw;
      // A route may have set its own (the API's small HTML pages), on the reply.
      if (!raw.hasHeader('content-security-policy') && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', isDocs(request.url) ? DOCS_POLICY : API_POLICY);
      }
      if (!raw.hasHeader('permissions-policy')) reply.header('permissions-policy', permissions);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
