// Issue 23 (stats): rollups kept as things happen, so a stats page reads a few hundred rows however many events a
// story had (bench/stats.bench.ts: a story with 1,000,000 views). Days are UTC calendar days.
// - story_stats_daily: per story per day — views, reads, reading seconds (all readers and members), and the claps,
//   responses and highlights it gained. Views, reads and reading time are added by the event intake
//   (stats.repository.ts recordEvents) in one upsert per batch; claps, responses and highlights by triggers here,
//   on every write path.
// - story_traffic_daily: a story's views per day by traffic source (core/stats/traffic-source.ts).
// - story_reads: the dedup of reads — one row per story, day and reader (a user id, or for a signed-out reader a
//   hash of network and user agent); the read counts only when its row is new (insert … on conflict do nothing
//   returning), so two racing reports of one read count it once.
// - audience_daily / publication_audience_daily: followers and newsletter subscribers gained and lost per day, kept
//   by triggers on user_follows, publication_follows and newsletter_subscriptions.
// Existing claps, responses, highlights, follows and subscribers are counted in on the days they happened.
import { sql, type Kysely } from 'kysely';

const DAY = (col: string) => `((${col}) at time zone 'UTC')::date`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table story_stats_daily (
      post_id text not null references posts (id) on delete cascade,
      day date not null,
      views integer not null default 0,
      reads integer not null default 0,
      reading_seconds bigint not null default 0,
      member_reading_seconds bigint not null default 0,
      claps integer not null default 0,
      responses integer not null default 0,
      highlights integer not null default 0,
      primary key (post_id, day)
    )`.execute(db);
  await sql`
    create table story_traffic_daily (
      post_id text not null references posts (id) on delete cascade,
      day date not null,
      source text not null check (source in ('internal', 'search', 'social', 'external', 'direct')),
      views integer not null default 0,
      primary key (post_id, day, source)
    )`.execute(db);
  await sql`
    create table story_reads (
      post_id text not null references posts (id) on delete cascade,
      day date not null,
      reader_key text not null check (length(reader_key) <= 100),
      primary key (post_id, day, reader_key)
    )`.execute(db);
  await sql`
    create table audience_daily (
      user_id text not null references users (id) on delete cascade,
      day date not null,
      followers_gained integer not null default 0,
      followers_lost integer not null default 0,
      subscribers_gained integer not null default 0,
      subscribers_lost integer not null default 0,
      primary key (user_id, day)
    )`.execute(db);
  await sql`
    create table publication_audience_daily (
      publication_id text not null references publications (id) on delete cascade,
      day date not null,
      followers_gained integer not null default 0,
      followers_lost integer not null default 0,
      subscribers_gained integer not null default 0,
      subscribers_lost integer not null default 0,
      primary key (publication_id, day)
    )`.execute(db);

  // One helper per rollup: add to a day's column, creating the row (atomic under concurrency).
  await sql.raw(`
    create function stats_story_add(p_post text, p_day date, p_col text, p_n integer) returns void language plpgsql as $$
    begin
      if p_n = 0 or p_post is null then return; end if;
      -- A story gone (or going, within a cascade) keeps no stats: its row would refer to nothing.
      execute format('insert into story_stats_daily (post_id, day, %1$I) select $1, $2, $3 where exists (select 1 from posts where id = $1)
                      on conflict (post_id, day) do update set %1$I = story_stats_daily.%1$I + excluded.%1$I', p_col)
        using p_post, p_day, p_n;
    end $$`).execute(db);
  await sql.raw(`
    create function stats_audience_add(p_user text, p_pub text, p_day date, p_col text, p_n integer) returns void language plpgsql as $$
    begin
      if p_pub is not null then
        execute format('insert into publication_audience_daily (publication_id, day, %1$I) select $1, $2, $3 where exists (select 1 from publications where id = $1)
                        on conflict (publication_id, day) do update set %1$I = publication_audience_daily.%1$I + excluded.%1$I', p_col)
          using p_pub, p_day, p_n;
      elsif p_user is not null then
        -- An account being deleted loses its followers in the same cascade: nothing to count for it.
        execute format('insert into audience_daily (user_id, day, %1$I) select $1, $2, $3 where exists (select 1 from users where id = $1)
                        on conflict (user_id, day) do update set %1$I = audience_daily.%1$I + excluded.%1$I', p_col)
          using p_user, p_day, p_n;
      end if;
    end $$`).execute(db);

  // Claps: the claps a story gained that day (a reader's count only grows; an account deleted takes none back).
  await sql.raw(`
    create function stats_claps() returns trigger language plpgsql as $$
    begin
      perform stats_story_add(new.post_id, ${DAY('new.updated_at')}, 'claps', new.count - coalesce(case when tg_op = 'UPDATE' then old.count end, 0));
      return null;
    end $$`).execute(db);
  await sql`create trigger stats_claps after insert or update of count on claps for each row execute function stats_claps()`.execute(db);

  // Responses: a response counts on its story on the day it is first published.
  await sql.raw(`
    create function stats_responses() returns trigger language plpgsql as $$
    begin
      if new.type = 'RESPONSE' and new.in_response_to_post_id is not null and new.published_at is not null
         and (tg_op = 'INSERT' or old.published_at is null) then
        perform stats_story_add(new.in_response_to_post_id, ${DAY('new.published_at')}, 'responses', 1);
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger stats_responses after insert or update of published_at on posts for each row execute function stats_responses()`.execute(db);

  await sql.raw(`
    create function stats_highlights() returns trigger language plpgsql as $$
    begin
      perform stats_story_add(new.post_id, ${DAY('new.created_at')}, 'highlights', 1);
      return null;
    end $$`).execute(db);
  await sql`create trigger stats_highlights after insert on highlights for each row execute function stats_highlights()`.execute(db);

  // Followers of a writer and of a publication: gained on the day of the follow, lost on the day of the unfollow.
  await sql.raw(`
    create function stats_user_follows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then perform stats_audience_add(new.followee_id, null, ${DAY('new.created_at')}, 'followers_gained', 1);
      else perform stats_audience_add(old.followee_id, null, ${DAY('now()')}, 'followers_lost', 1);
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger stats_user_follows after insert or delete on user_follows for each row execute function stats_user_follows()`.execute(db);
  await sql.raw(`
    create function stats_publication_follows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then perform stats_audience_add(null, new.publication_id, ${DAY('new.created_at')}, 'followers_gained', 1);
      else perform stats_audience_add(null, old.publication_id, ${DAY('now()')}, 'followers_lost', 1);
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger stats_publication_follows after insert or delete on publication_follows for each row execute function stats_publication_follows()`.execute(db);

  // Newsletter subscribers: gained when a subscription becomes active, lost when it stops being active.
  await sql.raw(`
    create function stats_subscriptions() returns trigger language plpgsql as $$
    declare
      was_active boolean := tg_op = 'UPDATE' and old.status = 'active';
      n record;
    begin
      if (new.status = 'active') = was_active then return null; end if;
      select user_id, publication_id into n from newsletters where id = new.newsletter_id;
      if new.status = 'active' then
        perform stats_audience_add(n.user_id, n.publication_id, ${DAY('new.updated_at')}, 'subscribers_gained', 1);
      else
        perform stats_audience_add(n.user_id, n.publication_id, ${DAY('new.updated_at')}, 'subscribers_lost', 1);
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger stats_subscriptions after insert or update of status on newsletter_subscriptions for each row execute function stats_subscriptions()`.execute(db);

  // What happened before this migration, counted in on its days.
  await sql.raw(`
    insert into story_stats_daily (post_id, day, claps)
      select post_id, ${DAY('updated_at')}, sum(count)::int from claps group by 1, 2
    on conflict (post_id, day) do update set claps = story_stats_daily.claps + excluded.claps`).execute(db);
  await sql.raw(`
    insert into story_stats_daily (post_id, day, responses)
      select in_response_to_post_id, ${DAY('published_at')}, count(*)::int from posts
      where type = 'RESPONSE' and in_response_to_post_id is not null and published_at is not null group by 1, 2
    on conflict (post_id, day) do update set responses = story_stats_daily.responses + excluded.responses`).execute(db);
  await sql.raw(`
    insert into story_stats_daily (post_id, day, highlights)
      select post_id, ${DAY('created_at')}, count(*)::int from highlights group by 1, 2
    on conflict (post_id, day) do update set highlights = story_stats_daily.highlights + excluded.highlights`).execute(db);
  await sql.raw(`
    insert into audience_daily (user_id, day, followers_gained)
      select followee_id, ${DAY('created_at')}, count(*)::int from user_follows group by 1, 2`).execute(db);
  await sql.raw(`
    insert into publication_audience_daily (publication_id, day, followers_gained)
      select publication_id, ${DAY('created_at')}, count(*)::int from publication_follows group by 1, 2`).execute(db);
  await sql.raw(`
    insert into audience_daily (user_id, day, subscribers_gained)
      select n.user_id, ${DAY('s.updated_at')}, count(*)::int from newsletter_subscriptions s join newsletters n on n.id = s.newsletter_id
      where s.status = 'active' and n.publication_id is null group by 1, 2
    on conflict (user_id, day) do update set subscribers_gained = audience_daily.subscribers_gained + excluded.subscribers_gained`).execute(db);
  await sql.raw(`
    insert into publication_audience_daily (publication_id, day, subscribers_gained)
      select n.publication_id, ${DAY('s.updated_at')}, count(*)::int from newsletter_subscriptions s join newsletters n on n.id = s.newsletter_id
      where s.status = 'active' and n.publication_id is not null group by 1, 2
    on conflict (publication_id, day) do update set subscribers_gained = publication_audience_daily.subscribers_gained + excluded.subscribers_gained`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger stats_subscriptions on newsletter_subscriptions`.execute(db);
  await sql`drop trigger stats_publication_follows on publication_follows`.execute(db);
  await sql`drop trigger stats_user_follows on user_follows`.execute(db);
  await sql`drop trigger stats_highlights on highlights`.execute(db);
  await sql`drop trigger stats_responses on posts`.execute(db);
  await sql`drop trigger stats_claps on claps`.execute(db);
  for (const fn of ['stats_subscriptions()', 'stats_publication_follows()', 'stats_user_follows()', 'stats_highlights()', 'stats_responses()', 'stats_claps()',
    'stats_audience_add(text, text, date, text, integer)', 'stats_story_add(text, date, text, integer)']) {
    await sql.raw(`drop function ${fn}`).execute(db);
  }
  await sql`drop table publication_audience_daily, audience_daily, story_reads, story_traffic_daily, story_stats_daily`.execute(db);
}
