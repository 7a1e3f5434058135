/**
 * Standard or Same-Day Express end to end through the API: the slots say where Express is
 * offered, checkout stores the speed, the fee, the total the payment follows and the ready time,
 * Express is refused where 24 hours does not fit and beyond its places per day (also under 30
 * concurrent checkouts), a cancellation gives its place back, a reschedule recomputes the ready
 * time, and admins change the settings (audited). Runs on PGlite and on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { weekdayOf } from '@laundry-accra/domain/pickup-windows';
import { DEFAULT_CLOSURES } from '@laundry-accra/domain/seed-catalogue';
import { expressFee, SERVICE_SPEED_MESSAGES } from '@laundry-accra/domain/service-speed';
import { PICKUP_DEFAULTS } from '@laundry-accra/domain/pickup-delivery';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import {
  auditLog,
  branchClosures,
  branchExpressService,
  paymentTransactions,
  pickupWindows,
} from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createStaff } from '../../../test/staff';

let ctx: TestContext;
let branch: string;
let shirt: { id: string; price: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  [branch] = await branchIds(ctx);
  const items = await call(ctx.app, 'GET', '/api/items/?page_size=100');
  shirt = items.json.results.find((i: { name: string }) => i.name === 'Shirt');
}, 180_000);
afterAll(() => ctx.close());
afterEach(async () => {
  await ctx.database.db.update(branchExpressService).set({ surchargePercent: 50, dailyCapacity: 8 });
  await ctx.database.db.update(pickupWindows).set({ capacity: 6 });
});

const closed = new Set(DEFAULT_CLOSURES.map((c) => c.date));
const used = new Set<string>();
/**
 * A date no other test of this file books on, at least a week ahead, whose weekday is one of
 * `weekdays` and whose next two days are not holidays.
 */
function freshDate(weekdays: number[]): string {
  let date = addDays(todayInAccra(), 7);
  while (
    used.has(date) ||
    !weekdays.includes(weekdayOf(date)) ||
    closed.has(date) ||
    closed.has(addDays(date, 1)) ||
    closed.has(addDays(date, 2))
  ) {
    date = addDays(date, 1);
  }
  used.add(date);
  return date;
}
/** Monday to Wednesday: the next two days are open (the seed's week). */
const MON_TO_WED = [1, 2, 3];
const SATURDAY = [6];

/** A customer with an address and `quantity` shirts in the basket. */
async function readyCustomer(quantity = 2) {
  const customer = await createCustomer(ctx);
  const address = await call(ctx.app, 'POST', '/api/address/', {
    token: customer.token,
    body: { address_name: 'Home', address: '12 Nii Sai Rd, East Legon' },
  });
  await call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: shirt.id, quantity } });
  return { ...customer, address: address.json.id as string };
}

const checkout = (
  customer: Awaited<ReturnType<typeof readyCustomer>>,
  date: string,
  window: string,
  speed?: string,
) =>
  call(ctx.app, 'POST', '/api/bookings/checkout/', {
    token: customer.token,
    body: {
      pickup_address: customer.address,
      dropoff_address: customer.address,
      branch,
      pickup_date: date,
      pickup_window: window,
      ...(speed === undefined ? {} : { service_speed: speed }),
    },
  });

type Day = {
  date: string;
  express_remaining: number;
  windows: { start: string; express: boolean; express_ready_by: string | null; standard_ready_by: string | null }[];
};
const dayOf = async (date: string) => {
  const answer = await call(ctx.app, 'GET', `/api/branches/${branch}/slots/?from=${date}&to=${date}`);
  expect(answer.status).toBe(200);
  return { percent: answer.json.express_surcharge_percent as number, day: answer.json.days[0] as Day };
};

describe('the slots say where Express is offered', () => {
  it('on a weekday every window, ready 24 hours after it ends; on a Saturday none (Sunday is closed)', async () => {
    const weekday = freshDate(MON_TO_WED);
    const { percent, day } = await dayOf(weekday);
    expect(percent).toBe(50);
    expect(day.express_remaining).toBe(8);
    const ten = day.windows.find((w) => w.start === '10:00')!;
    expect(ten).toMatchObject({
      express: true,
      express_ready_by: `${addDays(weekday, 1)}T12:00:00.000Z`,
      standard_ready_by: `${addDays(weekday, 2)}T12:00:00.000Z`,
    });
    const saturday = (await dayOf(freshDate(SATURDAY))).day;
    expect(saturday.windows.length).toBeGreaterThan(0);
    for (const w of saturday.windows) expect(w).toMatchObject({ express: false, express_ready_by: null });
  });

  it('not on the day before a closure', async () => {
    const date = freshDate(MON_TO_WED);
    await ctx.database.db.insert(branchClosures).values({ branchId: branch, date: addDays(date, 1), reason: 'Staff training' });
    try {
      const { day } = await dayOf(date);
      expect(day.windows.every((w) => !w.express && w.express_ready_by === null)).toBe(true);
    } finally {
      await ctx.database.db.delete(branchClosures).where(and(eq(branchClosures.branchId, branch), eq(branchClosures.date, addDays(date, 1))));
    }
  });
});

describe('checkout with a speed', () => {
  it('is Standard by default: no fee, ready the same time two open days later', async () => {
    const date = freshDate(MON_TO_WED);
    const booked = await checkout(await readyCustomer(), date, '14:00');
    expect(booked.status).toBe(201);
    const subTotal = fromPesewas(toPesewas(shirt.price) * 2);
    expect(booked.json).toMatchObject({
      service_speed: 'standard',
      sub_total: subTotal,
      express_fee: '0.00',
      // Two shirts: the seeded pickup fee, and nothing for the speed.
      pickup_fee: PICKUP_DEFAULTS.fee,
      total: fromPesewas(toPesewas(subTotal) + toPesewas(PICKUP_DEFAULTS.fee)),
      ready_by: `${addDays(date, 2)}T16:00:00.000Z`,
    });
  });

  it('Express adds the surcharge as its own line, the payment follows the total, ready in 24 hours', async () => {
    const date = freshDate(MON_TO_WED);
    const customer = await readyCustomer();
    const booked = await checkout(customer, date, '08:00', 'express');
    expect(booked.status).toBe(201);
    const subTotal = fromPesewas(toPesewas(shirt.price) * 2);
    const fee = expressFee(subTotal, 50);
    // The surcharge is a share of the items only; the pickup fee is its own line.
    const total = fromPesewas(toPesewas(subTotal) + toPesewas(fee) + toPesewas(PICKUP_DEFAULTS.fee));
    expect(booked.json).toMatchObject({
      service_speed: 'express',
      sub_total: subTotal,
      express_fee: fee,
      pickup_fee: PICKUP_DEFAULTS.fee,
      total,
      ready_by: `${addDays(date, 1)}T10:00:00.000Z`,
    });
    const [payment] = await ctx.database.db
      .select({ amount: paymentTransactions.amountPesewas })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booked.json.id));
    expect(payment.amount).toBe(toPesewas(total));
    // The customer's list says it too.
    const list = await call(ctx.app, 'GET', '/api/bookings/', { token: customer.token });
    expect(list.json.results[0]).toMatchObject({ service_speed: 'express', express_fee: fee, total });
  });

  it.each([
    ['a Saturday window (Sunday is closed)', 400, SATURDAY, '10:00'],
    ['a weekday window', 201, MON_TO_WED, '10:00'],
  ])('Express for %s answers %i', async (_name, status, weekdays, window) => {
    const answer = await checkout(await readyCustomer(), freshDate(weekdays), window, 'express');
    expect(answer.status).toBe(status);
    if (status === 400) expect(answer.json).toEqual({ service_speed: [SERVICE_SPEED_MESSAGES.doesNotFit] });
  });

  it('refuses a speed it does not know, with the message', async () => {
    const answer = await checkout(await readyCustomer(), freshDate(MON_TO_WED), '10:00', 'turbo');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ service_speed: [SERVICE_SPEED_MESSAGES.speed] });
  });
});

describe('Express places per day', () => {
  it('a full day is a 409, the basket stays; a cancellation gives the place back', async () => {
    const date = freshDate(MON_TO_WED);
    await ctx.database.db.update(branchExpressService).set({ dailyCapacity: 1 }).where(eq(branchExpressService.branchId, branch));
    const first = await checkout(await readyCustomer(), date, '08:00', 'express');
    expect(first.status).toBe(201);
    expect((await dayOf(date)).day.express_remaining).toBe(0);
    expect((await dayOf(date)).day.windows.every((w) => !w.express)).toBe(true);
    const second = await readyCustomer();
    const refused = await checkout(second, date, '10:00', 'express');
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ detail: SERVICE_SPEED_MESSAGES.full });
    // Standard in the same window still books.
    expect((await checkout(second, date, '10:00')).status).toBe(201);

    const staff = await createStaff(ctx, 'staff', branch);
    const cancel = await call(ctx.app, 'POST', `/api/ops/bookings/${first.json.id}/status`, {
      token: staff.token,
      body: { status: 'cancelled', version: 1, note: 'Customer called' },
    });
    expect(cancel.status).toBe(200);
    expect((await dayOf(date)).day.express_remaining).toBe(1);
    expect((await checkout(await readyCustomer(), date, '14:00', 'express')).status).toBe(201);
  });

  it('30 concurrent Express checkouts for the last 3 places make exactly 3 Express bookings', async () => {
    const date = freshDate(MON_TO_WED);
    await ctx.database.db
      .update(pickupWindows)
      .set({ capacity: 100 })
      .where(and(eq(pickupWindows.branchId, branch), eq(pickupWindows.weekday, weekdayOf(date))));
    await ctx.database.db.update(branchExpressService).set({ dailyCapacity: 4 }).where(eq(branchExpressService.branchId, branch));
    expect((await checkout(await readyCustomer(1), date, '08:00', 'express')).status).toBe(201);
    const customers = [];
    for (let i = 0; i < 30; i += 1) customers.push(await readyCustomer(1));
    const windows = ['08:00', '10:00', '14:00', '16:00'];
    const answers = await Promise.all(customers.map((c, i) => checkout(c, date, windows[i % windows.length], 'express')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(27);
    expect((await dayOf(date)).day.express_remaining).toBe(0);
  }, 120_000);
});

describe('a reschedule follows the speed', () => {
  it('moves the ready time with the window, and refuses to move Express where it does not fit', async () => {
    const date = freshDate(MON_TO_WED);
    const customer = await readyCustomer();
    const booked = await checkout(customer, date, '08:00', 'express');
    expect(booked.status).toBe(201);
    const later = await call(ctx.app, 'PATCH', `/api/bookings/${booked.json.id}`, {
      token: customer.token,
      body: { pickup_window: '14:00' },
    });
    expect(later.status).toBe(200);
    expect(later.json.ready_by).toBe(`${addDays(date, 1)}T16:00:00.000Z`);
    const saturday = freshDate(SATURDAY);
    const refused = await call(ctx.app, 'PATCH', `/api/bookings/${booked.json.id}`, {
      token: customer.token,
      body: { pickup_date: saturday, pickup_window: '10:00' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ service_speed: [SERVICE_SPEED_MESSAGES.doesNotFit] });
  });
});

describe('admins set the surcharge and places', () => {
  it('changes them, audited; new Express bookings pay the new surcharge', async () => {
    const admin = await createStaff(ctx, 'admin', null);
    const put = await call(ctx.app, 'PUT', `/api/ops/branches/${branch}/express`, {
      token: admin.token,
      body: { surcharge_percent: 25, daily_capacity: 5 },
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ surcharge_percent: 25, daily_capacity: 5 });
    const read = await call(ctx.app, 'GET', `/api/ops/branches/${branch}/express`, { token: admin.token });
    expect(read.json).toEqual({ surcharge_percent: 25, daily_capacity: 5 });
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'branch.express'));
    expect(audit).toMatchObject({ entityId: branch, after: { surcharge_percent: 25, daily_capacity: 5 } });

    const date = freshDate(MON_TO_WED);
    expect((await dayOf(date)).day.express_remaining).toBe(5);
    const booked = await checkout(await readyCustomer(), date, '10:00', 'express');
    expect(booked.json.express_fee).toBe(expressFee(booked.json.sub_total, 25));
  });

  it.each([
    [{ surcharge_percent: -1, daily_capacity: 5 }, 'surcharge_percent'],
    [{ surcharge_percent: 50, daily_capacity: 201 }, 'daily_capacity'],
  ])('refuses %p on %s', async (body, field) => {
    const admin = await createStaff(ctx, 'admin', null);
    const answer = await call(ctx.app, 'PUT', `/api/ops/branches/${branch}/express`, { token: admin.token, body });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json)).toEqual([field]);
  });
});
