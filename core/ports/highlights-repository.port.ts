// Readers' highlights (core/highlights/highlight.ts): one row per reader and range, with the quote as it read
// when it was made. Implemented by adapters/postgres/highlights.repository.ts (migration 0025).
import type { Paragraph } from '../content/paragraph.ts';
import type { HighlightRange, PassageCount } from '../highlights/highlight.ts';
import type { KeysetCursor } from '../highlights/reading-history.ts';

export type HighlightRecord = HighlightRange & {
  id: string;
  userId: string;
  postId: string;
  quote: string;
  createdAt: Date;
};

/** What a story's highlighting needs to know of it: its body and who may read how much of it. */
export type HighlightablePost = {
  id: string;
  creatorId: string;
  isLocked: boolean;
  body: Paragraph[];
};

export interface HighlightsRepository {
  /** The story as highlighting sees it: null when there is no such story, or it is deleted, unpublished or suspended. */
  highlightablePost(postId: string): Promise<HighlightablePost | null>;
  /** Creates the highlight, or answers the reader's existing one on the same range (a retry creates nothing). */
  create(input: HighlightRange & { userId: string; postId: string; quote: string; now: Date }): Promise<{ record: HighlightRecord; created: boolean }>;
  /** Deletes the reader's highlight; null when it is not theirs or does not exist. */
  delete(userId: string, highlightId: string): Promise<HighlightRecord | null>;
  /** The reader's highlights on one story, in the order they were made. */
  ofReaderOnPost(userId: string, postId: string): Promise<HighlightRecord[]>;
  /** The reader's highlights on these stories, for lists of stories (one statement). */
  ofReaderOnPosts(userId: string, postIds: readonly string[]): Promise<Map<string, HighlightRecord[]>>;
  /** The passages with the most readers on a story (all of those tied for the most), with at least `minReaders`. */
  mostHighlighted(postId: string, minReaders: number): Promise<PassageCount[]>;
  /** How many readers highlighted exactly this range of the story. */
  readersOf(postId: string, range: HighlightRange): Promise<number>;
  /** A reader's highlights newest first, keyset-paged over (created_at, id); only those on stories still published. */
  ofReader(userId: string, limit: number, after: KeysetCursor | null): Promise<HighlightRecord[]>;
}
