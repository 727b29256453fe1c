// Issue 19, queries that grow with the store. On 100,000 stories a heavy tag's page counted 50,000 links on
// every view (0.75 s), tag search counted the stories of every matching tag, Home's recommended topics grouped
// all of post_topics, and post search ranked every match of a common word (1.2 s for 'the').
// - tags.listed_post_count and topics.listed_post_count: the published, listed stories (core's isListed: published,
//   not unlisted, not suspended, not trashed, a story and not a response) carrying each, kept by triggers on
//   every write path — a link made or removed, a story changing whether it is listed, a story deleted (before
//   its links cascade away, which then find no story and change nothing).
// - posts.search_vector: the searched text's vector, stored, so ranking a candidate reads it instead of
//   computing it again; its GIN index replaces the expression index.
import { sql, type Kysely } from 'kysely';

const LISTED = (p: string) =>
  `(${p}.published_at is not null and ${p}.visibility <> 'UNLISTED' and ${p}.suspended_at is null and ${p}.deleted_at is null and ${p}.type = 'STORY')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tags add column listed_post_count integer not null default 0`.execute(db);
  await sql`alter table topics add column listed_post_count integer not null default 0`.execute(db);
  await sql.raw(`
    update tags set listed_post_count = c.n from (
      select pt.tag_slug, count(*)::int as n from post_tags pt join posts p on p.id = pt.post_id where ${LISTED('p')} group by pt.tag_slug
    ) c where c.tag_slug = tags.slug`).execute(db);
  await sql.raw(`
    update topics set listed_post_count = c.n from (
      select pt.topic_id, count(*)::int as n from post_topics pt join posts p on p.id = pt.post_id where ${LISTED('p')} group by pt.topic_id
    ) c where c.topic_id = topics.id`).execute(db);
  // The heaviest first (the recommended topics, tag suggestions).
  await sql`create index tags_listed_count_idx on tags (listed_post_count desc, slug)`.execute(db);
  await sql`create index topics_listed_count_idx on topics (listed_post_count desc, name)`.execute(db);

  // A link made or removed counts when its story is listed.
  await sql.raw(`
    create function post_tags_listed_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update tags set listed_post_count = listed_post_count + 1
          where slug = new.tag_slug and exists (select 1 from posts p where p.id = new.post_id and ${LISTED('p')});
      elsif tg_op = 'DELETE' then
        update tags set listed_post_count = listed_post_count - 1
          where slug = old.tag_slug and exists (select 1 from posts p where p.id = old.post_id and ${LISTED('p')});
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger post_tags_listed_count after insert or delete on post_tags for each row execute function post_tags_listed_count()`.execute(db);
  await sql.raw(`
    create function post_topics_listed_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update topics set listed_post_count = listed_post_count + 1
          where id = new.topic_id and exists (select 1 from posts p where p.id = new.post_id and ${LISTED('p')});
      elsif tg_op = 'DELETE' then
        update topics set listed_post_count = listed_post_count - 1
          where id = old.topic_id and exists (select 1 from posts p where p.id = old.post_id and ${LISTED('p')});
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger post_topics_listed_count after insert or delete on post_topics for each row execute function post_topics_listed_count()`.execute(db);

  // A story that becomes listed or stops being listed moves its tags' and topics' counts; a listed story
  // deleted takes its counts with it before its links cascade.
  await sql.raw(`
    create function posts_listed_counts() returns trigger language plpgsql as $$
    declare
      was boolean := false;
      now_listed boolean := false;
      delta integer;
      target text;
    begin
      if tg_op in ('UPDATE', 'DELETE') then was := ${LISTED('old')}; end if;
      if tg_op = 'UPDATE' then now_listed := ${LISTED('new')}; end if;
      if was = now_listed then
        return case when tg_op = 'DELETE' then old else new end;
      end if;
      delta := case when now_listed then 1 else -1 end;
      target := old.id;
      update tags set listed_post_count = listed_post_count + delta where slug in (select tag_slug from post_tags where post_tags.post_id = target);
      update topics set listed_post_count = listed_post_count + delta where id in (select topic_id from post_topics where post_topics.post_id = target);
      return case when tg_op = 'DELETE' then old else new end;
    end $$`).execute(db);
  await sql`
    create trigger posts_listed_counts_update after update of published_at, visibility, suspended_at, deleted_at, type on posts
    for each row execute function posts_listed_counts()`.execute(db);
  await sql`create trigger posts_listed_counts_delete before delete on posts for each row execute function posts_listed_counts()`.execute(db);

  await sql`alter table posts add column search_vector tsvector generated always as (to_tsvector('simple'::regconfig, title || ' ' || subtitle)) stored`.execute(db);
  await sql`drop index if exists posts_search_idx`.execute(db);
  await sql`create index posts_search_vector_idx on posts using gin (search_vector)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists posts_search_vector_idx`.execute(db);
  await sql`alter table posts drop column search_vector`.execute(db);
  await sql`create index posts_search_idx on posts using gin (to_tsvector('simple'::regconfig, title || ' ' || subtitle))`.execute(db);
  await sql`drop trigger posts_listed_counts_delete on posts`.execute(db);
  await sql`drop trigger posts_listed_counts_update on posts`.execute(db);
  await sql`drop function posts_listed_counts()`.execute(db);
  await sql`drop trigger post_topics_listed_count on post_topics`.execute(db);
  await sql`drop function post_topics_listed_count()`.execute(db);
  await sql`drop trigger post_tags_listed_count on post_tags`.execute(db);
  await sql`drop function post_tags_listed_count()`.execute(db);
  await sql`alter table topics drop column listed_post_count`.execute(db);
  await sql`alter table tags drop column listed_post_count`.execute(db);
}
