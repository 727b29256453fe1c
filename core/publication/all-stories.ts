// platform-reference §2.2 Collection route All (query orderBy earliest or most-popular, and topic): every story of a
// publication, newest first by default, oldest first (earliest) or by claps (most-popular), keyset-paged with an
// opaque cursor over (the order's key, the story's id).
import type { AllCursor, AllOrder } from '../ports/publication-settings.port.ts';

export const ALL_ORDERS = ['newest', 'earliest', 'most-popular'] as const satisfies readonly AllOrder[];

/** The route's orderBy: 'earliest' or 'most-popular'; anything else (or none) is newest first. */
export function allOrderOf(orderBy: string | null | undefined): AllOrder {
  return orderBy === 'earliest' || orderBy === 'most-popular' ? orderBy : 'newest';
}

export const ALL_ORDER_LABELS: Record<AllOrder, string> = { newest: 'Newest', earliest: 'Earliest', 'most-popular': 'Most popular' };

const CURSOR = /^(-?[0-9a-z]{1,12})\.([0-9a-zA-Z_-]{1,64})$/;

export function encodeAllCursor(cursor: AllCursor): string {
  return `${cursor.key.toString(36)}.${cursor.id}`;
}

export function decodeAllCursor(text: string): AllCursor | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const key = parseInt(match[1]!, 36);
  return Number.isSafeInteger(key) ? { key, id: match[2]! } : null;
}
