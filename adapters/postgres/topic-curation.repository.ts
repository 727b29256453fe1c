// Staff curating a topic (core/topics/topic-curation.ts): its description, and the published stories it holds
// (post_topics; the topic's count follows by the triggers of migration 0034).
import type { Kysely } from 'kysely';
import type { Database } from './database.types.ts';
import { listedPost } from './posts.repository.ts';

export type TopicCurationRepository = ReturnType<typeof topicCurationRepository>;

export function topicCurationRepository(db: Kysely<Database>) {
  return {
    /** The topic's new description; false when there is no such topic. */
    async setDescription(topicId: string, description: string): Promise<boolean> {
      const result = await db.updateTable('topics').set({ description }).where('id', '=', topicId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A published, listed story joins the topic (again: nothing changes); false when there is no such story. */
    async addPost(topicId: string, postId: string): Promise<boolean> {
      const post = await db.selectFrom('posts').select('id').where('id', '=', postId).where(listedPost()).executeTakeFirst();
      if (!post) return false;
      await db.insertInto('postTopics').values({ postId, topicId }).onConflict((oc) => oc.doNothing()).execute();
      return true;
    },

    /** The story leaves the topic (not in it: nothing changes). */
    async removePost(topicId: string, postId: string): Promise<void> {
      await db.deleteFrom('postTopics').where('topicId', '=', topicId).where('postId', '=', postId).execute();
    },
  };
}
