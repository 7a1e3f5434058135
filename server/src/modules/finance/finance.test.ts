/**
 * Payments with the offline sandbox gateway (no Paystack keys): Make Payment, the test checkout,
 * verify, owner-only access, idempotent repeats and racing verifies.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { paymentTransactions, subscriptionPeriods, subscriptions } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { createCheckedOutBooking, createSubscription } from '../../../test/fixtures';
import { SandboxInProductionError } from './gateways/sandbox.gateway';
import { PAYMENT_ERRORS } from './finance.service';
import { subscriptionPeriod } from '../subscriptions/subscription-period';
import { addDays, addMonths, todayInAccra } from '@laundry-accra/domain/dates';

let ctx: TestContext;
let ama: { user: { id: string; email: string }; token: string };
let kofi: { user: { id: string; email: string }; token: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  ama = await createCustomer(ctx, { name: 'Ama Mensah' });
  kofi = await createCustomer(ctx, { name: 'Kofi Boateng' });
});
afterAll(() => ctx.close());

const pay = (token: string, body: unknown) => call(ctx.app, 'POST', '/api/finance/pay/', { token, body });
const verify = (token: string, reference: string) => call(ctx.app, 'POST', '/api/finance/verify-payment/', { token, body: { reference } });
const complete = (token: string, reference: string, outcome: 'success' | 'failed') =>
  call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token, body: { outcome } });
const attempt = async (reference: string) =>
  (await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0];
const attemptsOfBooking = (bookingId: string) =>
  ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, bookingId)).orderBy(paymentTransactions.createdAt);

describe('Make Payment (POST /api/finance/pay/)', () => {
  it('needs a signed-in customer', async () => {
    const { status } = await call(ctx.app, 'POST', '/api/finance/pay/', { body: { booking: '00000000-0000-4000-8000-000000000000' } });
    expect(status).toBe(401);
  });

  it('takes exactly one of booking or subscription, as a UUID', async () => {
    expect((await pay(ama.token, {})).status).toBe(400);
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const sub = await createSubscription(ctx, ama.user.id);
    const both = await pay(ama.token, { booking: booking.id, subscription: sub.id });
    expect(both.status).toBe(400);
    expect(both.json.detail).toMatch(/either a booking or a subscription/);
    const bad = await pay(ama.token, { booking: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.json.booking).toEqual(['Must be a valid UUID.']);
  });

  it("answers 404 for a booking or subscription that is not the caller's", async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const sub = await createSubscription(ctx, ama.user.id);
    expect((await pay(kofi.token, { booking: booking.id })).status).toBe(404);
    expect((await pay(kofi.token, { subscription: sub.id })).status).toBe(404);
    expect((await pay(ama.token, { booking: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    // Nothing was started for Ama's booking by Kofi's attempt.
    expect((await attemptsOfBooking(booking.id)).map((a) => a.paymentStatus)).toEqual(['unpaid']);
  });

  it("starts a payment for the booking's sub_total with a fresh reference, then returns the pending one", async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id, { quantities: [3, 2] });
    const first = await pay(ama.token, { booking: booking.id });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      message: 'Payment initiated',
      data: {
        reference: expect.stringMatching(/^ADOM-[0-9A-F]{20}$/),
        amount: booking.amountPesewas,
        currency: 'GHS',
        email: ama.user.email,
        provider: 'sandbox',
        public_key: null,
        access_code: null,
      },
    });
    // Checkout's reference was never shown to a provider; starting the payment replaced it.
    expect(first.json.data.reference).not.toBe(booking.reference);
    const rows = await attemptsOfBooking(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference: first.json.data.reference, paymentStatus: 'pending', amountPesewas: booking.amountPesewas, provider: 'sandbox' });

    const again = await pay(ama.token, { booking: booking.id });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe('Payment already initiated');
    expect(again.json.data.reference).toBe(first.json.data.reference);
    expect(await attemptsOfBooking(booking.id)).toHaveLength(1);
  });

  it('two Make Payment calls at once start one payment', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const [a, b] = await Promise.all([pay(ama.token, { booking: booking.id }), pay(ama.token, { booking: booking.id })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.data.reference).toBe(b.json.data.reference);
    expect([a.json.message, b.json.message].sort()).toEqual(['Payment already initiated', 'Payment initiated']);
    expect(await attemptsOfBooking(booking.id)).toHaveLength(1);
  });

  it('refuses a cancelled booking', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id, { status: 'cancelled' });
    const { status, json } = await pay(ama.token, { booking: booking.id });
    expect(status).toBe(400);
    expect(json.detail).toBe(PAYMENT_ERRORS.bookingCancelled);
  });
});

describe('the sandbox checkout and verify', () => {
  it('need a signed-in customer: no token, 401, and nothing changes', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { reference } = (await pay(ama.token, { booking: booking.id })).json.data;
    expect((await call(ctx.app, 'POST', '/api/finance/verify-payment/', { body: { reference } })).status).toBe(401);
    expect((await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { body: { outcome: 'success' } })).status).toBe(401);
    expect((await attempt(reference)).paymentStatus).toBe('pending');
  });

  it('answer a bad body with a 400 naming the field, and nothing changes', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { reference } = (await pay(ama.token, { booking: booking.id })).json.data;

    const noReference = await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: {} });
    expect(noReference.status).toBe(400);
    expect(noReference.json).toEqual({ reference: ['This field is required.'] });

    const badOutcome = await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: ama.token, body: { outcome: 'abandoned' } });
    expect(badOutcome.status).toBe(400);
    expect(badOutcome.json).toEqual({ outcome: ['Not a valid choice.'] });
    const noOutcome = await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: ama.token, body: {} });
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.json).toEqual({ outcome: ['This field is required.'] });

    expect((await attempt(reference)).paymentStatus).toBe('pending');
  });

  it('answer with and without the trailing slash', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { reference } = (await pay(ama.token, { booking: booking.id })).json.data;
    await complete(ama.token, reference, 'success');
    const verified = await call(ctx.app, 'POST', '/api/finance/verify-payment', { token: ama.token, body: { reference } });
    expect(verified.status).toBe(200);
    expect(verified.json.data.payment_status).toBe('paid');
  });

  it('settles a completed test payment once: booking paid, repeats change nothing', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { json: started } = await pay(ama.token, { booking: booking.id });
    const { reference } = started.data;

    const done = await complete(ama.token, reference, 'success');
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ reference, outcome: 'success' });

    const verified = await verify(ama.token, reference);
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({
      message: 'Payment verified',
      data: { reference, payment_status: 'paid', amount: booking.amountPesewas, currency: 'GHS', booking: { id: booking.id, transaction: { reference, payment_status: 'paid' } }, subscription: null },
    });
    const paid = await attempt(reference);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paidAt).toBeInstanceOf(Date);

    const repeat = await verify(ama.token, reference);
    expect(repeat.status).toBe(200);
    expect(repeat.json.message).toBe('Payment already verified');
    expect(repeat.json.data.paid_at).toBe(verified.json.data.paid_at);
    expect((await attempt(reference)).updatedAt).toEqual(paid.updatedAt);

    const payAgain = await pay(ama.token, { booking: booking.id });
    expect(payAgain.status).toBe(400);
    expect(payAgain.json.detail).toBe(PAYMENT_ERRORS.bookingPaid);

    // The test checkout is completed once; the same answer again is harmless, another is refused.
    expect((await complete(ama.token, reference, 'success')).status).toBe(200);
    expect((await complete(ama.token, reference, 'failed')).status).toBe(409);
    expect((await attempt(reference)).paymentStatus).toBe('paid');
  });

  it('a declined test payment is recorded with its reason; Make Payment then starts a new reference', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { json: started } = await pay(ama.token, { booking: booking.id });
    const { reference } = started.data;
    await complete(ama.token, reference, 'failed');

    const failed = await verify(ama.token, reference);
    expect(failed.status).toBe(400);
    expect(failed.json.detail).toMatch(/^Your payment was declined \(Declined \(test payment\)\)\. Please press Make Payment to try again/);
    const row = await attempt(reference);
    expect(row).toMatchObject({ paymentStatus: 'failed', gatewayResponse: 'Declined (test payment)' });
    expect(row.failureReason).toMatch(/^declined: /);

    // Asking again gives the same answer and changes nothing.
    const again = await verify(ama.token, reference);
    expect(again.status).toBe(400);
    expect(again.json.detail).toBe(failed.json.detail);
    expect((await attempt(reference)).updatedAt).toEqual(row.updatedAt);

    const retry = await pay(ama.token, { booking: booking.id });
    expect(retry.json.message).toBe('Payment initiated');
    expect(retry.json.data.reference).not.toBe(reference);
    expect((await attemptsOfBooking(booking.id)).map((a) => a.paymentStatus)).toEqual(['failed', 'pending']);
  });

  it('verify before paying reads as abandoned; a later completion of that checkout still counts', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { json: started } = await pay(ama.token, { booking: booking.id });
    const { reference } = started.data;

    const early = await verify(ama.token, reference);
    expect(early.status).toBe(400);
    expect(early.json.detail).toBe('The payment was not completed. Please press Make Payment to try again.');
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'failed', failureReason: 'abandoned: the checkout was not completed' });

    // The customer went back to that checkout and paid: the money moved, so it is applied.
    await complete(ama.token, reference, 'success');
    const late = await verify(ama.token, reference);
    expect(late.status).toBe(200);
    expect(late.json.message).toBe('Payment verified');
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'paid', failureReason: null });
  });

  it('a late success on an older attempt, after a newer one was started, still shows the booking paid', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const first = (await pay(ama.token, { booking: booking.id })).json.data.reference;
    expect((await verify(ama.token, first)).status).toBe(400); // abandoned
    const second = (await pay(ama.token, { booking: booking.id })).json.data.reference;
    expect(second).not.toBe(first);

    // The customer had kept the first checkout open and paid there.
    await complete(ama.token, first, 'success');
    expect((await verify(ama.token, first)).json.message).toBe('Payment verified');
    expect(await attempt(second)).toMatchObject({ paymentStatus: 'failed', failureReason: `superseded: paid with reference ${first}` });

    const detail = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ama.token });
    expect(detail.json.transaction).toEqual({ reference: first, payment_status: 'paid' });
    expect((await pay(ama.token, { booking: booking.id })).json.detail).toBe(PAYMENT_ERRORS.bookingPaid);
  });

  it('Make Payment after a declined test checkout that was never verified starts afresh', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const first = (await pay(ama.token, { booking: booking.id })).json.data.reference;
    await complete(ama.token, first, 'failed');
    const again = await pay(ama.token, { booking: booking.id });
    expect(again.json.message).toBe('Payment initiated');
    expect(again.json.data.reference).not.toBe(first);
    expect(await attempt(first)).toMatchObject({ paymentStatus: 'failed', failureReason: 'declined: Declined (test payment)' });
  });

  it('Make Payment after paying without verifying (browser closed) settles it and says it is paid', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const first = (await pay(ama.token, { booking: booking.id })).json.data.reference;
    await complete(ama.token, first, 'success');
    const again = await pay(ama.token, { booking: booking.id });
    expect(again.status).toBe(400);
    expect(again.json.detail).toBe(PAYMENT_ERRORS.bookingPaid);
    expect((await attempt(first)).paymentStatus).toBe('paid');
  });

  it("keeps customers out of each other's payments", async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { json: started } = await pay(ama.token, { booking: booking.id });
    const { reference } = started.data;
    expect((await complete(kofi.token, reference, 'success')).status).toBe(404);
    expect((await verify(kofi.token, reference)).status).toBe(404);
    expect((await verify(ama.token, 'ADOM-00000000000000000000')).status).toBe(404);
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'pending' });
  });

  it("verify of checkout's reference, before any payment was started, says to press Make Payment", async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { status, json } = await verify(ama.token, booking.reference);
    expect(status).toBe(400);
    expect(json.detail).toBe(PAYMENT_ERRORS.notStarted);
    expect(await attempt(booking.reference)).toMatchObject({ paymentStatus: 'unpaid', failureReason: null });
  });

  it('two verifies racing settle the payment once', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const { json: started } = await pay(ama.token, { booking: booking.id });
    const { reference } = started.data;
    await complete(ama.token, reference, 'success');
    const results = await Promise.all([verify(ama.token, reference), verify(ama.token, reference), verify(ama.token, reference)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json.message).sort()).toEqual(['Payment already verified', 'Payment already verified', 'Payment verified']);
    expect(new Set(results.map((r) => r.json.data.paid_at)).size).toBe(1);
  });
});

describe('with the real checkout', () => {
  it('a booking checked out through the API is paid, and its detail and list read paid', async () => {
    const items = await call(ctx.app, 'GET', '/api/items/?page_size=2');
    const branches = await call(ctx.app, 'GET', '/api/branches/');
    const address = await call(ctx.app, 'POST', '/api/address/', { token: ama.token, body: { address_name: 'Home', address: '12 Nii Sai Rd' } });
    expect(address.status).toBe(201);
    for (const item of items.json.results) {
      expect((await call(ctx.app, 'POST', '/api/bookings/basket/', { token: ama.token, body: { item: item.id, quantity: 2 } })).status).toBe(201);
    }
    const checkout = await call(ctx.app, 'POST', '/api/bookings/checkout/', {
      token: ama.token,
      body: { pickup_address: address.json.id, dropoff_address: address.json.id, branch: branches.json.results[0].id, pickup_date: '2099-01-15' },
    });
    expect(checkout.status).toBe(201);
    const booking = checkout.json;
    expect(booking.transaction.payment_status).toBe('unpaid');

    const started = await pay(ama.token, { booking: booking.id });
    // What is paid is the booking's total: its items and the branch's pickup fee.
    expect(booking.pickup_fee).toBe('10.00');
    expect(started.json.data.amount).toBe(Math.round((Number(booking.sub_total) + 10) * 100));
    await complete(ama.token, started.json.data.reference, 'success');
    expect((await verify(ama.token, started.json.data.reference)).status).toBe(200);

    const detail = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ama.token });
    expect(detail.json.transaction).toEqual({ reference: started.json.data.reference, payment_status: 'paid' });
    const list = await call(ctx.app, 'GET', '/api/bookings/', { token: ama.token });
    expect(list.json.results.find((b: { id: string }) => b.id === booking.id).transaction.payment_status).toBe('paid');
  });
});

describe('subscriptions', () => {
  it('a paid subscription becomes active and cannot be paid again', async () => {
    const sub = await createSubscription(ctx, ama.user.id);
    const started = await pay(ama.token, { subscription: sub.id });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ message: 'Payment initiated', data: { amount: sub.amountPesewas, currency: 'GHS', provider: 'sandbox' } });
    const { reference } = started.json.data;
    await complete(ama.token, reference, 'success');
    const verified = await verify(ama.token, reference);
    expect(verified.status).toBe(200);
    expect(verified.json.data).toMatchObject({ payment_status: 'paid', subscription: { id: sub.id, status: 'active' }, booking: null });
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row.status).toBe('active');

    const again = await pay(ama.token, { subscription: sub.id });
    expect(again.status).toBe(400);
    expect(again.json.detail).toBe(PAYMENT_ERRORS.subscriptionActive);
  });

  it('an active subscription is paid again for its next month in the week before it ends, and only once', async () => {
    const sub = await createSubscription(ctx, ama.user.id);
    const paid = async () => {
      const started = await pay(ama.token, { subscription: sub.id });
      expect(started.status).toBe(200);
      await complete(ama.token, started.json.data.reference, 'success');
      expect((await verify(ama.token, started.json.data.reference)).status).toBe(200);
      return started.json.data.amount as number;
    };
    await paid();
    const endIn = async (days: number) => {
      const ends = addDays(todayInAccra(), days);
      await ctx.database.db.update(subscriptions).set({ endDate: ends }).where(eq(subscriptions.id, sub.id));
      await ctx.database.db.update(subscriptionPeriods).set({ periodEnd: ends }).where(eq(subscriptionPeriods.subscriptionId, sub.id));
      return ends;
    };
    // Three weeks left: too early.
    await endIn(21);
    expect((await pay(ama.token, { subscription: sub.id })).json.detail).toBe(PAYMENT_ERRORS.subscriptionActive);
    // Five days left: the next month, at the price it was bought at, from the day this one ends.
    const ends = await endIn(5);
    expect(await paid()).toBe(sub.amountPesewas);
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect({ status: row.status, endDate: row.endDate }).toEqual({ status: 'active', endDate: addMonths(ends, 1) });
    const periods = await ctx.database.db
      .select({ start: subscriptionPeriods.periodStart, end: subscriptionPeriods.periodEnd, used: subscriptionPeriods.used })
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, sub.id))
      .orderBy(subscriptionPeriods.periodStart);
    expect(periods.slice(1)).toEqual([{ start: ends, end: addMonths(ends, 1), used: 0 }]);
    // The next month is paid: nothing more to pay until the week before it ends.
    expect((await pay(ama.token, { subscription: sub.id })).json.detail).toBe(PAYMENT_ERRORS.subscriptionActive);
  });

  it('a subscription paid days after subscribing gets its whole month from the day it is paid', async () => {
    const sub = await createSubscription(ctx, ama.user.id);
    // Subscribed long ago (dates in 2020), paid only today.
    await ctx.database.db.update(subscriptions).set({ startDate: '2020-01-01', endDate: '2020-02-01' }).where(eq(subscriptions.id, sub.id));
    const { reference } = (await pay(ama.token, { subscription: sub.id })).json.data;
    await complete(ama.token, reference, 'success');
    expect((await verify(ama.token, reference)).status).toBe(200);
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect({ startDate: row.startDate, endDate: row.endDate }).toEqual(subscriptionPeriod());
    expect(row.startDate).toBe(todayInAccra());
  });

  it('a failed subscription payment answers with a detail and leaves it inactive', async () => {
    const sub = await createSubscription(ctx, ama.user.id);
    const { json: started } = await pay(ama.token, { subscription: sub.id });
    await complete(ama.token, started.data.reference, 'failed');
    const failed = await verify(ama.token, started.data.reference);
    expect(failed.status).toBe(400);
    expect(failed.json.detail).toMatch(/declined/);
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row.status).toBe('inactive');
  });

  it('two verifies racing activate it once', async () => {
    const sub = await createSubscription(ctx, ama.user.id);
    const { json: started } = await pay(ama.token, { subscription: sub.id });
    await complete(ama.token, started.data.reference, 'success');
    const [a, b] = await Promise.all([verify(ama.token, started.data.reference), verify(ama.token, started.data.reference)]);
    expect([a.json.message, b.json.message].sort()).toEqual(['Payment already verified', 'Payment verified']);
  });
});

describe('the sandbox itself', () => {
  it('keeps its state in the database: another copy of the API verifies what this one started', async () => {
    const other = await buildApp({ config: ctx.config, database: ctx.database });
    await other.ready();
    try {
      const booking = await createCheckedOutBooking(ctx, ama.user.id);
      const { json: started } = await pay(ama.token, { booking: booking.id });
      const { reference } = started.data;
      const done = await call(other, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: ama.token, body: { outcome: 'success' } });
      expect(done.status).toBe(200);
      const verified = await call(other, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: { reference } });
      expect(verified.status).toBe(200);
      expect(verified.json.message).toBe('Payment verified');
    } finally {
      await other.close();
    }
  });

  it('refuses to start in production', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SITE_DIR: '', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(48) });
    await expect(buildApp({ config, database: ctx.database })).rejects.toBeInstanceOf(SandboxInProductionError);
  });

  it('rejects Paystack webhooks: without a secret key no signature can be right', async () => {
    const { status } = await call(ctx.app, 'POST', '/api/finance/webhook/paystack', {
      body: { event: 'charge.success', data: {} },
      headers: { 'x-paystack-signature': 'a'.repeat(128) },
    });
    expect(status).toBe(401);
  });
});
