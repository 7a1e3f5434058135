/**
 * POST /api/bookings/{id}/cancel: a customer cancels their own pending booking through the same
 * path staff cancel by (timeline, audit, notifications in one transaction; a paid booking refunded
 * through Paystack, here a local server answering as Paystack's documentation shows).
 */
import { and, eq } from 'drizzle-orm';
import { auditLog, bookingEvents, paymentTransactions } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { paystackEnv, startFakePaystack, type FakePaystack } from '../../../test/fake-paystack';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { CUSTOMER_CANCEL_NOTE, CUSTOMER_CANCEL_REFUSED } from '../ops/ops-bookings.service';

let paystack: FakePaystack;
let ctx: TestContext;
let ama: Awaited<ReturnType<typeof createCustomer>>;
let kofi: Awaited<ReturnType<typeof createCustomer>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
let branch: string;

beforeAll(async () => {
  paystack = await startFakePaystack();
  ctx = await buildTestApp(paystackEnv(paystack));
  [branch] = await branchIds(ctx);
  ama = await createCustomer(ctx);
  kofi = await createCustomer(ctx);
  staff = await createStaff(ctx, 'staff', branch);
});
afterAll(async () => {
  await ctx.close();
  await paystack.close();
});

const cancel = (id: string, token?: string) => call(ctx.app, 'POST', `/api/bookings/${id}/cancel`, token ? { token } : {});

describe('who may cancel', () => {
  it('signed out 401, another customer 404, staff 404 (not their booking), the owner 200', async () => {
    const booking = await createBookingAt(ctx, ama.user.id, branch);
    expect((await cancel(booking.id)).status).toBe(401);
    expect((await cancel(booking.id, kofi.token)).status).toBe(404);
    expect((await cancel(booking.id, staff.token)).status).toBe(404);
    expect((await cancel('8d5e8b5e-0000-4000-8000-000000000000', ama.token)).status).toBe(404);
    const answer = await cancel(booking.id, ama.token);
    expect(answer).toMatchObject({ status: 200, json: { id: booking.id, status: 'cancelled' } });
  });
});

it('cancels a pending booking with its event, audit row and notification, and refuses once collected', async () => {
  const booking = await createBookingAt(ctx, ama.user.id, branch);
  const answer = await cancel(booking.id, ama.token);
  expect(answer.json.events.at(-1)).toMatchObject({ status: 'cancelled', note_for_customer: CUSTOMER_CANCEL_NOTE });
  const db = ctx.database.db;
  expect(await db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.toStatus, 'cancelled')))).toEqual([
    expect.objectContaining({ actorId: ama.user.id, note: CUSTOMER_CANCEL_NOTE }),
  ]);
  expect(await db.select().from(auditLog).where(eq(auditLog.entityId, booking.id))).toEqual([
    expect.objectContaining({ actorId: ama.user.id, action: 'booking.status', after: expect.objectContaining({ status: 'cancelled' }) }),
  ]);
  expect(await cancel(booking.id, ama.token)).toMatchObject({ status: 409 });

  const collected = await createBookingAt(ctx, ama.user.id, branch);
  const moved = await call(ctx.app, 'POST', `/api/ops/bookings/${collected.id}/status`, { token: staff.token, body: { status: 'picked_up', version: 1 } });
  expect(moved.status).toBe(200);
  expect(await cancel(collected.id, ama.token)).toMatchObject({ status: 409, json: { detail: CUSTOMER_CANCEL_REFUSED } });
});

it('refunds a booking paid online through the gateway, as a staff cancellation does', async () => {
  const booking = await createBookingAt(ctx, ama.user.id, branch);
  const started = await call(ctx.app, 'POST', '/api/finance/pay/', { token: ama.token, body: { booking: booking.id } });
  const reference = started.json.data.reference as string;
  paystack.pay(reference);
  expect((await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: ama.token, body: { reference } })).status).toBe(200);

  const answer = await cancel(booking.id, ama.token);
  expect(answer).toMatchObject({ status: 200, json: { status: 'cancelled', transaction: { payment_status: 'refunded' } } });
  expect(paystack.refunded).toContain(reference);
  const [attempt] = await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
  expect(attempt).toMatchObject({ paymentStatus: 'refunded' });
});

it('two presses at once leave one cancellation', async () => {
  const booking = await createBookingAt(ctx, ama.user.id, branch);
  const answers = await Promise.all([cancel(booking.id, ama.token), cancel(booking.id, ama.token)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const events = await ctx.database.db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.toStatus, 'cancelled')));
  expect(events).toHaveLength(1);
});
