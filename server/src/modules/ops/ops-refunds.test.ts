/**
 * Cancelling a booking paid through Paystack refunds it (POST /refund {transaction: reference}),
 * against a local server that answers as Paystack's documentation shows. The cancellation always
 * stands; the refund is `refunded`, or `refund_failed` with what went wrong, and staff retry it.
 */
import { eq } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { paystackEnv, startFakePaystack, type FakePaystack } from '../../../test/fake-paystack';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';

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

/** A booking the customer paid through Paystack; returns its id and the payment's reference. */
async function paidOnline() {
  const booking = await createBookingAt(ctx, ama.user.id, branch);
  const started = await call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body: { booking: booking.id } });
  const reference = started.json.data.reference as string;
  paystack.pay(reference);
  expect((await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: { reference } })).status).toBe(200);
  return { id: booking.id, reference };
}

const cancel = (id: string) =>
  call(ctx.app, 'POST', `/api/ops/bookings/${id}/status`, {
    token: staff.token,
    body: { status: 'cancelled', version: 1, note: 'Customer cancelled' },
  });
const retry = (id: string) => call(ctx.app, 'POST', `/api/ops/bookings/${id}/refund`, { token: staff.token });
const attempt = async (reference: string) =>
  (await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0];

it('refunds the payment through Paystack when the booking is cancelled', async () => {
  const { id, reference } = await paidOnline();
  const answer = await cancel(id);
  expect(answer).toMatchObject({
    status: 200,
    json: { status: 'cancelled', payment_status: 'refunded', transaction: { payment_status: 'refunded', refund_error: null } },
  });
  expect(answer.json.payment_state).toEqual({ state: 'refunded', amount: null });
  expect(paystack.requests.filter((r) => r.path === '/refund')).toContainEqual(
    expect.objectContaining({ method: 'POST', authorization: `Bearer ${paystack.secretKey}` }),
  );
  expect(paystack.refunded).toContain(reference);
  expect(await attempt(reference)).toMatchObject({ paymentStatus: 'refunded', refundReference: expect.any(String), refundedAt: expect.any(Date) });
});

it("keeps the cancellation and shows Paystack's message when it refuses; a retry then succeeds", async () => {
  const { id, reference } = await paidOnline();
  paystack.scriptRefund(reference, { kind: 'refuse', message: 'Insufficient balance to process refund' });
  const answer = await cancel(id);
  expect(answer).toMatchObject({
    status: 200,
    json: {
      status: 'cancelled',
      payment_status: 'refund_failed',
      transaction: { payment_status: 'refund_failed', refund_error: 'Insufficient balance to process refund' },
    },
  });
  // The money is still the customer's to get back.
  expect(answer.json.payment_state).toEqual({ state: 'refund_due', amount: answer.json.total });

  paystack.scriptRefund(reference, { kind: 'refund' });
  const retried = await retry(id);
  expect(retried).toMatchObject({ status: 200, json: { payment_status: 'refunded', transaction: { refund_error: null } } });
  expect(await retry(id)).toMatchObject({ status: 409, json: { detail: 'This booking has no failed refund to retry.' } });
});

it('records a 5xx from Paystack as a failed refund, retried later', async () => {
  const { id, reference } = await paidOnline();
  paystack.scriptRefund(reference, { kind: 'http', status: 503 });
  const answer = await cancel(id);
  expect(answer.json).toMatchObject({ status: 'cancelled', transaction: { payment_status: 'refund_failed', refund_error: expect.stringContaining('HTTP 503') } });

  paystack.scriptRefund(reference, { kind: 'refund' });
  expect((await retry(id)).json).toMatchObject({ payment_status: 'refunded' });
});

it('asks Paystack once when two staff press Retry at the same moment', async () => {
  const { id, reference } = await paidOnline();
  paystack.scriptRefund(reference, { kind: 'http', status: 503 });
  await cancel(id);
  // A slow provider: the second press arrives while the first waits for its answer.
  paystack.scriptRefund(reference, { kind: 'refund', delayMs: 300 });
  const asked = paystack.refundRequests.filter((r) => r === reference).length;

  const answers = await Promise.all([retry(id), retry(id)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(answers.find((a) => a.status === 409)?.json).toEqual({
    detail: 'This refund is with the payment provider now; reload in a moment to see its answer.',
  });
  expect(paystack.refundRequests.filter((r) => r === reference)).toHaveLength(asked + 1);
  expect(await attempt(reference)).toMatchObject({ paymentStatus: 'refunded', refundRequestedAt: null });
});

describe('money that arrives when nothing is owed', () => {
  const pay = (reference: string) =>
    call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: { reference } });

  it('refunds a payment completed after its booking was cancelled, once', async () => {
    const booking = await createBookingAt(ctx, ama.user.id, branch);
    const started = await call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body: { booking: booking.id } });
    const reference = started.json.data.reference as string;
    // Staff cancel while the customer's checkout is still open; the customer then pays in it.
    expect((await cancel(booking.id)).json).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    paystack.pay(reference);

    const detail = `This booking was cancelled before your payment arrived, so your payment of GHC\u00a0${booking.subTotal} is being refunded to you.`;
    expect(await pay(reference)).toMatchObject({ status: 400, json: { detail } });
    expect(await attempt(reference)).toMatchObject({ paymentStatus: 'refunded', paidAt: expect.any(Date) });
    // Verified again (or Paystack's webhook arriving late): the same answer, no second refund.
    expect(await pay(reference)).toMatchObject({ status: 400, json: { detail } });
    expect(paystack.refundRequests.filter((r) => r === reference)).toHaveLength(1);

    const shown = await call(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { token: staff.token });
    expect(shown.json).toMatchObject({ status: 'cancelled', payment_status: 'refunded', transaction: { payment_status: 'refunded' } });
  });

  it('refunds a second successful payment of a booking already paid, and the booking still shows paid', async () => {
    const { id, reference: first } = await paidOnline();
    // An older checkout of the same booking that the customer completed in another tab.
    const [paid] = await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, first));
    const second = `${first}-2`;
    await ctx.database.db.insert(paymentTransactions).values({
      userId: paid.userId,
      bookingId: id,
      reference: second,
      amountPesewas: paid.amountPesewas,
      provider: paid.provider,
      paymentStatus: 'failed',
      failureReason: 'superseded: a new payment was started',
    });
    paystack.script(second, { kind: 'transaction', status: 'success', amount: paid.amountPesewas, currency: 'GHS' });

    expect(await pay(second)).toMatchObject({
      status: 400,
      json: { detail: expect.stringMatching(/^This was already paid for, so this second payment of GHC\s[\d,.]+ is being refunded to you\.$/) },
    });
    expect(await attempt(second)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await attempt(first)).toMatchObject({ paymentStatus: 'paid' });
    const shown = await call(ctx.app, 'GET', `/api/ops/bookings/${id}`, { token: staff.token });
    expect(shown.json).toMatchObject({ payment_status: 'paid', transaction: { payment_status: 'paid', reference: first } });
  });
});
