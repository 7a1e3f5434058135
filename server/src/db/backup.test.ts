/**
 * Backups that restore (db/backup.ts): a database with bookings, payments and the outbox is
 * backed up, restored into a fresh one, and every table reads the same there, row for row.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildTestApp, call, createCustomer, emptyPostgresDatabase, testDriver, type TestContext } from '../../test/helper';
import { createCheckedOutBooking } from '../../test/fixtures';
import { openDatabase, type Database } from './client';
import { BackupError, backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-backup-'));
  // Bookings, a payment verified (its receipt in the outbox), one that failed, a reset email.
  const customer = await createCustomer(ctx);
  for (const outcome of ['success', 'failed'] as const) {
    const booking = await createCheckedOutBooking(ctx, customer.user.id);
    const { json } = await call(ctx.app, 'POST', '/api/finance/pay/', { token: customer.token, body: { booking: booking.id } });
    await call(ctx.app, 'POST', `/api/finance/sandbox/${json.data.reference}/complete`, { token: customer.token, body: { outcome } });
    await call(ctx.app, 'POST', '/api/finance/verify-payment/', { token: customer.token, body: { reference: json.data.reference } });
  }
  await call(ctx.app, 'POST', '/api/auth/forget-password', { body: { email: customer.user.email } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every table's row count and a digest of its rows, in a fixed order. */
async function contents(database: Database): Promise<Record<string, string>> {
  const tables = (
    (await database.db.execute(
      sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const [schema, name] = table.split('.');
    const from = sql.raw(`"${schema}"."${name}"`);
    const [row] = (
      (await database.db.execute(
        sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${from} t`,
      )) as unknown as { rows: { n: number; digest: string }[] }
    ).rows;
    digest[table] = `${row.n} ${row.digest}`;
  }
  return digest;
}

it('restores bookings, payments and the outbox into a fresh database exactly as they were', async () => {
  const before = await contents(ctx.database);
  // What the test is about is really there.
  for (const table of ['public.bookings', 'public.payment_transactions', 'public.outbox_emails']) {
    expect(Number(before[table].split(' ')[0])).toBeGreaterThan(0);
  }

  let restored: Database;
  let dropRestored: () => Promise<void>;
  if (testDriver() === 'postgres') {
    const file = path.join(dir, 'adom.dump');
    await backupPostgres(ctx.database.url!, file);
    const target = await emptyPostgresDatabase('t_restore');
    await restorePostgres(target.url, file);
    // Restoring over what is there is refused unless asked for.
    await expect(restorePostgres(target.url, file)).rejects.toThrow(BackupError);
    restored = await openDatabase({ url: target.url, poolSize: 2, onConnectionError: () => {} });
    dropRestored = async () => {
      await restored.close();
      await target.drop();
    };
  } else {
    const file = path.join(dir, 'adom.tar');
    await backupPglite(ctx.database, file);
    const dataDir = path.join(dir, 'restored');
    await restorePglite(file, dataDir);
    await expect(restorePglite(file, dataDir)).rejects.toThrow(BackupError);
    restored = await openDatabase({ dataDir });
    dropRestored = () => restored.close();
  }
  try {
    expect(await contents(restored)).toEqual(before);
  } finally {
    await dropRestored();
  }
}, 120_000);
