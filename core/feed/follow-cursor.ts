// platform-reference §3 paging for the followers, following and mute lists (reader-experience §7): where a list
// left off, as an opaque URL-safe cursor — the follow's time in microseconds (the store's own precision, so no
// two follows collapse into one) and the user's or publication's id.
export type FollowCursor = { atMicros: bigint; id: string };

const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,200}$/;
const PLACE = /^(\d{1,20}):([0-9A-Za-z_-]{1,64})$/;

// base64url without padding, over ASCII text only (a cursor's place is digits, a colon and an id).
const toBase64Url = (ascii: string): string => btoa(ascii).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function fromBase64Url(text: string): string | null {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

export function encodeFollowCursor(cursor: FollowCursor): string {
  return toBase64Url(`${cursor.atMicros}:${cursor.id}`);
}

/** The place a cursor names, or null for any text this codec did not make. */
export function decodeFollowCursor(text: string): FollowCursor | null {
  const raw = CURSOR_TEXT.test(text) ? fromBase64Url(text) : null;
  const match = raw === null ? null : PLACE.exec(raw);
  if (!match) return null;
  const cursor = { atMicros: BigInt(match[1]!), id: match[2]! };
  // Only the exact text a list gave out: no leading zeros or stray base64 bits standing in for it.
  return encodeFollowCursor(cursor) === text ? cursor : null;
}
