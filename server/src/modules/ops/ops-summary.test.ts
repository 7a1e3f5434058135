/** GET /api/ops/summary/: the day's figures, for a branch or every branch, on a given day. */
import { todayInAccra } from '@laundry-accra/domain/dates';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';

let ctx: TestContext;
let admin: string;
let staffHere: string;
let here: string;
let there: string;
/** Pickup dates of the fixtures' bookings, and the day after. */
const DAY = '2030-01-15';
const sum = (...amounts: string[]) =>
  fromPesewas(amounts.reduce((total, amount) => total + toPesewas(amount), 0));
let booked: Record<
  'unpaidHere' | 'paidHere' | 'unpaidThere' | 'tomorrowHere',
  Awaited<ReturnType<typeof createBookingAt>>
>;

beforeAll(async () => {
  ctx = await buildTestApp();
  [here, there] = await branchIds(ctx);
  admin = (await createStaff(ctx, 'admin', null)).token;
  staffHere = (await createStaff(ctx, 'staff', here)).token;
  const customer = (await createCustomer(ctx)).user.id;
  booked = {
    unpaidHere: await createBookingAt(ctx, customer, here),
    paidHere: await createBookingAt(ctx, customer, here),
    unpaidThere: await createBookingAt(ctx, customer, there),
    tomorrowHere: await createBookingAt(ctx, customer, here),
  };
  await ctx.database.db
    .update(bookings)
    .set({ pickupDate: '2030-01-16' })
    .where(eq(bookings.id, booked.tomorrowHere.id));
  const payment = await call(ctx.app, 'POST', `/api/ops/bookings/${booked.paidHere.id}/payments`, {
    token: admin,
    body: { method: 'mobile_money', amount: booked.paidHere.subTotal, reference: 'MM-123', network: 'mtn', payer_phone: '024 412 3456' },
  });
  expect(payment.status).toBe(200);
});
afterAll(() => ctx.close());

const summary = (token: string, query = '') =>
  call(ctx.app, 'GET', `/api/ops/summary/${query}`, { token });

describe('GET /api/ops/summary/', () => {
  it("gives every branch's figures of a day to an admin", async () => {
    const { status, json } = await summary(admin, `?date=${DAY}`);
    expect(status).toBe(200);
    expect(json).toEqual({
      date: DAY,
      bookings_by_status: {
        pending: 3,
        picked_up: 0,
        washing: 0,
        packaging: 0,
        ready_for_pickup: 0,
        ready_for_delivery: 0,
        completed: 0,
        cancelled: 0,
      },
      pickups_today: 3,
      pickups_tomorrow: 1,
      unpaid: {
        count: 3,
        total: sum(
          booked.unpaidHere.subTotal,
          booked.unpaidThere.subTotal,
          booked.tomorrowHere.subTotal,
        ),
      },
      // Nothing was paid on that day: the payment was taken today.
      takings_by_method: {
        online: '0.00',
        cash: '0.00',
        mobile_money: '0.00',
        card_terminal: '0.00',
      },
    });
  });

  it("gives staff their branch's figures, today by default, with the day's takings by method", async () => {
    const { json } = await summary(staffHere);
    expect(json.date).toBe(todayInAccra());
    expect(json.takings_by_method).toEqual({
      online: '0.00',
      cash: '0.00',
      mobile_money: booked.paidHere.subTotal,
      card_terminal: '0.00',
    });
    const ofDay = await summary(staffHere, `?date=${DAY}`);
    expect(ofDay.json).toMatchObject({
      bookings_by_status: { pending: 2 },
      pickups_today: 2,
      pickups_tomorrow: 1,
      unpaid: { count: 2, total: sum(booked.unpaidHere.subTotal, booked.tomorrowHere.subTotal) },
    });
  });

  it("gives an admin one branch's figures, and answers 404 to staff asking for another branch's", async () => {
    const { json } = await summary(admin, `?branch=${there}&date=${DAY}`);
    expect(json).toMatchObject({
      pickups_today: 1,
      unpaid: { count: 1, total: booked.unpaidThere.subTotal },
    });
    expect((await summary(staffHere, `?branch=${there}`)).status).toBe(404);
    expect((await summary(staffHere, `?branch=${here}`)).status).toBe(200);
  });
});
