/**
 * The Prometheus endpoint on a real app and database: behind METRICS_TOKEN, and what an owner
 * reads there after real traffic: requests by route pattern and status, payments verified and
 * failed, emails sent and failed, the outbox's backlog and its oldest message, open event
 * streams, site builds and rate-limit refusals.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildTestApp, call, createCustomer, eventually, type TestContext } from '../../test/helper';
import { createCheckedOutBooking } from '../../test/fixtures';
import { openStream } from '../../test/event-stream-client';
import { startSmtpServer } from '../../test/fake-smtp';

const TOKEN = 'metrics-token-0123456789abcdef';
const FAKE_BUILD = path.resolve(__dirname, '../../test/fake-site-build.mjs');

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dir: string;

beforeAll(async () => {
  // The mail server is busy for the first message (a failure to retry), then takes them.
  smtp = await startSmtpServer({ busyFor: 1 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-metrics-'));
  fs.writeFileSync(path.join(dir, 'content.json'), JSON.stringify({ posts: [] }));
  process.env.FAKE_SITE_CONTENT = path.join(dir, 'content.json');
  delete process.env.FAKE_SITE_GATE;
  ctx = await buildTestApp({
    METRICS_TOKEN: TOKEN,
    MAIL_URL: `smtp://127.0.0.1:${smtp.port}`,
    RATE_LIMIT_PER_EMAIL: '2',
    SITE_BUILDS_DIR: path.join(dir, 'site'),
    SITE_SOURCE_DIR: dir,
    SITE_BUILD_COMMAND: `node ${FAKE_BUILD}`,
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The metrics text as a scraper with the token reads it. */
async function scrape(): Promise<string> {
  const { status, response } = await call(ctx.app, 'GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
}

/** The value of one series (name and exact labels), or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('answers only a scraper with the token', async () => {
    expect((await call(ctx.app, 'GET', '/api/metrics')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    const customer = await createCustomer(ctx);
    expect((await call(ctx.app, 'GET', '/api/metrics', { token: customer.token })).status).toBe(401);
    await scrape();
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const bare = await buildTestApp();
    try {
      expect((await call(bare.app, 'GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('what the metrics show', () => {
  it('counts requests by route pattern and status, and times them', async () => {
    const customer = await createCustomer(ctx);
    const booking = await createCheckedOutBooking(ctx, customer.user.id);
    await call(ctx.app, 'GET', `/api/bookings/${booking.id}`, { token: customer.token });
    await call(ctx.app, 'GET', '/api/bookings/00000000-0000-4000-8000-000000000000', { token: customer.token });
    const text = await scrape();
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/bookings/:id",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/bookings/:id",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/bookings/:id",status="200"}')).toBeGreaterThanOrEqual(1);
    // Ids never become series of their own.
    expect(text).not.toContain(booking.id);
    // PostgreSQL's pool (test/helper opens it with 5 connections); PGlite has no pool.
    expect(valueOf(text, 'db_pool_connections{state="max"}')).toBe(ctx.database.driver === 'postgres' ? 5 : undefined);
  });

  it('counts payments verified and failed', async () => {
    const customer = await createCustomer(ctx);
    const before = await scrape();
    const verifiedBefore = valueOf(before, 'payments_verified_total{provider="sandbox"}') ?? 0;
    const failedBefore = valueOf(before, 'payments_failed_total{provider="sandbox"}') ?? 0;
    for (const outcome of ['success', 'failed'] as const) {
      const booking = await createCheckedOutBooking(ctx, customer.user.id);
      const { json } = await call(ctx.app, 'POST', '/api/finance/pay/', { token: customer.token, body: { booking: booking.id } });
      const reference = json.data.reference as string;
      await call(ctx.app, 'POST', `/api/finance/sandbox/${reference}/complete`, { token: customer.token, body: { outcome } });
      await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: customer.token, body: { reference } });
    }
    const after = await scrape();
    expect(valueOf(after, 'payments_verified_total{provider="sandbox"}')).toBe(verifiedBefore + 1);
    expect(valueOf(after, 'payments_failed_total{provider="sandbox"}')).toBe(failedBefore + 1);
  });

  it('counts emails sent and failed, and shows the backlog and the age of the oldest unsent message', async () => {
    const customer = await createCustomer(ctx);
    await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email: customer.user.email } });
    // An SMS nobody here sends, waiting for ten minutes.
    await ctx.database.db.execute(sql`
      insert into outbox_emails (channel, "to", subject, text, kind, next_attempt_at, created_at)
      values ('sms', '+233241234567', 'Order', 'Your order is ready', 'booking_ready', now(), now() - interval '10 minutes')`);
    // The busy mail server refused the first email of this file (it waits for its retry), and took
    // every other one; receipts of earlier tests may still be on their way.
    const text = await eventually(
      scrape,
      (t) =>
        valueOf(t, 'notifications_failed_total{channel="email",will_retry="yes"}') === 1 &&
        valueOf(t, 'notifications_sent_total{channel="email"}') === smtp.received.length &&
        valueOf(t, 'outbox_unsent_messages{channel="email"}') === 1,
    );
    expect(valueOf(text, 'notifications_failed_total{channel="email",will_retry="yes"}')).toBe(1);
    expect(valueOf(text, 'notifications_sent_total{channel="email"}')).toBe(smtp.received.length);
    expect(valueOf(text, 'outbox_unsent_messages{channel="email"}')).toBe(1);
    expect(valueOf(text, 'outbox_unsent_messages{channel="sms"}')).toBe(1);
    expect(valueOf(text, 'outbox_oldest_unsent_age_seconds{channel="sms"}')).toBeGreaterThanOrEqual(600);
  });

  it('shows the event streams open on this copy', async () => {
    const customer = await createCustomer(ctx);
    const stream = await openStream(ctx.app, '/api/bookings/events/', customer.token);
    expect(valueOf(await scrape(), 'event_streams_open{stream="bookings"}')).toBe(1);
    await stream.close();
    const closed = await eventually(scrape, (text) => valueOf(text, 'event_streams_open{stream="bookings"}') === 0);
    expect(valueOf(closed, 'event_streams_open{stream="bookings"}')).toBe(0);
  });

  it('counts site builds by outcome, with their duration', async () => {
    await ctx.app.sitePublishing.request({ trigger: 'admin', changedPosts: [] });
    await ctx.app.sitePublishing.idle();
    const text = await scrape();
    expect(valueOf(text, 'site_builds_total{outcome="published"}')).toBe(1);
    expect(valueOf(text, 'site_build_duration_seconds_count{outcome="published"}')).toBe(1);
  });

  it('counts calls refused by a rate limit', async () => {
    const email = `throttled.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      await call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password: 'Wrong@2026pass' } });
    }
    expect(valueOf(await scrape(), 'rate_limit_refusals_total{action="login"}')).toBe(1);
  });
});
