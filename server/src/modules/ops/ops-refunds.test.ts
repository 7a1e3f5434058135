/**
 * Cancelling a booking paid through Paystack refunds it (POST /refund {transaction: reference}),
 * against a local server that answers as Paystack's documentation shows. The cancellation always
 * stands; the refund is `refunded`, or `refund_failed` with what went wrong, and staff retry it.
 */
import { eq } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { startFakePaystack, type FakePaystack } from '../../../test/fake-paystack';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';

let paystack: FakePaystack;
let ctx: TestContext;
let ama: Awaited<ReturnType<typeof createCustomer>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
let branch: string;

beforeAll(async () => {
  paystack = await startFakePaystack();
  ctx = await buildTestApp({
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_PUBLIC_KEY: paystack.publicKey,
    PAYSTACK_BASE_URL: paystack.url,
    PAYSTACK_TIMEOUT_MS: '1500',
  });
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
