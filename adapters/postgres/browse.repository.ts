// The routes of the tag and topic pages that answered 501: a tag's archive by date (/tag/{tagSlug}/archive/…, UTC
// calendar days, like a publication's archive in its time zone) and the top stories of a day (/top-stories/{day},
// core/browse/top-stories.ts) from the day's rollup rows (story_stats_daily). Every read is an index range with a
// limit; a reader's mutes apply as in the other feeds.
import { sql, type Kysely } from 'kysely';
import type { PostSummary } from '../../core/content/entities.ts';
import type { RankPosition } from '../../core/feed/rank-cursor.ts';
import type { FeedPosition } from '../../core/feed/paging.ts';
import type { Database } from './database.types.ts';
import { listedPost, notMuted, summaryColumns } from './posts.repository.ts';

export type BrowseRepository = ReturnType<typeof browseRepository>;

const columns = () => sql.join(summaryColumns.map((c) => sql.ref(`posts.${c}`)));

export function browseRepository(db: Kysely<Database>) {
  return {
    /** A tag's published, listed stories published in [start, end), newest first, strictly after `after`. */
    async tagArchive(tagSlug: string, range: { start: Date; end: Date }, limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]> {
      const { rows } = await sql<PostSummary>`
        select ${columns()}
        from post_tags t join posts on posts.id = t.post_id
        where t.tag_slug = ${tagSlug} and ${listedPost('posts')}
          and posts.published_at >= ${range.start} and posts.published_at < ${range.end}
          ${after ? sql`and (posts.published_at, posts.id) < (${after.publishedAt}, ${after.id})` : sql``}
          and ${notMuted(viewerId)}
        order by posts.published_at desc, posts.id desc
        limit ${limit}`.execute(db);
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    /** How many of a tag's published, listed stories each UTC month holds, newest month first. */
    async tagArchiveIndex(tagSlug: string): Promise<{ year: number; month: number; count: number }[]> {
      const local = sql`(posts.published_at at time zone 'UTC')`;
      const { rows } = await sql<{ year: number; month: number; count: string }>`
        select extract(year from ${local})::int as year, extract(month from ${local})::int as month, count(*) as count
        from post_tags t join posts on posts.id = t.post_id
        where t.tag_slug = ${tagSlug} and ${listedPost('posts')}
        group by 1, 2
        order by 1 desc, 2 desc`.execute(db);
      return rows.map((r) => ({ year: Number(r.year), month: Number(r.month), count: Number(r.count) }));
    },

    /**
     * The stories read and clapped most on a UTC day ('2026-11-24'): each published, listed story with reads or
     * claps that day, ranked by reads + claps (core/browse/top-stories.ts dayScore), then by id; strictly after
     * `after`; `limit` rows.
     */
    async topStories(day: string, limit: number, after: RankPosition | null, viewerId: string | null): Promise<(PostSummary & { score: number; reads: number; claps: number })[]> {
      const { rows } = await sql<PostSummary & { score: number; reads: number; claps: number }>`
        select ${columns()}, (s.reads + s.claps)::int as score, s.reads, s.claps
        from story_stats_daily s join posts on posts.id = s.post_id
        where s.day = ${day}::date and (s.reads + s.claps) > 0 and ${listedPost('posts')}
          ${after ? sql`and ((s.reads + s.claps), posts.id) < (${after.rank}, ${after.id})` : sql``}
          and ${notMuted(viewerId)}
        order by (s.reads + s.claps) desc, posts.id desc
        limit ${limit}`.execute(db);
      return rows.map((r) => ({ ...r, score: Number(r.score), reads: Number(r.reads), claps: Number(r.claps) }));
    },
  };
}
