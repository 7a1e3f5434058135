/**
 * The production layout on one machine (docs/decisions/040-production-layout-behind-caddy.md):
 * copies of the compiled API (server/dist, NODE_ENV=production) on one PostgreSQL database and one
 * Redis, behind Caddy (deploy/Caddyfile) serving the built site. `npm run prod:local` runs it for
 * a person; `npm run check:layout` runs it and checks what the layout promises.
 *
 * Everything it starts is a child process it keeps the id of, ended by that id (never by name)
 * when the layout stops, when the caller fails, and when this process exits.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository's root. */
export const ROOT = path.resolve(__dirname, '..', '..');
export const COMPILED_SERVER = path.join(ROOT, 'server', 'dist', 'server.js');
export const COMPILED_SITE_CADDY = path.join(ROOT, 'server', 'dist', 'site-caddy.js');
export const CADDYFILE = path.join(ROOT, 'deploy', 'Caddyfile');

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

/** Every child started here, so that an exit of this process for any reason ends them. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null && child.pid)
      process.kill(child.pid, 'SIGKILL');
});

/** A child process whose output goes to a log file; the tail is read back when something fails. */
export interface Started {
  name: string;
  child: ChildProcess;
  log: string;
  exited: Promise<void>;
}

/** Starts `command` with its output in `logDir/name.log`. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  logDir: string,
): Started {
  const log = path.join(logDir, `${name}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  children.add(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    child.once('exit', () => {
      children.delete(child);
      resolve();
    });
  });
  return { name, child, log, exited };
}

/** The last lines a process wrote. */
export function tail(started: Started, lines = 30): string {
  try {
    return fs.readFileSync(started.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Ends a process: `signal`, then SIGKILL if it has not exited within `withinMs`. */
export async function stopProcess(
  started: Started | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  withinMs = 30_000,
): Promise<void> {
  if (
    !started ||
    started.child.exitCode !== null ||
    started.child.signalCode !== null ||
    !started.child.pid
  )
    return;
  started.child.kill(signal);
  const timer = setTimeout(() => started.child.kill('SIGKILL'), withinMs);
  await started.exited;
  clearTimeout(timer);
}

/** Waits until `condition` answers true; throws `what` after `timeoutMs`. Polls every `everyMs`. */
export async function waitUntil(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await condition()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Runs one statement on the server's maintenance database (creating and dropping the layout's). */
export async function onMaintenanceDatabase(adminUrl: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One copy of the API. */
export interface Copy {
  index: number;
  port: number;
  metricsPort: number;
  url: string;
  process: Started | undefined;
}

export interface LayoutOptions {
  /** How many copies of the API (2 or more). */
  copies: number;
  /** PostgreSQL URL of the layout's database. */
  databaseUrl: string;
  /** Redis URL; without one, a redis-server of the layout's own is started on a free port. */
  redisUrl?: string;
  /** The copies' key prefix in Redis. */
  rateLimitPrefix: string;
  /** The built site Caddy serves. */
  siteDir: string;
  /** Where logs and the site's Caddy snippets go. */
  workDir: string;
  /** Caddy's port (plain HTTP on 127.0.0.1); a free one by default. */
  port?: number;
  /** How often Caddy asks each copy's readiness, in seconds. */
  healthIntervalSeconds?: number;
  /** More settings for every copy (mail, SMS, payments, limits). */
  copyEnv?: Record<string, string>;
}

/** A running layout: Caddy in front, copies behind, and what they share. */
export interface Layout {
  baseUrl: string;
  caddy: Started;
  caddyAdminUrl: string;
  copies: Copy[];
  redisUrl: string;
  jwtSecret: string;
  /** Starts copy `index` again (after a stop or a kill) and waits until it is ready. */
  startCopy(index: number): Promise<void>;
  /** SIGTERM to copy `index` and waits until it has exited. */
  stopCopy(index: number): Promise<void>;
  /** SIGKILL to copy `index` and waits until it is gone. */
  killCopy(index: number): Promise<void>;
  /** The tails of every process's log, for a report of what went wrong. */
  logTails(): string;
  /** Ends everything the layout started. */
  stop(): Promise<void>;
}

/** True when GET `url` answers 200. */
async function answers200(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/** Starts Redis (unless given), the copies (one first, which migrates; then the rest at once) and Caddy. */
export async function startLayout(options: LayoutOptions): Promise<Layout> {
  const logDir = path.join(options.workDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const healthInterval = options.healthIntervalSeconds ?? 1;
  const jwtSecret = randomBytes(32).toString('base64url');
  let redis: Started | undefined;
  let redisUrl = options.redisUrl;
  const copies: Copy[] = [];
  let caddy: Started | undefined;
  const all = () =>
    [redis, ...copies.map((copy) => copy.process), caddy].filter((s): s is Started => Boolean(s));

  const stopAll = async () => {
    await stopProcess(caddy, 'SIGTERM', 5_000);
    await Promise.all(copies.map((copy) => stopProcess(copy.process, 'SIGTERM', 15_000)));
    await stopProcess(redis, 'SIGTERM', 5_000);
  };

  try {
    if (!redisUrl) {
      const port = await freePort();
      redis = startProcess(
        'redis',
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          options.workDir,
        ],
        {},
        logDir,
      );
      redisUrl = `redis://127.0.0.1:${port}`;
      await waitUntil(
        'Redis answers',
        () =>
          new Promise<boolean>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => {
              socket.end();
              resolve(true);
            });
            socket.on('error', () => resolve(false));
          }),
        15_000,
      );
    }

    for (let index = 0; index < options.copies; index += 1) {
      const port = await freePort();
      copies.push({
        index,
        port,
        metricsPort: await freePort(),
        url: `http://127.0.0.1:${port}`,
        process: undefined,
      });
    }
    const caddyPort = options.port ?? (await freePort());
    const publicUrl = `http://127.0.0.1:${caddyPort}`;

    const copyEnv = (copy: Copy): Record<string, string> => ({
      NODE_ENV: 'production',
      NODE_OPTIONS: '',
      HOST: '127.0.0.1',
      PORT: String(copy.port),
      METRICS_PORT: String(copy.metricsPort),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: redisUrl!,
      RATE_LIMIT_PREFIX: options.rateLimitPrefix,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: publicUrl,
      // Caddy serves the site; a copy serves it only to whoever asks it directly (the check
      // compares the two).
      SITE_DIR: options.siteDir,
      TRUST_PROXY: 'true',
      // Served, not ready, for two of Caddy's checks before it stops taking connections.
      SHUTDOWN_DRAIN_SECONDS: String(Math.max(1, Math.ceil(healthInterval * 2.5))),
      SHUTDOWN_GRACE_SECONDS: '15',
      LOG_LEVEL: 'warn',
      ...options.copyEnv,
    });

    const startCopy = async (index: number) => {
      const copy = copies[index]!;
      if (
        copy.process &&
        copy.process.child.exitCode === null &&
        copy.process.child.signalCode === null
      ) {
        throw new Error(`copy ${index} is running`);
      }
      copy.process = startProcess(
        `copy-${index}`,
        process.execPath,
        ['--enable-source-maps', COMPILED_SERVER],
        copyEnv(copy),
        logDir,
      );
      const child = copy.process.child;
      await waitUntil(
        `copy ${index} is ready`,
        async () => {
          if (child.exitCode !== null)
            throw new Error(`copy ${index} exited with ${child.exitCode}:\n${tail(copy.process!)}`);
          return answers200(`${copy.url}/api/ready`);
        },
        90_000,
      ).catch((error: Error) => {
        throw child.exitCode !== null
          ? new Error(`copy ${index} exited with ${child.exitCode}:\n${tail(copy.process!)}`)
          : error;
      });
    };

    // The first copy migrates the fresh database; the others then start side by side (their
    // migrations, under the advisory lock, find nothing left to do).
    await startCopy(0);
    await Promise.all(copies.slice(1).map((copy) => startCopy(copy.index)));

    const siteCaddy = path.join(options.workDir, 'site.caddy');
    const written = spawnSync(process.execPath, [COMPILED_SITE_CADDY, options.siteDir, siteCaddy], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (written.status !== 0)
      throw new Error(`site-caddy failed:\n${written.stdout}${written.stderr}`);

    const adminPort = await freePort();
    caddy = startProcess(
      'caddy',
      'caddy',
      ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'],
      {
        // Any host name on that port, plain HTTP (a name, in production, gets HTTPS).
        SITE_ADDRESS: `http://:${caddyPort}`,
        SITE_DIR: options.siteDir,
        SITE_CADDY: siteCaddy,
        API_UPSTREAMS: copies.map((copy) => `127.0.0.1:${copy.port}`).join(' '),
        HEALTH_INTERVAL: `${healthInterval}s`,
        CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        // Caddy keeps its state (certificates, autosave) under XDG_DATA_HOME and XDG_CONFIG_HOME.
        XDG_DATA_HOME: path.join(options.workDir, 'caddy-data'),
        XDG_CONFIG_HOME: path.join(options.workDir, 'caddy-config'),
        HOME: options.workDir,
      },
      logDir,
    );
    const caddyChild = caddy.child;
    await waitUntil(
      'Caddy answers /api/ready',
      async () => {
        if (caddyChild.exitCode !== null)
          throw new Error(`Caddy exited with ${caddyChild.exitCode}:\n${tail(caddy!)}`);
        return answers200(`${publicUrl}/api/ready`);
      },
      30_000,
    ).catch((error: Error) => {
      throw caddyChild.exitCode !== null
        ? new Error(`Caddy exited with ${caddyChild.exitCode}:\n${tail(caddy!)}`)
        : error;
    });

    return {
      baseUrl: publicUrl,
      caddy,
      caddyAdminUrl: `http://127.0.0.1:${adminPort}`,
      copies,
      redisUrl: redisUrl!,
      jwtSecret,
      startCopy,
      stopCopy: (index) => stopProcess(copies[index]!.process, 'SIGTERM', 30_000),
      killCopy: (index) => stopProcess(copies[index]!.process, 'SIGKILL'),
      logTails: () =>
        all()
          .map((s) => `--- ${s.name} (${s.log}) ---\n${tail(s)}`)
          .join('\n'),
      stop: stopAll,
    };
  } catch (error) {
    const report = all()
      .map((s) => `--- ${s.name} ---\n${tail(s)}`)
      .join('\n');
    await stopAll();
    throw Object.assign(error as Error, { logs: report });
  }
}

/** A scratch directory for one run. */
export function workDirectory(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `adom-${name}-`));
}
