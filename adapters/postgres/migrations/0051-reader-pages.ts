// The reader pages that answered 501 (README: What works):
// - tag_writers: how many published, listed stories each writer has under each tag, kept by triggers on every write
//   path the tags' own counts follow (migration 0034): a link made or removed, a story becoming listed or not, a
//   listed story deleted. A tag's Who to follow (/tag/{tagSlug}/who-to-follow, /top-writers) reads it in index
//   order, so the page costs the same on a tag of ten stories or of fifty thousand.
// - series and series_posts: a writer's stories in the order they chose (/s/{slug}, /series/{id}).
// - user_books: the books a writer lists on their profile (/@{username}/books), in their order.
// - posts.seo_title, seo_description, canonical_url: a story's settings (/p/{postId}/settings) for search and social
//   previews, and the address of a story first published elsewhere.
import { sql, type Kysely } from 'kysely';

const LISTED = (p: string) =>
  `(${p}.published_at is not null and ${p}.visibility <> 'UNLISTED' and ${p}.suspended_at is null and ${p}.deleted_at is null and ${p}.type = 'STORY')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tag_writers')
    .addColumn('tag_slug', 'text', (c) => c.notNull().references('tags.slug').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listed_post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tag_writers_pk', ['tag_slug', 'user_id'])
    .execute();
  await sql`create index tag_writers_rank_idx on tag_writers (tag_slug, listed_post_count desc, user_id desc)`.execute(db);
  await sql.raw(`
    insert into tag_writers (tag_slug, user_id, listed_post_count)
    select pt.tag_slug, p.creator_id, count(*)::int from post_tags pt join posts p on p.id = pt.post_id
    where ${LISTED('p')} group by pt.tag_slug, p.creator_id`).execute(db);

  // One function moves a (tag, writer) count by delta; a count that reaches zero leaves the table. Only a rise
  // inserts, and a fall leaves a writer whose users row is already gone alone: an account's deletion removes the
  // users row, whose cascade removes its stories (each a fall here) and its rows here; touching such a row would
  // fail the foreign key.
  await sql.raw(`
    create function tag_writers_move(tag text, writer text, delta integer) returns void language plpgsql as $$
    begin
      if delta > 0 then
        insert into tag_writers (tag_slug, user_id, listed_post_count) values (tag, writer, delta)
          on conflict (tag_slug, user_id) do update set listed_post_count = tag_writers.listed_post_count + delta;
      else
        update tag_writers set listed_post_count = listed_post_count + delta
          where tag_slug = tag and user_id = writer and exists (select 1 from users u where u.id = writer);
        delete from tag_writers where tag_slug = tag and user_id = writer and listed_post_count <= 0;
      end if;
    end $$`).execute(db);
  await sql.raw(`
    create function post_tags_writer_count() returns trigger language plpgsql as $$
    declare writer text;
    begin
      if tg_op = 'INSERT' then
        select p.creator_id into writer from posts p where p.id = new.post_id and ${LISTED('p')};
        if writer is not null then perform tag_writers_move(new.tag_slug, writer, 1); end if;
      elsif tg_op = 'DELETE' then
        select p.creator_id into writer from posts p where p.id = old.post_id and ${LISTED('p')};
        if writer is not null then perform tag_writers_move(old.tag_slug, writer, -1); end if;
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger post_tags_writer_count after insert or delete on post_tags for each row execute function post_tags_writer_count()`.execute(db);
  await sql.raw(`
    create function posts_tag_writer_counts() returns trigger language plpgsql as $$
    declare
      was boolean := false;
      now_listed boolean := false;
      link record;
    begin
      if tg_op in ('UPDATE', 'DELETE') then was := ${LISTED('old')}; end if;
      if tg_op = 'UPDATE' then now_listed := ${LISTED('new')}; end if;
      if was <> now_listed then
        for link in select tag_slug from post_tags where post_tags.post_id = old.id loop
          perform tag_writers_move(link.tag_slug, old.creator_id, case when now_listed then 1 else -1 end);
        end loop;
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end $$`).execute(db);
  await sql`
    create trigger posts_tag_writer_counts_update after update of published_at, visibility, suspended_at, deleted_at, type on posts
    for each row execute function posts_tag_writer_counts()`.execute(db);
  await sql`create trigger posts_tag_writer_counts_delete before delete on posts for each row execute function posts_tag_writer_counts()`.execute(db);

  await db.schema
    .createTable('series')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 100`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(description) <= 280`))
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('series_creator_idx').on('series').columns(['creator_id', 'created_at']).execute();
  await db.schema
    .createTable('series_posts')
    .addColumn('series_id', 'text', (c) => c.notNull().references('series.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addPrimaryKeyConstraint('series_posts_pk', ['series_id', 'post_id'])
    .execute();
  await db.schema.createIndex('series_posts_order_idx').on('series_posts').columns(['series_id', 'position']).execute();
  await db.schema.createIndex('series_posts_post_idx').on('series_posts').column('post_id').execute();

  await db.schema
    .createTable('user_books')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 200`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(description) <= 500`))
    .addColumn('url', 'text', (c) => c.check(sql`url is null or url ~ '^https?://'`))
    .addColumn('published_year', 'integer', (c) => c.check(sql`published_year between 1000 and 9999`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_books_order_idx').on('user_books').columns(['user_id', 'position']).execute();

  await sql`alter table posts add column seo_title text not null default '' check (char_length(seo_title) <= 100)`.execute(db);
  await sql`alter table posts add column seo_description text not null default '' check (char_length(seo_description) <= 160)`.execute(db);
  await sql`alter table posts add column canonical_url text check (canonical_url is null or canonical_url ~ '^https?://')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts drop column canonical_url`.execute(db);
  await sql`alter table posts drop column seo_description`.execute(db);
  await sql`alter table posts drop column seo_title`.execute(db);
  await db.schema.dropTable('user_books').execute();
  await db.schema.dropTable('series_posts').execute();
  await db.schema.dropTable('series').execute();
  await sql`drop trigger posts_tag_writer_counts_delete on posts`.execute(db);
  await sql`drop trigger posts_tag_writer_counts_update on posts`.execute(db);
  await sql`drop function posts_tag_writer_counts()`.execute(db);
  await sql`drop trigger post_tags_writer_count on post_tags`.execute(db);
  await sql`drop function post_tags_writer_count()`.execute(db);
  await sql`drop function tag_writers_move(text, text, integer)`.execute(db);
  await db.schema.dropTable('tag_writers').execute();
}
