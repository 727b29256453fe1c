// The in-process page cache (platform-reference §9 with no CDN in front): anonymous pages keyed by host,
// path and query, bounded by entries and bytes (least recently used goes first), each kept for a TTL,
// and purged by surrogate tag. One process's cache: with several processes on one PostgreSQL, purges reach
// every process's cache through shared-invalidation.ts.
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';

export type CachedPage = {
  status: number;
  body: string;
  headers: Readonly<Record<string, string>>;
  tags: readonly string[];
  /** Milliseconds since the epoch, from the server's clock. */
  storedAt: number;
};

export type PageCacheOptions = { maxEntries: number; maxBytes: number; ttlMs: number };

export class MemoryPageCache implements CachePurger {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recently used.
  private readonly entries = new Map<string, CachedPage & { bytes: number }>();
  private readonly byTag = new Map<string, Set<string>>();
  private bytes = 0;
  private purges = 0;

  constructor(private readonly options: PageCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /**
   * Moves on with every purge. A page read from the store before a purge and stored after it may show what the
   * purge was for: `set` with the generation taken before the reads refuses it (issue 20: with purges arriving from
   * other processes at any moment, a render and a purge overlap more often).
   */
  get generation(): number {
    return this.purges;
  }

  get(key: string, now: number): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (now - entry.storedAt >= this.options.ttlMs || now < entry.storedAt) {
      this.delete(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: CachedPage, generation?: number): void {
    if (generation !== undefined && generation !== this.purges) return;
    // UTF-16 length × 2 bounds the string's memory; close enough to keep the cache within its budget.
    const bytes = page.body.length * 2 + 256;
    if (bytes > this.options.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { ...page, bytes });
    this.bytes += bytes;
    for (const tag of page.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  async purge(tags: readonly string[]): Promise<void> {
    this.purges++;
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.delete(key);
    }
  }

  /** Drops every page (issue 20: after the shared purge channel reconnected, notices may have been missed). */
  clear(): void {
    this.purges++;
    this.entries.clear();
    this.byTag.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
