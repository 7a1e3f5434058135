/**
 * Backups that restore (README, "Backups"; `npm run db:backup`, `npm run db:restore`).
 *
 * PostgreSQL: pg_dump's custom format, which is one consistent snapshot of the database taken
 * while the copies keep serving (a single repeatable-read transaction), restored by pg_restore
 * into an empty database.
 *
 * PGlite: the embedded database belongs to one process, so the backup is taken with the server
 * stopped (the command refuses while a server holds the data directory): PGlite's own
 * dumpDataDir, a tarball of the data directory after a checkpoint, which a fresh data directory
 * starts from. Stopping writes is what makes it consistent; the embedded mode is the one-server
 * setup, where a minute's stop at night is acceptable, and a PostgreSQL is the answer otherwise.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

/** A backup or restore that cannot go ahead; its message is all the operator needs. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The file a running server writes in PGlite's data directory while it holds it. */
export const SERVER_PID_FILE = '.server-pid';

/** Runs a PostgreSQL client tool; rejects with its stderr when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${command} could not be run (${error.message}); install the PostgreSQL client tools.`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Writes a consistent snapshot of the PostgreSQL database at `url` to `file` (custom format). */
export async function backupPostgres(url: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`]);
  fs.renameSync(partial, file); // a half-written backup never carries the final name
}

/**
 * Restores `file` into the PostgreSQL database at `url`, which must be empty (a new database):
 * restoring over live data would mix two days' rows. `replace` drops what is there first.
 */
export async function restorePostgres(url: string, file: string, { replace = false } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  if (!replace) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      if (rows[0].n > 0) {
        throw new BackupError('The database to restore into is not empty. Restore into a new database, or pass --replace to drop what is there first.');
      }
    } finally {
      await client.end();
    }
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(replace ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    file,
  ]);
}

/** Writes the open PGlite database's data directory, as a tarball, to `file`. */
export async function backupPglite(database: Database, file: string): Promise<void> {
  if (!database.dump) throw new BackupError('This database is not PGlite.');
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const dump = await database.dump();
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

/** Whether a running server holds the PGlite data directory. */
export function serverHolds(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, SERVER_PID_FILE);
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // left by a server that was killed
  }
}

/** Makes a new PGlite data directory `dataDir` from the backup `file`; it must not exist yet (or be empty). */
export async function restorePglite(file: string, dataDir: string, { replace = false } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const holder = serverHolds(dataDir);
  if (holder) throw new BackupError(`A server (pid ${holder}) is using ${dataDir}; stop it first.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length) {
    if (!replace) throw new BackupError(`${dataDir} is not empty. Restore into a new directory (DATA_DIR), or pass --replace.`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.query('select 1');
  await client.close();
}
