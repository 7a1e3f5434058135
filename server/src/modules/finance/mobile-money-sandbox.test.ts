/**
 * Mobile money in the offline sandbox (decision 076), speaking Paystack's charge protocol: a
 * charge is pending while its prompt waits on the "phone", then ends as the test wallet says
 * (declined, insufficient funds, timed out; any other number approves). Time is moved on by
 * back-dating the charge, as the sandbox reads its clock against charged_at. Two presses at once
 * leave one charge open.
 */
import { eq, sql } from 'drizzle-orm';
import { paymentTransactions, sandboxPayments } from '../../db/schema';
import { SANDBOX_WALLETS } from '@laundry-accra/domain/mobile-money';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { createCheckedOutBooking, createSubscription } from '../../../test/fixtures';
import { SANDBOX_PROMPT_EXPIRES_MS, SANDBOX_PROMPT_MS } from './gateways/sandbox.gateway';

let ctx: TestContext;
let ama: Awaited<ReturnType<typeof createCustomer>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  ama = await createCustomer(ctx);
});
afterAll(() => ctx.close());

const charge = (body: Record<string, string>, phone: string, provider = 'mtn') =>
  call(ctx.app, 'POST', '/api/finance/charge/', {
    token: ama.token,
    body: { ...body, mobile_money: { phone, provider } },
  });
const check = (reference: string) =>
  call(ctx.app, 'GET', `/api/finance/charge/${reference}/`, { token: ama.token });
/** The prompt has waited `ms` on the phone. */
const waited = (reference: string, ms: number) =>
  ctx.database.db
    .update(sandboxPayments)
    .set({ chargedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(sandboxPayments.reference, reference));
const attempt = async (reference: string) =>
  (
    await ctx.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, reference))
  )[0];

it('a declined wallet: pending, then the refusal in words; then an approved wallet pays the booking', async () => {
  const booking = await createCheckedOutBooking(ctx, ama.user.id);
  const declined = await charge({ booking: booking.id }, SANDBOX_WALLETS.declined);
  expect(declined.json).toMatchObject({ status: 'pending', amount: booking.amountPesewas });
  expect((await check(declined.json.reference)).json.status).toBe('pending');
  await waited(declined.json.reference, SANDBOX_PROMPT_MS + 500);
  expect((await check(declined.json.reference)).json).toMatchObject({
    status: 'failed',
    message: 'Declined',
  });
  expect(await attempt(declined.json.reference)).toMatchObject({
    paymentStatus: 'failed',
    gatewayResponse: 'Declined',
  });

  const approved = await charge({ booking: booking.id }, '024 123 4567');
  expect(approved.json.status).toBe('pending');
  await waited(approved.json.reference, SANDBOX_PROMPT_MS + 500);
  expect((await check(approved.json.reference)).json).toMatchObject({ status: 'success' });
  expect(await attempt(approved.json.reference)).toMatchObject({
    paymentStatus: 'paid',
    channel: 'mobile_money',
  });
  const detail = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: ama.token });
  expect(detail.json.payment_state).toMatchObject({ state: 'paid' });
});

it('insufficient funds, and a prompt left unapproved that times out', async () => {
  const booking = await createCheckedOutBooking(ctx, ama.user.id);
  const poor = await charge({ booking: booking.id }, SANDBOX_WALLETS.insufficientFunds, 'atl');
  await waited(poor.json.reference, SANDBOX_PROMPT_MS + 500);
  expect((await check(poor.json.reference)).json).toMatchObject({
    status: 'failed',
    message: 'Insufficient funds',
  });

  const asleep = await charge({ booking: booking.id }, SANDBOX_WALLETS.timesOut, 'vod');
  await waited(asleep.json.reference, SANDBOX_PROMPT_MS + 500);
  expect((await check(asleep.json.reference)).json.status).toBe('pending');
  await waited(asleep.json.reference, SANDBOX_PROMPT_EXPIRES_MS + 500);
  expect((await check(asleep.json.reference)).json).toMatchObject({
    status: 'timed_out',
    message: 'Transaction timed out',
  });
  expect((await attempt(asleep.json.reference)).paymentStatus).toBe('failed');
});

it('a subscription is paid by mobile money; the test checkout cannot complete a charge', async () => {
  const subscription = await createSubscription(ctx, ama.user.id);
  const paying = await charge({ subscription: subscription.id }, '0551234987');
  expect(paying.json).toMatchObject({ status: 'pending', amount: subscription.amountPesewas });
  const hijack = await call(
    ctx.app,
    'POST',
    `/api/finance/sandbox/${paying.json.reference}/complete`,
    {
      token: ama.token,
      body: { outcome: 'success' },
    },
  );
  expect(hijack.status).toBe(404);
  await waited(paying.json.reference, SANDBOX_PROMPT_MS + 500);
  expect((await check(paying.json.reference)).json.status).toBe('success');
  const mine = await call(ctx.app, 'GET', `/api/subscriptions/${subscription.id}`, {
    token: ama.token,
  });
  expect(mine.json.status).toBe('active');
});

it('two presses at once leave one charge open', async () => {
  const booking = await createCheckedOutBooking(ctx, ama.user.id);
  const both = await Promise.all([
    charge({ booking: booking.id }, '0241234567'),
    charge({ booking: booking.id }, '0241234567'),
  ]);
  expect(both.map((answer) => answer.status)).toEqual([200, 200]);
  const open = (
    await ctx.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booking.id))
  ).filter((a) => a.paymentStatus === 'pending');
  expect(open).toHaveLength(1);
});
