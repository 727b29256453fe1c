// Issue 17 notifications (core/notifications/; adapters/postgres/notifications.repository.ts). The notifications table
// of 0006 grows what the page shows and links to (the story, the response, the newsletter), a group key and an actor
// count. Every notification has a key, unique per recipient (core's groupKey): a repeated event (a retried job, a
// re-follow) writes nothing, and claps and highlights join one row per story and day whose actor_count counts the
// distinct readers in notification_actors — grouped at write time, so the badge and the page read one row per
// notification and stay fast for a reader with 100,000 of them. A new actor on a grouped row makes it unread again.
// Per-kind settings are rows only where a reader changed a default; the digest frequency is a column of users.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications
    add column post_id text references posts (id) on delete cascade,
    add column response_id text references posts (id) on delete cascade,
    add column newsletter_id text,
    add column group_key text,
    add column actor_count integer not null default 1 check (actor_count >= 1)`.execute(db);
  await sql`update notifications set group_key = kind || ':' || coalesce(publication_id, '') || ':' || coalesce(actor_id, id) where group_key is null`.execute(db);
  await sql`alter table notifications alter column group_key set not null`.execute(db);
  await sql`alter table notifications alter column created_at type timestamptz(3)`.execute(db);
  await sql`alter table notifications alter column read_at type timestamptz(3)`.execute(db);
  await sql`create unique index notifications_group on notifications (recipient_id, group_key)`.execute(db);
  // The page: a reader's notifications newest first, keyset-paged on (created_at, id).
  await sql`drop index if exists notifications_recipient_idx`.execute(db);
  await sql`create index notifications_page on notifications (recipient_id, created_at desc, id desc)`.execute(db);
  // The Responses tab.
  await sql`create index notifications_responses on notifications (recipient_id, created_at desc, id desc) where kind in ('RESPONSE', 'REPLY', 'MENTION')`.execute(db);
  // The badge: the unread count reads only the unread rows.
  await sql`create index notifications_unread on notifications (recipient_id, created_at) where read_at is null`.execute(db);
  // The hourly digest: the unread notifications made in a closed period, across readers.
  await sql`create index notifications_digest on notifications (created_at) where read_at is null`.execute(db);
  await sql`
    create table notification_actors (
      recipient_id text not null references users (id) on delete cascade,
      group_key text not null,
      actor_id text not null references users (id) on delete cascade,
      primary key (recipient_id, group_key, actor_id)
    )`.execute(db);
  await sql`
    create table notification_settings (
      user_id text not null references users (id) on delete cascade,
      kind text not null,
      in_app boolean not null,
      email boolean not null,
      primary key (user_id, kind)
    )`.execute(db);
  // A story's fan-out walks a writer's (or a publication's) followers in batches, keyset on the follower's id.
  await sql`create index user_follows_fanout on user_follows (followee_id, follower_id)`.execute(db);
  await sql`create index publication_follows_fanout on publication_follows (publication_id, follower_id)`.execute(db);
  await sql`alter table users add column notification_digest text not null default 'DAILY' check (notification_digest in ('DAILY', 'WEEKLY', 'OFF'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column notification_digest`.execute(db);
  await sql`drop index publication_follows_fanout`.execute(db);
  await sql`drop index user_follows_fanout`.execute(db);
  await sql`drop table notification_settings`.execute(db);
  await sql`drop table notification_actors`.execute(db);
  await sql`drop index notifications_digest`.execute(db);
  await sql`drop index notifications_unread`.execute(db);
  await sql`drop index notifications_responses`.execute(db);
  await sql`drop index notifications_page`.execute(db);
  await sql`drop index notifications_group`.execute(db);
  await sql`create index notifications_recipient_idx on notifications (recipient_id, created_at)`.execute(db);
  await sql`alter table notifications drop column actor_count, drop column group_key, drop column newsletter_id, drop column response_id, drop column post_id`.execute(db);
}
