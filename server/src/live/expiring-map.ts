/**
 * A bounded map whose entries expire, for this process's memos (the verified access tokens, the
 * catalogue's micro-cache). Reading an entry makes it the most recently used; past `maxEntries`
 * the least recently used goes, so varied keys cannot grow it.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAtMs: number }>();

  constructor(
    private readonly maxEntries: number,
    /** The clock (tests pass their own). Read on each call, so a mocked Date.now is seen too. */
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The value kept for `key`, unless there is none or it has expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAtMs <= this.now()) return undefined;
    this.entries.set(key, entry); // now the most recently used (a Map keeps insertion order)
    return entry.value;
  }

  /** Keeps `value` for `key` until `expiresAtMs`. */
  set(key: string, value: V, expiresAtMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAtMs });
    if (this.entries.size > this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Forgets `key`, only if it still holds `value` when one is given. */
  delete(key: string, value?: V): void {
    if (value === undefined || this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  /** Forgets every entry. */
  clear(): void {
    this.entries.clear();
  }

  /** How many entries are kept, expired ones included until they are read or pushed out. */
  get size(): number {
    return this.entries.size;
  }
}
