// The reading history (core/highlights/reading-history.ts): one row per reader and story, moved to the top
// each time the story is opened, and a pause switch per reader. Implemented by
// adapters/postgres/reading-history.repository.ts (migration 0025).
import type { KeysetCursor } from '../highlights/reading-history.ts';

export type ReadingHistoryEntry = { postId: string; lastReadAt: Date };

export interface ReadingHistoryRepository {
  /** Upserts (reader, story) with last_read_at = at, unless the reader's history is paused (then false), in one statement. */
  record(userId: string, postId: string, at: Date): Promise<boolean>;
  /** Puts an entry back as it was (the Undo of a remove): keeps the later time if the story was opened since. */
  restore(userId: string, entry: ReadingHistoryEntry): Promise<void>;
  /** Removes one story; answers the entry removed, or null. */
  remove(userId: string, postId: string): Promise<ReadingHistoryEntry | null>;
  /** Removes every entry; answers how many. */
  clear(userId: string): Promise<number>;
  /** Newest first, keyset-paged over (last_read_at, post_id). */
  page(userId: string, limit: number, after: KeysetCursor | null): Promise<ReadingHistoryEntry[]>;
  isPaused(userId: string): Promise<boolean>;
  setPaused(userId: string, paused: boolean): Promise<void>;
}
