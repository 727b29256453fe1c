// platform-reference §2.1 (feeds): how a story becomes a feed item. The item links to the story's own
// address on the configured public origin (never the request's Host); a member-only (locked) story carries
// only its preview and a note that leads to the rest; links and images in the body are made absolute and
// anything that is not a web or mail address is dropped; text is cut to what XML 1.0 may carry. The surrogate
// tags name what the feed shows, so the edge cache purges it with the pages that show the same stories.
import { canReadFullPost, ANONYMOUS_READER, lockedPreview } from '../content/access.ts';
import type { Paragraph } from '../content/paragraph.ts';
import { HOME_TAG, postTag, userTag } from '../edge-cache/edge-cache.ts';

/** An address on the public origin: the origin without a trailing slash, then the path. */
export function absoluteUrl(publicOrigin: string, path: string): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An image's address: `/media/{id}` on the public origin, the id escaped as one path segment. */
export function mediaUrl(publicOrigin: string, imageId: string): string {
  return absoluteUrl(publicOrigin, `/media/${encodeURIComponent(imageId)}`);
}

/**
 * A link in a story as a feed carries it: http(s) and mailto as they are, a site path (`/…`, not `//…`) on the
 * public origin; anything else (javascript:, data:, a protocol-relative address) is no link at all.
 */
export function feedHref(href: string | undefined, publicOrigin: string): string | null {
  if (href === undefined) return null;
  const value = href.trim();
  if (/^https?:\/\/[^\s]+$/i.test(value) || /^mailto:[^\s]+$/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) && !/\s/.test(value)) return absoluteUrl(publicOrigin, value);
  return null;
}

// XML 1.0 allows tab, line feed, carriage return and the characters from U+0020 on, except lone surrogates
// and U+FFFE/U+FFFF. Anything else in a title or a body would make the whole feed unreadable.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text with every character XML 1.0 cannot carry removed. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '');
}

/** The sentence under a member-only story's preview, pointing to the story on the product. */
export const readFullStoryNote = (productName: string): string => `Read the full story on ${productName}.`;

export type FeedItemBody =
  | { kind: 'full'; paragraphs: readonly Paragraph[] }
  | { kind: 'preview'; paragraphs: readonly Paragraph[]; note: string };

/**
 * What of a story's body a feed carries. A feed is read by nobody in particular, so it is read as an anonymous
 * reader reads: a member-only story gives its preview (core/content/access.ts) and the note, never more.
 */
export function feedItemBody(post: { isLocked: boolean; creatorId: string }, body: readonly Paragraph[], productName: string): FeedItemBody {
  if (canReadFullPost(post, ANONYMOUS_READER)) return { kind: 'full', paragraphs: body };
  return { kind: 'preview', paragraphs: lockedPreview(body), note: readFullStoryNote(productName) };
}

/** What a feed shows, as far as its surrogate tags go: its own scope's tag and its stories and their writers. */
export type FeedTagSource = { scopeTag: string | null; items: readonly { postId: string; creatorId: string }[] };

/**
 * A feed's surrogate tags. Every story written anywhere purges the home tag (adapters/server/edge-cache), and
 * every feed is a slice of the stories home lists, so every feed carries it and a new story reaches every feed
 * that should show it; the scope's tag (a publication renamed, a tag's page), each story's tag (an edit, a
 * suspension) and each writer's tag (a new name on a byline) purge it too. No tag repeats.
 */
export function feedSurrogateTags(source: FeedTagSource): string[] {
  const tags = [HOME_TAG, ...(source.scopeTag ? [source.scopeTag] : [])];
  for (const item of source.items) tags.push(postTag(item.postId), userTag(item.creatorId));
  return [...new Set(tags)];
}
