// Issue 18: readers follow topics (Follow on a topic's page; the topics listed on the following index). One row
// per reader and topic; following twice changes nothing (primary key), and a reader's or topic's removal takes
// the rows with it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table topic_follows (
      user_id text not null references users (id) on delete cascade,
      topic_id text not null references topics (id) on delete cascade,
      created_at timestamptz(3) not null default now(),
      primary key (user_id, topic_id)
    )`.execute(db);
  // A topic's followers (topic deletion cascades through it; a follower count later).
  await sql`create index topic_follows_by_topic on topic_follows (topic_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table topic_follows`.execute(db);
}
