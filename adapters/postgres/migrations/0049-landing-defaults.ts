// Issue 23: every landing page's text is in the store from the first start (core/landing/landing-pages.ts). A row
// of landing_pages holds either the page's default text (title and body, written at each start while no staff member
// has taken the page over: landing-pages.repository.ts ensureDefaults) or, once staff choose Edit this page, the
// unlisted story holding it (post_id), whose text the defaults never touch. About and Membership become landing pages.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table landing_pages alter column post_id drop not null`.execute(db);
  await sql`alter table landing_pages add column title text`.execute(db);
  await sql`alter table landing_pages add column body jsonb`.execute(db);
  await sql`alter table landing_pages drop constraint if exists landing_pages_key_check`.execute(db);
  await sql`alter table landing_pages add constraint landing_pages_key_check check (key in ('about', 'membership', 'write', 'earn', 'business', 'verified-authors'))`.execute(db);
  await sql`alter table landing_pages add constraint landing_pages_text_check check (post_id is not null or (title is not null and body is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from landing_pages where post_id is null`.execute(db);
  await sql`alter table landing_pages drop constraint if exists landing_pages_text_check`.execute(db);
  await sql`alter table landing_pages drop constraint if exists landing_pages_key_check`.execute(db);
  await sql`delete from landing_pages where key in ('about', 'membership')`.execute(db);
  await sql`alter table landing_pages add constraint landing_pages_key_check check (key in ('write', 'earn', 'business', 'verified-authors'))`.execute(db);
  await sql`alter table landing_pages drop column body`.execute(db);
  await sql`alter table landing_pages drop column title`.execute(db);
  await sql`alter table landing_pages alter column post_id set not null`.execute(db);
}
