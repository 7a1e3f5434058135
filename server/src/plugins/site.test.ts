import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
