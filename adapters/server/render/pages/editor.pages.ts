// The editor's page (issue 15): /new-story and /p/{postId}/edit, for signed-in writers only. The edit page
// preloads EditablePostQuery (the author's — or a publication OWNER/EDITOR's — story; anyone else's, a trashed
// one or a missing one is not found). `?revision=` older than the story's current revision is a conflict: the
// error screen answers 409 (reader-experience §4 '409: Conflict', platform-reference §2.6). Never edge-cached.
import { postIdFromParam } from '../../../../core/content/post-id.ts';
import { EditablePostQuery } from '../../../../ui/editor/editor-operations.ts';
import type { ServerPage } from './page-load.ts';

/** The message of a stale edit address; the page route answers 409 for a message that holds '409: Conflict'. */
export const staleRevisionMessage = (asked: number, current: number): string =>
  `409: Conflict. Revision ${asked} of this story is out of date: it is at revision ${current} now.`;

export const editorPage: ServerPage = {
  // Issue 22: the 'Manage publication' menu's Write a story (/{publication}/new-story) opens the same new story.
  routes: ['ShowNewPost', 'ShowEditPost', 'ShowCollectionNewPost'],
  signedIn: true,
  async load({ route, preload, page, notFound, productName }) {
    if (route.name === 'ShowNewPost' || route.name === 'ShowCollectionNewPost') {
      return page({ title: `New story – ${productName}`, description: `Write a story on ${productName}.`, canonicalPath: null });
    }
    const id = postIdFromParam(route.params.postId ?? '');
    if (!id) return notFound();
    const post = (await preload(EditablePostQuery, { id }))?.editablePost;
    if (!post || post.state === 'TRASHED') return notFound();
    const asked = route.params.revision;
    if (asked !== undefined && /^\d+$/.test(asked) && Number(asked) < post.revision) {
      throw new Error(staleRevisionMessage(Number(asked), post.revision));
    }
    return page({ title: `Editing “${post.title || 'Untitled story'}” – ${productName}`, description: `Edit a story on ${productName}.`, canonicalPath: null });
  },
};
