// Lists' pages on the server (issue 16): the Library's Your lists and Saved lists, a list's page (the reader's own
// at /me/list/{catalogSlugId}, anyone's at /@{username}/list/{catalogSlugId}), a user's public lists, the embed
// and /collections. A list the visitor may not see is not found, exactly as one that does not exist. A list's
// address with a stale name slug (renamed since) redirects to its address now.
import { feedAlternate } from '../../../../core/feed-syndication/feed-scope.ts';
import { parseCatalogSlugId, type CatalogRef } from '../../../../core/lists/catalogs.ts';
import { loadYourHighlights } from './highlights.pages.ts';
import {
  CatalogPageQuery,
  catalogFirstPage,
  catalogIdOf,
  FollowedCatalogsQuery,
  libraryFirstPage,
  PopularCatalogsQuery,
  UserCatalogsQuery,
  userCatalogsFirstPage,
  ViewerCatalogsQuery,
  ViewerReadingListQuery,
} from '../../../../ui/lists/lists-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

export const yourCatalogsPage: ServerPage = {
  signedIn: true,
  async load({ preload, page, productName }) {
    await preload(ViewerCatalogsQuery, libraryFirstPage);
    return page({ title: `Library – ${productName}`, description: `Your reading lists on ${productName}.`, canonicalPath: null });
  },
};

export const yourFollowedCatalogsPage: ServerPage = {
  signedIn: true,
  async load({ preload, page, productName }) {
    await preload(FollowedCatalogsQuery, libraryFirstPage);
    return page({ title: `Saved lists – ${productName}`, description: `The lists you follow on ${productName}.`, canonicalPath: null });
  },
};

/** The list a page names, preloaded: null when there is none the visitor may see. */
async function loadCatalog(load: PageLoad, ref: CatalogRef | null) {
  if (!ref || ref.kind === 'highlights') return null;
  let readingListId: string | null = null;
  if (ref.kind === 'predefined') {
    if (!load.ctx.viewerId) return null;
    readingListId = (await load.preload(ViewerReadingListQuery, { type: ref.type }))?.viewerPredefinedCatalog.id ?? null;
  }
  const id = catalogIdOf(ref, readingListId);
  if (!id) return null;
  return (await load.preload(CatalogPageQuery, catalogFirstPage(id)))?.catalog ?? null;
}

function catalogPage(load: PageLoad, catalog: NonNullable<Awaited<ReturnType<typeof loadCatalog>>>): PageData {
  const description = catalog.description || `A reading list by ${catalog.creator.name} on ${load.productName}.`;
  const isPublic = catalog.visibility === 'PUBLIC';
  return load.page({
    title: `${catalog.name} – ${load.productName}`,
    description,
    canonicalPath: isPublic ? catalog.url : null,
    // A public list has a feed of the stories added to it.
    ...(isPublic ? { alternate: [feedAlternate({ kind: 'list', catalogSlug: catalog.slugId, name: catalog.name, ownerName: catalog.creator.name }, load.productName)] } : {}),
  });
}

export const yourCatalogPage: ServerPage = {
  signedIn: true,
  async load(load) {
    const ref = parseCatalogSlugId(load.route.params.catalogSlugId ?? '');
    // The Library's Highlights tab (ShowList with 'highlights'): the viewer's highlights, first page preloaded.
    if (ref?.kind === 'highlights') return loadYourHighlights(load);
    const catalog = await loadCatalog(load, ref);
    if (!catalog) return load.notFound();
    // Someone else's (public) list is theirs to show: under its owner's address.
    if (!catalog.viewerIsOwner) return load.redirect(catalog.url);
    if (ref?.kind === 'id' && load.route.params.catalogSlugId !== catalog.slugId) return load.redirect(`/me/list/${catalog.slugId}`, 301);
    return catalogPage(load, catalog);
  },
};

export const userCatalogPage: ServerPage = {
  async load(load) {
    const username = (load.route.params.username ?? '').toLowerCase();
    const ref = parseCatalogSlugId(load.route.params.catalogSlugId ?? '');
    // 'reading-list' is the viewer's own Reading list: under anyone else's name it is not found.
    if (ref?.kind === 'predefined' && load.request.viewerUsername?.toLowerCase() !== username) return load.notFound();
    const catalog = await loadCatalog(load, ref);
    if (!catalog || catalog.creator.username.toLowerCase() !== username) return load.notFound();
    if (ref?.kind === 'id' && load.request.path !== catalog.url) return load.redirect(catalog.url, 301);
    return catalogPage(load, catalog);
  },
};

export const userCatalogsPage: ServerPage = {
  async load({ route, preload, page, notFound, productName }) {
    const username = route.params.username ?? '';
    const data = await preload(UserCatalogsQuery, userCatalogsFirstPage(username));
    if (!data?.user) return notFound();
    return page({ title: `${data.user.name}’s lists – ${productName}`, description: `Reading lists by ${data.user.name} on ${productName}.`, canonicalPath: `${data.user.url}/lists` });
  },
};

export const embedCatalogPage: ServerPage = {
  async load(load) {
    const catalog = await loadCatalog(load, parseCatalogSlugId(load.route.params.catalogSlugId ?? ''));
    // Only a public list is embeddable.
    if (!catalog || catalog.visibility !== 'PUBLIC') return load.notFound();
    return load.page({ title: `${catalog.name} – ${load.productName}`, description: catalog.description, canonicalPath: catalog.url });
  },
};

export const collectionsLibraryPage: ServerPage = {
  async load(load) {
    const slug = load.route.params.catalogSlug;
    if (slug) {
      const ref = parseCatalogSlugId(slug);
      const catalog = ref?.kind === 'id' ? await loadCatalog(load, ref) : null;
      if (!catalog || catalog.visibility !== 'PUBLIC') return load.notFound();
      return catalogPage(load, catalog);
    }
    await load.preload(PopularCatalogsQuery, libraryFirstPage);
    return load.page({
      title: `Collections – ${load.productName}`,
      description: `Reading lists readers made public on ${load.productName}, the most followed first.`,
      canonicalPath: '/collections',
    });
  },
};
