// DataLoaders, one set per request: every field that needs a row asks its loader, so a page of 25 posts
// costs one query per kind of row, not one per post.
import DataLoader from 'dataloader';
import type {
  CollectionRole,
  NavigationItem,
  Post,
  Publication,
  PostSummary,
  PublicationEditor,
  SocialStats,
  Topic,
  User,
} from '../../../core/content/entities.ts';
import { encodeCursor, type FeedPosition } from '../../../core/feed/paging.ts';
import type { MembershipSummary } from '../../../core/membership/types.ts';
import type { Repositories } from './repositories.ts';

export type FeedPageKey = { limit: number; after: FeedPosition | null };

function byKey<T, K>(keys: readonly K[], rows: readonly T[], key: (row: T) => K): (T | null)[] {
  const map = new Map<K, T>();
  for (const row of rows) map.set(key(row), row);
  return keys.map((k) => map.get(k) ?? null);
}

function fromMap<K, V>(keys: readonly K[], map: Map<K, V>, fallback: V): V[] {
  return keys.map((k) => map.get(k) ?? fallback);
}

export type Loaders = ReturnType<typeof createLoaders>;

const NO_EDGE = { isFollowing: false, isMuting: false };

export function createLoaders(repos: Repositories, viewerId: string | null = null) {
  const userById = new DataLoader<string, User | null>(async (ids) =>
    byKey(ids, await repos.users.usersByIds(ids), (u) => u.id),
  );
  const userByUsername = new DataLoader<string, User | null>(async (names) => {
    const users = await repos.users.usersByUsernames(names);
    for (const user of users) userById.prime(user.id, user);
    return byKey(
      names.map((n) => n.toLowerCase()),
      users,
      (u) => u.username,
    );
  });
  const publicationById = new DataLoader<string, Publication | null>(async (ids) =>
    byKey(ids, await repos.publications.publicationsByIds(ids), (p) => p.id),
  );
  const publicationBySlug = new DataLoader<string, Publication | null>(async (slugs) => {
    const publications = await repos.publications.publicationsBySlugs(slugs);
    for (const p of publications) publicationById.prime(p.id, p);
    return byKey(
      slugs.map((s) => s.toLowerCase()),
      publications,
      (p) => p.slug,
    );
  });
  return {
    /** Pages of the recommended feed: every page a batch asks for comes from one statement. */
    recommendedFeedPage: new DataLoader<FeedPageKey, (PostSummary & FeedPosition)[], string>(
      (keys) => repos.posts.recommendedFeedPages(keys, viewerId),
      { cacheKeyFn: (key) => `${key.limit}:${key.after ? encodeCursor(key.after) : ''}` },
    ),
    /** The viewer's edges (reader-experience §3 viewerEdge); all false when logged out. */
    userEdge: new DataLoader<string, { isFollowing: boolean; isMuting: boolean }>(async (ids) =>
      viewerId ? fromMap(ids, await repos.follows.userEdges(viewerId, ids), NO_EDGE) : ids.map(() => NO_EDGE),
    ),
    collectionEdge: new DataLoader<string, { isFollowing: boolean; isMuting: boolean; staffRole: CollectionRole | null }>(async (ids) =>
      viewerId
        ? fromMap(ids, await repos.follows.collectionEdges(viewerId, ids), { ...NO_EDGE, staffRole: null })
        : ids.map(() => ({ ...NO_EDGE, staffRole: null })),
    ),
    userById,
    userByUsername,
    publicationById,
    publicationBySlug,
    postById: new DataLoader<string, Post | null>(async (ids) =>
      byKey(ids, await repos.posts.postsByIds(ids), (p) => p.id),
    ),
    topicById: new DataLoader<string, Topic | null>(async (ids) =>
      byKey(ids, await repos.topics.topicsByIds(ids), (t) => t.id),
    ),
    /** How many published, listed stories each topic holds: one grouped query for a page of topics. */
    postCountByTopicId: new DataLoader<string, number>(async (ids) => fromMap(ids, await repos.topics.postCounts(ids), 0)),
    /** Active memberships' tier and dates, for badges and for reading locked stories. */
    membershipByUserId: new DataLoader<string, MembershipSummary | null>(async (ids) => fromMap(ids, await repos.memberships.summaries(ids), null)),
    tagsByPostId: new DataLoader<string, { slug: string; displayTitle: string }[]>(async (ids) =>
      fromMap(ids, await repos.topics.tagsOfPosts(ids), []),
    ),
    socialStatsByUserId: new DataLoader<string, SocialStats>(async (ids) =>
      fromMap(ids, await repos.users.socialStats(ids), { followerCount: 0, followingCount: 0 }),
    ),
    followerCountByPublicationId: new DataLoader<string, number>(async (ids) =>
      fromMap(ids, await repos.publications.followerCounts(ids), 0),
    ),
    editorsByPublicationId: new DataLoader<string, PublicationEditor[]>(async (ids) =>
      fromMap(ids, await repos.publications.editorsOf(ids), []),
    ),
    navigationItemsByPublicationId: new DataLoader<string, NavigationItem[]>(async (ids) =>
      fromMap(ids, await repos.publications.navigationItemsOf(ids), []),
    ),
  };
}
