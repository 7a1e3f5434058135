/**
 * GET /api/bookings/events/ on a second copy of the API sharing the database: a change staff make
 * through copy A reaches the customer's stream on copy B within moments, with the new timeline
 * step as the customer may see it; another customer's changes never do. And "Book again".
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { bookingItems, items } from '../../db/schema';
import { openStream } from '../../../test/event-stream-client';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { BOOKING_MESSAGES } from './bookings.service';

let ctx: TestContext;
let copyB: FastifyInstance;
let admin: string;
let branch: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  copyB = await buildApp({ config: ctx.config, database: ctx.database });
  await copyB.listen({ port: 0, host: '127.0.0.1' });
  admin = (await createStaff(ctx, 'admin', null)).token;
  [branch] = await branchIds(ctx);
});
afterAll(async () => {
  await copyB.close();
  await ctx.close();
});

async function move(bookingId: string, status: string, note?: string) {
  const { json } = await call(ctx.app, 'GET', `/api/ops/bookings/${bookingId}`, { token: admin });
  const moved = await call(ctx.app, 'POST', `/api/ops/bookings/${bookingId}/status`, {
    token: admin,
    body: { status, version: json.version, ...(note ? { note } : {}) },
  });
  expect(moved.status).toBe(200);
}

describe('GET /api/bookings/events/', () => {
  it('refuses the signed out', async () => {
    expect((await call(ctx.app, 'GET', '/api/bookings/events/')).status).toBe(401);
  });

  it("sends the customer's own booking moving, made on another copy, and never another customer's", async () => {
    const customer = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const mine = await createBookingAt(ctx, customer.user.id, branch);
    const theirs = await createBookingAt(ctx, other.user.id, branch);
    const stream = await openStream(copyB, '/api/bookings/events/', customer.token);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await move(theirs.id, 'picked_up');
      await move(mine.id, 'picked_up');
      const moved = await stream.next((m) => m.data?.booking === mine.id);
      expect(moved.data).toEqual({
        kind: 'status',
        booking: mine.id,
        status: 'picked_up',
        event: { status: 'picked_up', at: expect.any(String), note_for_customer: null },
      });

      await move(mine.id, 'cancelled', 'The machine broke down');
      const cancelled = await stream.next((m) => m.data?.status === 'cancelled');
      expect(cancelled.data.event.note_for_customer).toBe('The machine broke down');
      expect(stream.messages.some((m) => m.data?.booking === theirs.id)).toBe(false);
    } finally {
      await stream.close();
    }
  });

  it('says when money moved on a booking', async () => {
    const customer = await createCustomer(ctx);
    const booking = await createBookingAt(ctx, customer.user.id, branch);
    const stream = await openStream(copyB, '/api/bookings/events/', customer.token);
    try {
      const paid = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/payments`, {
        token: admin,
        body: { method: 'cash', amount: booking.subTotal },
      });
      expect(paid.status).toBe(200);
      const message = await stream.next((m) => m.data?.kind === 'payment');
      expect(message.data).toEqual({ kind: 'payment', booking: booking.id, status: 'pending', event: null });
    } finally {
      await stream.close();
    }
  });
});

describe('GET /api/bookings/{id}: the timeline', () => {
  it('shows each status with its time and what the customer was told, never staff names or notes', async () => {
    const customer = await createCustomer(ctx);
    const booking = await createBookingAt(ctx, customer.user.id, branch);
    await move(booking.id, 'picked_up');
    await move(booking.id, 'cancelled', 'Stains we cannot remove');
    const { status, json } = await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: customer.token });
    expect(status).toBe(200);
    expect(json.order_number).toMatch(/^ADM-\d+$/);
    expect(json.events).toEqual([
      { status: 'pending', at: expect.any(String), note_for_customer: null },
      { status: 'picked_up', at: expect.any(String), note_for_customer: null },
      { status: 'cancelled', at: expect.any(String), note_for_customer: 'Stains we cannot remove' },
    ]);
    expect(JSON.stringify(json)).not.toContain('Kofi Boateng'); // the staff member's name
  });
});

describe('POST /api/bookings/{id}/book-again', () => {
  it('puts the lines of a completed or cancelled booking back in the basket, skipping items no longer offered', async () => {
    const customer = await createCustomer(ctx);
    const booking = await createBookingAt(ctx, customer.user.id, branch);
    await move(booking.id, 'cancelled', 'Customer away');
    const lines = await ctx.database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id)).orderBy(bookingItems.itemName);
    // The first line's item has left the catalogue since (its lines keep their name, not the item).
    await ctx.database.db.update(bookingItems).set({ itemId: null }).where(eq(bookingItems.id, lines[0].id));

    const { status, json } = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/book-again`, { token: customer.token });
    expect(status).toBe(200);
    expect(json).toEqual({
      added: [{ item_name: lines[1].itemName, quantity: lines[1].quantity }],
      skipped: [{ item_name: lines[0].itemName, reason: BOOKING_MESSAGES.itemArchived }],
    });
    const basket = await call(ctx.app, 'GET', '/api/bookings/basket/', { token: customer.token });
    const [current] = await ctx.database.db.select().from(items).where(eq(items.id, lines[1].itemId!));
    expect(basket.json.results).toEqual([
      expect.objectContaining({ item: lines[1].itemId, quantity: lines[1].quantity, total: (Number(current.price) * lines[1].quantity).toFixed(2) }),
    ]);
  });

  it('refuses a booking still in progress (409), and anyone else’s (404)', async () => {
    const customer = await createCustomer(ctx);
    const stranger = await createCustomer(ctx);
    const booking = await createBookingAt(ctx, customer.user.id, branch);
    const early = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/book-again`, { token: customer.token });
    expect(early).toMatchObject({ status: 409, json: { detail: BOOKING_MESSAGES.notFinished } });
    expect((await call(ctx.app, 'POST', `/api/bookings/${booking.id}/book-again`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/bookings/basket/', { token: customer.token })).json.results).toEqual([]);
  });
});
