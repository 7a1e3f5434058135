/**
 * Migration tests' steps: a migrations folder cut before one migration, an empty database of the
 * run's driver, running a folder's migrations the way the server does, and raw queries' rows.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../src/db/client';

/** The migrations folder as it was before the migration tagged `tag`, in a temporary directory. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of this run's driver, and how to drop it. */
export async function openEmptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  // The same choice as test/helper.ts, without building the app.
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ memory: true });
    return { database, drop: () => database.close() };
  }
  const { Client } = await import('pg');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_mig_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: url.toString(),
    poolSize: 2,
    onConnectionError: () => {},
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs the migrations of a folder the way the server runs them. */
export async function migrateFrom(database: Database, folder: string) {
  const { migrate } =
    database.driver === 'pglite'
      ? await import('drizzle-orm/pglite/migrator')
      : await import('drizzle-orm/node-postgres/migrator');
  await migrate(database.db as never, { migrationsFolder: folder });
}

/** The rows of a raw query, whichever driver ran it (both answer with `rows`). */
export async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
