/**
 * Copies that start together (db/prepare.ts): on a fresh or an older PostgreSQL database, copies
 * readying it at the same moment migrate it once and all come up; a copy older than the database
 * refuses to start, with a message that says why, and changes nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BRANCHES } from '@laundry-accra/domain/seed-catalogue';
import { MIGRATIONS_DIR, openDatabase, type Database } from './client';
import { DatabaseNewerThanCode, appliedMigrations, knownMigrations, prepareDatabase } from './prepare';
import { branches } from './schema';
import { emptyPostgresDatabase, testDriver } from '../../test/helper';

const SERVER = path.resolve(__dirname, '..', 'server.ts');

/** A new, empty database of this run's driver: its address (PostgreSQL) or its directory (PGlite). */
async function emptyDatabase(): Promise<{ open(): Promise<Database>; env: Record<string, string>; drop(): Promise<void> }> {
  if (testDriver() !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-prepare-'));
    return {
      open: () => openDatabase({ dataDir: dir }),
      env: { DATA_DIR: dir },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await emptyPostgresDatabase('t_prep');
  return {
    open: () => openDatabase({ url, poolSize: 2, onConnectionError: () => {} }),
    env: { DATABASE_URL: url },
    drop,
  };
}

/** The migrations folder as an older release had it: its first `count` migrations. */
function olderRelease(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-older-release-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Readies the database from `copies` copies at once, each with its own connections, as separate processes would. */
async function startTogether(world: Awaited<ReturnType<typeof emptyDatabase>>, copies: number) {
  const databases = await Promise.all(Array.from({ length: copies }, () => world.open()));
  try {
    return await Promise.allSettled(databases.map((database) => prepareDatabase(database)));
  } finally {
    await Promise.all(databases.map((database) => database.close()));
  }
}

/** Every migration applied exactly once, and the catalogue seeded once. */
async function expectMigratedOnce(world: Awaited<ReturnType<typeof emptyDatabase>>) {
  const database = await world.open();
  try {
    const applied = await appliedMigrations(database);
    expect([...applied].sort()).toEqual(knownMigrations().map((migration) => migration.when).sort());
    expect(await database.db.select().from(branches)).toHaveLength(BRANCHES.length);
  } finally {
    await database.close();
  }
}

const onPostgres = testDriver() === 'postgres' ? it : it.skip;

onPostgres('migrates a fresh database once when six copies start at the same moment, and all come up', async () => {
  const world = await emptyDatabase();
  try {
    const outcomes = await startTogether(world, 6);
    expect(outcomes.map((o) => o.status)).toEqual(Array(6).fill('fulfilled'));
    // One copy applied every migration; the others found none left.
    const applied = outcomes.map((o) => (o as PromiseFulfilledResult<unknown[]>).value.length).sort((a, b) => b - a);
    expect(applied).toEqual([knownMigrations().length, 0, 0, 0, 0, 0]);
    await expectMigratedOnce(world);
  } finally {
    await world.drop();
  }
}, 120_000);

// PGlite belongs to one process: one copy there, four on PostgreSQL.
it('brings an older database up to date once when copies of the new release start together', async () => {
  const copies = testDriver() === 'postgres' ? 4 : 1;
  const world = await emptyDatabase();
  // Up to 0016: the four after it carry older stamps, which drizzle's own migrator would skip.
  const older = olderRelease(17);
  try {
    const first = await world.open();
    await first.migrate(older);
    await first.close();
    const outcomes = await startTogether(world, copies);
    expect(outcomes.map((o) => o.status)).toEqual(Array(copies).fill('fulfilled'));
    await expectMigratedOnce(world);
  } finally {
    fs.rmSync(older, { recursive: true, force: true });
    await world.drop();
  }
}, 120_000);

describe('a copy older than the database', () => {
  let world: Awaited<ReturnType<typeof emptyDatabase>>;
  let older: string;
  beforeAll(async () => {
    world = await emptyDatabase();
    older = olderRelease(knownMigrations().length - 1);
    const database = await world.open();
    await prepareDatabase(database);
    await database.close();
  }, 120_000);
  afterAll(async () => {
    fs.rmSync(older, { recursive: true, force: true });
    await world.drop();
  });

  it('is refused, saying why, and changes nothing', async () => {
    const database = await world.open();
    try {
      const before = await rows<{ n: number }>(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const refusal = await prepareDatabase(database, { folder: older }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DatabaseNewerThanCode);
      expect((refusal as Error).message).toMatch(/This release is older than the database: the database has 1 migration\(s\) this release does not know/);
      expect(await rows(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual(before);
    } finally {
      await database.close();
    }
  });

  it('refuses to start as a process, with the message on stderr and exit code 1', async () => {
    // The database as a release newer than this checkout would leave it.
    const database = await world.open();
    const newest = Math.max(...knownMigrations().map((m) => m.when));
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newest + 86_400_000})`);
    await database.close();
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', SITE_DIR: '', LOG_LEVEL: 'error', ...world.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/This release is older than the database/);
    expect(stderr).toMatch(/start that release \(or a later one\), not this one/);
  }, 120_000);
});
