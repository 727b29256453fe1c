// Posts for the reading pages: the recommended feed (keyset-paged, newest first) and posts by id.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Post, PostSummary } from '../../core/content/entities.ts';
import type { FeedPosition } from '../../core/feed/paging.ts';
import type { Database } from './database.types.ts';

export const summaryColumns = [
  'id',
  'creatorId',
  'publicationId',
  'title',
  'subtitle',
  'slug',
  'visibility',
  'isLocked',
  'readingTime',
  'previewImage',
  'primaryTopicId',
  'statusForCollection',
  'publishedAt',
  'latestPublishedAt',
  'suspendedAt',
  'updatedAt',
] as const;

/**
 * A condition on `posts` rows (or rows under `alias`): published, listed, not suspended and not in the trash —
 * the stories a feed, a list or a count may show (migration 0013: a suspended story leaves them all; migration
 * 0019: so does a trashed one, and a scheduled one is not published yet, core/content/post-lifecycle.ts isListed).
 */
export function listedPost(alias?: string) {
  const c = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  // Migration 0024: a response is a story of type RESPONSE; it is read in its story's responses, never in a feed.
  return sql<boolean>`(${c('published_at')} is not null and ${c('visibility')} <> 'UNLISTED' and ${c('suspended_at')} is null and ${c('deleted_at')} is null and ${c('type')} = 'STORY')`;
}

/** A feed row as JSON spells it: timestamps are strings. */
type FeedRowJson = Omit<PostSummary, 'publishedAt' | 'latestPublishedAt' | 'suspendedAt' | 'updatedAt'> & {
  publishedAt: string;
  latestPublishedAt: string | null;
  suspendedAt: string | null;
  updatedAt: string;
};

function fromFeedJson(row: FeedRowJson): PostSummary & FeedPosition {
  return {
    ...row,
    publishedAt: new Date(row.publishedAt),
    latestPublishedAt: row.latestPublishedAt === null ? null : new Date(row.latestPublishedAt),
    suspendedAt: row.suspendedAt === null ? null : new Date(row.suspendedAt),
    updatedAt: new Date(row.updatedAt),
  };
}

/** A condition on `posts` rows: not by a writer, nor in a publication, the viewer muted. */
export function notMuted(viewerId: string | null) {
  if (viewerId === null) return sql`true`;
  return sql`(not exists (select 1 from user_mutes m where m.muter_id = ${viewerId} and m.mutee_id = posts.creator_id)
    and (posts.publication_id is null
      or not exists (select 1 from publication_mutes pm where pm.user_id = ${viewerId} and pm.publication_id = posts.publication_id)))`;
}

export type PostsRepository = ReturnType<typeof postsRepository>;

/** Which followed sources a following feed draws on (platform-reference §7.4 followingFeed). */
export type FollowingFeedSources = {
  viewerId: string;
  /** Posts by followed writers, in followed publications, or both (null). */
  kind: 'user' | 'collection' | null;
  /** One followed writer or publication only (the caller checked that it is followed). */
  selection: string | null;
};

/** A condition on `posts` rows: by a writer, or accepted in a publication, that the viewer follows. */
function fromFollowed({ viewerId, kind, selection }: FollowingFeedSources) {
  const byWriter = sql`posts.creator_id in (select f.followee_id from user_follows f where f.follower_id = ${viewerId}
    ${selection === null ? sql`` : sql`and f.followee_id = ${selection}`})`;
  // Only a post its publication accepted is in it (Post.statusForCollection: APPROVED shows the publication).
  const inPublication = sql`(posts.status_for_collection = 'APPROVED' and posts.publication_id in (
    select f.publication_id from publication_follows f where f.follower_id = ${viewerId}
    ${selection === null ? sql`` : sql`and f.publication_id = ${selection}`}))`;
  if (kind === 'user') return byWriter;
  if (kind === 'collection') return inPublication;
  return sql`(${byWriter} or ${inPublication})`;
}

export function postsRepository(db: Kysely<Database>) {
  /** The published, listed stories a join selects (a tag's, a topic's), newest first, strictly after `after`. */
  async function joinedFeed(join: RawBuilder<unknown>, limit: number, after: FeedPosition | null, viewerId: string | null) {
    const { rows } = await sql<PostSummary>`
      select ${sql.join(summaryColumns.map((c) => sql.ref(`posts.${c}`)))}
      from posts
      ${join}
      where ${listedPost('posts')}
        ${after ? sql`and (posts.published_at, posts.id) < (${after.publishedAt}, ${after.id})` : sql``}
        and ${notMuted(viewerId)}
      order by posts.published_at desc, posts.id desc
      limit ${limit}`.execute(db);
    return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
  }

  return {
    /**
     * Several pages of published, listed posts at once (one statement however many), each newest
     * first and strictly after its `after` position. A page asks for `limit` rows; callers ask for one
     * more than they show, to learn whether another page follows.
     */
    async recommendedFeedPages(
      requests: readonly { limit: number; after: FeedPosition | null }[],
      /** The reader whose mutes apply (muted writers and publications leave their feeds). */
      viewerId: string | null = null,
    ): Promise<(PostSummary & FeedPosition)[][]> {
      if (requests.length === 0) return [];
      const keys = JSON.stringify(
        requests.map((r, idx) => ({ idx, lim: r.limit, at: r.after?.publishedAt.toISOString() ?? null, aid: r.after?.id ?? null })),
      );
      // Each page comes back as one JSON array: PGlite decodes a row per page far faster than a row per
      // post (the batch budget). CamelCasePlugin camel-cases the keys inside the JSON too.
      const { rows } = await sql<{ pageIndex: number; page: FeedRowJson[] }>`
        select k.idx as page_index, (
          select coalesce(json_agg(p order by p.published_at desc, p.id desc), '[]'::json)
          from (
            select ${sql.join(summaryColumns.map((c) => sql.ref(c)))}
            from posts
            where ${listedPost()}
              -- One index condition for first and later pages alike: 'infinity' stands for "from the top".
              and (published_at, id) < (coalesce(k.at, 'infinity'::timestamptz), coalesce(k.aid, ''))
              and ${notMuted(viewerId)}
            order by published_at desc, id desc
            limit k.lim
          ) as p
        ) as page
        from jsonb_to_recordset(${keys}::jsonb) as k(idx int, lim int, at timestamptz, aid text)`.execute(db);
      const pages: (PostSummary & FeedPosition)[][] = requests.map(() => []);
      for (const { pageIndex, page } of rows) pages[pageIndex] = page.map(fromFeedJson);
      return pages;
    },

    /**
     * platform-reference §7.4 followingFeed: published, listed posts from the writers and publications
     * the viewer follows, newest first, strictly after `after`; `limit` rows. The viewer's mutes apply as
     * in the recommended feed: a muted writer's posts leave it even inside a followed publication.
     */
    async followingFeed(sources: FollowingFeedSources, limit: number, after: FeedPosition | null): Promise<(PostSummary & FeedPosition)[]> {
      const { rows } = await sql<PostSummary>`
        select ${sql.join(summaryColumns.map((c) => sql.ref(c)))}
        from posts
        where ${listedPost()}
          ${after ? sql`and (published_at, id) < (${after.publishedAt}, ${after.id})` : sql``}
          and ${fromFollowed(sources)}
          and ${notMuted(sources.viewerId)}
        order by published_at desc, id desc
        limit ${limit}`.execute(db);
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    /**
     * Issue 18, the end of a story (core/stories/story-end.ts): the writer's newest published, listed stories and
     * the publication's newest accepted ones, the reader's mutes applied as in the feeds, in one statement (each
     * a limit read on posts_creator_idx and posts_publication_stream_idx). The story itself is among them; the
     * selection in core leaves it out. No publication: its list is empty.
     */
    async storyEndCandidates(
      story: { creatorId: string; publicationId: string | null },
      limits: { byWriter: number; inPublication: number },
      viewerId: string | null,
    ): Promise<{ byWriter: PostSummary[]; inPublication: PostSummary[] }> {
      const columns = sql.join(summaryColumns.map((c) => sql.ref(c)));
      const { rows } = await sql<{ byWriter: FeedRowJson[]; inPublication: FeedRowJson[] }>`
        select
          (select coalesce(json_agg(p order by p.published_at desc, p.id desc), '[]'::json) from (
            select ${columns} from posts
            where creator_id = ${story.creatorId} and ${listedPost()} and ${notMuted(viewerId)}
            order by published_at desc, id desc limit ${limits.byWriter}) as p) as by_writer,
          (select coalesce(json_agg(p order by p.published_at desc, p.id desc), '[]'::json) from (
            select ${columns} from posts
            where publication_id = ${story.publicationId} and status_for_collection = 'APPROVED' and ${listedPost()} and ${notMuted(viewerId)}
            order by published_at desc, id desc limit ${story.publicationId === null ? 0 : limits.inPublication}) as p) as in_publication`.execute(db);
      const row = rows[0];
      return { byWriter: (row?.byWriter ?? []).map(fromFeedJson), inPublication: (row?.inPublication ?? []).map(fromFeedJson) };
    },

    /** A writer's published, listed posts, newest first, strictly after `after`; `limit` rows. */
    async postsByCreator(creatorId: string, limit: number, after: FeedPosition | null): Promise<(PostSummary & FeedPosition)[]> {
      let query = db
        .selectFrom('posts')
        .select(summaryColumns)
        .where('creatorId', '=', creatorId)
        .where(listedPost());
      if (after) query = query.where(sql<boolean>`(published_at, id) < (${after.publishedAt}, ${after.id})`);
      const rows = await query.orderBy('publishedAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    /**
     * platform-reference §7.4 tagFeed: the published, listed stories carrying a tag, newest first, strictly
     * after `after`; a reader's mutes apply as in the other feeds.
     */
    postsByTag(tagSlug: string, limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]> {
      return joinedFeed(sql`join post_tags t on t.post_id = posts.id and t.tag_slug = ${tagSlug}`, limit, after, viewerId);
    },

    /** A topic's published, listed stories, newest first, strictly after `after`; a reader's mutes apply. */
    postsByTopic(topicId: string, limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]> {
      return joinedFeed(sql`join post_topics t on t.post_id = posts.id and t.topic_id = ${topicId}`, limit, after, viewerId);
    },

    /** Staff picks, most recently picked first. */
    async staffPicks(limit: number): Promise<PostSummary[]> {
      return db
        .selectFrom('staffPicks')
        .innerJoin('posts', 'posts.id', 'staffPicks.postId')
        .select(summaryColumns.map((c) => `posts.${c}` as const))
        .where(listedPost('posts'))
        .orderBy('staffPicks.pickedAt', 'desc')
        .orderBy('staffPicks.postId', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Staff: suspends a post (or lifts its suspension). Returns what a purge needs, or null when there is no
     * such post. Suspending an already suspended post keeps its first time.
     */
    async setSuspended(id: string, suspended: boolean, now: Date): Promise<{ id: string; creatorId: string; publicationId: string | null } | null> {
      const row = await db
        .updateTable('posts')
        .set({ suspendedAt: suspended ? sql<Date>`coalesce(suspended_at, ${now})` : null })
        .where('id', '=', id)
        .returning(['id', 'creatorId', 'publicationId'])
        .executeTakeFirst();
      return row ?? null;
    },

    /** A post's new title (the dev edit endpoint until the editor exists); null when there is no such post. */
    async setTitle(id: string, title: string, now: Date): Promise<{ id: string; creatorId: string; publicationId: string | null } | null> {
      const row = await db
        .updateTable('posts')
        .set({ title, updatedAt: now })
        .where('id', '=', id)
        .returning(['id', 'creatorId', 'publicationId'])
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Posts by id, published or not (callers show a draft to its author only), never one in the trash: a
     * trashed story is seen nowhere but its author's Deleted tab (reader-experience §9).
     */
    async postsByIds(ids: readonly string[]): Promise<Post[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('posts')
        .select([...summaryColumns, 'body'])
        .where('id', 'in', [...ids])
        .where('deletedAt', 'is', null)
        .execute();
    },
  };
}
