/**
 * SIGTERM as a rollout sends it, to the server as its own process (src/server.ts) on a real
 * database: checkouts in flight when it arrives complete, or are refused cleanly, and none is half
 * written; a request still open when the grace period ends is cut and the process exits anyway.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type DatabaseOptions } from './db/client';
import { prepareDatabase } from './db/prepare';
import { addresses, basketItems, bookingItems, bookings, branches, items, users } from './db/schema';
import { emptyPostgresDatabase, testDriver, TEST_PASSWORD_HASH } from '../test/helper';
import { bookablePickupDate } from '../test/fixtures';

const SERVER = path.resolve(__dirname, 'server.ts');
const CUSTOMERS = 12;

interface Customer {
  id: string;
  token: string;
  addressId: string;
}

interface World {
  options: DatabaseOptions;
  env: Record<string, string>;
  port: number;
  customers: Customer[];
  branchId: string;
  cleanUp(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A migrated database with customers whose baskets are full, and the server's environment. */
async function makeWorld(): Promise<World> {
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_DIR: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_SECONDS: '30',
  };
  let options: DatabaseOptions;
  let cleanUp: () => Promise<void>;
  if (testDriver() === 'postgres') {
    const target = await emptyPostgresDatabase('sigterm');
    options = { url: target.url, onConnectionError: () => {} };
    env.DATABASE_URL = target.url;
    cleanUp = target.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigterm-'));
    options = { dataDir: dir };
    env.DATA_DIR = dir;
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const database = await openDatabase(options);
  try {
    await prepareDatabase(database);
    const app = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent' }), database });
    const [branch] = await database.db.select().from(branches).limit(1);
    const [item] = await database.db.select().from(items).limit(1);
    const people = await database.db
      .insert(users)
      .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ name: `Shutdown Person ${i}`, email: `sigterm${i}@example.com`, passwordHash: TEST_PASSWORD_HASH })))
      .returning({ id: users.id });
    const customers: Customer[] = [];
    for (const { id } of people) {
      const [address] = await database.db.insert(addresses).values({ userId: id, addressName: 'Home', address: '3 Oxford St, Osu' }).returning();
      await database.db.insert(basketItems).values({ userId: id, itemId: item.id, quantity: 2 });
      customers.push({ id, token: app.signAccessToken(id), addressId: address.id });
    }
    await app.close();
    return { options, env, port, customers, branchId: branch.id, cleanUp };
  } finally {
    await database.close();
  }
}

/** The server process, with its JSON log lines as they come. */
async function startServer(world: World, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, NODE_OPTIONS: '', ...world.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, any>[] = [];
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (line.startsWith('{')) logs.push(JSON.parse(line));
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await until(() => logs.some((line) => line.msg === 'listening') || child.exitCode !== null, 60_000);
  if (child.exitCode !== null) throw new Error(`the server exited:\n${stderr}`);
  return { child, logs, exit };
}

/** Waits (polling) until `check` holds, up to `ms`. */
async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const checkoutBody = (world: World, customer: Customer) =>
  JSON.stringify({ pickup_address: customer.addressId, dropoff_address: customer.addressId, branch: world.branchId, pickup_date: bookablePickupDate(2) });

/**
 * Sends a checkout on a socket of its own and holds back the body's last byte until `release`
 * is called: the request is in flight on the server (its handler waits for the body).
 */
function heldCheckout(world: World, customer: Customer) {
  const body = checkoutBody(world, customer);
  const socket = net.connect(world.port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/bookings/checkout/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${customer.token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, -1)}`,
  );
  return { release: () => socket.write(body.slice(-1)), closed, answer: () => answer, socket };
}

/** Each customer has either one whole booking and an empty basket, or no booking and the basket. */
async function wholeOrUntouched(world: World): Promise<string[]> {
  const database = await openDatabase(world.options);
  try {
    const faults: string[] = [];
    for (const customer of world.customers) {
      const booked = await database.db.select().from(bookings).where(eq(bookings.userId, customer.id));
      const basket = await database.db.select().from(basketItems).where(eq(basketItems.userId, customer.id));
      if (booked.length > 1) faults.push(`${customer.id}: ${booked.length} bookings`);
      if (booked.length === 1) {
        const lines = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booked[0].id));
        if (!lines.length) faults.push(`${customer.id}: a booking without lines`);
        if (basket.length) faults.push(`${customer.id}: booked, but the basket was not emptied`);
      }
      if (booked.length === 0 && basket.length !== 1) faults.push(`${customer.id}: no booking, and the basket was emptied`);
    }
    const events = (await database.db.execute(
      sql`select count(*)::int as n from bookings b where not exists (select 1 from booking_events e where e.booking_id = b.id)`,
    )) as unknown as { rows: { n: number }[] };
    if (events.rows[0].n) faults.push(`${events.rows[0].n} bookings without their first event`);
    return faults;
  } finally {
    await database.close();
  }
}

let world: World;
beforeAll(async () => {
  world = await makeWorld();
}, 120_000);
afterAll(() => world?.cleanUp());

it('finishes the checkouts in flight when SIGTERM arrives, refuses the later ones cleanly, and exits 0', async () => {
  const server = await startServer(world);
  const [held, ...others] = world.customers.slice(0, 6);
  // One checkout certainly in flight: the server has its headers and waits for the last byte.
  const inFlight = heldCheckout(world, held);
  await until(() => server.logs.some((line) => line.msg === 'incoming request' && line.req?.url === '/api/bookings/checkout/'));
  // More at the same moment, each on its own connection.
  const racing = others.map((customer) =>
    fetch(`http://127.0.0.1:${world.port}/api/bookings/checkout/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json', connection: 'close' },
      body: checkoutBody(world, customer),
    }).then(
      (response) => response.status,
      () => 'refused' as const,
    ),
  );
  server.child.kill('SIGTERM');
  await until(() => server.logs.some((line) => line.msg?.startsWith('shutting down')));
  inFlight.release();
  await inFlight.closed;
  // The held request finished: the server waited for it.
  expect(inFlight.answer()).toMatch(/^HTTP\/1\.1 201 /);
  // The others were booked, or refused cleanly: 503 while closing, or no connection at all.
  for (const outcome of await Promise.all(racing)) expect([201, 503, 'refused']).toContain(outcome);
  expect(await server.exit).toBe(0);
  expect(await wholeOrUntouched(world)).toEqual([]);
}, 120_000);

it('cuts a request still open when the grace period ends, writing nothing of it, and exits', async () => {
  const server = await startServer(world, { SHUTDOWN_GRACE_SECONDS: '1' });
  const customer = world.customers.at(-1)!;
  const stuck = heldCheckout(world, customer);
  await until(() => server.logs.some((line) => line.msg === 'incoming request' && line.req?.url === '/api/bookings/checkout/'));
  server.child.kill('SIGTERM');
  // The client never sends its last byte; the server cuts it once the grace period is over.
  await stuck.closed;
  expect(await server.exit).toBe(1);
  expect(server.logs.some((line) => line.msg === 'grace period over: cutting the connections still open')).toBe(true);
  expect(stuck.answer()).toBe('');
  expect(await wholeOrUntouched(world)).toEqual([]);
}, 120_000);
