// Text that may reach the store: PostgreSQL refuses U+0000 in text, so a NUL anywhere in a request's
// address or body is bad input (a 400 with a short message), never a database error (a 500).
export const NUL_MESSAGE = 'The request contains a NUL character, which no address or text may hold.';

/** Whether a string holds U+0000. */
export const hasNul = (text: string): boolean => text.includes('\u0000');

/** Whether a value (a parsed body's or a variable's, at any depth, keys included) holds U+0000. */
export function containsNul(value: unknown): boolean {
  // A stack, not recursion: a hostile value may nest deeper than the call stack goes.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (hasNul(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (hasNul(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** A request address's path and query, decoded as a handler will read them, hold a NUL. */
export function addressHasNul(pathname: string, search: string): boolean {
  if (hasNul(pathname) || hasNul(search)) return true;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(pathname);
  } catch {
    decodedPath = pathname;
  }
  if (hasNul(decodedPath)) return true;
  for (const [key, value] of new URLSearchParams(search)) if (hasNul(key) || hasNul(value)) return true;
  return false;
}
