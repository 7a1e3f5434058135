/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file> [--replace]`: backs up the
 * server's database (DATABASE_URL, else the embedded one in DATA_DIR) to a file, and restores one
 * into an empty database (db/backup.ts says how, README "Backups" when and where to).
 *
 * The backup's file defaults to backups/adom-<UTC time>.dump (PostgreSQL) or .tar (PGlite).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, ROOT_DIR } from '../config';
import { openDatabase } from '../db/client';
import { BackupError, backupPglite, backupPostgres, restorePglite, restorePostgres, serverHolds } from '../db/backup';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({ args: rest, options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
  const config = loadConfig();
  const postgres = config.databaseUrl !== undefined;

  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.resolve(positionals[0] ?? path.join(ROOT_DIR, 'backups', `adom-${stamp}.${postgres ? 'dump' : 'tar'}`));
    if (config.databaseUrl) {
      await backupPostgres(config.databaseUrl, file);
    } else {
      const holder = serverHolds(config.dataDir);
      if (holder) throw new BackupError(`A server (pid ${holder}) is using ${config.dataDir}; stop it, back up, start it again.`);
      const database = await openDatabase({ dataDir: config.dataDir });
      try {
        await backupPglite(database, file);
      } finally {
        await database.close();
      }
    }
    console.log(`Backed up to ${file}`);
    return;
  }

  if (command === 'restore') {
    const file = positionals[0];
    if (!file) throw new BackupError('Name the backup to restore: npm run db:restore -- <file> [--replace]');
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, path.resolve(file), { replace: values.replace });
    else await restorePglite(path.resolve(file), config.dataDir, { replace: values.replace });
    console.log(`Restored ${file} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}. Start the server: it applies any newer migrations.`);
    return;
  }
  throw new BackupError('Usage: db-backup.ts backup [file] | restore <file> [--replace]');
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
