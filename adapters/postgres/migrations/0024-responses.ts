// Responses (issue 16): a response is a story (posts.type RESPONSE, in_response_to_post_id since migration
// 0019); this migration adds what the tree needs (core/responses/responses.ts holds the rules):
// - responses_count: the parent's direct responses that everyone sees — published, not trashed, not hidden.
//   Kept by a row trigger in the very statement that publishes, unpublishes, trashes, restores, hides, unhides
//   or deletes a response (or seeds one), so it is never read-then-written and no path can forget it; a hidden
//   response does not count, so the number a reader sees is the number of responses they can open.
// - responses_locked: the story's author closed discussion (reader-experience §8 'Response closed').
// - hidden_at / hidden_by: the story's (or the parent's) author hid the response; unhide clears both.
// - response_root_id / response_depth: the story at the thread's root (whose lock and author rule the thread)
//   and how deep the response sits (1: a response to the story).
// - response_client_id: the composer's retry key, unique per writer, so a retried publishResponse answers the
//   response it already made.
// Indexes: a parent's visible-to-all responses newest first and most relevant first (replies, then newest),
// each keyset-paged (a story with 10,000 responses stays fast: bench/responses.bench.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table posts
      add column responses_count integer not null default 0 check (responses_count >= 0),
      add column responses_locked boolean not null default false,
      add column hidden_at timestamptz(3),
      add column hidden_by text references users (id) on delete set null,
      add column response_root_id text references posts (id) on delete set null,
      add column response_depth smallint check (response_depth between 1 and 1000),
      add column response_client_id text check (char_length(response_client_id) between 8 and 64)
  `.execute(db);
  await sql`create unique index posts_response_client_idx on posts (creator_id, response_client_id) where response_client_id is not null`.execute(db);
  const responseRows = sql`type = 'RESPONSE' and published_at is not null and deleted_at is null`;
  await sql`create index posts_responses_newest_idx on posts (in_response_to_post_id, published_at desc, id desc) where ${responseRows}`.execute(db);
  await sql`create index posts_responses_relevant_idx on posts (in_response_to_post_id, responses_count desc, published_at desc, id desc) where ${responseRows}`.execute(db);
  await sql`
    create function posts_responses_count() returns trigger language plpgsql as $$
    declare
      old_counted boolean := false;
      new_counted boolean := false;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        old_counted := old.in_response_to_post_id is not null and old.published_at is not null and old.deleted_at is null and old.hidden_at is null;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        new_counted := new.in_response_to_post_id is not null and new.published_at is not null and new.deleted_at is null and new.hidden_at is null;
      end if;
      if old_counted and (not new_counted or old.in_response_to_post_id is distinct from new.in_response_to_post_id) then
        update posts set responses_count = responses_count - 1 where id = old.in_response_to_post_id;
      end if;
      if new_counted and (not old_counted or old.in_response_to_post_id is distinct from new.in_response_to_post_id) then
        update posts set responses_count = responses_count + 1 where id = new.in_response_to_post_id;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger posts_responses_count after insert or delete or update of in_response_to_post_id, published_at, deleted_at, hidden_at
    on posts for each row execute function posts_responses_count()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger posts_responses_count on posts`.execute(db);
  await sql`drop function posts_responses_count()`.execute(db);
  for (const index of ['posts_responses_relevant_idx', 'posts_responses_newest_idx', 'posts_response_client_idx']) await sql`drop index ${sql.id(index)}`.execute(db);
  await sql`
    alter table posts
      drop column response_client_id,
      drop column response_depth,
      drop column response_root_id,
      drop column hidden_by,
      drop column hidden_at,
      drop column responses_locked,
      drop column responses_count
  `.execute(db);
}
