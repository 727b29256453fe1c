// platform-reference §2.1 Profiles and §2.2 (/@{username} subpages): the profile's tabs, and where the subpages that
// are another page's address go. Quire's decisions (README: Profiles):
// - /latest is the profile itself (its stories are newest first): 301 there;
// - /feed is the writer's RSS feed (/feed/@{username}): 301 there;
// - /follow-list is the writers they follow: 301 to /following;
// - /edit is the writer's own profile editor (Settings → Account #profileInformation, 302); anyone else's /edit, or
//   a visitor's, goes to the profile (302: who may edit changes with the session);
// - a writer's address inside a publication (/{publication}/@{username}, /followers, /following) is their one
//   profile: 301 to it, as Quire has one profile per writer.
import { pathTo } from '../routing/paths.ts';
import { settingsPath } from '../routing/settings.ts';

/** The profile's tabs, in order: each a route of the profile's subpages (the reader sees them on every tab). */
export const PROFILE_TABS = [
  { route: 'ShowUser', label: 'Home' },
  { route: 'ShowUserLists', label: 'Lists' },
  { route: 'ShowUserSeries', label: 'Series' },
  { route: 'ShowUserResponses', label: 'Responses' },
  { route: 'ShowUserHasRecommended', label: 'Recommended' },
  { route: 'ShowUserAbout', label: 'About' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a route shows as current (a list's own page sits under Lists); null when none. */
export function currentProfileTab(routeName: string): ProfileTab['route'] | null {
  if (routeName === 'ShowUserList') return 'ShowUserLists';
  return PROFILE_TABS.find((t) => t.route === routeName)?.route ?? null;
}

/**
 * The profile subpages that are another address's page, by their last segment (the server maps its routes to them:
 * /latest, /feed, /follow-list, /edit).
 */
export type ProfileAlias = 'latest' | 'feed' | 'follow-list' | 'edit';

/** Where a profile alias goes for this writer, and with which status; `isOwner`: the signed-in reader is the writer. */
export function profileAliasTarget(alias: ProfileAlias, username: string, isOwner: boolean): { location: string; status: 301 | 302 } {
  switch (alias) {
    case 'latest':
      return { location: pathTo('ShowUser', { username }), status: 301 };
    case 'feed':
      return { location: pathTo('FeedUser', { username }), status: 301 };
    case 'follow-list':
      return { location: pathTo('ShowUserFollowing', { username }), status: 301 };
    case 'edit':
      return { location: isOwner ? settingsPath('account', 'profileInformation') : pathTo('ShowUser', { username }), status: 302 };
  }
}

/** A writer's page inside a publication: their profile, or its followers or following. */
export type PublicationWriterPage = 'profile' | 'followers' | 'following';

/** A writer's address inside a publication goes to the same page of their one profile. */
export function publicationWriterTarget(page: PublicationWriterPage, username: string): string {
  if (page === 'followers') return pathTo('ShowUserFollowers', { username });
  if (page === 'following') return pathTo('ShowUserFollowing', { username });
  return pathTo('ShowUser', { username });
}
