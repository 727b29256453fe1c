// Issue 19 (the uncached path): reads that are the same for every reader, kept in process for a few seconds —
// the newest stories For you and Recommended from {product} draw on, and the recommended topics. Every
// signed-in render asked the store for them again. Each entry carries the edge cache's tags (HOME_TAG: a post
// published, edited or unlisted) and this cache is one of the edge cache's purgers, so a write in this process
// makes the next read fresh; a write in another process (several servers on one PostgreSQL) is seen within
// SHARED_READS_TTL_MS at most. Nothing viewer-relative is kept here: mutes and follows apply per request.
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';
import { HOME_TAG } from '../../../core/edge-cache/edge-cache.ts';
import type { Repositories } from '../graphql/repositories.ts';

/** How long a shared read is reused: the staleness another process's write may see, at most. */
export const SHARED_READS_TTL_MS = 5_000;

type Entry = { value: Promise<unknown>; expiresAt: number; tags: readonly string[] };

export class SharedReadCache implements CachePurger {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number = SHARED_READS_TTL_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The value under `key`, read by `load` when absent or older than the TTL; concurrent readers share one load. */
  read<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    const entry: Entry = { value, expiresAt: now + this.ttlMs, tags };
    this.entries.set(key, entry);
    // A failed read is not kept: the next reader tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  async purge(tags: readonly string[]): Promise<void> {
    const purged = new Set(tags);
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => purged.has(t))) this.entries.delete(key);
  }

  /** Drops everything (a missed purge notice from another process: issue 20's full purge after a reconnect). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The repositories with their everyone-alike reads served through the cache (the rest unchanged). */
export function sharedReads(repos: Repositories, cache: SharedReadCache): Repositories {
  return {
    ...repos,
    recommendations: {
      ...repos.recommendations,
      newestCandidates: (limit) => cache.read(`newestCandidates:${limit}`, [HOME_TAG], () => repos.recommendations.newestCandidates(limit)),
    },
    topics: {
      ...repos.topics,
      mostUsed: (limit) => cache.read(`mostUsedTopics:${limit}`, [HOME_TAG], () => repos.topics.mostUsed(limit)),
    },
  };
}
