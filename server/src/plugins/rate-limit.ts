/**
 * Rate limits for calls an attacker would repeat (sign-in, sign-up, password reset, payments, the
 * contact sink): each call is counted per client IP and per email address it names, within
 * config.rateLimit's window. Counters live in memory, or in Redis when REDIS_URL is set so that
 * every copy of the API behind a load balancer shares them; while Redis cannot be reached, each
 * copy counts in its own memory (rate-limit-store.ts), so the limits hold through an outage.
 *
 * Built on @fastify/rate-limit's `createRateLimit`, which counts without answering: its per-route
 * hook marks the request as counted, so a second limit on the same route would never run.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/http-errors';
import { redisStoreWithFallback, type RateLimitFallback } from './rate-limit-store';

/** How a throttled call names the account it is about. */
export interface ThrottleOptions {
  /**
   * The account the request is about, counted against the per-email limit: the email address
   * in the body (any case, untrimmed), or for a password reset its reset token, which stands
   * for one email. Calls that name none are counted per IP only.
   */
  accountOf?: (request: FastifyRequest) => unknown;
  /** Calls per IP within the window (default config.rateLimit.perIp); false: not counted per IP. */
  perIp?: number | false;
  /** Calls per account within the window (default config.rateLimit.perEmail). */
  perAccount?: number;
}

/** Counts a request and returns how many seconds it must wait (0: go ahead). */
export type ThrottleCheck = (request: FastifyRequest) => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook (use it as `preValidation`, so malformed calls count too) that counts a call of
     * `action` and answers 429 with Retry-After when the IP or the email is over its limit.
     */
    throttle(action: string, options?: ThrottleOptions): (request: FastifyRequest) => Promise<void>;
    /** The same counting for routes that answer a 429 in their own format. */
    throttleCheck(action: string, options?: ThrottleOptions): ThrottleCheck;
    /** How often the limits were counted in memory because Redis could not be reached. */
    rateLimitFallback: RateLimitFallback;
    /** The Redis the counters live in (REDIS_URL), for the readiness check; undefined without one. */
    rateLimitStore: Redis | undefined;
  }
}

/** DRF's throttling message, which the app's error handling already knows. */
export function throttledMessage(seconds: number): string {
  return `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** The 429 a throttled JSON call answers with. */
export const throttled = (seconds: number) =>
  new HttpError(429, { detail: throttledMessage(seconds) }, { 'Retry-After': String(seconds) });


export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { windowSeconds, perIp, perEmail, prefix } = app.config.rateLimit;
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, {
        // Fail fast when Redis is away (no queueing while it reconnects): the call is counted in
        // memory instead, rather than hanging.
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 1000,
        // After a refused connection ioredis keeps a timer this long on disconnect (default 2 s).
        disconnectTimeout: 500,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'));
      try {
        await redis.connect();
      } catch (error) {
        app.log.error({ err: error }, "Redis cannot be reached: rate limits are counted in this copy's memory until it answers");
      }
      app.addHook('onClose', async () => {
        // quit() waits for a connection that may never come; a client still trying just stops.
        if (redis?.status === 'ready') await redis.quit().catch(() => redis?.disconnect());
        else redis?.disconnect();
      });
    }

    const counted = redis ? redisStoreWithFallback(redis, prefix, app.log) : undefined;
    app.decorate('rateLimitFallback', counted?.fallback ?? { active: false, countedInMemory: 0, outages: 0 });
    app.decorate('rateLimitStore', redis);

    await app.register(rateLimit, {
      global: false,
      timeWindow: windowSeconds * 1000,
      ...(counted ? { store: counted.Store } : {}),
    });

    // Counter keys read `<prefix>undefinedundefined-<action>:ip:<ip>` (or `:account:<email>`):
    // the plugin puts a route's method and URL after the prefix, and these limiters have no route.
    app.decorate('throttleCheck', (action: string, options: ThrottleOptions = {}): ThrottleCheck => {
      const ipMax = options.perIp ?? perIp;
      const byIp = ipMax === false ? undefined : app.createRateLimit({ max: ipMax, keyGenerator: (request) => `${action}:ip:${request.ip}` });
      const accountKey = (request: FastifyRequest) => {
        const account = options.accountOf?.(request);
        // Emails are unique ignoring case, so Ama@… and ama@… count as one account.
        return typeof account === 'string' && account.trim() ? account.trim().toLowerCase().slice(0, 320) : undefined;
      };
      const byAccount = app.createRateLimit({
        max: options.perAccount ?? perEmail,
        keyGenerator: (request) => `${action}:account:${accountKey(request)}`,
      });

      return async (request) => {
        try {
          const limits = byIp ? [await byIp(request)] : [];
          if (accountKey(request) !== undefined) limits.push(await byAccount(request));
          let wait = 0;
          for (const limit of limits) {
            if (!limit.isAllowed && limit.isExceeded) wait = Math.max(wait, Math.max(1, limit.ttlInSeconds));
          }
          if (wait > 0) app.metrics.rateLimitRefusals.inc({ action });
          return wait;
        } catch (error) {
          // Both stores failing (memory cannot) is a bug: let the call through, loudly, rather
          // than lock every customer out.
          request.log.error({ err: error, action }, 'rate limit could not be checked');
          return 0;
        }
      };
    });

    app.decorate('throttle', (action: string, options?: ThrottleOptions) => {
      const check = app.throttleCheck(action, options);
      return async (request: FastifyRequest) => {
        const wait = await check(request);
        if (wait > 0) throw throttled(wait);
      };
    });
  },
  { name: 'rate-limits', dependencies: ['metrics'] },
);
