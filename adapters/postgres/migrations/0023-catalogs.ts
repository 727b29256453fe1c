// Lists (catalogs, issue 16): a reader's lists — the three predefined ones (created lazily, one of each type per
// reader) and their own — the stories in them, and who follows which list. Counters (item_count,
// follower_count) change in the same statement as the row they count. The indexes serve the pages' keyset
// queries: a reader's lists in Library order, a list's items in its own order or newest first, the lists a reader
// follows, and the most-followed public lists (/collections).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogs (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      type text not null check (type in ('READING_LIST', 'CURRENTLY_READING', 'PURCHASED', 'LISTS')),
      name text not null check (char_length(name) between 1 and 60),
      description text not null default '' check (char_length(description) <= 280),
      visibility text not null check (visibility in ('PUBLIC', 'PRIVATE', 'LOCKED')),
      slug text not null,
      item_count integer not null default 0 check (item_count >= 0),
      follower_count integer not null default 0 check (follower_count >= 0),
      rank smallint not null check (rank between 0 and 3),
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now()
    )`.execute(db);
  // One of each predefined list per reader, however many requests create it at once.
  await sql`create unique index catalogs_predefined on catalogs (user_id, type) where type <> 'LISTS'`.execute(db);
  // A reader's lists in Library order: predefined first, then their own newest first.
  await sql`create index catalogs_owner on catalogs (user_id, rank, created_at desc, id)`.execute(db);
  // /collections: public lists, the most followed first.
  await sql`create index catalogs_popular on catalogs (follower_count desc, id) where visibility = 'PUBLIC' and type = 'LISTS'`.execute(db);

  await sql`
    create table catalog_items (
      catalog_id text not null references catalogs(id) on delete cascade,
      post_id text not null references posts(id) on delete cascade,
      position double precision not null,
      status text not null default 'APPROVED' check (status in ('APPROVED', 'PENDING', 'REMOVED')),
      note text not null default '' check (char_length(note) <= 280),
      added_at timestamptz(3) not null default now(),
      archived_at timestamptz(3),
      primary key (catalog_id, post_id)
    )`.execute(db);
  // A list in its own order, and newest first (RECENT), over the items it shows.
  await sql`create index catalog_items_position on catalog_items (catalog_id, position, post_id) where status = 'APPROVED'`.execute(db);
  await sql`create index catalog_items_recent on catalog_items (catalog_id, added_at desc, post_id) where status = 'APPROVED'`.execute(db);
  // Which of a reader's lists hold a story (the save button's state): by story.
  await sql`create index catalog_items_post on catalog_items (post_id) where status = 'APPROVED'`.execute(db);

  await sql`
    create table catalog_follows (
      catalog_id text not null references catalogs(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      created_at timestamptz(3) not null default now(),
      primary key (catalog_id, user_id)
    )`.execute(db);
  await sql`create index catalog_follows_user on catalog_follows (user_id, created_at desc, catalog_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table catalog_follows`.execute(db);
  await sql`drop table catalog_items`.execute(db);
  await sql`drop table catalogs`.execute(db);
}
