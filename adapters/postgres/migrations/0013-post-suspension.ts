// platform-reference §6 and §9, reader-experience §8 'Post suspended': staff can suspend a story that breaks
// the rules. A suspended story leaves every feed and list; its page says so, except to readers with
// can_view_suspended_content, who still read it (and are never served it from the cache).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column suspended_at timestamptz(3)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts drop column suspended_at`.execute(db);
}
