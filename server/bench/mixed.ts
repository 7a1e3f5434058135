/**
 * `npm run bench:mixed`: the API under a realistic mix of traffic, on PostgreSQL and on the
 * embedded database (PGlite in a data directory), next to the bare node:http yardstick.
 *
 * 50 connections, then 200, for 30 s each (after a short warm-up) of: 70 % catalogue reads (items, packages,
 * branches), 20 % signed-in reads spread over 50 customers (their bookings, profile, addresses,
 * basket), 10 % basket writes (an add, or a removal of what was added), plus staff moving
 * orders through the pipeline (about one request in fifty: each takes the next order from a
 * queue, so no two staff press the same button at once, and answers with the order's new version).
 * Then BENCH_BURSTS checkout bursts (bench/checkout-burst.ts): all 50 customers check out at once
 * for the same branch, day and window while staff move other orders, each checkout and status
 * change timed, and on PostgreSQL what the database's sessions waited on meanwhile
 * (docs/decisions/059-checkout-under-a-crowd.md).
 * Prints req/s, p50, p99, errors and the ratio to the bare server for each database, each kind of
 * request's count, p50 and p99 in the mix (which kind makes the tail); for
 * PostgreSQL also what a request costs (CPU of the API and of the database's backends, the
 * database's transactions, rows and blocks per request) and the database's size after the run
 * (docs/decisions/041-capacity-on-paper.md).
 *
 * Environment: BENCH_DATABASE_URL / TEST_DATABASE_URL (for the PostgreSQL run; without it only the
 * embedded run is made), BENCH_API_PORT (8121), BENCH_BARE_PORT (8122), BENCH_DURATION (30),
 * BENCH_CONNECTIONS (50,200: each run at each), BENCH_BURSTS (3), BENCH_ONLY=postgres|embedded,
 * BENCH_CPU_PROFILE=<dir> to write a V8 CPU profile of each API process there, BENCH_MAIL=1 to have
 * the PostgreSQL run send its emails to a local mail server (rendered and sent as in production).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseOptions } from '../src/db/client';
import { pickupWindows, users } from '../src/db/schema';
import { seedCatalogue } from '../src/db/seed';
import { benchApiEnv, cpuMs, onMaintenanceDatabase, start, stop, waitFor } from './bench-processes';
import { burstsFailed, checkoutBurst, describeBursts, ORDERS_PER_BURST, type BurstResult } from './checkout-burst';
import { startSmtpServer } from '../test/fake-smtp';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 8121);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 8122);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 30);
/** Each run is made at each of these numbers of connections (BENCH_CONNECTIONS, comma-separated). */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const CUSTOMERS = 50;
/** Orders waiting for staff to move them: enough that the queue never runs dry in a run. */
const ORDERS = 400;
const STAFF = 4;
/** Checkout bursts after the mix (each customer at once, BENCH_BURSTS times). */
const BURSTS = Number(process.env.BENCH_BURSTS ?? 3);

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const jwtSecret = randomBytes(32).toString('hex');

/** The share of each kind of request, in per mille. */
const MIX = { catalogue: 700, signedInRead: 200, basketWrite: 80, staffMove: 20 };

interface Fixtures {
  itemsJson: string;
  itemIds: string[];
  customerTokens: string[];
  staffTokens: string[];
  /** Orders as staff see them: id, version and status, moved forward one step at a time. */
  orders: { id: string; version: number; status: string }[];
  /** The database's size with the catalogue alone (PostgreSQL; 0 for the embedded database). */
  emptySize: number;
  /** Each customer's address (same order as customerTokens), the branch and day the burst books. */
  addressIds: string[];
  burstBranchId: string;
  pickupDate: string;
  /** Orders kept out of the mix for the staff status changes made during the checkout bursts. */
  burstOrders: Fixtures['orders'];
}

/** The next status staff move an order to, as the pipeline goes (null once it can go no further on its own). */
const NEXT: Record<string, string | undefined> = { pending: 'picked_up', picked_up: 'washing', washing: 'packaging' };

async function prepare(options: DatabaseOptions, env: Record<string, string>): Promise<Fixtures> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    // The bench's business has room for every order it places on one day: window capacity is the
    // checkout tests' subject, not the bench's.
    await database.db.update(pickupWindows).set({ capacity: 100_000 });
    // The size of a database with the catalogue and nothing else, to tell what the orders take.
    const emptySize = 'url' in options
      ? Number(((await database.db.execute(sql`select pg_database_size(current_database()) as bytes`)) as unknown as { rows: { bytes: string }[] }).rows[0]!.bytes)
      : 0;
    const app = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent' }), database });
    const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
      const response = await app.inject({
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        payload: body ? JSON.stringify(body) : undefined,
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return JSON.parse(response.body || 'null');
    };
    try {
      const passwordHash = await hash('Bench#2026pass');
      const people = await database.db
        .insert(users)
        .values(Array.from({ length: CUSTOMERS + STAFF }, (_, i) => ({ name: `Bench Person ${i}`, email: `mixed${i}@example.com`, passwordHash })))
        .returning({ id: users.id });
      const staffIds = people.slice(CUSTOMERS).map((p) => p.id);
      for (const id of staffIds) await database.db.update(users).set({ role: 'staff' }).where(eq(users.id, id));
      const customerTokens = people.slice(0, CUSTOMERS).map((p) => app.signAccessToken(p.id));
      const staffTokens = staffIds.map((id) => app.signAccessToken(id));

      const itemsJson = JSON.stringify(await call('GET', '/api/items/?page_size=100'));
      // Items counted in pieces: a job (mending) needs a description of the work, and its basket
      // add without one is a 400, not load.
      const itemIds = (JSON.parse(itemsJson) as { results: { id: string; unit?: string }[] }).results
        .filter((i) => (i.unit ?? 'piece') === 'piece')
        .map((i) => i.id);
      const branches = (await call('GET', '/api/branches/')) as { results: { id: string }[] };
      // A week ahead, moved off Sunday (the seeded branches close on Sundays).
      const week = new Date(Date.now() + 7 * 24 * 3600 * 1000);
      if (week.getUTCDay() === 0) week.setUTCDate(week.getUTCDate() + 1);
      const pickupDate = week.toISOString().slice(0, 10);
      const addressIds: string[] = [];
      for (const [n, token] of customerTokens.entries()) {
        const address = await call('POST', '/api/address/', token, { address_name: 'Home', address: `${n + 1} Cantonments Road` });
        addressIds.push(address.id);
        for (let b = 0; b < ORDERS / CUSTOMERS; b += 1) {
          await call('POST', '/api/bookings/basket/', token, { item: itemIds[(n + b) % itemIds.length], quantity: 1 + (b % 3) });
          await call('POST', '/api/bookings/checkout/', token, {
            pickup_address: address.id,
            dropoff_address: address.id,
            branch: branches.results[(n + b) % branches.results.length]!.id,
            pickup_date: pickupDate,
          });
        }
      }
      const orders: Fixtures['orders'] = [];
      for (let page = 1; orders.length < ORDERS; page += 1) {
        const listed = (await call('GET', `/api/ops/bookings/?page_size=100&page=${page}`, staffTokens[0])) as {
          results: { id: string; version: number; status: string }[];
        };
        if (!listed.results.length) break;
        orders.push(...listed.results.map(({ id, version, status }) => ({ id, version, status })));
      }
      await database.db.execute(sql`analyze`);
      // Pending orders set aside for the staff who move orders while the checkouts crowd in.
      const burstOrders = orders.filter((o) => o.status === 'pending').slice(0, ORDERS_PER_BURST * BURSTS);
      const mixOrders = orders.filter((o) => !burstOrders.includes(o));
      return {
        itemsJson,
        itemIds,
        customerTokens,
        staffTokens,
        orders: mixOrders,
        emptySize,
        addressIds,
        burstBranchId: branches.results[0]!.id,
        pickupDate,
        burstOrders,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** One request of the mix, chosen by weight; staff moves take orders from the shared queue. */
function mixedRequests(fixtures: Fixtures, refusals: Map<string, number>): Request[] {
  const queue = [...fixtures.orders];
  let n = 0;
  const catalogue = ['/api/items/?page_size=100', '/api/packages/', '/api/branches/', '/api/items/?page_size=20'];
  const signedIn = ['/api/bookings/', '/api/users/me', '/api/address/', '/api/bookings/basket/'];
  const added: { token: string; id: string }[] = [];
  /** Lines sent for deletion: ids are never reused, so none of them is deleted twice. */
  const deleted = new Set<string>();
  return [
    {
      setupRequest: (request, context) => {
        n += 1;
        const roll = (n * 7919) % 1000;
        const customer = fixtures.customerTokens[n % fixtures.customerTokens.length]!;
        const auth = (token: string) => ({ authorization: `Bearer ${token}` });
        context.kind = 'catalogue read';
        if (roll < MIX.catalogue) return { ...request, method: 'GET', path: catalogue[n % catalogue.length]!, headers: {} };
        context.kind = 'signed-in read';
        if (roll < MIX.catalogue + MIX.signedInRead) return { ...request, method: 'GET', path: signedIn[n % signedIn.length]!, headers: auth(customer) };
        if (roll < MIX.catalogue + MIX.signedInRead + MIX.basketWrite) {
          const line = n % 2 ? added.shift() : undefined;
          if (line) {
            deleted.add(line.id);
            context.kind = 'basket delete';
            return { ...request, method: 'DELETE', path: `/api/bookings/basket/${line.id}`, headers: auth(line.token) };
          }
          context.kind = 'add';
          context.token = customer;
          return {
            ...request,
            method: 'POST',
            path: '/api/bookings/basket/',
            headers: { ...auth(customer), 'content-type': 'application/json' },
            body: JSON.stringify({ item: fixtures.itemIds[n % fixtures.itemIds.length], quantity: 1 }),
          };
        }
        const order = queue.shift();
        context.kind = 'staff list';
        if (!order || !NEXT[order.status]) return { ...request, method: 'GET', path: '/api/ops/bookings/', headers: auth(fixtures.staffTokens[0]!) };
        context.kind = 'move';
        context.order = order;
        return {
          ...request,
          method: 'POST',
          path: `/api/ops/bookings/${order.id}/status`,
          headers: { ...auth(fixtures.staffTokens[n % fixtures.staffTokens.length]!), 'content-type': 'application/json' },
          body: JSON.stringify({ status: NEXT[order.status], version: order.version }),
        };
      },
      onResponse: (status, body, context) => {
        if (status >= 300) {
          const key = `${context.kind as string} ${status}`;
          refusals.set(key, (refusals.get(key) ?? 0) + 1);
          return;
        }
        if (context.kind === 'add') {
          const line = JSON.parse(body) as { id?: string };
          // Adding an item already in the basket raises that line's quantity (same id): keep each
          // line once, and never one already sent for deletion, or a second DELETE would answer 404.
          if (line.id && !deleted.has(line.id) && !added.some((a) => a.id === line.id)) {
            added.push({ token: context.token as string, id: line.id });
          }
        } else if (context.kind === 'move') {
          const moved = JSON.parse(body) as { version: number; status: string };
          queue.push({ ...(context.order as Fixtures['orders'][number]), version: moved.version, status: moved.status });
        }
      },
    },
  ];
}

interface Row {
  name: string;
  connections: number;
  result: Result;
  /** Refused requests by kind and status ('move 409'), when the mix saw any. */
  refusals?: Map<string, number>;
  /** Each kind of request's latencies in ms (the mix), to see which kind makes the tail. */
  byKind?: Map<string, number[]>;
  /** What the run cost per request (the PostgreSQL run). */
  costs?: Costs;
  /** The checkout bursts run after the mix. */
  bursts?: BurstResult[];
  /** The database's size after the run, and its largest tables (the PostgreSQL run). */
  sizes?: { database: number; empty?: number; tables: { name: string; bytes: number; rows: number }[] };
}

async function drive(name: string, options: Options, connections: number, measure?: Measure): Promise<Row> {
  process.stdout.write(`  ${name}, ${connections} connections…\n`);
  await autocannon({ ...options, connections: 10, duration: 2 });
  const before = await measure?.();
  const run = autocannon({ ...options, connections, duration: DURATION_SECONDS });
  // A mix's requests say their kind in their connection's context (mixedRequests); the context
  // still holds the answered request's kind when its response is reported.
  const byKind = new Map<string, number[]>();
  run.on('response', (client, _status, _bytes, ms) => {
    const kind = client.requestIterator.context.kind;
    if (typeof kind !== 'string') return;
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind)!.push(ms);
  });
  const result = await run;
  const after = await measure?.();
  return { name, connections, result, ...(byKind.size ? { byKind } : {}), ...(before && after ? { costs: costsPer(before, after, result) } : {}) };
}

/** Each kind's count, p50 and p99 ('catalogue read 33012: p50 9 ms, p99 250 ms'), slowest p99 first. */
function describeKinds(byKind: Map<string, number[]>): string {
  const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return [...byKind]
    .map(([kind, times]) => ({ kind, times: [...times].sort((a, b) => a - b) }))
    .sort((a, b) => at(b.times, 0.99) - at(a.times, 0.99))
    .map(({ kind, times }) => `${kind} ${times.length}: p50 ${Math.round(at(times, 0.5))} ms, p99 ${Math.round(at(times, 0.99))} ms`)
    .join('; ');
}

/** What a run cost, read before and after it: CPU of the API and the database, the database's counters. */
interface Readings {
  apiCpuMs: number;
  databaseCpuMs: number;
  stats: Record<string, number>;
}
type Measure = () => Promise<Readings>;

/** The database's counters (pg_stat_database) worth dividing by requests. */
const DATABASE_COUNTERS = ['xact_commit', 'xact_rollback', 'tup_returned', 'tup_fetched', 'tup_inserted', 'tup_updated', 'tup_deleted', 'blks_hit', 'blks_read'] as const;

/**
 * Reads the API's CPU time (from /proc), the CPU time of the database's backends serving this
 * database (same machine), the database's counters, and statement calls when pg_stat_statements
 * is loaded.
 */
function measureOn(api: ChildProcess, url: string, name: string): Measure {
  return async () => {
    const backends = await onMaintenanceDatabase<{ pid: number }>(url, 'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    const [row] = await onMaintenanceDatabase<Record<string, string>>(url, `select ${DATABASE_COUNTERS.join(', ')} from pg_stat_database where datname = $1`, [name]);
    const stats: Record<string, number> = Object.fromEntries(DATABASE_COUNTERS.map((key) => [key, Number(row?.[key] ?? 0)]));
    const statements = await onMaintenanceDatabase<{ calls: string }>(
      url,
      `select coalesce(sum(calls), 0) as calls from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = $1`,
      [name],
    ).catch(() => undefined);
    if (statements) stats.statements = Number(statements[0]?.calls ?? 0);
    return {
      apiCpuMs: cpuMs(api.pid),
      databaseCpuMs: backends.reduce((sum, { pid }) => sum + cpuMs(pid), 0),
      stats,
    };
  };
}

/** Per request: CPU ms of the API and of the database, and each database counter. */
interface Costs {
  requests: number;
  apiCpuMsPerRequest: number;
  databaseCpuMsPerRequest: number;
  /** Requests per second one core of the API would answer at this mix: requests / API CPU seconds. */
  requestsPerApiCoreSecond: number;
  perRequest: Record<string, number>;
}

function costsPer(before: Readings, after: Readings, result: Result): Costs {
  const requests = result.requests.total;
  const perRequest = Object.fromEntries(Object.keys(after.stats).map((key) => [key, (after.stats[key]! - (before.stats[key] ?? 0)) / requests]));
  const apiCpuMs = after.apiCpuMs - before.apiCpuMs;
  return {
    requests,
    apiCpuMsPerRequest: apiCpuMs / requests,
    // Backends opened during the run count from zero; a backend closed during it is not counted.
    databaseCpuMsPerRequest: Math.max(0, after.databaseCpuMs - before.databaseCpuMs) / requests,
    requestsPerApiCoreSecond: apiCpuMs ? requests / (apiCpuMs / 1000) : 0,
    perRequest,
  };
}

/** Prepares a database, starts the API on it, drives the mix, and stops the API. */
async function runOn(name: string, options: DatabaseOptions, env: Record<string, string>, measured?: { adminUrl: string; database: string; url: string }): Promise<Row[]> {
  console.log(`Preparing ${name}: catalogue, ${CUSTOMERS} customers, ${ORDERS} orders, ${STAFF} staff…`);
  const fixtures = await prepare(options, env);
  const api: ChildProcess = start('../src/server.ts', env, process.env.BENCH_CPU_PROFILE);
  try {
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`${base}/api/health`, api);
    const refusals = new Map<string, number>();
    const measure = measured ? measureOn(api, measured.adminUrl, measured.database) : undefined;
    // One mix for every run, so staff keep moving orders from where the last run left them.
    const requests = mixedRequests(fixtures, refusals);
    const rows: Row[] = [];
    for (const connections of CONNECTIONS) {
      refusals.clear();
      const row = await drive(`API on ${name}, mixed`, { url: base, requests }, connections, measure);
      rows.push({ ...row, refusals: new Map(refusals) });
    }
    const bursts = await burstsOn(base, fixtures, measured);
    const sizes = measured ? { ...(await sizesOf(measured.url)), empty: fixtures.emptySize } : undefined;
    rows[rows.length - 1] = { ...rows.at(-1)!, bursts, ...(sizes ? { sizes } : {}) };
    return rows;
  } finally {
    await stop(api);
  }
}

/** BURSTS checkout bursts on the running API; on PostgreSQL, sampling what the sessions wait on. */
async function burstsOn(base: string, fixtures: Fixtures, measured?: { adminUrl: string; database: string }): Promise<BurstResult[]> {
  process.stdout.write(`  ${BURSTS} checkout bursts of ${fixtures.customerTokens.length}…\n`);
  const { Client } = await import('pg');
  const client = measured ? new Client({ connectionString: measured.adminUrl }) : undefined;
  await client?.connect();
  try {
    const bursts: BurstResult[] = [];
    for (let round = 0; round < BURSTS; round += 1) {
      bursts.push(
        await checkoutBurst(
          {
            base,
            customerTokens: fixtures.customerTokens,
            addressIds: fixtures.addressIds,
            itemIds: fixtures.itemIds,
            staffToken: fixtures.staffTokens[0]!,
            branchId: fixtures.burstBranchId,
            pickupDate: fixtures.pickupDate,
            orders: fixtures.burstOrders,
            ...(client && measured ? { sampler: { query: (text, values) => client.query(text, values), database: measured.database } } : {}),
          },
          round,
        ),
      );
    }
    return bursts;
  } finally {
    await client?.end();
  }
}

/** The database's size and its five largest tables (with their indexes and TOAST). */
async function sizesOf(url: string): Promise<NonNullable<Row['sizes']>> {
  const [database] = await onMaintenanceDatabase<{ bytes: string }>(url, 'select pg_database_size(current_database()) as bytes');
  const tables = await onMaintenanceDatabase<{ name: string; bytes: string; rows: string }>(
    url,
    `select c.relname as name, pg_total_relation_size(c.oid) as bytes, greatest(c.reltuples, 0)::bigint as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public' order by 2 desc limit 5`,
  );
  return { database: Number(database?.bytes ?? 0), tables: tables.map((t) => ({ name: t.name, bytes: Number(t.bytes), rows: Number(t.rows) })) };
}

function print(rows: Row[]): void {
  const bare = (connections: number) => rows.find((row) => row.name.startsWith('bare') && row.connections === connections)?.result.requests.average ?? NaN;
  const header = ['', 'conns', 'req/s', 'p50', 'p99', 'x bare', 'errors'];
  const lines = rows.map(({ name, connections, result }) => [
    name,
    String(connections),
    result.requests.average.toFixed(0),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    (result.requests.average / bare(connections)).toFixed(2),
    `${result.errors + result.timeouts + result.non2xx}${result.non2xx ? ` (${Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${count}×${code}`).join(', ')})` : ''}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  for (const row of rows) {
    const label = `${row.name} at ${row.connections}`;
    if (row.refusals?.size) console.log(`${label}, refused: ${[...row.refusals].map(([key, n]) => `${n}× ${key}`).join(', ')}`);
    if (row.byKind) console.log(`${label}, by kind: ${describeKinds(row.byKind)}`);
    if (row.costs) {
      const c = row.costs;
      console.log(
        `${label}, per request (${c.requests} requests): API CPU ${c.apiCpuMsPerRequest.toFixed(3)} ms ` +
          `(${c.requestsPerApiCoreSecond.toFixed(0)} requests per API core-second), database CPU ${c.databaseCpuMsPerRequest.toFixed(3)} ms; ` +
          Object.entries(c.perRequest).map(([key, value]) => `${key} ${value.toFixed(2)}`).join(', '),
      );
    }
    if (row.bursts?.length) for (const line of describeBursts(row.name.replace(', mixed', ''), row.bursts)) console.log(line);
    if (row.sizes) {
      console.log(
        `${row.name}, database ${(row.sizes.database / 1048576).toFixed(1)} MB after the run ` +
          `(${((row.sizes.empty ?? 0) / 1048576).toFixed(1)} MB with the catalogue alone, ${ORDERS} orders); largest tables: ` +
          row.sizes.tables.map((t) => `${t.name} ${(t.bytes / 1024).toFixed(0)} kB (${t.rows} rows)`).join(', '),
      );
    }
  }
  console.log(
    `\n${CONNECTIONS.join(' and ')} connections, ${DURATION_SECONDS} s each; mix ${MIX.catalogue / 10} % catalogue, ${MIX.signedInRead / 10} % signed-in reads ` +
      `(${CUSTOMERS} customers), ${MIX.basketWrite / 10} % basket writes, ${MIX.staffMove / 10} % staff status changes; ` +
      `${os.cpus().length} CPUs (load average ${os.loadavg()[0]!.toFixed(2)} at the end)`,
  );
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mixed-'));
  const rows: Row[] = [];
  let bare: ChildProcess | undefined;
  const databaseName = `bench_mixed_${Date.now().toString(36)}`;
  let created = false;
  // BENCH_MAIL=1: the PostgreSQL run's API sends its emails to a local mail server, so rendering
  // and sending them is part of the load, as in production.
  const smtp = process.env.BENCH_MAIL === '1' ? await startSmtpServer() : undefined;
  try {
    const itemsFile = path.join(work, 'items.json');
    // The yardstick answers the items page; any seeded catalogue gives the same bytes.
    const embeddedDir = path.join(work, 'data');
    const embeddedEnv = { ...benchApiEnv('', API_PORT, jwtSecret), DATA_DIR: embeddedDir };
    delete (embeddedEnv as Record<string, string | undefined>).DATABASE_URL;

    if (!only || only === 'embedded') {
      rows.push(...(await runOn('the embedded database', { dataDir: embeddedDir }, embeddedEnv)));
    }
    if (adminUrl && (!only || only === 'postgres')) {
      const url = new URL(adminUrl);
      url.pathname = `/${databaseName}`;
      await onMaintenanceDatabase(adminUrl, `create database ${databaseName}`);
      created = true;
      const env = { ...benchApiEnv(url.toString(), API_PORT, jwtSecret), ...(smtp ? { MAIL_URL: `smtp://127.0.0.1:${smtp.port}` } : {}) };
      rows.push(...await runOn('PostgreSQL', { url: url.toString() }, env, { adminUrl, database: databaseName, url: url.toString() }));
      if (smtp) console.log(`BENCH_MAIL: the local mail server received ${smtp.received.length} emails`);
    } else if (!adminUrl) {
      console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL run is skipped.');
    }

    const seeded = await openDatabase({ memory: true });
    await seeded.migrate();
    await seedCatalogue(seeded.db);
    const app = await buildApp({ config: loadConfig({ ...embeddedEnv, LOG_LEVEL: 'silent' }), database: seeded });
    fs.writeFileSync(itemsFile, (await app.inject({ method: 'GET', url: '/api/items/?page_size=100' })).body);
    await app.close();
    await seeded.close();
    bare = start('bare-items-server.ts', { PORT: String(BARE_PORT), BENCH_ITEMS_FILE: itemsFile });
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, bare);
    const bareRows: Row[] = [];
    for (const connections of CONNECTIONS) {
      bareRows.push(await drive('bare node:http, items JSON', { url: `http://127.0.0.1:${BARE_PORT}/api/items/?page_size=100` }, connections));
    }
    rows.unshift(...bareRows);
    print(rows);
    if (rows.some((row) => row.result.errors + row.result.timeouts + row.result.non2xx > 0 || (row.bursts && burstsFailed(row.bursts)))) process.exitCode = 1;
  } finally {
    await stop(bare);
    await smtp?.close();
    fs.rmSync(work, { recursive: true, force: true });
    if (created) await onMaintenanceDatabase(adminUrl, `drop database if exists ${databaseName} with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
