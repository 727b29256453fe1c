// Readers' highlights in the store (core/ports/highlights-repository.port.ts; migration 0025). A create is one
// `INSERT … ON CONFLICT DO NOTHING` on the reader-and-range key, then the existing row when it conflicted, so a
// retried or doubled request never makes two. The 'Top highlight' groups a story's rows by range over the
// (post_id, range) index and keeps the groups tied for the most readers.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { HighlightRange, PassageCount } from '../../core/highlights/highlight.ts';
import type { KeysetCursor } from '../../core/highlights/reading-history.ts';
import type { HighlightablePost, HighlightRecord, HighlightsRepository } from '../../core/ports/highlights-repository.port.ts';
import type { Database, HighlightsTable } from './database.types.ts';

const toRecord = (row: Selectable<HighlightsTable>): HighlightRecord => ({
  id: row.id,
  userId: row.userId,
  postId: row.postId,
  startParagraph: row.startParagraph,
  startOffset: row.startOffset,
  endParagraph: row.endParagraph,
  endOffset: row.endOffset,
  quote: row.quote,
  createdAt: row.createdAt,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class PostgresHighlightsRepository implements HighlightsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async highlightablePost(postId: string): Promise<HighlightablePost | null> {
    const row = await this.db
      .selectFrom('posts')
      .select(['id', 'creatorId', 'isLocked', 'body'])
      .where('id', '=', postId)
      .where('publishedAt', 'is not', null)
      .where('deletedAt', 'is', null)
      .where('suspendedAt', 'is', null)
      .executeTakeFirst();
    return row ? { id: row.id, creatorId: row.creatorId, isLocked: row.isLocked, body: row.body } : null;
  }

  async create(input: Parameters<HighlightsRepository['create']>[0]): Promise<{ record: HighlightRecord; created: boolean }> {
    const key = {
      userId: input.userId,
      postId: input.postId,
      startParagraph: input.startParagraph,
      startOffset: input.startOffset,
      endParagraph: input.endParagraph,
      endOffset: input.endOffset,
    };
    const inserted = await this.db
      .insertInto('highlights')
      .values({ ...key, quote: input.quote, createdAt: input.now })
      .onConflict((oc) => oc.constraint('highlights_reader_range').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { record: toRecord(inserted), created: true };
    const existing = await this.db
      .selectFrom('highlights')
      .selectAll()
      .where('userId', '=', key.userId)
      .where('postId', '=', key.postId)
      .where('startParagraph', '=', key.startParagraph)
      .where('startOffset', '=', key.startOffset)
      .where('endParagraph', '=', key.endParagraph)
      .where('endOffset', '=', key.endOffset)
      .executeTakeFirstOrThrow();
    return { record: toRecord(existing), created: false };
  }

  async delete(userId: string, highlightId: string): Promise<HighlightRecord | null> {
    if (!UUID.test(highlightId)) return null;
    const row = await this.db.deleteFrom('highlights').where('id', '=', highlightId).where('userId', '=', userId).returningAll().executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async ofReaderOnPost(userId: string, postId: string): Promise<HighlightRecord[]> {
    const rows = await this.db.selectFrom('highlights').selectAll().where('userId', '=', userId).where('postId', '=', postId).orderBy('createdAt').orderBy('id').execute();
    return rows.map(toRecord);
  }

  async ofReaderOnPosts(userId: string, postIds: readonly string[]): Promise<Map<string, HighlightRecord[]>> {
    const found = new Map<string, HighlightRecord[]>();
    if (postIds.length === 0) return found;
    const rows = await this.db
      .selectFrom('highlights')
      .selectAll()
      .where('userId', '=', userId)
      .where('postId', 'in', [...postIds])
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    for (const row of rows) found.set(row.postId, [...(found.get(row.postId) ?? []), toRecord(row)]);
    return found;
  }

  async mostHighlighted(postId: string, minReaders: number): Promise<PassageCount[]> {
    const result = await sql<{ startParagraph: string; startOffset: number; endParagraph: string; endOffset: number; readers: string; quote: string }>`
      with passages as (
        select start_paragraph, start_offset, end_paragraph, end_offset, count(*) as readers, min(quote) as quote
        from highlights
        where post_id = ${postId}
        group by start_paragraph, start_offset, end_paragraph, end_offset
        having count(*) >= ${minReaders}
      )
      select * from passages where readers = (select max(readers) from passages)`.execute(this.db);
    return result.rows.map((r) => ({
      range: { startParagraph: r.startParagraph, startOffset: r.startOffset, endParagraph: r.endParagraph, endOffset: r.endOffset },
      readers: Number(r.readers),
      quote: r.quote,
    }));
  }

  async readersOf(postId: string, range: HighlightRange): Promise<number> {
    const row = await this.db
      .selectFrom('highlights')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('postId', '=', postId)
      .where('startParagraph', '=', range.startParagraph)
      .where('startOffset', '=', range.startOffset)
      .where('endParagraph', '=', range.endParagraph)
      .where('endOffset', '=', range.endOffset)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async ofReader(userId: string, limit: number, after: KeysetCursor | null): Promise<HighlightRecord[]> {
    let query = this.db
      .selectFrom('highlights as h')
      .innerJoin('posts as p', 'p.id', 'h.postId')
      .selectAll('h')
      .where('h.userId', '=', userId)
      .where('p.publishedAt', 'is not', null)
      .where('p.deletedAt', 'is', null)
      .where('p.suspendedAt', 'is', null);
    if (after) {
      const at = new Date(after.at);
      if (UUID.test(after.id)) query = query.where((eb) => eb.or([eb('h.createdAt', '<', at), eb.and([eb('h.createdAt', '=', at), eb('h.id', '<', after.id)])]));
      else query = query.where('h.createdAt', '<', at);
    }
    const rows = await query.orderBy('h.createdAt', 'desc').orderBy('h.id', 'desc').limit(limit).execute();
    return rows.map(toRecord);
  }
}

export const highlightsRepository = (db: Kysely<Database>): HighlightsRepository => new PostgresHighlightsRepository(db);
