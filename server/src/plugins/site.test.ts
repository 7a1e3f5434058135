import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { buildTestApp, type TestContext } from '../../test/helper';

/** The API beside a built site with both client-only sections, as Gatsby writes them. */
let ctx: TestContext;
let siteDir: string;
beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-site-'));
  fs.writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Not found</title>');
  for (const section of ['app', 'ops']) {
    fs.mkdirSync(path.join(siteDir, section, '[...]'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, section, '[...]', 'index.html'), `<!doctype html><title>${section} shell</title>`);
  }
  ctx = await buildTestApp({ SITE_DIR: siteDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

it.each([
  ['/app/bookings', 'app shell'],
  ['/app', 'app shell'],
  ['/ops', 'ops shell'],
  ['/ops/orders/9c000000-0000-4000-8000-000000010042?from=qr', 'ops shell'],
])('serves %s with its client-only section', async (url, title) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(`<title>${title}</title>`);
});

it('answers other unknown paths with the 404 page, and the API with JSON', async () => {
  const page = await ctx.app.inject({ method: 'GET', url: '/opsy' });
  expect(page.statusCode).toBe(404);
  expect(page.body).toContain('Not found');
  const api = await ctx.app.inject({ method: 'GET', url: '/api/ops-nothing' });
  expect(api.json()).toEqual({ detail: 'Not found.' });
});

describe('static files', () => {
  /** Sends `rawPath` as is (no client normalises it) to the listening server. */
  async function rawGet(rawPath: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
    const address = ctx.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: address.port, path: rawPath, method: 'GET' }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  const SECRET = 'the secret beside the site';
  let secretName: string;
  beforeAll(async () => {
    secretName = `secret-${path.basename(siteDir)}.txt`;
    fs.writeFileSync(path.join(siteDir, '..', secretName), SECRET);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => fs.rmSync(path.join(siteDir, '..', secretName), { force: true }));

  it('refuses to leave the site folder, in every encoding of ..', async () => {
    const ways = [
      `/../${secretName}`,
      `/%2e%2e/${secretName}`,
      `/%2e%2e%2f${secretName}`,
      `/..%2f${secretName}`,
      `/%2E%2E%2F${secretName}`,
      `/.%2e/${secretName}`,
      `/%252e%252e%252f${secretName}`,
      `/..%5c${secretName}`,
      `/%2e%2e%5c${secretName}`,
      `/%c0%ae%c0%ae/${secretName}`,
      `/%c0%ae%c0%ae%c0%af${secretName}`,
      `/app/../../${secretName}`,
      `/app/%2e%2e/%2e%2e/${secretName}`,
      `/ops/..%2f..%2f${secretName}`,
      `/%00/../${secretName}`,
      `//..//${secretName}`,
      '/../../../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ];
    for (const way of ways) {
      const answer = await rawGet(way);
      expect({ way, leaked: answer.body.includes(SECRET) || answer.body.includes('root:x:0:0') }).toEqual({ way, leaked: false });
      expect({ way, status: answer.status < 500 }).toEqual({ way, status: true });
    }
  });

  it('says nothing of the software or its versions in headers or error pages', async () => {
    for (const url of ['/nowhere', '/api/nowhere', '/%', `/app/${'x'.repeat(200)}`]) {
      const answer = await rawGet(url);
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers.server).toBeUndefined();
      expect({ url, body: /fastify|node\.js|v\d+\.\d+\.\d+|express|nginx|at [\w.]+ \(/i.test(answer.body) }).toEqual({ url, body: false });
    }
  });
});

describe("the build's source maps", () => {
  it('are set aside by the post-step every build runs, so neither this server nor a CDN publishes them', async () => {
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-built-'));
    const kept = path.join(built, '..', `${path.basename(built)}-maps`);
    try {
      const script = 'window.app=1;\n//# sourceMappingURL=app-0123456789abcdef.js.map\n'.repeat(80);
      fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Home</title>');
      fs.writeFileSync(path.join(built, '404.html'), '<!doctype html><title>Not found</title>');
      fs.writeFileSync(path.join(built, 'app-0123456789abcdef.js'), script);
      fs.writeFileSync(path.join(built, 'app-0123456789abcdef.js.map'), '{"version":3,"sources":["src/app/secret-rules.ts"]}'.repeat(40));
      fs.mkdirSync(path.join(built, 'static'));
      fs.writeFileSync(path.join(built, 'static', 'styles.css.map'), '{"version":3}');
      const run = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts', 'precompress.mjs'), built, kept], { encoding: 'utf8' });
      expect(run.status).toBe(0);

      expect(fs.existsSync(path.join(kept, 'app-0123456789abcdef.js.map'))).toBe(true);
      expect(fs.existsSync(path.join(kept, 'static', 'styles.css.map'))).toBe(true);
      const left = fs.readdirSync(built, { recursive: true }).map(String);
      expect(left.filter((file) => file.includes('.map'))).toEqual([]);

      const served = await buildTestApp({ SITE_DIR: built });
      try {
        expect((await served.app.inject({ method: 'GET', url: '/app-0123456789abcdef.js' })).statusCode).toBe(200);
        for (const url of ['/app-0123456789abcdef.js.map', '/static/styles.css.map']) {
          for (const encoding of ['identity', 'br', 'gzip']) {
            const answer = await served.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
            expect([url, encoding, answer.statusCode]).toEqual([url, encoding, 404]);
            expect(answer.body).not.toContain('secret-rules');
          }
        }
      } finally {
        await served.close();
      }
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
      fs.rmSync(kept, { recursive: true, force: true });
    }
  });
});

describe('aliases of the pages', () => {
  it.each([
    ['/privacy', '/privacy-policy'],
    ['/privacy/', '/privacy-policy'],
    ['/terms-and-conditions', '/terms'],
    ['/faq', '/services#faq'],
    ['/login', '/app/login'],
    ['/signup', '/app/signup'],
    ['/register', '/app/signup'],
  ])('answers %s with a 301 to %s', async (url, location) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('keeps the query string, and answers HEAD too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login?next=%2Fapp%2Fbasket' });
    expect(response.headers.location).toBe('/app/login?next=%2Fapp%2Fbasket');
    expect((await ctx.app.inject({ method: 'HEAD', url: '/privacy' })).statusCode).toBe(301);
  });
});
