// platform-reference §7.5 and §9, reader-experience §2.5: the built-in search (adapters/postgres/search.postgres.ts)
// matches words and word prefixes with PostgreSQL's full-text search. These expression indexes serve its
// queries; the expressions must stay exactly as the search writes them. Full-text search is part of
// PostgreSQL itself, so this works on PGlite and on any server without an extension (pg_trgm would need one).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index posts_search_idx on posts using gin (to_tsvector('simple'::regconfig, title || ' ' || subtitle))`.execute(db);
  await sql`create index users_search_idx on users using gin (to_tsvector('simple'::regconfig, name || ' ' || username))`.execute(db);
  await sql`create index publications_search_idx on publications using gin (to_tsvector('simple'::regconfig, name || ' ' || slug))`.execute(db);
  await sql`create index tags_search_idx on tags using gin (to_tsvector('simple'::regconfig, display_title || ' ' || slug))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['tags_search_idx', 'publications_search_idx', 'users_search_idx', 'posts_search_idx']) {
    await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  }
}
