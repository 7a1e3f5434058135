/**
 * Customers and subscriptions as staff see them: every customer (never a staff account), with
 * the bookings, counts and totals of the staff member's branches; subscriptions of everyone.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { createSubscription } from '../../../test/fixtures';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';

let ctx: TestContext;
let admin: string;
let staffThere: string;
let customer: { id: string; email: string };
let paid: Awaited<ReturnType<typeof createBookingAt>>;
let unpaid: Awaited<ReturnType<typeof createBookingAt>>;
let subscription: Awaited<ReturnType<typeof createSubscription>>;
const phone = `024${Date.now() % 10_000_000}`;

beforeAll(async () => {
  ctx = await buildTestApp();
  const [here, there] = await branchIds(ctx);
  admin = (await createStaff(ctx, 'admin', null)).token;
  staffThere = (await createStaff(ctx, 'staff', there)).token;
  const account = await createCustomer(ctx, { name: 'Abena Owusu' });
  customer = account.user;
  await ctx.database.db.update(users).set({ phone }).where(eq(users.id, customer.id));
  paid = await createBookingAt(ctx, customer.id, here);
  unpaid = await createBookingAt(ctx, customer.id, there);
  subscription = await createSubscription(ctx, customer.id);
  const payment = await call(ctx.app, 'POST', `/api/ops/bookings/${paid.id}/payments`, {
    token: admin,
    body: { method: 'cash', amount: paid.subTotal },
  });
  expect(payment.status).toBe(200);
});
afterAll(() => ctx.close());

const list = (token: string, query: string) =>
  call(ctx.app, 'GET', `/api/ops/customers/?${query}`, { token });

describe('GET /api/ops/customers/', () => {
  it('finds a customer by phone, email or name, with their bookings count, total paid and last booking', async () => {
    for (const search of [phone.slice(-6), customer.email.toUpperCase(), 'abena ow']) {
      const { status, json } = await list(admin, `search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(json.results).toEqual([
        {
          id: customer.id,
          name: 'Abena Owusu',
          email: customer.email,
          phone,
          bookings_count: 2,
          total_paid: paid.subTotal,
          last_booking_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
    }
  });

  it("counts only the staff member's branch's bookings", async () => {
    const { json } = await list(staffThere, `search=${phone}`);
    expect(json.results).toMatchObject([
      { id: customer.id, bookings_count: 1, total_paid: '0.00' },
    ]);
  });

  it('never lists staff accounts', async () => {
    const { json } = await list(admin, 'search=Kofi%20Boateng');
    expect(json).toMatchObject({ count: 0, results: [] });
  });
});

describe('GET /api/ops/customers/{id}', () => {
  it('shows their bookings, subscriptions and addresses', async () => {
    const { status, json } = await call(ctx.app, 'GET', `/api/ops/customers/${customer.id}`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(json.bookings.map((booking: { id: string }) => booking.id).sort()).toEqual(
      [paid.id, unpaid.id].sort(),
    );
    expect(json.bookings.find((booking: { id: string }) => booking.id === paid.id)).toMatchObject({
      payment_status: 'paid',
      order_number: expect.stringMatching(/^ADM-\d+$/),
    });
    expect(json.subscriptions).toMatchObject([
      { id: subscription.id, status: 'inactive', customer: { id: customer.id } },
    ]);
    expect(json.addresses).toHaveLength(2);
  });

  it("shows staff bound to a branch only that branch's bookings", async () => {
    const { json } = await call(ctx.app, 'GET', `/api/ops/customers/${customer.id}`, {
      token: staffThere,
    });
    expect(json.bookings.map((booking: { id: string }) => booking.id)).toEqual([unpaid.id]);
    expect(json.subscriptions).toHaveLength(1);
  });

  it('answers 404 for a staff account or no account', async () => {
    const staff = await createStaff(ctx, 'staff', null);
    expect(
      (await call(ctx.app, 'GET', `/api/ops/customers/${staff.user.id}`, { token: admin })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `/api/ops/customers/${randomUUID()}`, { token: admin })).status,
    ).toBe(404);
  });
});

describe('GET /api/ops/subscriptions/', () => {
  it('lists subscriptions of one status, with their customer', async () => {
    const inactive = await call(ctx.app, 'GET', '/api/ops/subscriptions/?status=inactive', {
      token: staffThere,
    });
    expect(inactive.status).toBe(200);
    expect(inactive.json).toMatchObject({
      count: 1,
      results: [
        {
          id: subscription.id,
          price: subscription.price,
          payment_status: 'unpaid',
          customer: { phone },
        },
      ],
    });
    const active = await call(ctx.app, 'GET', '/api/ops/subscriptions/?status=active', {
      token: staffThere,
    });
    expect(active.json).toMatchObject({ count: 0, results: [] });
  });
});
