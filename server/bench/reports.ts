/**
 * `npm run bench:reports`: how long the owner's reports take on a busy business's data.
 *
 * Creates a fresh database on the server named by BENCH_DATABASE_URL (or TEST_DATABASE_URL),
 * migrates and seeds it, writes 100,000 bookings over a year and their payments as the counter
 * and the gateway record them (108,571 transactions: mobile money by network, orders paid
 * in parts, cash with change, wallets charged online, refunds whole and in part;
 * modules/reports/report-data.ts), then runs every report the back office offers for the last 90
 * days (takings per day, week and month for every branch, per day for one branch; the bookings
 * report for every branch and one branch; both CSV downloads) BENCH_RUNS times after two warm-up
 * runs, timing the report service (its one SQL statement and the mapping of its rows; for a CSV,
 * the writing of the file too). Prints the median, p95 and worst time and exits non-zero when a
 * median is 200 ms or more; drops the database at the end. With BENCH_EXPLAIN=1 it prints each
 * statement's query plan too (EXPLAIN ANALYZE, BUFFERS).
 *
 * Environment: BENCH_DATABASE_URL / TEST_DATABASE_URL (required), BENCH_BOOKINGS (100000),
 * BENCH_RUNS (20), BENCH_EXPLAIN, BENCH_KEEP (keep the database and print its name, to study
 * plans by hand).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { openDatabase } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { generateReportData } from '../src/modules/reports/report-data';
import { bookingsStatement, reportsService, takingsStatement } from '../src/modules/reports/reports.service';
import { bookingsCsv, takingsCsv } from '../src/modules/reports/reports.csv';
import { sql } from 'drizzle-orm';
import { branches } from '../src/db/schema';
import { onMaintenanceDatabase } from './bench-processes';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** The issue's target for a 90-day report. */
const TARGET_MS = 200;

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const databaseName = `bench_reports_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

async function main(): Promise<number> {
  if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
  await onMaintenanceDatabase(adminUrl, `create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    const started = performance.now();
    await generateReportData(database.db, {
      tag: 'bench',
      bookings: BOOKINGS,
      customers: Math.max(100, Math.round(BOOKINGS / 50)),
      days: 365,
      until: new Date(),
      partialRefunds: true,
    });
    // As autovacuum leaves a table after a bulk insert: statistics, and the visibility map that
    // lets index-only scans skip the table.
    await database.db.execute(sql`vacuum analyze`);
    const [written] = (
      (await database.db.execute(sql`
        select (select count(*) from bookings)::int as bookings, (select count(*) from payment_transactions)::int as transactions,
               (select count(*) from partial_refunds)::int as partial_refunds`)) as unknown as { rows: Record<string, number>[] }
    ).rows;
    console.log(
      `wrote ${written.bookings} bookings, ${written.transactions} transactions and ${written.partial_refunds} partial refunds in ${Math.round(performance.now() - started)} ms`,
    );

    const reports = reportsService(database.db);
    const [branch] = await database.db.select({ id: branches.id }).from(branches).limit(1);
    const to = todayInAccra();
    const from = addDays(to, -89);
    const every = { from, to, group: 'day' as const, branchId: null };
    const one = { ...every, branchId: branch.id };
    const everyBranch = { branchId: null };
    const oneBranch = { branchId: branch.id };
    // The CSV downloads run the same statements as the JSON, then write the file.
    const cases = [
      { name: 'takings, every branch, per day', run: () => reports.takings(everyBranch, { from, to, group: 'day' }), statement: takingsStatement(every) },
      { name: 'takings, every branch, per week', run: () => reports.takings(everyBranch, { from, to, group: 'week' }), statement: takingsStatement({ ...every, group: 'week' }) },
      { name: 'takings, every branch, per month', run: () => reports.takings(everyBranch, { from, to, group: 'month' }), statement: takingsStatement({ ...every, group: 'month' }) },
      { name: 'takings, one branch, per day', run: () => reports.takings(oneBranch, { from, to, group: 'day' }), statement: takingsStatement(one) },
      { name: 'takings CSV, every branch, per day', run: async () => takingsCsv(await reports.takings(everyBranch, { from, to, group: 'day' })) },
      { name: 'bookings, every branch', run: () => reports.bookings(everyBranch, { from, to }), statement: bookingsStatement(every) },
      { name: 'bookings, one branch', run: () => reports.bookings(oneBranch, { from, to }), statement: bookingsStatement(one) },
      { name: 'bookings CSV, every branch', run: async () => bookingsCsv(await reports.bookings(everyBranch, { from, to })) },
    ];
    let failed = false;
    for (const c of cases) {
      await c.run();
      await c.run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await c.run();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
      const ok = median < TARGET_MS;
      failed ||= !ok;
      console.log(
        `${c.name} (${from} to ${to}): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms ${ok ? 'ok' : `FAIL (target ${TARGET_MS} ms)`}`,
      );
    }
    if (process.env.BENCH_EXPLAIN) {
      for (const c of cases) {
        if (!c.statement) continue;
        const plan = (await database.db.execute(sql`explain (analyze, buffers) ${c.statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
        console.log(`\n${c.name}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    return failed ? 1 : 0;
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`kept database ${databaseName}`);
    else await onMaintenanceDatabase(adminUrl, `drop database if exists ${databaseName} with (force)`);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
