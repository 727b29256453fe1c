// Issue 23 (stats): the rollups of migration 0041 (core/ports/stats-repository.port.ts). A batch of accepted client
// events is one transaction of a few set-based upserts: views and traffic sources summed per story and day first,
// reads inserted into story_reads (the dedup key) and counted only for the rows that were new, reading seconds
// added. Every counter moves by `insert … on conflict do update set n = n + excluded.n`, never read-then-write, so
// concurrent batches (many server processes) add up exactly. Reads of the pages touch per-day rows only.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  AudienceDay,
  DigestRow,
  SourceViews,
  StatsEvent,
  StatsOwner,
  StatsRepository,
  StatsStory,
  StoryDay,
  StoryRow,
} from '../../core/ports/stats-repository.port.ts';
import type { DayRange } from '../../core/stats/stats-period.ts';
import type { TrafficSource } from '../../core/stats/traffic-source.ts';
import type { Database } from './database.types.ts';

const n = (v: unknown): number => Number(v ?? 0);

/** The owner's published stories (not responses), as a subquery of ids. */
function ownedPosts(owner: StatsOwner): RawBuilder<unknown> {
  return owner.kind === 'writer'
    ? sql`select id from posts where creator_id = ${owner.userId} and type = 'STORY'`
    : sql`select id from posts where publication_id = ${owner.publicationId} and type = 'STORY'`;
}

function dayWhere(range: DayRange | null, column = 'day'): RawBuilder<unknown> {
  return range ? sql`and ${sql.ref(column)} between ${range.from}::date and ${range.to}::date` : sql``;
}

const STORY_DAY_SUMS = sql`
  coalesce(sum(views), 0) as views, coalesce(sum(reads), 0) as reads,
  coalesce(sum(member_reading_seconds), 0) as member_reading_seconds, coalesce(sum(claps), 0) as claps,
  coalesce(sum(responses), 0) as responses, coalesce(sum(highlights), 0) as highlights`;

type DayRow = { day: string; views: unknown; reads: unknown; memberReadingSeconds: unknown; claps: unknown; responses: unknown; highlights: unknown };

const storyDay = (r: DayRow): StoryDay => ({
  day: r.day,
  views: n(r.views),
  reads: n(r.reads),
  memberReadingSeconds: n(r.memberReadingSeconds),
  claps: n(r.claps),
  responses: n(r.responses),
  highlights: n(r.highlights),
});

export class PostgresStatsRepository implements StatsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async storiesFor(postIds: readonly string[]): Promise<StatsStory[]> {
    if (postIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('posts')
      .select(['id', 'creatorId', 'readingTime'])
      .where('id', 'in', [...new Set(postIds)])
      .where('publishedAt', 'is not', null)
      .where('deletedAt', 'is', null)
      .execute();
    return rows.map((r) => ({ id: r.id, creatorId: r.creatorId, readingTimeMinutes: Number(r.readingTime) }));
  }

  async record(events: readonly StatsEvent[]): Promise<{ reads: number }> {
    if (events.length === 0) return { reads: 0 };
    // Summed per key in the process first: one row per story and day in each upsert (Postgres refuses an upsert
    // that touches the same row twice).
    const views = new Map<string, { postId: string; day: string; views: number }>();
    const sources = new Map<string, { postId: string; day: string; source: TrafficSource; views: number }>();
    const time = new Map<string, { postId: string; day: string; seconds: number; member: number }>();
    const reads = new Map<string, { postId: string; day: string; readerKey: string }>();
    // Issue 23 part C: members' seconds per story per month (the Partner Program's reading time, by who read).
    const memberTime = new Map<string, { memberId: string; month: string; postId: string; seconds: number }>();
    for (const e of events) {
      const key = `${e.postId}\u0000${e.day}`;
      if (e.kind === 'view') {
        const v = views.get(key) ?? views.set(key, { postId: e.postId, day: e.day, views: 0 }).get(key)!;
        v.views += 1;
        const sk = `${key}\u0000${e.source}`;
        const s = sources.get(sk) ?? sources.set(sk, { postId: e.postId, day: e.day, source: e.source, views: 0 }).get(sk)!;
        s.views += 1;
      } else if (e.kind === 'readingTime') {
        const t = time.get(key) ?? time.set(key, { postId: e.postId, day: e.day, seconds: 0, member: 0 }).get(key)!;
        t.seconds += e.seconds;
        if (e.member) t.member += e.seconds;
        if (e.member && e.memberId) {
          const month = `${e.day.slice(0, 7)}-01`;
          const mk = `${month}\u0000${e.memberId}\u0000${e.postId}`;
          const m = memberTime.get(mk) ?? memberTime.set(mk, { memberId: e.memberId, month, postId: e.postId, seconds: 0 }).get(mk)!;
          m.seconds += e.seconds;
        }
      } else {
        reads.set(`${key}\u0000${e.readerKey}`, { postId: e.postId, day: e.day, readerKey: e.readerKey });
      }
    }
    // Rows are locked in one order (story, day) so two batches never wait on each other in a cycle.
    const sorted = <T extends { postId: string; day: string }>(m: Map<string, T>) =>
      [...m.values()].sort((a, b) => (a.postId === b.postId ? (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) : a.postId < b.postId ? -1 : 1));
    return this.db.transaction().execute(async (trx) => {
      const v = sorted(views);
      if (v.length > 0) {
        await sql`
          insert into story_stats_daily (post_id, day, views)
          select * from unnest(${v.map((r) => r.postId)}::text[], ${v.map((r) => r.day)}::date[], ${v.map((r) => r.views)}::int[])
          on conflict (post_id, day) do update set views = story_stats_daily.views + excluded.views`.execute(trx);
        const s = sorted(sources);
        await sql`
          insert into story_traffic_daily (post_id, day, source, views)
          select * from unnest(${s.map((r) => r.postId)}::text[], ${s.map((r) => r.day)}::date[], ${s.map((r) => r.source)}::text[], ${s.map((r) => r.views)}::int[])
          on conflict (post_id, day, source) do update set views = story_traffic_daily.views + excluded.views`.execute(trx);
      }
      const t = sorted(time);
      if (t.length > 0) {
        await sql`
          insert into story_stats_daily (post_id, day, reading_seconds, member_reading_seconds)
          select * from unnest(${t.map((r) => r.postId)}::text[], ${t.map((r) => r.day)}::date[], ${t.map((r) => r.seconds)}::bigint[], ${t.map((r) => r.member)}::bigint[])
          on conflict (post_id, day) do update set
            reading_seconds = story_stats_daily.reading_seconds + excluded.reading_seconds,
            member_reading_seconds = story_stats_daily.member_reading_seconds + excluded.member_reading_seconds`.execute(trx);
      }
      const mt = [...memberTime.values()].sort((a, b) =>
        a.month !== b.month ? (a.month < b.month ? -1 : 1) : a.memberId !== b.memberId ? (a.memberId < b.memberId ? -1 : 1) : a.postId < b.postId ? -1 : a.postId > b.postId ? 1 : 0,
      );
      if (mt.length > 0) {
        await sql`
          insert into member_reading_monthly (month, member_id, post_id, seconds)
          select * from unnest(${mt.map((r) => r.month)}::date[], ${mt.map((r) => r.memberId)}::text[], ${mt.map((r) => r.postId)}::text[], ${mt.map((r) => r.seconds)}::bigint[])
          on conflict (month, member_id, post_id) do update set seconds = member_reading_monthly.seconds + excluded.seconds`.execute(trx);
      }
      let counted = 0;
      const r = [...reads.values()];
      if (r.length > 0) {
        // The dedup: only the (story, day, reader) rows this statement inserted count as reads.
        const result = await sql<{ reads: string }>`
          with fresh as (
            insert into story_reads (post_id, day, reader_key)
            select * from unnest(${r.map((x) => x.postId)}::text[], ${r.map((x) => x.day)}::date[], ${r.map((x) => x.readerKey)}::text[])
            on conflict do nothing
            returning post_id, day
          ), counted as (
            select post_id, day, count(*)::int as reads from fresh group by post_id, day order by post_id, day
          ), added as (
            insert into story_stats_daily (post_id, day, reads) select post_id, day, reads from counted
            on conflict (post_id, day) do update set reads = story_stats_daily.reads + excluded.reads
            returning 1
          )
          select coalesce(sum(reads), 0) as reads from counted`.execute(trx);
        counted = n(result.rows[0]?.reads);
      }
      return { reads: counted };
    });
  }

  async daily(owner: StatsOwner, range: DayRange | null): Promise<StoryDay[]> {
    const { rows } = await sql<DayRow>`
      select day::text as day, ${STORY_DAY_SUMS}
      from story_stats_daily where post_id in (${ownedPosts(owner)}) ${dayWhere(range)}
      group by day order by day`.execute(this.db);
    return rows.map(storyDay);
  }

  async stories(owner: StatsOwner, range: DayRange | null, limit: number): Promise<StoryRow[]> {
    const { rows } = await sql<DayRow & { postId: string; title: string; publishedAt: Date | null }>`
      select p.id as post_id, p.title, p.published_at, '' as day, ${STORY_DAY_SUMS}
      from posts p left join story_stats_daily s on s.post_id = p.id ${range ? sql`and s.day between ${range.from}::date and ${range.to}::date` : sql``}
      where p.id in (${ownedPosts(owner)}) and p.published_at is not null and p.deleted_at is null
      group by p.id order by views desc, p.published_at desc, p.id limit ${limit}`.execute(this.db);
    return rows.map((r) => {
      const { day: _day, ...totals } = storyDay(r);
      return { postId: r.postId, title: r.title, publishedAt: r.publishedAt, ...totals };
    });
  }

  async storyDaily(postId: string, range: DayRange | null): Promise<StoryDay[]> {
    const { rows } = await sql<DayRow>`
      select day::text as day, ${STORY_DAY_SUMS}
      from story_stats_daily where post_id = ${postId} ${dayWhere(range)}
      group by day order by day`.execute(this.db);
    return rows.map(storyDay);
  }

  async storySources(postId: string, range: DayRange | null): Promise<SourceViews[]> {
    const { rows } = await sql<{ source: TrafficSource; views: unknown }>`
      select source, sum(views) as views from story_traffic_daily where post_id = ${postId} ${dayWhere(range)}
      group by source order by views desc, source`.execute(this.db);
    return rows.map((r) => ({ source: r.source, views: n(r.views) }));
  }

  async audienceDaily(owner: StatsOwner, range: DayRange | null): Promise<AudienceDay[]> {
    const table = owner.kind === 'writer' ? sql`audience_daily where user_id = ${owner.userId}` : sql`publication_audience_daily where publication_id = ${owner.publicationId}`;
    const { rows } = await sql<{ day: string; followersGained: unknown; followersLost: unknown; subscribersGained: unknown; subscribersLost: unknown }>`
      select day::text as day, followers_gained, followers_lost, subscribers_gained, subscribers_lost
      from ${table} ${dayWhere(range)} order by day`.execute(this.db);
    return rows.map((r) => ({
      day: r.day,
      followersGained: n(r.followersGained),
      followersLost: n(r.followersLost),
      subscribersGained: n(r.subscribersGained),
      subscribersLost: n(r.subscribersLost),
    }));
  }

  async digests(publicationId: string, limit: number): Promise<DigestRow[]> {
    const { rows } = await sql<{ postId: string; title: string; queuedAt: Date; recipients: unknown; sent: unknown; pending: unknown; failed: unknown }>`
      with letter as (select id from newsletters where publication_id = ${publicationId} and type = 'collection'),
      stories as (
        select p.id, p.title, p.published_at, 'newsletter:' || letter.id || ':post:' || p.id as ref
        from posts p, letter
        where p.publication_id = ${publicationId} and p.type = 'STORY' and p.published_at is not null
        order by p.published_at desc, p.id desc limit 500
      )
      select s.id as post_id, s.title, min(d.created_at) as queued_at, count(*) as recipients,
             count(*) filter (where d.state = 'sent') as sent,
             count(*) filter (where d.state in ('pending', 'sending')) as pending,
             count(*) filter (where d.state = 'failed') as failed
      from stories s join mail_deliveries d on d.ref = s.ref
      group by s.id, s.title, s.published_at order by s.published_at desc, s.id desc limit ${limit}`.execute(this.db);
    return rows.map((r) => ({ postId: r.postId, title: r.title, queuedAt: new Date(r.queuedAt), recipients: n(r.recipients), sent: n(r.sent), pending: n(r.pending), failed: n(r.failed) }));
  }

  async audienceNow(owner: StatsOwner): Promise<{ followers: number; subscribers: number }> {
    const { rows } = await (owner.kind === 'writer'
      ? sql<{ followers: unknown; subscribers: unknown }>`
          select (select count(*) from user_follows where followee_id = ${owner.userId}) as followers,
                 (select count(*) from newsletter_subscriptions s join newsletters nl on nl.id = s.newsletter_id
                   where nl.user_id = ${owner.userId} and nl.type = 'author' and s.status = 'active') as subscribers`
      : sql<{ followers: unknown; subscribers: unknown }>`
          select (select count(*) from publication_follows where publication_id = ${owner.publicationId}) as followers,
                 (select count(*) from newsletter_subscriptions s join newsletters nl on nl.id = s.newsletter_id
                   where nl.publication_id = ${owner.publicationId} and s.status = 'active') as subscribers`
    ).execute(this.db);
    return { followers: n(rows[0]?.followers), subscribers: n(rows[0]?.subscribers) };
  }
}

export const statsRepository = (db: Kysely<Database>): StatsRepository => new PostgresStatsRepository(db);
