/**
 * Closing a day that has bookings: the preview lists each booking and its next open window with
 * room; saving needs the choice to move them, moves all or none within capacity, tells each
 * customer by email and SMS, and the order shows the move. Runs on PGlite and on PostgreSQL.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { addDays } from '@laundry-accra/domain/dates';
import { CLOSURE_MESSAGES, weekdayOf } from '@laundry-accra/domain/pickup-windows';
import {
  auditLog,
  bookings,
  branchClosures,
  outboxEmails,
  pickupWindows,
  users,
} from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { bookablePickupDate } from '../../../test/fixtures';
import { withBodies } from '../mail/outbox.repository';
import { branchIds, createStaff } from '../../../test/staff';

let ctx: TestContext;
let branch: string;
let shirt: string;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  [branch] = await branchIds(ctx);
  admin = await createStaff(ctx, 'admin', null);
  const items = await call(ctx.app, 'GET', '/api/items/?page_size=100');
  shirt = items.json.results.find((i: { name: string }) => i.name === 'Shirt').id;
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => ctx.database.db.update(pickupWindows).set({ capacity: 6 }));

/** A customer with a phone (SMS on) who books a shirt's pickup on `date` in `window`. */
async function bookingOn(date: string, window: string) {
  const customer = await createCustomer(ctx);
  await ctx.database.db
    .update(users)
    .set({ phone: '0244123456', smsNotifications: true })
    .where(eq(users.id, customer.user.id));
  const address = await call(ctx.app, 'POST', '/api/address/', {
    token: customer.token,
    body: { address_name: 'Home', address: '12 Nii Sai Rd, East Legon' },
  });
  await call(ctx.app, 'POST', '/api/bookings/basket/', {
    token: customer.token,
    body: { item: shirt, quantity: 1 },
  });
  const made = await call(ctx.app, 'POST', '/api/bookings/checkout/', {
    token: customer.token,
    body: {
      pickup_address: address.json.id,
      dropoff_address: address.json.id,
      branch,
      pickup_date: date,
      pickup_window: window,
    },
  });
  expect(made.status).toBe(201);
  return {
    id: made.json.id as string,
    userId: customer.user.id,
    token: customer.token,
    address: address.json.id as string,
  };
}

const setCapacity = (date: string, start: string, capacity: number) =>
  ctx.database.db
    .update(pickupWindows)
    .set({ capacity })
    .where(
      and(
        eq(pickupWindows.branchId, branch),
        eq(pickupWindows.weekday, weekdayOf(date)),
        eq(pickupWindows.startsAt, start),
      ),
    );
const pickupOf = async (id: string) => {
  const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
  return { date: row!.pickupDate, window: row!.pickupWindow, version: row!.version };
};
const taken = async (date: string, start: string) => {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.branchId, branch),
        eq(bookings.pickupDate, date),
        eq(bookings.pickupWindow, start),
        ne(bookings.status, 'cancelled'),
      ),
    );
  return Number(row!.n);
};
const closuresOn = (date: string) =>
  ctx.database.db
    .select()
    .from(branchClosures)
    .where(and(eq(branchClosures.branchId, branch), eq(branchClosures.date, date)));
const preview = (date: string) =>
  call(ctx.app, 'GET', `/api/ops/branches/${branch}/closures/preview?date=${date}`, {
    token: admin.token,
  });
const close = (date: string, reason: string, moveBookings?: boolean) =>
  call(ctx.app, 'POST', `/api/ops/branches/${branch}/closures/`, {
    token: admin.token,
    body: { date, reason, ...(moveBookings === undefined ? {} : { move_bookings: moveBookings }) },
  });

describe('closing a day with bookings', () => {
  it('previews each booking and its next open window within capacity, asks for the choice, then moves them and tells each customer', async () => {
    const day = bookablePickupDate(40);
    const next = bookablePickupDate(1, day);
    const first = await bookingOn(day, '08:00');
    const second = await bookingOn(day, '08:00');
    const third = await bookingOn(day, '10:00');
    // The next day: one place left at 08:00, one at 10:00.
    await bookingOn(next, '08:00');
    await setCapacity(next, '08:00', 2);
    await setCapacity(next, '10:00', 1);

    const shown = await preview(day);
    expect(shown.status).toBe(200);
    const moves = shown.json.moves as { booking: string; to: { date: string; window: string } }[];
    expect(moves.map((m) => [m.booking, m.to.date, m.to.window])).toEqual([
      [first.id, next, '08:00'],
      [second.id, next, '10:00'],
      [third.id, next, '14:00'],
    ]);
    expect(shown.json.moves[0]).toMatchObject({
      order_number: expect.stringMatching(/^ADM-/),
      from: { date: day, window: '08:00', window_end: '10:00' },
    });
    // A preview keeps nothing.
    expect(await closuresOn(day)).toHaveLength(0);
    expect(await pickupOf(first.id)).toMatchObject({ date: day, window: '08:00' });

    // Without the choice to move them: refused, nothing closed.
    const refused = await close(day, 'Water outage');
    expect({ status: refused.status, json: refused.json }).toEqual({
      status: 400,
      json: { move_bookings: [CLOSURE_MESSAGES.moveFirst(3)] },
    });
    expect(await closuresOn(day)).toHaveLength(0);

    const closed = await close(day, 'Water outage', true);
    expect(closed.status).toBe(201);
    expect(closed.json).toMatchObject({ date: day, reason: 'Water outage', moved: 3 });
    // As previewed, and no window past its capacity.
    for (const move of moves)
      expect(await pickupOf(move.booking)).toMatchObject({
        date: move.to.date,
        window: move.to.window,
        version: 2,
      });
    expect(await taken(next, '08:00')).toBe(2);
    expect(await taken(next, '10:00')).toBe(1);

    // Each customer is told by email and SMS, with the new window and the reason.
    for (const booking of [first, second, third]) {
      const told = await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.bookingId, booking.id),
            eq(outboxEmails.kind, 'booking_pickup_moved'),
          ),
        );
      expect(told.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
      expect(told.find((row) => row.channel === 'sms')!.text).toContain('Water outage');
    }
    // The order shows the move; the audit keeps it.
    const order = await call(ctx.app, 'GET', `/api/ops/bookings/${first.id}`, {
      token: admin.token,
    });
    expect(order.json.pickup_moves).toEqual([
      {
        from: { date: day, window: '08:00', window_end: '10:00' },
        to: { date: next, window: '08:00', window_end: '10:00' },
        reason: expect.stringContaining('Water outage'),
        at: expect.any(String),
      },
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.id), eq(auditLog.action, 'booking.pickup_moved')));
    expect(audits).toHaveLength(1);

    // The customer's booking shows the move too, with the reason their email gave.
    const mine = await call(ctx.app, 'GET', `/api/bookings/${first.id}`, { token: first.token });
    expect(mine.status).toBe(200);
    expect(mine.json.pickup_moves).toEqual(order.json.pickup_moves);
    const [email] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, first.id), eq(outboxEmails.kind, 'booking_pickup_moved'), eq(outboxEmails.channel, 'email')))
      .then(withBodies);
    expect(email.text).toContain(mine.json.pickup_moves[0].reason);
    // Nobody else reads it; a booking never moved has none.
    expect((await call(ctx.app, 'GET', `/api/bookings/${first.id}`, { token: second.token })).status).toBe(404);
    const unmoved = await bookingOn(bookablePickupDate(3, next), '08:00');
    expect((await call(ctx.app, 'GET', `/api/bookings/${unmoved.id}`, { token: unmoved.token })).json.pickup_moves).toEqual([]);
  });

  it('moves all or none: one booking with no window in reach keeps the day open and every booking where it was', async () => {
    const day = bookablePickupDate(60);
    const next = bookablePickupDate(1, day);
    const first = await bookingOn(day, '08:00');
    const second = await bookingOn(day, '08:00');
    // Room for one booking only in the two weeks after: the next day at 08:00 (capacities are per
    // weekday, so the same weekday a week later is filled by a booking of its own).
    const weekLater = await bookingOn(day, '08:00');
    await ctx.database.db
      .update(bookings)
      .set({ pickupDate: addDays(next, 7) })
      .where(eq(bookings.id, weekLater.id));
    await ctx.database.db
      .update(pickupWindows)
      .set({ capacity: 0 })
      .where(eq(pickupWindows.branchId, branch));
    await setCapacity(next, '08:00', 1);

    const shown = await preview(day);
    expect(
      shown.json.moves.map((m: { booking: string; to: unknown }) => [m.booking, m.to]),
    ).toEqual([
      [first.id, { date: next, window: '08:00', window_end: '10:00' }],
      [second.id, null],
    ]);
    const refused = await close(day, 'Generator repair', true);
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(CLOSURE_MESSAGES.noWindow(shown.json.moves[1].order_number));
    expect(await closuresOn(day)).toHaveLength(0);
    expect(await pickupOf(first.id)).toMatchObject({ date: day, window: '08:00', version: 1 });
    expect(await pickupOf(second.id)).toMatchObject({ date: day, window: '08:00', version: 1 });
    const told = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.bookingId, first.id), eq(outboxEmails.kind, 'booking_pickup_moved')),
      );
    expect(told).toHaveLength(0);
  });

  it('a checkout for the last place while the day closes: the window never takes more than its capacity', async () => {
    const day = bookablePickupDate(80);
    const next = bookablePickupDate(1, day);
    const moved = await bookingOn(day, '08:00');
    await setCapacity(next, '08:00', 1);
    // A second customer ready to check out into that last place.
    const racer = await createCustomer(ctx);
    const address = await call(ctx.app, 'POST', '/api/address/', {
      token: racer.token,
      body: { address_name: 'Home', address: '3 Oxford St, Osu' },
    });
    await call(ctx.app, 'POST', '/api/bookings/basket/', {
      token: racer.token,
      body: { item: shirt, quantity: 1 },
    });
    const [closed, checkout] = await Promise.all([
      close(day, 'Power cut', true),
      call(ctx.app, 'POST', '/api/bookings/checkout/', {
        token: racer.token,
        body: {
          pickup_address: address.json.id,
          dropoff_address: address.json.id,
          branch,
          pickup_date: next,
          pickup_window: '08:00',
        },
      }),
    ]);
    expect(closed.status).toBe(201);
    expect([201, 409]).toContain(checkout.status);
    expect(await taken(next, '08:00')).toBe(1);
    const place = await pickupOf(moved.id);
    // The moved booking took the place, or the checkout did and the booking went to the next window.
    expect(
      checkout.status === 409 ? place.window : place.window !== '08:00' || place.date !== next,
    ).toBeTruthy();
    expect(place.date).not.toBe(day);
  });
});
