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

/** Whether a listener is receiving notifications: while "down", some may be lost. */
export type ListenerStatus = 'up' | 'down';

/** Stops a listener started with Database.listen. */
export type StopListening = () => Promise<void>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs the committed migrations. */
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other databases from. */
  dump?(): Promise<Blob>;
  /** Round-trips a query; throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel` and calls `onMessage` with each notification's payload (sent by the
   * database when the notifying transaction commits). `onStatus` hears "up" once LISTEN is in
   * place and "down" whenever the connection is lost, after which notifications may have been
   * missed until the next "up" (PostgreSQL reconnects on its own; PGlite is never down). Resolves
   * after the first attempt to listen, whether or not it succeeded. close() stops every listener.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onStatus?: (status: ListenerStatus) => void,
  ): Promise<StopListening>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'drizzle');

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
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on(
      'error',
      options.onConnectionError ?? ((error) => console.warn(`database: idle connection lost (${error.message})`)),
    );
    // numeric comes back as a string (exact money); dates stay 'YYYY-MM-DD' strings.
    const db = drizzle(pool, { schema }) as unknown as Db;
    const listeners = new Set<StopListening>();
    return {
      db,
      driver: 'postgres',
      migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, onMessage, onStatus) => {
        const listener = await listenOnPostgres(options.url, channel, onMessage, onStatus);
        const stop = async () => {
          listeners.delete(stop);
          await listener.stop();
        };
        listeners.add(stop);
        return stop;
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
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
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    dump: () => client.dumpDataDir('none'),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One embedded database in this process: its notifications cannot be lost, so always up.
    listen: async (channel, onMessage, onStatus) => {
      const unlisten = await client.listen(channel, onMessage);
      onStatus?.('up');
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** How long the PostgreSQL listener waits before reconnecting: doubling from the first to the last. */
export const LISTEN_RETRY_MS = { first: 500, max: 10_000 };

/**
 * A LISTEN on its own connection (a pooled one would be handed to other queries, and a
 * listener must stay in its session). When the connection is lost it reports "down" and
 * reconnects with backoff until LISTEN succeeds again, then reports "up".
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onStatus: ((status: ListenerStatus) => void) | undefined,
): Promise<{ stop(): Promise<void> }> {
  const { Client } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS.first;
  let status: ListenerStatus | undefined;
  const report = (next: ListenerStatus) => {
    if (status === next) return;
    status = next;
    onStatus?.(next);
  };

  const connect = async (): Promise<void> => {
    const current = new Client({ connectionString: url, keepAlive: true });
    client = current;
    let lost = false;
    const onLost = (ended: boolean) => {
      if (lost) return;
      lost = true;
      current.removeAllListeners('notification');
      // Closes the socket if it is still open; errors from a dead one do not matter any more.
      if (!ended) current.end().catch(() => {});
      if (stopped) return;
      report('down');
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, delay);
      retry.unref();
      delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
    };
    current.on('error', () => onLost(false));
    current.on('end', () => onLost(true));
    current.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${current.escapeIdentifier(channel)}`);
    } catch {
      onLost(false);
      return;
    }
    if (stopped || lost) return;
    delay = LISTEN_RETRY_MS.first;
    report('up');
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('notification');
        await current.end().catch(() => {});
      }
    },
  };
}
