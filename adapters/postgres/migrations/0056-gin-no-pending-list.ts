// Issue 19 (the large store): a GIN index with fastupdate keeps new entries in a pending list that every search reads
// from end to end until a vacuum merges it. On a store that had just grown by 100,000 stories a search for a rare
// word read 440 pages of that list (2 ms a statement, twice its demo-store time) instead of 14. Quire writes stories
// far less often than readers search them, so its search indexes take each entry at once, and the lists they hold
// now are merged here.
import { sql, type Kysely } from 'kysely';

const GIN_INDEXES = ['posts_search_vector_idx', 'users_search_idx', 'publications_search_idx', 'tags_search_idx'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of GIN_INDEXES) {
    await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of GIN_INDEXES) await sql`alter index ${sql.ref(index)} reset (fastupdate)`.execute(db);
}
