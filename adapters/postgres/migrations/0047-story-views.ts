// Issue 23 (stats): views counted once per reader per story per UTC day, as reads already are
// (core/stats/count-once.policy.ts). story_views holds the (story, day, reader) keys a view was counted under; the
// intake's upsert counts a view only when its key's row is new (insert … on conflict do nothing returning), so a
// reload, a second tab or a retried report adds nothing, on any number of server processes. Views counted before
// this migration stay as they were counted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table story_views (
      post_id text not null references posts (id) on delete cascade,
      day date not null,
      reader_key text not null check (length(reader_key) <= 100),
      primary key (post_id, day, reader_key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table story_views`.execute(db);
}
