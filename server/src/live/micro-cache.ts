/**
 * A small in-process cache for public responses that many customers ask for at once (the item
 * catalogue): an entry lives a few seconds, requests that arrive while it is being produced wait
 * for the same result instead of each querying the database, and the number of entries is
 * bounded so varied URLs cannot grow it. Each copy of the API keeps its own; nothing in it is
 * needed by another copy, and a copy that restarts simply starts empty. (No notification says
 * when the catalogue changes, so it is kept correct by its short life alone.)
 */
import { ExpiringMap } from './expiring-map';

export interface MicroCacheOptions {
  /** How long an entry is served after it was produced. */
  ttlMs: number;
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

export interface MicroCache<T> {
  /** The fresh value for `key`, or what `produce` gives (a failure is not kept). */
  get(key: string, produce: () => Promise<T>): Promise<T>;
  /** Forgets every entry. */
  clear(): void;
}

/** Creates a cache; see the module comment for when one fits. */
export function microCache<T>({
  ttlMs,
  maxEntries,
  now = () => Date.now(),
}: MicroCacheOptions): MicroCache<T> {
  const entries = new ExpiringMap<Promise<T>>(maxEntries, now);
  return {
    get(key, produce) {
      const kept = entries.get(key);
      if (kept) return kept;
      const value = produce();
      entries.set(key, value, now() + ttlMs);
      value.catch(() => entries.delete(key, value));
      return value;
    },
    clear: () => entries.clear(),
  };
}
