/**
 * Delivery or collection (decision 072): chosen at checkout (collection: no dropoff address, the
 * pickup part of the fee only), changed by the customer until the order is ready (the fee and the
 * money follow, audited), shown to staff, who are offered only the matching 'Ready for …' move;
 * the other needs a reason, which the customer is told by email and SMS in the same transaction.
 * A change of the choice and a staff move at the same moment leave one consistent result.
 */
import { and, eq } from 'drizzle-orm';
import { feeParts, PICKUP_DEFAULTS } from '@laundry-accra/domain/pickup-delivery';
import { HANDOVER_MESSAGES } from '@laundry-accra/domain/handover';
import { BOOKING_CONFLICTS, type BookingStatus } from '@laundry-accra/domain/statuses';
import { messages } from '@laundry-accra/domain/rules';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import {
  auditLog,
  bookingEvents,
  bookings,
  branches,
  outboxEmails,
  partialRefunds,
  paymentTransactions,
  users,
} from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { bookablePickupDate } from '../../../test/fixtures';
import { BOOKING_MESSAGES } from './bookings.service';
import { branchIds, createStaff } from '../../../test/staff';
import { withBodies } from '../mail/outbox.repository';

let ctx: TestContext;
let branch: string;
let branchName: string;
let staff: Awaited<ReturnType<typeof createStaff>>;
let shirt: { id: string; price: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  [branch] = await branchIds(ctx);
  staff = await createStaff(ctx, 'staff', branch);
  const items = (await call(ctx.app, 'GET', '/api/items/?page_size=100')).json.results as {
    id: string;
    name: string;
    price: string;
  }[];
  shirt = items.find((i) => i.name === 'Shirt')!;
  [{ name: branchName }] = await ctx.database.db
    .select({ name: branches.name })
    .from(branches)
    .where(eq(branches.id, branch));
}, 180_000);
afterAll(() => ctx.close());

const { pickup: PICKUP_PART, delivery: DELIVERY_PART } = feeParts(PICKUP_DEFAULTS.fee);
const sum = (...amounts: string[]) =>
  fromPesewas(amounts.reduce((total, amount) => total + toPesewas(amount), 0));

let daysAhead = 1;
const nextDate = () => bookablePickupDate((daysAhead += 1));

/** A customer with a saved address and two shirts in the basket. */
async function customerWithBasket() {
  const customer = await createCustomer(ctx, { name: 'Esi Boateng' });
  // With a phone, so what she is told goes by SMS too.
  await ctx.database.db
    .update(users)
    .set({ phone: '+233241234567', smsNotifications: true })
    .where(eq(users.id, customer.user.id));
  const address = (
    await call(ctx.app, 'POST', '/api/address/', {
      token: customer.token,
      body: { address_name: 'Home', address: '3 Ring Rd, Osu' },
    })
  ).json.id as string;
  expect(
    (
      await call(ctx.app, 'POST', '/api/bookings/basket/', {
        token: customer.token,
        body: { item: shirt.id, quantity: 2 },
      })
    ).status,
  ).toBe(201);
  return { ...customer, address };
}
type Customer = Awaited<ReturnType<typeof customerWithBasket>>;

const checkout = (customer: Customer, body: Record<string, unknown>) =>
  call(ctx.app, 'POST', '/api/bookings/checkout/', {
    token: customer.token,
    body: { pickup_address: customer.address, branch, pickup_date: nextDate(), ...body },
  });

const edit = (customer: Customer, id: string, body: Record<string, unknown>) =>
  call(ctx.app, 'PATCH', `/api/bookings/${id}`, { token: customer.token, body });

const detail = (id: string) =>
  call(ctx.app, 'GET', `/api/ops/bookings/${id}`, { token: staff.token });

async function move(id: string, status: BookingStatus, note?: string) {
  const { version } = (await detail(id)).json;
  return call(ctx.app, 'POST', `/api/ops/bookings/${id}/status`, {
    token: staff.token,
    body: { status, version, ...(note ? { note } : {}) },
  });
}

/** Staff take the order to packaging, one move at a time. */
async function toPackaging(id: string) {
  for (const status of ['picked_up', 'washing', 'packaging'] as const)
    expect((await move(id, status)).status).toBe(200);
}

const told = (bookingId: string, kind: string) =>
  ctx.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, kind)))
    .then(withBodies);

const stored = async (id: string) =>
  (await ctx.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('checkout', () => {
  it("'I'll collect at …' books with no dropoff address and the pickup part of the fee only", async () => {
    const customer = await customerWithBasket();
    // A dropoff address sent with collection is dropped.
    const booked = await checkout(customer, {
      handover: 'collection',
      dropoff_address: customer.address,
    });
    expect(booked.status).toBe(201);
    const items = sum(shirt.price, shirt.price);
    expect(booked.json).toMatchObject({
      handover: 'collection',
      dropoff_address: null,
      pickup_fee: PICKUP_PART,
      total: sum(items, PICKUP_PART),
    });
    expect(await stored(booked.json.id)).toMatchObject({
      handover: 'collection',
      dropoffAddressId: null,
      pickupTermsFee: '10.00',
    });
    const [payment] = await ctx.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booked.json.id));
    expect(payment.amountPesewas).toBe(toPesewas(sum(items, PICKUP_PART)));

    // Staff see it on the order and the route sheet, with no dropoff leg.
    const order = (await detail(booked.json.id)).json;
    expect(order).toMatchObject({ handover: 'collection', dropoff_address: null });
    const sheet = await call(
      ctx.app,
      'GET',
      `/api/ops/routes/?branch=${branch}&date=${booked.json.pickup_date}`,
      { token: staff.token },
    );
    expect(
      sheet.json.stops.find((s: { booking: string }) => s.booking === booked.json.id),
    ).toMatchObject({ handover: 'collection' });
    // The placed email names the choice and the fee as 'Pickup'.
    const [placed] = (await told(booked.json.id, 'booking_placed')).filter(
      (r) => r.channel === 'email',
    );
    expect(placed.text).toContain(`You collect it at ${branchName}`);
  });

  it('delivery is the default and keeps the whole fee; it needs a dropoff address; an unknown choice is refused', async () => {
    const customer = await customerWithBasket();
    const missing = await checkout(customer, {});
    expect(missing).toMatchObject({
      status: 400,
      json: { dropoff_address: [messages.checkout.dropoff_address] },
    });
    const unknown = await checkout(customer, {
      handover: 'teleport',
      dropoff_address: customer.address,
    });
    expect(unknown).toMatchObject({
      status: 400,
      json: { handover: [HANDOVER_MESSAGES.handover] },
    });
    const booked = await checkout(customer, { dropoff_address: customer.address });
    expect(booked.json).toMatchObject({
      handover: 'delivery',
      dropoff_address: customer.address,
      pickup_fee: PICKUP_DEFAULTS.fee,
    });
    expect(sum(PICKUP_PART, DELIVERY_PART)).toBe(PICKUP_DEFAULTS.fee);
  });
});

describe('staff moves follow the choice', () => {
  it("offers only 'Ready for Pickup' for a collection; 'Ready for Delivery' needs a reason the customer is told", async () => {
    const customer = await customerWithBasket();
    const { id } = (await checkout(customer, { handover: 'collection' })).json;
    await toPackaging(id);
    const order = (await detail(id)).json;
    expect(order).toMatchObject({
      next_statuses: ['ready_for_pickup'],
      override_statuses: ['ready_for_delivery'],
    });

    for (const note of [undefined, '  ']) {
      const refused = await move(id, 'ready_for_delivery', note);
      expect(refused).toMatchObject({
        status: 400,
        json: { note: [HANDOVER_MESSAGES.overrideReason] },
      });
    }
    expect((await detail(id)).json).toMatchObject({ status: 'packaging', version: order.version });
    expect(await told(id, 'booking_ready_for_delivery')).toHaveLength(0);

    const reason = 'The customer called: she is travelling, her sister takes it at home';
    const moved = await move(id, 'ready_for_delivery', reason);
    expect(moved).toMatchObject({
      status: 200,
      json: { status: 'ready_for_delivery', handover: 'collection' },
    });
    const [event] = await ctx.database.db
      .select()
      .from(bookingEvents)
      .where(
        and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toStatus, 'ready_for_delivery')),
      );
    expect(event.note).toBe(reason);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.status')));
    const overridden = audits.find(
      (row) => (row.after as Record<string, unknown>).status === 'ready_for_delivery',
    );
    expect(overridden).toMatchObject({
      actorId: staff.user.id,
      after: { note: reason, against_choice: 'collection' },
    });
    // Told by email and SMS, with the reason, in the move's transaction.
    const rows = await told(id, 'booking_ready_for_delivery');
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    const email = rows.find((r) => r.channel === 'email')!;
    expect(email.text).toContain(reason);
    expect(email.text).toContain('You chose to collect it');
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(sms.text).toContain('we will deliver it to you');
    expect(sms.text.length).toBeLessThanOrEqual(160);
  });

  it("a delivery order is offered 'Ready for Delivery' and told as always; 'Ready for Pickup' is the override", async () => {
    const customer = await customerWithBasket();
    const { id } = (await checkout(customer, { dropoff_address: customer.address })).json;
    await toPackaging(id);
    expect((await detail(id)).json).toMatchObject({
      next_statuses: ['ready_for_delivery'],
      override_statuses: ['ready_for_pickup'],
    });
    expect((await move(id, 'ready_for_delivery')).status).toBe(200);
    const email = (await told(id, 'booking_ready_for_delivery')).find(
      (r) => r.channel === 'email',
    )!;
    expect(email.text).toContain('will be brought to your dropoff address');
    expect(email.text).not.toContain('Why');
  });

  it("'Ready for Pickup' against a delivery tells the customer why they must come to the branch", async () => {
    const customer = await customerWithBasket();
    const { id } = (await checkout(customer, { dropoff_address: customer.address })).json;
    await toPackaging(id);
    expect((await move(id, 'ready_for_pickup', 'Our rider is off sick today')).status).toBe(200);
    const email = (await told(id, 'booking_ready_for_pickup')).find((r) => r.channel === 'email')!;
    expect(email.subject).toContain('ready for pickup');
    const sms = (await told(id, 'booking_ready_for_pickup')).find((r) => r.channel === 'sms')!;
    expect(sms.text).toContain('we cannot deliver order');
    expect(email.text).toContain('Our rider is off sick today');
    expect(email.text).toContain('You asked us to deliver it');
  });
});

describe('the customer changes the choice until the order is ready', () => {
  it('pending and unpaid: the fee and the payment follow, audited; back to delivery needs a dropoff address', async () => {
    const customer = await customerWithBasket();
    const booked = (await checkout(customer, { dropoff_address: customer.address })).json;
    const items = sum(shirt.price, shirt.price);
    const changed = await edit(customer, booked.id, { handover: 'collection' });
    expect(changed).toMatchObject({
      status: 200,
      json: {
        handover: 'collection',
        dropoff_address: null,
        pickup_fee: PICKUP_PART,
        total: sum(items, PICKUP_PART),
      },
    });
    const [payment] = await ctx.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booked.id));
    expect(payment.amountPesewas).toBe(toPesewas(sum(items, PICKUP_PART)));
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booked.id), eq(auditLog.action, 'booking.handover')));
    expect(audit).toMatchObject({
      actorId: customer.user.id,
      before: { handover: 'delivery', pickup_fee: PICKUP_DEFAULTS.fee },
      after: { handover: 'collection', pickup_fee: PICKUP_PART },
    });

    const noAddress = await edit(customer, booked.id, { handover: 'delivery' });
    expect(noAddress).toMatchObject({
      status: 400,
      json: { dropoff_address: [messages.booking.dropoff_address] },
    });
    const back = await edit(customer, booked.id, {
      handover: 'delivery',
      dropoff_address: customer.address,
    });
    expect(back.json).toMatchObject({
      handover: 'delivery',
      dropoff_address: customer.address,
      pickup_fee: PICKUP_DEFAULTS.fee,
    });
  });

  it('picked up and paid at the counter: collecting owes the delivery part back; the pickup can no longer move', async () => {
    const customer = await customerWithBasket();
    const booked = (await checkout(customer, { dropoff_address: customer.address })).json;
    const paid = await call(ctx.app, 'POST', `/api/ops/bookings/${booked.id}/payments`, {
      token: staff.token,
      body: { method: 'cash', amount: booked.total },
    });
    expect(paid.status).toBe(200);
    expect((await move(booked.id, 'picked_up')).status).toBe(200);

    const moved = await edit(customer, booked.id, {
      pickup_date: nextDate(),
      handover: 'collection',
    });
    expect(moved).toMatchObject({ status: 400, json: { detail: BOOKING_MESSAGES.notPending } });
    const changed = await edit(customer, booked.id, { handover: 'collection' });
    expect(changed.json).toMatchObject({ handover: 'collection', pickup_fee: PICKUP_PART });
    const [refund] = await ctx.database.db
      .select()
      .from(partialRefunds)
      .where(eq(partialRefunds.bookingId, booked.id));
    expect(refund).toMatchObject({ amountPesewas: toPesewas(DELIVERY_PART) });
    // Staff now see the collection's move.
    expect((await move(booked.id, 'washing')).status).toBe(200);
    expect((await move(booked.id, 'packaging')).status).toBe(200);
    expect((await detail(booked.id)).json.next_statuses).toEqual(['ready_for_pickup']);
  });

  it('once the order is ready the choice is fixed (409)', async () => {
    const customer = await customerWithBasket();
    const { id } = (await checkout(customer, { dropoff_address: customer.address })).json;
    await toPackaging(id);
    expect((await move(id, 'ready_for_delivery')).status).toBe(200);
    const late = await edit(customer, id, { handover: 'collection' });
    expect(late).toMatchObject({ status: 409, json: { detail: HANDOVER_MESSAGES.tooLate } });
    expect(await stored(id)).toMatchObject({
      handover: 'delivery',
      pickupFee: PICKUP_DEFAULTS.fee,
    });
  });

  it('a change and a staff move at the same moment leave one consistent result', async () => {
    const customer = await customerWithBasket();
    const { id } = (await checkout(customer, { dropoff_address: customer.address })).json;
    await toPackaging(id);
    const { version } = (await detail(id)).json;
    const [changed, moved] = await Promise.all([
      edit(customer, id, { handover: 'collection' }),
      call(ctx.app, 'POST', `/api/ops/bookings/${id}/status`, {
        token: staff.token,
        body: { status: 'ready_for_delivery', version },
      }),
    ]);
    const row = await stored(id);
    if (moved.status === 200) {
      // Staff first: the order is ready for delivery, and the choice came too late.
      expect(changed).toMatchObject({ status: 409, json: { detail: HANDOVER_MESSAGES.tooLate } });
      expect(row).toMatchObject({ status: 'ready_for_delivery', handover: 'delivery' });
    } else {
      // The customer first: staff's screen was stale, and the order waits, now for collection.
      expect(moved).toMatchObject({
        status: 409,
        json: { detail: BOOKING_CONFLICTS.changedByOthers },
      });
      expect(changed.status).toBe(200);
      expect(row).toMatchObject({ status: 'packaging', handover: 'collection' });
    }
    expect(await told(id, 'booking_ready_for_delivery')).toHaveLength(moved.status === 200 ? 2 : 0);
  });
});
