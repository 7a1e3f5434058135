import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, call, type TestContext } from '../../test/helper';
import { SECURITY_HEADERS } from './security-headers';

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
  expect(headers['content-security-policy']).toBeUndefined();
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
