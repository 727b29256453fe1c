// Issue 19 (the uncached path): reads that are the same for every reader, kept in process for a few seconds —
// the newest stories For you and Recommended from {product} draw on, and the recommended topics. Every
// signed-in render asked the store for them again. Each entry carries the edge cache's tags (HOME_TAG: a post
// published, edited or unlisted) and this cache is one of the edge cache's purgers, so a write in this process
// makes the next read fresh; a write in another process (several servers on one PostgreSQL) is seen within
// SHARED_READS_TTL_MS at most. Nothing viewer-relative is kept here: mutes and follows apply per request.
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';
import { collectionTag, HOME_TAG, postTag, userTag } from '../../../core/edge-cache/edge-cache.ts';
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

  /**
   * The values under `keys`, the ones absent or expired read together by one `load` of their ids (one statement for
   * a batch, as the DataLoaders ask), each kept under its own key with its own tags.
   */
  async readMany<T>(
    prefix: string,
    ids: readonly string[],
    tagsOf: (id: string) => readonly string[],
    load: (ids: readonly string[]) => Promise<Map<string, T>>,
    absent: T,
  ): Promise<Map<string, T>> {
    const now = this.clock();
    const values = new Map<string, Promise<T>>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const hit = this.entries.get(`${prefix}:${id}`);
      if (hit && hit.expiresAt > now) values.set(id, hit.value as Promise<T>);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const loaded = load(missing);
      for (const id of missing) {
        const key = `${prefix}:${id}`;
        const value = loaded.then((found) => (found.has(id) ? found.get(id)! : absent));
        const entry: Entry = { value, expiresAt: now + this.ttlMs, tags: tagsOf(id) };
        this.entries.set(key, entry);
        value.catch(() => {
          if (this.entries.get(key) === entry) this.entries.delete(key);
        });
        values.set(id, value);
      }
    }
    const found = new Map<string, T>();
    for (const id of ids) if (!found.has(id)) found.set(id, await values.get(id)!);
    return found;
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
    // A writer's follower and following counts (bylines, the story's writer card): a follow purges both users' tags.
    users: {
      ...repos.users,
      socialStats: (ids) => cache.readMany('socialStats', ids, (id) => [userTag(id)], (missing) => repos.users.socialStats(missing), { followerCount: 0, followingCount: 0 }),
    },
    // A publication's follower count: a follow purges its tag.
    publications: {
      ...repos.publications,
      followerCounts: (ids) => cache.readMany('publicationFollowers', ids, (id) => [collectionTag(id)], (missing) => repos.publications.followerCounts(missing), 0),
    },
    // Active memberships (badges, and reading a locked story): a membership starting or ending purges its reader's tag.
    memberships: {
      ...repos.memberships,
      summaries: async (ids) => {
        const found = await cache.readMany('membership', ids, (id) => [userTag(id)], (missing) => repos.memberships.summaries(missing), null);
        return new Map([...found].flatMap(([id, summary]) => (summary === null ? [] : [[id, summary] as const])));
      },
    },
    // A story's response count and whether its discussion is closed: the responses service purges the story's tag
    // on a response, a hide, an unhide and a closed discussion.
    responses: {
      ...repos.responses,
      countsOf: async (ids) => {
        const found = await cache.readMany('responseCounts', ids, (id) => [postTag(id)], (missing) => repos.responses.countsOf(missing), null);
        return new Map([...found].flatMap(([id, counts]) => (counts === null ? [] : [[id, counts] as const])));
      },
    },
    // A story's Top highlight: the highlights service purges the story's tag when a change may move it.
    // (The highlights repository is a class: its other methods stay on the prototype chain.)
    highlights: Object.assign(Object.create(repos.highlights) as Repositories['highlights'], {
      mostHighlighted: (postId: string, minReaders: number) =>
        cache.read(`mostHighlighted:${postId}:${minReaders}`, [postTag(postId)], () => repos.highlights.mostHighlighted(postId, minReaders)),
    }),
  };
}
