/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise the embedded PGlite
 * (real Postgres compiled to WASM) with its files in a directory, or in memory for tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A Drizzle transaction handle (what db.transaction passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Ends a LISTEN session opened with Database.listen. */
export type StopListening = () => Promise<void>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs the committed migrations (those in `folder`, MIGRATIONS_DIR by default). */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `fn` holding the PostgreSQL advisory lock named `name`, on a session of its own, so that
   * copies of the API started together take turns (db/prepare.ts). The lock goes with the session
   * when a copy dies holding it. PGlite has one process by construction: `fn` just runs.
   */
  withAdvisoryLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the database's URL (backups). */
  url?: string;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the data directory as a tarball, to start other databases from. */
  dump?(): Promise<Blob>;
  /** Round-trips a query; throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Opens one session that LISTENs on `channels` and hands each notification (sent by the
   * database when the notifying transaction commits) to `onNotification`. Rejects when it cannot
   * listen; once listening, `onLost` is called at most once, when the session ends by itself
   * (PostgreSQL: the connection is lost; PGlite, in this process, never). The caller reopens it:
   * src/live/listener.ts.
   */
  listen(
    channels: readonly string[],
    onNotification: (channel: string, payload: string) => void,
    onLost: () => void,
  ): Promise<StopListening>;
  close(): Promise<void>;
}

/**
 * The committed migrations (server/drizzle), found at run time: from the sources this file is
 * server/src/db, from the compiled server (scripts/build-server.mjs) it is server/dist.
 */
export const MIGRATIONS_DIR =
  [path.resolve(__dirname, '..', '..', 'drizzle'), path.resolve(__dirname, '..', 'drizzle')].find((dir) =>
    fs.existsSync(path.join(dir, 'meta', '_journal.json')),
  ) ?? path.resolve(__dirname, '..', '..', 'drizzle');

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /**
       * Called when an idle connection dies (a PostgreSQL restart, a failover, an administrator
       * ending it). The pool replaces it on next use; without a listener the error would crash
       * the process. Defaults to a warning on stderr.
       */
      onConnectionError?: (error: Error) => void;
    }
  | { dataDir: string }
  | { memory: true; /** A data directory dumped earlier (PGlite dumpDataDir) to start from. */ loadDataDir?: Blob };

/** Opens the database described by the options. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { Client, Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on(
      'error',
      options.onConnectionError ?? ((error) => console.warn(`database: idle connection lost (${error.message})`)),
    );
    // numeric comes back as a string (exact money); dates stay 'YYYY-MM-DD' strings.
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      url: options.url,
      migrate: (folder = MIGRATIONS_DIR) => migrate(db as never, { migrationsFolder: folder }),
      withAdvisoryLock: async (name, fn) => {
        // Not a pooled connection: the pool may have one connection, which fn needs.
        const client = new Client({ connectionString: options.url });
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [name]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
          }
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // Its own connection, not a pooled one: a pooled one is handed to other queries, and a
      // listener must stay in its session.
      listen: async (channels, onNotification, onLost) => {
        const client = new Client({ connectionString: options.url, keepAlive: true });
        let listening = false;
        const end = () => {
          listening = false;
          client.removeAllListeners('notification');
          // Errors from a socket already dead do not matter any more.
          return client.end().catch(() => {});
        };
        const lose = () => {
          if (!listening) return;
          void end();
          onLost();
        };
        client.on('error', lose);
        client.on('end', lose);
        client.on('notification', (message) => onNotification(message.channel, message.payload ?? ''));
        try {
          await client.connect();
          await client.query(channels.map((channel) => `LISTEN ${client.escapeIdentifier(channel)}`).join('; '));
        } catch (error) {
          await end();
          throw error;
        }
        listening = true;
        return end;
      },
      close: async () => {
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if ('dataDir' in options) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: (folder = MIGRATIONS_DIR) => migrate(db as never, { migrationsFolder: folder }),
    withAdvisoryLock: (_name, fn) => fn(),
    dump: () => client.dumpDataDir('none'),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One embedded database in this process: the session cannot be lost, so onLost is never called.
    listen: async (channels, onNotification) => {
      const unlisten = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => onNotification(channel, payload))),
      );
      return async () => {
        if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
      };
    },
    close: () => client.close(),
  };
}
