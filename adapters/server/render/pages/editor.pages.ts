// The editor's page (issue 15): /new-story and /p/{postId}/edit, for signed-in writers only. The edit page
// preloads EditablePostQuery (the author's — or a publication OWNER/EDITOR's — story; anyone else's, a trashed
// one or a missing one is not found). `?revision=` older than the story's current revision is a conflict: the
// error screen answers 409 (reader-experience §4 '409: Conflict', platform-reference §2.6). Never edge-cached.
// The editor's other addresses (platform-reference §2.1) go to these two with a 302: /p/new-post and /m-write to a
// new story; /{publication}/{postId}/edit, /@{username}/{postId}/edit and /m-write/{postId} to /p/{postId}/edit;
// /newsletters/{id}/new-email, for the newsletter's writer (or a publication newsletter's editors), to a new story
// (a published story is e-mailed to its writer's and its publication's newsletters: README Newsletters).
// /s/new and /s/{slug}/edit are the series editor (series.pages.ts). /new-story/repost/{repostId} opens a new story
// with the reposted story linked (core/editor/repost.ts); /p/{postId}/revert/… is not found: no versions are kept;
// /p/import and /p/import-story import a Markdown file into a new draft (core/editor/markdown-import.ts).
import { postIdFromParam } from '../../../../core/content/post-id.ts';
import { editorRedirectOf } from './editor-addresses.ts';
import { onPublicOrigin } from '../../../../core/routing/navigation.ts';
import { EditablePostQuery, ImportContextQuery, RepostSourceQuery } from '../../../../ui/editor/editor-operations.ts';
import type { ServerPage } from './page-load.ts';
import { loadSeriesEditor } from './series.pages.ts';

/** The message of a stale edit address; the page route answers 409 for a message that holds '409: Conflict'. */
export const staleRevisionMessage = (asked: number, current: number): string =>
  `409: Conflict. Revision ${asked} of this story is out of date: it is at revision ${current} now.`;

export const editorPage: ServerPage = {
  // Issue 22: the 'Manage publication' menu's Write a story (/{publication}/new-story) opens the same new story.
  routes: [
    'ShowNewPost',
    'ShowEditPost',
    'ShowCollectionNewPost',
    'ShowNewPostLegacy',
    'ShowMobileWrite',
    'ShowMobileWritePost',
    'ShowEditPostUnderCollection',
    'ShowEditPostUnderUser',
    'ShowNewsletterNewEmail',
    'ShowNewSequence',
    'ShowEditSequence',
    'ShowNewRepost',
    'ShowPostRevert',
    'ShowImportPost',
    'ShowImportStory',
  ],
  signedIn: true,
  async load(load) {
    const { route, ctx, preload, page, notFound, redirect, publicOrigin, productName } = load;
    const to = (path: string) => redirect(onPublicOrigin(path, publicOrigin), 302);
    if (route.name === 'ShowNewsletterNewEmail') {
      const newsletter = await ctx.repos.newsletters.byId(route.params.newsletterV3Id ?? '');
      if (!newsletter || !ctx.viewerId) return notFound();
      if (newsletter.publicationId === null) return newsletter.user.id === ctx.viewerId ? to('/new-story') : notFound();
      const role = await ctx.repos.postEditing.roleIn(ctx.viewerId, newsletter.publicationId);
      return role === 'OWNER' || role === 'EDITOR' ? to(`/${newsletter.collectionSlug}/new-story`) : notFound();
    }
    if (route.name === 'ShowNewSequence' || route.name === 'ShowEditSequence') return loadSeriesEditor(load);
    // Quire keeps no saved versions of a story (only its current revision), so every version to revert to is unknown.
    if (route.name === 'ShowPostRevert') return notFound();
    if (route.name === 'ShowImportPost' || route.name === 'ShowImportStory') {
      await preload(ImportContextQuery, {});
      return page({ title: `Import a story – ${productName}`, description: `Import a story into a new draft on ${productName}.`, canonicalPath: null });
    }
    if (route.name === 'ShowNewRepost') {
      const reposted = (await preload(RepostSourceQuery, { id: postIdFromParam(route.params.repostId ?? '') ?? '' }))?.post;
      if (!reposted) return notFound();
      return page({ title: `New story – ${productName}`, description: `Repost “${reposted.title}” on ${productName}.`, canonicalPath: null });
    }
    const moved = editorRedirectOf(route.name, route.params);
    if (moved.kind === 'redirect') return to(moved.location);
    if (moved.kind === 'not-found') return notFound();
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
