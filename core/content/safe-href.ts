// platform-reference §3 (markup kinds: links): which link addresses a story may carry. Apart from paragraph.ts (the
// schema, with zod) so that a page that only checks links — the editor's importer — does not carry the schema.
import { HREF_MAX_CHARS } from './post-limits.ts';

/**
 * A link a reader may follow: http(s) to a host, mailto, or a path on this site. Protocol-relative (`//host`),
 * `javascript:`, `data:` and anything with a control character or whitespace are refused.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > HREF_MAX_CHARS) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(href)) return false;
  return /^https?:\/\/[^/?#]+/i.test(href) || /^mailto:[^/]/i.test(href) || /^\/(?![/\\])/.test(href);
}
