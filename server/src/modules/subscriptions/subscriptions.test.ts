import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { addMonths, todayInAccra } from '@laundry-accra/domain/dates';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.service';

let ctx: TestContext;
let packages: { id: string; name: string; price: string; quantity: number }[];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await buildTestApp();
  packages = (await call(ctx.app, 'GET', '/api/packages/')).json.results;
});
afterAll(() => ctx.close());

const subscribe = (token: string, body: unknown) =>
  call(ctx.app, 'POST', '/api/subscriptions/', { token, body });
const rowsOf = (userId: string) =>
  ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe('subscriptions', () => {
  it('subscribes at the package price for one month from today, inactive until paid', async () => {
    const customer = await createCustomer(ctx);
    const pack = packages[0];
    const { status, json } = await subscribe(customer.token, {
      package: pack.id,
      // What the app sends besides the package; none of it is taken.
      user: UNKNOWN,
      price: '1.00',
      total_items: 999,
      start_date: '2020-01-01',
      end_date: '2099-01-01',
      status: 'active',
    });
    expect(status).toBe(201);
    const start = todayInAccra();
    expect(json).toEqual({
      id: expect.any(String),
      user: customer.user.id,
      package: { id: pack.id, name: pack.name, price: pack.price },
      price: pack.price,
      total_items: pack.quantity,
      start_date: start,
      end_date: addMonths(start, 1),
      status: 'inactive',
      // Nothing paid yet: no period, nothing left to spend.
      period_start: null,
      period_end: null,
      allowance: pack.quantity,
      used: 0,
      remaining: 0,
    });
  });

  it('lists my subscriptions newest first, and shows one', async () => {
    const customer = await createCustomer(ctx);
    const first = (await subscribe(customer.token, { package: packages[0].id })).json;
    const second = (await subscribe(customer.token, { package: packages[1].id })).json;
    await subscribe((await createCustomer(ctx)).token, { package: packages[0].id });
    const list = await call(ctx.app, 'GET', '/api/subscriptions/', { token: customer.token });
    expect(list.status).toBe(200);
    expect(list.json.count).toBe(2);
    expect(list.json.results).toEqual([second, first]);
    const one = await call(ctx.app, 'GET', `/api/subscriptions/${first.id}/`, {
      token: customer.token,
    });
    expect(one).toMatchObject({ status: 200, json: first });
  });

  it('answers 400 {package} for a missing, malformed or unknown package, and writes nothing', async () => {
    const customer = await createCustomer(ctx);
    expect(await subscribe(customer.token, {})).toMatchObject({
      status: 400,
      json: { package: [SUBSCRIPTION_MESSAGES.package] },
    });
    expect(await subscribe(customer.token, { package: '  ' })).toMatchObject({
      status: 400,
      json: { package: [SUBSCRIPTION_MESSAGES.package] },
    });
    for (const id of ['gold', UNKNOWN]) {
      expect(await subscribe(customer.token, { package: id })).toMatchObject({
        status: 400,
        json: { package: [SUBSCRIPTION_MESSAGES.unknownPackage(id)] },
      });
    }
    const wrongType = await subscribe(customer.token, { package: { id: packages[0].id } });
    expect(wrongType.status).toBe(400);
    expect(await rowsOf(customer.user.id)).toHaveLength(0);
  });

  it("answers 404 for another customer's or an unknown subscription", async () => {
    const owner = await createCustomer(ctx);
    const stranger = await createCustomer(ctx);
    const mine = (await subscribe(owner.token, { package: packages[0].id })).json;
    expect(
      (await call(ctx.app, 'GET', `/api/subscriptions/${mine.id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `/api/subscriptions/${UNKNOWN}`, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', '/api/subscriptions/abc', { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', '/api/subscriptions/', { token: stranger.token })).json.count,
    ).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx.app, 'GET', '/api/subscriptions/')).status).toBe(401);
    expect(
      (await call(ctx.app, 'POST', '/api/subscriptions/', { body: { package: packages[0].id } }))
        .status,
    ).toBe(401);
    expect((await call(ctx.app, 'GET', `/api/subscriptions/${UNKNOWN}`)).status).toBe(401);
  });
});
