/**
 * Who may call the order-tracking routes: one row per route, each called by every kind of caller
 * (signed out, the booking's customer, another customer, staff of the other branch, staff of the
 * booking's branch, an admin). A customer's own booking is theirs alone: staff read orders through
 * /api/ops, so here they are one more stranger (404). The unsubscribe link needs no sign-in, only
 * its token.
 */
import { eq } from 'drizzle-orm';
import { bookingItems, bookings } from '../../db/schema';
import { addLineOf } from '../../../test/fixtures';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';

type Caller = 'signed out' | 'customer' | 'other customer' | 'other branch staff' | 'staff' | 'admin';
const CALLERS: Caller[] = ['signed out', 'customer', 'other customer', 'other branch staff', 'staff', 'admin'];

interface Row {
  name: string;
  method: 'GET' | 'POST';
  /** The url to call, made fresh for each caller (`owner` is the booking's customer). */
  url(ownerId: string): Promise<string>;
  /** What each caller gets. */
  expect: Record<Caller, number>;
  body?: unknown;
}

let ctx: TestContext;
let branch: string;
const tokens = {} as Record<Exclude<Caller, 'signed out'>, string>;
let ownerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  const [here, there] = await branchIds(ctx);
  branch = here;
  const owner = await createCustomer(ctx);
  ownerId = owner.user.id;
  tokens.customer = owner.token;
  tokens['other customer'] = (await createCustomer(ctx)).token;
  tokens['other branch staff'] = (await createStaff(ctx, 'staff', there)).token;
  tokens.staff = (await createStaff(ctx, 'staff', here)).token;
  tokens.admin = (await createStaff(ctx, 'admin', null)).token;
});
afterAll(() => ctx.close());

const ownersOnly = { 'signed out': 401, customer: 200, 'other customer': 404, 'other branch staff': 404, staff: 404, admin: 404 };
const anyone = (status: number) => Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Record<Caller, number>;

const completedBooking = async (owner: string) => {
  const booking = await createBookingAt(ctx, owner, branch);
  await ctx.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
  return booking.id;
};

const rows: Row[] = [
  {
    name: 'GET /api/bookings/{id}',
    method: 'GET',
    url: async (owner) => `/api/bookings/${(await createBookingAt(ctx, owner, branch)).id}`,
    expect: ownersOnly,
  },
  {
    name: 'POST /api/bookings/{id}/book-again',
    method: 'POST',
    url: async (owner) => `/api/bookings/${await completedBooking(owner)}/book-again`,
    expect: ownersOnly,
  },
  {
    name: 'POST /api/bookings/{id}/jobs/{line}/answer',
    method: 'POST',
    url: async (owner) => {
      // A job priced at pickup, waiting for its customer's answer.
      const booking = await createBookingAt(ctx, owner, branch);
      const { lineId } = await addLineOf(ctx, booking.id, 'job', 1);
      await ctx.database.db.update(bookings).set({ status: 'picked_up' }).where(eq(bookings.id, booking.id));
      await ctx.database.db.update(bookingItems).set({ pricedAt: new Date() }).where(eq(bookingItems.id, lineId));
      return `/api/bookings/${booking.id}/jobs/${lineId}/answer`;
    },
    body: { answer: 'accepted' },
    expect: ownersOnly,
  },
  {
    name: 'GET /api/notifications/unsubscribe',
    method: 'GET',
    url: async (owner) => ctx.app.notifications.unsubscribeUrl(owner).replace(/^https?:\/\/[^/]+/, ''),
    expect: anyone(200),
  },
  {
    name: 'POST /api/notifications/unsubscribe',
    method: 'POST',
    url: async (owner) => ctx.app.notifications.unsubscribeUrl(owner).replace(/^https?:\/\/[^/]+/, ''),
    expect: anyone(200),
  },
  {
    name: 'GET /api/dev/outbox (not in production)',
    method: 'GET',
    url: async () => '/api/dev/outbox/?channel=sms',
    expect: anyone(200),
  },
];

describe.each(rows)('$name', (row) => {
  it.each(CALLERS)('%s', async (caller) => {
    const url = await row.url(ownerId);
    const token = caller === 'signed out' ? undefined : tokens[caller];
    const { status } = await call(ctx.app, row.method, url, { token, body: row.body });
    expect(status).toBe(row.expect[caller]);
  });
});

it('GET /api/bookings/events/: signed out 401; every signed-in caller gets a stream of their own bookings', async () => {
  expect((await call(ctx.app, 'GET', '/api/bookings/events/')).status).toBe(401);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  for (const caller of CALLERS.filter((c): c is Exclude<Caller, 'signed out'> => c !== 'signed out')) {
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/bookings/events/`, {
      headers: { authorization: `Bearer ${tokens[caller]}` },
      signal: abort.signal,
    });
    expect([caller, response.status]).toEqual([caller, 200]);
    abort.abort();
  }
});
