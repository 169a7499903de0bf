// A bounded in-memory LRU with a time to live, for geocoding answers. Only answers are kept: a
// lookup that fails is forgotten at once, so an outage is never cached. Two identical lookups at
// the same moment share one upstream call.

export interface LruOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

export class LruCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: LruOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer for the key, or load()'s, which is kept only if it resolves. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && found.expires > this.now()) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    if (found) this.entries.delete(key);
    if (this.options.ttlMs <= 0) return load();
    const value = load();
    const entry = { value, expires: this.now() + this.options.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return value;
  }
}
