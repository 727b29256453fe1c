// The reading history in the store (core/ports/reading-history-repository.port.ts; migration 0025). Recording is
// one statement: an upsert that moves last_read_at, guarded by the reader's pause switch in the same statement,
// so a pause and an opening racing each other never leave an entry recorded after the pause answered.
import { sql, type Kysely } from 'kysely';
import type { KeysetCursor } from '../../core/highlights/reading-history.ts';
import type { ReadingHistoryEntry, ReadingHistoryRepository } from '../../core/ports/reading-history-repository.port.ts';
import type { Database } from './database.types.ts';

export class PostgresReadingHistoryRepository implements ReadingHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(userId: string, postId: string, at: Date): Promise<boolean> {
    const result = await sql<{ postId: string }>`
      insert into reading_history (user_id, post_id, last_read_at)
      select u.id, ${postId}, ${at} from users u where u.id = ${userId} and not u.reading_history_paused
      on conflict (user_id, post_id) do update set last_read_at = greatest(reading_history.last_read_at, excluded.last_read_at)
      returning post_id`.execute(this.db);
    return result.rows.length > 0;
  }

  async restore(userId: string, entry: ReadingHistoryEntry): Promise<void> {
    await this.db
      .insertInto('readingHistory')
      .values({ userId, postId: entry.postId, lastReadAt: entry.lastReadAt })
      .onConflict((oc) => oc.columns(['userId', 'postId']).doUpdateSet({ lastReadAt: sql`greatest(reading_history.last_read_at, excluded.last_read_at)` }))
      .execute();
  }

  async remove(userId: string, postId: string): Promise<ReadingHistoryEntry | null> {
    const row = await this.db.deleteFrom('readingHistory').where('userId', '=', userId).where('postId', '=', postId).returning(['postId', 'lastReadAt']).executeTakeFirst();
    return row ?? null;
  }

  async clear(userId: string): Promise<number> {
    const result = await this.db.deleteFrom('readingHistory').where('userId', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async page(userId: string, limit: number, after: KeysetCursor | null): Promise<ReadingHistoryEntry[]> {
    let query = this.db.selectFrom('readingHistory').select(['postId', 'lastReadAt']).where('userId', '=', userId);
    if (after) {
      const at = new Date(after.at);
      query = query.where((eb) => eb.or([eb('lastReadAt', '<', at), eb.and([eb('lastReadAt', '=', at), eb('postId', '<', after.id)])]));
    }
    return query.orderBy('lastReadAt', 'desc').orderBy('postId', 'desc').limit(limit).execute();
  }

  async isPaused(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('readingHistoryPaused').where('id', '=', userId).executeTakeFirst();
    return row?.readingHistoryPaused ?? false;
  }

  async setPaused(userId: string, paused: boolean): Promise<void> {
    await this.db.updateTable('users').set({ readingHistoryPaused: paused }).where('id', '=', userId).execute();
  }
}

export const readingHistoryRepository = (db: Kysely<Database>): ReadingHistoryRepository => new PostgresReadingHistoryRepository(db);
