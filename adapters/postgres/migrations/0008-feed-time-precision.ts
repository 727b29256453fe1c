// Feed cursors carry a story's publication time to the millisecond (core/feed/paging.ts). A time stored
// with microseconds would sit between two cursor values, and paging could skip a story published in the
// same millisecond as the last one shown. Publication times are therefore kept to the millisecond.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts alter column published_at type timestamptz(3), alter column latest_published_at type timestamptz(3)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts alter column published_at type timestamptz, alter column latest_published_at type timestamptz`.execute(db);
}
