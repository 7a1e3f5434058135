import { and, eq } from 'drizzle-orm';
import { messages } from '@laundry-accra/domain/rules';
import { loadConfig } from '../../config';
import { basketItems, bookingItems, bookings, items, paymentTransactions, pickupWindows } from '../../db/schema';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { bookablePickupDate } from '../../../test/fixtures';
import { BOOKING_MESSAGES, paymentProviderFor } from './bookings.service';
import { PICKUP_DATE_FORMAT_MESSAGE, PICKUP_DATE_PAST_MESSAGE } from './pickup-date';

type Customer = { user: { id: string }; token: string };
let ctx: TestContext;
let catalogue: { id: string; name: string; price: string }[];
let branchesList: { id: string; name: string }[];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await buildTestApp();
  catalogue = (await call(ctx.app, 'GET', '/api/items/?page_size=100')).json.results;
  branchesList = (await call(ctx.app, 'GET', '/api/branches/')).json.results;
  // This file books dozens of orders on the same days; the windows' capacity has its own tests
  // (pickup-windows.test.ts), so here every window has room.
  await ctx.database.db.update(pickupWindows).set({ capacity: 1000 });
});
afterAll(() => ctx.close());

const item = (name: string) => catalogue.find((i) => i.name === name)!;
const today = () => todayInAccra();
/** The next day the branches take pickups (not a Sunday or a holiday). */
const tomorrow = () => bookablePickupDate(1);
const yesterday = () => {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

async function newAddress(customer: Customer, name = 'Home') {
  const { status, json } = await call(ctx.app, 'POST', '/api/address/', {
    token: customer.token,
    body: { address_name: name, address: `${name}, 5 Cantonments Road` },
  });
  expect(status).toBe(201);
  return json.id as string;
}

async function fillBasket(customer: Customer, lines: [string, number][]) {
  for (const [name, quantity] of lines) {
    const { status } = await call(ctx.app, 'POST', '/api/bookings/basket/', {
      token: customer.token,
      body: { item: item(name).id, quantity },
    });
    expect(status).toBe(201);
  }
}

/** A customer with a pickup and a dropoff address and a basket of 2 shirts and 1 other item. */
async function readyCustomer() {
  const customer = await createCustomer(ctx);
  const pickup = await newAddress(customer, 'Home');
  const dropoff = await newAddress(customer, 'Office');
  const other = catalogue.find((i) => i.name !== 'Shirt')!;
  await fillBasket(customer, [
    ['Shirt', 2],
    [other.name, 1],
  ]);
  const form = {
    pickup_address: pickup,
    dropoff_address: dropoff,
    branch: branchesList[0].id,
    pickup_date: tomorrow(),
  };
  return { customer, pickup, dropoff, other, form };
}

const checkout = (customer: Customer, body: unknown) =>
  call(ctx.app, 'POST', '/api/bookings/checkout/', { token: customer.token, body });
const bookingsOf = (userId: string) =>
  ctx.database.db.select().from(bookings).where(eq(bookings.userId, userId));
const basketOf = (userId: string) =>
  ctx.database.db.select().from(basketItems).where(eq(basketItems.userId, userId));

async function booked(setup?: Awaited<ReturnType<typeof readyCustomer>>) {
  const ready = setup ?? (await readyCustomer());
  const { status, json } = await checkout(ready.customer, ready.form);
  expect(status).toBe(201);
  return { ...ready, booking: json };
}

describe('checkout', () => {
  it('books the basket at catalogue prices, opens an unpaid payment and empties the basket', async () => {
    const { customer, pickup, dropoff, other, form } = await readyCustomer();
    const shirt = item('Shirt');
    const { status, json } = await checkout(customer, {
      ...form,
      // What a tampering client might send: all ignored.
      booking_items: [{ item: shirt.id, item_name: 'Shirt', quantity: 2, total: '0.01' }],
      sub_total: '0.02',
      status: 'completed',
      user: UNKNOWN,
      payment_status: 'paid',
    });
    expect(status).toBe(201);
    const expectedSubTotal = (
      (2 * Number(shirt.price) * 100 + Number(other.price) * 100) /
      100
    ).toFixed(2);
    // Pieces only, no package: the branch's pickup fee (seeded GHC 10.00, free from 5 kg) is added.
    const expectedTotal = (Number(expectedSubTotal) + 10).toFixed(2);
    expect(json).toEqual({
      id: expect.any(String),
      // The number to quote to the business, allocated by the checkout's insert.
      order_number: expect.stringMatching(/^ADM-\d{5,}$/),
      user: customer.user.id,
      pickup_date: form.pickup_date,
      // No window sent: the earliest with room.
      pickup_window: '08:00',
      pickup_window_end: '10:00',
      sub_total: expectedSubTotal,
      service_speed: 'standard',
      express_fee: '0.00',
      pickup_fee: '10.00',
      free_pickup_from_kg: 5,
      total: expectedTotal,
      ready_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T10:00:00\.000Z$/),
      amount_due: expectedTotal,
      payment_state: { state: 'unpaid', amount: null },
      status: 'pending',
      branch: branchesList[0],
      transaction: {
        reference: expect.stringMatching(/^ADOM-[0-9A-F]{20}$/),
        payment_status: 'unpaid',
      },
      booking_items: expect.arrayContaining([
        {
          id: expect.any(String),
          item_name: 'Shirt',
          quantity: 2,
          total: (2 * Number(shirt.price)).toFixed(2),
          // No package: nothing covered.
          covered_quantity: 0,
          covered_by: null,
          // Counted in pieces: nothing estimated, no job.
          unit: 'piece',
          estimate: false,
          estimated_quantity: null,
          note: null,
          from_price: null,
          job_status: null,
        },
        {
          id: expect.any(String),
          item_name: other.name,
          quantity: 1,
          total: other.price,
          covered_quantity: 0,
          covered_by: null,
          unit: 'piece',
          estimate: false,
          estimated_quantity: null,
          note: null,
          from_price: null,
          job_status: null,
        },
      ]),
      pickup_address: pickup,
      dropoff_address: dropoff,
      // Delivered: the default of a checkout that does not say (decision 072).
      handover: 'delivery',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(json.booking_items).toHaveLength(2);

    const [payment] = await ctx.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, json.id));
    expect(payment).toMatchObject({
      userId: customer.user.id,
      reference: json.transaction.reference,
      amountPesewas: Math.round(Number(expectedTotal) * 100),
      currency: 'GHS',
      provider: 'sandbox',
      paymentStatus: 'unpaid',
    });
    expect(await basketOf(customer.user.id)).toHaveLength(0);
    const basket = await call(ctx.app, 'GET', '/api/bookings/basket/', { token: customer.token });
    expect(basket.json.count).toBe(0);
  });

  it('copies name and unit price onto each line: a later price change leaves the booking as it was', async () => {
    const { customer, booking } = await booked();
    const shirt = item('Shirt');
    await ctx.database.db.update(items).set({ price: '99.00' }).where(eq(items.id, shirt.id));
    try {
      const [line] = await ctx.database.db
        .select()
        .from(bookingItems)
        .where(and(eq(bookingItems.bookingId, booking.id), eq(bookingItems.itemName, 'Shirt')));
      expect(line.unitPrice).toBe(shirt.price);
      const again = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, {
        token: customer.token,
      });
      expect(again.json.sub_total).toBe(booking.sub_total);
    } finally {
      await ctx.database.db.update(items).set({ price: shirt.price }).where(eq(items.id, shirt.id));
    }
  });

  it('accepts ids written in capitals', async () => {
    const ready = await readyCustomer();
    const { status, json } = await checkout(ready.customer, {
      ...ready.form,
      pickup_date: tomorrow(),
      pickup_address: ready.pickup.toUpperCase(),
      branch: ready.form.branch.toUpperCase(),
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      pickup_date: tomorrow(),
      pickup_address: ready.pickup,
      branch: { id: ready.form.branch },
    });
  });

  it('answers the checkout form messages for missing fields, and writes nothing', async () => {
    const { customer } = await readyCustomer();
    const { status, json } = await checkout(customer, {});
    expect(status).toBe(400);
    expect(json).toEqual({
      pickup_address: [messages.checkout.pickup_address],
      dropoff_address: [messages.checkout.dropoff_address],
      pickup_date: [messages.checkout.pickup_date],
      branch: [BOOKING_MESSAGES.branch],
    });
    expect(await bookingsOf(customer.user.id)).toHaveLength(0);
    expect(await basketOf(customer.user.id)).toHaveLength(2);
  });

  it('refuses malformed ids, another customer’s or a deleted address, an unknown branch', async () => {
    const { customer, form } = await readyCustomer();
    const stranger = await createCustomer(ctx);
    const strangersAddress = await newAddress(stranger);
    const deleted = await newAddress(customer, 'Old flat');
    expect(
      (await call(ctx.app, 'DELETE', `/api/address/${deleted}`, { token: customer.token })).status,
    ).toBe(204);

    const malformed = await checkout(customer, {
      ...form,
      pickup_address: 'home',
      dropoff_address: '12',
      branch: 'Osu',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({
      pickup_address: [messages.checkout.pickup_address],
      dropoff_address: [messages.checkout.dropoff_address],
      branch: [BOOKING_MESSAGES.branch],
    });
    // An id is text: a number or a boolean is refused by type before anything is looked up.
    const mistyped = await checkout(customer, { ...form, dropoff_address: 12, branch: true });
    expect(mistyped).toMatchObject({
      status: 400,
      json: {
        dropoff_address: [messages.checkout.dropoff_address],
        branch: [BOOKING_MESSAGES.branch],
      },
    });
    const foreign = await checkout(customer, {
      ...form,
      pickup_address: strangersAddress,
      dropoff_address: deleted,
      branch: UNKNOWN,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toEqual({
      pickup_address: [messages.checkout.pickup_address],
      dropoff_address: [messages.checkout.dropoff_address],
      branch: [BOOKING_MESSAGES.branch],
    });
    expect(await bookingsOf(customer.user.id)).toHaveLength(0);
    expect(await basketOf(customer.user.id)).toHaveLength(2);
  });

  it('refuses a pickup date in the past or not a date', async () => {
    const { customer, form } = await readyCustomer();
    const past = await checkout(customer, { ...form, pickup_date: yesterday() });
    expect(past).toMatchObject({ status: 400, json: { pickup_date: [PICKUP_DATE_PAST_MESSAGE] } });
    for (const pickup_date of ['2026-02-30', 'tomorrow', '01/12/2030']) {
      const bad = await checkout(customer, { ...form, pickup_date });
      expect(bad).toMatchObject({
        status: 400,
        json: { pickup_date: [PICKUP_DATE_FORMAT_MESSAGE] },
      });
    }
    expect(await bookingsOf(customer.user.id)).toHaveLength(0);
  });

  it('answers 400 {detail} for an empty basket', async () => {
    const customer = await createCustomer(ctx);
    const address = await newAddress(customer);
    const { status, json } = await checkout(customer, {
      pickup_address: address,
      dropoff_address: address,
      branch: branchesList[1].id,
      pickup_date: tomorrow(),
    });
    expect(status).toBe(400);
    expect(json).toEqual({ detail: BOOKING_MESSAGES.emptyBasket });
  });

  it('makes one booking from identical checkouts sent at once', async () => {
    const { customer, form } = await readyCustomer();
    const answers = await Promise.all(Array.from({ length: 4 }, () => checkout(customer, form)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.json).toEqual({ detail: BOOKING_MESSAGES.emptyBasket });
    }
    const rows = await bookingsOf(customer.user.id);
    expect(rows).toHaveLength(1);
    const payments = await ctx.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, customer.user.id));
    expect(payments).toHaveLength(1);
    expect(await basketOf(customer.user.id)).toHaveLength(0);
  });

  it('opens the payment with Paystack when Paystack is configured, else with the sandbox', () => {
    expect(paymentProviderFor(loadConfig({ NODE_ENV: 'test' }))).toBe('sandbox');
    expect(
      paymentProviderFor(
        loadConfig({
          NODE_ENV: 'test',
          PAYSTACK_SECRET_KEY: 'sk_test_x',
          PAYSTACK_PUBLIC_KEY: 'pk_test_x',
        }),
      ),
    ).toBe('paystack');
  });

  it('answers 401 without a token', async () => {
    expect((await call(ctx.app, 'POST', '/api/bookings/checkout/', { body: {} })).status).toBe(401);
  });
});

describe('bookings', () => {
  it('lists only my bookings, newest first, paginated', async () => {
    const ready = await readyCustomer();
    const first = (await booked(ready)).booking;
    await fillBasket(ready.customer, [['Shirt', 1]]);
    const second = (await checkout(ready.customer, ready.form)).json;
    await booked(); // someone else's

    const { status, json } = await call(ctx.app, 'GET', '/api/bookings/', {
      token: ready.customer.token,
    });
    expect(status).toBe(200);
    expect(json.count).toBe(2);
    expect(json.results.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
    expect(json.results[1]).toEqual(first);
    const page = await call(ctx.app, 'GET', '/api/bookings?page_size=1&page=2', {
      token: ready.customer.token,
    });
    expect(page.json.results.map((b: { id: string }) => b.id)).toEqual([first.id]);
    expect(page.json.previous).toContain('page=1');
    const past = await call(ctx.app, 'GET', '/api/bookings/?page=9', {
      token: ready.customer.token,
    });
    expect(past.json).toMatchObject({ count: 2, results: [], next: null });
  });

  it("shows one of my bookings; another customer's or an unknown one is 404", async () => {
    const { customer, booking } = await booked();
    const stranger = await createCustomer(ctx);
    const mine = await call(ctx.app, 'GET', `/api/bookings/${booking.id}/`, {
      token: customer.token,
    });
    expect(mine.status).toBe(200);
    // The detail is the booking with its timeline (so far the one step checkout made) and its moved pickups (none).
    const { events, pickup_moves: pickupMoves, ...shown } = mine.json;
    expect(shown).toEqual(booking);
    expect(events).toEqual([{ status: 'pending', at: booking.created_at, note_for_customer: null }]);
    expect(pickupMoves).toEqual([]);
    expect(
      (await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `/api/bookings/${UNKNOWN}`, { token: customer.token })).status,
    ).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/bookings/12', { token: customer.token })).status).toBe(
      404,
    );
    const theirs = await call(ctx.app, 'GET', '/api/bookings/', { token: stranger.token });
    expect(theirs.json.count).toBe(0);
  });

  it('shows the newest payment attempt of a booking, or the paid one when there is one', async () => {
    const { customer, booking } = await booked();
    await ctx.database.db
      .update(paymentTransactions)
      .set({ paymentStatus: 'failed' })
      .where(eq(paymentTransactions.reference, booking.transaction.reference));
    await ctx.database.db.insert(paymentTransactions).values({
      userId: customer.user.id,
      bookingId: booking.id,
      reference: 'ADOM-RETRY-0001',
      amountPesewas: 100,
      paymentStatus: 'pending',
    });
    const { json } = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, {
      token: customer.token,
    });
    expect(json.transaction).toEqual({ reference: 'ADOM-RETRY-0001', payment_status: 'pending' });

    // The customer paid on the first, older checkout after all; the newer attempt is superseded.
    await ctx.database.db
      .update(paymentTransactions)
      .set({ paymentStatus: 'failed' })
      .where(eq(paymentTransactions.reference, 'ADOM-RETRY-0001'));
    await ctx.database.db
      .update(paymentTransactions)
      .set({ paymentStatus: 'paid' })
      .where(eq(paymentTransactions.reference, booking.transaction.reference));
    const paid = await call(ctx.app, 'GET', '/api/bookings/', { token: customer.token });
    expect(paid.json.results[0].transaction).toEqual({
      reference: booking.transaction.reference,
      payment_status: 'paid',
    });
  });

  it('keeps a deleted address on the booking that used it', async () => {
    const { customer, pickup, booking } = await booked();
    expect(
      (await call(ctx.app, 'DELETE', `/api/address/${pickup}`, { token: customer.token })).status,
    ).toBe(204);
    const { json } = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, {
      token: customer.token,
    });
    expect(json.pickup_address).toBe(pickup);
    // The booking's owner can still read it; it is gone from the list and can no longer be edited.
    const address = await call(ctx.app, 'GET', `/api/address/${pickup}`, { token: customer.token });
    expect(address.status).toBe(200);
    expect(address.json).toMatchObject({ id: pickup, address_name: 'Home' });
    const list = await call(ctx.app, 'GET', '/api/address/', { token: customer.token });
    expect(list.json.results.map((a: { id: string }) => a.id)).not.toContain(pickup);
    expect(
      (await call(ctx.app, 'PATCH', `/api/address/${pickup}`, { token: customer.token, body: { address_name: 'Old home' } })).status,
    ).toBe(404);
    // Nobody else can read it.
    const stranger = await createCustomer(ctx);
    expect((await call(ctx.app, 'GET', `/api/address/${pickup}`, { token: stranger.token })).status).toBe(404);
    // An edit of the date alone keeps the (deleted) address.
    const edit = await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}`, {
      token: customer.token,
      body: { pickup_date: bookablePickupDate(3) },
    });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ pickup_address: pickup, pickup_date: bookablePickupDate(3) });
  });

  it('lists the lines of my bookings only', async () => {
    const { customer, booking } = await booked();
    await booked();
    const { status, json } = await call(ctx.app, 'GET', '/api/bookings/booking-item/', {
      token: customer.token,
    });
    expect(status).toBe(200);
    expect(json.count).toBe(2);
    expect(json.results).toEqual(
      expect.arrayContaining(
        booking.booking_items.map(
          // The list of lines keeps SPEC's fields: no cover, no unit, estimate or job.
          ({
            covered_quantity: _covered,
            covered_by: _by,
            unit: _unit,
            estimate: _estimate,
            estimated_quantity: _estimated,
            note: _note,
            from_price: _from,
            job_status: _job,
            ...line
          }: {
            covered_quantity: number;
            covered_by: string | null;
            unit: string;
            estimate: boolean;
            estimated_quantity: number | null;
            note: string | null;
            from_price: string | null;
            job_status: string | null;
          }) => ({
            ...line,
            booking: booking.id,
          }),
        ),
      ),
    );
    expect(
      (
        await call(ctx.app, 'GET', '/api/bookings/booking-item', {
          token: (await createCustomer(ctx)).token,
        })
      ).json.count,
    ).toBe(0);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/bookings/'],
      ['GET', `/api/bookings/${UNKNOWN}`],
      ['PATCH', `/api/bookings/${UNKNOWN}`],
      ['GET', '/api/bookings/booking-item/'],
    ] as const) {
      expect(
        (await call(ctx.app, method, url, { body: method === 'PATCH' ? {} : undefined })).status,
      ).toBe(401);
    }
  });
});

describe('editing a booking', () => {
  it('changes the pickup date and addresses of a pending booking; the status stays pending', async () => {
    const { customer, booking } = await booked();
    const newPickup = await newAddress(customer, 'Church');
    const date = bookablePickupDate(30);
    const { status, json } = await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}`, {
      token: customer.token,
      body: {
        pickup_date: date,
        pickup_address: newPickup,
        dropoff_address: newPickup,
        status: 'completed',
        sub_total: '1.00',
        user: UNKNOWN,
      },
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      ...booking,
      pickup_date: date,
      // A new date without a window: the earliest window of that day with room.
      pickup_window: '08:00',
      pickup_window_end: '10:00',
      // The ready time follows the new pickup: two open days after it.
      ready_by: expect.stringMatching(/T10:00:00\.000Z$/),
      pickup_address: newPickup,
      dropoff_address: newPickup,
    });
    expect(json.ready_by > `${date}T10:00:00.000Z`).toBe(true);
  });

  it('answers the booking form messages and writes nothing', async () => {
    const { customer, booking } = await booked();
    const stranger = await createCustomer(ctx);
    const strangersAddress = await newAddress(stranger);
    const path = `/api/bookings/${booking.id}`;
    const blank = await call(ctx.app, 'PATCH', path, {
      token: customer.token,
      body: { pickup_date: '', pickup_address: ' ', dropoff_address: '' },
    });
    expect(blank).toMatchObject({
      status: 400,
      json: {
        pickup_date: [messages.booking.pickup_date],
        pickup_address: [messages.booking.pickup_address],
        dropoff_address: [messages.booking.dropoff_address],
      },
    });
    const foreign = await call(ctx.app, 'PATCH', path, {
      token: customer.token,
      body: { pickup_address: strangersAddress, dropoff_address: 'x' },
    });
    expect(foreign).toMatchObject({
      status: 400,
      json: {
        pickup_address: [messages.booking.pickup_address],
        dropoff_address: [messages.booking.dropoff_address],
      },
    });
    const past = await call(ctx.app, 'PATCH', path, {
      token: customer.token,
      body: { pickup_date: yesterday() },
    });
    expect(past).toMatchObject({ status: 400, json: { pickup_date: [PICKUP_DATE_PAST_MESSAGE] } });
    const after = await call(ctx.app, 'GET', path, { token: customer.token });
    expect(after.json).toMatchObject(booking);
  });

  it('refuses to change a booking that is no longer pending', async () => {
    const { customer, booking } = await booked();
    await ctx.database.db
      .update(bookings)
      .set({ status: 'washing' })
      .where(eq(bookings.id, booking.id));
    const { status, json } = await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}`, {
      token: customer.token,
      body: { pickup_date: tomorrow() },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ detail: BOOKING_MESSAGES.notPending });
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe('washing');
  });

  it("answers 404 for another customer's booking and changes nothing", async () => {
    const { booking } = await booked();
    const stranger = await createCustomer(ctx);
    const strangersAddress = await newAddress(stranger);
    const { status } = await call(ctx.app, 'PATCH', `/api/bookings/${booking.id}`, {
      token: stranger.token,
      body: { pickup_date: tomorrow(), pickup_address: strangersAddress },
    });
    expect(status).toBe(404);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.pickupAddressId).toBe(booking.pickup_address);
  });
});
