/**
 * Readies the database for a copy of the API that is starting: under one PostgreSQL advisory lock,
 * so that any number of copies started at the same moment take turns, it refuses a database that
 * a newer release has migrated further than this copy knows, then applies this copy's migrations
 * and the catalogue's seed. The first copy to get the lock migrates; the others find nothing left
 * to do. The rule that lets a newer copy migrate while older ones still serve is
 * docs/decisions/024-migrations-while-older-copies-serve.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, type Database } from './client';
import { seedCatalogue } from './seed';

/** The advisory lock every copy takes to migrate and seed. */
export const MIGRATION_LOCK = 'adom-laundry:migrations';

/** One committed migration, as drizzle-kit's journal lists it. */
export interface KnownMigration {
  tag: string;
  /** When drizzle-kit generated it (ms); the migrations table stores it as created_at. */
  when: number;
}

/** The migrations this copy's code carries, in the journal's order (the order they apply in). */
export function knownMigrations(folder: string = MIGRATIONS_DIR): KnownMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: KnownMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The created_at of every migration applied to the database (empty on a fresh one). */
export async function appliedMigrations(database: Database): Promise<number[]> {
  const exists = (await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  )) as unknown as { rows: { exists: boolean }[] };
  if (!exists.rows[0]?.exists) return [];
  const result = (await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { created_at: string | number }[] };
  return result.rows.map((row) => Number(row.created_at));
}

/** The database was migrated by a newer release than this copy: it must not serve it. */
export class DatabaseNewerThanCode extends Error {
  constructor(
    readonly newest: KnownMigration | undefined,
    readonly unknown: number[],
  ) {
    const when = (ms: number) => new Date(ms).toISOString();
    super(
      `This release is older than the database: the database has ${unknown.length} migration(s) this release does not know ` +
        `(made ${unknown.map(when).join(', ')}), while this release's last is ${newest ? newest.tag : 'none'}. ` +
        'A newer release has migrated it; start that release (or a later one), not this one. Nothing was changed.',
    );
    this.name = 'DatabaseNewerThanCode';
  }
}

/** Where this copy's code and the database stand with each other. */
export interface MigrationState {
  /** This copy's migrations that the database does not have yet. */
  pending: KnownMigration[];
  /** Migrations in the database that are newer than every one this copy knows. */
  unknown: number[];
}

/**
 * Compares this copy's migrations with the database's, migration by migration: the journal's
 * `when` stamps are not in order (0017 was generated before 0016 was merged), so neither "newer
 * than the newest" nor "after the last applied" would be right.
 */
export async function migrationState(database: Database, folder: string = MIGRATIONS_DIR): Promise<MigrationState> {
  const known = knownMigrations(folder);
  const knownSet = new Set(known.map((migration) => migration.when));
  const applied = await appliedMigrations(database);
  const appliedSet = new Set(applied);
  return {
    pending: known.filter((migration) => !appliedSet.has(migration.when)),
    unknown: applied.filter((when) => !knownSet.has(when)),
  };
}

/**
 * Applies the pending migrations in the journal's order, in one transaction, recording each in
 * drizzle's table as drizzle-kit's migrator does. Not that migrator itself: it applies only the
 * migrations stamped after the last one applied, so on a database migrated up to 0016 it would
 * silently skip 0017 to 0020, whose stamps are older.
 */
async function applyMigrations(database: Database, folder: string, pending: KnownMigration[]): Promise<void> {
  const wanted = new Set(pending.map((migration) => migration.when));
  const files = readMigrationFiles({ migrationsFolder: folder }).filter((file) => wanted.has(file.folderMillis));
  await database.db.execute(sql`create schema if not exists drizzle`);
  await database.db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  await database.db.transaction(async (tx) => {
    for (const file of files) {
      for (const statement of file.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${file.hash}, ${file.folderMillis})`);
    }
  });
}

/**
 * Under the migration lock: refuses a database migrated past this copy's code, applies the
 * pending migrations and seeds the catalogue. Returns the migrations this call applied.
 */
export async function prepareDatabase(
  database: Database,
  { folder = MIGRATIONS_DIR }: { folder?: string } = {},
): Promise<KnownMigration[]> {
  return database.withAdvisoryLock(MIGRATION_LOCK, async () => {
    const { pending, unknown } = await migrationState(database, folder);
    if (unknown.length) throw new DatabaseNewerThanCode(knownMigrations(folder).at(-1), unknown);
    if (pending.length) await applyMigrations(database, folder, pending);
    await seedCatalogue(database.db);
    return pending;
  });
}
