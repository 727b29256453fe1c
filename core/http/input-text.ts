// Text that may reach the store: PostgreSQL refuses U+0000 in text, so a NUL anywhere in a request's
// address or body is bad input (a 400 with a short message), never a database error (a 500).
export const NUL_MESSAGE = 'The request contains a NUL character, which no address or text may hold.';

/** Whether a string holds U+0000. */
export const hasNul = (text: string): boolean => text.includes('\u0000');

/** Whether any string in a parsed JSON value (keys included) holds U+0000; deep values are walked iteratively. */
export function jsonHasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (hasNul(item)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (hasNul(key)) return true;
        stack.push(inner);
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
