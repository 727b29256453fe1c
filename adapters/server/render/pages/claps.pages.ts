// Issue 16 "who clapped": /p/{postId}/upvotes (route ShowPostUpvotes, page 'post' — the post page's loader hands
// this route here). Preloads the story's clappers' first page; a story nobody may read is not found. Not cached
// at the edge: it changes with every clap and is rarely asked for.
import { postIdFromParam } from '../../../../core/content/post-id.ts';
import { CLAPPERS_PAGE_SIZE, PostClappersQuery } from '../../../../ui/story-actions/clappers-query.ts';
import type { ServerPage } from './page-load.ts';

export const postUpvotesPage: ServerPage = {
  async load({ route, preload, page, notFound, productName }) {
    const postId = postIdFromParam(route.params.postId ?? '');
    if (!postId) return notFound();
    const data = await preload(PostClappersQuery, { postId, paging: { limit: CLAPPERS_PAGE_SIZE } });
    const post = data?.postClappers?.post;
    if (!post) return notFound();
    return page({
      title: `Claps for ${post.title} | ${productName}`,
      description: `Readers who clapped for ${post.title} by ${post.creator.name}.`,
      canonicalPath: `/p/${post.id}/upvotes`,
    });
  },
};
