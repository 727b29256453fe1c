// Issue 22 part A: publications run by their people (core/publication/permissions.ts, submission.ts).
// - publication_invitations: an owner's open invitation of a user as EDITOR or WRITER; accepting makes the
//   publication_editors row and deletes the invitation in one transaction, declining deletes it. One open
//   invitation per (publication, invitee).
// - publication_submissions: a writer's draft submitted to a publication, with its status (platform-reference §3)
//   and the editors' latest note. At most one submission of a story is open (not ACCEPTED, REJECTED or CANCELLED)
//   at a time: a partial unique index, so two concurrent submits of one story cannot both land. Accepting changes
//   the status under a row lock (WHERE status in the statuses accept leaves), so it publishes exactly once.
// - a publication's slug is unique case-insensitively (lower(slug)), as every lookup lowercases it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index publications_slug_lower_uq on publications (lower(slug))`.execute(db);
  await sql`
    create table publication_invitations (
      id text primary key,
      publication_id text not null references publications (id) on delete cascade,
      invitee_id text not null references users (id) on delete cascade,
      inviter_id text references users (id) on delete set null,
      role text not null check (role in ('EDITOR', 'WRITER')),
      created_at timestamptz(3) not null default now(),
      unique (publication_id, invitee_id)
    )`.execute(db);
  await sql`create index publication_invitations_invitee_idx on publication_invitations (invitee_id, created_at desc)`.execute(db);
  await sql`
    create table publication_submissions (
      id text primary key,
      publication_id text not null references publications (id) on delete cascade,
      post_id text not null references posts (id) on delete cascade,
      writer_id text not null references users (id) on delete cascade,
      status text not null check (status in ('WIP', 'OPEN', 'TRIAGE', 'IN_REVIEW', 'CHANGES_REQUESTED', 'CHANGES_MADE', 'ACCEPTED', 'REJECTED', 'CANCELLED')),
      note text not null default '' check (length(note) <= 2000),
      reviewer_id text references users (id) on delete set null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now()
    )`.execute(db);
  await sql`
    create unique index publication_submissions_open_uq on publication_submissions (post_id)
    where status not in ('ACCEPTED', 'REJECTED', 'CANCELLED')`.execute(db);
  // The editor inbox: a publication's submissions by status, most recently changed first.
  await sql`create index publication_submissions_inbox_idx on publication_submissions (publication_id, status, updated_at desc, id desc)`.execute(db);
  // The writer outbox: a writer's submissions, most recently changed first.
  await sql`create index publication_submissions_outbox_idx on publication_submissions (writer_id, updated_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists publication_submissions`.execute(db);
  await sql`drop table if exists publication_invitations`.execute(db);
  await sql`drop index if exists publications_slug_lower_uq`.execute(db);
}
