// A story's settings (/p/{postId}/settings; core/reader-pages/post-settings.ts), for its author only: signed in,
// and anyone else's story (or none, or one in the trash) is not found — its existence is not told. Not cached.
import { postIdFromParam } from '../../../../core/content/post-id.ts';
import { PostSettingsQuery } from '../../../../ui/reader-pages/post-settings-operations.ts';
import type { ServerPage } from './page-load.ts';

export const postSettingsPage: ServerPage = {
  signedIn: true,
  async load({ route, preload, page, notFound, productName }) {
    const id = postIdFromParam(route.params.postId ?? '');
    if (!id) return notFound();
    const data = await preload(PostSettingsQuery, { id });
    const story = data?.editablePost;
    if (!story || !data?.post || story.state === 'TRASHED') return notFound();
    return page({
      title: `Story settings: ${story.title || 'Untitled story'} – ${productName}`,
      description: `The settings of a story on ${productName}.`,
      canonicalPath: null,
    });
  },
};
