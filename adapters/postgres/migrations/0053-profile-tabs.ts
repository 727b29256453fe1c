// A writer's profile tabs (README: Profiles): the awards page asks the kept tag counts (tag_writers, migration 0051)
// for one writer's rows; without this index that is a scan of every tag's writers.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index tag_writers_user_idx on tag_writers (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tag_writers_user_idx`.execute(db);
}
