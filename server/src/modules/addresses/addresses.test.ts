import { eq } from 'drizzle-orm';
import { addressMessages, LANDMARK_MAX, messages } from '@laundry-accra/domain/rules';
import { addresses } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let ama: { user: { id: string }; token: string };
let kofi: { user: { id: string }; token: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  ama = await createCustomer(ctx);
  kofi = await createCustomer(ctx);
});
afterAll(() => ctx.close());

const home = {
  address_name: 'Home',
  address: '12 Oxford Street',
  street_name: 'Oxford Street',
  city: 'Accra',
  town: 'Osu',
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** What an address without the rider's fields answers for them. */
const noRiderFields = { latitude: null, longitude: null, digital_address: null, landmark: null, contact_phone: null };

async function saved(token: string, body: Record<string, unknown> = home) {
  const { status, json } = await call(ctx.app, 'POST', '/api/address/', { token, body });
  expect(status).toBe(201);
  return json as { id: string };
}

describe('addresses', () => {
  it('saves an address for the signed-in customer, ignoring a sent user or id', async () => {
    const { status, json } = await call(ctx.app, 'POST', '/api/address/', {
      token: ama.token,
      body: { ...home, user: kofi.user.id, id: UNKNOWN },
    });
    expect(status).toBe(201);
    expect(json).toEqual({ ...home, ...noRiderFields, id: expect.any(String), user: ama.user.id });
    expect(json.id).not.toBe(UNKNOWN);
  });

  it('keeps optional fields optional and stores blanks as null', async () => {
    const { status, json } = await call(ctx.app, 'POST', '/api/address', {
      token: ama.token,
      body: {
        address_name: '  Office ',
        address: 'Ring Road Central',
        street_name: '',
        city: null,
      },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      address_name: 'Office',
      address: 'Ring Road Central',
      street_name: null,
      city: null,
      town: null,
    });
  });

  it('answers the form messages for missing or blank required fields, and writes nothing', async () => {
    const before = await ctx.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, kofi.user.id));
    const missing = await call(ctx.app, 'POST', '/api/address/', { token: kofi.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      address_name: [messages.address.address_name],
      address: [messages.address.address],
    });
    const blank = await call(ctx.app, 'POST', '/api/address/', {
      token: kofi.token,
      body: { address_name: '   ', address: 'x' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ address_name: [messages.address.address_name] });
    const after = await ctx.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, kofi.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a wrong type (with the field message), a body that is not an object and malformed JSON with 400', async () => {
    const wrongType = await call(ctx.app, 'POST', '/api/address/', {
      token: kofi.token,
      body: { address_name: { a: 1 }, address: 'x' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toEqual({ address_name: [messages.address.address_name] });
    const array = await call(ctx.app, 'POST', '/api/address/', { token: kofi.token, body: [home] });
    expect(array.status).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/address/',
      headers: { authorization: `Bearer ${kofi.token}`, 'content-type': 'application/json' },
      payload: '{"address_name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'JSON parse error.' });
  });

  it("lists only the customer's own addresses, newest first, paginated", async () => {
    const customer = await createCustomer(ctx);
    const first = await saved(customer.token, { ...home, address_name: 'First' });
    const second = await saved(customer.token, { ...home, address_name: 'Second' });
    const { status, json } = await call(ctx.app, 'GET', '/api/address/', { token: customer.token });
    expect(status).toBe(200);
    expect(json).toMatchObject({ count: 2, next: null, previous: null });
    expect(json.results.map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
    const paged = await call(ctx.app, 'GET', '/api/address/?page_size=1', {
      token: customer.token,
    });
    expect(paged.json.results).toHaveLength(1);
    expect(paged.json.next).toContain('page=2');
  });

  it('shows one address, 404 for unknown or malformed ids', async () => {
    const address = await saved(ama.token);
    const one = await call(ctx.app, 'GET', `/api/address/${address.id}`, { token: ama.token });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ ...home, id: address.id });
    expect(
      (await call(ctx.app, 'GET', `/api/address/${UNKNOWN}`, { token: ama.token })).status,
    ).toBe(404);
    const malformed = await call(ctx.app, 'GET', '/api/address/not-a-uuid', { token: ama.token });
    expect(malformed.status).toBe(404);
    expect(malformed.json).toEqual({ detail: 'Not found.' });
  });

  it('edits part of an address and keeps the rest', async () => {
    const address = await saved(ama.token);
    const { status, json } = await call(ctx.app, 'PATCH', `/api/address/${address.id}/`, {
      token: ama.token,
      body: { town: 'Labone', user: kofi.user.id },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ ...home, ...noRiderFields, town: 'Labone', id: address.id, user: ama.user.id });
    const blanked = await call(ctx.app, 'PATCH', `/api/address/${address.id}`, {
      token: ama.token,
      body: { address: '' },
    });
    expect(blanked.status).toBe(400);
    expect(blanked.json).toEqual({ address: [messages.address.address] });
    const reread = await call(ctx.app, 'GET', `/api/address/${address.id}`, { token: ama.token });
    expect(reread.json.address).toBe(home.address);
  });

  it('deletes an address: gone from the list and 404 afterwards, but kept in the table', async () => {
    const address = await saved(ama.token);
    const deleted = await call(ctx.app, 'DELETE', `/api/address/${address.id}`, {
      token: ama.token,
    });
    expect(deleted.status).toBe(204);
    expect(
      (await call(ctx.app, 'GET', `/api/address/${address.id}`, { token: ama.token })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'PATCH', `/api/address/${address.id}`, { token: ama.token, body: home }))
        .status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'DELETE', `/api/address/${address.id}`, { token: ama.token })).status,
    ).toBe(404);
    const list = await call(ctx.app, 'GET', '/api/address/?page_size=100', { token: ama.token });
    expect(list.json.results.map((a: { id: string }) => a.id)).not.toContain(address.id);
    const [row] = await ctx.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, address.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it("answers 404 in every verb for another customer's address, and changes nothing", async () => {
    const address = await saved(ama.token);
    const path = `/api/address/${address.id}`;
    expect((await call(ctx.app, 'GET', path, { token: kofi.token })).status).toBe(404);
    expect(
      (
        await call(ctx.app, 'PATCH', path, {
          token: kofi.token,
          body: { address_name: 'Mine now' },
        })
      ).status,
    ).toBe(404);
    expect((await call(ctx.app, 'DELETE', path, { token: kofi.token })).status).toBe(404);
    const list = await call(ctx.app, 'GET', '/api/address/?page_size=100', { token: kofi.token });
    expect(list.json.results.map((a: { id: string }) => a.id)).not.toContain(address.id);
    const mine = await call(ctx.app, 'GET', path, { token: ama.token });
    expect(mine.json).toMatchObject({ address_name: 'Home' });
  });

  describe("the rider's fields", () => {
    const osu = { latitude: 5.5571, longitude: -0.1823 };

    it('saves a map point, a GhanaPost GPS address in its one spelling, a landmark and the rider phone', async () => {
      const { status, json } = await call(ctx.app, 'POST', '/api/address/', {
        token: ama.token,
        body: { ...home, ...osu, digital_address: ' ga 183 8164 ', landmark: '  Opposite the Shell station ', contact_phone: '024 123 4567' },
      });
      expect(status).toBe(201);
      expect(json).toMatchObject({ ...osu, digital_address: 'GA-183-8164', landmark: 'Opposite the Shell station', contact_phone: '+233241234567' });
      const [row] = await ctx.database.db.select().from(addresses).where(eq(addresses.id, json.id));
      expect(row).toMatchObject({ latitude: '5.557100', longitude: '-0.182300', digitalAddress: 'GA-183-8164' });
      const reread = await call(ctx.app, 'GET', `/api/address/${json.id}`, { token: ama.token });
      expect(reread.json).toMatchObject({ ...osu, digital_address: 'GA-183-8164', contact_phone: '+233241234567' });
    });

    it.each([
      ['ga1838164', 'GA-183-8164'],
      ['GA-0183-8164', 'GA-0183-8164'],
      ['gE 2318 0012', 'GE-2318-0012'],
    ])('stores the digital address %j as %j', async (typed, stored) => {
      const { status, json } = await call(ctx.app, 'POST', '/api/address/', { token: kofi.token, body: { ...home, digital_address: typed } });
      expect(status).toBe(201);
      expect(json.digital_address).toBe(stored);
    });

    it.each([
      ['a malformed digital address', { digital_address: 'GA-18-8164' }, { digital_address: [addressMessages.digital_address] }],
      ['a digital address that is not text', { digital_address: 1838164 }, { digital_address: [addressMessages.digital_address] }],
      ['a point in Kumasi', { latitude: 6.6885, longitude: -1.6244 }, { latitude: [addressMessages.mapPoint], longitude: [addressMessages.mapPoint] }],
      ['a latitude outside Greater Accra', { latitude: 5.2, longitude: -0.18 }, { latitude: [addressMessages.mapPoint] }],
      ['a coordinate sent as text', { latitude: '5.6', longitude: -0.18 }, { latitude: [addressMessages.mapPoint] }],
      ['a latitude without a longitude', { latitude: 5.6 }, { longitude: [addressMessages.mapPointPair] }],
      ['a longitude without a latitude', { longitude: -0.18 }, { latitude: [addressMessages.mapPointPair] }],
      ['a landmark too long', { landmark: 'x'.repeat(LANDMARK_MAX + 1) }, { landmark: [addressMessages.landmark] }],
      ['a phone that is not a Ghana mobile', { contact_phone: '030 290 1234' }, { contact_phone: [addressMessages.contact_phone] }],
    ])('refuses %s with its message, and writes nothing', async (_case, fields, errors) => {
      const customer = await createCustomer(ctx);
      const { status, json } = await call(ctx.app, 'POST', '/api/address/', { token: customer.token, body: { ...home, ...fields } });
      expect(status).toBe(400);
      expect(json).toEqual(errors);
      const rows = await ctx.database.db.select().from(addresses).where(eq(addresses.userId, customer.user.id));
      expect(rows).toHaveLength(0);
    });

    it('moves, keeps and removes the point on PATCH, checking it whole', async () => {
      const address = await saved(ama.token, { ...home, ...osu, landmark: 'Blue gate' });
      const path = `/api/address/${address.id}`;
      const moved = await call(ctx.app, 'PATCH', path, { token: ama.token, body: { latitude: 5.6362, longitude: -0.1568 } });
      expect(moved.json).toMatchObject({ latitude: 5.6362, longitude: -0.1568, landmark: 'Blue gate' });
      const kept = await call(ctx.app, 'PATCH', path, { token: ama.token, body: { town: 'East Legon' } });
      expect(kept.json).toMatchObject({ latitude: 5.6362, longitude: -0.1568 });
      const half = await call(ctx.app, 'PATCH', path, { token: ama.token, body: { latitude: null } });
      expect(half.status).toBe(400);
      expect(half.json).toEqual({ latitude: [addressMessages.mapPointPair] });
      const removed = await call(ctx.app, 'PATCH', path, {
        token: ama.token,
        body: { latitude: null, longitude: null, landmark: '', digital_address: '', contact_phone: null },
      });
      expect(removed.status).toBe(200);
      expect(removed.json).toMatchObject(noRiderFields);
    });

    it('keeps a map point whole in the table too', async () => {
      const address = await saved(ama.token);
      await expect(
        ctx.database.db.update(addresses).set({ latitude: '5.600000' }).where(eq(addresses.id, address.id)),
      ).rejects.toThrow();
    });
  });

  it('answers 401 without a valid token, before looking at the body or id', async () => {
    for (const [method, url] of [
      ['GET', '/api/address/'],
      ['POST', '/api/address/'],
      ['GET', `/api/address/${UNKNOWN}`],
      ['PATCH', '/api/address/not-a-uuid'],
      ['DELETE', `/api/address/${UNKNOWN}`],
    ] as const) {
      const response = await call(ctx.app, method, url, {
        body: method === 'POST' || method === 'PATCH' ? {} : undefined,
      });
      expect(response.status).toBe(401);
      expect(response.json.detail).toBeTruthy();
    }
    expect((await call(ctx.app, 'GET', '/api/address/', { token: 'not-a-token' })).status).toBe(
      401,
    );
  });
});
