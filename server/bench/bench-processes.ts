/**
 * The server processes a benchmark drives: each started as a child process (src/server.ts, the
 * production entry point, or a stand-in), so autocannon in the bench's own process never competes
 * with the server for its event loop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Starts a script of this folder (or ../src) as a child process, optionally profiling its CPU. */
export function start(script: string, env: Record<string, string>, profileDir?: string): ChildProcess {
  return fork(path.resolve(__dirname, script), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** Waits until `url` answers 2xx; throws if the child exits or 3 minutes pass (a loaded machine starts it slowly). */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

/** Stops the child: SIGTERM, then SIGKILL after 10 s. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Linux's USER_HZ: /proc reports CPU times in these ticks. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 when it cannot be read. */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * The environment a benchmarked API process runs with: production mode as deployed (React renders
 * the emails with its production build, several times faster than the development one), no site,
 * quiet logs. Production refuses the payment sandbox, so it has Paystack keys that are never used:
 * the benches make no payment, and the gateway's address is a closed port here.
 */
export function benchApiEnv(databaseUrl: string, port: number, jwtSecret: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PAYSTACK_SECRET_KEY: 'sk_test_bench_never_used',
    PAYSTACK_PUBLIC_KEY: 'pk_test_bench_never_used',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_DIR: '',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  };
}

/** Runs one statement on the server's maintenance database (create and drop a bench database). */
export async function onMaintenanceDatabase<T = unknown>(
  adminUrl: string | undefined,
  statement: string,
  params: unknown[] = [],
): Promise<T[]> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows as T[];
  } finally {
    await client.end();
  }
}
