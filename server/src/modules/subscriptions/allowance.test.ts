/**
 * The package allowance at checkout: covered units cost 0 and are counted in the period of the
 * pickup date, a cancelled booking gives them back, two spends at once never take the same units,
 * and a customer holds one subscription per package.
 */
import { eq } from 'drizzle-orm';
import { addMonths, todayInAccra } from '@laundry-accra/domain/dates';
import { subscriptionPeriods } from '../../db/schema';
import { buildTestApp, call, createCustomer, testDriver, type TestContext } from '../../../test/helper';
import { createStaff } from '../../../test/staff';
import { bookablePickupDate } from '../../../test/fixtures';
import { subscriberFixtures, type Customer } from '../../../test/subscribers';
import { customerAllowance } from './allowance';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.service';
import { PAYMENT_ERRORS } from '../finance/finance.service';

let ctx: TestContext;
const { item, pack, subscriber, fill, checkout, ...fixtures } = subscriberFixtures(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp();
  await fixtures.load();
});
afterAll(() => ctx.close());
// The next day the branches take pickups (not a Sunday nor a holiday): tests never depend on the calendar.
const tomorrow = () => bookablePickupDate(1);

const subscriptionOf = async (who: { customer: Customer; subscriptionId: string }) =>
  (await call(ctx.app, 'GET', `/api/subscriptions/${who.subscriptionId}`, { token: who.customer.token })).json;

describe('package allowance at checkout', () => {
  it('covers laundry lines most expensive first; dry cleaning is charged; the amount to pay follows', async () => {
    const who = await subscriber('Solo');
    await call(ctx.app, 'GET', '/api/packages/'); // Solo: 40 items a month
    await fill(who.customer, [
      ['Shirt', 3],
      ['Blazer', 1],
    ]);
    const cover = await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`, { token: who.customer.token });
    expect(cover.json).toMatchObject({ sub_total: '45.00', order: expect.stringContaining('most expensive') });
    const booking = await checkout(who);
    expect(booking.sub_total).toBe('45.00');
    const lines = Object.fromEntries(booking.booking_items.map((l: { item_name: string }) => [l.item_name, l]));
    expect(lines.Shirt).toMatchObject({ quantity: 3, covered_quantity: 3, covered_by: 'Solo', total: '0.00' });
    expect(lines.Blazer).toMatchObject({ quantity: 1, covered_quantity: 0, covered_by: null, total: '45.00' });
    expect(await subscriptionOf(who)).toMatchObject({
      allowance: 40,
      used: 3,
      remaining: 37,
      period_start: todayInAccra(),
      period_end: addMonths(todayInAccra(), 1),
    });
  });

  it('charges what the allowance left cannot cover (partial), then nothing is covered (over)', async () => {
    const who = await subscriber('Solo');
    await ctx.database.db.update(subscriptionPeriods).set({ used: 38 }).where(eq(subscriptionPeriods.subscriptionId, who.subscriptionId));
    await fill(who.customer, [['Shirt', 3]]);
    const partial = await checkout(who);
    expect(partial.booking_items[0]).toMatchObject({ covered_quantity: 2, total: '12.00' });
    expect(partial.sub_total).toBe('12.00');
    await fill(who.customer, [['Shirt', 1]]);
    const over = await checkout(who);
    expect(over.booking_items[0]).toMatchObject({ covered_quantity: 0, covered_by: null, total: '12.00' });
    expect(await subscriptionOf(who)).toMatchObject({ used: 40, remaining: 0 });
  });

  it('counts each period on its own: a pickup next month spends next month', async () => {
    const who = await subscriber('Solo');
    const next = addMonths(todayInAccra(), 1);
    await ctx.database.db
      .insert(subscriptionPeriods)
      .values({ subscriptionId: who.subscriptionId, periodStart: next, periodEnd: addMonths(todayInAccra(), 2), allowance: 40 });
    await ctx.database.db.update(subscriptionPeriods).set({ used: 40 }).where(eq(subscriptionPeriods.periodStart, todayInAccra()));
    await fill(who.customer, [['Shirt', 3]]);
    const thisMonth = await checkout(who);
    expect(thisMonth.booking_items[0]).toMatchObject({ covered_quantity: 0, total: '36.00' });
    await fill(who.customer, [['Shirt', 3]]);
    const nextMonth = await checkout(who, { pickup_date: bookablePickupDate(0, next) });
    expect(nextMonth.booking_items[0]).toMatchObject({ covered_quantity: 3, total: '0.00' });
    const periods = await ctx.database.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.subscriptionId, who.subscriptionId));
    expect(periods.map((p) => [p.periodStart, p.used]).sort()).toEqual([
      [todayInAccra(), 40],
      [next, 3],
    ]);
  });

  it('gives the covered units back when staff cancel the booking', async () => {
    const who = await subscriber('Solo');
    await fill(who.customer, [['Shirt', 3]]);
    const booking = await checkout(who);
    expect((await subscriptionOf(who)).used).toBe(3);
    const admin = await createStaff(ctx, 'admin', null);
    const cancelled = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, {
      token: admin.token,
      body: { status: 'cancelled', version: 1, note: 'Customer travelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await subscriptionOf(who)).toMatchObject({ used: 0, remaining: 40 });
    // The booking still says what had been covered.
    const shown = (await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: who.customer.token })).json;
    expect(shown.booking_items[0]).toMatchObject({ covered_quantity: 3, covered_by: 'Solo' });
  });

  it('settles a fully covered booking (GHC 0.00) at checkout: paid, nothing to pay online, nothing to refund', async () => {
    const who = await subscriber('Solo');
    await fill(who.customer, [['Shirt', 2]]);
    const booking = await checkout(who);
    // Confirmed at once: covered by the package, no payment step, in the answer and in the list.
    expect(booking).toMatchObject({ sub_total: '0.00', total: '0.00', transaction: { payment_status: 'paid' } });
    expect(booking.payment_state).toEqual({ state: 'covered', amount: null });
    const listed = (await call(ctx.app, 'GET', '/api/bookings/', { token: who.customer.token })).json.results;
    expect(listed).toEqual([expect.objectContaining({ id: booking.id, payment_state: { state: 'covered', amount: null } })]);
    const pay = await call(ctx.app, 'POST', '/api/finance/pay/', { token: who.customer.token, body: { booking: booking.id } });
    expect(pay).toMatchObject({ status: 400, json: { detail: PAYMENT_ERRORS.bookingPaid } });
    const admin = await createStaff(ctx, 'admin', null);
    const detail = (await call(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { token: admin.token })).json;
    expect(detail.transaction).toMatchObject({ payment_status: 'paid', amount: '0.00' });
    expect(detail).toMatchObject({ total: '0.00', payment_state: { state: 'covered', amount: null } });
    // Staff may complete it without taking money, and cancelling it owes nobody a refund.
    const cancelled = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, {
      token: admin.token,
      body: { status: 'cancelled', version: detail.version, note: 'Customer travelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.transaction.payment_status).toBe('paid');
    expect(cancelled.json.payment_state).toEqual({ state: 'covered', amount: null });
    expect(await subscriptionOf(who)).toMatchObject({ used: 0 });
  });

  it('does not cover an unpaid subscription, nor a pickup after the paid month', async () => {
    const customer = await createCustomer(ctx);
    const address = (await call(ctx.app, 'POST', '/api/address/', { token: customer.token, body: { address_name: 'Home', address: 'Home, 5 Cantonments Road' } })).json.id;
    await call(ctx.app, 'POST', '/api/subscriptions/', { token: customer.token, body: { package: pack('Solo').id } });
    await fill(customer, [['Shirt', 2]]);
    expect((await checkout({ customer, address })).sub_total).toBe('24.00');
    const paid = await subscriber('Solo');
    await fill(paid.customer, [['Shirt', 2]]);
    expect((await checkout(paid, { pickup_date: bookablePickupDate(0, addMonths(todayInAccra(), 1)) })).sub_total).toBe('24.00');
  });

  it('never spends the same units twice when two checkouts run at once', async () => {
    const who = await subscriber('Solo');
    await ctx.database.db.update(subscriptionPeriods).set({ used: 36 }).where(eq(subscriptionPeriods.subscriptionId, who.subscriptionId));
    const shirt = item('Shirt');
    const spend = (key: string) =>
      ctx.database.db.transaction(async (tx) => {
        const { covers } = await customerAllowance(tx, who.customer.user.id).spend(
          {
            lines: [{ key, categoryId: shirt.category.id, unitPrice: shirt.price, quantity: 3 }],
            speed: 'standard',
            surchargePercent: 0,
            pickupTerms: { fee: '0.00', freeFromKg: 5 },
          },
          tomorrow(),
        );
        // Hold the lock a moment, so the other spend really waits on it.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return covers[0].covered;
      });
    const covered = await Promise.all([spend('a'), spend('b')]);
    expect(covered.sort()).toEqual([1, 3]);
    expect(await subscriptionOf(who)).toMatchObject({ used: 40, remaining: 0 });
  });
});

describe('GET /api/bookings/basket/cover/', () => {
  it('answers 401 signed out, 400 for a missing or malformed pickup date, and only reads my basket', async () => {
    expect((await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`)).status).toBe(401);
    const who = await subscriber('Solo');
    for (const query of ['', '?pickup_date=tomorrow', '?pickup_date=2026-13-45']) {
      expect((await call(ctx.app, 'GET', `/api/bookings/basket/cover/${query}`, { token: who.customer.token })).status).toBe(400);
    }
    const stranger = await createCustomer(ctx);
    await fill(stranger, [['Shirt', 2]]);
    const mine = await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`, { token: who.customer.token });
    expect(mine).toMatchObject({ status: 200, json: { lines: [], sub_total: '0.00' } });
    // The stranger has no package: their shirts are charged.
    const theirs = await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`, { token: stranger.token });
    expect(theirs.json).toMatchObject({ sub_total: '24.00', lines: [{ covered_quantity: 0, covered_by: null }] });
  });
});

describe('one subscription per package', () => {
  it("refuses a second active or awaiting-payment subscription: 409 'You already have the Solo package.'", async () => {
    const customer = await createCustomer(ctx);
    const body = { package: pack('Solo').id };
    expect((await call(ctx.app, 'POST', '/api/subscriptions/', { token: customer.token, body })).status).toBe(201);
    const again = await call(ctx.app, 'POST', '/api/subscriptions/', { token: customer.token, body });
    expect(again).toMatchObject({ status: 409, json: { detail: SUBSCRIPTION_MESSAGES.alreadySubscribed('Solo') } });
    expect(again.json.detail).toBe('You already have the Solo package.');
    // Another package is fine.
    expect((await call(ctx.app, 'POST', '/api/subscriptions/', { token: customer.token, body: { package: pack('Family').id } })).status).toBe(201);
  });

  it('leaves one subscription when two subscribes race', async () => {
    const customer = await createCustomer(ctx);
    const body = { package: pack('Couple').id };
    const answers = await Promise.all([1, 2].map(() => call(ctx.app, 'POST', '/api/subscriptions/', { token: customer.token, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await call(ctx.app, 'GET', '/api/subscriptions/', { token: customer.token })).json.count).toBe(1);
  });

  it('expires a subscription whose month has ended, and the package can be taken again', async () => {
    const who = await subscriber('Solo');
    const { subscriptions } = await import('../../db/schema');
    await ctx.database.db
      .update(subscriptions)
      .set({ startDate: addMonths(todayInAccra(), -1), endDate: todayInAccra() })
      .where(eq(subscriptions.id, who.subscriptionId));
    expect((await subscriptionOf(who)).status).toBe('expired');
    const again = await call(ctx.app, 'POST', '/api/subscriptions/', { token: who.customer.token, body: { package: pack('Solo').id } });
    expect(again.status).toBe(201);
  });
});

describe('an ended subscription', () => {
  it('is not reactivated by money arriving through an old payment attempt: the money is owed back', async () => {
    const customer = await createCustomer(ctx);
    const subscription = (await call(ctx.app, 'POST', '/api/subscriptions/', { token: customer.token, body: { package: pack('Solo').id } })).json;
    const started = await call(ctx.app, 'POST', '/api/finance/pay/', { token: customer.token, body: { subscription: subscription.id } });
    expect(started.status).toBe(200);
    const reference = started.json.data.reference as string;
    const { subscriptions, paymentTransactions } = await import('../../db/schema');
    await ctx.database.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.id, subscription.id));
    // A new payment is refused, with what to do instead.
    const again = await call(ctx.app, 'POST', '/api/finance/pay/', { token: customer.token, body: { subscription: subscription.id } });
    expect(again).toMatchObject({ status: 400, json: { detail: PAYMENT_ERRORS.subscriptionEnded } });
    // The old checkout is paid anyway: the subscription stays expired and the money goes back.
    await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: customer.token, body: { outcome: 'success' } });
    const verified = await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: customer.token, body: { reference } });
    expect(verified).toMatchObject({ status: 400, json: { detail: expect.stringContaining('This subscription has ended') } });
    expect((await call(ctx.app, 'GET', `/api/subscriptions/${subscription.id}`, { token: customer.token })).json.status).toBe('expired');
    const [attempt] = await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
    expect(attempt.paymentStatus).toBe('refunded');
    const periods = await ctx.database.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.subscriptionId, subscription.id));
    expect(periods).toHaveLength(0);
  });
});

it('runs on the database this suite was asked for', () => {
  expect(['pglite', 'postgres']).toContain(testDriver());
});
