// The search page (reader-experience §2.5, platform-reference §2.2): /search[/{category}]?q=, under a publication
// when scoped.
import { categoryOfSearchRoute, checkQuery, indexOfCategory, SEARCH_TABS } from '../../../../core/search/search-categories.ts';
import { PublicationSearchQuery, SearchPageQuery, searchPageVars } from '../../../../ui/search/search-queries.ts';
import type { ServerPage } from './page-load.ts';

export const searchPage: ServerPage = {
  async load({ route, preload, page, notFound, productName }) {
    const category = categoryOfSearchRoute(route.name, route.params);
    const q = route.params.q ?? '';
    const slug = route.params.collectionSlug;
    // reader-experience §7 PublicationSearchQuery: the publication a search under it is scoped to.
    const publication = slug === undefined ? null : ((await preload(PublicationSearchQuery, { slug }))?.publication ?? null);
    if (slug !== undefined && !publication) return notFound();
    // A query too long for the service is answered on the page, never with a server error.
    const vars = checkQuery(q).ok ? searchPageVars(category ? indexOfCategory(category) : null, q, publication?.id ?? null) : null;
    if (vars) await preload(SearchPageQuery, vars);
    const label = SEARCH_TABS.find((t) => t.category === category)?.label ?? 'Search';
    return page({
      ...(publication ? { search: { scope: { kind: 'publication', id: publication.id, name: publication.name, slug: publication.slug }, publicationPage: true } } : {}),
      title: q.trim() ? `${label} results for ${q.slice(0, 100)} – ${productName}` : `Search – ${productName}`,
      description: `Search ${productName} for stories, people, publications and topics.`,
      canonicalPath: null,
    });
  },
};
