// The issue "Reading together" (reading history, /me/readinghistory): which story openings are recorded, and
// the history's paging. Decisions: nothing is recorded while the reader has paused their history; a writer's
// own stories are not recorded (they live in Your Stories, and a writer rereading their draft-turned-story is
// not reading); opening a story again moves it to the top (last_read_at), never adds a second entry.

export type RecordDecision = { record: true } | { record: false; reason: 'paused' | 'own-story' | 'not-readable' };

export function shouldRecordRead(input: { paused: boolean; readerId: string; creatorId: string; readable: boolean }): RecordDecision {
  if (input.paused) return { record: false, reason: 'paused' };
  if (!input.readable) return { record: false, reason: 'not-readable' };
  if (input.readerId === input.creatorId) return { record: false, reason: 'own-story' };
  return { record: true };
}

/** Page sizes of the reading history and of a reader's highlights, when the client names none, and the most. */
export const READING_HISTORY_PAGE_SIZE = 10;
export const HIGHLIGHTS_PAGE_SIZE = 10;
export const PAGE_SIZE_MAX = 50;

export const READING_HISTORY_COPY = {
  pauseLabel: 'Pause reading history',
  pauseHelp: 'While paused, stories you open are not added to your reading history. What is already there stays until you remove it.',
  empty: 'You haven’t read any stories yet.',
  emptyPaused: 'Your reading history is paused.',
  clearAll: 'Clear all',
  clearConfirmTitle: 'Clear your reading history?',
  clearConfirmBody: 'All stories will be removed from your reading history. This cannot be undone.',
  removed: 'Story removed from your reading history.',
  cleared: 'Your reading history is cleared.',
} as const;

/** A keyset cursor over (time, id), newest first: opaque text for the client. */
export type KeysetCursor = { at: number; id: string };

export function encodeCursor(cursor: KeysetCursor): string {
  return `${cursor.at}.${cursor.id}`;
}

export function decodeCursor(text: string | null | undefined): KeysetCursor | null {
  if (!text) return null;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(text);
  if (!match) return null;
  return { at: Number(match[1]), id: match[2]! };
}

/** The page size a client asked for, bounded (1..PAGE_SIZE_MAX), or the default. */
export const pageSize = (requested: number | null | undefined, fallback: number): number =>
  requested === null || requested === undefined || !Number.isInteger(requested) ? fallback : Math.min(PAGE_SIZE_MAX, Math.max(1, requested));
