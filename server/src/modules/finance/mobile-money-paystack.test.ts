/**
 * Mobile money through Paystack's Charge API (decision 076), against a local server that speaks
 * it: POST /api/finance/charge/ sends POST /charge with the wallet (pending: a prompt on the
 * phone), GET /api/finance/charge/{reference}/ asks GET /charge/{reference}; a refused charge is
 * closed with the network's words and the next press charges afresh; an approved one is settled
 * only by verify. A wrong number charges nothing; an unreachable provider changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema';
import { WALLET_NUMBER_MESSAGES } from '@laundry-accra/domain/mobile-money';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { createCheckedOutBooking } from '../../../test/fixtures';
import { paystackEnv, startFakePaystack, type FakePaystack } from '../../../test/fake-paystack';

let paystack: FakePaystack;
let ctx: TestContext;
let ama: Awaited<ReturnType<typeof createCustomer>>;
beforeAll(async () => {
  paystack = await startFakePaystack();
  ctx = await buildTestApp(paystackEnv(paystack));
  ama = await createCustomer(ctx);
});
afterAll(async () => {
  await ctx.close();
  await paystack.close();
});

const charge = (booking: string, phone: string, provider = 'mtn', token = ama.token) =>
  call(ctx.app, 'POST', '/api/finance/charge/', {
    token,
    body: { booking, mobile_money: { phone, provider } },
  });
const check = (reference: string, token = ama.token) =>
  call(ctx.app, 'GET', `/api/finance/charge/${reference}/`, { token });
const attemptsOf = (booking: string) =>
  ctx.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, booking));

it('charges the wallet, waits on the prompt, closes a declined charge in words, then settles an approved one', async () => {
  const booking = await createCheckedOutBooking(ctx, ama.user.id);
  const first = await charge(booking.id, '+233 24 123 4567');
  expect(first.status).toBe(200);
  expect(first.json).toMatchObject({
    status: 'pending',
    amount: booking.amountPesewas,
    currency: 'GHS',
  });
  const reference = first.json.reference as string;
  // What Paystack received: the amount due, our reference, and the wallet as ten local digits.
  expect(paystack.charges.get(reference)).toMatchObject({
    email: ama.user.email,
    amount: booking.amountPesewas,
    currency: 'GHS',
    mobileMoney: { phone: '0241234567', provider: 'mtn' },
  });
  expect((await check(reference)).json).toMatchObject({ reference, status: 'pending' });
  // Pending is not paid: verify says so and nothing is settled.
  const early = await call(ctx.app, 'POST', '/api/finance/verify-payment/', {
    token: ama.token,
    body: { reference },
  });
  expect(early.status).toBe(400);

  paystack.endCharge(reference, 'failed', 'Insufficient funds');
  expect((await check(reference)).json).toMatchObject({
    reference,
    status: 'failed',
    message: 'Insufficient funds',
  });
  const [closed] = (await attemptsOf(booking.id)).filter((a) => a.reference === reference);
  expect(closed).toMatchObject({ paymentStatus: 'failed', channel: 'mobile_money' });

  // Pressed again: a fresh charge (a charge's reference is spent at Paystack).
  const second = await charge(booking.id, '0201234567', 'vod');
  expect(second.json.status).toBe('pending');
  expect(second.json.reference).not.toBe(reference);
  expect(paystack.charges.get(second.json.reference)?.mobileMoney).toEqual({
    phone: '0201234567',
    provider: 'vod',
  });
  paystack.endCharge(second.json.reference, 'success');
  expect((await check(second.json.reference)).json).toMatchObject({ status: 'success' });
  // The check settled it through verify: paid, and verify now reports it already so.
  const [paid] = await ctx.database.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, booking.id),
        eq(paymentTransactions.paymentStatus, 'paid'),
      ),
    );
  expect(paid.reference).toBe(second.json.reference);
  const verified = await call(ctx.app, 'POST', '/api/finance/verify-payment/', {
    token: ama.token,
    body: { reference: second.json.reference },
  });
  expect(verified.json).toMatchObject({
    message: 'Payment already verified',
    data: { payment_status: 'paid' },
  });
  // Paid: nothing more is charged.
  const third = await charge(booking.id, '0241234567');
  expect(third.status).toBe(400);
});

it('refuses a number that is not a Ghana mobile, and an unknown network, charging nothing', async () => {
  const booking = await createCheckedOutBooking(ctx, ama.user.id);
  const before = paystack.charges.size;
  const wrong = await charge(booking.id, '12345');
  expect(wrong.status).toBe(400);
  expect(wrong.json).toEqual({ phone: [WALLET_NUMBER_MESSAGES.invalid] });
  expect((await charge(booking.id, '0241234567', 'mpesa')).status).toBe(400);
  expect(paystack.charges.size).toBe(before);
  expect((await attemptsOf(booking.id)).every((a) => a.channel === null)).toBe(true);
});

it('a charge Paystack refuses outright is failed with its words; an unreachable Paystack is a 502', async () => {
  const booking = await createCheckedOutBooking(ctx, ama.user.id);
  paystack.failNextCharge({
    status: 400,
    body: { status: false, message: 'Invalid phone number' },
  });
  const refused = await charge(booking.id, '0241234567');
  expect(refused.json).toMatchObject({ status: 'failed', message: 'Invalid phone number' });
  expect(
    (await attemptsOf(booking.id)).find((a) => a.reference === refused.json.reference)
      ?.paymentStatus,
  ).toBe('failed');

  paystack.failNextCharge({ status: 503 });
  const down = await charge(booking.id, '0241234567');
  expect(down.status).toBe(502);
  expect((await attemptsOf(booking.id)).filter((a) => a.paymentStatus === 'paid')).toHaveLength(0);
});

it("another customer's charge is not found, and a checkout's reference is no charge", async () => {
  const booking = await createCheckedOutBooking(ctx, ama.user.id);
  const mine = await charge(booking.id, '0241234567');
  const kofi = await createCustomer(ctx);
  expect((await check(mine.json.reference, kofi.token)).status).toBe(404);
  expect((await charge(booking.id, '0241234567', 'mtn', kofi.token)).status).toBe(404);
  const started = await call(ctx.app, 'POST', '/api/finance/pay/', {
    token: ama.token,
    body: { booking: booking.id },
  });
  expect((await check(started.json.data.reference)).status).toBe(404);
});
