/**
 * Who may call each `/api/site` route, as ops-roles.test.ts checks `/api/ops`: signed out 401, a
 * customer 403, staff (of any branch) 403, an admin the route's answer. The webhook is not a
 * signed-in route: without Sanity's signature every caller, even an admin, gets 401.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createStaff } from '../../../test/staff';
import { documentedResponses } from '../../../test/documented-responses';

type Caller = 'signed out' | 'customer' | 'staff of the other branch' | 'staff' | 'admin';
const CALLERS: Caller[] = ['signed out', 'customer', 'staff of the other branch', 'staff', 'admin'];

interface SiteRoute {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** What each caller gets. */
  expected: Record<Caller, number>;
}

const adminOnly = (allowed: number): Record<Caller, number> => ({
  'signed out': 401,
  customer: 403,
  'staff of the other branch': 403,
  staff: 403,
  admin: allowed,
});

const routes: SiteRoute[] = [
  { name: 'GET /api/site/builds/', method: 'GET', url: '/api/site/builds/', expected: adminOnly(200) },
  { name: 'POST /api/site/builds/', method: 'POST', url: '/api/site/builds/', expected: adminOnly(202) },
  {
    name: 'POST /api/site/rebuild (unsigned)',
    method: 'POST',
    url: '/api/site/rebuild',
    body: { _type: 'post', slug: 'caring-for-kente', title: 'Caring for kente', operation: 'update' },
    expected: { 'signed out': 401, customer: 401, 'staff of the other branch': 401, staff: 401, admin: 401 },
  },
];

let ctx: TestContext;
let dir: string;
let documented: ReturnType<typeof documentedResponses>;
const tokens = {} as Record<Caller, string | undefined>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-site-roles-'));
  // A build command that builds nothing: these rows are about who gets in, not what is built.
  ctx = await buildTestApp({ SANITY_WEBHOOK_SECRET: 'secret', SITE_BUILDS_DIR: dir, SITE_BUILD_COMMAND: 'true' });
  const [here, there] = await branchIds(ctx);
  tokens['signed out'] = undefined;
  tokens.customer = (await createCustomer(ctx)).token;
  tokens['staff of the other branch'] = (await createStaff(ctx, 'staff', there)).token;
  tokens.staff = (await createStaff(ctx, 'staff', here)).token;
  tokens.admin = (await createStaff(ctx, 'admin', null)).token;
  documented = documentedResponses((await call(ctx.app, 'GET', '/api/docs/json')).json);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(routes)('$name', (route) => {
  it.each(CALLERS)('%s', async (caller) => {
    const answer = await call(ctx.app, route.method, route.url, { token: tokens[caller], body: route.body });
    expect({ caller, status: answer.status }).toEqual({ caller, status: route.expected[caller] });
    if (answer.status >= 400) expect(answer.json).toEqual({ detail: expect.any(String) });
    // The answer is one the OpenAPI document (and so the app's generated types) gives: status and shape.
    expect(documented(route.method, route.url, answer.status, answer.json, String(answer.response.headers['content-type'] ?? ''))).toBeUndefined();
    await ctx.app.sitePublishing.idle();
  });
});
