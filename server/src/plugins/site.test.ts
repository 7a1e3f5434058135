import fs from 'node:fs';
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
