import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { TEST_PASSWORD, buildTestApp, call, createCustomer, type TestContext } from '../../test/helper';
import { createStaff } from '../../test/staff';
import { API_POLICY, DOCS_POLICY, sha256Source } from './content-security-policy';
import { helmetHeaders, helmetPolicy } from './security-headers';

/** The headers every answer carries, written out: helmet's defaults without CSP, COEP and (outside production) HSTS, frames denied. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
/** Headers left out on purpose, or that would tell an attacker what runs here. */
const ABSENT = ['cross-origin-embedder-policy', 'strict-transport-security', 'x-powered-by', 'server'];

const NO_FEATURES =
  'accelerometer=(), camera=(), display-capture=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), serial=(), usb=(), geolocation=(), payment=()';

/** Scripts of the small built site below, as Gatsby writes them. */
const SCRIPTS = {
  home: '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
  images: 'const e="undefined"!=typeof HTMLImageElement;',
  login: '/*<![CDATA[*/window.pagePath="/app/login";/*]]>*/',
  loginHead: "document.addEventListener('submit',function(e){},true);",
  shell: '/*<![CDATA[*/window.pagePath="/app/[...]";/*]]>*/',
  notFound: '/*<![CDATA[*/window.pagePath="/404.html";/*]]>*/',
};
const page = (...scripts: string[]) =>
  `<!doctype html><html><head><title>Page</title>${scripts.join('')}<script type="application/ld+json">{"@type":"LocalBusiness"}</script></head><body><script src="/app-0123456789abcdef.js" async></script></body></html>`;
const script = (text: string, head = false) => `<script${head ? ' data-gatsby-head="true"' : ''}>${text}</script>`;

/** The API with a small built site beside it, to see the headers on every kind of answer. */
let ctx: TestContext;
let siteDir: string;
beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-site-'));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), html);
  };
  write('index.html', page(script(SCRIPTS.home), `<script type="module">${SCRIPTS.images}</script>`));
  // The home page also goes out precompressed, as scripts/precompress.mjs leaves it.
  fs.writeFileSync(path.join(siteDir, 'index.html.br'), zlib.brotliCompressSync(fs.readFileSync(path.join(siteDir, 'index.html'))));
  write('app/login/index.html', page(script(SCRIPTS.loginHead, true), script(SCRIPTS.login)));
  write('app/[...]/index.html', page(script(SCRIPTS.shell)));
  write('ops/[...]/index.html', page());
  write('404.html', page(script(SCRIPTS.notFound)));
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

/** The script-src sources of a policy. */
const scriptSources = (policy: unknown) =>
  String(policy)
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);

describe('answers that are not pages get a policy that lets nothing load or frame them', () => {
  it('JSON, 304 and errors of the API', async () => {
    const items = await ctx.app.inject({ method: 'GET', url: '/api/items/' });
    expect(items.statusCode).toBe(200);
    const notModified = await ctx.app.inject({ method: 'GET', url: '/api/items/', headers: { 'if-none-match': String(items.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    const unauthorized = await call(ctx.app, 'GET', '/api/bookings/');
    expect(unauthorized.status).toBe(401);
    const missing = await call(ctx.app, 'GET', '/api/no-such-thing/');
    expect(missing.status).toBe(404);
    const invalid = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email: 'not an email' } });
    expect(invalid.status).toBe(400);
    for (const answer of [items, notModified, unauthorized.response, missing.response, invalid.response]) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(answer.headers['permissions-policy']).toBe(NO_FEATURES);
    }
    expect(API_POLICY).toBe(items.headers['content-security-policy']);
  });

  it('the router refusing an address, which runs no hooks', async () => {
    const badAddress = await ctx.app.inject({ method: 'GET', url: '/api/items/%E0%A4%A' });
    expect(badAddress.statusCode).toBe(400);
    expectSecurityHeaders(badAddress.headers);
    expect(badAddress.headers['content-security-policy']).toBe(API_POLICY);
    expect(badAddress.headers['permissions-policy']).toBe(NO_FEATURES);
  });

  it('error answers name no software or version', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/' }),
      ctx.app.inject({ method: 'GET', url: '/api/items/%E0%A4%A' }),
      ctx.app.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
      ctx.app.inject({ method: 'DELETE', url: '/no-such-page' }),
      ctx.app.inject({ method: 'GET', url: '/no-such-page' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers.server).toBeUndefined();
      expect(answer.body).not.toMatch(/fastify|node\.?js|express|nginx|pglite|postgres|\bv?\d+\.\d+\.\d+\b/i);
      expect(answer.body).not.toContain(process.version);
    }
  });

  it('the API docs run their own scripts and nothing else', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(DOCS_POLICY);
    expect(DOCS_POLICY).toContain("script-src 'self';");
    expect(DOCS_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe('personal answers are kept out of every cache', () => {
  it('sign-up, sign-in, token, sign-out and password calls, and their refusals', async () => {
    const email = `cache.${Date.now()}@example.com`;
    const signup = await call(ctx.app, 'POST', '/api/auth/signup/', {
      body: { name: 'Ama Mensah', email, password: TEST_PASSWORD, password2: TEST_PASSWORD },
    });
    expect(signup.status).toBe(201);
    const login = await call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password: TEST_PASSWORD } });
    const answers = [
      signup,
      login,
      await call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password: 'Wrong@2026x' } }),
      await call(ctx.app, 'POST', '/api/auth/token/refresh/', { body: { refresh: login.json.refresh } }),
      await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email } }),
      await call(ctx.app, 'POST', '/api/auth/logout/', { body: { refresh: login.json.refresh } }),
    ];
    for (const { response } of answers) expect([response.statusCode, response.headers['cache-control']]).toEqual([response.statusCode, 'no-store']);
  });

  it('every signed-in answer: the account, bookings, ops, and a refused token', async () => {
    const customer = await createCustomer(ctx);
    const admin = await createStaff(ctx, 'admin', null);
    const asked: [string, string][] = [
      ['/api/users/me', customer.token],
      ['/api/bookings/', customer.token],
      ['/api/bookings/basket/', customer.token],
      ['/api/ops/bookings/', admin.token],
      ['/api/ops/customers/', admin.token],
      ['/api/ops/staff/', admin.token],
      ['/api/users/me', 'not-a-token'],
      ['/api/ops/bookings/', customer.token],
    ];
    for (const [url, token] of asked) {
      const { status, response } = await call(ctx.app, 'GET', url, { token });
      expect([url, status, response.headers['cache-control']]).toEqual([url, status, 'no-store']);
    }
    // The public catalogue stays cacheable.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/items/' })).headers['cache-control']).toMatch(/^public/);
  });
});

describe('a page gets the policy of its section, with its own inline scripts by hash', () => {
  it('the site: its scripts and every Head script, never a data block, never unsafe-inline scripts', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expectSecurityHeaders(home.headers);
    const policy = String(home.headers['content-security-policy']);
    expect(scriptSources(policy)).toEqual(["'self'", sha256Source(SCRIPTS.home), sha256Source(SCRIPTS.images), sha256Source(SCRIPTS.loginHead)]);
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(policy).toContain('img-src \'self\' data: https://tile.openstreetmap.org https://cdn.sanity.io;');
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(home.headers['permissions-policy']).toBe(NO_FEATURES);

    // A revalidation (the pages are must-revalidate) keeps the page's policy: a browser updates
    // the stored headers from a 304, so the API's policy there would break the cached page.
    const notModified = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(home.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(policy);
    expect(notModified.headers['permissions-policy']).toBe(NO_FEATURES);

    // The same bytes precompressed: the same policy.
    const compressed = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toBe(policy);
  });

  it('the app: its pages and its client-only screens, with Paystack', async () => {
    const login = await ctx.app.inject({ method: 'GET', url: '/app/login' });
    expect(login.statusCode).toBe(200);
    expect(scriptSources(login.headers['content-security-policy'])).toEqual(["'self'", sha256Source(SCRIPTS.login), sha256Source(SCRIPTS.loginHead)]);
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/app/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expectSecurityHeaders(dashboard.headers);
    const policy = String(dashboard.headers['content-security-policy']);
    expect(scriptSources(policy)).toEqual(["'self'", sha256Source(SCRIPTS.shell), sha256Source(SCRIPTS.loginHead)]);
    expect(policy).toContain("connect-src 'self' https://api.paystack.co;");
    expect(policy).toContain('frame-src https://checkout.paystack.com;');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(dashboard.headers['permissions-policy']).toBe(
      NO_FEATURES.replace('payment=()', 'payment=(self "https://checkout.paystack.com")'),
    );
  });

  it('geolocation only in the address form', async () => {
    for (const url of ['/app/user/address/add-address', '/app/user/address/edit-address/7f1c1b8e-3f4a-4a57-9d3c-1b2a3c4d5e6f']) {
      const form = await ctx.app.inject({ method: 'GET', url });
      expect(form.statusCode).toBe(200);
      expect(form.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(form.headers['content-security-policy']).toContain('frame-src https://checkout.paystack.com;');
    }
    for (const url of ['/', '/app/login', '/app/user/address', '/app/dashboard', '/ops/', '/api/items/']) {
      const other = await ctx.app.inject({ method: 'GET', url });
      expect(other.headers['permissions-policy']).toContain('geolocation=()');
    }
  });

  it('the staff console: no third-party scripts, frames or connections', async () => {
    const today = await ctx.app.inject({ method: 'GET', url: '/ops/' });
    expect(today.statusCode).toBe(200);
    const policy = String(today.headers['content-security-policy']);
    expect(scriptSources(policy)).toEqual(["'self'", sha256Source(SCRIPTS.loginHead)]);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src 'none'");
  });

  it('the 404 page, with its own scripts', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
    expect(scriptSources(missing.headers['content-security-policy'])).toEqual(["'self'", sha256Source(SCRIPTS.notFound), sha256Source(SCRIPTS.loginHead)]);
  });
});

it("the fixed set is helmet's answer for the policy, HSTS only in production", () => {
  expect(helmetHeaders(helmetPolicy(false))).toEqual(SECURITY_HEADERS);
  expect(helmetHeaders(helmetPolicy(true))).toEqual({ ...SECURITY_HEADERS, 'strict-transport-security': 'max-age=31536000; includeSubDomains' });
  // Helmet's own Content-Security-Policy stays off: ours varies by page.
  expect(helmetHeaders(helmetPolicy(true))['content-security-policy']).toBeUndefined();
});

it('in production, every answer of the site, the app, the console and the API carries every header of decision 007, HSTS included', async () => {
  const production = await buildTestApp({
    SITE_DIR: siteDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    // Production takes real payments only (the sandbox refuses to start).
    PAYSTACK_SECRET_KEY: 'sk_test_headers',
    PAYSTACK_PUBLIC_KEY: 'pk_test_headers',
  });
  try {
    const home = await production.app.inject({ method: 'GET', url: '/' });
    expect(scriptSources(home.headers['content-security-policy'])).toEqual(["'self'", sha256Source(SCRIPTS.home), sha256Source(SCRIPTS.images), sha256Source(SCRIPTS.loginHead)]);
    // Every header of decision 007, HSTS included, on the site, the app, the console and the API.
    const production007 = { ...SECURITY_HEADERS, 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
    for (const url of ['/', '/app/login', '/app/dashboard', '/ops/', '/no-such-page', '/api/items/', '/api/users/me', '/api/no-such-thing/', '/api/items/%E0%A4%A']) {
      const answer = await production.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(production007)) expect([url, name, answer.headers[name]]).toEqual([url, name, value]);
      for (const name of ['cross-origin-embedder-policy', 'x-powered-by', 'server']) expect([url, name, answer.headers[name]]).toEqual([url, name, undefined]);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  } finally {
    await production.close();
  }
});
