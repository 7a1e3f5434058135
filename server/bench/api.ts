/**
 * `npm run bench:api`: how fast the API answers on PostgreSQL, next to a bare node:http server
 * that returns the same items JSON from memory.
 *
 * Creates a fresh database on the server named by BENCH_DATABASE_URL (or TEST_DATABASE_URL),
 * migrates and seeds it, makes a customer with 50 bookings and a few customers to fill baskets,
 * starts the API (src/server.ts, the production entry point) and the bare server as child
 * processes, and drives each with autocannon from this process: 50 connections, 10 s each after a
 * short warm-up. Prints req/s, p50, p99, the ratio to the bare server and the errors, then stops
 * the servers and drops the database. Exits non-zero when a target is missed or a request fails.
 *
 * The bookings run has its one customer read the same first page again and again, as the app
 * does (the dashboard and the bookings page both ask for it, and it is refetched on window focus
 * and reconnect), so after the first request it measures the bookings list cache
 * (src/live/bookings-list-cache.ts), not the query: a read that has to go to the database
 * (the first, or the next after one of the customer's bookings changed) costs about 0.7 ms of API
 * CPU and 0.5 ms of PostgreSQL CPU, as it did before the cache.
 *
 * Beside the throughput, which depends on what else the machine is doing, it prints the CPU time
 * each request cost the server process and (when PostgreSQL runs on this machine) the database
 * backends, read from /proc: a figure that other load on the machine changes much less.
 *
 * Environment: BENCH_DATABASE_URL / TEST_DATABASE_URL (required), BENCH_API_PORT (8111),
 * BENCH_BARE_PORT (8112), BENCH_DURATION seconds (10), BENCH_LOG_LEVEL of the API (warn),
 * BENCH_CPU_PROFILE=<dir> to write a V8 CPU profile of the API process there (open it in Chrome's
 * DevTools or speedscope), BENCH_ONLY=<text> to run only the API runs whose name contains it.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon, { type Options, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { benchApiEnv, cpuMs, onMaintenanceDatabase, start, stop, waitFor } from './bench-processes';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { users } from '../src/db/schema';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 8111);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 8112);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const BOOKINGS = 50;
/** Basket adds are spread over several customers and every item, as real traffic would be. */
const BASKET_CUSTOMERS = 10;

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const databaseName = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const jwtSecret = randomBytes(32).toString('hex');

/** The environment the API runs with, shared by the seeding app here and the API process. */
const apiEnv = (databaseUrl: string) => benchApiEnv(databaseUrl, API_PORT, jwtSecret);

const admin = <T = unknown>(sql: string, params: unknown[] = []) =>
  onMaintenanceDatabase<T>(adminUrl, sql, params);

/** CPU used so far by each PostgreSQL backend serving the bench database. */
async function backendCpu(): Promise<Map<number, number>> {
  const rows = await admin<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    databaseName,
  ]);
  return new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]));
}

/** CPU per request of the server process and the database backends, over one measured run. */
interface CpuCost {
  serverMs: number;
  databaseMs: number | undefined;
}

async function inject(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    payload: body ? JSON.stringify(body) : undefined,
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response;
}

interface Fixtures {
  itemsJson: string;
  itemIds: string[];
  bookingsToken: string;
  basketTokens: string[];
}

/** Migrates and seeds the bench database and makes the customers, through the API itself. */
async function prepare(databaseUrl: string): Promise<Fixtures> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    const app = await buildApp({
      config: loadConfig({ ...apiEnv(databaseUrl), LOG_LEVEL: 'silent' }),
      database,
    });
    try {
      const passwordHash = await hash('Bench#2026pass');
      const customers = await database.db
        .insert(users)
        .values(
          Array.from({ length: 1 + BASKET_CUSTOMERS }, (_, i) => ({
            name: `Bench Customer ${i}`,
            email: `bench${i}@example.com`,
            passwordHash,
          })),
        )
        .returning({ id: users.id });
      const tokens = customers.map((c) => app.signAccessToken(c.id));
      const [bookingsToken, ...basketTokens] = tokens;

      const itemsJson = (await inject(app, 'GET', '/api/items/?page_size=100')).body;
      const itemIds = (JSON.parse(itemsJson) as { results: { id: string }[] }).results.map(
        (i) => i.id,
      );
      const branches = JSON.parse((await inject(app, 'GET', '/api/branches/')).body) as {
        results: { id: string }[];
      };
      const address = JSON.parse(
        (
          await inject(app, 'POST', '/api/address/', bookingsToken, {
            address_name: 'Home',
            address: '5 Cantonments Road',
          })
        ).body,
      ) as { id: string };
      const pickupDate = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      for (let n = 0; n < BOOKINGS; n += 1) {
        for (let line = 0; line < 3; line += 1) {
          const item = itemIds[(n * 3 + line) % itemIds.length];
          await inject(app, 'POST', '/api/bookings/basket/', bookingsToken, {
            item,
            quantity: 1 + (n % 4),
          });
        }
        await inject(app, 'POST', '/api/bookings/checkout/', bookingsToken, {
          pickup_address: address.id,
          dropoff_address: address.id,
          branch: branches.results[n % branches.results.length].id,
          pickup_date: pickupDate,
        });
      }
      // Statistics as autovacuum would have gathered them on a database in use, so the planner
      // does not plan for empty tables.
      await database.db.execute(sql`analyze`);
      return { itemsJson, itemIds, bookingsToken, basketTokens };
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
  /** The process answering. */
  server: ChildProcess;
  /** Least acceptable req/s as a share of the bare server's. */
  target?: number;
}

interface Measured {
  run: Run;
  result: Result;
  cpu: CpuCost;
}

async function measure(run: Run): Promise<Measured> {
  await autocannon({ ...run.options, connections: 10, duration: WARM_UP_SECONDS });
  const [serverBefore, backendsBefore] = [cpuMs(run.server.pid), await backendCpu()];
  const result = await autocannon({
    ...run.options,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  const [serverAfter, backendsAfter] = [cpuMs(run.server.pid), await backendCpu()];
  let database = 0;
  for (const [pid, after] of backendsAfter) database += after - (backendsBefore.get(pid) ?? 0);
  const requests = Math.max(1, result.requests.total);
  return {
    run,
    result,
    cpu: {
      serverMs: (serverAfter - serverBefore) / requests,
      databaseMs: backendsAfter.size ? database / requests : undefined,
    },
  };
}

function table(rows: Measured[]): boolean {
  const bare = rows[0].result.requests.average;
  let allMet = true;
  const lines = rows.map(({ run, result, cpu }) => {
    const failures = result.errors + result.timeouts + result.non2xx;
    const ratio = result.requests.average / bare;
    const met = failures === 0 && (run.target === undefined || ratio >= run.target);
    allMet &&= met;
    return [
      run.name,
      result.requests.average.toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      ratio.toFixed(2),
      String(failures),
      run.target === undefined
        ? failures
          ? 'errors'
          : '-'
        : `>= ${run.target} ${met ? 'met' : 'MISSED'}`,
      `${cpu.serverMs.toFixed(2)} ms`,
      cpu.databaseMs === undefined ? '-' : `${cpu.databaseMs.toFixed(2)} ms`,
    ];
  });
  const header = [
    '',
    'req/s',
    'p50',
    'p99',
    'x bare',
    'errors',
    'target',
    'server CPU/req',
    'db CPU/req',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, PostgreSQL, API log level ${apiEnv('').LOG_LEVEL}, ` +
      `${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(2)} at the end)`,
  );
  return allMet;
}

async function main(): Promise<void> {
  if (!adminUrl) {
    console.error(
      'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server where a database may be created.',
    );
    process.exit(2);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const itemsFile = path.join(os.tmpdir(), `${databaseName}-items.json`);
  let api: ChildProcess | undefined;
  let bare: ChildProcess | undefined;

  await admin(`create database ${databaseName}`);
  try {
    console.log(
      `Preparing ${databaseName}: catalogue, a customer with ${BOOKINGS} bookings, ${BASKET_CUSTOMERS} basket customers…`,
    );
    const fixtures = await prepare(databaseUrl);
    fs.writeFileSync(itemsFile, fixtures.itemsJson);

    api = start('../src/server.ts', apiEnv(databaseUrl), process.env.BENCH_CPU_PROFILE);
    bare = start('bare-items-server.ts', { PORT: String(BARE_PORT), BENCH_ITEMS_FILE: itemsFile });
    const apiBase = `http://127.0.0.1:${API_PORT}`;
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    await Promise.all([waitFor(`${apiBase}/api/health`, api), waitFor(`${bareBase}/`, bare)]);

    let adds = 0;
    const runs: Run[] = [
      {
        name: 'bare node:http, items JSON',
        server: bare,
        options: { url: `${bareBase}/api/items/?page_size=100` },
      },
      {
        name: 'GET /api/items/?page_size=100',
        server: api,
        options: { url: `${apiBase}/api/items/?page_size=100` },
        target: 0.4,
      },
      {
        name: `GET /api/bookings/ (${BOOKINGS} bookings)`,
        server: api,
        options: {
          url: `${apiBase}/api/bookings/`,
          headers: { authorization: `Bearer ${fixtures.bookingsToken}` },
        },
        target: 0.25,
      },
      {
        name: 'POST /api/bookings/basket/',
        server: api,
        options: {
          url: apiBase,
          requests: [
            {
              method: 'POST',
              path: '/api/bookings/basket/',
              setupRequest: (request) => {
                const n = adds++;
                const token = fixtures.basketTokens[n % fixtures.basketTokens.length];
                const item =
                  fixtures.itemIds[
                    Math.floor(n / fixtures.basketTokens.length) % fixtures.itemIds.length
                  ];
                return {
                  ...request,
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                  body: JSON.stringify({ item, quantity: 1 }),
                };
              },
            },
          ],
        },
      },
    ];

    const only = process.env.BENCH_ONLY;
    const rows: Measured[] = [];
    for (const run of runs.filter((r, i) => i === 0 || !only || r.name.includes(only))) {
      process.stdout.write(`  ${run.name}…\n`);
      rows.push(await measure(run));
    }
    if (!table(rows)) process.exitCode = 1;
  } finally {
    await Promise.all([stop(api), stop(bare)]);
    fs.rmSync(itemsFile, { force: true });
    await admin(`drop database if exists ${databaseName} with (force)`);
    console.log(`Dropped ${databaseName}.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
