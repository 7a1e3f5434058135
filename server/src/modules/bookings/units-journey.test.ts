/**
 * Each unit the catalogue sells by, through the API end to end: the customer puts a seeded item
 * in the basket and checks out; staff collect it and weigh, measure or price it at pickup (a
 * piece and a pair need nothing); the customer answers a job's price; the counter takes what is
 * due; the receipt says the quantity in its unit; the bookings report and the orders CSV sum each
 * unit as itself.
 */
import { and, eq } from 'drizzle-orm';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { JOB_MESSAGES } from '@laundry-accra/domain/jobs';
import { PICKUP_DEFAULTS } from '@laundry-accra/domain/pickup-delivery';
import { invalidQuantityMessage, type ItemUnit } from '@laundry-accra/domain/units';
import { messages } from '@laundry-accra/domain/rules';
import { outboxEmails } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { bookablePickupDate } from '../../../test/fixtures';
import { branchIds, createStaff } from '../../../test/staff';
import { withBodies } from '../mail/outbox.repository';

let ctx: TestContext;
let branch: string;
let staff: string;
let admin: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  [branch] = await branchIds(ctx);
  staff = (await createStaff(ctx, 'staff', branch)).token;
  admin = (await createStaff(ctx, 'admin', null)).token;
});
afterAll(() => ctx.close());

type Item = { id: string; name: string; price: string; unit: ItemUnit; category: { name: string } };
const catalogue = async (): Promise<Item[]> => (await call(ctx.app, 'GET', '/api/items/?page_size=100')).json.results;
const itemNamed = async (name: string) => (await catalogue()).find((item) => item.name === name)!;

/** A customer with an address, who checks out `quantity` of the item named (with a note for a job). */
async function bookOne(name: string, quantity: number, note?: string) {
  const customer = await createCustomer(ctx);
  const address = await call(ctx.app, 'POST', '/api/address/', { token: customer.token, body: { address_name: 'Home', address: '5 Oxford St, Osu' } });
  const item = await itemNamed(name);
  const added = await call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: item.id, quantity, note } });
  expect(added.status).toBe(201);
  const booked = await call(ctx.app, 'POST', '/api/bookings/checkout/', {
    token: customer.token,
    body: { pickup_address: address.json.id, dropoff_address: address.json.id, branch, pickup_date: bookablePickupDate(2) },
  });
  expect(booked.status).toBe(201);
  return { customer, item, added: added.json, booking: booked.json };
}

const order = (id: string) => call(ctx.app, 'GET', `/api/ops/bookings/${id}`, { token: staff });
async function move(id: string, status: string) {
  const moved = await call(ctx.app, 'POST', `/api/ops/bookings/${id}/status`, { token: staff, body: { status, version: (await order(id)).json.version } });
  return moved;
}
async function payWhatIsDue(id: string) {
  const due = (await order(id)).json.transaction.amount_due;
  const paid = await call(ctx.app, 'POST', `/api/ops/bookings/${id}/payments`, { token: staff, body: { method: 'cash', amount: due } });
  expect(paid.status).toBe(200);
  return due as string;
}
const receipt = async (bookingId: string) =>
  (await ctx.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, 'payment_received'), eq(outboxEmails.channel, 'email'))).then(withBodies))[0];
const topItem = async (name: string) => {
  const today = todayInAccra();
  const report = await call(ctx.app, 'GET', `/api/ops/reports/bookings/?from=${today}&to=${today}`, { token: admin });
  expect(report.status).toBe(200);
  return report.json.top_items_by_quantity.find((t: { item: string }) => t.item === name);
};

it('the catalogue sells every service the site sells, each in its unit', async () => {
  const items = await catalogue();
  const byCategory = (category: string) => items.filter((item) => item.category.name === category).map((item) => item.unit);
  expect(new Set(byCategory('Carpet Cleaning'))).toEqual(new Set(['m2', 'piece']));
  expect(new Set(byCategory('Sneaker Cleaning'))).toEqual(new Set(['pair']));
  expect(new Set(byCategory('Ironing & Folding'))).toEqual(new Set(['piece']));
  expect(new Set(byCategory('Clothes Mending'))).toEqual(new Set(['job']));
  expect(items.find((item) => item.name === 'Something Light')).toMatchObject({ unit: 'kg', price: '15.00' });
});

it('the basket takes each unit by its own rule', async () => {
  const customer = await createCustomer(ctx);
  const add = async (name: string, quantity: number, note?: string) =>
    call(ctx.app, 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: (await itemNamed(name)).id, quantity, note } });
  expect(await add('Rug (per m²)', 4.25)).toMatchObject({ status: 400, json: { quantity: [invalidQuantityMessage('m2')] } });
  expect(await add('Sneakers (Canvas)', 1.5)).toMatchObject({ status: 400, json: { quantity: [invalidQuantityMessage('pair')] } });
  expect(await add('Zip Replacement', 2, 'Jacket zip')).toMatchObject({ status: 400, json: { quantity: [invalidQuantityMessage('job')] } });
  expect(await add('Zip Replacement', 1, '  ')).toMatchObject({ status: 400, json: { note: [messages.basketAdd.note] } });
  expect(await add('Rug (per m²)', 4.5)).toMatchObject({ status: 201, json: { unit: 'm2', quantity: 4.5, estimate: true, total: '135.00', note: null } });
  expect(await add('Sneakers (Canvas)', 2)).toMatchObject({ status: 201, json: { unit: 'pair', quantity: 2, estimate: false, total: '80.00' } });
  expect(await add('Zip Replacement', 1, 'Jacket zip, 60 cm')).toMatchObject({
    status: 201,
    json: { unit: 'job', quantity: 1, estimate: true, total: '30.00', note: 'Jacket zip, 60 cm' },
  });
  // One job line holds all the work of its kind.
  expect(await add('Zip Replacement', 1, 'Trousers zip')).toMatchObject({ status: 400, json: { item: [messages.basketAdd.jobTwice] } });
});

it('a rug estimated at 4 m² is measured at 4.5 m²: the total follows, the counter takes it, receipt and report say m²', async () => {
  const { booking } = await bookOne('Rug (per m²)', 4);
  expect(booking.booking_items[0]).toMatchObject({ unit: 'm2', quantity: 4, estimated_quantity: 4, estimate: true, total: '120.00' });
  expect((await move(booking.id, 'picked_up')).status).toBe(200);
  const line = booking.booking_items[0].id;
  const measured = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/weigh`, {
    token: staff,
    body: { lines: [{ id: line, quantity: 4.5 }], version: (await order(booking.id)).json.version },
  });
  expect(measured.status).toBe(200);
  expect(measured.json.items[0]).toMatchObject({ quantity: 4.5, estimated_quantity: 4, estimate: false, total: '135.00' });
  const told = await ctx.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.bookingId, booking.id), eq(outboxEmails.kind, 'booking_weighed')));
  expect(told.find((row) => row.channel === 'email')!.subject).toContain('measured');
  expect(await payWhatIsDue(booking.id)).toBe(measured.json.transaction.amount_due);
  expect((await receipt(booking.id)).text).toContain('Rug (per m²) × 4.5 m²');
  expect(await topItem('Rug (per m²)')).toEqual({ item: 'Rug (per m²)', unit: 'm2', quantity: 4.5, revenue: '135.00' });
});

it('Something Light by the kilo keeps its tenths in the report', async () => {
  const { booking } = await bookOne('Something Light', 3.5);
  await move(booking.id, 'picked_up');
  const weighed = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/weigh`, {
    token: staff,
    body: { lines: [{ id: booking.booking_items[0].id, quantity: 6.2 }], version: (await order(booking.id)).json.version },
  });
  expect(weighed.json.items[0]).toMatchObject({ quantity: 6.2, total: '93.00' });
  await payWhatIsDue(booking.id);
  expect((await receipt(booking.id)).text).toContain('Something Light × 6.2 kg');
  expect(await topItem('Something Light')).toMatchObject({ unit: 'kg', quantity: 6.2 });
  const csv = await call(ctx.app, 'GET', `/api/ops/reports/bookings.csv?from=${todayInAccra()}&to=${todayInAccra()}`, { token: admin });
  expect(csv.status).toBe(200);
});

it.each([
  ['Sneakers (Leather)', 2, 'pair', '2 pairs', '100.00'],
  ['Shirt (iron only)', 3, 'piece', '3', '18.00'],
])('%s × %d: booked and paid as counted, the receipt says it in its unit', async (name, quantity, unit, words, total) => {
  const { booking } = await bookOne(name, quantity);
  expect(booking.booking_items[0]).toMatchObject({ unit, quantity, estimate: false, total });
  await move(booking.id, 'picked_up');
  // Counted lines are not measured.
  const refused = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/weigh`, {
    token: staff,
    body: { lines: [{ id: booking.booking_items[0].id, quantity: 2 }], version: (await order(booking.id)).json.version },
  });
  expect(refused.status).toBe(400);
  expect((await order(booking.id)).json.sub_total).toBe(total);
  await payWhatIsDue(booking.id);
  expect((await receipt(booking.id)).text).toContain(`${name} × ${words}`);
  expect(await topItem(name)).toMatchObject({ unit, quantity });
  const rows = (await call(ctx.app, 'GET', `/api/ops/bookings/?search=${booking.order_number}`, { token: staff })).json.results;
  expect(rows[0].quantities).toEqual([{ unit, quantity }]);
});

it('a rug paid on its 4 m² estimate and measured at 4.5 m² reads a balance due, like a weighed bag, until the counter takes it', async () => {
  const { booking, customer } = await bookOne('Rug (per m²)', 4);
  const paidAhead = await payWhatIsDue(booking.id);
  expect((await order(booking.id)).json.payment_state).toEqual({ state: 'paid', amount: null });
  await move(booking.id, 'picked_up');
  const measured = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/weigh`, {
    token: staff,
    body: { lines: [{ id: booking.booking_items[0].id, quantity: 4.5 }], version: (await order(booking.id)).json.version },
  });
  expect(measured.status).toBe(200);
  // 0.5 m² more at GHC 30.00 a square metre.
  const balance = { state: 'balance_due', amount: '15.00' };
  expect(measured.json.payment_state).toEqual(balance);
  expect(measured.json.total).toBe((Number(paidAhead) + 15).toFixed(2));
  const customersView = await call(ctx.app, 'GET', `/api/bookings/${booking.id}/`, { token: customer.token });
  expect(customersView.json.payment_state).toEqual(balance);
  expect(await payWhatIsDue(booking.id)).toBe('15.00');
  expect((await order(booking.id)).json.payment_state).toEqual({ state: 'paid', amount: null });
});

describe('a mending job', () => {
  it('is priced at pickup, the customer is told, accepts, and only then work starts', async () => {
    const { booking, customer } = await bookOne('Hemming (Trousers or Skirt)', 1, 'Shorten two trousers by 3 cm');
    const [job] = booking.booking_items;
    expect(job).toMatchObject({ unit: 'job', note: 'Shorten two trousers by 3 cm', from_price: '25.00', job_status: 'to_price', estimate: true, total: '25.00' });
    await move(booking.id, 'picked_up');
    // Work waits for the price and the answer.
    expect(await move(booking.id, 'washing')).toMatchObject({ status: 409, json: { detail: JOB_MESSAGES.waitForAnswers } });
    // …and the console is not offered the move it would refuse.
    expect((await order(booking.id)).json.next_statuses).not.toContain('washing');
    const version = (await order(booking.id)).json.version;
    const price = (body: unknown) => call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/price-jobs`, { token: staff, body });
    expect(await price({ lines: [{ id: job.id, price: '20.00' }], version })).toMatchObject({ status: 400, json: { lines: [JOB_MESSAGES.belowFrom('25.00')] } });
    expect(await price({ lines: [{ id: job.id, price: '45.00' }], version: version - 1 })).toMatchObject({ status: 409 });
    const priced = await price({ lines: [{ id: job.id, price: '45.00' }], version });
    expect(priced.status).toBe(200);
    expect(priced.json.items[0]).toMatchObject({ job_status: 'awaiting_answer', estimate: false, total: '45.00' });
    expect(priced.json.sub_total).toBe('45.00');
    const told = await ctx.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.bookingId, booking.id), eq(outboxEmails.kind, 'job_priced'))).then(withBodies);
    expect(told.map((row) => row.channel).sort()).toEqual(['email']);
    expect(told[0].text).toContain('Hemming (Trousers or Skirt) GHC\u00a045.00');
    expect(await move(booking.id, 'washing')).toMatchObject({ status: 409 });

    const answer = (value: string, token = customer.token) =>
      call(ctx.app, 'POST', `/api/bookings/${booking.id}/jobs/${job.id}/answer`, { token, body: { answer: value } });
    expect((await answer('accepted', (await createCustomer(ctx)).token)).status).toBe(404);
    const accepted = await answer('accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.json.booking_items[0]).toMatchObject({ job_status: 'accepted', total: '45.00' });
    expect(await answer('refused')).toMatchObject({ status: 409, json: { detail: JOB_MESSAGES.notAwaiting } });
    // Answered: the price stands, and work may start.
    expect(await price({ lines: [{ id: job.id, price: '50.00' }], version: (await order(booking.id)).json.version })).toMatchObject({ status: 409 });
    expect((await order(booking.id)).json.next_statuses).toContain('washing');
    expect((await move(booking.id, 'washing')).status).toBe(200);
    expect((await order(booking.id)).json.sub_total).toBe('45.00');
    await payWhatIsDue(booking.id);
    expect((await receipt(booking.id)).text).toContain('Hemming (Trousers or Skirt) × 1 job');
    expect(await topItem('Hemming (Trousers or Skirt)')).toMatchObject({ unit: 'job', quantity: 1, revenue: '45.00' });
  });

  it('refused, costs nothing: the total drops and work may start on the rest', async () => {
    const { booking, customer } = await bookOne('Zip Replacement', 1, 'Jacket zip');
    const [job] = booking.booking_items;
    await move(booking.id, 'picked_up');
    await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/price-jobs`, {
      token: staff,
      body: { lines: [{ id: job.id, price: '60.00' }], version: (await order(booking.id)).json.version },
    });
    const refused = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/jobs/${job.id}/answer`, { token: customer.token, body: { answer: 'refused' } });
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ sub_total: '0.00' });
    expect(refused.json.booking_items[0]).toMatchObject({ job_status: 'refused', total: '0.00' });
    // Nothing to pay but the pickup, if it has a fee; never 'Covered by package': no package paid.
    expect(refused.json.payment_state).toEqual(
      refused.json.total === '0.00' ? { state: 'nothing_due', amount: null } : { state: 'unpaid', amount: null },
    );
    expect((await order(booking.id)).json.payment_state).toEqual(refused.json.payment_state);
    expect((await move(booking.id, 'washing')).status).toBe(200);
  });

  it('refused where pickup is free: the order costs nothing, and no package paid for it', async () => {
    const pickup = (body: { pickup_fee: string; free_pickup_from_kg: number }) =>
      call(ctx.app, 'PUT', `/api/ops/branches/${branch}/pickup`, { token: admin, body });
    expect((await pickup({ pickup_fee: '0.00', free_pickup_from_kg: 5 })).status).toBe(200);
    try {
      const { booking, customer } = await bookOne('Zip Replacement', 1, 'Bag zip');
      const [job] = booking.booking_items;
      expect(booking.payment_state).toEqual({ state: 'unpaid', amount: null });
      await move(booking.id, 'picked_up');
      await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/price-jobs`, {
        token: staff,
        body: { lines: [{ id: job.id, price: '35.00' }], version: (await order(booking.id)).json.version },
      });
      const refused = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/jobs/${job.id}/answer`, { token: customer.token, body: { answer: 'refused' } });
      expect(refused.json).toMatchObject({ total: '0.00', payment_state: { state: 'nothing_due', amount: null } });
      expect((await order(booking.id)).json.payment_state).toEqual({ state: 'nothing_due', amount: null });
    } finally {
      await pickup({ pickup_fee: PICKUP_DEFAULTS.fee, free_pickup_from_kg: PICKUP_DEFAULTS.freeFromKg });
    }
  });

  it('refused after its "from" price was paid: the price is owed back', async () => {
    const { booking, customer } = await bookOne('Zip Replacement', 1, 'Coat zip');
    const [job] = booking.booking_items;
    expect(await payWhatIsDue(booking.id)).toBe(booking.total);
    await move(booking.id, 'picked_up');
    const priced = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/price-jobs`, {
      token: staff,
      body: { lines: [{ id: job.id, price: '60.00' }], version: (await order(booking.id)).json.version },
    });
    // Priced above its "from" price of GHC 30.00: the rest is a balance, as after weighing.
    expect(priced.json.payment_state).toEqual({ state: 'balance_due', amount: '30.00' });
    const refused = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/jobs/${job.id}/answer`, { token: customer.token, body: { answer: 'refused' } });
    expect(refused.status).toBe(200);
    // A refused job costs nothing: the GHC 30.00 paid for it goes back.
    expect(refused.json.payment_state).toEqual({ state: 'refund_due', amount: '30.00' });
    expect((await order(booking.id)).json.payment_state).toEqual({ state: 'refund_due', amount: '30.00' });
  });

  it('two answers at once leave one', async () => {
    const { booking, customer } = await bookOne('Button Replacement', 1, 'Three shirt buttons');
    const [job] = booking.booking_items;
    await move(booking.id, 'picked_up');
    await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/price-jobs`, {
      token: staff,
      body: { lines: [{ id: job.id, price: '15.00' }], version: (await order(booking.id)).json.version },
    });
    const answers = await Promise.all(
      ['accepted', 'refused'].map((answer) =>
        call(ctx.app, 'POST', `/api/bookings/${booking.id}/jobs/${job.id}/answer`, { token: customer.token, body: { answer } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});
