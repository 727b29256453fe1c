// Issue 16 claps: one row per reader and story (primary key (post_id, user_id)) holding the reader's claps,
// 1..50, and the client id of the last request that added to it, so a retried request adds nothing. The story's
// total is a counter on posts (clap_count), kept in the same statement as the row (adapters/postgres/
// claps.repository.ts: one CTE — the upsert caps at 50 with least(…, 50) and returns what it added, then
// `update posts set clap_count = clap_count + added`), so it always equals the sum of the rows. last_added is
// what the last request really added (0 once at 50): the SET list reads the old row, so the upsert can say it
// without a read before the write.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column clap_count integer not null default 0 check (clap_count >= 0)`.execute(db);
  await sql`
    create table claps (
      post_id text not null references posts (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      count smallint not null check (count between 1 and 50),
      last_added smallint not null default 0 check (last_added between 0 and 50),
      client_id text not null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      primary key (post_id, user_id)
    )`.execute(db);
  // "Who clapped" (/p/{postId}/upvotes): a story's clappers, first clap newest first, keyset-paged on (created_at, user_id).
  await sql`create index claps_clappers on claps (post_id, created_at desc, user_id desc)`.execute(db);
  // A reader's claps (account deletion cascades; a reader's clapped stories).
  await sql`create index claps_by_user on claps (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table claps`.execute(db);
  await sql`alter table posts drop column clap_count`.execute(db);
}
