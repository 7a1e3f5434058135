/**
 * Who may call each `/api/ops` route: one row per route, each called by every kind of caller.
 * Signed out 401, a customer 403, a staff member of the other branch 404 for an object of this
 * branch, staff and admins get the route's answer, except on admin-only routes where staff get 403.
 * Add a row for every new ops route.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays } from '@laundry-accra/domain/dates';
import { bookingEvents, bookings, branchClosures, users } from '../../db/schema';
import { buildTestApp, call, createCustomer, eventually, type TestContext } from '../../../test/helper';
import { addLineOf, addPerKgLine, bookablePickupDate, createSubscription } from '../../../test/fixtures';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { documentedResponses } from '../../../test/documented-responses';
import { branchCalendar } from '../pickup-windows/branch-calendar.service';

/** What a row may use to set up its call. */
interface World {
  ctx: TestContext;
  /** The branch the called objects belong to ("this branch"). */
  branch: string;
  customerId: string;
  /** The staff member of this branch who calls as 'staff'. */
  staffId: string;
}

/** One route of /api/ops, as the table calls it. */
interface OpsRoute {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Makes what one call needs (objects of `world.branch`) and returns its url and body. */
  prepare(world: World): Promise<{ url: string; body?: unknown }>;
  /** The status an allowed caller gets. */
  allowed: number;
  /** Only admins: staff get 403. */
  adminOnly?: boolean;
  /** The url names an object of `world.branch`: staff bound to the other branch get 404. */
  ofBranch?: boolean;
}

/** Days after 2031-01-01 the closure rows use, one new date per call. */
let closureDay = 0;

/** A fresh pending booking at this branch. */
const freshBooking = (world: World) => createBookingAt(world.ctx, world.customerId, world.branch);

const routes: OpsRoute[] = [
  {
    name: 'GET /api/ops/bookings/',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/bookings/' }),
    allowed: 200,
  },
  {
    // The payment filter reads each order's payment state (decision 085).
    name: 'GET /api/ops/bookings/?payment_state=balance_due',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/bookings/?payment_state=balance_due' }),
    allowed: 200,
  },
  {
    name: 'GET /api/ops/bookings/{id}',
    method: 'GET',
    prepare: async (world) => ({ url: `/api/ops/bookings/${(await freshBooking(world)).id}` }),
    allowed: 200,
    ofBranch: true,
  },
  {
    name: 'POST /api/ops/bookings/{id}/status',
    method: 'POST',
    prepare: async (world) => ({
      url: `/api/ops/bookings/${(await freshBooking(world)).id}/status`,
      body: { status: 'picked_up', version: 1 },
    }),
    allowed: 200,
    ofBranch: true,
  },
  {
    name: 'POST /api/ops/bookings/{id}/move-back',
    method: 'POST',
    prepare: async (world) => {
      // Picked up a minute ago by the staff caller: their own step, which they (and admins) may move back.
      const booking = await freshBooking(world);
      await world.ctx.database.db.update(bookings).set({ status: 'picked_up' }).where(eq(bookings.id, booking.id));
      await world.ctx.database.db
        .insert(bookingEvents)
        .values({ bookingId: booking.id, fromStatus: 'pending', toStatus: 'picked_up', actorId: world.staffId });
      return { url: `/api/ops/bookings/${booking.id}/move-back`, body: { version: 1, reason: 'Wrong order' } };
    },
    allowed: 200,
    ofBranch: true,
  },
  {
    name: 'POST /api/ops/bookings/{id}/payments',
    method: 'POST',
    prepare: async (world) => {
      const booking = await freshBooking(world);
      return { url: `/api/ops/bookings/${booking.id}/payments`, body: { method: 'cash', amount: booking.subTotal } };
    },
    allowed: 200,
    ofBranch: true,
  },
  {
    name: 'POST /api/ops/bookings/{id}/refund',
    method: 'POST',
    // Nothing to retry on a fresh booking: an allowed caller gets past the door to the 409.
    prepare: async (world) => ({ url: `/api/ops/bookings/${(await freshBooking(world)).id}/refund` }),
    allowed: 409,
    ofBranch: true,
  },
  {
    name: 'POST /api/ops/subscriptions/{id}/payments',
    method: 'POST',
    prepare: async (world) => {
      const subscription = await createSubscription(world.ctx, world.customerId);
      return { url: `/api/ops/subscriptions/${subscription.id}/payments`, body: { method: 'cash', amount: subscription.price } };
    },
    allowed: 200,
  },
  {
    name: 'GET /api/ops/staff/',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/staff/' }),
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'POST /api/ops/staff/',
    method: 'POST',
    prepare: async (world) => ({
      url: '/api/ops/staff/',
      body: { name: 'Esi Nyarko', email: `invitee.${randomUUID()}@example.com`, role: 'staff', branch: world.branch },
    }),
    allowed: 201,
    adminOnly: true,
  },
  {
    name: 'PATCH /api/ops/staff/{id}',
    method: 'PATCH',
    prepare: async (world) => ({
      url: `/api/ops/staff/${(await createStaff(world.ctx, 'staff', null)).user.id}`,
      body: { branch: world.branch },
    }),
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'GET /api/ops/customers/',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/customers/?search=mensah' }),
    allowed: 200,
  },
  {
    // Customers belong to no branch: staff of either branch find them (with their own branch's bookings).
    name: 'GET /api/ops/customers/{id}',
    method: 'GET',
    prepare: async (world) => ({ url: `/api/ops/customers/${world.customerId}` }),
    allowed: 200,
  },
  {
    name: 'GET /api/ops/subscriptions/',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/subscriptions/?status=inactive' }),
    allowed: 200,
  },
  {
    name: 'GET /api/ops/summary/',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/summary/' }),
    allowed: 200,
  },
  {
    name: 'GET /api/ops/summary/?branch={this branch}',
    method: 'GET',
    prepare: async (world) => ({ url: `/api/ops/summary/?branch=${world.branch}&date=2030-01-15` }),
    allowed: 200,
    ofBranch: true,
  },
  {
    // Staff of the other branch may not see this branch's route sheet.
    name: 'GET /api/ops/routes/?branch={this branch}',
    method: 'GET',
    prepare: async (world) => ({ url: `/api/ops/routes/?branch=${world.branch}&date=2030-01-15&window=10:00` }),
    allowed: 200,
    ofBranch: true,
  },
  ...backOfficeRoutes(),
  ...['takings/', 'takings.csv', 'bookings/', 'bookings.csv'].flatMap((report): OpsRoute[] => [
    {
      name: `GET /api/ops/reports/${report}`,
      method: 'GET',
      prepare: async () => ({ url: `/api/ops/reports/${report}?from=2030-01-01&to=2030-01-31` }),
      allowed: 200,
    },
    {
      // Staff see their own branch's report only.
      name: `GET /api/ops/reports/${report}?branch={this branch}`,
      method: 'GET',
      prepare: async (world) => ({ url: `/api/ops/reports/${report}?from=2030-01-01&to=2030-01-31&branch=${world.branch}` }),
      allowed: 200,
      ofBranch: true,
    },
  ]),
  {
    name: 'GET /api/ops/bookings.csv',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/bookings.csv?status=pending' }),
    allowed: 200,
  },
  {
    name: 'GET /api/ops/bookings.csv?payment_state=unpaid',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/bookings.csv?payment_state=unpaid' }),
    allowed: 200,
  },
  {
    name: 'GET /api/ops/audit/',
    method: 'GET',
    prepare: async () => ({ url: '/api/ops/audit/?entity_type=item' }),
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'POST /api/ops/bookings/{id}/reschedule',
    method: 'POST',
    prepare: async (world) => ({
      url: `/api/ops/bookings/${(await freshBooking(world)).id}/reschedule`,
      body: { pickup_date: bookablePickupDate(3), version: 1 },
    }),
    allowed: 200,
    ofBranch: true,
  },
  {
    name: 'POST /api/ops/bookings/{id}/weigh',
    method: 'POST',
    prepare: async (world) => {
      const booking = await freshBooking(world);
      const { lineId } = await addPerKgLine(world.ctx, booking.id, 5);
      await world.ctx.database.db.update(bookings).set({ status: 'picked_up' }).where(eq(bookings.id, booking.id));
      return { url: `/api/ops/bookings/${booking.id}/weigh`, body: { lines: [{ id: lineId, quantity: 4.5 }], version: 1 } };
    },
    allowed: 200,
    ofBranch: true,
  },
  {
    name: 'POST /api/ops/bookings/{id}/price-jobs',
    method: 'POST',
    prepare: async (world) => {
      const booking = await freshBooking(world);
      const { lineId } = await addLineOf(world.ctx, booking.id, 'job', 1);
      await world.ctx.database.db.update(bookings).set({ status: 'picked_up' }).where(eq(bookings.id, booking.id));
      return { url: `/api/ops/bookings/${booking.id}/price-jobs`, body: { lines: [{ id: lineId, price: '95.00' }], version: 1 } };
    },
    allowed: 200,
    ofBranch: true,
  },
  {
    name: 'GET /api/ops/branches/{id}/hours',
    method: 'GET',
    prepare: async (world) => ({ url: `/api/ops/branches/${world.branch}/hours` }),
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'PUT /api/ops/branches/{id}/hours',
    method: 'PUT',
    prepare: async (world) => {
      const week = await branchCalendar(world.ctx.database.db, world.ctx.app.notifications).week(world.branch);
      return { url: `/api/ops/branches/${world.branch}/hours`, body: week };
    },
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'GET /api/ops/branches/{id}/closures/',
    method: 'GET',
    prepare: async (world) => ({ url: `/api/ops/branches/${world.branch}/closures/` }),
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'GET /api/ops/branches/{id}/closures/preview',
    method: 'GET',
    prepare: async (world) => {
      closureDay += 1;
      return { url: `/api/ops/branches/${world.branch}/closures/preview?date=${addDays('2031-01-01', closureDay)}` };
    },
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'POST /api/ops/branches/{id}/closures/',
    method: 'POST',
    prepare: async (world) => {
      closureDay += 1;
      return {
        url: `/api/ops/branches/${world.branch}/closures/`,
        body: { date: addDays('2031-01-01', closureDay), reason: 'Staff training' },
      };
    },
    allowed: 201,
    adminOnly: true,
  },
  {
    name: 'DELETE /api/ops/branches/{id}/closures/{closureId}',
    method: 'DELETE',
    prepare: async (world) => {
      closureDay += 1;
      const [row] = await world.ctx.database.db
        .insert(branchClosures)
        .values({ branchId: world.branch, date: addDays('2031-01-01', closureDay), reason: 'Staff training' })
        .returning();
      return { url: `/api/ops/branches/${world.branch}/closures/${row.id}` };
    },
    allowed: 204,
    adminOnly: true,
  },
  {
    name: 'GET /api/ops/branches/{id}/express',
    method: 'GET',
    prepare: async (world) => ({ url: `/api/ops/branches/${world.branch}/express` }),
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'PUT /api/ops/branches/{id}/express',
    method: 'PUT',
    prepare: async (world) => ({
      url: `/api/ops/branches/${world.branch}/express`,
      body: { surcharge_percent: 50, daily_capacity: 8 },
    }),
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'GET /api/ops/branches/{id}/pickup',
    method: 'GET',
    prepare: async (world) => ({ url: `/api/ops/branches/${world.branch}/pickup` }),
    allowed: 200,
    adminOnly: true,
  },
  {
    name: 'PUT /api/ops/branches/{id}/pickup',
    method: 'PUT',
    prepare: async (world) => ({
      url: `/api/ops/branches/${world.branch}/pickup`,
      body: { pickup_fee: '10.00', free_pickup_from_kg: 5 },
    }),
    allowed: 200,
    adminOnly: true,
  },
  // GET /api/ops/events/ never ends for an allowed caller, which app.inject cannot call: its
  // rows are in ops-events.test.ts, on a listening server.
];

/** The back office's catalogue routes (admin only): list, add and change each kind. */
function backOfficeRoutes(): OpsRoute[] {
  let serial = 0;
  const name = (base: string) => `${base} ${++serial} ${randomUUID().slice(0, 8)}`;
  const firstId = async (world: World, path: string) => {
    const { json } = await call(world.ctx.app, 'GET', `/api/ops/${path}/`, { token: tokens.admin });
    return json.results[0].id as string;
  };
  const kinds: { path: string; body: (world: World) => Promise<Record<string, unknown>> }[] = [
    { path: 'items', body: async (world) => ({ name: name('Wrapper'), category: await firstId(world, 'categories'), price: '7.50' }) },
    { path: 'categories', body: async () => ({ name: name('Rugs') }) },
    { path: 'packages', body: async () => ({ name: name('Bundle'), price: '120.00', quantity: 10, description: 'Wash, dry and fold' }) },
    {
      path: 'branches',
      body: async () => ({ name: name('Tema'), address: 'Community 1, Tema', phone: '030 290 1111', latitude: '5.67', longitude: '-0.01' }),
    },
  ];
  return kinds.flatMap(({ path, body }): OpsRoute[] => [
    { name: `GET /api/ops/${path}/`, method: 'GET', prepare: async () => ({ url: `/api/ops/${path}/` }), allowed: 200, adminOnly: true },
    {
      name: `POST /api/ops/${path}/`,
      method: 'POST',
      prepare: async (world) => ({ url: `/api/ops/${path}/`, body: await body(world) }),
      allowed: 201,
      adminOnly: true,
    },
    {
      name: `PATCH /api/ops/${path}/{id}`,
      method: 'PATCH',
      prepare: async (world) => ({ url: `/api/ops/${path}/${await firstId(world, path)}`, body: {} }),
      allowed: 200,
      adminOnly: true,
    },
  ]);
}

type Caller = 'signed out' | 'customer' | 'staff of the other branch' | 'staff' | 'admin';
const CALLERS: Caller[] = ['signed out', 'customer', 'staff of the other branch', 'staff', 'admin'];

/** What `caller` must get from `route`. */
function expected(route: OpsRoute, caller: Caller): number {
  switch (caller) {
    case 'signed out':
      return 401;
    case 'customer':
      return 403;
    case 'staff of the other branch':
      if (route.adminOnly) return 403;
      return route.ofBranch ? 404 : route.allowed;
    case 'staff':
      return route.adminOnly ? 403 : route.allowed;
    case 'admin':
      return route.allowed;
  }
}

let ctx: TestContext;
let world: World;
let documented: ReturnType<typeof documentedResponses>;
const tokens = {} as Record<Caller, string | undefined>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const [here, there] = await branchIds(ctx);
  const customer = await createCustomer(ctx);
  const staff = await createStaff(ctx, 'staff', here);
  world = { ctx, branch: here, customerId: customer.user.id, staffId: staff.user.id };
  tokens['signed out'] = undefined;
  tokens.customer = customer.token;
  tokens['staff of the other branch'] = (await createStaff(ctx, 'staff', there)).token;
  tokens.staff = staff.token;
  tokens.admin = (await createStaff(ctx, 'admin', null)).token;
  documented = documentedResponses((await call(ctx.app, 'GET', '/api/docs/json')).json);
});
afterAll(() => ctx.close());

describe.each(routes)('$name', (route) => {
  it.each(CALLERS)('%s', async (caller) => {
    const { url, body } = await route.prepare(world);
    const answer = await call(ctx.app, route.method, url, { token: tokens[caller], body });
    expect({ caller, status: answer.status }).toEqual({ caller, status: expected(route, caller) });
    if (answer.status === 401 || answer.status === 403 || answer.status === 404) {
      expect(answer.json).toEqual({ detail: expect.any(String) });
    }
    // The answer is one the OpenAPI document (and so the app's generated types) gives: status and shape.
    const path = route.name.slice(route.name.indexOf(' ') + 1).split('?')[0]!;
    expect(documented(route.method, path, answer.status, answer.json, String(answer.response.headers['content-type'] ?? ''))).toBeUndefined();
  });
});

// Changed straight in the database (not through the console, which also signs them out): every
// copy of the API refuses them as soon as the database's notification arrives.
describe('accounts that may no longer use the console', () => {
  const table = (token: string) => () => call(ctx.app, 'GET', '/api/ops/bookings/', { token });

  it('refuses a deactivated staff account with 401', async () => {
    const staff = await createStaff(ctx, 'staff', world.branch);
    expect((await table(staff.token)()).status).toBe(200);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, staff.user.id));
    expect((await eventually(table(staff.token), (answer) => answer.status === 401)).status).toBe(401);
  });

  it('refuses a staff member demoted to customer with 403', async () => {
    const staff = await createStaff(ctx, 'staff', null);
    expect((await table(staff.token)()).status).toBe(200);
    await ctx.database.db.update(users).set({ role: 'customer', branchId: null }).where(eq(users.id, staff.user.id));
    expect((await eventually(table(staff.token), (answer) => answer.status === 403)).status).toBe(403);
  });
});
