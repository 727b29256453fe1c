// A publication's feature pages (platform-reference §2.2: /{publication}/settings/feature-pages, /new,
// /{topicSlug}/edit; the page itself at /{publication}/{topicSlug}/home and /{featureSlug}/tagged/{tagSlug}; a
// navigation tab of kind Section leads to one, reader-experience §2.6): each is a section of the publication with an
// address, a title, a description, a layout of its stories (grid or list, as the homepage's sections) and the tags
// that choose its stories — the publication's stories carrying any of them. The rules for what editors may save.
import { slugify } from './settings.ts';
import { FEATURE_PAGE_LAYOUTS, type FeaturePageLayout } from './feature-page-order.ts';

export const FEATURE_PAGE_LIMITS = { pages: 20, title: 100, description: 280, slug: 60, tags: 5 } as const;

export type FeaturePageDraft = { title: string; slug: string; description: string; layout: string; tags: readonly string[] };
export type FeaturePage = { title: string; slug: string; description: string; layout: FeaturePageLayout; tags: string[] };

export type FeaturePageResult = { ok: true; value: FeaturePage } | { ok: false; field: 'title' | 'slug' | 'description' | 'layout' | 'tags'; message: string };

export const FEATURE_PAGE_MESSAGES = {
  titleRequired: 'A feature page needs a title.',
  titleTooLong: `A feature page's title has at most ${FEATURE_PAGE_LIMITS.title} characters.`,
  descriptionTooLong: `A feature page's description has at most ${FEATURE_PAGE_LIMITS.description} characters.`,
  badSlug: `A feature page's address is lower-case letters, digits and dashes (at most ${FEATURE_PAGE_LIMITS.slug}).`,
  reservedSlug: (slug: string) => `'${slug}' is the address of another page of the publication; choose another.`,
  badLayout: 'A feature page shows its stories as a grid or a list.',
  noTags: 'A feature page needs at least one tag: its stories are the publication’s stories with any of them.',
  tooManyTags: `A feature page has at most ${FEATURE_PAGE_LIMITS.tags} tags.`,
  badTag: (tag: string) => `'${tag}' is not a tag (a tag is lower-case words joined by dashes, like data-science).`,
  taken: (slug: string) => `The publication already has a feature page at '${slug}'.`,
  tooMany: `A publication has at most ${FEATURE_PAGE_LIMITS.pages} feature pages.`,
  notFound: 'There is no such feature page.',
  badOrder: 'The new order must name each of the publication’s feature pages once.',
} as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const chars = (s: string) => [...s].length;

/** A tag as typed ('Data Science', '#data-science', ' data-science ') to its slug ('data-science'); '' when nothing is left. */
export function tagSlugOf(typed: string): string {
  return slugify(typed.replace(/^#+/, ''));
}

/**
 * A feature page as it will be stored: the address from the title when empty, never one of the publication's own
 * pages (`reserved`: about, archive, settings… — feature-page-slugs.ts), tags as slugs, each once, 1 to 5.
 */
export function parseFeaturePage(draft: FeaturePageDraft, reserved: ReadonlySet<string>): FeaturePageResult {
  const title = draft.title.trim();
  if (title === '') return { ok: false, field: 'title', message: FEATURE_PAGE_MESSAGES.titleRequired };
  if (chars(title) > FEATURE_PAGE_LIMITS.title) return { ok: false, field: 'title', message: FEATURE_PAGE_MESSAGES.titleTooLong };
  const description = draft.description.trim();
  if (chars(description) > FEATURE_PAGE_LIMITS.description) return { ok: false, field: 'description', message: FEATURE_PAGE_MESSAGES.descriptionTooLong };
  const slug = draft.slug.trim() === '' ? slugify(title) : draft.slug.trim();
  if (!SLUG.test(slug) || slug.length > FEATURE_PAGE_LIMITS.slug) return { ok: false, field: 'slug', message: FEATURE_PAGE_MESSAGES.badSlug };
  if (reserved.has(slug)) return { ok: false, field: 'slug', message: FEATURE_PAGE_MESSAGES.reservedSlug(slug) };
  if (!(FEATURE_PAGE_LAYOUTS as readonly string[]).includes(draft.layout)) return { ok: false, field: 'layout', message: FEATURE_PAGE_MESSAGES.badLayout };
  const tags: string[] = [];
  for (const typed of draft.tags) {
    if (typed.trim() === '') continue;
    const tag = tagSlugOf(typed);
    if (tag === '') return { ok: false, field: 'tags', message: FEATURE_PAGE_MESSAGES.badTag(typed.trim()) };
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length === 0) return { ok: false, field: 'tags', message: FEATURE_PAGE_MESSAGES.noTags };
  if (tags.length > FEATURE_PAGE_LIMITS.tags) return { ok: false, field: 'tags', message: FEATURE_PAGE_MESSAGES.tooManyTags };
  return { ok: true, value: { title, slug, description, layout: draft.layout as FeaturePageLayout, tags } };
}
