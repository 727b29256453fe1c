// Responses' server pages (issue 16): /p/{postId}/responses (ShowPostResponses, page key 'post' in the route
// table) as a page of its own with the first page of responses preloaded, and a response's own page (/p/{id})
// with its replies preloaded; every other post address is the story page as before.
import { postIdFromParam } from '../../../../core/content/post-id.ts';
import { PostPageQuery } from '../../../../ui/queries.ts';
import { PostResponsesQuery, responsesFirstPage } from '../../../../ui/responses/responses-queries.ts';
import type { ServerPage } from './page-load.ts';

export function withResponsesPages(storyPage: ServerPage): ServerPage {
  return {
    ...storyPage,
    async load(load) {
      const id = postIdFromParam(load.route.params.postId ?? '');
      if (load.route.name === 'ShowPostResponses') {
        if (!id) return load.notFound();
        const [story, responses] = await Promise.all([load.preload(PostPageQuery, { id }), load.preload(PostResponsesQuery, responsesFirstPage(id))]);
        const post = responses?.post;
        if (!story?.post || !post) return load.notFound();
        return load.page({
          title: `Responses to ${post.title} | ${load.productName}`,
          description: `${post.responsesCount} responses to ${post.title}.`,
          canonicalPath: `/p/${post.id}/responses`,
        });
      }
      // A response's page shows its replies under it: preload them before the story page answers.
      if (id && (await load.ctx.repos.responses.countsOf([id])).get(id)?.isResponse) await load.preload(PostResponsesQuery, responsesFirstPage(id));
      return storyPage.load(load);
    },
  };
}
