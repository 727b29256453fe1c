// reader-experience §2.2 ShowFollowingFeed (param entityName: writers or publications; query param
// selection holds a followed entity id) and platform-reference §7.4 (followingFeed (sortType)): the rules
// of the following feed that the server and the page share — which entity names exist, how they map to
// the GraphQL kind, which selection stands (only a followed entity of that kind), and the page's copy.
// The posts themselves come newest first with the feed cursor of core/feed/paging.ts.

/** The path's entityName. */
export const FOLLOWING_ENTITY_NAMES = ['writers', 'publications'] as const;
export type FollowingEntityName = (typeof FOLLOWING_ENTITY_NAMES)[number];

/** The GraphQL enum FollowingEntityType. */
export type FollowingEntityType = 'WRITERS' | 'PUBLICATIONS';

/**
 * The GraphQL enum FollowingFeedSortType. The spec names the argument but not its values; NEWEST (by
 * first publication, newest first) is the only order the following feed has.
 */
export const FOLLOWING_FEED_SORT_TYPES = ['NEWEST'] as const;
export type FollowingFeedSortType = (typeof FOLLOWING_FEED_SORT_TYPES)[number];

/** How many posts the page shows at a time (the home feed's page size). */
export const FOLLOWING_FEED_PAGE_SIZE = 10;
/** How many followed entities the selection row offers (the followedEntities connection's maximum). */
export const FOLLOWING_FEED_SELECTION_LIMIT = 50;

export function parseEntityName(value: string | undefined | null): FollowingEntityName | null {
  return value === 'writers' || value === 'publications' ? value : null;
}

export const entityTypeOf = (name: FollowingEntityName): FollowingEntityType => (name === 'writers' ? 'WRITERS' : 'PUBLICATIONS');
export const entityNameOf = (type: FollowingEntityType): FollowingEntityName => (type === 'WRITERS' ? 'writers' : 'publications');

/** The follow-target kind (core/following/follow.machine.ts) of an entity type. */
export const targetKindOf = (type: FollowingEntityType): 'user' | 'collection' => (type === 'WRITERS' ? 'user' : 'collection');

/** The GraphQL typename of the entities of a kind. */
export const typenameOf = (type: FollowingEntityType): 'User' | 'Publication' => (type === 'WRITERS' ? 'User' : 'Publication');

/**
 * The selection that stands: the one asked for when it is among the followed entities of the page's
 * kind, else none (the feed then shows every followed source of that kind). An empty string asks for none.
 */
export function effectiveSelection(requested: string | null | undefined, followedIds: readonly string[]): string | null {
  if (!requested) return null;
  return followedIds.includes(requested) ? requested : null;
}

/** The feed id of a post in the following feed (stable across pages). */
export const followingFeedId = (postId: string): string => `following:${postId}`;

/** Not given by the spec: the page's words, by kind. */
export const FOLLOWING_FEED_COPY = {
  heading: 'Following',
  tabs: { writers: 'Writers', publications: 'Publications' } satisfies Record<FollowingEntityName, string>,
  selectionLabel: { writers: 'Writers you follow', publications: 'Publications you follow' } satisfies Record<FollowingEntityName, string>,
  all: { writers: 'All writers', publications: 'All publications' } satisfies Record<FollowingEntityName, string>,
  /** Nothing of that kind followed. */
  noneFollowed: {
    writers: 'You are not following any writers yet. Follow writers to see their stories here.',
    publications: 'You are not following any publications yet. Follow publications to see their stories here.',
  } satisfies Record<FollowingEntityName, string>,
  /** Followed, but nothing published (or all of it muted). */
  noStories: {
    writers: 'No stories from the writers you follow yet.',
    publications: 'No stories from the publications you follow yet.',
  } satisfies Record<FollowingEntityName, string>,
  noStoriesFrom: (name: string) => `${name} has not published a story yet.`,
  /** A selection that is not followed (any more): the page shows the whole kind instead. */
  notFollowed: {
    writers: 'You do not follow that writer, so here are stories from all the writers you follow.',
    publications: 'You do not follow that publication, so here are stories from all the publications you follow.',
  } satisfies Record<FollowingEntityName, string>,
  suggestions: 'See suggestions',
  manage: 'Manage who you follow',
} as const;
