// platform-reference §9: what to purge when a post, user or publication changes. The store's writes that
// change what an anonymous page shows call these (purge-on-write.ts wraps them); the post editor, when
// it comes, calls `postChanged` after saving.
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';
import { collectionTag, HOME_TAG, postTag, tagTag, userTag } from '../../../core/edge-cache/edge-cache.ts';

export type ContentChanges = {
  /** A post's title, body or status changed: its page, the home feed, the tag pages that list it and its publication's pages. */
  postChanged(post: { id: string; creatorId: string; publicationId: string | null; tagSlugs?: readonly string[] }): Promise<void>;
  /** A user's name, counts or badge changed: every page tagged with them (their posts' bylines). */
  userChanged(...userIds: string[]): Promise<void>;
  /** A publication's name or counts changed: every page tagged with it. */
  publicationChanged(publicationId: string): Promise<void>;
};

export function contentChanges(purger: CachePurger): ContentChanges {
  return {
    postChanged: (post) =>
      purger.purge([postTag(post.id), HOME_TAG, ...(post.tagSlugs ?? []).map(tagTag), ...(post.publicationId ? [collectionTag(post.publicationId)] : [])]),
    userChanged: (...userIds) => purger.purge(userIds.map(userTag)),
    publicationChanged: (publicationId) => purger.purge([collectionTag(publicationId)]),
  };
}
