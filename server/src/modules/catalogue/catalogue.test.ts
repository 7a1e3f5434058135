import { buildTestApp, call, type TestContext } from '../../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('catalogue', () => {
  it('lists the seeded items with their category, 100 per page', async () => {
    const { status, json } = await call(ctx.app, 'GET', '/api/items/?page_size=100');
    expect(status).toBe(200);
    expect(json.count).toBeGreaterThanOrEqual(40);
    expect(json.results.length).toBe(Math.min(100, json.count));
    const shirt = json.results.find((i: { name: string }) => i.name === 'Shirt');
    expect(shirt).toMatchObject({ price: '12.00', category: { name: 'Laundry' } });
    expect(json.next).toBeNull();
  });

  it('answers with and without the trailing slash', async () => {
    const a = await call(ctx.app, 'GET', '/api/branches/');
    const b = await call(ctx.app, 'GET', '/api/branches');
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    expect(a.json.results.map((r: { name: string }) => r.name)).toEqual(['East Legon', 'Osu']);
  });

  it('pages with next and previous links', async () => {
    const first = await call(ctx.app, 'GET', '/api/items/?page_size=10');
    expect(first.json.results).toHaveLength(10);
    expect(first.json.next).toContain('page=2');
    expect(first.json.previous).toBeNull();
    const second = await call(ctx.app, 'GET', '/api/items/?page_size=10&page=2');
    expect(second.json.previous).toContain('page=1');
    expect(second.json.results[0].id).not.toBe(first.json.results[0].id);
  });

  it('still counts the items on a page past the end', async () => {
    const all = await call(ctx.app, 'GET', '/api/items/?page_size=100');
    const past = await call(ctx.app, 'GET', '/api/items/?page_size=100&page=9');
    expect(past.status).toBe(200);
    expect(past.json).toMatchObject({ count: all.json.count, results: [], next: null });
  });

  it('answers a repeated item page from memory for a few seconds', async () => {
    const { eq } = await import('drizzle-orm');
    const { items } = await import('../../db/schema');
    const url = '/api/items/?page_size=5';
    const first = await call(ctx.app, 'GET', url);
    const item = first.json.results[0];
    await ctx.database.db.update(items).set({ price: '999.00' }).where(eq(items.id, item.id));
    try {
      expect((await call(ctx.app, 'GET', url)).json.results[0].price).toBe(item.price);
      // Another page is read from the database, with the new price.
      const other = await call(ctx.app, 'GET', '/api/items/?page_size=6');
      expect(other.json.results[0]).toMatchObject({ id: item.id, price: '999.00' });
    } finally {
      await ctx.database.db.update(items).set({ price: item.price }).where(eq(items.id, item.id));
    }
  });

  it('answers packages and branches from memory for a few seconds too; a back-office change clears them', async () => {
    const { eq } = await import('drizzle-orm');
    const { branches, packages } = await import('../../db/schema');
    const { createStaff } = await import('../../../test/staff');
    const admin = await createStaff(ctx, 'admin', null);
    const setPrice = (id: string, price: string) => call(ctx.app, 'PATCH', `/api/ops/packages/${id}`, { token: admin.token, body: { price } });
    const pack = (await call(ctx.app, 'GET', '/api/packages/')).json.results[0];
    await call(ctx.app, 'GET', `/api/packages/${pack.id}`);
    const branch = (await call(ctx.app, 'GET', '/api/branches/')).json.results[0];
    await ctx.database.db.update(packages).set({ price: '999.00' }).where(eq(packages.id, pack.id));
    await ctx.database.db.update(branches).set({ name: 'Renamed' }).where(eq(branches.id, branch.id));
    try {
      expect((await call(ctx.app, 'GET', '/api/packages/')).json.results[0]).toMatchObject({ id: pack.id, price: pack.price });
      expect((await call(ctx.app, 'GET', `/api/packages/${pack.id}`)).json.price).toBe(pack.price);
      expect((await call(ctx.app, 'GET', '/api/branches/')).json.results[0]).toEqual(branch);
      // Another page is read from the database.
      expect((await call(ctx.app, 'GET', '/api/packages/?page_size=7')).json.results[0].price).toBe('999.00');
      // A change through the back office clears every kept answer of this copy at once.
      expect((await setPrice(pack.id, '998.00')).status).toBe(200);
      expect((await call(ctx.app, 'GET', `/api/packages/${pack.id}`)).json.price).toBe('998.00');
      expect((await call(ctx.app, 'GET', '/api/branches/')).json.results.map((b: { name: string }) => b.name)).toContain('Renamed');
    } finally {
      await ctx.database.db.update(branches).set({ name: branch.name }).where(eq(branches.id, branch.id));
      expect((await setPrice(pack.id, pack.price)).status).toBe(200);
    }
  });

  it('refuses a page size over 100', async () => {
    const { status, json } = await call(ctx.app, 'GET', '/api/items/?page_size=101');
    expect(status).toBe(400);
    expect(json.page_size).toBeDefined();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await call(ctx.app, 'GET', '/api/packages/');
    const etag = first.response.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.response.headers['cache-control']).toContain('max-age');
    const again = await call(ctx.app, 'GET', '/api/packages/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.response.body).toBe('');
  });

  it('shows a package, and 404 for an unknown or malformed id', async () => {
    const list = await call(ctx.app, 'GET', '/api/packages/');
    const solo = list.json.results.find((p: { name: string }) => p.name === 'Solo');
    expect(solo).toBeDefined();
    const one = await call(ctx.app, 'GET', `/api/packages/${solo.id}`);
    expect(one.json).toEqual(solo);
    expect((await call(ctx.app, 'GET', '/api/packages/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/packages/not-a-uuid')).status).toBe(404);
  });

  it("sells 'Something Light' by the kilo on the price list, no longer as a package", async () => {
    const packages = (await call(ctx.app, 'GET', '/api/packages/')).json.results.map((p: { name: string }) => p.name);
    expect(packages).not.toContain('Something Light');
    const items = (await call(ctx.app, 'GET', '/api/items/?page_size=100')).json.results;
    expect(items.find((i: { name: string }) => i.name === 'Something Light')).toMatchObject({
      price: '15.00',
      unit: 'kg',
      category: { name: 'Laundry' },
    });
    expect(items.find((i: { name: string }) => i.name === 'Shirt')).toMatchObject({ unit: 'piece' });
  });

  it('reports the database state on /api/health', async () => {
    const { status, json } = await call(ctx.app, 'GET', '/api/health');
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});
