// Issue 22 part B: a publication's pages (platform-reference §2.2 Collection routes; layouts §2.4) — about, latest,
// trending, featured, the archive by year, month and day, all stories in an order, followers, write-for-us and its
// subpages — and its settings (reader-experience §2.6: Info & Homepage, Navigation, Subpages, About) for its owners
// and editors. Each page is cached at the edge under the publication's tag, so a settings change or a story of it
// purges them all; each carries the publication's search tags (seoMetaTags) in its head.
import { archiveDateOf, archiveLabel } from '../../../../core/publication/archive.ts';
import { allOrderOf, ALL_ORDER_LABELS } from '../../../../core/publication/all-stories.ts';
import { canChangeSettings } from '../../../../core/publication/settings.ts';
import { feedAlternate } from '../../../../core/feed-syndication/feed-scope.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import {
  PublicationAboutQuery,
  PublicationAllQuery,
  PublicationArchiveIndexQuery,
  PublicationArchiveQuery,
  PublicationFeaturedQuery,
  PublicationFollowersQuery,
  PublicationLatestQuery,
  PublicationSettingsQuery,
  PublicationSubpageQuery,
  PublicationTrendingQuery,
  PublicationWriteForUsQuery,
  type PublicationPageContextData,
} from '../../../../ui/publication-page-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

type Context = Pick<PublicationPageContextData, 'id' | 'name' | 'slug' | 'url' | 'tagline' | 'description' | 'seoMetaTags'>;

/** The page's own address: under the publication's path, or the bare path on its custom domain. */
const ownPath = (load: PageLoad, publication: { url: string }, suffix: string) => `${load.request.domain.kind === 'main' ? publication.url : ''}${suffix}`;

/** The page with the publication's search tags, its edge-cache tag and the search box scoped to it. */
function publicationPage(load: PageLoad, publication: Context, title: string, path: string, options: { cache?: boolean; description?: string } = {}): PageData {
  const { productName, publicOrigin, request } = load;
  const description = options.description || publication.seoMetaTags.description || publication.tagline || publication.description || `Stories from ${publication.name} on ${productName}.`;
  return load.page({
    title: `${title} – ${productName}`,
    description,
    canonicalPath: path,
    head: {
      meta: [{ kind: 'name', key: 'robots', content: publication.seoMetaTags.robots }],
      canonicalUrl: request.domain.kind === 'main' ? publicOrigin.replace(/\/+$/, '') + path : path,
      jsonLd: null,
    },
    search: { scope: { kind: 'publication', id: publication.id, name: publication.name, slug: publication.slug }, publicationPage: true },
    alternate: [feedAlternate({ kind: 'publication', slug: publication.slug, name: publication.name }, productName)],
    ...(options.cache === false ? {} : { edgeCache: { kind: 'publication' as const, publicationId: publication.id } }),
  });
}

/** Other spellings of the address go to the page's own; the query string stays. */
export async function settle(load: PageLoad, publication: Context | null | undefined, suffix: string, title: (p: Context) => string, options?: { cache?: boolean; description?: string }): Promise<PageData> {
  if (!publication) return load.notFound();
  const own = ownPath(load, publication, suffix);
  if (load.request.path !== own) return load.redirect(own + (load.request.search ?? ''));
  return publicationPage(load, publication, title(publication), own, options);
}

const slugOf = (load: PageLoad) => load.route.params.collectionSlug ?? '';

export const publicationAboutPage: ServerPage = {
  routes: ['ShowCollectionMasthead'],
  async load(load) {
    const publication = (await load.preload(PublicationAboutQuery, { slug: slugOf(load) }))?.publication;
    return settle(load, publication, '/about', (p) => `About ${p.name}`, { description: publication?.about.slice(0, 160) ?? '' });
  },
};

export const publicationLatestPage: ServerPage = {
  routes: ['ShowCollectionLatest'],
  async load(load) {
    const publication = (await load.preload(PublicationLatestQuery, { slug: slugOf(load) }))?.publication;
    return settle(load, publication, '/latest', (p) => `Latest stories in ${p.name}`);
  },
};

export const publicationTrendingPage: ServerPage = {
  routes: ['ShowCollectionTrending'],
  async load(load) {
    const publication = (await load.preload(PublicationTrendingQuery, { slug: slugOf(load) }))?.publication;
    return settle(load, publication, '/trending', (p) => `Trending in ${p.name}`);
  },
};

export const publicationFeaturedPage: ServerPage = {
  routes: ['ShowCollectionFeatured'],
  async load(load) {
    const publication = (await load.preload(PublicationFeaturedQuery, { slug: slugOf(load) }))?.publication;
    return settle(load, publication, '/featured', (p) => `Featured in ${p.name}`);
  },
};

/** /archive, /archive/{year}, /archive/{year}/{month}, /archive/{year}/{month}/{day}, and /all?orderBy=&topic=. */
export const publicationArchivePage: ServerPage = {
  routes: ['ShowCollectionArchive', 'ShowCollectionArchiveYearly', 'ShowCollectionArchiveMonthly', 'ShowCollectionArchiveDaily', 'ShowCollectionAll', 'ShowCollectionAllPage'],
  async load(load) {
    const { route } = load;
    const slug = slugOf(load);
    if (route.name === 'ShowCollectionAllPage') {
      // Numbered pages are read with keyset paging from /all ('Show more'); a numbered address lands on its start.
      return load.redirect(pathTo('ShowCollectionAll', { collectionSlug: slug }) + (load.request.search ?? ''));
    }
    if (route.name === 'ShowCollectionAll') {
      const order = allOrderOf(route.params.orderBy);
      const topic = route.params.topic?.trim().toLowerCase() || null;
      const publication = (
        await load.preload(PublicationAllQuery, { slug, orderBy: ORDER_ENUM[order], topic, paging: { limit: 10 } })
      )?.publication;
      return settle(load, publication, '/all', (p) => `${ALL_ORDER_LABELS[order]} stories${topic ? ` about ${topic}` : ''} in ${p.name}`);
    }
    if (route.name === 'ShowCollectionArchive') {
      const publication = (await load.preload(PublicationArchiveIndexQuery, { slug }))?.publication;
      return settle(load, publication, '/archive', (p) => `Archive of ${p.name}`);
    }
    const date = archiveDateOf(route.params);
    if (!date) return load.notFound();
    const publication = (await load.preload(PublicationArchiveQuery, { slug, year: date.year, month: date.month ?? null, day: date.day ?? null, paging: { limit: 10 } }))?.publication;
    const suffix = `/archive/${date.year}${date.month ? `/${String(date.month).padStart(2, '0')}` : ''}${date.day ? `/${String(date.day).padStart(2, '0')}` : ''}`;
    return settle(load, publication, suffix, (p) => `${p.name}: ${archiveLabel(date)}`);
  },
};

const ORDER_ENUM = { newest: 'NEWEST', earliest: 'EARLIEST', 'most-popular': 'MOST_POPULAR' } as const;

export const publicationFollowersPage: ServerPage = {
  routes: ['ShowCollectionLiteFollowers'],
  async load(load) {
    const publication = (await load.preload(PublicationFollowersQuery, { slug: slugOf(load), after: null }))?.publication;
    return settle(load, publication, '/followers', (p) => `Followers of ${p.name}`);
  },
};

export const publicationWriteForUsPage: ServerPage = {
  routes: ['ShowCollectionWriteForUs'],
  async load(load) {
    const publication = (await load.preload(PublicationWriteForUsQuery, { slug: slugOf(load) }))?.publication;
    return settle(load, publication, '/write-for-us', (p) => `Write for ${p.name}`);
  },
};

export const publicationSubpagePage: ServerPage = {
  routes: ['ShowCollectionSubpage'],
  async load(load) {
    const subpageSlug = (load.route.params.subpageSlug ?? '').toLowerCase();
    const publication = (await load.preload(PublicationSubpageQuery, { slug: slugOf(load), subpageSlug }))?.publication;
    const subpage = publication?.subpage;
    if (!publication || !subpage) return load.notFound();
    const excerpt = subpage.bodyModel.paragraphs.find((p) => p.type === 'P')?.text.slice(0, 160) ?? '';
    return settle(load, publication, `/subpage/${subpage.slug}`, (p) => `${subpage.title} – ${p.name}`, { description: excerpt });
  },
};

/**
 * `/{publication}/{topic}/home`, where a navigation tab of kind Section (a topic) leads, when the publication has no
 * feature page at that address (feature-pages.pages.ts): the publication's stories about the topic —
 * /all?topic={topic} — by a temporary redirect. On a custom domain the address stays on it.
 */
export function loadPublicationTopicHome(load: PageLoad): PageData {
  const topic = (load.route.params.topicSlug ?? '').trim().toLowerCase();
  const all = load.request.domain.kind === 'main' ? pathTo('ShowCollectionAll', { collectionSlug: slugOf(load) }) : '/all';
  return load.redirect(`${all}?topic=${encodeURIComponent(topic)}`, 302);
}

/** The settings routes this part builds (the others of the 'settings' page answer 501). */
export const PUBLICATION_SETTINGS_ROUTES = [
  'ShowCollectionSettings',
  // /{publication}/edit edits the masthead — name, tagline, header — which is the Info & Homepage form.
  'ShowCollectionEditMasthead',
  'ShowCollectionNavigationSettings',
  'ShowCollectionAboutSettings',
  'ShowCollectionSubpageList',
  'ShowCollectionNewSubpage',
  'ShowCollectionEditSubpage',
] as const;

const SETTINGS_TITLES: Record<(typeof PUBLICATION_SETTINGS_ROUTES)[number], string> = {
  ShowCollectionSettings: 'Info & Homepage',
  ShowCollectionEditMasthead: 'Info & Homepage',
  ShowCollectionNavigationSettings: 'Navigation',
  ShowCollectionAboutSettings: 'About',
  ShowCollectionSubpageList: 'Subpages',
  ShowCollectionNewSubpage: 'New subpage',
  ShowCollectionEditSubpage: 'Edit subpage',
};

/**
 * The publication design editor (`/{publication}/design`, and `/styles` which redirects there): the homepage's look —
 * header colour, background image with its focus point and alt, and its sections — is what Info & Homepage edits,
 * so it is that form, for the same people.
 */
export const publicationDesignEditorPage: ServerPage = {
  routes: ['ShowCollectionDesign'],
  signedIn: true,
  load: (load) => loadPublicationSettings(load),
};

/** A publication's custom domain (`/{publication}/settings/custom-domain`), a settings tab with a page name of its own. */
export const publicationCustomDomainSettingsPage: ServerPage = {
  routes: ['ShowCollectionCustomDomainSettings'],
  signedIn: true,
  load: (load) => loadPublicationSettings(load),
};

const OTHER_TITLES: Record<string, string> = { ShowCollectionDesign: 'Design', ShowCollectionCustomDomainSettings: 'Custom domain' };
const titleOf = (name: string): string => OTHER_TITLES[name] ?? SETTINGS_TITLES[name as (typeof PUBLICATION_SETTINGS_ROUTES)[number]];

/** A publication's settings: its owners and editors only; anyone else finds no such page (404). */
export async function loadPublicationSettings(load: PageLoad): Promise<PageData> {
  const slug = slugOf(load);
  // publicationSettings answers FORBIDDEN (null) to anyone but the owners and editors.
  const data = await load.preload(PublicationSettingsQuery, { slug });
  const settings = data?.publicationSettings;
  if (!settings || !canChangeSettings(data.publication?.viewerEdge.viewerStaffRole)) return load.notFound();
  const name = load.route.name;
  if (name === 'ShowCollectionEditSubpage' && !settings.subpages.some((s) => s.slug === load.route.params.subpageSlug)) return load.notFound();
  return load.page({
    title: `${titleOf(name)} – ${settings.name} – ${load.productName}`,
    description: `The settings of ${settings.name}.`,
    canonicalPath: null,
  });
}
