// Issue 18: For you's candidates and the reader's taste (core/recommendations/for-you-score.ts scores them), and
// the readers' 'Show more / Show less like this' signals (migration 0031). Each read is one statement that answers
// JSON (PGlite decodes one value far faster than a row per story), and each candidate source is an index scan
// with a limit: the newest listed stories, then the newest few of every followed writer, publication and topic.
import { sql, type Kysely } from 'kysely';
import type { PostSummary } from '../../core/content/entities.ts';
import type { CandidateLimits, GivenSignal, RecommendationsRepository, SharedCandidate } from '../../core/ports/recommendations-repository.port.ts';
import type { Candidate, ReaderTaste, Signal, StoredSignalAction } from '../../core/recommendations/for-you-score.ts';
import type { Database } from './database.types.ts';
import { listedPost, notMuted, summaryColumns } from './posts.repository.ts';

/** A candidate as the statement spells it: only what the score reads (the cards' fields load for one page only). */
type CandidateJson = { id: string; creatorId: string; publicationId: string | null; primaryTopicId: string | null; publishedAt: string };

/** Most followed sources read for candidates: a reader following thousands still costs a bounded read. */
const MAX_SOURCES = 100;
/** The reading history and claps For you reads (the most recent). */
const HISTORY_LIMIT = 500;

type TasteJson = {
  followedWriters: string[];
  followedPublications: string[];
  followedTopics: string[];
  mutedWriters: string[];
  mutedPublications: string[];
  clapsByWriter: [string, number][];
  readsByWriter: [string, number][];
  readPosts: string[];
  signals: Signal[];
};

/** What a candidate row selects of `posts`: what the score reads, and the publication it was submitted to (for mutes). */
const CANDIDATE_COLUMNS = sql`posts.id, posts.creator_id, posts.primary_topic_id, posts.published_at, posts.publication_id as posted_in,
            case when posts.status_for_collection = 'APPROVED' then posts.publication_id end as publication_id`;

/** The ids of the newest few listed stories of each source the reader follows, bounded by MAX_SOURCES sources. */
function followedIds(viewerId: string, perFollowed: number) {
  return followedSources(viewerId, perFollowed, sql`posts.id`, 'id');
}

/**
 * The newest few listed stories of each source the reader follows. `columns` are read inside each source's index
 * scan: joining the union back to posts made PostgreSQL hash all of posts (a sequential scan on every render).
 */
function followedSources(viewerId: string, perFollowed: number, columns: ReturnType<typeof sql>, outer: 'id' | '*') {
  const out = outer === 'id' ? sql`p.id` : sql`p.*`;
  return sql`
        select ${out} from (select followee_id from user_follows where follower_id = ${viewerId} limit ${MAX_SOURCES}) f
          cross join lateral (select ${columns} from posts where posts.creator_id = f.followee_id and ${listedPost('posts')}
            order by posts.published_at desc limit ${perFollowed}) p
        union
        select ${out} from (select publication_id from publication_follows where follower_id = ${viewerId} limit ${MAX_SOURCES}) f
          cross join lateral (select ${columns} from posts where posts.publication_id = f.publication_id and posts.status_for_collection = 'APPROVED'
            and ${listedPost('posts')} order by posts.published_at desc, posts.id desc limit ${perFollowed}) p
        union
        select ${out} from (select topic_id from topic_follows where user_id = ${viewerId} limit ${MAX_SOURCES}) f
          cross join lateral (select ${columns} from posts where posts.primary_topic_id = f.topic_id and ${listedPost('posts')}
            order by posts.published_at desc, posts.id desc limit ${perFollowed}) p`;
}

/** The candidates of these ids as one JSON array, the reader's mutes applied. */
function candidatesJson(ids: ReturnType<typeof sql>, viewerId: string | null) {
  return sql`(select coalesce(json_agg(c), '[]'::json) from (
          -- A story's topic, for the score, is its primary one: what its card shows and what topic candidates are read by.
          select posts.id, posts.creator_id, posts.primary_topic_id, posts.published_at,
            -- The publication counts when it accepted the story (its card shows it); a muted one is out either way.
            case when posts.status_for_collection = 'APPROVED' then posts.publication_id end as publication_id
          from ${ids} join posts on posts.id = ${ids}.id
          where ${notMuted(viewerId)}
        ) c)`;
}

const candidateOf = (r: CandidateJson): Candidate => ({ ...r, publishedAt: new Date(r.publishedAt), topicIds: r.primaryTopicId === null ? [] : [r.primaryTopicId] });

/** The reader's taste as one JSON object; the statement defines `reads` (the recent reading history). */
function tasteJson(viewerId: string) {
  const ids = (query: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(x.id), '[]'::json) from (${query}) x)`;
  return sql`json_build_object(
          'followedWriters', ${ids(sql`select followee_id as id from user_follows where follower_id = ${viewerId}`)},
          'followedPublications', ${ids(sql`select publication_id as id from publication_follows where follower_id = ${viewerId}`)},
          'followedTopics', ${ids(sql`select topic_id as id from topic_follows where user_id = ${viewerId}`)},
          'mutedWriters', ${ids(sql`select mutee_id as id from user_mutes where muter_id = ${viewerId}`)},
          'mutedPublications', ${ids(sql`select publication_id as id from publication_mutes where user_id = ${viewerId}`)},
          'clapsByWriter', (select coalesce(json_agg(json_build_array(w.creator_id, w.n)), '[]'::json) from (
            select p.creator_id, sum(c.count)::int as n
            from (select post_id, count from claps where user_id = ${viewerId} order by updated_at desc limit ${HISTORY_LIMIT}) c
            join posts p on p.id = c.post_id group by p.creator_id) w),
          'readsByWriter', (select coalesce(json_agg(json_build_array(w.creator_id, w.n)), '[]'::json) from (
            select p.creator_id, count(*)::int as n from reads r join posts p on p.id = r.post_id group by p.creator_id) w),
          'readPosts', (select coalesce(json_agg(r.post_id), '[]'::json) from reads r),
          'signals', (select coalesce(json_agg(json_build_object('postId', s.post_id, 'action', s.action, 'creatorId', p.creator_id, 'topicId', p.primary_topic_id)), '[]'::json)
            from recommendation_signals s join posts p on p.id = s.post_id where s.user_id = ${viewerId})
        )`;
}

function tasteOf(t: TasteJson): ReaderTaste {
  return {
    followedWriters: new Set(t.followedWriters),
    followedPublications: new Set(t.followedPublications),
    followedTopics: new Set(t.followedTopics),
    mutedWriters: new Set(t.mutedWriters),
    mutedPublications: new Set(t.mutedPublications),
    clapsByWriter: new Map(t.clapsByWriter),
    readsByWriter: new Map(t.readsByWriter),
    readPosts: new Set(t.readPosts),
    signals: t.signals,
  };
}

export function recommendationsRepository(db: Kysely<Database>): RecommendationsRepository {
  return {
    async candidates(viewerId: string | null, limits: CandidateLimits): Promise<Candidate[]> {
      const followed = viewerId === null ? sql`` : sql`union ${followedIds(viewerId, limits.perFollowed)}`;
      const { rows } = await sql<{ page: CandidateJson[] }>`
        with ids as (
          (select posts.id from posts where ${listedPost('posts')} order by posts.published_at desc, posts.id desc limit ${limits.newest})
          ${followed}
        )
        select ${candidatesJson(sql`ids`, viewerId)} as page`.execute(db);
      return (rows[0]?.page ?? []).map(candidateOf);
    },

    async newestCandidates(limit: number): Promise<SharedCandidate[]> {
      // Nobody's mutes: the same answer for every reader, so the server may share it for a few seconds (shared-reads.ts).
      const { rows } = await sql<{ page: (CandidateJson & { postedIn: string | null })[] }>`
        select coalesce(json_agg(c), '[]'::json) as page from (
          select ${CANDIDATE_COLUMNS}
          from posts where ${listedPost('posts')} order by posts.published_at desc, posts.id desc limit ${limit}
        ) c`.execute(db);
      return (rows[0]?.page ?? []).map((r) => ({ ...candidateOf(r), postedIn: r.postedIn }));
    },

    async readerInputs(viewerId: string, perFollowed: number): Promise<{ taste: ReaderTaste; followed: SharedCandidate[] }> {
      // The followed stories come without the mute filter: the taste carries the mutes, and mergeCandidates applies them.
      const { rows } = await sql<{ taste: TasteJson; followed: (CandidateJson & { postedIn: string | null })[] }>`
        with reads as (select post_id from reading_history where user_id = ${viewerId} order by last_read_at desc, post_id desc limit ${HISTORY_LIMIT})
        select ${tasteJson(viewerId)} as taste,
          (select coalesce(json_agg(c), '[]'::json) from (${followedSources(viewerId, perFollowed, CANDIDATE_COLUMNS, '*')}) c) as followed`.execute(db);
      return { taste: tasteOf(rows[0]!.taste), followed: rows[0]!.followed.map((r) => ({ ...candidateOf(r), postedIn: r.postedIn })) };
    },

    async summaries(ids: readonly string[]): Promise<PostSummary[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('posts').select(summaryColumns).where('id', 'in', [...ids]).where(listedPost()).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async taste(viewerId: string): Promise<ReaderTaste> {
      const { rows } = await sql<{ taste: TasteJson }>`
        with reads as (select post_id from reading_history where user_id = ${viewerId} order by last_read_at desc, post_id desc limit ${HISTORY_LIMIT})
        select ${tasteJson(viewerId)} as taste`.execute(db);
      return tasteOf(rows[0]!.taste);
    },

    async setSignal(viewerId: string, postId: string, action: StoredSignalAction, now: Date): Promise<boolean> {
      // One statement: the story must be listed, and a second signal on it replaces the first.
      const { rows } = await sql<{ postId: string }>`
        insert into recommendation_signals (user_id, post_id, action, created_at)
        select ${viewerId}, posts.id, ${action}, ${now} from posts where posts.id = ${postId} and ${listedPost('posts')}
        on conflict (user_id, post_id) do update set action = excluded.action, created_at = excluded.created_at
        returning post_id`.execute(db);
      return rows.length > 0;
    },

    async clearSignal(viewerId: string, postId: string): Promise<boolean> {
      const result = await db.deleteFrom('recommendationSignals').where('userId', '=', viewerId).where('postId', '=', postId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async signals(viewerId: string, first: number): Promise<GivenSignal[]> {
      return db
        .selectFrom('recommendationSignals')
        .select(['postId', 'action', 'createdAt'])
        .where('userId', '=', viewerId)
        .orderBy('createdAt', 'desc')
        .orderBy('postId', 'desc')
        .limit(first)
        .execute();
    },
  };
}
