/**
 * `npm run prod:local`: the production layout on this machine (layout.ts): COPIES copies (2) of
 * the compiled API on PostgreSQL, a Redis of its own, and Caddy on PORT (8080) serving the built
 * site and balancing /api, until Ctrl-C. Needs `npm run build` and Debian's caddy.
 *
 * The database is PROD_LOCAL_DATABASE_URL, or `adom_prod_local` on the PostgreSQL server of
 * DATABASE_URL (postgres://postgres@127.0.0.1:5432 by default), made when missing and kept between
 * runs. Production refuses to start without Paystack's keys: PAYSTACK_SECRET_KEY and
 * PAYSTACK_PUBLIC_KEY (test keys from Paystack's dashboard do); MAIL_URL, ARKESEL_API_KEY and
 * SMS_SENDER_ID are passed on when set. Make the owner's account with the command it prints.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT, startLayout, workDirectory, type Layout } from './layout';

async function databaseUrl(): Promise<string> {
  if (process.env.PROD_LOCAL_DATABASE_URL) return process.env.PROD_LOCAL_DATABASE_URL;
  const server = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [
      'adom_prod_local',
    ]);
    if (!exists.rowCount) await client.query('create database adom_prod_local');
  } finally {
    await client.end();
  }
  server.pathname = '/adom_prod_local';
  return server.toString();
}

async function main(): Promise<number> {
  if (!process.env.PAYSTACK_SECRET_KEY || !process.env.PAYSTACK_PUBLIC_KEY) {
    console.error(
      'Set PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY (Paystack test keys will do): production refuses to start without them.',
    );
    return 2;
  }
  const url = await databaseUrl();
  const workDir = workDirectory('prod-local');
  const passOn = [
    'PAYSTACK_SECRET_KEY',
    'PAYSTACK_PUBLIC_KEY',
    'PAYSTACK_BASE_URL',
    'MAIL_URL',
    'MAIL_FROM',
    'ARKESEL_API_KEY',
    'SMS_SENDER_ID',
    'METRICS_TOKEN',
  ];
  let layout: Layout | undefined;
  const stop = async () => {
    console.log('\nStopping: Caddy, then each copy (SIGTERM), then Redis.');
    await layout?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  try {
    layout = await startLayout({
      copies: Number(process.env.COPIES || 2),
      databaseUrl: url,
      rateLimitPrefix: 'adom:rate-limit:',
      siteDir: path.resolve(ROOT, process.env.SITE_DIR || 'public'),
      workDir,
      port: Number(process.env.PORT || 8080),
      healthIntervalSeconds: 2,
      copyEnv: Object.fromEntries(
        passOn.filter((name) => process.env[name]).map((name) => [name, process.env[name]!]),
      ),
    });
  } catch (error) {
    console.error((error as Error).message);
    const logs = (error as { logs?: string }).logs;
    if (logs) console.error(logs);
    fs.rmSync(workDir, { recursive: true, force: true });
    return 1;
  }
  console.log(`
  The production layout is running at ${layout.baseUrl}/
    Caddy        ${layout.baseUrl} (admin ${layout.caddyAdminUrl})
    copies       ${layout.copies.map((copy) => `${copy.url} (metrics :${copy.metricsPort})`).join(', ')}
    Redis        ${layout.redisUrl}
    database     ${url.replace(/\/\/[^@]*@/, '//')}
    logs         ${path.join(workDir, 'logs')}

  The owner's account:
    NODE_ENV=production DATABASE_URL=${url} JWT_SECRET=<any 32 characters> npm run admin:create -- --email you@example.com --name "Your Name"

  Ctrl-C stops everything.
`);
  return new Promise<number>(() => undefined);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
