// Each page is its own chunk: the browser loads the entry and the page it is on, not every page
// (the initial-JavaScript budget). The server renders the same module and preloads its chunk.
import type { ComponentType } from 'react';
import type { PreloadedState } from '../../core/startup/startup.ts';

export type PageKey =
  | 'home'
  | 'post'
  | 'sign-in'
  | 'user-profile'
  | 'user-followers'
  | 'user-following'
  | 'publication-profile'
  | 'plans'
  | 'plans-confirmation'
  | 'landing-membership'
  | 'your-following-feed'
  | 'customize-following'
  | 'customize-muted'
  | 'settings'
  | 'manage-membership'
  | 'manage-membership-confirmation'
  | 'search'
  | 'tag-archive'
  | 'topic'
  | 'explore-topics'
  | 'publication-tagged'
  | 'not-found'
  | 'server-error'
  | 'not-built';

/** The page's module as Vite's manifest names it. */
export const PAGE_SOURCES: Record<PageKey, string> = {
  home: 'ui/pages/HomePage.tsx',
  post: 'ui/pages/PostRoute.tsx',
  'sign-in': 'ui/pages/SignInPage.tsx',
  'user-profile': 'ui/pages/UserProfilePage.tsx',
  'user-followers': 'ui/pages/UserFollowsPage.tsx',
  'user-following': 'ui/pages/UserFollowsPage.tsx',
  'publication-profile': 'ui/pages/PublicationProfilePage.tsx',
  plans: 'ui/pages/PlansPage.tsx',
  'plans-confirmation': 'ui/pages/PlansPage.tsx',
  'landing-membership': 'ui/pages/PlansPage.tsx',
  'your-following-feed': 'ui/pages/FollowingFeedPage.tsx',
  'customize-following': 'ui/pages/FollowsIndexPage.tsx',
  'customize-muted': 'ui/pages/MutedPage.tsx',
  settings: 'ui/pages/MembershipSettingsPage.tsx',
  // One chunk for the three membership pages, as for a writer's followers and following.
  'manage-membership': 'ui/pages/MembershipSettingsPage.tsx',
  'manage-membership-confirmation': 'ui/pages/MembershipSettingsPage.tsx',
  search: 'ui/pages/SearchPage.tsx',
  // One chunk for the tag, topic and explore-topics pages.
  'tag-archive': 'ui/pages/TopicPages.tsx',
  topic: 'ui/pages/TopicPages.tsx',
  'explore-topics': 'ui/pages/TopicPages.tsx',
  'publication-tagged': 'ui/pages/TopicPages.tsx',
  'not-found': 'ui/pages/NotFoundPage.tsx',
  'server-error': 'ui/pages/ServerErrorPage.tsx',
  'not-built': 'ui/pages/NotBuiltPage.tsx',
};

export const PAGE_LOADERS: Record<PageKey, () => Promise<ComponentType>> = {
  home: () => import('./HomePage.tsx').then((m) => m.HomePage),
  post: () => import('./PostRoute.tsx').then((m) => m.PostRoute),
  'sign-in': () => import('./SignInPage.tsx').then((m) => m.SignInPage),
  'user-profile': () => import('./UserProfilePage.tsx').then((m) => m.UserProfilePage),
  'user-followers': () => import('./UserFollowsPage.tsx').then((m) => m.UserFollowersPage),
  'user-following': () => import('./UserFollowsPage.tsx').then((m) => m.UserFollowingPage),
  'publication-profile': () => import('./PublicationProfilePage.tsx').then((m) => m.PublicationProfilePage),
  plans: () => import('./PlansPage.tsx').then((m) => m.PlansPage),
  'plans-confirmation': () => import('./PlansPage.tsx').then((m) => m.PlansConfirmationPage),
  'landing-membership': () => import('./PlansPage.tsx').then((m) => m.MembershipLandingPage),
  'your-following-feed': () => import('./FollowingFeedPage.tsx').then((m) => m.FollowingFeedPage),
  'customize-following': () => import('./FollowsIndexPage.tsx').then((m) => m.FollowsIndexPage),
  'customize-muted': () => import('./MutedPage.tsx').then((m) => m.MutedPage),
  settings: () => import('./MembershipSettingsPage.tsx').then((m) => m.MembershipSettingsPage),
  'manage-membership': () => import('./MembershipSettingsPage.tsx').then((m) => m.ManageMembershipPage),
  'manage-membership-confirmation': () => import('./MembershipSettingsPage.tsx').then((m) => m.ManageMembershipConfirmationPage),
  search: () => import('./SearchPage.tsx').then((m) => m.SearchPage),
  'tag-archive': () => import('./TopicPages.tsx').then((m) => m.TagPage),
  topic: () => import('./TopicPages.tsx').then((m) => m.TopicPage),
  'explore-topics': () => import('./TopicPages.tsx').then((m) => m.ExploreTopicsPage),
  'publication-tagged': () => import('./TopicPages.tsx').then((m) => m.PublicationTaggedPage),
  'not-found': () => import('./NotFoundPage.tsx').then((m) => m.NotFoundPage),
  'server-error': () => import('./ServerErrorPage.tsx').then((m) => m.ServerErrorPage),
  'not-built': () => import('./NotBuiltPage.tsx').then((m) => m.NotBuiltPage),
};

/** Which page a preloaded state shows. */
export function pageKeyOf(state: PreloadedState): PageKey {
  if (state.status === 500 || state.status === 409) return 'server-error';
  if (state.status === 404 || !state.route) return 'not-found';
  if (state.status === 501 && state.route.page) return 'not-built';
  switch (state.route.page) {
    case 'home':
      return 'home';
    case 'post':
      return 'post';
    case 'sign-in':
      return 'sign-in';
    case 'user-profile':
      return 'user-profile';
    case 'user-followers':
      return 'user-followers';
    case 'user-following':
      return 'user-following';
    case 'publication-profile':
      return 'publication-profile';
    case 'plans':
      return 'plans';
    case 'plans-confirmation':
      return 'plans-confirmation';
    case 'landing-membership':
      return 'landing-membership';
    case 'your-following-feed':
      return 'your-following-feed';
    case 'customize-following':
      return 'customize-following';
    case 'customize-muted':
      return 'customize-muted';
    case 'settings':
      return 'settings';
    case 'manage-membership':
      return 'manage-membership';
    case 'manage-membership-confirmation':
      return 'manage-membership-confirmation';
    case 'search':
      return 'search';
    case 'tag-archive':
      return 'tag-archive';
    case 'topic':
      return 'topic';
    case 'explore-topics':
      return 'explore-topics';
    case 'publication-tagged':
      return 'publication-tagged';
    default:
      return 'not-found';
  }
}
