import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, call, createCustomer, eventually, type TestContext } from '../../test/helper';
import { createCheckedOutBooking } from '../../test/fixtures';
import { TEST_PORTS } from '../../test/local-ports';

let ctx: TestContext;
const LIMITS = { TRUST_PROXY: 'true', RATE_LIMIT_PER_IP: '4', RATE_LIMIT_PER_EMAIL: '2', RATE_LIMIT_WINDOW: '600' };
beforeAll(async () => {
  ctx = await buildTestApp(LIMITS);
});
afterAll(() => ctx.close());

/** Another copy of the API on the same database (as behind a load balancer), with its own settings. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', SITE_DIR: '', LOG_LEVEL: 'silent', ...LIMITS, ...env });
  const app = await buildApp({ config, database: ctx.database });
  await app.ready();
  return app;
}

let ipCounter = 0;
/** A client address no other test uses (the app trusts X-Forwarded-For here, as behind a proxy). */
const newIp = () => `10.1.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;
let emailCounter = 0;
const newEmail = () => `limit.${Date.now()}.${(emailCounter += 1)}@example.com`;

const post = (app: FastifyInstance, url: string, body: unknown, ip: string) =>
  call(app, 'POST', url, { body, headers: { 'x-forwarded-for': ip } });

const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds?\.$/;

function expectThrottled(answer: Awaited<ReturnType<typeof post>>, windowSeconds = 600) {
  expect(answer.status).toBe(429);
  expect(answer.json.detail).toMatch(THROTTLED);
  const retryAfter = Number(answer.response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(answer.json.detail).toContain(`in ${retryAfter} second`);
}

describe('sign-in limits', () => {
  it('limits tries per email, whatever the IP and the case', async () => {
    const email = newEmail();
    const body = { email, password: 'Wrong@Pass1' };
    expect((await post(ctx.app, '/api/auth/login/', body, newIp())).status).toBe(401);
    expect((await post(ctx.app, '/api/auth/login/', { ...body, email: email.toUpperCase() }, newIp())).status).toBe(401);
    expectThrottled(await post(ctx.app, '/api/auth/login/', { ...body, email: ` ${email} ` }, newIp()));
  });

  it('limits tries per IP, counting malformed ones too', async () => {
    const ip = newIp();
    expect((await post(ctx.app, '/api/auth/login/', { email: 'broken', password: '' }, ip)).status).toBe(400);
    for (let n = 0; n < 3; n += 1) {
      expect((await post(ctx.app, '/api/auth/login/', { email: newEmail(), password: 'Wrong@Pass1' }, ip)).status).toBe(401);
    }
    expectThrottled(await post(ctx.app, '/api/auth/login/', { email: newEmail(), password: 'Wrong@Pass1' }, ip));
    // The same IP may still do other things: each call has its own counters.
    const signup = await post(ctx.app, '/api/auth/signup/', { name: 'Ama', email: newEmail(), password: 'Laundry@2026', password2: 'Laundry@2026' }, ip);
    expect(signup.status).toBe(201);
  });

  it('does not let the right password through once the email is over its limit', async () => {
    const { user } = await createCustomer(ctx);
    await post(ctx.app, '/api/auth/login/', { email: user.email, password: 'Wrong@Pass1' }, newIp());
    await post(ctx.app, '/api/auth/login/', { email: user.email, password: 'Wrong@Pass1' }, newIp());
    expectThrottled(await post(ctx.app, '/api/auth/login/', { email: user.email, password: 'Laundry#2026' }, newIp()));
  });
});

describe('sign-up and password reset limits', () => {
  it('limits sign-ups per email', async () => {
    const body = { name: 'Ama', email: newEmail(), password: 'Laundry@2026', password2: 'Laundry@2026' };
    expect((await post(ctx.app, '/api/auth/signup/', body, newIp())).status).toBe(201);
    expect((await post(ctx.app, '/api/auth/signup/', body, newIp())).status).toBe(400);
    expectThrottled(await post(ctx.app, '/api/auth/signup/', body, newIp()));
  });

  it('limits reset-code requests per email', async () => {
    const email = newEmail();
    expect((await post(ctx.app, '/api/auth/forget-password', { email }, newIp())).status).toBe(200);
    expect((await post(ctx.app, '/api/auth/forget-password', { email: email.toUpperCase() }, newIp())).status).toBe(200);
    expectThrottled(await post(ctx.app, '/api/auth/forget-password', { email }, newIp()));
  });

  it('limits reset tries per reset request and per IP', async () => {
    const { json } = await post(ctx.app, '/api/auth/forget-password', { email: newEmail() }, newIp());
    const body = { token: json.token, code: '000000', password: 'Fresh@Start9' };
    expect((await post(ctx.app, '/api/auth/reset-password', body, newIp())).status).toBe(400);
    expect((await post(ctx.app, '/api/auth/reset-password', body, newIp())).status).toBe(400);
    expectThrottled(await post(ctx.app, '/api/auth/reset-password', body, newIp()));

    const ip = newIp();
    for (let n = 0; n < 4; n += 1) {
      expect((await post(ctx.app, '/api/auth/reset-password', { ...body, token: `unknown-${n}` }, ip)).status).toBe(400);
    }
    expectThrottled(await post(ctx.app, '/api/auth/reset-password', { ...body, token: 'unknown-5' }, ip));
  });

  it('opens again when the window has passed', async () => {
    const app = await appWith({ RATE_LIMIT_WINDOW: '1', RATE_LIMIT_PER_EMAIL: '1' });
    try {
      const body = { email: newEmail(), password: 'Wrong@Pass1' };
      expect((await post(app, '/api/auth/login/', body, newIp())).status).toBe(401);
      const throttled = await post(app, '/api/auth/login/', body, newIp());
      expectThrottled(throttled, 1);
      expect(throttled.json.detail).toBe('Request was throttled. Expected available in 1 second.');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await post(app, '/api/auth/login/', body, newIp())).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('payment limits', () => {
  it("limits a customer's pay and verify calls together, whatever the IP, and no one else's", async () => {
    const app = await appWith({ RATE_LIMIT_PAYMENTS_PER_USER: '3', RATE_LIMIT_PER_IP: '1000' });
    try {
      const ama = await createCustomer(ctx, { name: 'Ama Payer' });
      const kofi = await createCustomer(ctx, { name: 'Kofi Payer' });
      const booking = await createCheckedOutBooking(ctx, ama.user.id);
      const pay = (token: string, body: unknown) =>
        call(app, 'POST', '/api/finance/pay/', { token, body, headers: { 'x-forwarded-for': newIp() } });
      const verify = (token: string, reference: string) =>
        call(app, 'POST', '/api/finance/verify-payment/', { token, body: { reference }, headers: { 'x-forwarded-for': newIp() } });

      const started = await pay(ama.token, { booking: booking.id });
      expect(started.status).toBe(200);
      expect((await verify(ama.token, started.json.data.reference)).status).toBe(400); // not paid yet
      expect((await pay(ama.token, { booking: 'not-a-uuid' })).status).toBe(400); // malformed calls count too
      expectThrottled(await verify(ama.token, started.json.data.reference));
      expectThrottled(await pay(ama.token, { booking: booking.id }));
      // Another customer, even from the same address, is not held back by Ama's calls.
      expect((await pay(kofi.token, { booking: booking.id })).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis(`counters in Redis${redisUrl ? '' : ' (skipped: REDIS_URL is not set)'}`, () => {
  const prefix = `adom-test:${Date.now()}:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('shares the counts between copies of the API, under the configured prefix', async () => {
    const env = { REDIS_URL: redisUrl!, RATE_LIMIT_PREFIX: prefix, RATE_LIMIT_PER_EMAIL: '3' };
    const [first, second] = [await appWith(env), await appWith(env)];
    try {
      const body = { email: newEmail(), password: 'Wrong@Pass1' };
      expect((await post(first, '/api/auth/login/', body, newIp())).status).toBe(401);
      expect((await post(second, '/api/auth/login/', body, newIp())).status).toBe(401);
      expect((await post(first, '/api/auth/login/', body, newIp())).status).toBe(401);
      expectThrottled(await post(second, '/api/auth/login/', body, newIp()));

      const keys = await redis.keys(`${prefix}*`);
      const emailKey = keys.find((key) => key.endsWith(`login:account:${body.email}`));
      expect(emailKey).toBeDefined();
      expect(await redis.get(emailKey!)).toBe('4');
      const ttl = await redis.pttl(emailKey!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(600_000);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('still limits, in memory, when Redis cannot be reached at start', async () => {
    // A port of this suite's range with nothing listening on it.
    const app = await appWith({ REDIS_URL: `redis://127.0.0.1:${TEST_PORTS[TEST_PORTS.length - 1]}`, RATE_LIMIT_PREFIX: prefix });
    try {
      const email = newEmail();
      for (let i = 0; i < 2; i += 1) expect((await post(app, '/api/auth/login/', { email, password: 'Wrong@Pass1' }, newIp())).status).toBe(401);
      expectThrottled(await post(app, '/api/auth/login/', { email, password: 'Wrong@Pass1' }, newIp()));
      expect(app.rateLimitFallback).toMatchObject({ active: true, outages: 1 });
    } finally {
      await app.close();
    }
  });
});

/** A free TCP port on the loopback interface. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const redisServer = spawnSync('redis-server', ['--version']).status === 0 ? 'redis-server' : undefined;
if (!redisServer) console.log('rate-limit.test: the Redis outage test is skipped: redis-server is not installed');
const describeWithRedisServer = redisServer ? describe : describe.skip;

describeWithRedisServer('when Redis stops under a running server (a private redis-server of this test)', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
  });

  it('sign-in, sign-up, password reset and payments keep a limit, counted in memory, with a count of it', async () => {
    const port = await freePort();
    // Never the machine's shared Redis: this one is ours to stop.
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    const url = `redis://127.0.0.1:${port}`;
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    await probe.connect().catch(() => undefined);
    await eventually(() => probe.ping().catch(() => 'not yet'), (answer) => answer === 'PONG');
    const prefix = `adom:rate-limit:outage:${process.pid}:`;
    const app = await appWith({ REDIS_URL: url, RATE_LIMIT_PREFIX: prefix, RATE_LIMIT_PAYMENTS_PER_USER: '2' });
    try {
      // Counted in Redis while it runs.
      const email = newEmail();
      expect((await post(app, '/api/auth/login/', { email, password: 'Wrong@Pass1' }, newIp())).status).toBe(401);
      expect((await probe.keys(`${prefix}*`)).length).toBeGreaterThan(0);
      expect(app.rateLimitFallback).toMatchObject({ active: false, countedInMemory: 0 });

      probe.disconnect();
      server.kill('SIGTERM');
      await exited;

      // Every limited call still meets its limit (2 per email, 4 per IP, 2 payments per customer).
      const login = { email: newEmail(), password: 'Wrong@Pass1' };
      for (let i = 0; i < 2; i += 1) expect((await post(app, '/api/auth/login/', login, newIp())).status).toBe(401);
      expectThrottled(await post(app, '/api/auth/login/', login, newIp()));

      const signupEmail = newEmail();
      const signup = (i: number) => ({ name: 'Ama Mensah', email: signupEmail, password: 'Laundry@2026', password2: i === 0 ? 'Laundry@2026' : 'Other@2026x' });
      for (let i = 0; i < 2; i += 1) expect([201, 400]).toContain((await post(app, '/api/auth/signup/', signup(i), newIp())).status);
      expectThrottled(await post(app, '/api/auth/signup/', signup(2), newIp()));

      const resetEmail = newEmail();
      for (let i = 0; i < 2; i += 1) expect((await post(app, '/api/auth/forget-password', { email: resetEmail }, newIp())).status).toBe(200);
      expectThrottled(await post(app, '/api/auth/forget-password', { email: resetEmail }, newIp()));

      const ip = newIp();
      for (let i = 0; i < 4; i += 1) expect((await post(app, '/api/auth/reset-password', { token: `t${i}`, code: '000000', password: 'Laundry@2026', password2: 'Laundry@2026' }, ip)).status).toBe(400);
      expectThrottled(await post(app, '/api/auth/reset-password', { token: 't9', code: '000000', password: 'Laundry@2026', password2: 'Laundry@2026' }, ip));

      const customer = await createCustomer(ctx);
      const booking = await createCheckedOutBooking(ctx, customer.user.id);
      const pay = () => call(app, 'POST', '/api/finance/pay/', { token: customer.token, body: { booking: booking.id }, headers: { 'x-forwarded-for': newIp() } });
      for (let i = 0; i < 2; i += 1) expect((await pay()).status).toBe(200);
      expectThrottled(await pay());

      expect(app.rateLimitFallback.active).toBe(true);
      expect(app.rateLimitFallback.outages).toBe(1);
      expect(app.rateLimitFallback.countedInMemory).toBeGreaterThan(10);
    } finally {
      probe.disconnect();
      await app.close();
    }
  }, 60_000);
});
