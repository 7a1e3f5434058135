/**
 * GET /api/ops/events/ on two copies of the API sharing one database: a change made through copy
 * A reaches a stream open on copy B (through the database's notifications), only for the branches
 * the staff member works at; a reconnect with Last-Event-ID first gets what it missed; closing a
 * copy ends its open streams.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_STREAM_RELOAD_EVENT } from '@laundry-accra/domain/schemas/ops';
import { buildApp } from '../../app';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, call, createCustomer, eventually, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { openStream as openPath, type Message } from '../../../test/event-stream-client';
import { opsEventsRepository } from './ops-events.repository';
import { lastEventIdOf } from './ops-events.routes';

/** The staff stream. */
const openStream = (app: FastifyInstance, token: string, lastEventId?: number) =>
  openPath(app, '/api/ops/events/', token, lastEventId);

let ctx: TestContext;
let copyB: FastifyInstance;
let here: string;
let there: string;
let customerId: string;
let staffHere: string;
let admin: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  // A second copy of the API on the same database, as behind a load balancer.
  copyB = await buildApp({ config: ctx.config, database: ctx.database });
  await copyB.listen({ port: 0, host: '127.0.0.1' });
  [here, there] = await branchIds(ctx);
  customerId = (await createCustomer(ctx)).user.id;
  staffHere = (await createStaff(ctx, 'staff', here)).token;
  admin = (await createStaff(ctx, 'admin', null)).token;
});
afterAll(async () => {
  await copyB.close();
  await ctx.close();
});

/** Moves a booking through copy A (version read first), as a staff member of every branch. */
async function moveOnCopyA(bookingId: string, status: string) {
  const current = await call(ctx.app, 'GET', `/api/ops/bookings/${bookingId}`, { token: admin });
  const moved = await call(ctx.app, 'POST', `/api/ops/bookings/${bookingId}/status`, {
    token: admin,
    body: { status, version: current.json.version },
  });
  expect(moved.status).toBe(200);
}

/** Takes the booking's payment in cash at the counter, through copy A. */
async function payOnCopyA(booking: { id: string; subTotal: string }) {
  const paid = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/payments`, {
    token: admin,
    body: { method: 'cash', amount: booking.subTotal },
  });
  expect(paid.status).toBe(200);
}

const about = (bookingId: string) => (message: Message) => message.data?.booking === bookingId;

describe('GET /api/ops/events/', () => {
  it('refuses the signed out (401) and customers (403)', async () => {
    expect((await call(ctx.app, 'GET', '/api/ops/events/')).status).toBe(401);
    const customer = await createCustomer(ctx);
    const refused = await call(ctx.app, 'GET', '/api/ops/events/', { token: customer.token });
    expect(refused).toMatchObject({ status: 403, json: { detail: expect.any(String) } });
  });

  it("sends a change made on another copy to a branch's staff, and not another branch's change", async () => {
    const ours = await createBookingAt(ctx, customerId, here);
    const theirs = await createBookingAt(ctx, customerId, there);
    const stream = await openStream(copyB, staffHere);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    await moveOnCopyA(theirs.id, 'picked_up');
    await moveOnCopyA(ours.id, 'picked_up');
    const message = await stream.next(about(ours.id));
    expect(message.id).toMatch(/^\d+$/);
    expect(message.data).toEqual({
      kind: 'status',
      booking: ours.id,
      branch: here,
      status: 'picked_up',
      at: expect.any(String),
    });
    // Notifications arrive in commit order: the other branch's came first, and was not sent.
    expect(stream.messages.filter(about(theirs.id))).toEqual([]);

    await stream.close();
  });

  it('replays what a reconnecting stream missed (Last-Event-ID), then goes on live', async () => {
    const booking = await createBookingAt(ctx, customerId, here);
    const first = await openStream(copyB, staffHere);
    await moveOnCopyA(booking.id, 'picked_up');
    const seen = await first.next(about(booking.id));
    await first.close();

    // Missed while away: a move and a payment here, a move at the other branch.
    const elsewhere = await createBookingAt(ctx, customerId, there);
    await moveOnCopyA(booking.id, 'washing');
    await payOnCopyA(booking);
    await moveOnCopyA(elsewhere.id, 'picked_up');

    const again = await openStream(copyB, staffHere, Number(seen.id));
    const replayed = await again.next(about(booking.id));
    expect(Number(replayed.id)).toBeGreaterThan(Number(seen.id));
    expect(replayed.data).toMatchObject({ kind: 'status', status: 'washing', branch: here });
    const paid = await again.next(
      (message) => about(booking.id)(message) && message.data.kind === 'paid',
    );
    expect(paid).toEqual({
      id: undefined,
      event: undefined,
      data: expect.objectContaining({ status: 'washing' }),
    });
    await moveOnCopyA(booking.id, 'packaging');
    const live = await again.next(
      (message) => about(booking.id)(message) && message.data.status === 'packaging',
    );
    expect(Number(live.id)).toBeGreaterThan(Number(replayed.id));
    expect(again.messages.filter(about(elsewhere.id))).toEqual([]);
    expect(again.messages.filter((message) => message.event === OPS_STREAM_RELOAD_EVENT)).toEqual(
      [],
    );
    await again.close();
  });

  it('sends a new booking as created, and its payment as paid, to staff of every branch', async () => {
    const stream = await openStream(copyB, admin);
    const booking = await createBookingAt(ctx, customerId, here);
    expect((await stream.next(about(booking.id))).data).toMatchObject({
      kind: 'created',
      status: 'pending',
    });
    await payOnCopyA(booking);
    const paid = await stream.next(
      (message) => about(booking.id)(message) && message.data.kind === 'paid',
    );
    expect(paid.data).toMatchObject({ branch: here, status: 'pending' });
    await stream.close();
  });

  it("ends a staff member's stream on every copy when an admin deactivates them", async () => {
    const staff = await createStaff(ctx, 'staff', here);
    const stream = await openStream(copyB, staff.token);
    expect(stream.response.status).toBe(200);
    const deactivated = await call(ctx.app, 'PATCH', `/api/ops/staff/${staff.user.id}`, {
      token: admin,
      body: { is_active: false },
    });
    expect(deactivated.status).toBe(200);
    await stream.reading;
    expect(stream.ended).toBe(true);
  });

  it('ends its open streams when the copy closes', async () => {
    const copyC = await buildApp({ config: ctx.config, database: ctx.database });
    await copyC.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(copyC, staffHere);
    await copyC.close();
    await stream.reading;
    expect(stream.ended).toBe(true);
  });
});

describe('the replay of missed events', () => {
  it('reads the rows after the last one seen, or says it would be more than the limit', async () => {
    const history = opsEventsRepository(ctx.database.db);
    const latest = await history.latestId();
    const first = await createBookingAt(ctx, customerId, here);
    const second = await createBookingAt(ctx, customerId, here);
    const replay = await history.since({ branchId: null }, latest, 2);
    expect(replay.complete).toBe(true);
    // (A payment taken since the time of the last row seen is replayed too.)
    const steps = replay.events.filter(({ id }) => id !== undefined);
    expect(steps.map(({ event }) => [event.kind, event.booking])).toEqual([
      ['created', first.id],
      ['created', second.id],
    ]);
    expect(await history.since({ branchId: null }, latest, 1)).toEqual({
      complete: false,
      events: [],
    });
  });
});

describe('lastEventIdOf', () => {
  it('reads a row id, and nothing else', () => {
    expect(lastEventIdOf('42')).toBe(42);
    expect(lastEventIdOf(['7'])).toBe(7);
    expect(lastEventIdOf(undefined)).toBeUndefined();
    expect(lastEventIdOf('')).toBeUndefined();
    expect(lastEventIdOf('abc')).toBeUndefined();
    expect(lastEventIdOf('-1')).toBeUndefined();
  });
});

describe("the staff side's access check on another copy", () => {
  it('follows a branch change made through copy A at once, though copy B keeps the account in memory', async () => {
    const moving = await createStaff(ctx, 'staff', here);
    const booking = await createBookingAt(ctx, customerId, there);
    const read = () => call(copyB, 'GET', `/api/ops/bookings/${booking.id}`, { token: moving.token });
    await eventually(
      async () => copyB.live.listening,
      (listening) => listening,
    );
    // Read twice on copy B: the second answer comes from its memory of the account.
    expect((await read()).status).toBe(404);
    expect((await read()).status).toBe(404);

    const moved = await call(ctx.app, 'PATCH', `/api/ops/staff/${moving.user.id}`, { token: admin, body: { branch: there } });
    expect(moved.status).toBe(200);
    // The database's notification reaches copy B within moments.
    expect((await eventually(read, (answer) => answer.status === 200)).status).toBe(200);
  });
});

describe("the orders table kept in each copy's memory", () => {
  const rowOnCopyB = async (bookingId: string) => {
    const table = await call(copyB, 'GET', `/api/ops/bookings/?branch=${here}&page_size=100&ordering=-created_at`, { token: admin });
    expect(table.status).toBe(200);
    return (table.json.results as Array<{ id: string; status: string; customer: { name: string } }>).find((row) => row.id === bookingId);
  };

  it('answers a repeated read from memory, and shows changes made through the other copy or in the database', async () => {
    await eventually(async () => copyB.live.listening, (listening) => listening);
    const booking = await createBookingAt(ctx, customerId, here);
    const pages = copyB.live.staffBookingLists;
    const row = await eventually(() => rowOnCopyB(booking.id), (found) => found !== undefined);
    expect(row).toMatchObject({ status: 'pending' });
    // (Read again until the notifications of the booking's own creation have all arrived.)
    const answeredFromMemory = async () => {
      const hits = pages.stats.hits;
      await rowOnCopyB(booking.id);
      return pages.stats.hits === hits + 1;
    };
    expect(await eventually(answeredFromMemory, (hit) => hit)).toBe(true);

    await moveOnCopyA(booking.id, 'picked_up');
    expect(await eventually(() => rowOnCopyB(booking.id), (found) => found?.status === 'picked_up')).toMatchObject({ status: 'picked_up' });

    // The customer's name shows on the row: changing it (here straight in the database) drops the pages too.
    await ctx.database.db.update(users).set({ name: 'Ama Serwaa Mensah' }).where(eq(users.id, customerId));
    expect(await eventually(() => rowOnCopyB(booking.id), (found) => found?.customer.name === 'Ama Serwaa Mensah')).toMatchObject({
      customer: { name: 'Ama Serwaa Mensah' },
    });
  });
});
