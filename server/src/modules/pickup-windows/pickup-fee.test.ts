/**
 * Pickup and delivery: the branch's setting (GET and PUT /api/ops/branches/{id}/pickup, admins
 * only, validated and audited), the fee checkout adds from it (free from 5 kg by the kilo, or with
 * a package line) and keeps whatever the setting becomes, and weighing, which judges the fee again
 * by the weighed kilos: the amount due and the partial refund through Paystack follow.
 */
import { and, eq } from 'drizzle-orm';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import { PICKUP_DEFAULTS, PICKUP_MESSAGES } from '@laundry-accra/domain/pickup-delivery';
import { auditLog, bookings, branchPickupService, outboxEmails, partialRefunds, paymentTransactions } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { payBookingOnline, paystackEnv, startFakePaystack, type FakePaystack } from '../../../test/fake-paystack';
import { addPerKgLine, bookablePickupDate } from '../../../test/fixtures';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { withBodies } from '../mail/outbox.repository';

let paystack: FakePaystack;
let ctx: TestContext;
let branch: string;
let otherBranch: string;
let admin: Awaited<ReturnType<typeof createStaff>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
let catalogue: { id: string; name: string; price: string }[];

beforeAll(async () => {
  paystack = await startFakePaystack();
  ctx = await buildTestApp(paystackEnv(paystack));
  [branch, otherBranch] = await branchIds(ctx);
  admin = await createStaff(ctx, 'admin', null);
  staff = await createStaff(ctx, 'staff', branch);
  catalogue = (await call(ctx.app, 'GET', '/api/items/?page_size=100')).json.results;
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await paystack.close();
});
// Every test starts from the seed's setting.
afterEach(async () => {
  await ctx.database.db
    .update(branchPickupService)
    .set({ pickupFee: PICKUP_DEFAULTS.fee, freePickupFromKg: PICKUP_DEFAULTS.freeFromKg });
});

const item = (name: string) => catalogue.find((i) => i.name === name)!;
const sum = (...amounts: string[]) => fromPesewas(amounts.reduce((total, amount) => total + toPesewas(amount), 0));

let daysAhead = 1;
/** A bookable pickup date of its own for each checkout, so no window fills up. */
const nextDate = () => bookablePickupDate((daysAhead += 1));

type Customer = Awaited<ReturnType<typeof createCustomer>> & { address: string };

/** A customer with an address and `lines` (item name, pieces or kilograms) in the basket. */
async function customerWith(lines: [string, number][], existing?: Awaited<ReturnType<typeof createCustomer>>): Promise<Customer> {
  const customer = existing ?? (await createCustomer(ctx));
  const address = await call(ctx.app, 'POST', '/api/address/', {
    token: customer.token,
    body: { address_name: 'Home', address: '12 Nii Sai Rd, East Legon' },
  });
  for (const [name, quantity] of lines) {
    const added = await call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: item(name).id, quantity } });
    expect(added.status).toBe(201);
  }
  return { ...customer, address: address.json.id as string };
}

async function checkout(customer: Customer, at = branch) {
  const booked = await call(ctx.app, 'POST', '/api/bookings/checkout/', {
    token: customer.token,
    body: { pickup_address: customer.address, dropoff_address: customer.address, branch: at, pickup_date: nextDate() },
  });
  expect(booked.status).toBe(201);
  return booked.json;
}

const paymentOf = async (id: string) =>
  (await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, id)))[0];

const setPickup = (body: unknown, token = admin.token, at = branch) =>
  call(ctx.app, 'PUT', `/api/ops/branches/${at}/pickup`, { token, body });

describe('the branch setting', () => {
  it('reads the seeded defaults for both branches, and the slots carry them to the checkout', async () => {
    for (const id of [branch, otherBranch]) {
      const answer = await call(ctx.app, 'GET', `/api/ops/branches/${id}/pickup`, { token: admin.token });
      expect(answer).toMatchObject({ status: 200, json: { pickup_fee: '10.00', free_pickup_from_kg: 5 } });
    }
    const date = nextDate();
    const slots = await call(ctx.app, 'GET', `/api/branches/${branch}/slots/?from=${date}&to=${date}`);
    expect(slots.json).toMatchObject({ pickup_fee: '10.00', free_pickup_from_kg: 5 });
  });

  it('a branch without a row reads the defaults', async () => {
    await ctx.database.db.delete(branchPickupService).where(eq(branchPickupService.branchId, otherBranch));
    const answer = await call(ctx.app, 'GET', `/api/ops/branches/${otherBranch}/pickup`, { token: admin.token });
    expect(answer.json).toEqual({ pickup_fee: '10.00', free_pickup_from_kg: 5 });
    // Changing it makes the row.
    expect((await setPickup({ pickup_fee: '12', free_pickup_from_kg: 4.5 }, admin.token, otherBranch)).json).toEqual({
      pickup_fee: '12.00',
      free_pickup_from_kg: 4.5,
    });
  });

  it('an admin changes it, with an audit row; the slots follow', async () => {
    const changed = await setPickup({ pickup_fee: '15.50', free_pickup_from_kg: 7.5 });
    expect(changed).toMatchObject({ status: 200, json: { pickup_fee: '15.50', free_pickup_from_kg: 7.5 } });
    expect((await call(ctx.app, 'GET', `/api/ops/branches/${branch}/pickup`, { token: admin.token })).json).toEqual(changed.json);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, branch), eq(auditLog.action, 'branch.pickup')));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      before: { pickup_fee: '10.00', free_pickup_from_kg: 5 },
      after: { pickup_fee: '15.50', free_pickup_from_kg: 7.5 },
    });
    const date = nextDate();
    const slots = await call(ctx.app, 'GET', `/api/branches/${branch}/slots/?from=${date}&to=${date}`);
    expect(slots.json).toMatchObject({ pickup_fee: '15.50', free_pickup_from_kg: 7.5 });
    // 0 is allowed: pickup is always free.
    expect((await setPickup({ pickup_fee: '0.00', free_pickup_from_kg: 5 })).json).toEqual({ pickup_fee: '0.00', free_pickup_from_kg: 5 });
  });

  it.each([
    [{ pickup_fee: '-1.00', free_pickup_from_kg: 5 }, { pickup_fee: [PICKUP_MESSAGES.fee] }],
    [{ pickup_fee: '10.001', free_pickup_from_kg: 5 }, { pickup_fee: [PICKUP_MESSAGES.fee] }],
    [{ pickup_fee: 'ten', free_pickup_from_kg: 5 }, { pickup_fee: [PICKUP_MESSAGES.fee] }],
    [{ pickup_fee: '500.01', free_pickup_from_kg: 5 }, { pickup_fee: [PICKUP_MESSAGES.fee] }],
    [{ pickup_fee: '10.00', free_pickup_from_kg: 0 }, { free_pickup_from_kg: [PICKUP_MESSAGES.freeFromKg] }],
    [{ pickup_fee: '10.00', free_pickup_from_kg: 5.25 }, { free_pickup_from_kg: [PICKUP_MESSAGES.freeFromKg] }],
    [{ pickup_fee: '10.00', free_pickup_from_kg: 201 }, { free_pickup_from_kg: [PICKUP_MESSAGES.freeFromKg] }],
    [
      { pickup_fee: '', free_pickup_from_kg: -2 },
      { pickup_fee: [PICKUP_MESSAGES.fee], free_pickup_from_kg: [PICKUP_MESSAGES.freeFromKg] },
    ],
  ])('refuses %p with the field errors, changing nothing', async (body, errors) => {
    const refused = await setPickup(body);
    expect(refused).toMatchObject({ status: 400, json: errors });
    expect((await call(ctx.app, 'GET', `/api/ops/branches/${branch}/pickup`, { token: admin.token })).json).toEqual({
      pickup_fee: '10.00',
      free_pickup_from_kg: 5,
    });
  });

  it('refuses a missing field, an unknown branch (404) and staff (403)', async () => {
    expect((await setPickup({ pickup_fee: '10.00' })).status).toBe(400);
    expect((await setPickup({ pickup_fee: '10.00', free_pickup_from_kg: 5 }, admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await setPickup({ pickup_fee: '10.00', free_pickup_from_kg: 5 }, staff.token)).status).toBe(403);
  });
});

describe('checkout', () => {
  it('adds the fee to pieces; the total, the payment and the amount due follow', async () => {
    const booking = await checkout(await customerWith([['Shirt', 2]]));
    const subTotal = fromPesewas(toPesewas(item('Shirt').price) * 2);
    expect(booking).toMatchObject({
      sub_total: subTotal,
      pickup_fee: '10.00',
      free_pickup_from_kg: 5,
      total: sum(subTotal, '10.00'),
      amount_due: sum(subTotal, '10.00'),
    });
    expect((await paymentOf(booking.id)).amountPesewas).toBe(toPesewas(sum(subTotal, '10.00')));
    const [placed] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking.id), eq(outboxEmails.kind, 'booking_placed')))
      .then(withBodies);
    expect(placed.text).toContain('Pickup and delivery');
    expect(placed.text).toContain(sum(subTotal, '10.00'));
  });

  it('is free from 5 kg by the kilo (estimated), and charged under it', async () => {
    const five = await checkout(await customerWith([['Something Light', 5]]));
    expect(five).toMatchObject({ sub_total: '75.00', pickup_fee: '0.00', free_pickup_from_kg: 5, total: '75.00' });
    expect((await paymentOf(five.id)).amountPesewas).toBe(7500);
    const under = await checkout(await customerWith([['Something Light', 4.5], ['Shirt', 3]]));
    expect(under).toMatchObject({ pickup_fee: '10.00', total: sum(under.sub_total, '10.00') });
  });

  it('is free when a monthly package covers a line', async () => {
    const customer = await createCustomer(ctx);
    const solo = (await call(ctx.app, 'GET', '/api/packages/')).json.results.find((p: { name: string }) => p.name === 'Solo');
    const subscription = (await call(ctx.app, 'POST', '/api/subscriptions/', { token: customer.token, body: { package: solo.id } })).json;
    await subscriptionsRepository(ctx.database.db).forCustomer(customer.user.id).activate(subscription.id);
    const booking = await checkout(await customerWith([['Shirt', 2], ['Blazer', 1]], customer));
    expect(booking.booking_items.find((l: { item_name: string }) => l.item_name === 'Shirt')).toMatchObject({ covered_quantity: 2 });
    expect(booking).toMatchObject({ sub_total: item('Blazer').price, pickup_fee: '0.00', total: item('Blazer').price });
  });

  it('takes the branch setting of the moment: a later change leaves the booking be; a fee of 0 charges none', async () => {
    await setPickup({ pickup_fee: '12.00', free_pickup_from_kg: 6 });
    const booking = await checkout(await customerWith([['Something Light', 5]]));
    // 5 kg is under this branch's 6 kg.
    expect(booking).toMatchObject({ pickup_fee: '12.00', free_pickup_from_kg: 6, total: '87.00' });
    await setPickup({ pickup_fee: '20.00', free_pickup_from_kg: 5 });
    const ops = await call(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { token: staff.token });
    expect(ops.json).toMatchObject({ pickup_fee: '12.00', free_pickup_from_kg: 6, transaction: { amount_due: '87.00' } });

    await setPickup({ pickup_fee: '0.00', free_pickup_from_kg: 5 });
    const free = await checkout(await customerWith([['Shirt', 1]]));
    expect(free).toMatchObject({ pickup_fee: '0.00', free_pickup_from_kg: null, total: item('Shirt').price });
  });
});

describe('weighing judges the fee again by the weighed kilos', () => {
  const pickUp = (id: string) => ctx.database.db.update(bookings).set({ status: 'picked_up' }).where(eq(bookings.id, id));
  const versionOf = async (id: string) => (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0].version;
  const kgLine = (booking: { booking_items: { id: string; unit: string }[] }) => booking.booking_items.find((l) => l.unit === 'kg')!.id;
  const weigh = async (id: string, lineId: string, quantity: number) =>
    call(ctx.app, 'POST', `/api/ops/bookings/${id}/weigh`, {
      token: staff.token,
      body: { lines: [{ id: lineId, quantity }], version: await versionOf(id) },
    });

  const payOnline = (customer: Customer, id: string) => payBookingOnline(ctx.app, paystack, customer.token, id);

  it('estimated 5 kg, weighed 4.5 kg and paid: the fee is now due with the weight, as a balance', async () => {
    const customer = await customerWith([['Something Light', 5]]);
    const booking = await checkout(customer);
    expect(booking.pickup_fee).toBe('0.00');
    expect((await payOnline(customer, booking.id)).amount).toBe(7500);
    await pickUp(booking.id);
    const weighed = await weigh(booking.id, kgLine(booking), 4.5);
    expect(weighed.status).toBe(200);
    // 67.50 for the kilos and 10.00 for pickup, against the 75.00 paid: 2.50 to pay.
    expect(weighed.json).toMatchObject({
      sub_total: '67.50',
      pickup_fee: '10.00',
      transaction: { payment_status: 'paid', amount_due: '2.50' },
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, 'booking.weigh')));
    expect(audit).toMatchObject({ before: { pickup_fee: '0.00' }, after: { pickup_fee: '10.00', balance: '2.50' } });
    const [told] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking.id), eq(outboxEmails.kind, 'booking_weighed')));
    expect(told.subject).toContain('77.50');
    expect((await payOnline(customer, booking.id)).amount).toBe(250);
    expect((await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: customer.token })).json).toMatchObject({
      pickup_fee: '10.00',
      total: '77.50',
      amount_due: '0.00',
    });
  });

  it('estimated 4.5 kg, weighed 5 kg and paid: the fee is dropped and the difference refunded through Paystack', async () => {
    const customer = await customerWith([['Something Light', 4.5]]);
    const booking = await checkout(customer);
    expect(booking).toMatchObject({ sub_total: '67.50', pickup_fee: '10.00', total: '77.50' });
    const { reference } = await payOnline(customer, booking.id);
    await pickUp(booking.id);
    const weighed = await weigh(booking.id, kgLine(booking), 5);
    // 75.00 for the kilos, pickup free, against 77.50 paid: 2.50 back.
    expect(weighed.json).toMatchObject({ sub_total: '75.00', pickup_fee: '0.00', transaction: { payment_status: 'paid', amount_due: '0.00' } });
    expect(paystack.partialRefunds).toContainEqual({ reference, amount: 250 });
    const [refund] = await ctx.database.db.select().from(partialRefunds).where(eq(partialRefunds.bookingId, booking.id));
    expect(refund).toMatchObject({ amountPesewas: 250, status: 'refunded' });
  });

  it('estimated 3 kg, weighed 6 kg, unpaid: the fee is dropped and the payment asks for the new total', async () => {
    const customer = await customerWith([['Something Light', 3]]);
    const booking = await checkout(customer);
    expect(booking).toMatchObject({ pickup_fee: '10.00', total: '55.00' });
    await pickUp(booking.id);
    const weighed = await weigh(booking.id, kgLine(booking), 6);
    expect(weighed.json).toMatchObject({ sub_total: '90.00', pickup_fee: '0.00', transaction: { amount_due: '90.00' } });
    expect((await paymentOf(booking.id)).amountPesewas).toBe(9000);
  });

  it('charges the fee of checkout, or the branch fee of today for a booking that had none by its estimate', async () => {
    const charged = await checkout(await customerWith([['Something Light', 3]]));
    const qualified = await checkout(await customerWith([['Something Light', 5]]));
    await setPickup({ pickup_fee: '14.00', free_pickup_from_kg: 8 });
    await pickUp(charged.id);
    await pickUp(qualified.id);
    // Both judged by the 5 kg they were booked under, not the 8 kg of today.
    expect((await weigh(charged.id, kgLine(charged), 3.5)).json).toMatchObject({ pickup_fee: '10.00' });
    expect((await weigh(qualified.id, kgLine(qualified), 4)).json).toMatchObject({ pickup_fee: '14.00' });
    expect((await weigh(qualified.id, kgLine(qualified), 5)).json).toMatchObject({ pickup_fee: '0.00' });
  });

  it('a booking made before pickup fees never pays one, whatever it weighs', async () => {
    const customer = await createCustomer(ctx);
    const booking = await createBookingAt(ctx, customer.user.id, branch);
    const { lineId } = await addPerKgLine(ctx, booking.id, 5);
    await pickUp(booking.id);
    const weighed = await weigh(booking.id, lineId, 3);
    expect(weighed.json).toMatchObject({ pickup_fee: '0.00', free_pickup_from_kg: null });
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ pickupFee: '0.00', freePickupFromKg: null });
  });
});
