import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, call, type TestContext } from '../../test/helper';
import { HELMET_POLICY, helmetHeaders } from './security-headers';

/** The policy, header by header, written out: helmet's defaults without CSP and COEP (security-headers.ts). */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
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
};
/** Headers the policy leaves out on purpose, or that would tell an attacker what runs here. */
const ABSENT = ['content-security-policy', 'cross-origin-embedder-policy', 'x-powered-by'];

/** The API with a small built site beside it, to see the headers on every kind of answer. */
let ctx: TestContext;
let siteDir: string;
beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-site-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Not found</title>');
  ctx = await buildTestApp({ SITE_DIR: siteDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name]).toBe(value);
  for (const name of ABSENT) expect(headers[name]).toBeUndefined();
};

it('are on API answers: JSON, 304, errors', async () => {
  const items = await ctx.app.inject({ method: 'GET', url: '/api/items/' });
  expect(items.statusCode).toBe(200);
  expectSecurityHeaders(items.headers);
  const notModified = await ctx.app.inject({ method: 'GET', url: '/api/items/', headers: { 'if-none-match': String(items.headers.etag) } });
  expect(notModified.statusCode).toBe(304);
  expectSecurityHeaders(notModified.headers);
  const unauthorized = await call(ctx.app, 'GET', '/api/bookings/');
  expect(unauthorized.status).toBe(401);
  expectSecurityHeaders(unauthorized.response.headers);
});

it('are on the site: a page and the 404 page', async () => {
  const home = await ctx.app.inject({ method: 'GET', url: '/' });
  expect(home.statusCode).toBe(200);
  expect(home.body).toContain('<title>Home</title>');
  expectSecurityHeaders(home.headers);
  const missing = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
  expect(missing.statusCode).toBe(404);
  expectSecurityHeaders(missing.headers);
});

it("are exactly helmet's answer for the policy, so a change of policy is one line", () => {
  expect(helmetHeaders(HELMET_POLICY)).toEqual(SECURITY_HEADERS);
  // Helmet's full defaults add a Content-Security-Policy: the set follows the policy.
  const strict = helmetHeaders({});
  expect(strict['content-security-policy']).toContain("default-src 'self'");
});
