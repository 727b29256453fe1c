// The following feed's oracle for the tests (platform-reference §7.4 followingFeed): the posts a reader's feed
// should hold, computed straight from the tables — followed writers and publications (or one of them, the
// selection), mutes taken out, newest first with ties by id descending — never from the code under test.
// Shared by following-feed.test.ts and following-lists.test.ts.
import type { Store } from '../../postgres/store.ts';

export type FeedKind = 'writers' | 'publications' | 'both';

export async function expectedFollowingFeed(store: Store, readerId: string, kind: FeedKind, selection: string | null = null): Promise<string[]> {
  const [users, pubs, userMutes, pubMutes, posts] = await Promise.all([
    store.db.selectFrom('userFollows').select('followeeId').where('followerId', '=', readerId).execute(),
    store.db.selectFrom('publicationFollows').select('publicationId').where('followerId', '=', readerId).execute(),
    store.db.selectFrom('userMutes').select('muteeId').where('muterId', '=', readerId).execute(),
    store.db.selectFrom('publicationMutes').select('publicationId').where('userId', '=', readerId).execute(),
    store.db
      .selectFrom('posts')
      .select(['id', 'creatorId', 'publicationId', 'statusForCollection', 'publishedAt'])
      .where('type', '=', 'STORY')
      .where('publishedAt', 'is not', null)
      .where('visibility', '<>', 'UNLISTED')
      .execute(),
  ]);
  const writers = new Set(users.map((u) => u.followeeId).filter((id) => selection === null || id === selection));
  const publications = new Set(pubs.map((p) => p.publicationId).filter((id) => selection === null || id === selection));
  const mutedWriters = new Set(userMutes.map((m) => m.muteeId));
  const mutedPublications = new Set(pubMutes.map((m) => m.publicationId));
  return posts
    .filter((p) => {
      const byWriter = kind !== 'publications' && writers.has(p.creatorId);
      const inPublication = kind !== 'writers' && p.statusForCollection === 'APPROVED' && p.publicationId !== null && publications.has(p.publicationId);
      const muted = mutedWriters.has(p.creatorId) || (p.publicationId !== null && mutedPublications.has(p.publicationId));
      return (byWriter || inPublication) && !muted;
    })
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? 1 : -1))
    .map((p) => p.id);
}
