/**
 * `GET /api/ops/audit/`: the trail as the owner reads it, filtered by actor, entity and day.
 * There is no route to change or delete a row.
 */
import { eq } from 'drizzle-orm';
import { auditLog, branches } from '../../db/schema';
import { buildTestApp, call, type TestContext } from '../../../test/helper';
import { branchIds, createStaff } from '../../../test/staff';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createStaff>>;
let other: Awaited<ReturnType<typeof createStaff>>;
let categoryId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createStaff(ctx, 'admin', null);
  other = await createStaff(ctx, 'admin', null);
  const created = await call(ctx.app, 'POST', '/api/ops/categories/', { token: owner.token, body: { name: 'Curtains' } });
  categoryId = created.json.id;
  await call(ctx.app, 'PATCH', `/api/ops/categories/${categoryId}`, { token: other.token, body: { name: 'Drapes' } });
});
afterAll(() => ctx.close());

const audit = (query: string) => call(ctx.app, 'GET', `/api/ops/audit/${query}`, { token: owner.token });

describe('GET /api/ops/audit/', () => {
  it('lists the rows of an entity, newest first, with who did what', async () => {
    const { status, json } = await audit(`?entity_type=category&entity_id=${categoryId}`);
    expect(status).toBe(200);
    expect(json.count).toBe(2);
    expect(json.results).toEqual([
      expect.objectContaining({
        action: 'category.update',
        actor: { id: other.user.id, name: other.user.name, email: other.user.email },
        before: { name: 'Curtains' },
        after: { name: 'Drapes' },
        ip: expect.any(String),
        at: expect.any(String),
      }),
      expect.objectContaining({ action: 'category.create', actor: expect.objectContaining({ id: owner.user.id }), before: {} }),
    ]);
  });

  it('filters by actor and by Accra day', async () => {
    const mine = await audit(`?actor=${owner.user.id}`);
    expect(mine.json.results.every((r: { actor: { id: string } }) => r.actor.id === owner.user.id)).toBe(true);
    expect(mine.json.count).toBeGreaterThan(0);
    expect((await audit('?from=2000-01-01&to=2000-01-02')).json.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10); // Accra is UTC all year
    expect((await audit(`?from=${today}&to=${today}`)).json.count).toBeGreaterThanOrEqual(2);
  });

  it('paginates and checks its filters', async () => {
    const page = await audit('?page_size=1');
    expect(page.json).toMatchObject({ count: expect.any(Number), results: [expect.any(Object)] });
    expect(page.json.next).toContain('page=2');
    expect((await audit('?from=yesterday')).status).toBe(400);
    expect((await audit('?from=2026-02-02&to=2026-02-01')).json).toEqual({ to: ['Choose a day on or after the first day.'] });
  });

  it('offers no way to change or delete a row', async () => {
    const [row] = (await audit('')).json.results;
    for (const method of ['PATCH', 'DELETE', 'PUT'] as const) {
      expect((await call(ctx.app, method, `/api/ops/audit/${row.id}`, { token: owner.token, body: method === 'DELETE' ? undefined : {} })).status).toBe(404);
    }
  });
});

describe('branches in the trail', () => {
  it("names every branch an entry mentions by id: a staff account's branch, a branch's own entry", async () => {
    const [firstBranch] = await branchIds(ctx);
    const [branch] = await ctx.database.db.select({ name: branches.name }).from(branches).where(eq(branches.id, firstBranch));
    const invited = await call(ctx.app, 'POST', '/api/ops/staff/', {
      token: owner.token,
      body: { name: 'Efua Mensah', email: `efua.${Date.now()}@example.com`, role: 'staff', branch: firstBranch },
    });
    expect(invited.status).toBe(201);
    const { json } = await audit(`?entity_type=user&entity_id=${invited.json.id}`);
    expect(json.results[0]).toMatchObject({ after: { branch: firstBranch }, branch_names: { [firstBranch]: branch.name } });

    await ctx.database.db.insert(auditLog).values({
      actorId: owner.user.id,
      action: 'branch.hours',
      entityType: 'branch',
      entityId: firstBranch,
      before: {},
      after: {},
      ip: '127.0.0.1',
    });
    const own = await audit(`?entity_type=branch&entity_id=${firstBranch}`);
    expect(own.json.results[0].branch_names).toEqual({ [firstBranch]: branch.name });
    const category = await audit(`?entity_type=category&entity_id=${categoryId}`);
    expect(category.json.results[0].branch_names).toEqual({});
  });
});
