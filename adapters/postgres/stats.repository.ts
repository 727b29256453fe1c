// Issue 23 (stats): the rollups of migrations 0041 and 0047 (core/ports/stats-repository.port.ts). A batch of
// accepted client events is one transaction of a few set-based upserts: views inserted into story_views and reads
// into story_reads (the count-once keys of core/stats/count-once.policy.ts) and counted, with a view's traffic source,
// only for the rows that were new; reading seconds added. Every counter moves by `insert … on conflict do update set n = n + excluded.n`, never read-then-write, so
// concurrent batches (many server processes) add up exactly. Reads of the pages touch per-day rows only.
import { newsletterIssueRefPrefix } from '../../core/newsletters/newsletter.policy.ts';
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
  WriterRow,
} from '../../core/ports/stats-repository.port.ts';
import { countOnce } from '../../core/stats/count-once.policy.ts';
import type { DayRange } from '../../core/stats/stats-period.ts';
import type { TrafficSource } from '../../core/stats/traffic-source.ts';
import type { Database } from './database.types.ts';

const n = (v: unknown): number => Number(v ?? 0);

/** The owner's stories (not responses; a writer's responses with `posts: 'responses'`), as a subquery of ids. */
function ownedPosts(owner: StatsOwner): RawBuilder<unknown> {
  if (owner.kind === 'publication') return sql`select id from posts where publication_id = ${owner.publicationId} and type = 'STORY'`;
  return sql`select id from posts where creator_id = ${owner.userId} and type = ${owner.posts === 'responses' ? 'RESPONSE' : 'STORY'}`;
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

  async record(events: readonly StatsEvent[]): Promise<{ views: number; reads: number }> {
    if (events.length === 0) return { views: 0, reads: 0 };
    // The batch's own repeats dropped first (the model's first of each key wins, so a view keeps the source of the
    // reader's first view); the store's keys then drop what earlier batches counted. Reading time is summed per
    // story and day: one row per key in each upsert (Postgres refuses an upsert that touches a row twice).
    const views: Extract<StatsEvent, { kind: 'view' }>[] = [];
    const time = new Map<string, { postId: string; day: string; seconds: number; member: number }>();
    const reads: Extract<StatsEvent, { kind: 'read' }>[] = [];
    // Issue 23 part C: members' seconds per story per month (the Partner Program's reading time, by who read).
    const memberTime = new Map<string, { memberId: string; month: string; postId: string; seconds: number }>();
    for (const e of events) {
      const key = `${e.postId}\u0000${e.day}`;
      if (e.kind === 'view') {
        views.push(e);
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
        reads.push(e);
      }
    }
    const sorted = <T extends { postId: string; day: string }>(m: Map<string, T>) =>
      [...m.values()].sort((a, b) => (a.postId === b.postId ? (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) : a.postId < b.postId ? -1 : 1));
    // Keys inserted in one order, so two batches never wait on each other's keys in a cycle.
    const byKey = (a: { postId: string; day: string; readerKey: string }, b: typeof a) =>
      a.postId !== b.postId ? (a.postId < b.postId ? -1 : 1) : a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.readerKey < b.readerKey ? -1 : a.readerKey > b.readerKey ? 1 : 0;
    const touched = new Map<string, { postId: string; day: string }>();
    for (const e of events) touched.set(`${e.postId}\u0000${e.day}`, { postId: e.postId, day: e.day });
    const rows = [...touched.values()];
    return this.db.transaction().execute(async (trx) => {
      // Every story-day row this batch will move is created or locked first, in one order, before any count-once key
      // is inserted: two batches sharing a story-day wait for each other here, at the start, and never in a cycle
      // (a key insert waits for the batch that inserted the same key, which holds the same story-day).
      await sql`
        insert into story_stats_daily (post_id, day)
        select * from unnest(${rows.map((r) => r.postId)}::text[], ${rows.map((r) => r.day)}::date[]) as t (post_id, day) order by post_id, day
        on conflict (post_id, day) do update set views = story_stats_daily.views`.execute(trx);
      let countedViews = 0;
      const v = countOnce(views).counted.sort(byKey);
      if (v.length > 0) {
        // The count-once keys: only the (story, day, reader) rows this statement inserted count, each under its
        // source; story_stats_daily and story_traffic_daily move by the same fresh rows, so sources sum to views.
        const result = await sql<{ views: string }>`
          with input as (
            select * from unnest(${v.map((r) => r.postId)}::text[], ${v.map((r) => r.day)}::date[], ${v.map((r) => r.readerKey)}::text[], ${v.map((r) => r.source)}::text[])
              as t (post_id, day, reader_key, source)
          ), fresh as (
            insert into story_views (post_id, day, reader_key) select post_id, day, reader_key from input order by post_id, day, reader_key
            on conflict do nothing
            returning post_id, day, reader_key
          ), by_source as (
            select i.post_id, i.day, i.source, count(*)::int as views from fresh f join input i using (post_id, day, reader_key)
            group by i.post_id, i.day, i.source
          ), by_day as (
            select post_id, day, sum(views)::int as views from by_source group by post_id, day
          ), days as (
            insert into story_stats_daily (post_id, day, views) select post_id, day, views from by_day order by post_id, day
            on conflict (post_id, day) do update set views = story_stats_daily.views + excluded.views
            returning 1
          ), sources as (
            insert into story_traffic_daily (post_id, day, source, views) select post_id, day, source, views from by_source order by post_id, day, source
            on conflict (post_id, day, source) do update set views = story_traffic_daily.views + excluded.views
            returning 1
          )
          select coalesce(sum(views), 0) as views from by_day`.execute(trx);
        countedViews = n(result.rows[0]?.views);
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
      const r = countOnce(reads).counted.sort(byKey);
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
      return { views: countedViews, reads: counted };
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

  async sources(owner: StatsOwner, range: DayRange | null): Promise<SourceViews[]> {
    const { rows } = await sql<{ source: TrafficSource; views: unknown }>`
      select source, sum(views) as views from story_traffic_daily where post_id in (${ownedPosts(owner)}) ${dayWhere(range)}
      group by source order by views desc, source`.execute(this.db);
    return rows.map((r) => ({ source: r.source, views: n(r.views) }));
  }

  async writers(publicationId: string, range: DayRange | null, limit: number): Promise<WriterRow[]> {
    const { rows } = await sql<DayRow & { userId: string; stories: unknown }>`
      select p.creator_id as user_id, count(distinct p.id) as stories, '' as day, ${STORY_DAY_SUMS}
      from posts p left join story_stats_daily s on s.post_id = p.id ${range ? sql`and s.day between ${range.from}::date and ${range.to}::date` : sql``}
      where p.publication_id = ${publicationId} and p.type = 'STORY' and p.published_at is not null and p.deleted_at is null
      group by p.creator_id order by views desc, stories desc, p.creator_id limit ${limit}`.execute(this.db);
    return rows.map((r) => {
      const { day: _day, ...totals } = storyDay(r);
      return { userId: r.userId, stories: n(r.stories), ...totals };
    });
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
    const letter = await sql<{ id: string }>`select id from newsletters where publication_id = ${publicationId} and type = 'collection'`.execute(this.db);
    const id = letter.rows[0]?.id;
    return id ? this.issuesOf(id, sql`p.publication_id = ${publicationId}`, limit) : [];
  }

  async newsletterIssues(newsletterId: string, limit: number): Promise<DigestRow[]> {
    const letter = await sql<{ type: string; userId: string; publicationId: string | null }>`
      select type, user_id, publication_id from newsletters where id = ${newsletterId}`.execute(this.db);
    const row = letter.rows[0];
    if (!row) return [];
    return this.issuesOf(newsletterId, row.publicationId ? sql`p.publication_id = ${row.publicationId}` : sql`p.creator_id = ${row.userId}`, limit);
  }

  /** The newsletter's e-mails per story of its owner's newest 500 (each story's deliveries found by their ref's index). */
  private async issuesOf(newsletterId: string, ownStories: ReturnType<typeof sql>, limit: number): Promise<DigestRow[]> {
    const { rows } = await sql<{ postId: string; title: string; queuedAt: Date; recipients: unknown; sent: unknown; pending: unknown; failed: unknown }>`
      with stories as (
        select p.id, p.title, p.published_at, ${newsletterIssueRefPrefix(newsletterId)}::text || p.id as ref
        from posts p
        where ${ownStories} and p.type = 'STORY' and p.published_at is not null
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
