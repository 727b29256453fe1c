// The browser's side of the page table: each page chunk once (its module's dynamic import) and the two pages whose
// component waits for more than its chunk. The browser carries no page-to-chunk table: the server names the page's
// module in the preloaded state (PreloadedState.page, from page-modules.ts), and the entry loads just that
// (issue 19: the table of every page cost every page's first JavaScript about 3 KB gzip). page-sources.ts names each
// chunk's source for the server.
import type { ComponentType } from 'react';
import type { PageModule } from '../../core/startup/startup.ts';

/** Each page chunk once: its module's dynamic import (the browser's table names each chunk once, not once per page). */
export const CHUNKS = {
  HomePage: () => import('./HomePage.tsx'),
  PostRoute: () => import('./PostRoute.tsx'),
  SignInPage: () => import('./SignInPage.tsx'),
  UserProfilePage: () => import('./UserProfilePage.tsx'),
  ProfileTabPages: () => import('../profile/ProfileTabPages.tsx'),
  UserAboutPage: () => import('./UserAboutPage.tsx'),
  UserFollowsPage: () => import('./UserFollowsPage.tsx'),
  PublicationProfilePage: () => import('./PublicationProfilePage.tsx'),
  PlansPage: () => import('./PlansPage.tsx'),
  FollowingFeedPage: () => import('./FollowingFeedPage.tsx'),
  FollowsIndexPage: () => import('./FollowsIndexPage.tsx'),
  MutedPage: () => import('./MutedPage.tsx'),
  SettingsPage: () => import('./SettingsPage.tsx'),
  MembershipSettingsPage: () => import('./MembershipSettingsPage.tsx'),
  SearchPage: () => import('./SearchPage.tsx'),
  TopicPages: () => import('./TopicPages.tsx'),
  TagTabPages: () => import('../reader-pages/TagTabPages.tsx'),
  SeriesEditorPage: () => import('../series/SeriesEditorPage.tsx'),
  NotFoundPage: () => import('./NotFoundPage.tsx'),
  SeriesPage: () => import('../reader-pages/SeriesPage.tsx'),
  UserBooksPage: () => import('../reader-pages/UserBooksPage.tsx'),
  PostSettingsPage: () => import('../reader-pages/PostSettingsPage.tsx'),
  YourStoriesPage: () => import('./YourStoriesPage.tsx'),
  EditorPage: () => import('../editor/EditorPage.tsx'),
  LibraryPages: () => import('./LibraryPages.tsx'),
  ReadingHistoryPage: () => import('../highlights/ReadingHistoryPage.tsx'),
  NotificationsPage: () => import('../notifications/NotificationsPage.tsx'),
  NotificationUnsubscribePage: () => import('../notifications/NotificationUnsubscribePage.tsx'),
  NewsletterPages: () => import('../newsletters/NewsletterPages.tsx'),
  SitePage: () => import('./SitePage.tsx'),
  OnboardingPages: () => import('./OnboardingPages.tsx'),
  PublicationPages: () => import('./PublicationPages.tsx'),
  PublicationPeoplePages: () => import('../publications/PublicationPeoplePages.tsx'),
  PublicationContentPages: () => import('../publications/PublicationContentPages.tsx'),
  PublicationNewsletterSettingsPage: () => import('../newsletters/PublicationNewsletterSettingsPage.tsx'),
  PublicationSettingsPage: () => import('../publication/PublicationSettingsPage.tsx'),
  AccountStatePages: () => import('./AccountStatePages.tsx'),
  PasswordPage: () => import('../settings/PasswordPage.tsx'),
  CustomDomainSettings: () => import('../settings/CustomDomainSettings.tsx'),
  PublicationSettingsPages: () => import('../publications/PublicationSettingsPages.tsx'),
  StatsPages: () => import('../stats/StatsPages.tsx'),
  GiftPages: () => import('./GiftPages.tsx'),
  PartnerPages: () => import('../partner/PartnerPages.tsx'),
  LandingPages: () => import('./LandingPages.tsx'),
  ServerErrorPage: () => import('./ServerErrorPage.tsx'),
  NotBuiltPage: () => import('./NotBuiltPage.tsx'),
} satisfies Record<string, () => Promise<object>>;

export type ChunkKey = keyof typeof CHUNKS;

/** Pages whose component waits for more than its chunk (deferred parts the server renders in the same pass). */
export const SPECIAL_PAGES = {
  // The server waits for the story page's deferred parts (its end, who clapped) so they render in the same pass.
  post: {
    chunk: 'PostRoute',
    component: () =>
      CHUNKS.PostRoute().then((m) => m.serverReady().then(() => m.PostRoute)),
  },
  // The settings page: its built tabs (Account, Publishing, Notifications, Membership and payment) in one chunk, the
  // Account and Publishing tabs deferred (SettingsPage.tsx serverReady). Issue 22: a publication's settings share the
  // page name; their own chunk loads only on their routes.
  settings: {
    chunk: 'SettingsPage',
    component: () =>
      Promise.all([CHUNKS.SettingsPage(), CHUNKS.PublicationSettingsPage()]).then(([reader, publication]) =>
        reader.serverReady().then(() => reader.settingsRoute(publication.PublicationSettingsPage))),
  },
} as const satisfies Record<string, { chunk: ChunkKey; component: () => Promise<ComponentType> }>;

/** The component of the page the server named, once its chunk (and, for a special page, its parts) has loaded. */
export function loadPage(module: PageModule): Promise<ComponentType> {
  const special = (SPECIAL_PAGES as Record<string, { component: () => Promise<ComponentType> } | undefined>)[module.key];
  if (special) return special.component();
  const load = (CHUNKS as Record<string, (() => Promise<unknown>) | undefined>)[module.chunk];
  if (!load) return Promise.reject(new Error(`No page chunk is called ${module.chunk}.`));
  return load().then((m) => {
    const component = (m as Record<string, ComponentType | undefined>)[module.name];
    if (!component) throw new Error(`The ${module.chunk} chunk has no ${module.name}.`);
    return component;
  });
}
