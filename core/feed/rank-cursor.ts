// platform-reference §3 paging for lists ranked by a count (a tag's recommended stories by claps, a tag's writers by
// their stories there): keyset paging over (rank desc, id desc) with an opaque, URL-safe cursor, so a page is an
// index range read however long the list grows.
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, type PagingInput } from './paging.ts';

/** The place of the last item seen: its rank (a whole count, 0 or more) and its id. */
export type RankPosition = { rank: number; id: string };

const CURSOR = /^r([0-9a-z]{1,11})\.([0-9A-Za-z_-]{1,64})$/;

export function encodeRankCursor(position: RankPosition): string {
  return `r${position.rank.toString(36)}.${position.id}`;
}

export function decodeRankCursor(cursor: string): RankPosition | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const rank = parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(rank) || rank.toString(36) !== match[1]) return null;
  return { rank, id: match[2]! };
}

export type RankPagingResult =
  | { ok: true; limit: number; after: RankPosition | null }
  | { ok: false; error: 'INVALID_LIMIT' | 'INVALID_CURSOR'; message: string };

/** The same limits and messages as the feeds' paging (core/feed/paging.ts), with a rank cursor. */
export function parseRankPaging(input: PagingInput | null | undefined): RankPagingResult {
  const limit = input?.limit ?? DEFAULT_PAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    return { ok: false, error: 'INVALID_LIMIT', message: `The paging limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.` };
  }
  if (input?.to === undefined || input.to === null || input.to === '') return { ok: true, limit, after: null };
  const after = decodeRankCursor(input.to);
  if (!after) return { ok: false, error: 'INVALID_CURSOR', message: 'The paging cursor is not one this feed gave out.' };
  return { ok: true, limit, after };
}

/** Given one more row than asked for, the page and the cursor of the next one (null at the end). */
export function rankPageOf<T>(rows: readonly T[], limit: number, positionOf: (row: T) => RankPosition): { items: T[]; next: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rows.length > limit && last !== undefined ? encodeRankCursor(positionOf(last)) : null };
}
