// platform-reference §3 (paging uses limit, next cursor and pageInfo) and §7.4 (webRecommendedFeed):
// keyset paging over (publishedAt, id), newest first, with an opaque cursor.
export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 25;

export type FeedPosition = { publishedAt: Date; id: string };

export type PagingInput = { limit?: number | null | undefined; to?: string | null | undefined };

export type PagingResult =
  | { ok: true; limit: number; after: FeedPosition | null }
  | { ok: false; error: 'INVALID_LIMIT' | 'INVALID_CURSOR'; message: string };

const CURSOR = /^([0-9a-z]{1,12})\.([0-9a-f]{1,32})$/;

/** The cursor names the last item already seen; it is opaque to callers but URL-safe. */
export function encodeCursor(position: FeedPosition): string {
  return `${position.publishedAt.getTime().toString(36)}.${position.id}`;
}

export function decodeCursor(cursor: string): FeedPosition | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const millis = parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(millis)) return null;
  return { publishedAt: new Date(millis), id: match[2]! };
}

export function parsePaging(input: PagingInput | null | undefined): PagingResult {
  const limit = input?.limit ?? DEFAULT_PAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    return {
      ok: false,
      error: 'INVALID_LIMIT',
      message: `The paging limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`,
    };
  }
  if (input?.to === undefined || input.to === null || input.to === '') return { ok: true, limit, after: null };
  const after = decodeCursor(input.to);
  if (!after) return { ok: false, error: 'INVALID_CURSOR', message: 'The paging cursor is not one this feed gave out.' };
  return { ok: true, limit, after };
}

/** Given one more row than asked for, the page and the cursor of the next one (null at the end). */
export function pageOf<T extends FeedPosition>(rows: readonly T[], limit: number): { items: T[]; next: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rows.length > limit && last ? encodeCursor(last) : null };
}
