/**
 * Live money (decision 077): weighing, measuring, a job priced at pickup and a partial refund's
 * answer change what an order costs or owes without moving its status; each announces the
 * booking's money in its own transaction, so the customer's stream (kind 'payment': read the
 * money afresh) and the staff's stream (kind 'money') hear it on another copy of the API, and a
 * change that fails announces nothing.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { bookings } from '../../db/schema';
import { openStream } from '../../../test/event-stream-client';
import { addLineOf, addPerKgLine } from '../../../test/fixtures';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';

let ctx: TestContext;
let copyB: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;
let branch: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  copyB = await buildApp({ config: ctx.config, database: ctx.database });
  await copyB.listen({ port: 0, host: '127.0.0.1' });
  [branch] = await branchIds(ctx);
  staff = await createStaff(ctx, 'staff', branch);
});
afterAll(async () => {
  await copyB.close();
  await ctx.close();
});

const pickUp = (id: string) =>
  ctx.database.db.update(bookings).set({ status: 'picked_up' }).where(eq(bookings.id, id));
const versionOf = async (id: string) =>
  (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0].version;

it("weighing reaches the customer's stream and the staff's, and a refused weighing announces nothing", async () => {
  const customer = await createCustomer(ctx);
  const booking = await createBookingAt(ctx, customer.user.id, branch);
  const { lineId } = await addPerKgLine(ctx, booking.id, 5);
  await pickUp(booking.id);
  const mine = await openStream(copyB, '/api/bookings/events/', customer.token);
  const desk = await openStream(copyB, '/api/ops/events/', staff.token);
  try {
    // A stale version is refused: nothing changed, so nothing is announced.
    const refused = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/weigh`, {
      token: staff.token,
      body: { lines: [{ id: lineId, quantity: 6 }], version: 99 },
    });
    expect(refused.status).toBe(409);
    const weighed = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/weigh`, {
      token: staff.token,
      body: { lines: [{ id: lineId, quantity: 6 }], version: await versionOf(booking.id) },
    });
    expect(weighed.status).toBe(200);
    const told = await mine.next((m) => m.data?.booking === booking.id);
    expect(told.data).toEqual({
      kind: 'payment',
      booking: booking.id,
      status: 'picked_up',
      event: null,
    });
    const seen = await desk.next((m) => m.data?.booking === booking.id);
    expect(seen.data).toMatchObject({
      kind: 'money',
      booking: booking.id,
      branch,
      status: 'picked_up',
    });
    expect(seen.id).toBeUndefined();
    // One announcement per change: the refused one sent none.
    expect(mine.messages.filter((m) => m.data?.booking === booking.id)).toHaveLength(1);
  } finally {
    await mine.close();
    await desk.close();
  }
});

it("a job priced at pickup reaches the customer's stream", async () => {
  const customer = await createCustomer(ctx);
  const booking = await createBookingAt(ctx, customer.user.id, branch);
  const { lineId } = await addLineOf(ctx, booking.id, 'job', 1);
  await pickUp(booking.id);
  const mine = await openStream(copyB, '/api/bookings/events/', customer.token);
  try {
    const priced = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/price-jobs`, {
      token: staff.token,
      body: { lines: [{ id: lineId, price: '95.00' }], version: await versionOf(booking.id) },
    });
    expect(priced.status).toBe(200);
    const told = await mine.next((m) => m.data?.booking === booking.id);
    expect(told.data).toMatchObject({ kind: 'payment', booking: booking.id });
  } finally {
    await mine.close();
  }
});
