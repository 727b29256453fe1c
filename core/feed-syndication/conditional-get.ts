// platform-reference §2.1 (feeds and the sitemap are polled): a conditional GET (RFC 9110 §13.1) answers 304
// when the reader already holds this version — If-None-Match against the ETag first, and only without it
// If-Modified-Since against the last change, to the second.

/** Whether an If-None-Match header names this ETag (weak comparison) or `*`. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const own = opaque(etag);
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === own);
}

export function isNotModified(
  headers: { ifNoneMatch: string | null; ifModifiedSince: string | null },
  current: { etag: string; lastModified: Date | null },
): boolean {
  if (headers.ifNoneMatch !== null) return etagMatches(headers.ifNoneMatch, current.etag);
  if (headers.ifModifiedSince === null || current.lastModified === null) return false;
  const since = Date.parse(headers.ifModifiedSince);
  if (Number.isNaN(since)) return false;
  return Math.floor(current.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}
