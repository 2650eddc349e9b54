// In-process snapshots of catalogue reads that every visitor asks for (the hot list, the vendor
// mapping), per merchant and language. A fresh snapshot is answered synchronously (no promise, no
// database); an expired one is still answered once while a single reload runs in the background
// (stale-while-revalidate), so no request waits on the database after the first. A snapshot older
// than STALE_LIMIT × ttl is not answered: the request waits for the reload. ttl 0 = no caching.
// Catalogue changes made in this process call invalidate(); the TTL bounds what other replicas see.

const STALE_LIMIT = 10;

interface TEntry<V> {
  loadedAt: number;
  value?: { v: V };
  pending?: Promise<V>;
}

export class SnapshotCache<V> {
  private readonly entries = new Map<string, TEntry<V>>();

  constructor(
    readonly ttlMs: number,
    /** Keys are merchant × language: bounded by the catalogue, this is a guard, not an LRU. */
    private readonly maxEntries = 512,
  ) {}

  private load(key: string, load: () => Promise<V>, previous?: TEntry<V>): Promise<V> {
    const entry: TEntry<V> = previous ?? { loadedAt: Date.now() };
    const pending = load().then(
      (v) => {
        // Superseded by invalidate() meanwhile: answer this caller, keep nothing.
        if (this.entries.get(key) === entry) {
          entry.value = { v };
          entry.loadedAt = Date.now();
        }
        entry.pending = undefined;
        return v;
      },
      (err: unknown) => {
        entry.pending = undefined;
        if (this.entries.get(key) === entry && !entry.value) this.entries.delete(key);
        throw err;
      },
    );
    entry.pending = pending;
    if (!previous) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, entry);
    }
    return pending;
  }

  /** The snapshot for `key`: the value itself while fresh (or briefly stale), else a promise of it. */
  get(key: string, load: () => Promise<V>): V | Promise<V> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (!entry) return this.load(key, load);
    const age = Date.now() - entry.loadedAt;
    if (entry.value) {
      if (age < this.ttlMs) return entry.value.v;
      if (!entry.pending) this.load(key, load, entry).catch(() => undefined);
      if (age < this.ttlMs * STALE_LIMIT) return entry.value.v;
    }
    return entry.pending ?? this.load(key, load, entry);
  }

  /** Drops every snapshot (or those whose key starts with `prefix`, e.g. a merchant's). */
  invalidate(prefix?: string): void {
    if (prefix === undefined) this.entries.clear();
    else for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
