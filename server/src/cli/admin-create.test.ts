/**
 * `npm run admin:create`, run as the owner runs it: a separate process against the server's
 * database (an embedded one in a temporary DATA_DIR, or a fresh PostgreSQL database when the suite
 * runs on PostgreSQL), after which the admin signs in through the API.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig, ROOT_DIR } from '../config';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { PASSWORD_IN_ARGV } from './admin-create';

const onPostgres = process.env.TEST_DB === 'postgres';
const PASSWORD = 'Owner@2026x';
const TSX = path.join(ROOT_DIR, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const CLI = path.join(ROOT_DIR, 'server', 'src', 'cli', 'admin-create.ts');

/** Where the server's database is, as the environment names it for the command and the app. */
let databaseEnv: Record<string, string>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  if (!onPostgres) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-admin-create-'));
    databaseEnv = { DATA_DIR: dir };
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  const { Client } = await import('pg');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_admin_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseEnv = { DATABASE_URL: url.toString() };
  cleanUp = () => admin(`drop database if exists ${name} with (force)`);
}, 60_000);

afterAll(() => cleanUp());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command in its own process (as `npm run admin:create -- …` does), with `env` added. */
function adminCreate(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, CLI, ...args], {
      cwd: ROOT_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...databaseEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Opens the database the command uses and migrates it, as the server does when it starts. */
async function openServersDatabase(): Promise<Database> {
  const database = onPostgres
    ? await openDatabase({
        url: databaseEnv.DATABASE_URL,
        poolSize: 2,
        onConnectionError: () => {},
      })
    : await openDatabase({ dataDir: databaseEnv.DATA_DIR });
  await database.migrate();
  return database;
}

/** Builds the API on the command's database, runs `use`, then closes both. */
async function withApi<T>(
  use: (api: Awaited<ReturnType<typeof buildApp>>, database: Database) => Promise<T>,
) {
  const database = await openServersDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', SITE_DIR: '', LOG_LEVEL: 'silent', ...databaseEnv }),
    database,
  });
  try {
    await app.ready();
    return await use(app, database);
  } finally {
    await app.close();
    await database.close();
  }
}

const signIn = (app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

const accountsWithEmail = async (database: Database, email: string) =>
  database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);

it('migrates, creates the admin from ADMIN_PASSWORD, and the admin signs in through the API', async () => {
  const run = await adminCreate(['--email', ' Owner@Example.com ', '--name', 'Kwame Owner'], {
    ADMIN_PASSWORD: PASSWORD,
  });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('Created the admin account Kwame Owner <owner@example.com>.');
  expect(run.stdout).not.toContain(PASSWORD);

  await withApi(async (app, database) => {
    const [account] = await accountsWithEmail(database, 'owner@example.com');
    expect(account).toMatchObject({
      name: 'Kwame Owner',
      role: 'admin',
      branchId: null,
      isActive: true,
    });
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    const response = await signIn(app, 'owner@example.com', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().access).toEqual(expect.any(String));
  });
});

it('makes an existing customer an admin of every branch and keeps their password', async () => {
  const database = await openServersDatabase();
  await database.db.insert(users).values({
    name: 'Ama Mensah',
    email: 'ama@example.com',
    passwordHash: await hashPassword('Customer@2026'),
  });
  await database.close();

  const run = await adminCreate(['--email', 'AMA@example.com'], { ADMIN_PASSWORD: PASSWORD });
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(
    'Ama Mensah <ama@example.com> is now an admin of every branch (password unchanged).',
  );
  expect(run.stdout).toContain('ADMIN_PASSWORD was not used');

  await withApi(async (app, db) => {
    const [account] = await accountsWithEmail(db, 'ama@example.com');
    expect(account.role).toBe('admin');
    expect((await signIn(app, 'ama@example.com', 'Customer@2026')).statusCode).toBe(200);
    expect((await signIn(app, 'ama@example.com', PASSWORD)).statusCode).toBe(401);
  });

  const again = await adminCreate(['--email', 'ama@example.com']);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('is already an admin of every branch; nothing changed.');
});

it.each([
  [['--email', 'kofi@example.com', '--name', 'Kofi', '--password', PASSWORD]],
  [['--email', 'kofi@example.com', '--name', 'Kofi', `--password=${PASSWORD}`]],
  [['-p', PASSWORD, '--email', 'kofi@example.com', '--name', 'Kofi']],
])('refuses a password on the command line (%p) and creates nothing', async (args) => {
  const run = await adminCreate(args);
  expect(run.code).toBe(2);
  expect(run.stderr.trim()).toBe(PASSWORD_IN_ARGV);
  await withApi(async (_app, database) => {
    expect(await accountsWithEmail(database, 'kofi@example.com')).toEqual([]);
  });
});

it.each([
  [
    ['--email', 'kofi@example', '--name', 'Kofi'],
    PASSWORD,
    'Please provide a valid email: "kofi@example".',
  ],
  [['--email', 'kofi@example.com', '--name', '42'], PASSWORD, 'Provide your name'],
  [
    ['--email', 'kofi@example.com', '--name', 'Kofi'],
    'password1',
    'Password should be at least 8 characters and contain an uppercase letter, a lowercase and a symbol',
  ],
  [
    ['--email', 'kofi@example.com'],
    PASSWORD,
    'There is no account with the email kofi@example.com: give --name to create it.',
  ],
])(
  'refuses %p with ADMIN_PASSWORD %p by the sign-up rules, and creates nothing',
  async (args, password, message) => {
    const run = await adminCreate(args, { ADMIN_PASSWORD: password });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
    await withApi(async (_app, database) => {
      expect(await accountsWithEmail(database, 'kofi@example.com')).toEqual([]);
    });
  },
);

it('asks for the password when no terminal can and ADMIN_PASSWORD is unset', async () => {
  const run = await adminCreate(['--email', 'kofi@example.com', '--name', 'Kofi']);
  expect(run.code).toBe(1);
  expect(run.stderr.trim()).toBe('No terminal to ask for the password in: set ADMIN_PASSWORD.');
});

(onPostgres ? describe.skip : describe)('with the embedded database', () => {
  it('says to stop the server first while the server has the database open, and changes nothing', async () => {
    const running = await openServersDatabase();
    try {
      const run = await adminCreate(['--email', 'kofi@example.com', '--name', 'Kofi'], {
        ADMIN_PASSWORD: PASSWORD,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        'is in use by another process: stop the server first (Ctrl-C where npm start runs)',
      );
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(await accountsWithEmail(running, 'kofi@example.com')).toEqual([]);
    } finally {
      await running.close();
    }
  });

  const haveScript = fs.existsSync('/usr/bin/script');
  (haveScript ? it : it.skip)(
    'asks for the password twice in a terminal without showing it',
    async () => {
      // `script` gives the command a terminal (a pty) as a person's shell would.
      const command = [
        process.execPath,
        TSX,
        CLI,
        '--email',
        'yaa@example.com',
        '--name',
        'Yaa Asantewaa',
      ]
        .map((part) => `'${part}'`)
        .join(' ');
      const child = spawn('script', ['-qec', command, '/dev/null'], {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...databaseEnv },
      });
      let screen = '';
      let answered = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        screen += chunk.toString();
        // Answer each question once it is on the screen (the terminal is in raw mode by then).
        const asked = (
          screen.match(/Password for the new admin: |The same password again: /g) ?? []
        ).length;
        for (; answered < asked; answered += 1) child.stdin.write(`${PASSWORD}\r`);
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(screen).toContain('Created the admin account Yaa Asantewaa <yaa@example.com>.');
      expect(code).toBe(0);
      expect(answered).toBe(2);
      expect(screen).not.toContain(PASSWORD);
      await withApi(async (app) => {
        expect((await signIn(app, 'yaa@example.com', PASSWORD)).statusCode).toBe(200);
      });
    },
  );
});

it('leaves accounts made by sign-up as customers', async () => {
  await withApi(async (app, database) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      payload: {
        name: 'Esi',
        email: 'esi@example.com',
        password: 'Laundry@2026',
        password2: 'Laundry@2026',
      },
    });
    expect(response.statusCode).toBe(201);
    const [account] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'esi@example.com'));
    expect(account).toMatchObject({ role: 'customer', branchId: null, isActive: true });
  });
});
