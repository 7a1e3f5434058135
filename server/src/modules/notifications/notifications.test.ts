/**
 * What each event writes to the outbox: exactly the expected rows per channel, with the customer's
 * choices; nothing for a change that fails or rolls back; one row per event and channel when the
 * same change is made twice or by two staff at once. Runs on PGlite and on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { BUSINESS_PHONE, OPENING_HOURS } from '@laundry-accra/domain/business';
import { bookings, outboxEmails, subscriptions, users } from '../../db/schema';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { bookablePickupDate, createSubscription } from '../../../test/fixtures';
import { branchIds, createBookingAt, createStaff } from '../../../test/staff';
import { remindSubscriptionsEnding } from './subscription-reminders';
import { UNSUBSCRIBE_PAGES } from './unsubscribe.routes';
import { SERVER_PAGE_POLICY } from '../../plugins/content-security-policy';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../config';
import { withBodies } from '../mail/outbox.repository';

let ctx: TestContext;
let admin: string;
let branch: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await createStaff(ctx, 'admin', null)).token;
  [branch] = await branchIds(ctx);
});
afterAll(() => ctx.close());

const PHONE = '+233241234567';

/** A customer; with a phone unless `phone` is null, and the given choices. */
async function customer(choices: { phone?: string | null; smsNotifications?: boolean; marketingEmails?: boolean } = {}) {
  const account = await createCustomer(ctx, { name: 'Abena Owusu' });
  await ctx.database.db
    .update(users)
    .set({
      phone: choices.phone === undefined ? PHONE : choices.phone,
      smsNotifications: choices.smsNotifications ?? true,
      marketingEmails: choices.marketingEmails ?? true,
    })
    .where(eq(users.id, account.user.id));
  return account;
}

/** The outbox rows written for a customer, oldest first, as [kind, channel, to]. */
async function written(userId: string) {
  const rows = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.userId, userId)).orderBy(outboxEmails.createdAt);
  // A notification's email is kept as its facts until sent: read as it will go out.
  return withBodies(rows);
}
const summary = (rows: Awaited<ReturnType<typeof written>>) => rows.map((r) => [r.kind, r.channel, r.to]).sort();

async function move(bookingId: string, status: string, note?: string) {
  const current = await call(ctx.app, 'GET', `/api/ops/bookings/${bookingId}`, { token: admin });
  return call(ctx.app, 'POST', `/api/ops/bookings/${bookingId}/status`, {
    token: admin,
    body: { status, version: current.json.version, ...(note ? { note } : {}) },
  });
}

async function payAtCounter(booking: { id: string; subTotal: string }) {
  const paid = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/payments`, {
    token: admin,
    body: { method: 'mobile_money', amount: booking.subTotal, reference: 'MM-778812', network: 'telecel', payer_phone: '020 123 4567' },
  });
  expect(paid.status).toBe(200);
}

describe('booking placed', () => {
  it('checkout writes the email and the SMS with the order number, lines, total, pickup date and branch', async () => {
    const { user, token } = await customer();
    const address = await call(ctx.app, 'POST', '/api/address/', { token, body: { address_name: 'Home', address: '5 Oxford St, Osu' } });
    const items = await call(ctx.app, 'GET', '/api/items/?page_size=100');
    const shirt = items.json.results.find((i: { name: string }) => i.name === 'Shirt');
    await call(ctx.app, 'POST', '/api/bookings/basket/', { token, body: { item: shirt.id, quantity: 3 } });
    const pickupDate = bookablePickupDate(2);
    const booked = await call(ctx.app, 'POST', '/api/bookings/checkout/', {
      token,
      body: { pickup_address: address.json.id, dropoff_address: address.json.id, branch, pickup_date: pickupDate },
    });
    expect(booked.status).toBe(201);
    const rows = await written(user.id);
    expect(summary(rows)).toEqual([
      ['booking_placed', 'email', user.email],
      ['booking_placed', 'sms', PHONE],
    ]);
    const email = rows.find((r) => r.channel === 'email')!;
    expect(email.subject).toBe(`Order ${booked.json.order_number} is booked`);
    expect(email.bookingId).toBe(booked.json.id);
    expect(email.dedupeKey).toBe(`booking:${booked.json.id}:booking_placed:email`);
    for (const body of [email.text, email.html!]) {
      expect(body).toContain(booked.json.order_number);
      expect(body).toContain('Shirt × 3');
      expect(body).toContain(booked.json.branch.name);
    }
    expect(email.html).toMatch(/^<!DOCTYPE html/i);
    expect(email.text).toContain(`GHC\u00a0${booked.json.sub_total}`);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(sms.text).toContain(booked.json.order_number);
    expect(sms.text.length).toBeLessThanOrEqual(160);
  });
});

describe('status steps', () => {
  it('writes the email and SMS of each announced step, and nothing for washing and packaging', async () => {
    const { user } = await customer();
    const booking = await createBookingAt(ctx, user.id, branch);
    // Collected at the branch, so 'Ready for Pickup' is its move (decision 072).
    await ctx.database.db.update(bookings).set({ handover: 'collection', dropoffAddressId: null }).where(eq(bookings.id, booking.id));
    await payAtCounter(booking);
    for (const status of ['picked_up', 'washing', 'packaging', 'ready_for_pickup', 'completed']) {
      expect((await move(booking.id, status)).status).toBe(200);
    }
    expect(summary(await written(user.id))).toEqual(
      [
        ['booking_completed', 'email', user.email],
        ['booking_completed', 'sms', PHONE],
        ['booking_picked_up', 'email', user.email],
        ['booking_picked_up', 'sms', PHONE],
        ['booking_ready_for_pickup', 'email', user.email],
        ['booking_ready_for_pickup', 'sms', PHONE],
        ['payment_received', 'email', user.email],
        ['payment_received', 'sms', PHONE],
      ].sort(),
    );
    const ready = (await written(user.id)).find((r) => r.kind === 'booking_ready_for_pickup' && r.channel === 'email')!;
    // Where, the phone and the hours.
    expect(ready.text).toContain(BUSINESS_PHONE);
    expect(ready.text).toContain(OPENING_HOURS[0].time);
    // The branches' hours, as they are seeded, not the old 'Mondays to Saturdays 8:00AM - 6:30 PM'.
    expect(ready.text).toContain('Mondays to Fridays 7:00 AM - 7:00 PM; Saturdays 8:00 AM - 6:00 PM');
    const readySms = (await written(user.id)).find((r) => r.kind === 'booking_ready_for_pickup' && r.channel === 'sms')!;
    expect(readySms.text).toContain('Mon-Fri 7am-7pm, Sat 8am-6pm');
    const completed = (await written(user.id)).find((r) => r.kind === 'booking_completed' && r.channel === 'email')!;
    expect(completed.text).toMatch(/Book again/);
    expect(completed.text).toContain(`/app/bookings/booking/${booking.id}`);
  });

  it('sends no SMS to a customer who turned SMS off or gave no phone; the email always goes', async () => {
    for (const choices of [{ smsNotifications: false }, { phone: null }]) {
      const { user } = await customer(choices);
      const booking = await createBookingAt(ctx, user.id, branch);
      expect((await move(booking.id, 'picked_up')).status).toBe(200);
      expect(summary(await written(user.id))).toEqual([['booking_picked_up', 'email', user.email]]);
    }
  });

  it('a cancellation says why and what happens to the money', async () => {
    const { user } = await customer();
    const unpaid = await createBookingAt(ctx, user.id, branch);
    expect((await move(unpaid.id, 'cancelled', 'Our driver could not reach the pickup address')).status).toBe(200);
    const paid = await createBookingAt(ctx, user.id, branch);
    await payAtCounter(paid);
    expect((await move(paid.id, 'cancelled', 'Machine broke down')).status).toBe(200);
    const rows = await written(user.id);
    const of = (bookingId: string, channel: string) => rows.find((r) => r.bookingId === bookingId && r.kind === 'booking_cancelled' && r.channel === channel)!;
    expect(of(unpaid.id, 'email').text).toContain('Our driver could not reach the pickup address');
    expect(of(unpaid.id, 'email').text).toContain('Nothing was charged.');
    expect(of(paid.id, 'email').text).toMatch(/will be handed back to you at our .* branch/);
    expect(of(paid.id, 'sms').text).toMatch(/^Adom Laundry: order ADM-\d+ was cancelled: Machine broke down\. GHC [\d.]+ will be handed back at the branch\.$/);
  });

  it('a status change refused with 409 writes nothing', async () => {
    const { user } = await customer();
    const booking = await createBookingAt(ctx, user.id, branch);
    const stale = await call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, {
      token: admin,
      body: { status: 'picked_up', version: 99 },
    });
    expect(stale.status).toBe(409);
    const unpaidCompletion = await move(booking.id, 'completed');
    expect(unpaidCompletion.status).toBe(409);
    expect(await written(user.id)).toEqual([]);
  });

  it('two staff pressing the same button at once leave one change and one row per channel', async () => {
    const { user } = await customer();
    const booking = await createBookingAt(ctx, user.id, branch);
    const second = (await createStaff(ctx, 'admin', null)).token;
    const { json } = await call(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { token: admin });
    const press = (token: string) =>
      call(ctx.app, 'POST', `/api/ops/bookings/${booking.id}/status`, { token, body: { status: 'picked_up', version: json.version } });
    const answers = await Promise.all([press(admin), press(second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(summary(await written(user.id))).toEqual([
      ['booking_picked_up', 'email', user.email],
      ['booking_picked_up', 'sms', PHONE],
    ]);
  });

  it('writing the same notification again (a retried change) adds nothing, and a rolled-back change sends nothing', async () => {
    const { user } = await customer();
    const booking = await createBookingAt(ctx, user.id, branch);
    const change = { bookingId: booking.id, status: 'picked_up' as const, reason: null, paid: undefined };
    await ctx.database.db.transaction((tx) => ctx.app.notifications.bookingMoved(tx, change));
    await ctx.database.db.transaction((tx) => ctx.app.notifications.bookingMoved(tx, change));
    expect(await written(user.id)).toHaveLength(2);

    const other = await createBookingAt(ctx, user.id, branch);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.notifications.bookingMoved(tx, { ...change, bookingId: other.id });
        throw new Error('the change failed after writing');
      }),
    ).rejects.toThrow('the change failed');
    expect((await written(user.id)).filter((r) => r.bookingId === other.id)).toEqual([]);
  });
});

describe('payments, subscriptions and the password', () => {
  it('a payment writes a receipt: order number, lines, amount, method, reference and date', async () => {
    const { user } = await customer();
    const booking = await createBookingAt(ctx, user.id, branch);
    await payAtCounter(booking);
    const rows = await written(user.id);
    expect(summary(rows)).toEqual([
      ['payment_received', 'email', user.email],
      ['payment_received', 'sms', PHONE],
    ]);
    const receipt = rows.find((r) => r.channel === 'email')!;
    for (const fact of ['Mobile money', 'MM-778812', `GHC\u00a0${booking.subTotal}`, 'Order number']) expect(receipt.text).toContain(fact);
    expect(receipt.text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\u00a0[AP]M/);
  });

  it("a subscription's payment writes its welcome by email only", async () => {
    const { user } = await customer();
    const subscription = await createSubscription(ctx, user.id);
    const paid = await call(ctx.app, 'POST', `/api/ops/subscriptions/${subscription.id}/payments`, {
      token: admin,
      body: { method: 'cash', amount: subscription.price },
    });
    expect(paid.status).toBe(200);
    expect(summary(await written(user.id))).toEqual([['subscription_activated', 'email', user.email]]);
  });

  it('the renewal reminder is written once per subscription, 3 days ahead, unless reminders are off', async () => {
    const now = new Date('2031-03-10T09:00:00Z');
    const endDate = '2031-03-13';
    const ending = async (choices: { marketingEmails: boolean }) => {
      const { user } = await customer(choices);
      const subscription = await createSubscription(ctx, user.id);
      await ctx.database.db.update(subscriptions).set({ status: 'active', endDate }).where(eq(subscriptions.id, subscription.id));
      return user;
    };
    const keen = await ending({ marketingEmails: true });
    const unsubscribed = await ending({ marketingEmails: false });
    const notYet = await customer();
    const later = await createSubscription(ctx, notYet.user.id);
    await ctx.database.db.update(subscriptions).set({ status: 'active', endDate: '2031-03-14' }).where(eq(subscriptions.id, later.id));

    await remindSubscriptionsEnding(ctx.database.db, ctx.app.notifications, now);
    await remindSubscriptionsEnding(ctx.database.db, ctx.app.notifications, now);
    const rows = await written(keen.id);
    expect(summary(rows)).toEqual([['subscription_ending', 'email', keen.email]]);
    expect(rows[0].text).toContain('Pay for the next month');
    expect(rows[0].text).toMatch(/\/app\/subscriptions\/[0-9a-f-]{36}/);
    expect(rows[0].subject).toMatch(/^Your .+ subscription ends on March 13, 2031$/);
    expect(await written(unsubscribed.id)).toEqual([]);
    expect(await written(notYet.user.id)).toEqual([]);
  });

  it('a password reset writes the "password changed" email', async () => {
    const { user } = await customer();
    const asked = await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email: user.email } });
    const [codeEmail] = await ctx.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, user.email), eq(outboxEmails.kind, 'password_reset')));
    const code = /Your code is: (\d{6})/.exec(codeEmail.text!)![1];
    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', { body: { token: asked.json.token, code, password: 'Newpass@2031' } });
    expect(reset.status).toBe(200);
    expect(summary(await written(user.id))).toEqual([['password_changed', 'email', user.email]]);
  });
});

describe('unsubscribing', () => {
  it('every email carries the link and the List-Unsubscribe headers; the link asks, its button turns reminders off without signing in', async () => {
    const { user } = await customer();
    const booking = await createBookingAt(ctx, user.id, branch);
    await move(booking.id, 'picked_up');
    const [email] = (await written(user.id)).filter((r) => r.channel === 'email');
    const link = /(http:\/\/\S+\/api\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+)/.exec(email.text)![1];
    expect(email.html).toContain(`href="${link}"`);
    expect(email.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Opening the link (as a mail scanner does too) only asks.
    const url = new URL(link);
    const page = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(UNSUBSCRIBE_PAGES.confirm);
    // Its styles and its form are allowed by its policy, and nothing else.
    expect(page.headers['content-security-policy']).toBe(SERVER_PAGE_POLICY);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0].marketingEmails).toBe(true);

    // The page's button posts its form to the action it names.
    const action = /<form method="post" action="([^"]+)">/.exec(page.body)![1].replace(/&amp;/g, '&');
    const pressed = await ctx.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain(UNSUBSCRIBE_PAGES.done);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0].marketingEmails).toBe(false);
  });

  it('takes the one-click POST of a mail client, and refuses a token it did not sign', async () => {
    const { user } = await customer();
    const link = new URL(ctx.app.notifications.unsubscribeUrl(user.id));
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0].marketingEmails).toBe(false);

    const other = await customer();
    const forged = `${other.user.id}.${link.searchParams.get('token')!.split('.')[1]}`;
    const refused = await ctx.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${forged}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(UNSUBSCRIBE_PAGES.invalid);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, other.user.id)))[0].marketingEmails).toBe(true);
  });
});

describe('what staff and developers read', () => {
  it("the order's detail lists what its customer was sent, with the state", async () => {
    const { user } = await customer();
    const booking = await createBookingAt(ctx, user.id, branch);
    await move(booking.id, 'picked_up');
    const { json } = await call(ctx.app, 'GET', `/api/ops/bookings/${booking.id}`, { token: admin });
    expect(json.notifications.map((n: { channel: string; kind: string; state: string }) => [n.kind, n.channel, n.state]).sort()).toEqual([
      ['booking_picked_up', 'email', 'kept'],
      ['booking_picked_up', 'sms', 'kept'],
    ]);
  });

  it('GET /api/dev/outbox lists each row with its channel, by channel and by order', async () => {
    const { user } = await customer();
    const booking = await createBookingAt(ctx, user.id, branch);
    await move(booking.id, 'picked_up');
    const sms = await call(ctx.app, 'GET', `/api/dev/outbox/?channel=sms&booking=${booking.id}`);
    expect(sms.status).toBe(200);
    expect(sms.json.results).toEqual([
      expect.objectContaining({ channel: 'sms', to: PHONE, kind: 'booking_picked_up', booking: booking.id, sent_at: null }),
    ]);
    const bad = await call(ctx.app, 'GET', '/api/dev/outbox/?channel=fax');
    expect(bad.status).toBe(400);
  });
});

it("the business's phone in the messages is the site's (content/site.yaml); the hours are the branches', for both", () => {
  const site = fs.readFileSync(path.join(ROOT_DIR, 'content', 'site.yaml'), 'utf8');
  expect(site).toContain(`phone: ${BUSINESS_PHONE}`);
  // No hours of its own: the build gives the site OPENING_HOURS (gatsby-node.ts).
  expect(site).not.toMatch(/^hours:/m);
});
