// A series (core/reader-pages/series.ts): /s/{slug} is its page; /series/{id} and any other spelling of the slug
// go to it. A writer's books (core/reader-pages/books.ts): /@{username}/books, which the writer manages there.
import { UserBooksQuery, SeriesPageQuery } from '../../../../ui/reader-pages/reader-pages-queries.ts';
import type { ServerPage } from './page-load.ts';

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
