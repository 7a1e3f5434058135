/**
 * Pickup windows end to end through the API: the slots list, checkout into a window, capacity
 * under 50 concurrent checkouts, and places coming back on cancel and reschedule. Runs on PGlite
 * and on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { addDays } from '@laundry-accra/domain/dates';
import { BRANCH_WEEK_MESSAGES, CLOSED_WEEKDAY_REASON, PICKUP_WINDOW_MESSAGES, weekdayOf } from '@laundry-accra/domain/pickup-windows';
import { DEFAULT_PICKUP_WINDOWS } from '@laundry-accra/domain/seed-catalogue';
import { auditLog, branchClosures, pickupWindows } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { bookablePickupDate } from '../../../test/fixtures';
import { branchIds, createStaff } from '../../../test/staff';

let ctx: TestContext;
let branch: string;
let shirt: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  [branch] = await branchIds(ctx);
  const items = await call(ctx.app, 'GET', '/api/items/?page_size=100');
  shirt = items.json.results.find((i: { name: string }) => i.name === 'Shirt').id;
}, 60_000);
afterAll(() => ctx.close());
// Capacities are per weekday: each test starts from the seeded ones.
afterEach(() => ctx.database.db.update(pickupWindows).set({ capacity: 6 }));

const usedDates = new Set<string>();
/** A bookable date no other test of this file books on, at least `daysAhead` days from today. */
function freshDate(daysAhead: number): string {
  let date = bookablePickupDate(daysAhead);
  while (usedDates.has(date)) date = bookablePickupDate(daysAhead += 1);
  usedDates.add(date);
  return date;
}

/** A customer with an address and a shirt in the basket, ready to check out. */
async function readyCustomer() {
  const customer = await createCustomer(ctx);
  const address = await call(ctx.app, 'POST', '/api/address/', {
    token: customer.token,
    body: { address_name: 'Home', address: '12 Nii Sai Rd, East Legon' },
  });
  await call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: shirt, quantity: 1 } });
  return { ...customer, address: address.json.id as string };
}

const checkout = (customer: Awaited<ReturnType<typeof readyCustomer>>, date: string, window?: string) =>
  call(ctx.app, 'POST', '/api/bookings/checkout/', {
    token: customer.token,
    body: {
      pickup_address: customer.address,
      dropoff_address: customer.address,
      branch,
      pickup_date: date,
      ...(window === undefined ? {} : { pickup_window: window }),
    },
  });

const slotsOf = async (date: string, to = date) => {
  const answer = await call(ctx.app, 'GET', `/api/branches/${branch}/slots/?from=${date}&to=${to}`);
  expect(answer.status).toBe(200);
  return answer.json.days as { date: string; open: boolean; reason: string | null; windows: { start: string; remaining: number; capacity: number }[] }[];
};
const remaining = async (date: string, start: string) =>
  (await slotsOf(date))[0].windows.find((w) => w.start === start)!.remaining;

/** Sets the capacity of a window of the weekday of `date`. */
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

describe('GET /api/branches/{id}/slots/', () => {
  it('answers each date with its windows and places, a Sunday closed with the reason', async () => {
    const from = freshDate(7);
    const days = await slotsOf(from, addDays(from, 13));
    expect(days).toHaveLength(14);
    const sunday = days.find((d) => weekdayOf(d.date) === 0)!;
    expect(sunday).toMatchObject({ open: false, reason: CLOSED_WEEKDAY_REASON, windows: [] });
    const open = days.find((d) => d.date === from)!;
    expect(open.open).toBe(true);
    expect(open.windows.map((w) => [w.start, w.capacity, w.remaining])).toEqual(
      DEFAULT_PICKUP_WINDOWS.map((w) => [w.startsAt, w.capacity, w.capacity]),
    );
  });

  it('shows a closure with its reason', async () => {
    const date = freshDate(40);
    await ctx.database.db.insert(branchClosures).values({ branchId: branch, date, reason: 'Staff training' });
    expect((await slotsOf(date))[0]).toMatchObject({ open: false, reason: 'Staff training' });
    const refused = await checkout(await readyCustomer(), date, '10:00');
    expect(refused.status).toBe(400);
    expect(refused.json.pickup_date[0]).toContain('Staff training');
  });

  it.each([
    ['a range over 31 days', '2030-01-01', '2030-02-01', 'to'],
    ['an end before the start', '2030-01-10', '2030-01-09', 'to'],
    ['a date that is not one', '2030-02-30', '2030-03-01', 'from'],
  ])('refuses %s with 400', async (_name, from, to, field) => {
    const answer = await call(ctx.app, 'GET', `/api/branches/${branch}/slots/?from=${from}&to=${to}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toHaveProperty(field);
  });

  it('answers 404 for an unknown branch', async () => {
    const answer = await call(ctx.app, 'GET', '/api/branches/00000000-0000-4000-8000-000000000000/slots/?from=2030-01-01&to=2030-01-02');
    expect(answer.status).toBe(404);
  });
});

describe('checkout into a pickup window', () => {
  it('books the chosen window and shows it on the booking', async () => {
    const date = freshDate(2);
    const before = await remaining(date, '10:00');
    const booked = await checkout(await readyCustomer(), date, '10:00');
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({ pickup_date: date, pickup_window: '10:00', pickup_window_end: '12:00' });
    expect(await remaining(date, '10:00')).toBe(before - 1);
  });

  it('takes the earliest window with room when none is sent', async () => {
    const date = freshDate(4);
    await setCapacity(date, '08:00', 0);
    try {
      const booked = await checkout(await readyCustomer(), date);
      expect(booked.status).toBe(201);
      expect(booked.json.pickup_window).toBe('10:00');
    } finally {
      await setCapacity(date, '08:00', 6);
    }
  });

  it('refuses an unknown window (400) and a full one (409)', async () => {
    const date = freshDate(5);
    const unknown = await checkout(await readyCustomer(), date, '09:00');
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ pickup_window: [PICKUP_WINDOW_MESSAGES.unknown] });
    const malformed = await checkout(await readyCustomer(), date, '9am');
    expect(malformed.json).toEqual({ pickup_window: [PICKUP_WINDOW_MESSAGES.format] });

    await setCapacity(date, '14:00', 1);
    try {
      expect((await checkout(await readyCustomer(), date, '14:00')).status).toBe(201);
      const late = await readyCustomer();
      const full = await checkout(late, date, '14:00');
      expect(full.status).toBe(409);
      expect(full.json).toEqual({ detail: PICKUP_WINDOW_MESSAGES.full });
      // Nothing was booked and the basket is still there.
      const basket = await call(ctx.app, 'GET', '/api/bookings/basket/', { token: late.token });
      expect(basket.json.count).toBe(1);
    } finally {
      await setCapacity(date, '14:00', 6);
    }
  });

  it('50 concurrent checkouts for the last 3 places make exactly 3 bookings', async () => {
    const date = freshDate(9);
    await setCapacity(date, '16:00', 4);
    expect((await checkout(await readyCustomer(), date, '16:00')).status).toBe(201);
    const customers = [];
    for (let i = 0; i < 50; i += 1) customers.push(await readyCustomer());
    const answers = await Promise.all(customers.map((c) => checkout(c, date, '16:00')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(await remaining(date, '16:00')).toBe(0);
  }, 120_000);

  it('concurrent checkouts that leave the window to us fill the earliest windows in turn, none past its capacity', async () => {
    // Checkout chooses a window without a lock and holds it at the end: one found full by then is
    // passed over for the next, and the day refused only when every window is full.
    const date = freshDate(11);
    const capacities: Record<string, number> = { '08:00': 2, '10:00': 3 };
    for (const w of DEFAULT_PICKUP_WINDOWS) await setCapacity(date, w.startsAt, capacities[w.startsAt] ?? 0);
    const customers = [];
    for (let i = 0; i < 12; i += 1) customers.push(await readyCustomer());
    const answers = await Promise.all(customers.map((c) => checkout(c, date)));
    const booked = answers.filter((a) => a.status === 201).map((a) => a.json.pickup_window as string);
    expect(booked.sort()).toEqual(['08:00', '08:00', '10:00', '10:00', '10:00']);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({ detail: PICKUP_WINDOW_MESSAGES.dayFull });
    }
    expect(await remaining(date, '08:00')).toBe(0);
    expect(await remaining(date, '10:00')).toBe(0);
  }, 120_000);
});

describe('places come back', () => {
  it('when staff cancel a booking', async () => {
    const date = freshDate(11);
    await setCapacity(date, '08:00', 1);
    const staff = await createStaff(ctx, 'staff', branch);
    const booked = await checkout(await readyCustomer(), date, '08:00');
    expect(booked.status).toBe(201);
    expect(await remaining(date, '08:00')).toBe(0);
    const cancel = await call(ctx.app, 'POST', `/api/ops/bookings/${booked.json.id}/status`, {
      token: staff.token,
      body: { status: 'cancelled', version: 1, note: 'Customer called' },
    });
    expect(cancel.status).toBe(200);
    expect(await remaining(date, '08:00')).toBe(1);
    expect((await checkout(await readyCustomer(), date, '08:00')).status).toBe(201);
  });

  it('when the customer moves a pending booking, which respects the new window\'s capacity', async () => {
    const date = freshDate(12);
    await setCapacity(date, '10:00', 1);
    await setCapacity(date, '14:00', 1);
    const first = await readyCustomer();
    const mine = await checkout(first, date, '10:00');
    expect((await checkout(await readyCustomer(), date, '14:00')).status).toBe(201);

    const intoFull = await call(ctx.app, 'PATCH', `/api/bookings/${mine.json.id}`, {
      token: first.token,
      body: { pickup_window: '14:00' },
    });
    expect(intoFull.status).toBe(409);

    const moved = await call(ctx.app, 'PATCH', `/api/bookings/${mine.json.id}`, {
      token: first.token,
      body: { pickup_window: '16:00' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ pickup_date: date, pickup_window: '16:00', pickup_window_end: '18:00' });
    expect(await remaining(date, '10:00')).toBe(1);
    // Saving the booking unchanged keeps its place.
    const same = await call(ctx.app, 'PATCH', `/api/bookings/${mine.json.id}`, { token: first.token, body: {} });
    expect(same.json.pickup_window).toBe('16:00');
  });

  it('when the customer moves a pending booking onto a closed day: refused with the reason, the booking kept', async () => {
    const date = freshDate(14);
    const customer = await readyCustomer();
    const mine = await checkout(customer, date, '10:00');
    const sunday = addDays(date, (7 - weekdayOf(date)) % 7 || 7);
    const closed = await call(ctx.app, 'PATCH', `/api/bookings/${mine.json.id}`, {
      token: customer.token,
      body: { pickup_date: sunday, pickup_window: '10:00' },
    });
    expect(closed.status).toBe(400);
    // A Sunday: 'Closed that day', unless a public holiday falls on it and gives its own reason.
    expect(Object.keys(closed.json)).toEqual(['pickup_date']);
    expect(closed.json.pickup_date[0]).toContain(`${PICKUP_WINDOW_MESSAGES.closedDay} (`);
    const kept = await call(ctx.app, 'GET', `/api/bookings/${mine.json.id}`, { token: customer.token });
    expect(kept.json).toMatchObject({ pickup_date: date, pickup_window: '10:00' });
  });
});

describe('staff move a pickup before it happens', () => {
  it('within the new window\'s capacity, version-checked, audited; the old place comes back', async () => {
    const date = freshDate(13);
    await setCapacity(date, '08:00', 1);
    await setCapacity(date, '14:00', 1);
    const staff = await createStaff(ctx, 'staff', branch);
    const mine = await checkout(await readyCustomer(), date, '08:00');
    expect((await checkout(await readyCustomer(), date, '14:00')).status).toBe(201);
    const url = `/api/ops/bookings/${mine.json.id}/reschedule`;

    const intoFull = await call(ctx.app, 'POST', url, { token: staff.token, body: { pickup_date: date, pickup_window: '14:00', version: 1 } });
    expect(intoFull.status).toBe(409);
    expect(intoFull.json).toEqual({ detail: PICKUP_WINDOW_MESSAGES.full });

    const moved = await call(ctx.app, 'POST', url, { token: staff.token, body: { pickup_date: date, pickup_window: '16:00', version: 1 } });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ pickup_window: '16:00', pickup_window_end: '18:00', version: 2 });
    expect(await remaining(date, '08:00')).toBe(1);
    const stale = await call(ctx.app, 'POST', url, { token: staff.token, body: { pickup_date: date, pickup_window: '10:00', version: 1 } });
    expect(stale.status).toBe(409);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, mine.json.id));
    expect(audit.map((row) => row.action)).toContain('booking.reschedule');

    // Once picked up, the pickup stays where it was.
    await call(ctx.app, 'POST', `/api/ops/bookings/${mine.json.id}/status`, { token: staff.token, body: { status: 'picked_up', version: 2 } });
    const late = await call(ctx.app, 'POST', url, { token: staff.token, body: { pickup_date: date, pickup_window: '10:00', version: 3 } });
    expect(late.status).toBe(409);
  });
});

describe('admins edit hours, windows and closures', () => {
  it('replaces the week: the slots follow, the audit trail keeps the change', async () => {
    const admin = await createStaff(ctx, 'admin', null);
    const [, otherBranch] = await branchIds(ctx);
    const url = `/api/ops/branches/${otherBranch}/hours`;
    const week = (await call(ctx.app, 'GET', url, { token: admin.token })).json;
    expect(week.hours).toHaveLength(7);
    const date = freshDate(15);
    const weekday = weekdayOf(date);
    const changed = {
      hours: week.hours,
      windows: [
        ...week.windows.filter((w: { weekday: number }) => w.weekday !== weekday),
        { weekday, start: '09:00', end: '11:00', capacity: 2 },
      ],
    };
    const saved = await call(ctx.app, 'PUT', url, { token: admin.token, body: changed });
    expect(saved.status).toBe(200);
    const slots = await call(ctx.app, 'GET', `/api/branches/${otherBranch}/slots/?from=${date}&to=${date}`);
    expect(slots.json.days[0].windows).toEqual([
      expect.objectContaining({ start: '09:00', end: '11:00', capacity: 2, remaining: 2, unavailable: null }),
    ]);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, otherBranch));
    expect(audit.map((row) => row.action)).toContain('branch.hours');
  });

  it.each([
    ['a window outside the opening hours', { weekday: 1, start: '06:00', end: '08:00', capacity: 2 }, 'windows.0.start', BRANCH_WEEK_MESSAGES.outsideHours],
    ['a window on a closed Sunday', { weekday: 0, start: '10:00', end: '12:00', capacity: 2 }, 'windows.0.start', BRANCH_WEEK_MESSAGES.closedDay],
    ['a window ending before it starts', { weekday: 1, start: '12:00', end: '10:00', capacity: 2 }, 'windows.0.end', BRANCH_WEEK_MESSAGES.order],
    ['a time that is not one', { weekday: 1, start: '25:00', end: '26:00', capacity: 2 }, 'windows.0.start', BRANCH_WEEK_MESSAGES.time],
  ])('refuses %s with a message on the field, and changes nothing', async (_name, window, field, message) => {
    const admin = await createStaff(ctx, 'admin', null);
    const url = `/api/ops/branches/${branch}/hours`;
    const week = (await call(ctx.app, 'GET', url, { token: admin.token })).json;
    const refused = await call(ctx.app, 'PUT', url, { token: admin.token, body: { hours: week.hours, windows: [window] } });
    expect(refused.status).toBe(400);
    expect(refused.json[field]).toEqual([message]);
    expect((await call(ctx.app, 'GET', url, { token: admin.token })).json).toEqual(week);
  });

  it('adds a closure that customers see with its reason, refuses the same date twice, and removes it', async () => {
    const admin = await createStaff(ctx, 'admin', null);
    const date = freshDate(20);
    const url = `/api/ops/branches/${branch}/closures/`;
    const added = await call(ctx.app, 'POST', url, { token: admin.token, body: { date, reason: 'Water outage' } });
    expect(added.status).toBe(201);
    expect((await slotsOf(date))[0]).toMatchObject({ open: false, reason: 'Water outage' });
    const twice = await call(ctx.app, 'POST', url, { token: admin.token, body: { date, reason: 'Again' } });
    expect(twice.json).toEqual({ date: [BRANCH_WEEK_MESSAGES.closureTaken] });
    const past = await call(ctx.app, 'POST', url, { token: admin.token, body: { date: '2020-01-01', reason: 'Old' } });
    expect(past.json).toEqual({ date: [BRANCH_WEEK_MESSAGES.closurePast] });
    expect((await call(ctx.app, 'DELETE', `${url}${added.json.id}`, { token: admin.token })).status).toBe(204);
    expect((await slotsOf(date))[0].open).toBe(true);
  });
});
