// Responses and claps on lists (issue 16; reader-experience §3 Catalog: responses, responsesCount, clappers; §7
// ShowCatalogResponseOnParent). A response to a list is a post of type RESPONSE whose parent is a catalog:
// - posts.in_response_to_catalog_id: the list a top-level response answers (in_response_to_post_id stays null);
// - posts.response_root_catalog_id: the list at the root of the thread (its replies carry it too), whose owner
//   hides and closes discussion as a story's author does;
// - catalogs.responses_count / responses_locked: kept by the same trigger as posts' (migration 0024), now
//   counting a response under the list it answers, in the statement that publishes, hides or trashes it.
// Claps on a list: catalog_claps, one row per reader and list (1..50) with the last request's client id, and
// catalogs.clap_count, moved in the clap's own statement exactly like posts' (migration 0022).
import { sql, type Kysely } from 'kysely';

const COUNT_FUNCTION = (withCatalogs: boolean) => sql.raw(`
  create or replace function posts_responses_count() returns trigger language plpgsql as $$
  declare
    old_counted boolean := false;
    new_counted boolean := false;
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      old_counted := old.published_at is not null and old.deleted_at is null and old.hidden_at is null;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      new_counted := new.published_at is not null and new.deleted_at is null and new.hidden_at is null;
    end if;
    if old_counted and old.in_response_to_post_id is not null
        and (not new_counted or old.in_response_to_post_id is distinct from new.in_response_to_post_id) then
      update posts set responses_count = responses_count - 1 where id = old.in_response_to_post_id;
    end if;
    if new_counted and new.in_response_to_post_id is not null
        and (not old_counted or old.in_response_to_post_id is distinct from new.in_response_to_post_id) then
      update posts set responses_count = responses_count + 1 where id = new.in_response_to_post_id;
    end if;
    ${
      withCatalogs
        ? `if old_counted and old.in_response_to_catalog_id is not null
        and (not new_counted or old.in_response_to_catalog_id is distinct from new.in_response_to_catalog_id) then
      update catalogs set responses_count = responses_count - 1 where id = old.in_response_to_catalog_id;
    end if;
    if new_counted and new.in_response_to_catalog_id is not null
        and (not old_counted or old.in_response_to_catalog_id is distinct from new.in_response_to_catalog_id) then
      update catalogs set responses_count = responses_count + 1 where id = new.in_response_to_catalog_id;
    end if;`
        : ''
    }
    return null;
  end
  $$`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table catalogs
      add column clap_count integer not null default 0 check (clap_count >= 0),
      add column responses_count integer not null default 0 check (responses_count >= 0),
      add column responses_locked boolean not null default false
  `.execute(db);
  await sql`
    alter table posts
      add column in_response_to_catalog_id text references catalogs (id) on delete cascade,
      add column response_root_catalog_id text references catalogs (id) on delete cascade,
      add constraint posts_one_parent check (in_response_to_post_id is null or in_response_to_catalog_id is null)
  `.execute(db);
  const responseRows = sql`type = 'RESPONSE' and published_at is not null and deleted_at is null`;
  await sql`create index posts_catalog_responses_newest_idx on posts (in_response_to_catalog_id, published_at desc, id desc) where ${responseRows} and in_response_to_catalog_id is not null`.execute(db);
  await sql`create index posts_catalog_responses_relevant_idx on posts (in_response_to_catalog_id, responses_count desc, published_at desc, id desc) where ${responseRows} and in_response_to_catalog_id is not null`.execute(db);
  await sql`create index posts_response_root_catalog_idx on posts (response_root_catalog_id) where response_root_catalog_id is not null`.execute(db);
  await COUNT_FUNCTION(true).execute(db);
  await sql`drop trigger posts_responses_count on posts`.execute(db);
  await sql`
    create trigger posts_responses_count after insert or delete or update of in_response_to_post_id, in_response_to_catalog_id, published_at, deleted_at, hidden_at
    on posts for each row execute function posts_responses_count()
  `.execute(db);

  await sql`
    create table catalog_claps (
      catalog_id text not null references catalogs (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      count smallint not null check (count between 1 and 50),
      last_added smallint not null default 0 check (last_added between 0 and 50),
      client_id text not null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      primary key (catalog_id, user_id)
    )`.execute(db);
  await sql`create index catalog_claps_clappers on catalog_claps (catalog_id, created_at desc, user_id desc)`.execute(db);
  await sql`create index catalog_claps_by_user on catalog_claps (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table catalog_claps`.execute(db);
  await sql`drop trigger posts_responses_count on posts`.execute(db);
  await COUNT_FUNCTION(false).execute(db);
  await sql`
    create trigger posts_responses_count after insert or delete or update of in_response_to_post_id, published_at, deleted_at, hidden_at
    on posts for each row execute function posts_responses_count()
  `.execute(db);
  for (const index of ['posts_response_root_catalog_idx', 'posts_catalog_responses_relevant_idx', 'posts_catalog_responses_newest_idx']) await sql`drop index ${sql.id(index)}`.execute(db);
  await sql`alter table posts drop constraint posts_one_parent, drop column response_root_catalog_id, drop column in_response_to_catalog_id`.execute(db);
  await sql`alter table catalogs drop column responses_locked, drop column responses_count, drop column clap_count`.execute(db);
}
