/**
 * The back office's catalogue as the admin and the customers notice it: prices, archiving,
 * packages and branches, each change with its audit row (and none for a change that fails).
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, bookingItems, items, subscriptions } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { createCheckedOutBooking, createSubscription } from '../../../test/fixtures';
import { createStaff } from '../../../test/staff';

let ctx: TestContext;
let admin: { token: string; user: { id: string } };
let laundry: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createStaff(ctx, 'admin', null);
  const categories = await call(ctx.app, 'GET', '/api/ops/categories/', { token: admin.token });
  laundry = categories.json.results.find((c: { name: string }) => c.name === 'Laundry').id;
  // Each category counts its items (the seed puts every priced item in one).
  expect(categories.json.results.find((c: { name: string }) => c.name === 'Laundry').item_count).toBeGreaterThan(5);
});
afterAll(() => ctx.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  call(ctx.app, method, url, { token: admin.token, body });
const auditRowsOf = (entityId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
let serial = 0;
const uniqueName = (base: string) => `${base} ${++serial}-${Date.now().toString(36)}`;

async function newItem(price = '12.00') {
  const { status, json } = await asAdmin('POST', '/api/ops/items/', { name: uniqueName('Kaftan'), category: laundry, price });
  expect(status).toBe(201);
  return json as { id: string; name: string; price: string };
}

describe('items', () => {
  it('adds an item with a two-decimal price and its audit row', async () => {
    const { status, json } = await asAdmin('POST', '/api/ops/items/', { name: ' Agbada ', category: laundry, price: '45.5' });
    expect(status).toBe(201);
    expect(json).toMatchObject({ name: 'Agbada', price: '45.50', unit: 'piece', category: { id: laundry, name: 'Laundry' }, is_active: true });
    const [row] = await auditRowsOf(json.id);
    expect(row).toMatchObject({
      actorId: admin.user.id,
      action: 'item.create',
      entityType: 'item',
      before: {},
      after: { name: 'Agbada', price: '45.50', category: laundry, is_active: true },
    });
  });

  it('adds an item sold by another unit (a rug by the square metre), and keeps it on a price change', async () => {
    const { status, json } = await asAdmin('POST', '/api/ops/items/', { name: uniqueName('Runner Rug'), category: laundry, price: '35', unit: 'm2' });
    expect(status).toBe(201);
    expect(json).toMatchObject({ unit: 'm2', price: '35.00' });
    const changed = await asAdmin('PATCH', `/api/ops/items/${json.id}`, { price: '38.00' });
    expect(changed.json).toMatchObject({ unit: 'm2', price: '38.00' });
    expect((await asAdmin('POST', '/api/ops/items/', { name: uniqueName('Rug'), category: laundry, price: '35', unit: 'yard' })).status).toBe(400);
  });

  it('refuses a name taken in the category in another case, and writes no audit row', async () => {
    const item = await newItem();
    const before = (await ctx.database.db.select().from(auditLog)).length;
    const { status, json } = await asAdmin('POST', '/api/ops/items/', {
      name: item.name.toUpperCase(),
      category: laundry,
      price: '5.00',
    });
    expect(status).toBe(400);
    expect(json).toEqual({ name: ['This category already has an item with this name.'] });
    expect((await ctx.database.db.select().from(auditLog)).length).toBe(before);
  });

  it('refuses prices outside 0.50 to 100,000.00 and a missing category', async () => {
    const message = 'Enter a price between 0.50 and 100,000.00 GHC, like 25.00.';
    for (const price of ['0.49', '100000.01', 'abc', '-3.00', '12.345']) {
      const { status, json } = await asAdmin('POST', '/api/ops/items/', { name: uniqueName('Cap'), category: laundry, price });
      expect({ price, status, json }).toEqual({ price, status: 400, json: { price: [message] } });
    }
    expect((await asAdmin('POST', '/api/ops/items/', { name: 'Cap', category: laundry, price: '100000.00' })).status).toBe(201);
    const missing = await asAdmin('POST', '/api/ops/items/', {
      name: 'Cape',
      category: '00000000-0000-4000-8000-000000000000',
      price: '3.00',
    });
    expect(missing).toMatchObject({ status: 400, json: { category: ['Choose a category.'] } });
  });

  it('a price change leaves bookings alone, reprices baskets (saying so) and changes the ETag', async () => {
    const item = await newItem('12.00');
    const customer = await createCustomer(ctx);
    const added = await call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: item.id, quantity: 2 } });
    expect(added.json).toMatchObject({ unit_price: '12.00', total: '24.00', price_changed_from: null });
    const booking = await createCheckedOutBooking(ctx, customer.user.id);
    const [line] = await ctx.database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id)).limit(1);
    const firstList = await call(ctx.app, 'GET', '/api/items/?page_size=100');
    const etag = firstList.response.headers.etag;

    const changed = await asAdmin('PATCH', `/api/ops/items/${item.id}`, { price: '15.00' });
    expect(changed).toMatchObject({ status: 200, json: { price: '15.00' } });
    // Only the price changed, so only the price is in the audit row.
    const [, update] = await auditRowsOf(item.id);
    expect(update).toMatchObject({ action: 'item.update', before: { price: '12.00' }, after: { price: '15.00' } });

    const basket = await call(ctx.app, 'GET', '/api/bookings/basket/', { token: customer.token });
    expect(basket.json.results).toEqual([
      expect.objectContaining({ item: item.id, unit_price: '15.00', total: '30.00', price_changed_from: '12.00' }),
    ]);
    const [lineAfter] = await ctx.database.db.select().from(bookingItems).where(eq(bookingItems.id, line.id));
    expect(lineAfter).toEqual(line);

    const secondList = await call(ctx.app, 'GET', '/api/items/?page_size=100');
    expect(secondList.response.headers.etag).not.toBe(etag);
    expect(secondList.json.results.find((i: { id: string }) => i.id === item.id).price).toBe('15.00');
  });

  it('archiving hides an item from the price list, baskets and checkout but not from history', async () => {
    const [shirt] = await ctx.database.db.select().from(items).where(eq(items.name, 'Shirt'));
    const customer = await createCustomer(ctx);
    const booking = await createCheckedOutBooking(ctx, customer.user.id);
    const [line] = await ctx.database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id)).limit(1);
    await call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: line.itemId, quantity: 1 } });

    expect((await asAdmin('PATCH', `/api/ops/items/${line.itemId}`, { is_active: false })).json.is_active).toBe(false);

    const list = await call(ctx.app, 'GET', '/api/items/?page_size=100');
    expect(list.json.results.map((i: { id: string }) => i.id)).not.toContain(line.itemId);
    expect((await call(ctx.app, 'GET', '/api/bookings/basket/', { token: customer.token })).json.count).toBe(0);
    const again = await call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: line.itemId, quantity: 1 } });
    expect(again.status).toBe(400);
    const detail = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: customer.token });
    expect(JSON.stringify(detail.json)).toContain(line.itemName);
    // The console still lists it, archived.
    const office = await asAdmin('GET', `/api/ops/items/?is_active=false&search=${encodeURIComponent(line.itemName)}`);
    expect(office.json.results.map((i: { id: string }) => i.id)).toContain(line.itemId);

    await asAdmin('PATCH', `/api/ops/items/${line.itemId}`, { is_active: true });
    expect((await call(ctx.app, 'GET', '/api/bookings/basket/', { token: customer.token })).json.count).toBe(1);
    expect(shirt).toBeDefined();
  });

  it('two admins adding the same name at once leave one item', async () => {
    const name = uniqueName('Dashiki');
    const answers = await Promise.all([
      asAdmin('POST', '/api/ops/items/', { name, category: laundry, price: '9.00' }),
      asAdmin('POST', '/api/ops/items/', { name: name.toLowerCase(), category: laundry, price: '9.00' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const rows = await ctx.database.db.select().from(items).where(and(eq(items.categoryId, laundry)));
    expect(rows.filter((r) => r.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it('is 404 for an item that does not exist', async () => {
    const { status } = await asAdmin('PATCH', '/api/ops/items/00000000-0000-4000-8000-000000000000', { price: '3.00' });
    expect(status).toBe(404);
  });
});

describe('categories', () => {
  it('adds, renames and orders categories', async () => {
    const created = await asAdmin('POST', '/api/ops/categories/', { name: 'Household', position: 5 });
    expect(created).toMatchObject({ status: 201, json: { name: 'Household', position: 5, item_count: 0 } });
    const renamed = await asAdmin('PATCH', `/api/ops/categories/${created.json.id}`, { name: 'Home Textiles', position: 2 });
    expect(renamed.json).toMatchObject({ name: 'Home Textiles', position: 2 });
    const taken = await asAdmin('PATCH', `/api/ops/categories/${created.json.id}`, { name: 'Laundry' });
    expect(taken).toMatchObject({ status: 400, json: { name: ['There is already a category with this name.'] } });
    const list = await asAdmin('GET', '/api/ops/categories/');
    // By position, then name: the seeded services from position 2 on.
    expect(list.json.results.map((c: { name: string }) => c.name)).toEqual([
      'Laundry',
      'Dry Cleaning',
      'Home Textiles',
      'Ironing & Folding',
      'Carpet Cleaning',
      'Sneaker Cleaning',
      'Clothes Mending',
    ]);
  });
});

describe('packages', () => {
  it('a package price change leaves a running subscription at its price; archiving stops new ones', async () => {
    const customer = await createCustomer(ctx);
    const subscription = await createSubscription(ctx, customer.user.id);
    await ctx.database.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, subscription.id));
    const list = await asAdmin('GET', '/api/ops/packages/');
    const pack = list.json.results[0];
    // The public list, kept in memory by this copy for a few seconds, shows a change at once.
    expect((await call(ctx.app, 'GET', '/api/packages/')).json.results.find((p: { id: string }) => p.id === pack.id).price).toBe(pack.price);
    const raised = await asAdmin('PATCH', `/api/ops/packages/${pack.id}`, { price: '999.00', description: 'Line one\nLine two' });
    expect(raised.json).toMatchObject({ price: '999.00', description: 'Line one\nLine two' });
    expect((await call(ctx.app, 'GET', '/api/packages/')).json.results.find((p: { id: string }) => p.id === pack.id).price).toBe('999.00');
    expect((await call(ctx.app, 'GET', `/api/packages/${pack.id}`)).json.price).toBe('999.00');
    expect(raised.json.active_subscriptions).toBeGreaterThanOrEqual(1);
    const mine = await call(ctx.app, 'GET', `/api/subscriptions/${subscription.id}`, { token: customer.token });
    expect(mine.json.price).toBe(subscription.price);

    await asAdmin('PATCH', `/api/ops/packages/${pack.id}`, { is_active: false });
    const offered = await call(ctx.app, 'GET', '/api/packages/');
    expect(offered.json.results.map((p: { id: string }) => p.id)).not.toContain(pack.id);
    const refused = await call(ctx.app, 'POST', '/api/subscriptions/', { token: customer.token, body: { package: pack.id } });
    expect(refused.status).toBe(400);
    await asAdmin('PATCH', `/api/ops/packages/${pack.id}`, { is_active: true, price: pack.price });
  });

  it('creates a package with its allowance and checks its fields', async () => {
    const created = await asAdmin('POST', '/api/ops/packages/', {
      name: 'Family Bundle',
      price: '350',
      quantity: 40,
      description: 'Wash and fold\nIroning included',
      image: '/images/packages/family.webp',
      position: 9,
    });
    expect(created).toMatchObject({ status: 201, json: { price: '350.00', quantity: 40, is_active: true, active_subscriptions: 0 } });
    const bad = await asAdmin('POST', '/api/ops/packages/', { name: 'X', price: '10.00', quantity: 0, description: ' ' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual(['description', 'quantity']);
  });

  it('sets the categories a package covers, in one audited change', async () => {
    const categories = (await asAdmin('GET', '/api/ops/categories/')).json.results as { id: string; name: string }[];
    const dryCleaning = categories.find((c) => c.name === 'Dry Cleaning')!.id;
    const created = await asAdmin('POST', '/api/ops/packages/', {
      name: uniqueName('Office Shirts'),
      price: '120.00',
      quantity: 10,
      description: 'Shirts pressed and folded',
      covered_categories: [laundry],
    });
    expect(created.status).toBe(201);
    expect(created.json.covered_categories).toEqual([{ id: laundry, name: 'Laundry' }]);

    const widened = await asAdmin('PATCH', `/api/ops/packages/${created.json.id}`, { covered_categories: [dryCleaning, laundry] });
    expect(widened.status).toBe(200);
    expect(widened.json.covered_categories.map((c: { name: string }) => c.name).sort()).toEqual(['Dry Cleaning', 'Laundry']);
    const [, update] = (await auditRowsOf(created.json.id)).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(update).toMatchObject({ action: 'package.update', before: { covered_categories: [laundry] } });
    expect((update.after as { covered_categories: string[] }).covered_categories).toEqual([dryCleaning, laundry].sort());

    // A PATCH that leaves the field out keeps what is covered; an empty list covers nothing.
    const renamed = await asAdmin('PATCH', `/api/ops/packages/${created.json.id}`, { price: '125.00' });
    expect(renamed.json.covered_categories).toHaveLength(2);
    const none = await asAdmin('PATCH', `/api/ops/packages/${created.json.id}`, { covered_categories: [] });
    expect(none.json.covered_categories).toEqual([]);
  });

  it('refuses unknown or repeated categories and changes nothing', async () => {
    const created = await asAdmin('POST', '/api/ops/packages/', {
      name: uniqueName('Weekday'),
      price: '80.00',
      quantity: 5,
      description: 'Pressed and folded',
      covered_categories: [laundry],
    });
    const auditBefore = (await auditRowsOf(created.json.id)).length;
    const unknown = await asAdmin('PATCH', `/api/ops/packages/${created.json.id}`, {
      price: '1.00',
      covered_categories: [laundry, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown).toMatchObject({ status: 400, json: { covered_categories: ['Choose categories of the price list.'] } });
    const repeated = await asAdmin('PATCH', `/api/ops/packages/${created.json.id}`, { covered_categories: [laundry, laundry] });
    expect(repeated).toMatchObject({ status: 400, json: { covered_categories: ['Choose categories of the price list.'] } });
    const notIds = await asAdmin('PATCH', `/api/ops/packages/${created.json.id}`, { covered_categories: ['Laundry'] });
    expect(notIds).toMatchObject({ status: 400, json: { covered_categories: ['Choose categories of the price list.'] } });

    const list = (await asAdmin('GET', '/api/ops/packages/')).json.results as { id: string; price: string; covered_categories: unknown }[];
    expect(list.find((p) => p.id === created.json.id)).toMatchObject({ price: '80.00', covered_categories: [{ id: laundry, name: 'Laundry' }] });
    expect(await auditRowsOf(created.json.id)).toHaveLength(auditBefore);
  });
});

describe('branches', () => {
  it('creates a placed branch; archiving keeps its bookings and stops checkouts to it', async () => {
    const created = await asAdmin('POST', '/api/ops/branches/', {
      name: 'Spintex',
      address: 'Spintex Rd, Accra',
      phone: '030 290 5555',
      latitude: '5.6339',
      longitude: '-0.1077',
    });
    expect(created).toMatchObject({ status: 201, json: { latitude: '5.633900', longitude: '-0.107700', is_active: true } });
    const offered = async () => (await call(ctx.app, 'GET', '/api/branches/')).json.results.map((b: { id: string }) => b.id);
    expect(await offered()).toContain(created.json.id);

    const archived = await asAdmin('PATCH', `/api/ops/branches/${created.json.id}`, { is_active: false });
    expect(archived.json.is_active).toBe(false);
    expect(await offered()).not.toContain(created.json.id);
    const [row] = await auditRowsOf(created.json.id).then((rows) => rows.filter((r) => r.action === 'branch.update'));
    expect(row).toMatchObject({ before: { is_active: true }, after: { is_active: false } });

    // A customer cannot check out to it; their basket stays for another branch.
    const customer = await createCustomer(ctx);
    const address = await call(ctx.app, 'POST', '/api/address/', {
      token: customer.token,
      body: { address_name: 'Home', address: '5 Cantonments Road' },
    });
    const [shirt] = await ctx.database.db.select().from(items).where(eq(items.name, 'Shirt'));
    await call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: shirt.id, quantity: 1 } });
    const checkout = await call(ctx.app, 'POST', '/api/bookings/checkout/', {
      token: customer.token,
      body: {
        pickup_address: address.json.id,
        dropoff_address: address.json.id,
        branch: created.json.id,
        pickup_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(checkout).toMatchObject({ status: 400, json: { branch: ['Please select a branch.'] } });
    expect((await call(ctx.app, 'GET', '/api/bookings/basket/', { token: customer.token })).json.count).toBe(1);

    const outOfRange = await asAdmin('PATCH', `/api/ops/branches/${created.json.id}`, { latitude: '95' });
    expect(outOfRange).toMatchObject({ status: 400, json: { latitude: ['Enter a latitude between -90 and 90.'] } });
  });

  it('seeds East Legon and Osu on the map', async () => {
    const list = await asAdmin('GET', '/api/ops/branches/');
    expect(list.json.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'East Legon', latitude: '5.636200', longitude: '-0.156800', is_active: true }),
        expect.objectContaining({ name: 'Osu', latitude: '5.557100', longitude: '-0.182300' }),
      ]),
    );
  });
});
