// Issue 18: 'Show more / Show less like this' on a story's card (platform-reference §3 signal actions SHOW_MORE,
// SHOW_LESS; CLEAR_SIGNAL deletes the row). One row per reader and story: a second signal on the same story
// replaces the first in one upsert. What a signal says of the story's writer and topic is read through the story
// (core/recommendations/for-you-score.ts), so the row holds only the reader, the story and the action.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recommendation_signals (
      user_id text not null references users (id) on delete cascade,
      post_id text not null references posts (id) on delete cascade,
      action text not null check (action in ('SHOW_MORE', 'SHOW_LESS')),
      created_at timestamptz(3) not null default now(),
      primary key (user_id, post_id)
    )`.execute(db);
  // Refine recommendations lists a reader's signals newest first.
  await sql`create index recommendation_signals_recent on recommendation_signals (user_id, created_at desc, post_id desc)`.execute(db);
  // For you's candidates (recommendations.repository.ts): the newest stories of each followed topic, read through an
  // index so a large store costs what a small one does (a publication's have posts_publication_stream_idx, a
  // writer's posts_creator_idx).
  await sql`create index posts_topic_recent on posts (primary_topic_id, published_at desc, id desc) where published_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index posts_topic_recent`.execute(db);
  await sql`drop table recommendation_signals`.execute(db);
}
