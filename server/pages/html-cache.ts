// The storefront's filled pages, kept per company, catalogue version, minute, route, host, query
// and the language the visitor asked for (issue [12/13]: "the landing and menu HTML are cached per
// company and catalogue version, like the catalogue JSON already is"; issue [13/13]: the page is
// drawn in the visitor's language, so the key carries the cookie's or browser's wish, one of 19
// values: server/pages/visitor-locale.ts wishKey). The catalogue version moves with every menu, settings and
// provider change (server/admin/write.ts, payment-providers.ts), also from another instance on
// one PostgreSQL; the minute keeps "open now" and the hours drawn into the page current.
// The cache is bounded in bytes, not entries: any query string makes a key, so a visitor sending
// random ones can only push older pages out, never grow the memory. Least recently used go first.
export class HtmlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; bytes: number }>();
  private bytes = 0;

  constructor(
    /** The size an entry counts for once made. */
    private readonly sizeOf: (value: T) => number,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  /** The page for this key, made once by `make` while concurrent requests wait for it. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    const entry = { value: make(), bytes: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = this.sizeOf(value);
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
