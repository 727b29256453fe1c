// A writer's profile tabs beyond their stories (platform-reference §2.1 Profiles: /@{username}/has-recommended,
// /responses, /awards/{kind}). Each read is an index range with a limit, keyset-paged like every feed:
// - the stories a writer recommended: the published, listed stories they clapped for (claps_by_user), newest story
//   first; the reader's mutes apply as in every feed;
// - a writer's responses: their published responses to stories readers may see, newest first, hidden ones left out;
// - the tags where a writer is a top writer (core/profile/awards.ts): their rank in the tag's kept counts
//   (tag_writers, migration 0051), the same order as the tag's Who to follow.
import { sql, type Kysely } from 'kysely';
import type { PostSummary } from '../../core/content/entities.ts';
import type { FeedPosition } from '../../core/feed/paging.ts';
import type { Database } from './database.types.ts';
import { listedPost, notMuted, summaryColumns } from './posts.repository.ts';

export type ProfileTabsRepository = ReturnType<typeof profileTabsRepository>;

/** A tag where the writer ranks among its top writers: their place (1 = the most stories) and story count. */
export type TopWriterTag = { tagSlug: string; displayTitle: string; rank: number; storyCount: number };

const summary = sql.join(summaryColumns.map((c) => sql.ref(`posts.${c}`)));
const afterPosition = (after: FeedPosition | null) => (after ? sql`and (posts.published_at, posts.id) < (${after.publishedAt}, ${after.id})` : sql``);

export function profileTabsRepository(db: Kysely<Database>) {
  return {
    /** The published, listed stories `userId` clapped for, newest story first, strictly after `after`; `limit` rows. */
    async clappedBy(userId: string, limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]> {
      const { rows } = await sql<PostSummary>`
        select ${summary} from posts join claps c on c.post_id = posts.id and c.user_id = ${userId}
        where ${listedPost('posts')} ${afterPosition(after)} and ${notMuted(viewerId)}
        order by posts.published_at desc, posts.id desc
        limit ${limit}`.execute(db);
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    /**
     * `userId`'s published responses (not trashed, suspended or hidden) in threads whose story readers may see
     * (published, listed), newest first, strictly after `after`; `limit` rows. Responses on lists stay out.
     */
    async responsesBy(userId: string, limit: number, after: FeedPosition | null): Promise<(PostSummary & FeedPosition)[]> {
      const { rows } = await sql<PostSummary>`
        select ${summary} from posts join posts root on root.id = posts.response_root_id
        where posts.creator_id = ${userId} and posts.type = 'RESPONSE' and posts.published_at is not null
          and posts.deleted_at is null and posts.suspended_at is null and posts.hidden_at is null
          and ${listedPost('root')} ${afterPosition(after)}
        order by posts.published_at desc, posts.id desc
        limit ${limit}`.execute(db);
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    /**
     * The tags where `userId` is among the first `top` writers by published, listed stories (ties by id, as a tag's
     * Who to follow orders them; suspended writers count for no place), best place first; at most `limit`.
     */
    async topWriterTags(userId: string, top: number, limit: number): Promise<TopWriterTag[]> {
      const { rows } = await sql<TopWriterTag>`
        select w.tag_slug, t.display_title, w.listed_post_count as story_count, 1 + (
          select count(*)::int from (
            select 1 from tag_writers o join users ou on ou.id = o.user_id
            where o.tag_slug = w.tag_slug and ou.suspended_at is null
              and (o.listed_post_count, o.user_id) > (w.listed_post_count, w.user_id)
            limit ${top}) ahead) as rank
        from tag_writers w join users u on u.id = w.user_id and u.suspended_at is null join tags t on t.slug = w.tag_slug
        where w.user_id = ${userId} and w.listed_post_count > 0
        order by rank, w.listed_post_count desc, w.tag_slug`.execute(db);
      return rows.filter((r) => r.rank <= top).slice(0, limit);
    },
  };
}
