// Newsletters (reader-experience §3 NewsletterV3; README: Newsletters): every writer has one (backfilled here, and
// created on first use for later accounts), a publication may have one. A subscription is an account or a
// confirmed e-mail address (double opt-in: 'pending' until the confirmation link is followed), 'active' or
// 'unsubscribed', with where it came from. One row per newsletter and subscriber, so subscribing twice is the same row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table newsletters (
      id text primary key,
      type text not null check (type in ('author', 'collection')),
      slug text not null,
      name text not null,
      user_id text not null references users (id) on delete cascade,
      publication_id text references publications (id) on delete cascade,
      created_at timestamptz(3) not null default now(),
      check ((type = 'collection') = (publication_id is not null))
    )`.execute(db);
  await sql`create unique index newsletters_author on newsletters (user_id) where type = 'author'`.execute(db);
  await sql`create unique index newsletters_publication on newsletters (publication_id) where type = 'collection'`.execute(db);
  await sql`
    create table newsletter_subscriptions (
      id uuid primary key default gen_random_uuid(),
      newsletter_id text not null references newsletters (id) on delete cascade,
      user_id text references users (id) on delete cascade,
      email text check (email is null or email = lower(email)),
      status text not null check (status in ('pending', 'active', 'unsubscribed')),
      source text not null,
      confirm_token_hash text,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      check ((user_id is null) <> (email is null))
    )`.execute(db);
  await sql`create unique index newsletter_subscriptions_user on newsletter_subscriptions (newsletter_id, user_id) where user_id is not null`.execute(db);
  await sql`create unique index newsletter_subscriptions_email on newsletter_subscriptions (newsletter_id, email) where email is not null`.execute(db);
  // A story's fan-out reads a newsletter's active subscribers in keyset order.
  await sql`create index newsletter_subscriptions_active on newsletter_subscriptions (newsletter_id, id) where status = 'active'`.execute(db);
  await sql`create index newsletter_subscriptions_of_user on newsletter_subscriptions (user_id) where user_id is not null`.execute(db);
  await sql`create unique index newsletter_subscriptions_token on newsletter_subscriptions (confirm_token_hash) where confirm_token_hash is not null`.execute(db);
  // Every writer's newsletter, and every publication's (owned by its owner).
  await sql`
    insert into newsletters (id, type, slug, name, user_id)
    select 'nl-' || id, 'author', username, name, id from users`.execute(db);
  await sql`
    insert into newsletters (id, type, slug, name, user_id, publication_id)
    select 'nlc-' || p.id, 'collection', p.slug, p.name, e.user_id, p.id
    from publications p
    join lateral (select user_id from publication_editors where publication_id = p.id order by (role = 'OWNER') desc, created_at limit 1) e on true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table newsletter_subscriptions`.execute(db);
  await sql`drop table newsletters`.execute(db);
}
