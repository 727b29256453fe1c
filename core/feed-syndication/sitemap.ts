// platform-reference §2.1 (/sitemap/sitemap.xml): the sitemap as an index of children, each listing at most
// SITEMAP_PAGE_SIZE addresses of one section (stories with their last change, profiles, publications, tags,
// topics). A child is addressed by its section and the key its page starts at, so the store reads each
// child with one keyset query on an index (`key >= from order by key limit size`), however deep it is.
import { SITEMAP_PATH } from './sitemap-link.ts';

/** The sitemap protocol's limit: at most 50,000 addresses in a sitemap and 50,000 sitemaps in an index. */
export const SITEMAP_PAGE_SIZE = 50_000;

export const SITEMAP_SECTIONS = ['stories', 'profiles', 'publications', 'tags', 'topics'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** The query parameters of a child: `?section=stories&from={key}`. */
export const SITEMAP_SECTION_PARAM = 'section';
export const SITEMAP_FROM_PARAM = 'from';

/** The longest key a child may start at (ids, handles and slugs are far shorter). */
export const SITEMAP_KEY_MAX = 200;

/** One child of the index: a section's page, from its first key. */
export type SitemapChild = { section: SitemapSection; from: string };

export type SitemapRequest =
  | { ok: true; kind: 'index' }
  | { ok: true; kind: 'child'; child: SitemapChild }
  | { ok: false; error: 'BAD_SITEMAP_QUERY'; message: string };

/** What a request for the sitemap asks for: the index (no parameters), or one child; anything else is refused. */
export function parseSitemapRequest(query: URLSearchParams): SitemapRequest {
  const keys = [...new Set(query.keys())];
  if (keys.length === 0) return { ok: true, kind: 'index' };
  const bad = (message: string): SitemapRequest => ({ ok: false, error: 'BAD_SITEMAP_QUERY', message });
  const unknown = keys.find((k) => k !== SITEMAP_SECTION_PARAM && k !== SITEMAP_FROM_PARAM);
  if (unknown !== undefined) return bad(`The sitemap takes only ${SITEMAP_SECTION_PARAM} and ${SITEMAP_FROM_PARAM}.`);
  const sections = query.getAll(SITEMAP_SECTION_PARAM);
  const froms = query.getAll(SITEMAP_FROM_PARAM);
  if (sections.length !== 1 || froms.length !== 1) return bad(`A sitemap page needs one ${SITEMAP_SECTION_PARAM} and one ${SITEMAP_FROM_PARAM}.`);
  const section = sections[0]!;
  const from = froms[0]!;
  if (!(SITEMAP_SECTIONS as readonly string[]).includes(section)) return bad(`Unknown sitemap section: use one of ${SITEMAP_SECTIONS.join(', ')}.`);
  if (from.length > SITEMAP_KEY_MAX) return bad(`A sitemap page's ${SITEMAP_FROM_PARAM} is at most ${SITEMAP_KEY_MAX} characters.`);
  return { ok: true, kind: 'child', child: { section: section as SitemapSection, from } };
}

/** A child's address (relative to the public origin); the inverse of parseSitemapRequest. */
export function sitemapChildPath(child: SitemapChild): string {
  const query = new URLSearchParams({ [SITEMAP_SECTION_PARAM]: child.section, [SITEMAP_FROM_PARAM]: child.from });
  return `${SITEMAP_PATH}?${query.toString()}`;
}

/**
 * The index's children: for each section in order, one child per page of its keys. `pageStarts` holds, per
 * section, the first key of each page (the store's every `pageSize`-th key, in key order); a section with no
 * keys has no child. The index itself never lists more than `pageSize` children.
 */
export function sitemapChildren(pageStarts: Readonly<Partial<Record<SitemapSection, readonly string[]>>>, pageSize: number = SITEMAP_PAGE_SIZE): SitemapChild[] {
  const children: SitemapChild[] = [];
  for (const section of SITEMAP_SECTIONS) for (const from of pageStarts[section] ?? []) children.push({ section, from });
  return children.slice(0, pageSize);
}

/**
 * The first key of every page, from the keys in order: the 1st, the (size+1)th, … — what the store computes
 * in SQL with row_number(); stated here so a spec can hold the two together.
 */
export function pageStartsOf(keys: readonly string[], pageSize: number = SITEMAP_PAGE_SIZE): string[] {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError('A sitemap page holds at least one address.');
  return keys.filter((_, i) => i % pageSize === 0);
}

/** How many children a section of `count` addresses has. */
export const childCount = (count: number, pageSize: number = SITEMAP_PAGE_SIZE): number => Math.ceil(count / pageSize);
