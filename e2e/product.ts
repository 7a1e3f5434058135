/**
 * Starts the whole product (built site + API + a fresh embedded database) for browser journeys,
 * the way `npm start` serves it, on a free port. Used by Jest's global setup and by scripts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const SITE_DIR = path.join(ROOT, 'public');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Builds the static site when public/ has no index.html (a fresh clone). */
export function ensureSiteBuilt(): void {
  if (fs.existsSync(path.join(SITE_DIR, 'index.html')) && fs.existsSync(path.join(SITE_DIR, '404.html'))) return;
  console.log('e2e: no built site in public/, building it once (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('e2e: the site build failed');
}

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The admin the journeys sign in as, made by `npm run admin:create` before the product starts. */
export const E2E_ADMIN = { email: 'owner.e2e@example.com', name: 'Efua Owusu', password: 'Owner@2026' } as const;

/** A rate-limit key prefix of this server's own, for a product started by a test or a check. */
export function runRateLimitPrefix(name: string): string {
  return `adom:rate-limit:${name}:${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}:`;
}

/** A fresh, empty directory for the embedded database. */
export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'adom-e2e-data-'));
}

/**
 * Makes E2E_ADMIN with the real command, as an owner would. The embedded database takes one
 * process at a time, so this runs before the server opens `dataDir`.
 */
export function createAdmin(dataDir: string): void {
  const args = ['run', '--silent', 'admin:create', '--', '--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name];
  const result = spawnSync('npm', args, {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: E2E_ADMIN.password },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`e2e: admin:create failed:\n${result.stdout}${result.stderr}`);
}

/** Starts the server on a database in `dataDir` (fresh by default); resolves once /api/health answers. */
export async function startProduct(env: Record<string, string> = {}, dataDir = freshDataDir()): Promise<RunningProduct> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: SITE_DIR,
      DATABASE_URL: '',
      PAYSTACK_SECRET_KEY: '',
      PAYSTACK_PUBLIC_KEY: '',
      MAIL_URL: '',
      LOG_LEVEL: 'warn',
      // Its own rate-limit counters: Redis outlives a run, and a run just before (its logins,
      // sqlmap's thousands) must not throttle this one's.
      RATE_LIMIT_PREFIX: runRateLimitPrefix('e2e'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`e2e: the product exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`e2e: the product did not start within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    dataDir,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
