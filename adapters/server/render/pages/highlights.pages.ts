// Highlights and reading history's pages (issue 16, part 4):
// - /@{username}/highlights (ShowUserHighlights, the user-profile page): loadUserHighlights, called by the
//   user-profile page's loader for that route;
// - /me/list/highlights (ShowList 'highlights', the your-catalog page): loadYourHighlights, for the your-catalog
//   page's 'highlights' case (lists.pages.ts);
// - /me/lists/reading-history (your-reading-history) and /me/readinghistory (customize-reading-history).
import {
  ReadingHistoryQuery,
  readingHistoryFirstPage,
  UserHighlightsQuery,
  userHighlightsFirstPage,
  YourHighlightsQuery,
  yourHighlightsFirstPage,
} from '../../../../ui/highlights/highlight-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

export async function loadUserHighlights({ route, request, preload, page, notFound, redirect, productName }: PageLoad): Promise<PageData> {
  const data = await preload(UserHighlightsQuery, userHighlightsFirstPage(route.params.username ?? ''));
  const user = data?.user;
  if (!user || !data.userHighlights) return notFound();
  const own = `${user.url}/highlights`;
  // A handle in other letters goes to the list's own address.
  if (request.path !== own) return redirect(own);
  return page({
    title: `${user.name}’s highlights – ${productName}`,
    description: `The passages ${user.name} highlighted on ${productName}.`,
    canonicalPath: own,
  });
}

/** The Library's Highlights tab: the viewer's highlights, first page preloaded. */
export async function loadYourHighlights({ preload, page, productName }: PageLoad): Promise<PageData> {
  await preload(YourHighlightsQuery, yourHighlightsFirstPage);
  return page({ title: `Highlights – Library – ${productName}`, description: `The passages you highlighted on ${productName}.`, canonicalPath: null });
}

async function loadReadingHistory({ preload, page, productName }: PageLoad, title: string): Promise<PageData> {
  await preload(ReadingHistoryQuery, readingHistoryFirstPage);
  return page({ title: `${title} – ${productName}`, description: `The stories you opened on ${productName}, newest first.`, canonicalPath: null });
}

export const yourReadingHistoryPage: ServerPage = { signedIn: true, load: (load) => loadReadingHistory(load, 'Reading history – Library') };
export const customizeReadingHistoryPage: ServerPage = { signedIn: true, load: (load) => loadReadingHistory(load, 'Reading history') };
