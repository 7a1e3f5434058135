/**
 * `npm run bench:ops`: how fast the console's orders table answers on a busy business's data.
 *
 * Creates a fresh database on the server named by BENCH_DATABASE_URL (or TEST_DATABASE_URL),
 * migrates and seeds it, writes 100,000 bookings (2,000 customers, every branch and status, a
 * pickup date within two months either side of today, two lines and a payment each) straight
 * with SQL, starts the API (src/server.ts) as a child process and drives it with autocannon at 50
 * connections: the table filtered by branch and status, and searched by order number (a different
 * number each request). Prints req/s and p99 and exits non-zero when a p99 is 50 ms or more or a
 * request fails, then stops the API and drops the database.
 *
 * Environment: BENCH_DATABASE_URL / TEST_DATABASE_URL (required), BENCH_API_PORT (8113),
 * BENCH_DURATION seconds (10), BENCH_BOOKINGS (100000), BENCH_LOG_LEVEL of the API (warn),
 * BENCH_CPU_PROFILE=<dir> to write a V8 CPU profile of the API process there.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon, { type Options, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { FIRST_ORDER_NUMBER, formatOrderNumber } from '@laundry-accra/domain/order-numbers';
import { BOOKING_STATUSES } from '@laundry-accra/domain/statuses';
import { openDatabase } from '../src/db/client';
import { branches, users } from '../src/db/schema';
import { seedCatalogue } from '../src/db/seed';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { benchApiEnv, cpuMs, onMaintenanceDatabase, start, stop, waitFor } from './bench-processes';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 8113);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const CUSTOMERS = 2_000;
const CONNECTIONS = 50;
/** The issue's target: p99 under 50 ms at 50 connections. */
const P99_TARGET_MS = 50;

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const databaseName = `bench_ops_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const jwtSecret = randomBytes(32).toString('hex');

/** The environment the API runs with. */
const apiEnv = (databaseUrl: string) => benchApiEnv(databaseUrl, API_PORT, jwtSecret);

/** Runs one statement on the server's maintenance database (create and drop the bench's own). */
const admin = async (statement: string): Promise<void> => {
  await onMaintenanceDatabase(adminUrl, statement);
};

/** Seeds the database; returns an admin's token and the branch the filtered run reads. */
async function prepare(databaseUrl: string): Promise<{ token: string; branchId: string }> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    await database.migrate();
    const db = database.db;
    await seedCatalogue(db);
    // Every customer row gets the same (unusable) hash: nobody signs in, tokens are signed below.
    await db.execute(sql`
      insert into users (name, email, password_hash, phone)
      select 'Bench Customer ' || g, 'bench' || g || '@example.com', 'x', '024' || lpad(g::text, 7, '0')
      from generate_series(1, ${CUSTOMERS}) g`);
    await db.execute(sql`
      insert into addresses (user_id, address_name, address)
      select id, 'Home', '5 Cantonments Road' from users`);
    const statuses = sql.raw(`array[${BOOKING_STATUSES.map((s) => `'${s}'`).join(', ')}]`);
    // One statement per table, so the first-event trigger runs once per booking as at checkout.
    await db.execute(sql`
      with customers as (
        select u.id as user_id, a.id as address_id, row_number() over (order by u.id) as n
        from users u join addresses a on a.user_id = u.id
      ), places as (select id, row_number() over (order by name) as n, count(*) over () as total from branches)
      insert into bookings (user_id, branch_id, pickup_address_id, dropoff_address_id, pickup_date, sub_total, status)
      select c.user_id, p.id, c.address_id, c.address_id, current_date + (g % 120 - 60), (20 + g % 200)::numeric(10, 2),
        (${statuses})[1 + g % ${BOOKING_STATUSES.length}]
      from generate_series(1, ${BOOKINGS}) g
      join customers c on c.n = 1 + g % ${CUSTOMERS}
      join places p on p.n = 1 + g % p.total`);
    await db.execute(sql`
      insert into booking_items (booking_id, item_name, unit_price, quantity, total)
      select b.id, line.name, 10, line.quantity, 10 * line.quantity
      from bookings b cross join (values ('Shirt', 2), ('Trousers', 1)) as line(name, quantity)`);
    await db.execute(sql`
      insert into payment_transactions (user_id, booking_id, reference, amount_pesewas, payment_status, paid_at)
      select b.user_id, b.id, 'BENCH-' || b.order_number, (b.sub_total * 100)::int,
        case when b.order_number % 3 = 0 then 'paid' else 'unpaid' end,
        case when b.order_number % 3 = 0 then now() end
      from bookings b`);
    // As autovacuum would have left a database in use: statistics for the planner, and the
    // visibility map that lets a count be answered from an index alone.
    await db.execute(sql`vacuum analyze`);

    const [staffAdmin] = await db
      .insert(users)
      .values({ name: 'Bench Admin', email: 'bench.admin@example.com', passwordHash: 'x', role: 'admin' })
      .returning({ id: users.id });
    const [branch] = await db.select({ id: branches.id }).from(branches).orderBy(branches.name).limit(1);
    // The app only signs the token: the same secret as the API process, so the API accepts it.
    const app = await buildApp({ config: loadConfig({ ...apiEnv(databaseUrl), LOG_LEVEL: 'silent' }), database });
    try {
      return { token: app.signAccessToken(staffAdmin.id), branchId: branch.id };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

interface Run {
  name: string;
  options: Options;
}

/**
 * A short warm-up, then the measured run, with the API process's CPU per request: a figure that
 * other load on the machine changes much less than req/s and p99.
 */
async function measure(run: Run, server: ChildProcess): Promise<{ result: Result; serverCpuMs: number }> {
  await autocannon({ ...run.options, connections: 10, duration: 2 });
  const before = cpuMs(server.pid);
  const result = await autocannon({ ...run.options, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { result, serverCpuMs: (cpuMs(server.pid) - before) / Math.max(1, result.requests.total) };
}

async function main(): Promise<void> {
  if (!adminUrl) {
    console.error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server where a database may be created.');
    process.exit(2);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  let api: ChildProcess | undefined;

  await admin(`create database ${databaseName}`);
  try {
    console.log(`Preparing ${databaseName}: ${BOOKINGS} bookings of ${CUSTOMERS} customers…`);
    const { token, branchId } = await prepare(databaseUrl);
    api = start('../src/server.ts', apiEnv(databaseUrl), process.env.BENCH_CPU_PROFILE);
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`${base}/api/health`, api);

    const headers = { authorization: `Bearer ${token}` };
    let searches = 0;
    const runs: Run[] = [
      {
        name: 'GET /api/ops/bookings/?branch=&status=',
        options: { url: `${base}/api/ops/bookings/?branch=${branchId}&status=washing`, headers },
      },
      {
        name: 'GET /api/ops/bookings/?search=ADM-1xxxxx',
        options: {
          url: base,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                // A different booking each time, so no answer is cached anywhere along the way.
                const number = FIRST_ORDER_NUMBER + ((searches++ * 7919) % BOOKINGS);
                return { ...request, headers, path: `/api/ops/bookings/?search=${formatOrderNumber(number)}` };
              },
            },
          ],
        },
      },
    ];

    let allMet = true;
    console.log(`\n${'run'.padEnd(44)}  ${'req/s'.padStart(7)}  ${'p99'.padStart(7)}  errors  server CPU/req  target`);
    for (const run of runs) {
      const { result, serverCpuMs } = await measure(run, api);
      const failures = result.errors + result.timeouts + result.non2xx;
      const met = failures === 0 && result.latency.p99 < P99_TARGET_MS;
      allMet &&= met;
      console.log(
        `${run.name.padEnd(44)}  ${result.requests.average.toFixed(0).padStart(7)}  ${`${result.latency.p99} ms`.padStart(7)}  ` +
          `${String(failures).padStart(6)}  ${`${serverCpuMs.toFixed(2)} ms`.padStart(14)}  p99 < ${P99_TARGET_MS} ms ${met ? 'met' : 'MISSED'}`,
      );
    }
    console.log(
      `\n${BOOKINGS} bookings, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, PostgreSQL, ` +
        `${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(2)} at the end)`,
    );
    if (!allMet) process.exitCode = 1;
  } finally {
    await stop(api);
    await admin(`drop database if exists ${databaseName} with (force)`);
    console.log(`Dropped ${databaseName}.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
