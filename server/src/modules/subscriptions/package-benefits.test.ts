/**
 * Package benefits at checkout (decision 071): each benefit a package gives is applied and
 * counted, and once exhausted the next one pays; a cancelled booking gives them back; a running
 * subscription keeps what it was sold when an admin changes the package. Runs on PGlite and on
 * PostgreSQL.
 */
import { addDays } from '@laundry-accra/domain/dates';
import { DEFAULT_CLOSURES } from '@laundry-accra/domain/seed-catalogue';
import { weekdayOf } from '@laundry-accra/domain/pickup-windows';
import { expressFee } from '@laundry-accra/domain/service-speed';
import { PICKUP_DEFAULTS } from '@laundry-accra/domain/pickup-delivery';
import { buildTestApp, call, type TestContext } from '../../../test/helper';
import { createStaff } from '../../../test/staff';
import { bookablePickupDate } from '../../../test/fixtures';
import { subscriberFixtures } from '../../../test/subscribers';
import { eq } from 'drizzle-orm';
import { bookings, subscriptionPeriods } from '../../db/schema';
import { customerAllowance } from './allowance';

let ctx: TestContext;
const { item, pack, subscriber, fill, checkout, ...fixtures } = subscriberFixtures(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp();
  await fixtures.load();
});
afterAll(() => ctx.close());
// The next day the branches take pickups (not a Sunday nor a holiday): tests never depend on the calendar.
const tomorrow = () => bookablePickupDate(1);

const lineOf = (booking: { booking_items: { item_name: string }[] }, name: string) =>
  booking.booking_items.find((l) => l.item_name === name)!;

/** A day in the paid month whose next day is open, so Same-Day Express fits the 08:00 window. */
function expressDay(daysAhead: number): string {
  const closed = new Set(DEFAULT_CLOSURES.map((c) => c.date));
  let date = bookablePickupDate(daysAhead);
  while (![1, 2, 3, 4].includes(weekdayOf(date)) || closed.has(date) || closed.has(addDays(date, 1))) date = addDays(date, 1);
  return date;
}

describe('package benefits at checkout', () => {
  it('two checkouts at once never spend the last free pickup or the last Express upgrade twice', async () => {
    const who = await subscriber('Family');
    const [period] = await ctx.database.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.subscriptionId, who.subscriptionId));
    // One free pickup and one Express upgrade left this month.
    await ctx.database.db.update(subscriptionPeriods).set({ pickupsUsed: period!.freePickups - 1, expressUsed: 0 }).where(eq(subscriptionPeriods.id, period!.id));
    // Sneakers: no package covers them, so the Express surcharge and the pickup fee are both to pay.
    const sneakers = item('Sneakers (Canvas)');
    const spend = (key: string) =>
      ctx.database.db.transaction(async (tx) => {
        const spent = await customerAllowance(tx, who.customer.user.id).spend(
          {
            lines: [{ key, categoryId: sneakers.category.id, unitPrice: sneakers.price, quantity: 1, unit: 'pair' }],
            speed: 'express',
            surchargePercent: 50,
            pickupTerms: { fee: PICKUP_DEFAULTS.fee, freeFromKg: PICKUP_DEFAULTS.freeFromKg },
          },
          tomorrow(),
        );
        // Hold the periods' lock a moment, so the other spend really waits on it.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return spent;
      });
    const both = await Promise.all([spend('a'), spend('b')]);
    expect(both.filter((spent) => spent.pickupPeriodId).length).toBe(1);
    expect(both.filter((spent) => spent.expressPeriodId).length).toBe(1);
    expect(both.map((spent) => spent.expressFee).sort()).toEqual(['0.00', expressFee(sneakers.price, 50)].sort());
    const [after] = await ctx.database.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.id, period!.id));
    expect(after).toMatchObject({ pickupsUsed: period!.freePickups, expressUsed: 1 });
  });

  it('a Couple subscriber books a blazer and a shirt and pays nothing: each benefit says what it covered', async () => {
    const who = await subscriber('Couple');
    await fill(who.customer, [
      ['Blazer', 1],
      ['Shirt', 1],
    ]);
    const cover = await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`, { token: who.customer.token });
    expect(cover.json).toMatchObject({ sub_total: '0.00', free_pickups_left: 4, express_upgrades_left: 0 });
    const previewed = Object.fromEntries(cover.json.lines.map((l: { item_name: string; usage: string }) => [l.item_name, l.usage]));
    expect(previewed).toEqual({ Blazer: '1 of 2 dry-cleaning pieces used this month', Shirt: '1 of 80 items used this month' });

    const booking = await checkout(who);
    expect(lineOf(booking, 'Blazer')).toMatchObject({ covered_quantity: 1, covered_by: 'Couple', total: '0.00' });
    expect(lineOf(booking, 'Shirt')).toMatchObject({ covered_quantity: 1, covered_by: 'Couple', total: '0.00' });
    expect(booking).toMatchObject({ sub_total: '0.00', pickup_fee: '0.00', pickup_free_with_package: true, total: '0.00', transaction: { payment_status: 'paid' } });
    expect(booking.payment_state).toEqual({ state: 'covered', amount: null });
  });

  it('covers two dry-cleaning pieces a month; the third blazer pays, and so does the next booking', async () => {
    const who = await subscriber('Couple');
    await fill(who.customer, [['Blazer', 3]]);
    const cover = await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`, { token: who.customer.token });
    expect(cover.json.lines[0]).toMatchObject({ covered_quantity: 2, usage: '2 of 2 dry-cleaning pieces used this month', total: item('Blazer').price });
    const first = await checkout(who);
    expect(lineOf(first, 'Blazer')).toMatchObject({ covered_quantity: 2, total: item('Blazer').price });

    await fill(who.customer, [['Blazer', 1]]);
    const second = await checkout(who);
    expect(lineOf(second, 'Blazer')).toMatchObject({ covered_quantity: 0, covered_by: null, total: item('Blazer').price });
  });

  it('waives the pickup fee while free pickups remain (Solo: two a month), then charges it', async () => {
    const who = await subscriber('Solo');
    const bookings: { pickup_fee: string; pickup_free_with_package?: boolean; total: string; payment_state: unknown }[] = [];
    for (let n = 0; n < 3; n += 1) {
      // Dry cleaning: Solo covers no piece of it, so only the pickup benefit is at work.
      await fill(who.customer, [['Tie', 1]]);
      bookings.push(await checkout(who));
    }
    expect(bookings.map((b) => b.pickup_fee)).toEqual(['0.00', '0.00', PICKUP_DEFAULTS.fee]);
    // A free pickup does not pay the tie: the booking is unpaid for the tie alone.
    expect(bookings[0]).toMatchObject({ pickup_free_with_package: true, total: item('Tie').price, payment_state: { state: 'unpaid', amount: null } });
    expect(bookings[2]).toMatchObject({ payment_state: { state: 'unpaid', amount: null } });
    const cover = await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`, { token: who.customer.token });
    expect(cover.json.free_pickups_left).toBe(0);
  });

  it('gives the free pickup back when the weighing makes pickup free, and spends one when it makes the fee due', async () => {
    const who = await subscriber('Solo');
    const staff = await createStaff(ctx, 'admin', null);
    const freePickupsLeft = async () =>
      (await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`, { token: who.customer.token })).json.free_pickups_left;
    const pickupOf = (booking: { pickup_fee: string; pickup_free_with_package?: boolean }) => ({
      fee: booking.pickup_fee,
      withPackage: booking.pickup_free_with_package === true,
    });
    const weigh = async (booking: { id: string }, kg: number) => {
      await ctx.database.db.update(bookings).set({ status: 'picked_up' }).where(eq(bookings.id, booking.id));
      const detail = (await call(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { token: staff.token })).json;
      const line = detail.items.find((l: { unit: string }) => l.unit === 'kg');
      const weighed = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/weigh`, {
        token: staff.token,
        body: { lines: [{ id: line.id, quantity: kg }], version: detail.version },
      });
      expect(weighed.status).toBe(200);
      return (await call(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { token: who.customer.token })).json;
    };

    // Estimated under the free weight: a free pickup pays the fee; weighed over it, the pickup is
    // free by weight and the free pickup goes back to the month.
    await fill(who.customer, [['Something Light', 3]]);
    const light = await checkout(who);
    expect(pickupOf(light)).toEqual({ fee: '0.00', withPackage: true });
    expect(await freePickupsLeft()).toBe(1);
    expect(pickupOf(await weigh(light, 6))).toEqual({ fee: '0.00', withPackage: false });
    expect(await freePickupsLeft()).toBe(2);

    // Estimated over it: nothing spent; weighed under it, the fee is due and a free pickup pays it.
    await fill(who.customer, [['Something Light', 6]]);
    const heavy = await checkout(who);
    expect(pickupOf(heavy)).toEqual({ fee: '0.00', withPackage: false });
    expect(await freePickupsLeft()).toBe(2);
    expect(pickupOf(await weigh(heavy, 3))).toEqual({ fee: '0.00', withPackage: true });
    expect(await freePickupsLeft()).toBe(1);
  });

  it('gives a free Express upgrade once a month (Family); the next Express pays its surcharge', async () => {
    const who = await subscriber('Family');
    // A day and window of its own: the other tests fill tomorrow's windows.
    const express = { pickup_date: expressDay(3), pickup_window: '10:00', service_speed: 'express' };
    // Five blazers: four are the month's dry-cleaning pieces, the fifth is paid, and Express on it is free.
    await fill(who.customer, [['Blazer', 5]]);
    const first = await checkout(who, express);
    expect(first).toMatchObject({ service_speed: 'express', sub_total: item('Blazer').price, express_fee: '0.00', pickup_fee: '0.00' });

    await fill(who.customer, [['Blazer', 1]]);
    const second = await checkout(who, express);
    expect(second).toMatchObject({ express_fee: expressFee(item('Blazer').price, 50) });
  });

  it('gives back the pieces, the free pickup and the Express upgrade when the booking is cancelled', async () => {
    const who = await subscriber('Family');
    await fill(who.customer, [['Blazer', 5]]);
    const booking = await checkout(who, { pickup_date: expressDay(3), pickup_window: '14:00', service_speed: 'express' });
    expect(booking.express_fee).toBe('0.00');
    const cancelled = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { token: who.customer.token });
    expect(cancelled.status).toBeLessThan(300);
    await fill(who.customer, [['Blazer', 4]]);
    const cover = await call(ctx.app, 'GET', `/api/bookings/basket/cover/?pickup_date=${tomorrow()}`, { token: who.customer.token });
    expect(cover.json).toMatchObject({ sub_total: '0.00', free_pickups_left: 5, express_upgrades_left: 1 });
    expect(cover.json.lines[0].usage).toBe('4 of 4 dry-cleaning pieces used this month');
  });

  it('keeps what a running subscription was sold when an admin changes the package', async () => {
    const who = await subscriber('Couple');
    const admin = await createStaff(ctx, 'admin', null);
    const asAdmin = (method: 'GET' | 'PATCH', url: string, body?: unknown) => call(ctx.app, method, url, { token: admin.token, body });
    const couple = ((await asAdmin('GET', '/api/ops/packages/')).json.results as { id: string; name: string; further_allowances: unknown[] }[]).find(
      (p) => p.name === 'Couple',
    )!;
    const changed = await asAdmin('PATCH', `/api/ops/packages/${couple.id}`, { further_allowances: [], free_pickups: 0 });
    expect(changed.status).toBe(200);
    try {
      expect(changed.json.lines).not.toContain('Two dry-cleaning pieces included');
      await fill(who.customer, [['Blazer', 1]]);
      const booking = await checkout(who);
      expect(booking).toMatchObject({ sub_total: '0.00', pickup_fee: '0.00' });
      // A new subscriber gets the package as it is now.
      const newcomer = await subscriber('Couple');
      await fill(newcomer.customer, [['Blazer', 1]]);
      expect(await checkout(newcomer)).toMatchObject({ sub_total: item('Blazer').price, pickup_fee: PICKUP_DEFAULTS.fee });
    } finally {
      await asAdmin('PATCH', `/api/ops/packages/${couple.id}`, { further_allowances: couple.further_allowances.map((a) => {
        const { category, unit, quantity } = a as { category: { id: string }; unit: string; quantity: number };
        return { category: category.id, unit, quantity };
      }), free_pickups: 4 });
    }
  });
});

describe('the back office edits benefits', () => {
  it('writes the card from the benefits and refuses other lines that promise one', async () => {
    const admin = await createStaff(ctx, 'admin', null);
    const dryCleaning = item('Blazer').category.id;
    const created = await call(ctx.app, 'POST', '/api/ops/packages/', {
      token: admin.token,
      body: {
        name: `Office ${Date.now()}`,
        price: '200.00',
        quantity: 20,
        description: 'Ironing included',
        covered_categories: [item('Shirt').category.id],
        further_allowances: [{ category: dryCleaning, unit: 'piece', quantity: 3 }],
        free_pickups: 1,
        express_upgrades: 2,
      },
    });
    expect(created.status).toBe(201);
    expect(created.json.lines).toEqual([
      'Up to 20 items a month',
      'Three dry-cleaning pieces included',
      'One pickup and delivery a month',
      'Priority Same-Day (Express) twice a month',
      'Ironing included',
    ]);
    const promising = await call(ctx.app, 'PATCH', `/api/ops/packages/${created.json.id}`, {
      token: admin.token,
      body: { description: 'Ironing included\nFree pickup and delivery' },
    });
    expect(promising.status).toBe(400);
    expect(promising.json.description[0]).toContain("'Free pickup and delivery' promises a benefit");
    const twice = await call(ctx.app, 'PATCH', `/api/ops/packages/${created.json.id}`, {
      token: admin.token,
      body: { further_allowances: [{ category: dryCleaning, unit: 'piece', quantity: 1 }, { category: dryCleaning, unit: 'piece', quantity: 2 }] },
    });
    expect(twice.status).toBe(400);
    const publicCard = (await call(ctx.app, 'GET', `/api/packages/${created.json.id}`)).json;
    expect(publicCard.description.split('\n')).toEqual(created.json.lines);
    expect(publicCard.benefits).toMatchObject({ free_pickups: 1, express_upgrades: 2 });
  });
});
