// platform-reference §2.1 /me/stories and /me/stories/{filterBy} (your-stories, top navigation): the signed-in
// writer's stories by tab, the first page of the tab and every tab's count preloaded. /me/stories shows the
// drafts (reader-experience §2.2 ShowYourStories: filterBy defaults to 'drafts'); an unknown tab is not found.
// The series routes share the page name and stay not built.
import { parseStoryTab, STORY_TAB_LABELS } from '../../../../core/stories/your-stories.ts';
import { YourStoriesCountsQuery, YourStoriesQuery, yourStoriesFirstPage } from '../../../../ui/stories/stories-queries.ts';
import type { ServerPage } from './page-load.ts';

export const yourStoriesPage: ServerPage = {
  routes: ['ShowYourStoriesIndex', 'ShowYourStories'],
  signedIn: true,
  async load({ route, preload, page, notFound, productName }) {
    const tab = parseStoryTab(route.params.filterBy);
    if (!tab) return notFound();
    await Promise.all([preload(YourStoriesQuery, yourStoriesFirstPage(tab)), preload(YourStoriesCountsQuery, {})]);
    return page({
      title: `Your stories: ${STORY_TAB_LABELS[tab]} – ${productName}`,
      description: `Your drafts, published, unlisted and deleted stories on ${productName}.`,
      canonicalPath: null,
    });
  },
};
