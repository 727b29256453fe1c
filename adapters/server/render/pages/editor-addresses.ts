// platform-reference §2.1 stories and editing: the editor's other addresses, each a 302 to one of its two pages —
// /p/new-post and /m-write (the old and the mobile address of a new story) to /new-story; /{publication}/{postId}/edit,
// /@{username}/{postId}/edit and /m-write/{postId} to the story's own /p/{postId}/edit, where who may edit it is
// decided. A post id that is no hex id is not found. Server-side: the browser never links to these addresses.
import { postIdFromParam } from '../../../../core/content/post-id.ts';

export type EditorAddress = { kind: 'redirect'; location: string } | { kind: 'not-found' } | { kind: 'page' };

const NEW_STORY_ROUTES: ReadonlySet<string> = new Set(['ShowNewPostLegacy', 'ShowMobileWrite']);
const EDIT_ROUTES: ReadonlySet<string> = new Set(['ShowMobileWritePost', 'ShowEditPostUnderCollection', 'ShowEditPostUnderUser']);

/** Where an editor route goes: a redirect, not found, or the page itself (any other route). */
export function editorRedirectOf(routeName: string, params: Readonly<Record<string, string | undefined>>): EditorAddress {
  if (NEW_STORY_ROUTES.has(routeName)) return { kind: 'redirect', location: '/new-story' };
  if (!EDIT_ROUTES.has(routeName)) return { kind: 'page' };
  const id = postIdFromParam(params.postId ?? '');
  return id ? { kind: 'redirect', location: `/p/${id}/edit` } : { kind: 'not-found' };
}
