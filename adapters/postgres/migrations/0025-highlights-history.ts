// Highlights and reading history (issue 16, part 4; core/highlights/). A highlight is a reader's range over a
// story's paragraphs (start paragraph and offset to end paragraph and offset) with the quote as it read then;
// one per reader and range, so a retried create finds the first. Indexes: a story's passages grouped by range
// (the 'Top highlight'), a reader's highlights on a story, and a reader's highlights newest first (keyset).
// The reading history is one row per reader and story, moved by each opening; a reader may pause it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table highlights (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users (id) on delete cascade,
      post_id text not null references posts (id) on delete cascade,
      start_paragraph text not null,
      start_offset integer not null check (start_offset >= 0),
      end_paragraph text not null,
      end_offset integer not null check (end_offset >= 0),
      quote text not null check (length(quote) <= 5000),
      created_at timestamptz(3) not null default now(),
      constraint highlights_reader_range unique (user_id, post_id, start_paragraph, start_offset, end_paragraph, end_offset)
    )`.execute(db);
  await sql`create index highlights_post_range on highlights (post_id, start_paragraph, start_offset, end_paragraph, end_offset)`.execute(db);
  await sql`create index highlights_reader_recent on highlights (user_id, created_at desc, id desc)`.execute(db);
  await sql`
    create table reading_history (
      user_id text not null references users (id) on delete cascade,
      post_id text not null references posts (id) on delete cascade,
      last_read_at timestamptz(3) not null,
      primary key (user_id, post_id)
    )`.execute(db);
  await sql`create index reading_history_recent on reading_history (user_id, last_read_at desc, post_id desc)`.execute(db);
  await sql`alter table users add column reading_history_paused boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column reading_history_paused`.execute(db);
  await sql`drop table reading_history`.execute(db);
  await sql`drop table highlights`.execute(db);
}
