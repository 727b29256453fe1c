// Issue 18: onboarding and tag follows. A new account is sent into onboarding once: `needs_onboarding` is
// set when the account is made on its first sign-in and cleared, in one statement, when the auth callback
// sends it to /get-started (every account before this migration, and the demo users, never go). Readers
// follow tags as they follow topics: one row per reader and tag, following twice changes nothing.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column needs_onboarding boolean not null default false`.execute(db);
  await sql`
    create table tag_follows (
      user_id text not null references users (id) on delete cascade,
      tag_slug text not null references tags (slug) on delete cascade on update cascade,
      created_at timestamptz(3) not null default now(),
      primary key (user_id, tag_slug)
    )`.execute(db);
  await sql`create index tag_follows_by_tag on tag_follows (tag_slug)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table tag_follows`.execute(db);
  await sql`alter table users drop column needs_onboarding`.execute(db);
}
