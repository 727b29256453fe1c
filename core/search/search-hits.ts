// reader-experience §3 'Search hits' and platform-reference §7.5 indexes: what each index returns.
// objectID is the service's id of the hit (click events name it).

export const SEARCH_INDEXES = ['users', 'collections', 'tags', 'posts'] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];

export function isSearchIndex(value: string): value is SearchIndexName {
  return (SEARCH_INDEXES as readonly string[]).includes(value);
}

/** A story: its date is when it was last published (epoch milliseconds). */
export type PostHit = { objectID: string; postId: string; title: string; latestPublishedAt: number | null };
export type UserHit = { objectID: string; userId: string; username: string; name: string; imageId: string | null };
/** A publication; slug beside the spec's fields, to link to it. */
export type CollectionHit = { objectID: string; collectionId: string; name: string; imageId: string | null; slug: string };
export type TagHit = { objectID: string; tagSlug: string; displayText: string; postCount: number };

export type SearchHit = PostHit | UserHit | CollectionHit | TagHit;

export type HitOf<I extends SearchIndexName> = I extends 'posts' ? PostHit : I extends 'users' ? UserHit : I extends 'collections' ? CollectionHit : TagHit;
