import { eq } from 'drizzle-orm';
import { messages } from '@laundry-accra/domain/rules';
import { basketItems, items } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { MAX_BASKET_QUANTITY } from './basket.service';

let ctx: TestContext;
let ama: { user: { id: string }; token: string };
let kofi: { user: { id: string }; token: string };
let catalogue: { id: string; name: string; price: string }[];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await buildTestApp();
  ama = await createCustomer(ctx);
  kofi = await createCustomer(ctx);
  catalogue = (await call(ctx.app, 'GET', '/api/items/?page_size=100')).json.results;
});
afterAll(() => ctx.close());

const item = (name: string) => catalogue.find((i) => i.name === name)!;
const add = (token: string, body: unknown) =>
  call(ctx.app, 'POST', '/api/bookings/basket/', { token, body });
const entriesOf = (userId: string) =>
  ctx.database.db.select().from(basketItems).where(eq(basketItems.userId, userId));

describe('basket', () => {
  it('adds an item, priced by the server, ignoring a sent user, name or total', async () => {
    const customer = await createCustomer(ctx);
    const shirt = item('Shirt');
    const { status, json } = await add(customer.token, {
      item: shirt.id,
      quantity: 3,
      user: kofi.user.id,
      item_name: 'Free shirt',
      total: '0.01',
      price: '0.01',
    });
    expect(status).toBe(201);
    expect(json).toEqual({
      id: expect.any(String),
      item: shirt.id,
      item_name: 'Shirt',
      quantity: 3,
      unit: 'piece',
      estimate: false,
      note: null,
      unit_price: '12.00',
      price_changed_from: null,
      total: '36.00',
      user: customer.user.id,
    });
  });

  it('raises the quantity when the item is already in the basket (one entry per item)', async () => {
    const customer = await createCustomer(ctx);
    const shirt = item('Shirt');
    const first = await add(customer.token, { item: shirt.id, quantity: 2 });
    const again = await add(customer.token, { item: shirt.id, quantity: '3' });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ id: first.json.id, quantity: 5, total: '60.00' });
    const both = await Promise.all([
      add(customer.token, { item: shirt.id, quantity: 1 }),
      add(customer.token, { item: shirt.id, quantity: 1 }),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const rows = await entriesOf(customer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].quantity).toBe(7);
  });

  it('lists only my entries with totals at the current price', async () => {
    const customer = await createCustomer(ctx);
    const shirt = item('Shirt');
    const other = catalogue.find((i) => i.name !== 'Shirt')!;
    await add(customer.token, { item: shirt.id, quantity: 2 });
    await add(customer.token, { item: other.id, quantity: 1 });
    await add(kofi.token, { item: shirt.id, quantity: 9 });
    const { status, json } = await call(ctx.app, 'GET', '/api/bookings/basket/', {
      token: customer.token,
    });
    expect(status).toBe(200);
    expect(json.count).toBe(2);
    expect(json.results.map((e: { item_name: string }) => e.item_name)).toEqual([
      'Shirt',
      other.name,
    ]);
    expect(json.results.every((e: { user: string }) => e.user === customer.user.id)).toBe(true);

    // A price change shows in the basket (it is not booked yet).
    await ctx.database.db.update(items).set({ price: '15.50' }).where(eq(items.id, shirt.id));
    try {
      const after = await call(ctx.app, 'GET', '/api/bookings/basket', { token: customer.token });
      expect(after.json.results[0]).toMatchObject({
        item_name: 'Shirt',
        quantity: 2,
        total: '31.00',
      });
    } finally {
      await ctx.database.db.update(items).set({ price: shirt.price }).where(eq(items.id, shirt.id));
    }
  });

  it('answers the add form messages for a missing item or quantity', async () => {
    const { status, json } = await add(ama.token, {});
    expect(status).toBe(400);
    expect(json).toEqual({
      item: [messages.basketAdd.item],
      quantity: [messages.basketAdd.quantity],
    });
    const blank = await add(ama.token, { item: '', quantity: '' });
    expect(blank.json).toEqual({
      item: [messages.basketAdd.item],
      quantity: [messages.basketAdd.quantity],
    });
  });

  it('holds an estimated weight for a per-kg item, and whole pieces for the others', async () => {
    const light = item('Something Light');
    const added = await add(ama.token, { item: light.id, quantity: '4.5' });
    expect(added).toMatchObject({ status: 201, json: { quantity: 4.5, unit: 'kg', estimate: true, total: '67.50' } });
    for (const quantity of [4.25, 500]) {
      expect(await add(ama.token, { item: light.id, quantity })).toMatchObject({ status: 400, json: { quantity: [messages.basketAdd.weight] } });
    }
    for (const quantity of [1.5, '2.5']) {
      expect(await add(ama.token, { item: item('Shirt').id, quantity })).toMatchObject({
        status: 400,
        json: { quantity: [messages.basketAdd.wholePieces] },
      });
    }
    await call(ctx.app, 'DELETE', `/api/bookings/basket/${added.json.id}`, { token: ama.token });
  });

  it('refuses a quantity that is not a whole number of at least 1, or too large', async () => {
    const shirt = item('Shirt');
    for (const quantity of [0, -2, '0', null]) {
      const { status, json } = await add(ama.token, { item: shirt.id, quantity });
      expect({ quantity, status, json }).toEqual({
        quantity,
        status: 400,
        json: { quantity: [messages.basketAdd.quantity] },
      });
    }
    // JSON keeps its types: a boolean, a list or an object is not read as a number.
    for (const quantity of [true, false, [3], { n: 3 }, 'three', ' ']) {
      const { status, json } = await add(ama.token, { item: shirt.id, quantity });
      expect({ quantity, status, json }).toEqual({
        quantity,
        status: 400,
        json: { quantity: [messages.basketAdd.quantity] },
      });
    }
    const huge = await add(ama.token, { item: shirt.id, quantity: 10 ** 12 });
    expect(huge.status).toBe(400);
    expect(huge.json).toEqual({
      quantity: [`Ensure this value is less than or equal to ${MAX_BASKET_QUANTITY}.`],
    });
    expect(await entriesOf(ama.user.id)).toHaveLength(0);
  });

  it('will not raise an entry past the maximum, and leaves it as it was', async () => {
    const customer = await createCustomer(ctx);
    const shirt = item('Shirt');
    await add(customer.token, { item: shirt.id, quantity: MAX_BASKET_QUANTITY - 1 });
    const over = await add(customer.token, { item: shirt.id, quantity: 2 });
    expect(over.status).toBe(400);
    expect(over.json.quantity).toBeDefined();
    expect((await entriesOf(customer.user.id))[0].quantity).toBe(MAX_BASKET_QUANTITY - 1);
  });

  it('answers 400 {item} for an unknown or malformed item id', async () => {
    for (const id of [UNKNOWN, 'shirt']) {
      const { status, json } = await add(ama.token, { item: id, quantity: 1 });
      expect(status).toBe(400);
      expect(json).toEqual({ item: [`Invalid pk "${id}" - object does not exist.`] });
    }
    const numeric = await add(ama.token, { item: 42, quantity: 1 });
    expect(numeric).toMatchObject({ status: 400, json: { item: [messages.basketAdd.item] } });
    expect(await entriesOf(ama.user.id)).toHaveLength(0);
  });

  it('changes the quantity and/or the item of an entry', async () => {
    const customer = await createCustomer(ctx);
    const shirt = item('Shirt');
    const other = catalogue.find((i) => i.name !== 'Shirt')!;
    const entry = (await add(customer.token, { item: shirt.id, quantity: 1 })).json;
    const quantity = await call(ctx.app, 'PATCH', `/api/bookings/basket/${entry.id}`, {
      token: customer.token,
      body: { quantity: 4, total: '1.00' },
    });
    expect(quantity.status).toBe(200);
    expect(quantity.json).toEqual({ ...entry, quantity: 4, total: '48.00' });
    const switched = await call(ctx.app, 'PATCH', `/api/bookings/basket/${entry.id}/`, {
      token: customer.token,
      body: { item: other.id },
    });
    expect(switched.status).toBe(200);
    expect(switched.json).toMatchObject({
      id: entry.id,
      item: other.id,
      item_name: other.name,
      quantity: 4,
    });
    expect(switched.json.total).toBe((Number(other.price) * 4).toFixed(2));
  });

  it('refuses bad edits with 400 and changes nothing', async () => {
    const customer = await createCustomer(ctx);
    const shirt = item('Shirt');
    const other = catalogue.find((i) => i.name !== 'Shirt')!;
    const entry = (await add(customer.token, { item: shirt.id, quantity: 2 })).json;
    await add(customer.token, { item: other.id, quantity: 1 });
    const path = `/api/bookings/basket/${entry.id}`;
    const zero = await call(ctx.app, 'PATCH', path, {
      token: customer.token,
      body: { quantity: 0 },
    });
    expect(zero).toMatchObject({ status: 400, json: { quantity: [messages.basketAdd.quantity] } });
    const unknown = await call(ctx.app, 'PATCH', path, {
      token: customer.token,
      body: { item: UNKNOWN },
    });
    expect(unknown).toMatchObject({
      status: 400,
      json: { item: [`Invalid pk "${UNKNOWN}" - object does not exist.`] },
    });
    const duplicate = await call(ctx.app, 'PATCH', path, {
      token: customer.token,
      body: { item: other.id },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.item).toHaveLength(1);
    const rows = await entriesOf(customer.user.id);
    expect(rows.find((r) => r.id === entry.id)).toMatchObject({ itemId: shirt.id, quantity: 2 });
  });

  it('removes an entry', async () => {
    const customer = await createCustomer(ctx);
    const entry = (await add(customer.token, { item: item('Shirt').id, quantity: 2 })).json;
    const removed = await call(ctx.app, 'DELETE', `/api/bookings/basket/${entry.id}`, {
      token: customer.token,
    });
    expect(removed.status).toBe(204);
    expect(
      (await call(ctx.app, 'GET', '/api/bookings/basket/', { token: customer.token })).json.count,
    ).toBe(0);
    expect(
      (await call(ctx.app, 'DELETE', `/api/bookings/basket/${entry.id}`, { token: customer.token }))
        .status,
    ).toBe(404);
  });

  it("answers 404 for another customer's entry in every verb, and changes nothing", async () => {
    const entry = (await add(kofi.token, { item: item('Shirt').id, quantity: 1 })).json;
    const path = `/api/bookings/basket/${entry.id}`;
    expect(
      (await call(ctx.app, 'PATCH', path, { token: ama.token, body: { quantity: 50 } })).status,
    ).toBe(404);
    expect((await call(ctx.app, 'DELETE', path, { token: ama.token })).status).toBe(404);
    expect(
      (
        await call(ctx.app, 'PATCH', `/api/bookings/basket/${UNKNOWN}`, {
          token: ama.token,
          body: { quantity: 2 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'PATCH', '/api/bookings/basket/not-a-uuid', {
          token: ama.token,
          body: { quantity: 2 },
        })
      ).status,
    ).toBe(404);
    const rows = await entriesOf(kofi.user.id);
    expect(rows.find((r) => r.id === entry.id)?.quantity).toBeGreaterThanOrEqual(1);
    expect(rows.find((r) => r.id === entry.id)?.quantity).not.toBe(50);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/bookings/basket/'],
      ['POST', '/api/bookings/basket/'],
      ['PATCH', `/api/bookings/basket/${UNKNOWN}`],
      ['DELETE', `/api/bookings/basket/${UNKNOWN}`],
    ] as const) {
      expect(
        (
          await call(ctx.app, method, url, {
            body: method === 'POST' || method === 'PATCH' ? { quantity: 1 } : undefined,
          })
        ).status,
      ).toBe(401);
    }
  });
});
