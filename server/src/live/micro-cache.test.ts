import { microCache } from './micro-cache';

describe('microCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('serves the same value until it expires, then produces it again', async () => {
    const cache = microCache<number>({ ttlMs: 5_000, maxEntries: 10, now });
    let produced = 0;
    const produce = async () => ++produced;
    expect(await cache.get('items', produce)).toBe(1);
    clock += 4_999;
    expect(await cache.get('items', produce)).toBe(1);
    clock += 1;
    expect(await cache.get('items', produce)).toBe(2);
  });

  it('lets requests that arrive together share one production', async () => {
    const cache = microCache<string>({ ttlMs: 5_000, maxEntries: 10, now });
    let calls = 0;
    let release!: (value: string) => void;
    const produce = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = Promise.all([
      cache.get('a', produce),
      cache.get('a', produce),
      cache.get('a', produce),
    ]);
    release('page');
    expect(await waiting).toEqual(['page', 'page', 'page']);
    expect(calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = microCache<string>({ ttlMs: 5_000, maxEntries: 10, now });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('a', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = microCache<string>({ ttlMs: 5_000, maxEntries: 2, now });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    // b was read after c was made: c went, b stayed.
    expect(await cache.get('b', async () => 'b3')).toBe('b1');
    expect(await cache.get('c', async () => 'c2')).toBe('c2');
  });
});
