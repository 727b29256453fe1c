// Issue 21 (your account): the profile fields the Account tab edits beside name, username, bio and avatar
// (pronouns, a tipping link), an e-mail address waiting for its confirmation (users.unverified_email, and when it
// was asked: the signed link holds 24 hours), the Publishing tab's allowEmailAddressSharingEditorWriter, the old
// usernames that redirect to the new for a year (username_history, one row per old name: the newest owner wins),
// the data exports (one pending per account at most, made by a job; the zip kept in the row until it expires),
// (The anonymous author that a deleted account's kept stories move to is made by the deletion that first needs it.)
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column pronouns text[] not null default '{}',
    add column tipping_link text,
    add column unverified_email text,
    add column unverified_email_at timestamptz(3),
    add column allow_email_sharing boolean not null default false`.execute(db);
  await sql`
    create table username_history (
      old_username text primary key,
      user_id text not null references users (id) on delete cascade,
      changed_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index username_history_user on username_history (user_id)`.execute(db);
  await sql`
    create table data_exports (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      state text not null check (state in ('pending', 'ready', 'failed')),
      created_at timestamptz(3) not null,
      ready_at timestamptz(3),
      byte_size integer,
      zip bytea
    )`.execute(db);
  // Asking twice while one is being made is refused by this index, in the insert itself.
  await sql`create unique index data_exports_one_pending on data_exports (user_id) where state = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table data_exports`.execute(db);
  await sql`drop table username_history`.execute(db);
  await sql`alter table users drop column pronouns, drop column tipping_link, drop column unverified_email, drop column unverified_email_at, drop column allow_email_sharing`.execute(db);
}
