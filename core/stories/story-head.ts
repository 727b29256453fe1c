// Issue 18: what a story page's head tells search engines and social previews — the description, the canonical
// address, Open Graph, the Twitter card and a JSON-LD Article (schema.org; a member-only story is marked as
// paywalled content the way Google documents it: isAccessibleForFree false, and hasPart naming the element that
// holds the story's body). Addresses are built from the configured public origin, never from the request's Host
// (platform-reference §2: a story in a publication lives at the publication's address — its live custom domain
// when it has one).
import { pathTo } from '../routing/paths.ts';

/** The longest description a head carries (search engines cut longer ones). */
export const DESCRIPTION_MAX = 160;

/** The element of the story page that holds the story's body (ui/components/PostBody.tsx), for hasPart. */
export const STORY_BODY_SELECTOR = '.post-body';

export type StoryHeadInput = {
  /** The configured public origin: https://quire.example. */
  origin: string;
  productName: string;
  title: string;
  subtitle: string;
  /** The story's first paragraphs' text, used when it has no subtitle. */
  excerpt: string;
  /** The site-relative address (/@writer/slug-id or /publication/slug-id). */
  path: string;
  /** The publication that accepted the story; its custom domain (live) when it is served on one. */
  publication: { name: string; slug: string; domain: string | null; path: string } | null;
  author: { name: string; path: string };
  previewImageId: string | null;
  publishedAt: number | null;
  modifiedAt: number | null;
  isLocked: boolean;
  /** A canonical address the writer gave (a story first published elsewhere); an absolute http(s) URL or null. */
  canonicalUrl?: string | null;
};

export type HeadMeta = { kind: 'name' | 'property'; key: string; content: string };

export type StoryHead = {
  description: string;
  canonicalUrl: string;
  meta: HeadMeta[];
  jsonLd: Record<string, unknown>;
};

/** Whitespace collapsed; cut at a word boundary to at most `max` characters with an ellipsis. */
export function summarize(text: string, max: number = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * A story's canonical address: the writer's own canonical URL when they gave one; a story in a publication with a
 * live custom domain lives there (the collection slug dropped, platform-reference §2); otherwise the public origin
 * and the story's path.
 */
export function storyCanonicalUrl(input: Pick<StoryHeadInput, 'origin' | 'path' | 'publication' | 'canonicalUrl'>): string {
  if (input.canonicalUrl && isHttpUrl(input.canonicalUrl)) return new URL(input.canonicalUrl).toString();
  const origin = new URL(input.origin);
  const { publication } = input;
  if (publication?.domain) {
    const prefix = `/${publication.slug}`;
    const rest = input.path === prefix ? '/' : input.path.startsWith(`${prefix}/`) ? input.path.slice(prefix.length) : input.path;
    return `${origin.protocol}//${publication.domain}${rest}`;
  }
  return `${origin.origin}${input.path}`;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function storyHead(input: StoryHeadInput): StoryHead {
  const origin = new URL(input.origin).origin;
  const description = summarize(input.subtitle || input.excerpt || input.title);
  const canonicalUrl = storyCanonicalUrl(input);
  const imageUrl = input.previewImageId ? `${origin}${pathTo('ApiMedia', { mediaResourceId: input.previewImageId })}` : null;
  const authorUrl = `${origin}${input.author.path}`;
  const published = iso(input.publishedAt);
  const modified = iso(input.modifiedAt ?? input.publishedAt);
  const siteName = input.publication?.name ?? input.productName;
  const meta: HeadMeta[] = [
    { kind: 'property', key: 'og:type', content: 'article' },
    { kind: 'property', key: 'og:site_name', content: siteName },
    { kind: 'property', key: 'og:title', content: input.title },
    { kind: 'property', key: 'og:description', content: description },
    { kind: 'property', key: 'og:url', content: canonicalUrl },
    ...(imageUrl ? [{ kind: 'property', key: 'og:image', content: imageUrl } as const] : []),
    ...(published ? [{ kind: 'property', key: 'article:published_time', content: published } as const] : []),
    ...(modified ? [{ kind: 'property', key: 'article:modified_time', content: modified } as const] : []),
    { kind: 'property', key: 'article:author', content: authorUrl },
    { kind: 'name', key: 'author', content: input.author.name },
    { kind: 'name', key: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { kind: 'name', key: 'twitter:title', content: input.title },
    { kind: 'name', key: 'twitter:description', content: description },
    ...(imageUrl ? [{ kind: 'name', key: 'twitter:image', content: imageUrl } as const] : []),
  ];
  const publisher = input.publication
    ? { '@type': 'Organization', name: input.publication.name, url: storyCanonicalUrl({ origin, path: input.publication.path, publication: input.publication }) }
    : { '@type': 'Organization', name: input.productName, url: `${origin}/` };
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description,
    url: canonicalUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl },
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: { '@type': 'Person', name: input.author.name, url: authorUrl },
    publisher,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    isAccessibleForFree: !input.isLocked,
    ...(input.isLocked ? { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: STORY_BODY_SELECTOR } } : {}),
  };
  return { description, canonicalUrl, meta, jsonLd };
}
