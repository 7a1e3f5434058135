/**
 * GET /api/ready on a real app and database: ready when the database and Redis answer and every
 * migration of this copy is applied; not ready (503, naming why) otherwise, and from the moment
 * the copy begins to shut down, when its open event streams are told to reconnect elsewhere.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { buildTestApp, call, createCustomer, type TestContext } from '../../../test/helper';
import { openStream } from '../../../test/event-stream-client';
import { RECONNECT_AFTER_SHUTDOWN_MS } from '../../live/event-streams';

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('GET /api/ready', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_PREFIX: `ready-test-${Date.now()}:` });
  });
  afterAll(() => ctx.close());

  it('is ready when the database and Redis answer and the migrations are applied', async () => {
    const { status, json } = await call(ctx.app, 'GET', '/api/ready');
    expect(json).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'up', migrations: 'applied', shutting_down: false },
    });
    expect(status).toBe(200);
  });

  it('is not ready while a migration of this copy is missing from the database', async () => {
    const [last] = (
      (await ctx.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const { status, json } = await call(ctx.app, 'GET', '/api/ready');
      expect(status).toBe(503);
      expect(json.checks.migrations).toBe('pending');
    } finally {
      await ctx.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last.hash}, ${last.created_at})`);
    }
    expect((await call(ctx.app, 'GET', '/api/ready')).status).toBe(200);
  });
});

it('is not ready when Redis cannot be reached, though liveness still answers', async () => {
  const ctx = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  try {
    const { status, json } = await call(ctx.app, 'GET', '/api/ready');
    expect(status).toBe(503);
    expect(json).toMatchObject({ status: 'not_ready', checks: { redis: 'down', database: 'up' } });
    expect((await call(ctx.app, 'GET', '/api/health')).status).toBe(200);
  } finally {
    await ctx.close();
  }
});

it('reports Redis as not configured without REDIS_URL, and is ready', async () => {
  const ctx = await buildTestApp();
  try {
    const { status, json } = await call(ctx.app, 'GET', '/api/ready');
    expect(status).toBe(200);
    expect(json.checks.redis).toBe('not_configured');
  } finally {
    await ctx.close();
  }
});

it('turns not-ready when the shutdown begins and tells open event streams to reconnect elsewhere', async () => {
  const ctx = await buildTestApp();
  try {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const customer = await createCustomer(ctx);
    const stream = await openStream(ctx.app, '/api/bookings/events/', customer.token);
    let raw = '';
    const decoder = new TextDecoder();
    // The raw text too, for the `retry:` field the parsed messages leave out.
    const rawStream = await fetch(`http://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}/api/bookings/events/`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const rawReading = (async () => {
      for await (const chunk of rawStream.body as unknown as AsyncIterable<Uint8Array>) raw += decoder.decode(chunk, { stream: true });
    })().catch(() => undefined);

    ctx.app.shutdown.begin();

    const { status, json } = await call(ctx.app, 'GET', '/api/ready');
    expect(status).toBe(503);
    expect(json.checks.shutting_down).toBe(true);
    const closing = await stream.next((message) => message.event === 'closing');
    expect(closing.data).toEqual({ reason: 'This server is restarting; reconnect.' });
    await stream.reading;
    expect(stream.ended).toBe(true);
    await rawReading;
    expect(raw).toContain(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
    expect(raw.indexOf('retry:')).toBeLessThan(raw.indexOf('event: closing'));
  } finally {
    await ctx.close();
  }
});
