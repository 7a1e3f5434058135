/**
 * Crash safety: the server runs as its own process (src/server.ts, as in production) on a real
 * data directory (embedded PGlite) or database (PostgreSQL); 20 customers check out at once while
 * staff move orders and take payments at the counter, and the process is killed with SIGKILL in
 * the middle. It must come back up on the same data, and the data must hold together: no booking
 * without lines, no emptied basket without its booking, no booking whose total differs from its
 * lines, no booking paid beyond its total, no event or notification without its change, no two bookings from
 * one basket. Three rounds on each database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { BOOKING_STATUSES } from '@laundry-accra/domain/statuses';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database, type DatabaseOptions } from './db/client';
import { branches, items, users } from './db/schema';
import { seedCatalogue } from './db/seed';
import { testDriver } from '../test/helper';

const CUSTOMERS = 20;
const ROUNDS = 3;
const SERVER = path.resolve(__dirname, 'server.ts');
const JWT_SECRET = randomBytes(32).toString('hex');

interface World {
  options: DatabaseOptions;
  env: Record<string, string>;
  base: string;
  customers: { id: string; token: string; addressId?: string }[];
  staffToken: string;
  itemIds: string[];
  branchIds: string[];
  cleanUp(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function withDatabase<T>(options: DatabaseOptions, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(options);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** The data directory or database, migrated and seeded, with the customers and a staff member. */
async function makeWorld(): Promise<World> {
  const port = await freePort();
  let options: DatabaseOptions;
  let cleanUp: () => Promise<void>;
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_DIR: '',
    JWT_SECRET,
    LOG_LEVEL: 'error',
    ACCESS_TOKEN_TTL: '3600',
    RATE_LIMIT_PAYMENTS_PER_USER: '100000',
  };
  if (testDriver() === 'postgres') {
    const { Client } = await import('pg');
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    options = { url: url.toString() };
    env.DATABASE_URL = url.toString();
    cleanUp = async () => {
      const again = new Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
    options = { dataDir: path.join(dir, 'data') };
    env.DATA_DIR = path.join(dir, 'data');
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
  }

  return withDatabase(options, async (database) => {
    await database.migrate();
    await seedCatalogue(database.db);
    const app = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent' }), database });
    try {
      const passwordHash = await hash('Crash#2026pass');
      const people = await database.db
        .insert(users)
        .values(Array.from({ length: CUSTOMERS + 1 }, (_, i) => ({ name: `Crash Person ${i}`, email: `crash${i}@example.com`, passwordHash })))
        .returning({ id: users.id });
      const staff = people.pop()!;
      await database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
      return {
        options,
        env,
        base: `http://127.0.0.1:${port}`,
        customers: people.map(({ id }) => ({ id, token: app.signAccessToken(id) })),
        staffToken: app.signAccessToken(staff.id),
        itemIds: (await database.db.select({ id: items.id }).from(items)).map((row) => row.id),
        branchIds: (await database.db.select({ id: branches.id }).from(branches)).map((row) => row.id),
        cleanUp,
      };
    } finally {
      await app.close();
    }
  });
}

/** Starts the server process and waits until it answers /api/health. */
async function startServer(world: World): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, NODE_OPTIONS: '', ...world.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${world.base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not come up within 60 s:\n${stderr}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function api(world: World, method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(`${world.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json().catch(() => undefined)) as any };
}

/** Every check of the data, each a query of the rows that break it (empty when it holds). */
const INVARIANTS: [string, ReturnType<typeof sql>][] = [
  ['a booking without lines', sql`select b.id from bookings b where not exists (select 1 from booking_items i where i.booking_id = b.id)`],
  [
    'a booking whose total differs from its lines',
    sql`select b.id from bookings b join booking_items i on i.booking_id = b.id group by b.id, b.sub_total having b.sub_total <> sum(i.total)`,
  ],
  // A booking may be paid in parts (decision 074), never beyond its total.
  [
    'a booking paid more than its total',
    sql`select t.booking_id from payment_transactions t join bookings b on b.id = t.booking_id
        where t.payment_status = 'paid'
        group by t.booking_id, b.sub_total, b.express_fee, b.pickup_fee
        having sum(t.amount_pesewas) > round((b.sub_total + b.express_fee + b.pickup_fee) * 100)`,
  ],
  [
    'a booking whose status is not its last event',
    sql`select b.id from bookings b where b.status is distinct from (select e.to_status from booking_events e where e.booking_id = b.id order by e.id desc limit 1)`,
  ],
  [
    'a notification of a step that did not happen',
    sql`select o.dedupe_key from outbox_emails o
        where o.dedupe_key like 'booking:%'
          and split_part(o.dedupe_key, ':', 3) in (${sql.join(BOOKING_STATUSES.map((s) => sql`${s}`), sql`, `)})
          and not exists (select 1 from booking_events e
                          where e.booking_id::text = split_part(o.dedupe_key, ':', 2)
                            and e.to_status = split_part(o.dedupe_key, ':', 3))`,
  ],
];

async function broken(database: Database, roundStart: Date, customerIds: string[]): Promise<string[]> {
  const faults: string[] = [];
  for (const [name, query] of INVARIANTS) {
    const rows = (await database.db.execute(query)) as unknown as { rows?: unknown[] } | unknown[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    if (list.length) faults.push(`${name}: ${JSON.stringify(list.slice(0, 3))}`);
  }
  for (const id of customerIds) {
    const rows = (await database.db.execute(sql`
      select (select count(*) from bookings where user_id = ${id} and created_at >= ${roundStart.toISOString()})::int as bookings,
             (select count(*) from basket_items where user_id = ${id})::int as lines`)) as unknown as { rows?: { bookings: number; lines: number }[] } | { bookings: number; lines: number }[];
    const [counts] = Array.isArray(rows) ? rows : rows.rows!;
    if (counts!.bookings > 1) faults.push(`customer ${id}: ${counts!.bookings} bookings from one basket`);
    if (counts!.bookings === 0 && counts!.lines === 0) faults.push(`customer ${id}: the basket was emptied without a booking`);
  }
  return faults;
}

/** One round: baskets filled, then checkouts, moves and payments at once, killed in the middle. */
async function round(world: World, n: number): Promise<{ done: number; refused: number; cut: number }> {
  let server = await startServer(world);
  const roundStart = new Date(Date.now() - 1_000);
  for (const customer of world.customers) {
    customer.addressId ??= (await api(world, 'POST', '/api/address/', customer.token, { address_name: 'Home', address: '3 Oxford St' })).json.id;
    for (let line = 0; line < 3; line += 1) {
      const added = await api(world, 'POST', '/api/bookings/basket/', customer.token, { item: world.itemIds[(n + line) % world.itemIds.length], quantity: 1 + line });
      expect(added.status).toBeLessThan(300);
    }
  }
  const open = (await api(world, 'GET', '/api/ops/bookings/?page_size=100', world.staffToken)).json.results as { id: string; version: number; status: string; sub_total: string }[];
  const pickupDate = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const outcome = { done: 0, refused: 0, cut: 0 };
  const count = (promise: Promise<unknown>) =>
    promise.then(
      (answer) => ((answer as { status: number }).status < 300 ? (outcome.done += 1) : (outcome.refused += 1)),
      () => (outcome.cut += 1),
    );
  const work = [
    ...world.customers.map((customer, i) =>
      count(
        api(world, 'POST', '/api/bookings/checkout/', customer.token, {
          pickup_address: customer.addressId,
          dropoff_address: customer.addressId,
          branch: world.branchIds[i % world.branchIds.length],
          pickup_date: pickupDate,
        }),
      ),
    ),
    ...open.flatMap((order) => [
      count(api(world, 'POST', `/api/ops/bookings/${order.id}/payments`, world.staffToken, { method: 'cash', amount: order.sub_total })),
      count(api(world, 'POST', `/api/ops/bookings/${order.id}/status`, world.staffToken, { status: order.status === 'pending' ? 'picked_up' : 'cancelled', version: order.version, note: 'Crash test' })),
    ]),
  ];
  // The kill lands while the writes are in flight: once a share of them has been answered (a
  // quarter in the first round, more in the next), whatever the machine's speed.
  const answeredBeforeKill = Math.ceil((work.length * (n + 1)) / (ROUNDS + 2));
  const killBy = Date.now() + 20_000;
  while (outcome.done + outcome.refused < answeredBeforeKill && Date.now() < killBy) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  server.kill('SIGKILL');
  await exited(server);
  await Promise.all(work);

  // It comes back up on the same data (and runs its migrations and seed again, which change nothing).
  server = await startServer(world);
  expect((await api(world, 'GET', '/api/users/me', world.staffToken)).status).toBe(200);
  server.kill('SIGTERM');
  await exited(server);

  const faults = await withDatabase(world.options, (database) => broken(database, roundStart, world.customers.map((c) => c.id)));
  expect(faults).toEqual([]);
  // Baskets left by a checkout the kill cut off are emptied for the next round.
  await withDatabase(world.options, (database) => database.db.execute(sql`delete from basket_items`));
  return outcome;
}

let world: World;
beforeAll(async () => {
  world = await makeWorld();
}, 120_000);
afterAll(() => world?.cleanUp());

it(
  `keeps the data whole when the server is killed in the middle of ${CUSTOMERS} checkouts, staff moves and payments (${ROUNDS} rounds)`,
  async () => {
    const outcomes = [];
    for (let n = 0; n < ROUNDS; n += 1) outcomes.push(await round(world, n));
    console.log(`crash safety (${testDriver()}): requests answered / refused / cut off by the kill, per round: ${outcomes.map((o) => `${o.done}/${o.refused}/${o.cut}`).join(', ')}`);
    // The kill really fell in the middle: some requests never got an answer.
    expect(outcomes.some((o) => o.cut > 0)).toBe(true);
  },
  10 * 60_000,
);
