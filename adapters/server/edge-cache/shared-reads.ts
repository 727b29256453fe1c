// Issue 19 (the uncached path): reads that are the same for every reader, kept in process for a few seconds —
// the newest stories For you and Recommended from {product} draw on, and the recommended topics. Every
// signed-in render asked the store for them again. Each entry carries the edge cache's tags (HOME_TAG: a post
// published, edited or unlisted) and this cache is one of the edge cache's purgers, so a write in this process
// makes the next read fresh; a write in another process (several servers on one PostgreSQL) is seen within
// SHARED_READS_TTL_MS at most. What is one reader's own (For you's inputs, their edges, their flags) is kept under
// their reader tag, which their own writes purge (sharedReads below); it never reaches a page.
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';
import { collectionTag, HOME_TAG, postTag, readerTag, SITE_TAG, userTag } from '../../../core/edge-cache/edge-cache.ts';
import { GLOBAL_SCOPE } from '../../../core/flags/variant-flags.ts';
import type { Repositories } from '../graphql/repositories.ts';

const byId = <T extends { id: string }>(rows: readonly T[]): Map<string, T> => new Map(rows.map((row) => [row.id, row]));

/** How long a shared read is reused: the staleness another process's write may see, at most. */
export const SHARED_READS_TTL_MS = 5_000;

type Entry = { value: Promise<unknown>; expiresAt: number; tags: readonly string[] };

/** Entries kept at most: past it, the expired go, then the oldest (reads kept per reader must not pile up). */
export const SHARED_READS_MAX_ENTRIES = 20_000;

export class SharedReadCache implements CachePurger {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number = SHARED_READS_TTL_MS,
    private readonly clock: () => number = () => performance.now(),
    private readonly maxEntries: number = SHARED_READS_MAX_ENTRIES,
  ) {}

  private keep(key: string, entry: Entry): void {
    // Re-inserted, so the Map's order stays the order entries were stored in (oldest first).
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size <= this.maxEntries) return;
    const now = this.clock();
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries * 0.9) break;
      this.entries.delete(k);
    }
  }

  /** The value under `key`, read by `load` when absent or older than the TTL; concurrent readers share one load. */
  read<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    const entry: Entry = { value, expiresAt: now + this.ttlMs, tags };
    this.keep(key, entry);
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
        this.keep(key, entry);
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

/**
 * The repositories with their everyone-alike reads served through the cache (the rest unchanged), and one read that
 * is the reader's own: For you's inputs (their follows, mutes, claps, reading history and signals, and the newest
 * stories of what they follow), asked by Home and by every story's 'Recommended from …'. It is kept under the
 * reader's tag, which the reader's own writes below purge — here and, through `readers`, in every other process —
 * so a follow, a mute, a clap or a read shows on the next page; a story published purges it with Home.
 */
export function sharedReads(repos: Repositories, cache: SharedReadCache, readers: CachePurger = cache): Repositories {
  /** Runs a write, then purges what it changed (also when it failed half-way). */
  const purgingAfter =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>, tagsOf: (args: NoInfer<A>) => string[]) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        await readers.purge(tagsOf(args));
      }
    };
  /** A write of the reader named by its first argument: what is kept for them goes. */
  const readerWrite = <A extends [string, ...unknown[]], R>(write: (...args: A) => Promise<R>) => purgingAfter(write, ([reader]) => [readerTag(reader)]);
  /** Entities by id, each kept under its own tags; ids with no entity are left out, as the repository does. */
  const entitiesById = async <T extends { id: string }>(prefix: string, ids: readonly string[], tagsOf: (id: string) => readonly string[], load: (ids: readonly string[]) => Promise<T[]>) =>
    [...(await cache.readMany<T | null>(prefix, ids, tagsOf, async (missing) => byId(await load(missing)), null)).values()].flatMap((e) => (e ? [e] : []));
  const { follows, topics, claps, recommendations, readingHistory, variantFlags } = repos;
  /** A flag set for everyone purges every process's flags (as it purges every page); one set for a user, theirs. */
  const flagTags = ([scope]: readonly [string, ...unknown[]]) => [scope === GLOBAL_SCOPE ? SITE_TAG : readerTag(scope)];
  return {
    ...repos,
    // The flags in effect for a request (every page asks): the stored global settings and the reader's own.
    variantFlags: {
      ...variantFlags,
      settingsFor: (userId) => cache.read(`flags:${userId ?? ''}`, userId === null ? [SITE_TAG] : [SITE_TAG, readerTag(userId)], () => variantFlags.settingsFor(userId)),
      set: purgingAfter(variantFlags.set.bind(variantFlags), flagTags),
      clear: purgingAfter(variantFlags.clear.bind(variantFlags), flagTags),
    },
    recommendations: {
      ...recommendations,
      newestCandidates: (limit) => cache.read(`newestCandidates:${limit}`, [HOME_TAG], () => recommendations.newestCandidates(limit)),
      readerInputs: (viewerId, perFollowed) =>
        cache.read(`readerInputs:${viewerId}:${perFollowed}`, [readerTag(viewerId), HOME_TAG], () => recommendations.readerInputs(viewerId, perFollowed)),
      setSignal: readerWrite(recommendations.setSignal.bind(recommendations)),
      clearSignal: readerWrite(recommendations.clearSignal.bind(recommendations)),
    },
    follows: {
      ...follows,
      // The reader's edges to writers and publications (follow buttons, mutes): their own writes purge them; a
      // publication's staff roles change with its people, which purge its tag.
      userEdges: (viewerId, ids) =>
        cache.readMany(`userEdge:${viewerId}`, ids, () => [readerTag(viewerId)], (missing) => follows.userEdges(viewerId, missing), { isFollowing: false, isMuting: false }),
      collectionEdges: (viewerId, ids) =>
        cache.readMany(
          `collectionEdge:${viewerId}`,
          ids,
          (id) => [readerTag(viewerId), collectionTag(id)],
          (missing) => follows.collectionEdges(viewerId, missing),
          { isFollowing: false, isMuting: false, staffRole: null },
        ),
      followUser: readerWrite(follows.followUser.bind(follows)),
      unfollowUser: readerWrite(follows.unfollowUser.bind(follows)),
      followCollection: readerWrite(follows.followCollection.bind(follows)),
      unfollowCollection: readerWrite(follows.unfollowCollection.bind(follows)),
      setUserMute: readerWrite(follows.setUserMute.bind(follows)),
      setCollectionMute: readerWrite(follows.setCollectionMute.bind(follows)),
    },
    claps: { ...claps, clap: purgingAfter(claps.clap.bind(claps), ([request]) => [readerTag(request.userId)]) },
    // (The reading history repository is a class: its other methods stay on the prototype chain.)
    readingHistory: Object.assign(Object.create(readingHistory) as Repositories['readingHistory'], {
      record: readerWrite(readingHistory.record.bind(readingHistory)),
      restore: readerWrite(readingHistory.restore.bind(readingHistory)),
      remove: readerWrite(readingHistory.remove.bind(readingHistory)),
      clear: readerWrite(readingHistory.clear.bind(readingHistory)),
    }),
    topics: {
      ...topics,
      mostUsed: (limit) => cache.read(`mostUsedTopics:${limit}`, [HOME_TAG], () => topics.mostUsed(limit)),
      // Topics by id (a card's topic): their names change only with the corpus.
      topicsByIds: (ids) => entitiesById('topic', ids, () => [HOME_TAG], (missing) => topics.topicsByIds(missing)),
      followTopic: readerWrite(topics.followTopic.bind(topics)),
      unfollowTopic: readerWrite(topics.unfollowTopic.bind(topics)),
    },
    // A writer's follower and following counts (bylines, the story's writer card): a follow purges both users' tags.
    // And the users themselves as every byline shows them (name, username, avatar, bio): a change purges their tag.
    users: {
      ...repos.users,
      usersByIds: (ids) => entitiesById('user', ids, (id) => [userTag(id)], (missing) => repos.users.usersByIds(missing)),
      socialStats: (ids) => cache.readMany('socialStats', ids, (id) => [userTag(id)], (missing) => repos.users.socialStats(missing), { followerCount: 0, followingCount: 0 }),
    },
    // A publication's follower count: a follow purges its tag; and the publication as its cards show it (name,
    // tagline, avatar, domain): a change of its settings purges its tag.
    publications: {
      ...repos.publications,
      publicationsByIds: (ids) => entitiesById('publication', ids, (id) => [collectionTag(id)], (missing) => repos.publications.publicationsByIds(missing)),
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
    // The end of a story as everyone sees it (the writer's and the publication's newest): a new or changed story
    // purges Home, a writer's or publication's change their tag. A reader's mutes are applied by the resolver.
    posts: {
      ...repos.posts,
      storyEndCandidates: (story, limits, viewerId) =>
        viewerId !== null
          ? repos.posts.storyEndCandidates(story, limits, viewerId)
          : cache.read(
              `storyEnd:${story.creatorId}:${story.publicationId ?? ''}:${limits.byWriter}:${limits.inPublication}`,
              [HOME_TAG, userTag(story.creatorId), ...(story.publicationId ? [collectionTag(story.publicationId)] : [])],
              () => repos.posts.storyEndCandidates(story, limits, null),
            ),
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
