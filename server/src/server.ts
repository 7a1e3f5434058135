/**
 * Starts the product: checks the configuration, opens the database and readies it (migrations and
 * the catalogue's seed under an advisory lock, refusing a database newer than this code:
 * db/prepare.ts), and listens. Ctrl-C (SIGINT) or SIGTERM stops it the way a load balancer needs:
 * not ready at once, event streams told to reconnect elsewhere, still serving for
 * SHUTDOWN_DRAIN_SECONDS (the balancer's health check sees it go), then no new connections,
 * requests in flight finished within SHUTDOWN_GRACE_SECONDS, then the database closed and the
 * process ended.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, exposureWarning, loadConfig, type Config } from './config';
import { isLoopback } from './lib/loopback';
import { openDatabase } from './db/client';
import { SERVER_PID_FILE } from './db/backup';
import { DatabaseNewerThanCode, prepareDatabase } from './db/prepare';

/** How long closing may still take once the grace period is over and connections are cut. */
const AFTER_GRACE_MS = 5_000;

async function main() {
  const startedAt = performance.now();
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
    config.databaseUrl ? { url: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
  );
  try {
    await prepareDatabase(database);
  } catch (error) {
    if (error instanceof DatabaseNewerThanCode) {
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, database });
  // The embedded database belongs to this process: `npm run db:backup` and `db:restore` check this.
  const pidFile = database.driver === 'pglite' ? path.join(config.dataDir, SERVER_PID_FILE) : undefined;
  if (pidFile) fs.writeFileSync(pidFile, String(process.pid));

  const metricsServer = config.metricsPort
    ? http.createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        app.metrics.registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      })
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down: not ready, finishing requests in flight');
    app.shutdown.begin();
    // Behind a balancer that checks /api/ready every few seconds, requests keep coming until its
    // next check: they are served, not refused, until it has had time to take this copy out.
    if (config.shutdownDrainSeconds) {
      app.log.info({ drainSeconds: config.shutdownDrainSeconds }, 'draining: still serving until the balancer sees this copy is not ready');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
    }
    let exitCode = 0;
    const cut = setTimeout(() => {
      exitCode = 1;
      app.log.error({ graceSeconds: config.shutdownGraceSeconds }, 'grace period over: cutting the connections still open');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), AFTER_GRACE_MS).unref();
    }, graceMs);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'the server did not close cleanly');
      exitCode = 1;
    } finally {
      clearTimeout(cut);
      metricsServer?.close();
      await database.close().catch(() => undefined);
      if (pidFile) fs.rmSync(pidFile, { force: true });
      app.log.info({ exitCode }, 'stopped');
      process.exit(exitCode);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (metricsServer) {
    await new Promise<void>((resolve) => metricsServer.listen(config.metricsPort, config.host, resolve));
  }
  const everywhere = config.host === '0.0.0.0' || config.host === '::';
  const shownHost = everywhere || isLoopback(config.host) ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ startupMs: Math.round(performance.now() - startedAt), rssMb: Math.round(process.memoryUsage().rss / 1048576) }, 'listening');
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
