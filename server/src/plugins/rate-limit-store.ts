/**
 * Where the rate limits count: Redis, shared by every copy of the API, and while Redis cannot be
 * reached, this copy's memory. A limiter that let every call through when Redis went away would
 * hand an attacker unlimited password guesses for as long as they could keep Redis busy or down;
 * counting per copy keeps a limit (each copy's, so up to copies × the limit in all) until Redis
 * answers again.
 *
 * The stores are @fastify/rate-limit's own (RedisStore keeps its key layout, so the counters of a
 * running deployment carry on); this class only chooses between them per call.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A counter store as @fastify/rate-limit calls it. */
interface CounterStore {
  incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): CounterStore;
}

type StoreConstructor = new (...args: unknown[]) => CounterStore;

// The stores are CommonJS files without typings of their own.
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreConstructor;

/** How the limits have been counted while Redis was away, for a metrics page and the tests. */
export interface RateLimitFallback {
  /** True from the first call Redis failed to count until one it counts again. */
  active: boolean;
  /** Calls counted in memory because Redis could not be reached, since start. */
  countedInMemory: number;
  /** Times Redis went away (each outage logged once). */
  outages: number;
}

/** Logs an outage once when it starts and once when it ends, and counts what memory counted. */
class FallbackWatch {
  readonly state: RateLimitFallback = { active: false, countedInMemory: 0, outages: 0 };
  constructor(private readonly log: FastifyBaseLogger) {}

  failed(error: Error): void {
    this.state.countedInMemory += 1;
    if (this.state.active) return;
    this.state.active = true;
    this.state.outages += 1;
    this.log.error({ err: error }, 'rate limits: Redis cannot be reached, counting in this copy\'s memory until it answers');
  }

  answered(): void {
    if (!this.state.active) return;
    this.state.active = false;
    this.log.warn({ countedInMemory: this.state.countedInMemory }, 'rate limits: Redis answers again, counting there');
  }
}

/** Counts in `primary`, and in `fallback` whenever `primary` fails. */
class StoreWithFallback implements CounterStore {
  constructor(
    private readonly primary: CounterStore,
    private readonly fallback: CounterStore,
    private readonly watch: FallbackWatch,
  ) {}

  incr(key: string, done: Parameters<CounterStore['incr']>[1], timeWindow: number, max: number): void {
    this.primary.incr(
      key,
      (error, result) => {
        if (!error) {
          this.watch.answered();
          done(null, result);
          return;
        }
        this.watch.failed(error);
        this.fallback.incr(key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Record<string, unknown>): CounterStore {
    return new StoreWithFallback(this.primary.child(routeOptions), this.fallback.child(routeOptions), this.watch);
  }
}

/**
 * The store class to give @fastify/rate-limit (it constructs it with its settings), counting in
 * Redis under `prefix` and in memory while Redis is away, and the fallback's state.
 */
export function redisStoreWithFallback(redis: Redis, prefix: string, log: FastifyBaseLogger) {
  const watch = new FallbackWatch(log);
  class RedisOrMemoryStore extends StoreWithFallback {
    // The plugin passes its merged settings; its typings leave these two out.
    constructor(options: object) {
      const settings = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(
        new RedisStore(settings.continueExceeding, settings.exponentialBackoff, redis, prefix),
        new LocalStore(settings.continueExceeding, settings.exponentialBackoff),
        watch,
      );
    }
  }
  // The plugin's typings leave out the window and limit it passes to incr (its own stores take them).
  return { Store: RedisOrMemoryStore as unknown as FastifyRateLimitStoreCtor, fallback: watch.state };
}
