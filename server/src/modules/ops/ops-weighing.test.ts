/**
 * Weighing at pickup (POST /api/ops/bookings/{id}/weigh) against a local server that answers as
 * Paystack does: the per-kg line and the total change to the weighed figures; a booking paid
 * online on its estimate that weighed more owes the balance (online or at the counter), one that
 * weighed less gets the difference back through the gateway (a partial refund), and the customer
 * is told the final amount. Only while picked up or washing, at the version the screen showed.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, bookings, outboxEmails, partialRefunds, paymentTransactions } from '../../db/schema';
import { WEIGH_MESSAGES } from '@laundry-accra/domain/weighing';
import { BOOKING_CONFLICTS } from '@laundry-accra/domain/statuses';
import { fromPesewas } from '@laundry-accra/domain/money';
import { handRefundInstruction } from '@laundry-accra/domain/payments';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { payBookingOnline, paystackEnv, startFakePaystack, type FakePaystack } from '../../../test/fake-paystack';
import { addPerKgLine } from '../../../test/fixtures';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { withBodies } from '../mail/outbox.repository';

let paystack: FakePaystack;
let ctx: TestContext;
let ama: Awaited<ReturnType<typeof createCustomer>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
let branch: string;

beforeAll(async () => {
  paystack = await startFakePaystack();
  ctx = await buildTestApp(paystackEnv(paystack));
  [branch] = await branchIds(ctx);
  ama = await createCustomer(ctx);
  staff = await createStaff(ctx, 'staff', branch);
});
afterAll(async () => {
  await ctx.close();
  await paystack.close();
});

/** A booking with an estimated 5 kg of 'Something Light' (GHC 15.00/kg) beside its pieces. */
async function perKgBooking() {
  const booking = await createBookingAt(ctx, ama.user.id, branch);
  const { lineId, subTotal } = await addPerKgLine(ctx, booking.id, 5);
  return { id: booking.id, lineId, subTotal };
}

/** Pays the booking's current amount through Paystack, as the app does (pay, then verify). */
const payOnline = (id: string) => payBookingOnline(ctx.app, paystack, ama.token, id);

const pickUp = (id: string) => ctx.database.db.update(bookings).set({ status: 'picked_up' }).where(eq(bookings.id, id));
const versionOf = async (id: string) => (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0].version;
const weigh = (id: string, lineId: string, quantity: number, version: number) =>
  call(ctx.app, 'POST', `/api/ops/bookings/${id}/weigh`, { token: staff.token, body: { lines: [{ id: lineId, quantity }], version } });
const customerView = async (id: string) => (await call(ctx.app, 'GET', `/api/bookings/${id}`, { token: ama.token })).json;

/** GHC amount plus `delta` pesewas, as the API writes it. */
const plus = (amount: string, deltaPesewas: number) => fromPesewas(Math.round(Number(amount) * 100) + deltaPesewas);

it('changes the line and total to the weighed figures; unpaid, the payment asks for the new total', async () => {
  const { id, lineId, subTotal } = await perKgBooking();
  const estimate = (await customerView(id)).booking_items.find((l: { id: string }) => l.id === lineId);
  expect(estimate).toMatchObject({ unit: 'kg', quantity: 5, estimated_quantity: 5, estimate: true, total: '75.00' });
  await pickUp(id);
  const weighed = await weigh(id, lineId, 4.5, 1);
  expect(weighed.status).toBe(200);
  expect(weighed.json).toMatchObject({ sub_total: plus(subTotal, -750), transaction: { amount_due: plus(subTotal, -750) } });
  expect(weighed.json.items.find((l: { id: string }) => l.id === lineId)).toMatchObject({
    quantity: 4.5,
    estimated_quantity: 5,
    estimate: false,
    total: '67.50',
  });
  expect(await versionOf(id)).toBe(2);
  const started = await call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body: { booking: id } });
  expect(started.json.data.amount).toBe(Math.round(Number(plus(subTotal, -750)) * 100));
  // Audit row and the customer's notification, written with the change.
  const [audit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.weigh')));
  expect(audit).toMatchObject({ actorId: staff.user.id, after: expect.objectContaining({ sub_total: plus(subTotal, -750) }) });
  const told = await ctx.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.bookingId, id), eq(outboxEmails.kind, 'booking_weighed')));
  expect(told.length).toBeGreaterThan(0);
  expect(told[0].subject).toContain(plus(subTotal, -750));
});

it('paid online on the estimate and weighed more: the balance is due, and paid online for the difference', async () => {
  const { id, lineId, subTotal } = await perKgBooking();
  const first = await payOnline(id);
  expect(first.amount).toBe(Math.round(Number(subTotal) * 100));
  await pickUp(id);
  const weighed = await weigh(id, lineId, 6.5, await versionOf(id));
  expect(weighed.json).toMatchObject({ sub_total: plus(subTotal, 2250), transaction: { payment_status: 'paid', amount_due: '22.50' } });
  expect(await customerView(id)).toMatchObject({ amount_due: '22.50', transaction: { payment_status: 'paid' } });
  // Its payment state says the balance, for the customer and for staff, never 'Paid'.
  const balanceDue = { state: 'balance_due', amount: '22.50' };
  expect(weighed.json.payment_state).toEqual(balanceDue);
  expect((await customerView(id)).payment_state).toEqual(balanceDue);
  // The lists say so too, not just 'paid'.
  const order = weighed.json.order_number as string;
  const listed = await call(ctx.app, 'GET', `/api/ops/bookings/?search=${order}`, { token: staff.token });
  expect(listed.json.results).toEqual([expect.objectContaining({ payment_status: 'paid', amount_due: '22.50', payment_state: balanceDue })]);
  const told = await ctx.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.bookingId, id), eq(outboxEmails.kind, 'booking_weighed'))).then(withBodies);
  expect(told[0].text).toContain('balance');
  // Completing waits for the balance.
  const balance = await payOnline(id);
  expect(balance.amount).toBe(2250);
  expect(await customerView(id)).toMatchObject({ amount_due: '0.00', payment_state: { state: 'paid', amount: null } });
  const again = await call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body: { booking: id } });
  expect(again.status).toBe(400);
});

it('paid online and weighed more: the balance can be taken at the counter, by card no more than is due', async () => {
  const { id, lineId } = await perKgBooking();
  await payOnline(id);
  await pickUp(id);
  await weigh(id, lineId, 6, await versionOf(id));
  const pay = (amount: string) =>
    call(ctx.app, 'POST', `/api/ops/bookings/${id}/payments`, { token: staff.token, body: { method: 'card_terminal', amount } });
  expect((await pay('20.00')).status).toBe(400);
  const taken = await pay('15.00');
  expect(taken).toMatchObject({ status: 200, json: { transaction: { amount_due: '0.00' } } });
  expect((await pay('15.00')).status).toBe(409);
});

it('paid online and weighed less: the difference is refunded through Paystack, the payment stays paid', async () => {
  const { id, lineId } = await perKgBooking();
  const { reference } = await payOnline(id);
  await pickUp(id);
  const weighed = await weigh(id, lineId, 3.5, await versionOf(id));
  expect(weighed.json).toMatchObject({ transaction: { payment_status: 'paid', amount_due: '0.00' } });
  expect(paystack.partialRefunds).toContainEqual({ reference, amount: 2250 });
  const [refund] = await ctx.database.db.select().from(partialRefunds).where(eq(partialRefunds.bookingId, id));
  expect(refund).toMatchObject({ amountPesewas: 2250, status: 'refunded', refundReference: expect.any(String), requestedAt: null });
  expect(await customerView(id)).toMatchObject({ amount_due: '0.00', transaction: { payment_status: 'paid' }, payment_state: { state: 'paid', amount: null } });
});

it('paid at the counter and weighed less: the difference is owed back by hand, and the order says how much and how', async () => {
  const { id, lineId, subTotal } = await perKgBooking();
  const taken = await call(ctx.app, 'POST', `/api/ops/bookings/${id}/payments`, {
    token: staff.token,
    body: { method: 'cash', amount: subTotal },
  });
  expect(taken.status).toBe(200);
  await pickUp(id);
  const refundsBefore = paystack.refundRequests.length;
  const weighed = await weigh(id, lineId, 4, await versionOf(id));
  expect(weighed.json.transaction).toMatchObject({
    payment_status: 'paid',
    amount_due: '0.00',
    refund_instruction: `${handRefundInstruction('15.00', 'cash')}: the order weighed less than the estimate paid for.`,
  });
  // Nothing is asked of the gateway for cash; the hand-back is owed until then.
  expect(paystack.refundRequests.length).toBe(refundsBefore);
  const [owed] = await ctx.database.db.select().from(partialRefunds).where(eq(partialRefunds.bookingId, id));
  expect(owed).toMatchObject({ amountPesewas: 1500, status: 'owed', requestedAt: null });
  expect(await customerView(id)).toMatchObject({ amount_due: '0.00' });
});

describe('cancelling an order after it was weighed', () => {
  const cancel = async (id: string) =>
    call(ctx.app, 'POST', `/api/ops/bookings/${id}/status`, {
      token: staff.token,
      body: { status: 'cancelled', version: await versionOf(id), note: 'Customer changed their mind' },
    });
  const attemptsOf = (id: string) =>
    ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, id)).orderBy(paymentTransactions.createdAt);

  it('refunds what is left of a payment partly refunded after weighing, not its whole amount', async () => {
    const { id, lineId } = await perKgBooking();
    const { reference, amount } = await payOnline(id);
    await pickUp(id);
    await weigh(id, lineId, 3.5, await versionOf(id));
    const answer = await cancel(id);
    expect(answer).toMatchObject({ status: 200, json: { transaction: { payment_status: 'refunded', refund_error: null } } });
    expect(paystack.partialRefunds.filter((r) => r.reference === reference)).toEqual([
      { reference, amount: 2250 },
      { reference, amount: amount - 2250 },
    ]);
    expect(paystack.refunded).toContain(reference);
  });

  it('gives back every payment taken: the estimate paid online and the balance paid at the counter', async () => {
    const { id, lineId } = await perKgBooking();
    const { reference } = await payOnline(id);
    await pickUp(id);
    await weigh(id, lineId, 6, await versionOf(id));
    const balance = await call(ctx.app, 'POST', `/api/ops/bookings/${id}/payments`, {
      token: staff.token,
      body: { method: 'mobile_money', amount: '15.00', network: 'mtn', payer_phone: '024 412 3456' },
    });
    expect(balance.status).toBe(200);
    expect((await cancel(id)).status).toBe(200);
    expect(paystack.refunded).toContain(reference);
    expect((await attemptsOf(id)).map((a) => [a.method, a.paymentStatus])).toEqual([
      ['online', 'refunded'],
      ['mobile_money', 'refund_due'],
    ]);
  });
});

it('refuses a weighing before pickup or after the wash (409 with a sentence), a stale version, and a line not sold by the kilo', async () => {
  const { id, lineId } = await perKgBooking();
  const early = await weigh(id, lineId, 4, 1);
  expect(early).toMatchObject({ status: 409, json: { detail: WEIGH_MESSAGES.notWeighable('pending') } });
  expect(early.json.detail).toBe('Weights are recorded once the order is picked up and before it is packaged; this order is pending.');
  await ctx.database.db.update(bookings).set({ status: 'packaging' }).where(eq(bookings.id, id));
  expect((await weigh(id, lineId, 4, 1)).status).toBe(409);
  await ctx.database.db.update(bookings).set({ status: 'washing' }).where(eq(bookings.id, id));
  expect(await weigh(id, lineId, 4, 7)).toMatchObject({ status: 409, json: { detail: BOOKING_CONFLICTS.changedByOthers } });
  const piece = (await customerView(id)).booking_items.find((l: { unit: string }) => l.unit === 'piece');
  expect(await weigh(id, piece.id, 4, 1)).toMatchObject({ status: 400, json: { lines: [WEIGH_MESSAGES.notPerKg] } });
  expect(await weigh(id, lineId, 4.25, 1)).toMatchObject({ status: 400, json: { lines: [expect.stringContaining('one decimal')] } });
  expect((await weigh(id, lineId, 4, 1)).status).toBe(200);
});

it('leaves one result when two staff record a weight at once', async () => {
  const { id, lineId } = await perKgBooking();
  await pickUp(id);
  const answers = await Promise.all([weigh(id, lineId, 4, 1), weigh(id, lineId, 6, 1)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(await versionOf(id)).toBe(2);
  const audits = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.weigh')));
  expect(audits).toHaveLength(1);
  const winner = answers.find((a) => a.status === 200)!;
  expect((await customerView(id)).sub_total).toBe(winner.json.sub_total);
});
