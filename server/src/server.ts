/**
 * Starts the product: checks the configuration, opens and migrates the database, seeds the
 * catalogue, and listens. Ctrl-C (SIGINT) or SIGTERM closes the server, then the database.
 */
import { buildApp } from './app';
import { ConfigError, exposureWarning, loadConfig, type Config } from './config';
import { isLoopback } from './lib/loopback';
import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  await seedCatalogue(database.db);

  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const everywhere = config.host === '0.0.0.0' || config.host === '::';
  const shownHost = everywhere || isLoopback(config.host) ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\n  Adom Laundry is running at http://${shownHost}:${port}/  (API: /api, docs: /api/docs)\n`);
  const warning = exposureWarning({ ...config, port });
  if (warning) {
    console.warn(`\n${warning}\n`);
    app.log.warn({ host: config.host, port, nodeEnv: config.nodeEnv }, 'development mode listening beyond this machine');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
