// The routes that answered 501 (README: What works): /jobs is a landing page staff edit like the others
// (core/landing/landing-pages.ts), so landing_pages takes its key; /top-stories/{day} ranks one day's rows of
// story_stats_daily (core/browse/top-stories.ts), an index range by day.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table landing_pages drop constraint if exists landing_pages_key_check`.execute(db);
  await sql`alter table landing_pages add constraint landing_pages_key_check check (key in ('about', 'membership', 'write', 'earn', 'business', 'verified-authors', 'jobs'))`.execute(db);
  await sql`create index if not exists story_stats_daily_day_idx on story_stats_daily (day, post_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists story_stats_daily_day_idx`.execute(db);
  await sql`delete from landing_pages where key = 'jobs'`.execute(db);
  await sql`alter table landing_pages drop constraint if exists landing_pages_key_check`.execute(db);
  await sql`alter table landing_pages add constraint landing_pages_key_check check (key in ('about', 'membership', 'write', 'earn', 'business', 'verified-authors'))`.execute(db);
}
