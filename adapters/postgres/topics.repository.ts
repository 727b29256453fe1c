// Topics, by id and by the posts they are attached to.
import type { Kysely } from 'kysely';
import type { Topic } from '../../core/content/entities.ts';
import type { Database } from './database.types.ts';

export type TopicsRepository = ReturnType<typeof topicsRepository>;

export function topicsRepository(db: Kysely<Database>) {
  return {
    async topicsByIds(ids: readonly string[]): Promise<Topic[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('topics').select(['id', 'slug', 'name', 'description']).where('id', 'in', [...ids]).execute();
    },

    /** Topics ordered by how many published, listed stories carry them (kept with the topic: migration 0034), then by name. */
    async mostUsed(limit: number): Promise<Topic[]> {
      return db
        .selectFrom('topics')
        .select(['id', 'slug', 'name', 'description'])
        .orderBy('listedPostCount', 'desc')
        .orderBy('name')
        .limit(limit)
        .execute();
    },

    /** The reader follows the topic (issue 18); following again changes nothing. */
    async followTopic(userId: string, topicId: string): Promise<void> {
      await db.insertInto('topicFollows').values({ userId, topicId }).onConflict((oc) => oc.columns(['userId', 'topicId']).doNothing()).execute();
    },

    async unfollowTopic(userId: string, topicId: string): Promise<void> {
      await db.deleteFrom('topicFollows').where('userId', '=', userId).where('topicId', '=', topicId).execute();
    },

    /** Which of these topics the reader follows. */
    async followedAmong(userId: string, topicIds: readonly string[]): Promise<Set<string>> {
      if (topicIds.length === 0) return new Set();
      const rows = await db.selectFrom('topicFollows').select('topicId').where('userId', '=', userId).where('topicId', 'in', [...topicIds]).execute();
      return new Set(rows.map((r) => r.topicId));
    },

    /** The topics the reader follows, by name. */
    async followedTopics(userId: string): Promise<Topic[]> {
      return db
        .selectFrom('topicFollows')
        .innerJoin('topics', 'topics.id', 'topicFollows.topicId')
        .select(['topics.id', 'topics.slug', 'topics.name', 'topics.description'])
        .where('topicFollows.userId', '=', userId)
        .orderBy('topics.name')
        .execute();
    },

    /** A topic by its slug; null when there is none. */
    async topicBySlug(slug: string): Promise<Topic | null> {
      const row = await db.selectFrom('topics').select(['id', 'slug', 'name', 'description']).where('slug', '=', slug).executeTakeFirst();
      return row ?? null;
    },

    /** How many published, listed stories each topic holds (0 for a topic with none); kept with the topic (migration 0034). */
    async postCounts(topicIds: readonly string[]): Promise<Map<string, number>> {
      const counts = new Map<string, number>(topicIds.map((id) => [id, 0]));
      if (topicIds.length === 0) return counts;
      const rows = await db.selectFrom('topics').select(['id', 'listedPostCount']).where('id', 'in', [...topicIds]).execute();
      for (const row of rows) counts.set(row.id, row.listedPostCount);
      return counts;
    },

    /** Every topic, by name (the explore-topics page). */
    async allTopics(): Promise<Topic[]> {
      return db.selectFrom('topics').select(['id', 'slug', 'name', 'description']).orderBy('name').orderBy('id').execute();
    },

    /** A tag by its slug with how many published, listed stories carry it; null when there is none. */
    async tagBySlug(slug: string): Promise<{ slug: string; displayTitle: string; postCount: number } | null> {
      const row = await db
        .selectFrom('tags')
        // Kept with the tag (migration 0034): a tag of 50,000 stories is not counted on every view.
        .select(['tags.slug', 'tags.displayTitle', 'tags.listedPostCount as postCount'])
        .where('tags.slug', '=', slug)
        .executeTakeFirst();
      return row ?? null;
    },

    async tagsOfPosts(postIds: readonly string[]): Promise<Map<string, { slug: string; displayTitle: string }[]>> {
      const tags = new Map<string, { slug: string; displayTitle: string }[]>(postIds.map((id) => [id, []]));
      if (postIds.length === 0) return tags;
      const rows = await db
        .selectFrom('postTags')
        .innerJoin('tags', 'tags.slug', 'postTags.tagSlug')
        .select(['postTags.postId', 'tags.slug', 'tags.displayTitle'])
        .where('postTags.postId', 'in', [...postIds])
        .orderBy('postTags.postId')
        .orderBy('postTags.position')
        .execute();
      for (const row of rows) tags.get(row.postId)!.push({ slug: row.slug, displayTitle: row.displayTitle });
      return tags;
    },
  };
}
