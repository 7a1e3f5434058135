/**
 * The security headers of every response (API, site and app): helmet's defaults, without a
 * Content-Security-Policy (the static site and the app load their own hashed scripts; a CSP tuned
 * for Gatsby's inline bootstrap belongs with the site) and without Cross-Origin-Embedder-Policy
 * (the map tiles and the payment checkout are cross-origin). They never vary, so they are set
 * from one frozen object in one hook rather than computed per request by a middleware chain,
 * which cost about a tenth of the CPU of a cached catalogue read.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
