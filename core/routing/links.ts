// The addresses the reading pages link to, built from route names (platform-reference §2.2).
import { postSlugParam } from '../content/post-id.ts';
import { pathTo } from './paths.ts';

export const userPath = (username: string): string => pathTo('ShowUser', { username });

export const publicationPath = (slug: string): string => pathTo('ShowCollectionHome', { collectionSlug: slug });

export const topicPath = (slug: string): string => pathTo('ShowTopic', { topicSlug: slug });

export const tagPath = (slug: string): string => pathTo('ShowTagPosts', { tagSlug: slug });

/**
 * A post's canonical address: under its publication when the publication accepted it, otherwise under
 * its writer: `/{collectionSlug}/{slug}-{id}` or `/@{username}/{slug}-{id}`.
 */
export function postPath(post: { id: string; title: string }, creatorUsername: string, collectionSlug?: string | null): string {
  const postId = postSlugParam(post.title, post.id);
  return collectionSlug
    ? pathTo('ShowPostUnderCollection', { collectionSlug, postId })
    : pathTo('ShowPostUnderUser', { username: creatorUsername, postId });
}

export type NavigationTarget = { kind: 'route'; route: string; params: Record<string, string> } | { kind: 'external'; href: string };

/**
 * reader-experience §2.6: where a publication's navigation tab points. Tabs may point to about, archive,
 * an external url, latest, a page, a post, a section, a tag feed or trending. Null when the tab's value
 * cannot make an address (an empty tag, a non-http external link).
 */
export function navigationTarget(item: { destination: string; value: string }, collectionSlug: string): NavigationTarget | null {
  const route = (name: string, extra: Record<string, string> = {}): NavigationTarget => ({
    kind: 'route',
    route: name,
    params: { collectionSlug, ...extra },
  });
  const value = item.value.trim();
  switch (item.destination) {
    case 'ABOUT':
      return route('ShowCollectionMasthead');
    case 'ARCHIVE':
      return route('ShowCollectionArchive');
    case 'LATEST':
      return route('ShowCollectionLatest');
    case 'TRENDING':
      return route('ShowCollectionTrending');
    case 'TAG_FEED':
      return value ? route('ShowCollectionTagged', { tagSlug: value }) : null;
    case 'PAGE':
      return value ? route('ShowCollectionSubpage', { subpageSlug: value }) : null;
    case 'SECTION':
      return value ? route('ShowCollectionTopicHome', { topicSlug: value }) : null;
    case 'POST':
      return value ? { kind: 'route', route: 'ShowPost', params: { postId: value } } : null;
    case 'EXTERNAL_URL':
      return /^https?:\/\//.test(value) ? { kind: 'external', href: value } : null;
    default:
      return null;
  }
}

// ——— platform-reference §2.2 route helper shapes ———

/** /new-story with the optional quote being responded to. */
export const newStoryPath = (inResponseToQuoteId?: string): string =>
  pathTo('ShowNewPost', inResponseToQuoteId ? { inResponseToQuoteId } : {});

/** The profile subpages §2.2 names, each a route of the table. */
export const PROFILE_SUBPAGES = {
  series: 'ShowUserSeries',
  'has-recommended': 'ShowUserHasRecommended',
  highlights: 'ShowUserHighlights',
  responses: 'ShowUserResponses',
  following: 'ShowUserFollowing',
  followers: 'ShowUserFollowers',
  about: 'ShowUserAbout',
  lists: 'ShowUserLists',
  'audience/stats/export': 'ApiUserAudienceStatsExport',
} as const;
export type ProfileSubpage = keyof typeof PROFILE_SUBPAGES;

export const profileSubpagePath = (username: string, subpage: ProfileSubpage): string =>
  pathTo(PROFILE_SUBPAGES[subpage], { username });

export const profileListPath = (username: string, listId: string): string =>
  pathTo('ShowUserList', { username, catalogSlugId: listId });

export const audiencePath = (username: string, kind: string): string => pathTo('ShowUserAudienceDetails', { username, details: kind });

/** /me/stories/{filter}: the Your Stories tabs. */
export const STORY_FILTERS = ['drafts', 'public', 'responses', 'unlisted', 'deleted'] as const;
export type StoryFilter = (typeof STORY_FILTERS)[number];
export const yourStoriesPath = (filter: StoryFilter = 'drafts'): string => pathTo('ShowYourStories', { filterBy: filter });

/** Search categories: a bare search path means posts; any other category means none. */
export const SEARCH_CATEGORIES = ['users', 'tags', 'posts', 'publications', 'lists'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export function searchCategory(segment: string | undefined): SearchCategory | null {
  if (segment === undefined || segment === '') return 'posts';
  return (SEARCH_CATEGORIES as readonly string[]).includes(segment) ? (segment as SearchCategory) : null;
}

const SEARCH_ROUTES: Record<SearchCategory, string> = {
  users: 'ShowSearchUsers',
  tags: 'ShowSearchTags',
  posts: 'ShowSearchPosts',
  publications: 'ShowSearchPublications',
  lists: 'ShowSearchLists',
};

/** [/{collectionSlug}]/search[/{category}][?q=…] */
export function searchPath(options: { q?: string; category?: SearchCategory; collectionSlug?: string } = {}): string {
  const query: Record<string, string> = options.q ? { q: options.q } : {};
  if (options.collectionSlug) {
    return options.category
      ? pathTo('ShowCollectionSearchCategory', { collectionSlug: options.collectionSlug, category: options.category, ...query })
      : pathTo('ShowCollectionSearch', { collectionSlug: options.collectionSlug, ...query });
  }
  return pathTo(options.category ? SEARCH_ROUTES[options.category] : 'ShowSearch', query);
}

/**
 * A user's own site: {username}.{host} for subdomain users, a live custom domain, or /@{username} on
 * the product's own host.
 */
export function ownSiteAddress(
  user: { username: string; hasSubdomain: boolean; customDomain: string | null },
  host: string,
): string {
  if (user.customDomain) return `https://${user.customDomain}`;
  if (user.hasSubdomain) return `https://${user.username}.${host}`;
  return userPath(user.username);
}

/** The three predefined reading lists, by their fixed slugs. */
export const PREDEFINED_LISTS = { READING_LIST: 'reading-list', CURRENTLY_READING: 'currently-reading', PURCHASED: 'purchased' } as const;

/** A reading list's address: a predefined list by its slug, any other by its name's slug joined to its id. */
export function readingListPath(
  username: string,
  list: { type: keyof typeof PREDEFINED_LISTS } | { name: string; id: string },
): string {
  const catalogSlugId = 'type' in list ? PREDEFINED_LISTS[list.type] : postSlugParam(list.name, list.id);
  return profileListPath(username, catalogSlugId);
}

export const SHARE_CHANNELS = ['linkedIn', 'twitter', 'facebook'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** A list's share path for one channel. */
export const listSharePath = (username: string, catalogSlug: string, channel: ShareChannel): string =>
  pathTo('ApiShareUserList', { username, catalogSlug, channel });
