/**
 * Payments through the Paystack adapter, against a local server that answers as Paystack's
 * documentation shows: every outcome ends in a clear state and nothing unpaid is marked paid. Then
 * the webhook's signature check and the races between verifies and the webhook.
 */
import { eq } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema';
import { buildTestApp, call, createCustomer, eventually, type TestContext } from '../../../test/helper';
import { createCheckedOutBooking, createSubscription } from '../../../test/fixtures';
import { paystackEnv, startFakePaystack, type FakePaystack } from '../../../test/fake-paystack';
import { PAYMENT_ERRORS } from './finance.service';
import { signPaystackBody } from './webhook-signature';

let paystack: FakePaystack;
let ctx: TestContext;
let ama: { user: { id: string; email: string }; token: string };

beforeAll(async () => {
  paystack = await startFakePaystack();
  ctx = await buildTestApp(paystackEnv(paystack));
  ama = await createCustomer(ctx, { name: 'Ama Mensah' });
});
afterAll(async () => {
  await ctx.close();
  await paystack.close();
});

const pay = (body: unknown) => call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body });
const verify = (reference: string) => call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: { reference } });
const attempt = async (reference: string) =>
  (await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0];

/** A booking with a payment started at Paystack; returns the booking and the reference. */
async function startedBooking() {
  const booking = await createCheckedOutBooking(ctx, ama.user.id);
  const started = await pay({ booking: booking.id });
  expect(started.status).toBe(200);
  return { booking, reference: started.json.data.reference as string };
}

/** Sends a webhook body exactly as given, with the signature header when one is given. */
function webhook(rawBody: string, signature?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/finance/webhook/paystack',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
    payload: rawBody,
  });
}
const chargeSuccess = (reference: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ event: 'charge.success', data: paystack.transactionData(reference, overrides) });

describe('Make Payment with Paystack', () => {
  it('opens a Paystack checkout for the amount due and hands the browser what it needs', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    const before = paystack.requests.length;
    const { status, json } = await pay({ booking: booking.id });
    expect(status).toBe(200);
    const { reference } = json.data;
    expect(json).toEqual({
      message: 'Payment initiated',
      data: {
        reference,
        amount: booking.amountPesewas,
        currency: 'GHS',
        email: ama.user.email,
        provider: 'paystack',
        public_key: paystack.publicKey,
        access_code: `ac_${reference}`,
      },
    });
    expect(paystack.requests.slice(before)).toEqual([
      { method: 'POST', path: '/transaction/initialize', authorization: `Bearer ${paystack.secretKey}` },
    ]);
    expect(paystack.checkouts.get(reference)).toEqual({
      email: ama.user.email,
      amount: booking.amountPesewas,
      currency: 'GHS',
      channels: ['card'],
    });

    // The pending payment comes back as it is once Paystack says it is unfinished; no new checkout.
    const again = await pay({ booking: booking.id });
    expect(again.json).toMatchObject({ message: 'Payment already initiated', data: { reference, access_code: `ac_${reference}` } });
    expect(paystack.requests.slice(before + 1).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /transaction/verify/${reference}`]);

    // If Paystack cannot be asked, the pending payment is still handed back (it may yet be paid).
    paystack.script(reference, { kind: 'http', status: 503 });
    const unreachable = await pay({ booking: booking.id });
    expect(unreachable.json).toMatchObject({ message: 'Payment already initiated', data: { reference } });
  });

  it('answers 502 when Paystack cannot open a checkout, and the next try starts afresh', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    paystack.failNextInitialize({ status: 503 });
    const failed = await pay({ booking: booking.id });
    expect(failed.status).toBe(502);
    expect(failed.json.detail).toBe(PAYMENT_ERRORS.providerUnreachable);
    const [row] = await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, booking.id));
    expect(row.paymentStatus).toBe('failed');
    expect(row.failureReason).toMatch(/^initialize_failed: Paystack answered POST \/transaction\/initialize with HTTP 503$/);

    paystack.failNextInitialize({ hangMs: 6_000 });
    const slow = await pay({ booking: booking.id });
    expect(slow.status).toBe(502);

    const retry = await pay({ booking: booking.id });
    expect(retry.status).toBe(200);
    expect(retry.json.message).toBe('Payment initiated');
    expect(retry.json.data.reference).not.toBe(row.reference);
  });

  it('a second press while Paystack is still opening the first checkout gets that same payment', async () => {
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    paystack.slowNextInitialize(1000);
    const initializes = () => paystack.requests.filter((request) => request.path === '/transaction/initialize').length;
    const before = initializes();
    const first = pay({ booking: booking.id });
    // The second press arrives after the first has claimed its attempt (its request has reached
    // Paystack), before Paystack answers it.
    await eventually(async () => initializes(), (count) => count > before);
    const second = await pay({ booking: booking.id });
    const firstAnswer = await first;
    expect([firstAnswer.status, second.status]).toEqual([200, 200]);
    expect(second.json.data.reference).toBe(firstAnswer.json.data.reference);
    const rows = await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, booking.id));
    expect(rows.map((r) => r.paymentStatus)).toEqual(['pending']);
  });
});

describe('the sandbox is off when Paystack is configured', () => {
  it('has no test checkout, and a payment started with the sandbox is not verified through Paystack', async () => {
    const { reference } = await startedBooking();
    const testCheckout = await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: ama.token, body: { outcome: 'success' } });
    expect(testCheckout.status).toBe(404);

    // An attempt left over from before the keys were set (the sandbox was the provider then).
    const booking = await createCheckedOutBooking(ctx, ama.user.id);
    await ctx.database.db
      .update(paymentTransactions)
      .set({ paymentStatus: 'pending', provider: 'sandbox' })
      .where(eq(paymentTransactions.bookingId, booking.id));
    const before = paystack.requests.length;
    const { status, json } = await verify(booking.reference);
    expect(status).toBe(400);
    expect(json.detail).toBe(PAYMENT_ERRORS.providerChanged);
    expect(paystack.requests.length).toBe(before);
    expect((await attempt(booking.reference)).paymentStatus).toBe('pending');

    // Make Payment replaces it with a Paystack payment.
    const fresh = await pay({ booking: booking.id });
    expect(fresh.json).toMatchObject({ message: 'Payment initiated', data: { provider: 'paystack' } });
    expect((await attempt(booking.reference)).failureReason).toMatch(/^superseded: /);
  });
});

describe('verify with Paystack', () => {
  it('success with the right amount and currency: paid, and the booking reads paid', async () => {
    const { booking, reference } = await startedBooking();
    paystack.pay(reference);
    const { status, json } = await verify(reference);
    expect(status).toBe(200);
    expect(json).toMatchObject({ message: 'Payment verified', data: { reference, payment_status: 'paid', amount: booking.amountPesewas } });
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'paid', gatewayResponse: 'Successful', paidAt: new Date('2030-01-15T10:00:00.000Z') });

    const shown = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ama.token });
    expect(shown.status).toBe(200);
    expect(shown.json.transaction).toMatchObject({ payment_status: 'paid' });
  });

  it('a declined charge: 400 with the bank’s words, recorded as declined', async () => {
    const { reference } = await startedBooking();
    paystack.script(reference, { kind: 'transaction', status: 'failed', gatewayResponse: 'Insufficient Funds' });
    const { status, json } = await verify(reference);
    expect(status).toBe(400);
    expect(json.detail).toBe(
      'Your payment was declined (Insufficient Funds). Please press Make Payment to try again, or use another card or mobile money wallet.',
    );
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'failed', failureReason: 'declined: Insufficient Funds', gatewayResponse: 'Insufficient Funds' });
  });

  it('an abandoned checkout: 400, recorded as abandoned', async () => {
    const { reference } = await startedBooking();
    const { status, json } = await verify(reference);
    expect(status).toBe(400);
    expect(json.detail).toBe('The payment was not completed. Please press Make Payment to try again.');
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'failed', failureReason: 'abandoned: the checkout was not completed' });
  });

  it('success for less than is due: not paid, recorded as an amount mismatch', async () => {
    const { booking, reference } = await startedBooking();
    paystack.script(reference, { kind: 'transaction', status: 'success', amount: booking.amountPesewas - 100 });
    const { status, json } = await verify(reference);
    expect(status).toBe(400);
    expect(json.detail).toMatch(/^The amount paid \(GHC\s[\d,.]+\) does not match the amount due \(GHC\s[\d,.]+\), so it could not be applied\. Please contact us and quote reference ADOM-/);
    const row = await attempt(reference);
    expect(row.paymentStatus).toBe('failed');
    expect(row.failureReason).toBe(`amount_mismatch: provider reported ${booking.amountPesewas - 100} pesewas, expected ${booking.amountPesewas}`);
    expect(row.paidAt).toBeNull();
  });

  it('success for more than is due is not applied either', async () => {
    const { booking, reference } = await startedBooking();
    paystack.script(reference, { kind: 'transaction', status: 'success', amount: booking.amountPesewas + 1 });
    expect((await verify(reference)).status).toBe(400);
    expect((await attempt(reference)).paymentStatus).toBe('failed');
  });

  it('success in another currency: not paid, recorded as a currency mismatch', async () => {
    const { reference } = await startedBooking();
    paystack.script(reference, { kind: 'transaction', status: 'success', currency: 'NGN' });
    const { status, json } = await verify(reference);
    expect(status).toBe(400);
    expect(json.detail).toMatch(/^The payment was made in NGN instead of GHS/);
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'failed', failureReason: 'currency_mismatch: provider reported NGN, expected GHS' });
  });

  it('Paystack answering 5xx: 502, and the payment stays pending (nothing concluded)', async () => {
    const { reference } = await startedBooking();
    paystack.script(reference, { kind: 'http', status: 500 });
    const { status, json } = await verify(reference);
    expect(status).toBe(502);
    expect(json.detail).toBe(PAYMENT_ERRORS.verifyUnreachable);
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'pending', failureReason: null });

    // Once Paystack answers again, the same reference settles.
    paystack.pay(reference);
    expect((await verify(reference)).status).toBe(200);
  });

  it('Paystack not answering in time: 502 after the timeout, still pending', async () => {
    const { reference } = await startedBooking();
    paystack.script(reference, { kind: 'hang', ms: 6_000 });
    const startedAt = Date.now();
    const { status } = await verify(reference);
    expect(status).toBe(502);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'pending', failureReason: null });
  });

  it('a body not shaped as documented: 502, still pending', async () => {
    const { reference } = await startedBooking();
    paystack.script(reference, { kind: 'http', status: 200, body: { status: true, message: 'Verification successful', data: { reference, status: 'success', amount: '25.00' } } });
    expect((await verify(reference)).status).toBe(502);
    expect((await attempt(reference)).paymentStatus).toBe('pending');
  });

  it('a payment still in progress at Paystack: 400 asking to check again, still pending', async () => {
    const { reference } = await startedBooking();
    paystack.script(reference, { kind: 'transaction', status: 'ongoing' });
    const { status, json } = await verify(reference);
    expect(status).toBe(400);
    expect(json.detail).toBe('Your payment is still being processed. Please check again in a few minutes.');
    expect((await attempt(reference)).paymentStatus).toBe('pending');
  });

  it('a reference Paystack does not know: 400, recorded, and Make Payment starts afresh', async () => {
    const { booking, reference } = await startedBooking();
    paystack.checkouts.delete(reference);
    const { status, json } = await verify(reference);
    expect(status).toBe(400);
    expect(json.detail).toBe('The payment provider has no record of this payment. Please press Make Payment to start again.');
    expect((await attempt(reference)).failureReason).toMatch(/^not_found/);
    const retry = await pay({ booking: booking.id });
    expect(retry.json.message).toBe('Payment initiated');
  });

  it('a subscription paid through Paystack becomes active', async () => {
    const sub = await createSubscription(ctx, ama.user.id);
    const started = await pay({ subscription: sub.id });
    expect(paystack.checkouts.get(started.json.data.reference)?.amount).toBe(sub.amountPesewas);
    paystack.pay(started.json.data.reference);
    expect((await verify(started.json.data.reference)).status).toBe(200);
    const shown = await call(ctx.app, 'GET', `/api/subscriptions/${sub.id}`, { token: ama.token });
    expect(shown.json.status).toBe('active');
  });
});

describe('the Paystack webhook', () => {
  it('refuses a missing or wrong signature and changes nothing', async () => {
    const { reference } = await startedBooking();
    paystack.pay(reference);
    const body = chargeSuccess(reference);
    const missing = await webhook(body);
    expect(missing.statusCode).toBe(401);
    const wrong = await webhook(body, signPaystackBody('sk_test_someone_else', body));
    expect(wrong.statusCode).toBe(401);
    const truncated = await webhook(body, signPaystackBody(paystack.secretKey, body).slice(0, 64));
    expect(truncated.statusCode).toBe(401);
    expect((await attempt(reference)).paymentStatus).toBe('pending');
  });

  it('refuses a tampered body signed for the original', async () => {
    const { booking, reference } = await startedBooking();
    const genuine = chargeSuccess(reference, { status: 'failed', amount: booking.amountPesewas });
    const tampered = genuine.replace('"status":"failed"', '"status":"success"');
    expect(tampered).not.toBe(genuine);
    const response = await webhook(tampered, signPaystackBody(paystack.secretKey, genuine));
    expect(response.statusCode).toBe(401);
    expect((await attempt(reference)).paymentStatus).toBe('pending');
  });

  it('settles charge.success on the raw bytes signed, at once; a repeated event is a no-op', async () => {
    const { reference } = await startedBooking();
    // Spacing Paystack might send: a re-serialised body would not match this signature.
    const body = `{ "event": "charge.success",  "data": ${JSON.stringify(paystack.transactionData(reference))} }`;
    const first = await webhook(body, signPaystackBody(paystack.secretKey, body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'settled' });
    const paid = await attempt(reference);
    expect(paid.paymentStatus).toBe('paid');

    const repeat = await webhook(body, signPaystackBody(paystack.secretKey, body));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ detail: 'already_paid' });
    expect((await attempt(reference)).updatedAt).toEqual(paid.updatedAt);

    // The customer's verify afterwards reports it, without changing anything.
    const verified = await verify(reference);
    expect(verified.json.message).toBe('Payment already verified');
  });

  it('applies the same amount and currency checks as verify', async () => {
    const { booking, reference } = await startedBooking();
    const body = chargeSuccess(reference, { amount: booking.amountPesewas - 1 });
    const response = await webhook(body, signPaystackBody(paystack.secretKey, body));
    expect(response.statusCode).toBe(200);
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'failed', failureReason: expect.stringMatching(/^amount_mismatch/) });
  });

  it('acknowledges other events and unknown references without acting on them', async () => {
    const { reference } = await startedBooking();
    const transfer = JSON.stringify({ event: 'transfer.success', data: { reference } });
    const other = await webhook(transfer, signPaystackBody(paystack.secretKey, transfer));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ detail: 'ignored' });
    const unknown = chargeSuccess('SOMEONE-ELSES-1');
    const stranger = await webhook(unknown, signPaystackBody(paystack.secretKey, unknown));
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ detail: 'unknown_reference' });
    expect((await attempt(reference)).paymentStatus).toBe('pending');
  });

  it('settles a payment whose customer never came back to verify (closed the browser)', async () => {
    const { booking, reference } = await startedBooking();
    const body = chargeSuccess(reference);
    await webhook(body, signPaystackBody(paystack.secretKey, body));
    const shown = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ama.token });
    expect(shown.json.transaction.payment_status).toBe('paid');
    const again = await pay({ booking: booking.id });
    expect(again.status).toBe(400);
    expect(again.json.detail).toBe(PAYMENT_ERRORS.bookingPaid);
  });
});

describe('races', () => {
  it('two verifies whose Paystack answers arrive together settle once', async () => {
    const { reference } = await startedBooking();
    paystack.pay(reference);
    paystack.holdVerifies(2);
    const [a, b] = await Promise.all([verify(reference), verify(reference)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.json.message, b.json.message].sort()).toEqual(['Payment already verified', 'Payment verified']);
    expect(a.json.data.paid_at).toBe(b.json.data.paid_at);
  });

  it('a verify and the webhook racing settle once', async () => {
    const { reference } = await startedBooking();
    paystack.pay(reference);
    const body = chargeSuccess(reference);
    const [verified, hooked] = await Promise.all([verify(reference), webhook(body, signPaystackBody(paystack.secretKey, body))]);
    expect(verified.status).toBe(200);
    expect(hooked.statusCode).toBe(200);
    const settledBy = [verified.json.message === 'Payment verified', hooked.json().detail === 'settled'];
    expect(settledBy.filter(Boolean)).toHaveLength(1);
    expect(verified.json.message === 'Payment verified' ? hooked.json().detail : verified.json.message).toMatch(/already/);
  });

  it('a subscription raced by two verifies and the webhook is activated once', async () => {
    const sub = await createSubscription(ctx, ama.user.id);
    const started = await pay({ subscription: sub.id });
    const { reference } = started.json.data;
    paystack.pay(reference);
    paystack.holdVerifies(2);
    const body = chargeSuccess(reference);
    const [a, b, hooked] = await Promise.all([verify(reference), verify(reference), webhook(body, signPaystackBody(paystack.secretKey, body))]);
    const settled = [a.json.message, b.json.message, hooked.json().detail].filter((m) => m === 'Payment verified' || m === 'settled');
    expect(settled).toHaveLength(1);
  });
});
