// The reader pages that answered 501 (migration 0051): a tag's recommended stories and its writers, a writer's
// series, and a writer's books. Every read is an index range with a limit: a tag's recommended stories rank a
// bounded window of its newest (core/reader-pages/tag-pages.ts RECOMMENDED_WINDOW), its writers come from the
// counts the store keeps (tag_writers), a series holds at most SERIES_MAX_POSTS, a writer at most BOOKS_MAX books.
import { sql, type Kysely } from 'kysely';
import type { PostSummary } from '../../core/content/entities.ts';
import type { RankPosition } from '../../core/feed/rank-cursor.ts';
import { BOOKS_MAX, type Book } from '../../core/reader-pages/books.ts';
import { RECOMMENDED_WINDOW } from '../../core/reader-pages/tag-pages.ts';
import type { Database } from './database.types.ts';
import { listedPost, notMuted, summaryColumns } from './posts.repository.ts';

export type SeriesRecord = { id: string; slug: string; creatorId: string; title: string; description: string; createdAt: Date; updatedAt: Date };
export type BookRecord = Book & { id: string; userId: string; position: number };
export type TagWriter = { userId: string; storyCount: number };

export type ReaderPagesRepository = ReturnType<typeof readerPagesRepository>;

const seriesColumns = ['id', 'slug', 'creatorId', 'title', 'description', 'createdAt', 'updatedAt'] as const;
const bookColumns = ['id', 'userId', 'title', 'description', 'url', 'publishedYear', 'position'] as const;

export function readerPagesRepository(db: Kysely<Database>) {
  return {
    /**
     * A tag's recommended stories: among its RECOMMENDED_WINDOW newest published, listed stories (the reader's mutes
     * applied), the most clapped first, strictly after `after`; `limit` rows.
     */
    async tagRecommended(tagSlug: string, limit: number, after: RankPosition | null, viewerId: string | null): Promise<(PostSummary & { clapCount: number })[]> {
      const { rows } = await sql<PostSummary & { clapCount: number }>`
        with recent as (
          select ${sql.join(summaryColumns.map((c) => sql.ref(`posts.${c}`)))}, posts.clap_count
          from posts join post_tags t on t.post_id = posts.id and t.tag_slug = ${tagSlug}
          where ${listedPost('posts')} and ${notMuted(viewerId)}
          order by posts.published_at desc, posts.id desc
          limit ${RECOMMENDED_WINDOW})
        select * from recent
        ${after ? sql`where (clap_count, id) < (${after.rank}, ${after.id})` : sql``}
        order by clap_count desc, id desc
        limit ${limit}`.execute(db);
      return rows;
    },

    /** A tag's writers, the most stories under it first (kept counts; suspended and muted writers left out). */
    async tagWriters(tagSlug: string, limit: number, after: RankPosition | null, viewerId: string | null): Promise<TagWriter[]> {
      const { rows } = await sql<TagWriter>`
        select w.user_id, w.listed_post_count as story_count
        from tag_writers w join users u on u.id = w.user_id
        where w.tag_slug = ${tagSlug} and w.listed_post_count > 0 and u.suspended_at is null
          ${after ? sql`and (w.listed_post_count, w.user_id) < (${after.rank}, ${after.id})` : sql``}
          ${viewerId ? sql`and not exists (select 1 from user_mutes m where m.muter_id = ${viewerId} and m.mutee_id = w.user_id)` : sql``}
        order by w.listed_post_count desc, w.user_id desc
        limit ${limit}`.execute(db);
      return rows;
    },

    async seriesById(id: string): Promise<SeriesRecord | null> {
      return (await db.selectFrom('series').select(seriesColumns).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** A writer's series, newest first. */
    async seriesOf(creatorId: string, limit: number): Promise<SeriesRecord[]> {
      return db.selectFrom('series').select(seriesColumns).where('creatorId', '=', creatorId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** A series' stories readers may see (published, listed), in the writer's order. */
    async seriesPosts(seriesId: string): Promise<PostSummary[]> {
      return db
        .selectFrom('seriesPosts')
        .innerJoin('posts', 'posts.id', 'seriesPosts.postId')
        .select(summaryColumns.map((c) => `posts.${c}` as const))
        .where('seriesPosts.seriesId', '=', seriesId)
        .where(listedPost('posts'))
        .orderBy('seriesPosts.position')
        .orderBy('posts.id')
        .execute();
    },

    /** Which of these stories are the writer's own published, listed ones (the only ones a series may hold). */
    async eligibleSeriesPosts(creatorId: string, postIds: readonly string[]): Promise<Set<string>> {
      if (postIds.length === 0) return new Set();
      const rows = await db.selectFrom('posts').select('id').where('creatorId', '=', creatorId).where('id', 'in', [...postIds]).where(listedPost()).execute();
      return new Set(rows.map((r) => r.id));
    },

    async createSeries(series: { id: string; slug: string; creatorId: string; title: string; description: string }, now: Date): Promise<SeriesRecord> {
      return db.insertInto('series').values({ ...series, createdAt: now, updatedAt: now }).returning(seriesColumns).executeTakeFirstOrThrow();
    },

    /** The series' title, description and address; null when it is not the writer's. */
    async updateSeries(id: string, creatorId: string, change: { slug: string; title: string; description: string }, now: Date): Promise<SeriesRecord | null> {
      return (await db.updateTable('series').set({ ...change, updatedAt: now }).where('id', '=', id).where('creatorId', '=', creatorId).returning(seriesColumns).executeTakeFirst()) ?? null;
    },

    /** The series' stories, replaced by these in this order, in one transaction; false when it is not the writer's. */
    async setSeriesPosts(id: string, creatorId: string, postIds: readonly string[], now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const own = await trx.updateTable('series').set({ updatedAt: now }).where('id', '=', id).where('creatorId', '=', creatorId).returning('id').executeTakeFirst();
        if (!own) return false;
        await trx.deleteFrom('seriesPosts').where('seriesId', '=', id).execute();
        if (postIds.length > 0) await trx.insertInto('seriesPosts').values(postIds.map((postId, position) => ({ seriesId: id, postId, position }))).execute();
        return true;
      });
    },

    async deleteSeries(id: string, creatorId: string): Promise<boolean> {
      const row = await db.deleteFrom('series').where('id', '=', id).where('creatorId', '=', creatorId).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** A writer's books, in their order. */
    async booksOf(userId: string): Promise<BookRecord[]> {
      return db.selectFrom('userBooks').select(bookColumns).where('userId', '=', userId).orderBy('position').orderBy('id').limit(BOOKS_MAX).execute();
    },

    /**
     * Adds a book at the end of the writer's list, in one statement that also holds the list to BOOKS_MAX (the
     * writer's row is locked first, so two adds at once cannot both pass the count); null when the list is full.
     */
    async addBook(userId: string, id: string, book: Book, now: Date): Promise<BookRecord | null> {
      return db.transaction().execute(async (trx) => {
        await sql`select 1 from users where id = ${userId} for update`.execute(trx);
        const { rows } = await sql<BookRecord>`
          insert into user_books (id, user_id, title, description, url, published_year, position, created_at)
          select ${id}, ${userId}, ${book.title}, ${book.description}, ${book.url}, ${book.publishedYear},
            coalesce((select max(position) + 1 from user_books where user_id = ${userId}), 0), ${now}
          where (select count(*) from user_books where user_id = ${userId}) < ${BOOKS_MAX}
          returning id, user_id, title, description, url, published_year, position`.execute(trx);
        return rows[0] ?? null;
      });
    },

    async removeBook(userId: string, id: string): Promise<boolean> {
      const row = await db.deleteFrom('userBooks').where('id', '=', id).where('userId', '=', userId).returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}
