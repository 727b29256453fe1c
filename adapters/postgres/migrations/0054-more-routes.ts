// The routes that answered 501 (README: What works): /jobs is a landing page staff edit like the others
// (core/landing/landing-pages.ts), so landing_pages takes its key.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table landing_pages drop constraint if exists landing_pages_key_check`.execute(db);
  await sql`alter table landing_pages add constraint landing_pages_key_check check (key in ('about', 'membership', 'write', 'earn', 'business', 'verified-authors', 'jobs'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from landing_pages where key = 'jobs'`.execute(db);
  await sql`alter table landing_pages drop constraint if exists landing_pages_key_check`.execute(db);
  await sql`alter table landing_pages add constraint landing_pages_key_check check (key in ('about', 'membership', 'write', 'earn', 'business', 'verified-authors'))`.execute(db);
}
