/**
 * Configuration read from the environment and checked once at start. A bad value stops the
 * process with a message that names the variable.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isLoopback } from './lib/loopback';
import type { SiteBuilderSettings } from './modules/site/site-build-run';

/** Where the repository root is (server/ lives one level below it). */
export const ROOT_DIR = path.resolve(__dirname, '..', '..');

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** The address to listen on: HOST, or 127.0.0.1 (this machine only) when it is not set. */
  host: string;
  port: number;
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  dataDir: string;
  /** PostgreSQL URL; when unset, the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections this copy's pool may open (DATABASE_POOL_SIZE, default 10), besides the
   * one that listens; checkouts hold at most all but a few of them at once (checkoutSlots).
   */
  databasePoolSize: number;
  /**
   * Secret that signs access tokens (and unsubscribe links, reset codes): JWT_SECRET; outside
   * production without it, a random one kept in dataDir (developmentSecret), in tests one per process.
   */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** The built static site to serve, or undefined to serve the API alone. */
  siteDir: string | undefined;
  /** Public origin of the product, used in emails and links. */
  publicUrl: string;
  corsOrigins: string[];
  redisUrl: string | undefined;
  /**
   * Limits on sign-in, sign-up and password-reset calls, counted per client IP and per email
   * address within a window; counters live in Redis (under `prefix`) when redisUrl is set.
   * `paymentsPerUser` bounds the payment calls (pay, verify) of one signed-in customer.
   */
  rateLimit: { windowSeconds: number; perIp: number; perEmail: number; paymentsPerUser: number; prefix: string };
  mailUrl: string | undefined;
  mailFrom: string;
  /** Paystack keys and API origin; timeoutMs bounds each call to it (PAYSTACK_TIMEOUT_MS). */
  paystack: { secretKey: string; publicKey: string; baseUrl: string; timeoutMs: number } | undefined;
  /**
   * Arkesel's SMS API (ARKESEL_API_KEY, SMS_SENDER_ID, ARKESEL_BASE_URL, ARKESEL_TIMEOUT_MS); when
   * undefined, SMS stay in the outbox like emails without MAIL_URL.
   */
  sms: { apiKey: string; senderId: string; baseUrl: string; timeoutMs: number } | undefined;
  logLevel: string;
  /** Trust X-Forwarded-* from a load balancer in front. */
  trustProxy: boolean;
  /** The secret Sanity signs its webhook with (SANITY_WEBHOOK_SECRET); unset refuses every webhook. */
  sanityWebhookSecret: string | undefined;
  /**
   * The server builds and serves the site itself (SITE_BUILDS_DIR): builds go to `dir`, the site is
   * served from its live build (modules/site/site-directory.ts).
   */
  siteBuilder: SiteBuilderSettings | undefined;
  /** A CDN's deploy hook to call instead of building here (SITE_DEPLOY_HOOK_URL). */
  siteDeployHookUrl: string | undefined;
  /**
   * Third parties a build of the site may be set to load, read from the variables the build reads
   * (GATSBY_REVIEWS_WIDGET_URL, GATSBY_MAP_TILE_URL), as CSP sources: the pages' policy lets them in.
   */
  siteThirdParties: { reviewsWidget: string | undefined; mapTiles: string | undefined };
  /** The bearer token GET /api/metrics asks for (METRICS_TOKEN); unset, that route is not there. */
  metricsToken: string | undefined;
  /** A port of its own for GET /metrics, without a token, for a private network (METRICS_PORT). */
  metricsPort: number | undefined;
  /** How long a stopping copy lets requests in flight finish before it cuts them (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  /**
   * How long a stopping copy goes on serving, not ready, before it stops taking connections
   * (SHUTDOWN_DRAIN_SECONDS, default 0): time for a load balancer's health check to see it go.
   */
  shutdownDrainSeconds: number;
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Builds the site (Gatsby, incremental thanks to its cache) and copies it into $SITE_BUILD_OUTPUT. */
export const DEFAULT_SITE_BUILD_COMMAND = 'node scripts/site-publish-build.mjs';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/**
 * The token secret of tests without JWT_SECRET: random, one per process, so that copies of the API
 * a test builds on one database accept each other's tokens, as production's copies share JWT_SECRET.
 */
const TEST_SECRET = randomBytes(32).toString('base64url');
/** The file in the data directory that keeps the development server's token secret. */
export const DEVELOPMENT_SECRET_FILE = 'jwt-secret';

/** The pool's size without DATABASE_POOL_SIZE: 11 connections a copy with the listener's (decision 041). */
export const DEFAULT_POOL_SIZE = 10;

/**
 * How many checkouts may hold a connection of a pool of `poolSize` at once: all but a quarter of
 * them (at least 3), kept for everything else. A crowd checking out for one window queues on its
 * lock anyway; waiting for a slot here, rather than on the lock with a connection, leaves a staff
 * member's status change and the customers' reads a connection (decision 081).
 */
export const checkoutSlots = (poolSize: number): number => Math.max(1, poolSize - Math.max(3, Math.ceil(poolSize / 4)));

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!allowed.includes(raw as T)) throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

/** Reads and checks the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';
  const port = integer(env, 'PORT', 8000, 0, 65535);

  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR || '.data');
  if (production && !env.JWT_SECRET) throw new ConfigError('JWT_SECRET', 'must be set in production');
  const jwtSecret = env.JWT_SECRET || (nodeEnv === 'test' ? TEST_SECRET : developmentSecret(dataDir));
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');

  const secretKey = env.PAYSTACK_SECRET_KEY || '';
  const publicKey = env.PAYSTACK_PUBLIC_KEY || '';
  if (Boolean(secretKey) !== Boolean(publicKey)) {
    throw new ConfigError(secretKey ? 'PAYSTACK_PUBLIC_KEY' : 'PAYSTACK_SECRET_KEY', 'must be set together with the other Paystack key');
  }
  const paystackBaseUrl = url(env, 'PAYSTACK_BASE_URL', ['https:', 'http:']) ?? 'https://api.paystack.co';

  const smsKey = env.ARKESEL_API_KEY || '';
  const senderId = env.SMS_SENDER_ID || '';
  if (Boolean(smsKey) !== Boolean(senderId)) {
    throw new ConfigError(smsKey ? 'SMS_SENDER_ID' : 'ARKESEL_API_KEY', 'must be set together with the other SMS setting');
  }
  // Networks show an alphanumeric sender of at most 11 characters; a longer one is refused by the
  // provider on every message, so it is refused here, once.
  if (senderId && !/^[A-Za-z0-9 ]{1,11}$/.test(senderId)) {
    throw new ConfigError('SMS_SENDER_ID', `must be 1 to 11 letters, digits or spaces, got "${senderId}"`);
  }
  const arkeselBaseUrl = url(env, 'ARKESEL_BASE_URL', ['https:', 'http:']) ?? 'https://sms.arkesel.com';

  const siteDirRaw = env.SITE_DIR;
  const siteBuildsDir = env.SITE_BUILDS_DIR;
  const siteDeployHookUrl = url(env, 'SITE_DEPLOY_HOOK_URL', ['https:', 'http:']);
  if (siteBuildsDir && siteDeployHookUrl) {
    throw new ConfigError('SITE_DEPLOY_HOOK_URL', 'cannot be set together with SITE_BUILDS_DIR (the site is built either here or by the host)');
  }
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;

  return {
    nodeEnv,
    host: env.HOST || '127.0.0.1',
    port,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    jwtSecret,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 4, 200),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 15 * 60, 60, 24 * 3600),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, 3600, 365 * 24 * 3600),
    siteDir: siteDirRaw === '' ? undefined : path.resolve(ROOT_DIR, siteDirRaw ?? 'public'),
    publicUrl,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    rateLimit: {
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW', 15 * 60, 1, 24 * 3600),
      perIp: integer(env, 'RATE_LIMIT_PER_IP', 100, 1, 1_000_000),
      perEmail: integer(env, 'RATE_LIMIT_PER_EMAIL', 10, 1, 1_000_000),
      paymentsPerUser: integer(env, 'RATE_LIMIT_PAYMENTS_PER_USER', 30, 1, 1_000_000),
      prefix: env.RATE_LIMIT_PREFIX || 'adom:rate-limit:',
    },
    mailUrl: url(env, 'MAIL_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Adom Laundry <no-reply@adomlaundry.com.gh>',
    paystack: secretKey
      ? { secretKey, publicKey, baseUrl: paystackBaseUrl, timeoutMs: integer(env, 'PAYSTACK_TIMEOUT_MS', 15_000, 100, 120_000) }
      : undefined,
    sms: smsKey
      ? { apiKey: smsKey, senderId, baseUrl: arkeselBaseUrl, timeoutMs: integer(env, 'ARKESEL_TIMEOUT_MS', 10_000, 100, 120_000) }
      : undefined,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    sanityWebhookSecret: env.SANITY_WEBHOOK_SECRET || undefined,
    siteBuilder: siteBuildsDir
      ? {
          dir: path.resolve(ROOT_DIR, siteBuildsDir),
          command: env.SITE_BUILD_COMMAND || DEFAULT_SITE_BUILD_COMMAND,
          sourceDir: path.resolve(ROOT_DIR, env.SITE_SOURCE_DIR || '.'),
          timeoutMs: integer(env, 'SITE_BUILD_TIMEOUT', 15 * 60, 10, 3 * 3600) * 1000,
          catalogueApiUrl: env.CATALOGUE_API_URL || (port ? `http://127.0.0.1:${port}/api` : undefined),
        }
      : undefined,
    siteDeployHookUrl,
    siteThirdParties: siteThirdPartiesOf(env),
    ...operations(env),
  };
}

/** The third parties the site's build was set to load, as CSP sources (Config.siteThirdParties). */
export function siteThirdPartiesOf(env: Env): Config['siteThirdParties'] {
  return {
    reviewsWidget: cspSource(env, 'GATSBY_REVIEWS_WIDGET_URL'),
    mapTiles: cspSource(env, 'GATSBY_MAP_TILE_URL'),
  };
}

/** The settings that operate a copy: metrics and shutdown (docs/operations.md). */
function operations(env: Env): Pick<Config, 'metricsToken' | 'metricsPort' | 'shutdownGraceSeconds' | 'shutdownDrainSeconds'> {
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters');
  const metricsPort = env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0, 1, 65535) : undefined;
  return {
    metricsToken,
    metricsPort,
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 20, 0, 3600),
    shutdownDrainSeconds: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 0, 0, 600),
  };
}

/**
 * The token secret of a server run without JWT_SECRET outside production: 32 random bytes made
 * the first time and kept in the data directory (git-ignored, readable by its owner only), so
 * sessions and unsubscribe links outlive a restart and nobody else knows it. A secret written in
 * the repository let anyone forge an admin's token on a server started to try the product.
 * Written under a temporary name and linked into place, so two processes starting at once (the
 * admin command and the server) end up with the same one.
 */
export function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, DEVELOPMENT_SECRET_FILE);
  const read = () => {
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new ConfigError('JWT_SECRET', `is not set and ${file} holds no usable secret (delete it to make a new one)`);
    return secret;
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return read();
}

/**
 * What the server says at start when it listens beyond this machine without NODE_ENV=production:
 * the development mode's conveniences (a payment sandbox anyone can pay with, the outbox of reset
 * codes for this machine and admins) are then open to the network. Undefined when there is
 * nothing to say.
 */
export function exposureWarning(config: Pick<Config, 'nodeEnv' | 'host' | 'port' | 'paystack'>): string | undefined {
  if (config.nodeEnv === 'production' || isLoopback(config.host)) return undefined;
  const lines = [
    `WARNING: listening on ${config.host}:${config.port}, beyond this machine, in ${config.nodeEnv} mode (NODE_ENV is not production).`,
    '  Anyone who can reach this address can use it:',
    ...(config.paystack ? [] : ['  - payments go to the sandbox: orders can be "paid" without money moving;']),
    '  - /api/dev/outbox (emails with password-reset codes) answers requests from this machine and admins;',
    '  - accounts, tokens and data are those of a trial, not of a real shop.',
    '  To keep it to this machine, unset HOST (the default is 127.0.0.1). To run the real shop, set',
    '  NODE_ENV=production with JWT_SECRET, DATABASE_URL and the Paystack keys (see the README).',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '!'.repeat(width);
  return [rule, ...lines, rule].join('\n');
}

/**
 * The scheme and host of a URL as a CSP source. A tile URL template's `{s}` (Leaflet's
 * subdomains) becomes the wildcard `*`.
 */
function cspSource(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const match = /^(https?):\/\/(\{s\}\.)?([a-z0-9.-]+(:\d+)?)(\/|$)/i.exec(raw);
  if (!match) throw new ConfigError(name, `must be an https:// URL, got "${raw}"`);
  return `${match[1].toLowerCase()}://${match[2] ? '*.' : ''}${match[3].toLowerCase()}`;
}
