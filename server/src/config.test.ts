/**
 * The configuration's safe defaults for a server started to try the product: a token secret of its
 * own (never one written in the repository), this machine only unless HOST says otherwise, and a
 * loud word at start when it listens beyond this machine outside production.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, DEVELOPMENT_SECRET_FILE, ROOT_DIR, checkoutSlots, exposureWarning, loadConfig } from './config';

/** The secret the development mode used to sign with, public in the repository's history. */
const OLD_PUBLIC_SECRET = 'development-only-secret-change-me-in-production-0123456789';

let dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-config-'));
  dataDirs.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
});

describe('the token secret', () => {
  it('outside production without JWT_SECRET: made at random once, kept in the data directory for its owner only', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.jwtSecret).not.toBe(OLD_PUBLIC_SECRET);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, DEVELOPMENT_SECRET_FILE);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    // The next start signs with the same secret: sessions and unsubscribe links outlive a restart.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    // Another data directory (another person's server) has another secret.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: freshDataDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it("the data directory is git-ignored, so the secret never reaches the repository", () => {
    const ignored = fs.readFileSync(path.join(ROOT_DIR, '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain('.data/');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: freshDataDir() }).dataDir).not.toBe(ROOT_DIR);
  });

  it('JWT_SECRET wins, and nothing is written', () => {
    const dataDir = freshDataDir();
    const secret = 'a-secret-given-by-the-operator-of-32-chars';
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, DEVELOPMENT_SECRET_FILE))).toBe(false);
  });

  it('in tests: a random one per process (copies of the API in one test accept each other), nothing written', () => {
    const dataDir = freshDataDir();
    const a = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).jwtSecret;
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: freshDataDir() }).jwtSecret).toBe(a);
    expect(a).not.toBe(OLD_PUBLIC_SECRET);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('in production: JWT_SECRET is required, never made up', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDataDir() })).toThrow(/JWT_SECRET must be set in production/);
  });

  it('a damaged secret file stops the server with a message naming it', () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, DEVELOPMENT_SECRET_FILE), 'short');
    expect(() => loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir })).toThrow(/jwt-secret holds no usable secret/);
  });
});

describe('where the server listens', () => {
  it('on this machine only unless HOST is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    ['127.0.0.1', 'development', false],
    ['localhost', 'development', false],
    ['::1', 'development', false],
    ['0.0.0.0', 'development', true],
    ['::', 'development', true],
    ['192.168.1.20', 'test', true],
    ['0.0.0.0', 'production', false],
  ] as const)('HOST=%s in %s: warned at start? %s', (host, nodeEnv, warned) => {
    const warning = exposureWarning({ nodeEnv, host, port: 8000, paystack: undefined });
    expect(warning !== undefined).toBe(warned);
    if (warning) {
      expect(warning).toContain(`listening on ${host}:8000`);
      expect(warning).toContain('sandbox');
      expect(warning).toContain('/api/dev/outbox');
    }
  });
});

describe('the database pool', () => {
  it('DATABASE_POOL_SIZE: 10 by default, a whole number from 4 to 200, or the server does not start', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).databasePoolSize).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '30' }).databasePoolSize).toBe(30);
    for (const bad of ['3', '201', 'ten', '12.5', '-1']) {
      expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('checkouts hold all but a quarter of the pool (at least 3 kept for the rest)', () => {
    expect([4, 10, 12, 20, 40].map(checkoutSlots)).toEqual([1, 7, 9, 15, 30]);
  });
});

/** Starts the real server (as `npm start` runs it) and resolves with what it printed once it is ready. */
function startServer(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT_DIR, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/server.ts'], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        NODE_OPTIONS: '',
        PORT: '0',
        HOST: '',
        JWT_SECRET: '',
        DATABASE_URL: '',
        SITE_DIR: '',
        REDIS_URL: '',
        PAYSTACK_SECRET_KEY: '',
        PAYSTACK_PUBLIC_KEY: '',
        LOG_LEVEL: 'info',
        DATA_DIR: freshDataDir(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The warning comes right after the line that says where it runs.
      if (/is running at/.test(output) && (env.HOST ? /beyond this machine/.test(output) : /listening at/i.test(output))) child.kill('SIGINT');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', () => resolve(output));
  });
}

describe('at start', () => {
  it('listens on 127.0.0.1 by default, saying nothing alarming', async () => {
    const output = await startServer({});
    expect(output).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    expect(output).not.toMatch(/0\.0\.0\.0/);
    expect(output).not.toContain('WARNING');
  }, 90_000);

  it('says so loudly when HOST opens it to the network outside production', async () => {
    const output = await startServer({ HOST: '0.0.0.0' });
    expect(output).toContain('WARNING: listening on 0.0.0.0:');
    expect(output).toContain('beyond this machine');
  }, 90_000);
});
