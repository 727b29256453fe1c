// A series (core/reader-pages/series.ts): /s/{slug} is its page; /series/{id} and any other spelling of the slug
// go to it. A writer's books (core/reader-pages/books.ts): /@{username}/books, which the writer manages there.
import { UserBooksQuery, SeriesPageQuery } from '../../../../ui/reader-pages/reader-pages-queries.ts';
import { SERIES_CANDIDATES, SeriesCandidatesQuery, SeriesEditorQuery } from '../../../../ui/series/series-editor-operations.ts';
import { onPublicOrigin } from '../../../../core/routing/navigation.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

/**
 * The series editor (/s/new, /s/{slug}/edit; routes of the editor's page name, signed in): the writer's published
 * stories to add, and the series. Someone else's series: 403 (the series is public; its editor is its writer's);
 * none: not found; another spelling of its address goes to its own.
 */
export async function loadSeriesEditor({ route, request, preload, page, notFound, redirect, publicOrigin, productName }: PageLoad): Promise<PageData> {
  await preload(SeriesCandidatesQuery, { first: SERIES_CANDIDATES });
  if (route.name === 'ShowNewSequence') return page({ title: `New series – ${productName}`, description: `Start a series of your stories on ${productName}.`, canonicalPath: null });
  const series = (await preload(SeriesEditorQuery, { ref: route.params.sequenceSlug ?? '' }))?.series;
  if (!series) return notFound();
  const own = `${series.url}/edit`;
  if (request.path !== own) return redirect(onPublicOrigin(own, publicOrigin));
  const meta = { title: `Edit series: ${series.title} – ${productName}`, description: `Change a series on ${productName}.`, canonicalPath: null };
  return series.viewerIsCreator ? page(meta) : ({ ...page(meta), status: 403 } as PageData);
}

export const seriesPage: ServerPage = {
  async load({ route, request, preload, page, notFound, redirect, productName }) {
    const ref = route.params.sequenceSlug ?? route.params.postId ?? '';
    const series = (await preload(SeriesPageQuery, { ref }))?.series;
    if (!series) return notFound();
    if (request.path !== series.url) return redirect(series.url);
    return page({
      title: `${series.title} – a series by ${series.creator.name} – ${productName}`,
      description: series.description || `A series of stories by ${series.creator.name} on ${productName}.`,
      canonicalPath: series.url,
    });
  },
};

export const userBooksPage: ServerPage = {
  async load({ route, request, preload, page, notFound, redirect, productName }) {
    const user = (await preload(UserBooksQuery, { username: route.params.username ?? '' }))?.user;
    if (!user) return notFound();
    const own = `${user.url}/books`;
    // A handle in other letters goes to the page's own address (on a custom domain the path is its own).
    if (request.domain.kind === 'main' && request.path !== own) return redirect(own);
    return page({
      title: `Books by ${user.name} – ${productName}`,
      description: `The books ${user.name} wrote, on ${productName}.`,
      canonicalPath: own,
    });
  },
};
