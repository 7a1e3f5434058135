/**
 * Builds the app on a fresh database for one test file and closes it afterwards. The database is
 * PGlite in memory, or (TEST_DB=postgres) a new PostgreSQL database created from TEST_DATABASE_URL
 * and dropped at the end, so parallel files and CI runs never see each other's rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { TEST_PASSWORD, TEST_PASSWORD_HASH } from './test-password';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Which database this run of the suite uses. */
export const testDriver = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

async function withAdmin<T>(url: string, fn: (query: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/**
 * What a fresh test database is made of: the migrations, the seed's code and its data. A template
 * (PGlite's dumped data directory, PostgreSQL's template database) is made once per fingerprint,
 * which is worked out once per test file.
 */
let fingerprint: string | undefined;
function templateFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(fs.readFileSync(require.resolve('@laundry-accra/domain/seed-catalogue')));
  hash.update(fs.readFileSync(require.resolve('../src/db/seed')));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

/**
 * A migrated, seeded PGlite data directory, made once per fingerprint and kept in the OS temp
 * dir: opening from it takes ~0.6 s instead of ~4 s for initdb.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `adom-pglite-template-${templateFingerprint()}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    await seedCatalogue(database.db);
    const dump = await database.dump!();
    await database.close();
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temp, file); // atomic: parallel workers never read half a file
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A database's address on the same server as `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, empty database on TEST_DATABASE_URL's server (nothing migrated), for tests of what
 * happens to a database itself (migrating, backing up, a process stopping); `drop` removes it.
 */
export async function emptyPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('an empty PostgreSQL database needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (q) => q(`create database ${name}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (q) => q(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * The name of a migrated, seeded PostgreSQL template database for this fingerprint, made once
 * for the server: every test file's database is a copy of it (CREATE DATABASE … TEMPLATE), which
 * takes a fraction of a second where migrating and seeding took seconds. Parallel workers make it
 * under an advisory lock; it is built under a temporary name and renamed when complete, so a
 * half-made template (a worker killed while building it) is never copied.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `t_template_${templateFingerprint()}`;
  return withAdmin(adminUrl, async (q) => {
    const exists = async () => ((await q(`select 1 from pg_database where datname = '${name}'`)) as { rowCount: number }).rowCount > 0;
    if (await exists()) return name;
    await q(`select pg_advisory_lock(hashtext('${name}'))`);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await q(`drop database if exists ${building} with (force)`);
      await q(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(adminUrl, building), poolSize: 1 });
      try {
        await database.migrate();
        await seedCatalogue(database.db);
      } finally {
        await database.close();
      }
      await q(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await q(`select pg_advisory_unlock(hashtext('${name}'))`);
    }
  });
}

/** Opens a fresh, migrated, seeded database. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testDriver() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await postgresTemplate(adminUrl);
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withAdmin(adminUrl, (q) => q(`create database ${name} template ${template}`));
    let dropping = false;
    const database = await openDatabase({
      url: databaseUrl(adminUrl, name),
      poolSize: 5,
      // The forced drop below ends connections the pool is still closing; that is expected.
      onConnectionError: (error) => {
        if (!dropping) console.warn(`test database ${name}: idle connection lost (${error.message})`);
      },
    });
    // Both are no-ops on a copy of a current template; they keep a test honest if one is not.
    await database.migrate();
    await seedCatalogue(database.db);
    return {
      database,
      drop: async () => {
        dropping = true;
        await database.close();
        await withAdmin(adminUrl, (q) => q(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const database = await openDatabase({ memory: true, loadDataDir: await pgliteTemplate() });
  await database.migrate();
  await seedCatalogue(database.db);
  return { database, drop: () => database.close() };
}

/** Builds the API (no static site) on a fresh database. Pass env overrides to vary the config. */
export async function buildTestApp(env: Record<string, string | undefined> = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_DIR: '',
    LOG_LEVEL: 'silent',
    // A test file's customer pays for dozens of bookings; the limit has its own tests.
    RATE_LIMIT_PAYMENTS_PER_USER: '100000',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Asks until `check` holds (a database notification is on its way) or 5 s have passed. */
export async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await ask();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** app.inject with a JSON body and an optional bearer token; returns the response and parsed JSON. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: any; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  let json: unknown = undefined;
  try {
    json = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, response };
}

export { TEST_PASSWORD, TEST_PASSWORD_HASH } from './test-password';

/** Other passwords' hashes, one per password and test file. */
const passwordHashes = new Map<string, Promise<string>>([[TEST_PASSWORD, Promise.resolve(TEST_PASSWORD_HASH)]]);
async function passwordHashOf(password: string): Promise<string> {
  if (!passwordHashes.has(password)) {
    const { hashPassword } = await import('../src/modules/auth/passwords');
    passwordHashes.set(password, hashPassword(password));
  }
  return passwordHashes.get(password)!;
}

let userCounter = 0;

/**
 * Creates a customer directly in the database and signs an access token for them, so route tests
 * do not depend on the sign-up endpoint. Returns the user row and a bearer token.
 */
export async function createCustomer(
  ctx: TestContext,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<{ user: { id: string; name: string; email: string }; token: string }> {
  const { users } = await import('../src/db/schema');
  userCounter += 1;
  const email = overrides.email ?? `customer${userCounter}.${Date.now()}@example.com`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      name: overrides.name ?? `Ama Mensah ${userCounter}`,
      email,
      passwordHash: await passwordHashOf(overrides.password ?? TEST_PASSWORD),
    })
    .returning({ id: users.id, name: users.name, email: users.email });
  return { user, token: ctx.app.signAccessToken(user.id) };
}
