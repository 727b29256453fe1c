// The page-module table, the browser's side: each page is its own chunk, so the browser loads the entry and the
// page it is on, not every page (the initial-JavaScript budget). The server renders the same module and preloads
// its chunk (page-sources.ts names each chunk's module; it stays out of the browser's entry, which carries this
// table whole); the server's side of the table (adapters/server/render/pages/server-pages.ts) says how each page's
// data loads. Adding a page: one entry here (and its chunk's, with its source, if new), one there, and their files
// (README: Where things live).
import type { ComponentType } from 'react';
import type { PreloadedState } from '../../core/startup/startup.ts';

/** Each page chunk once: its module's dynamic import (the browser's table names each chunk once, not once per page). */
const CHUNKS = {
  HomePage: () => import('./HomePage.tsx'),
  PostRoute: () => import('./PostRoute.tsx'),
  SignInPage: () => import('./SignInPage.tsx'),
  UserProfilePage: () => import('./UserProfilePage.tsx'),
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

/**
 * Each page: its chunk and the component that chunk exports for it — one name when they are the same (it keeps the
 * browser's entry, which carries this table, small). What the server preloads for a chunk is in page-sources.ts
 * (the server's side, kept out of the browser's entry).
 */
const PAGES = {
  home: 'HomePage',
  'sign-in': 'SignInPage',
  'user-profile': 'UserProfilePage',
  // Issue 21: a writer's About page (/@{username}/about, /me/about).
  'user-about': 'UserAboutPage',
  'user-followers': ['UserFollowsPage', 'UserFollowersPage'],
  'user-following': ['UserFollowsPage', 'UserFollowingPage'],
  'publication-profile': 'PublicationProfilePage',
  plans: 'PlansPage',
  'plans-confirmation': ['PlansPage', 'PlansConfirmationPage'],
  'landing-membership': ['PlansPage', 'MembershipLandingPage'],
  'your-following-feed': 'FollowingFeedPage',
  'customize-following': 'FollowsIndexPage',
  'customize-muted': 'MutedPage',
  // One chunk for the three membership pages, as for a writer's followers and following.
  'manage-membership': ['MembershipSettingsPage', 'ManageMembershipPage'],
  'manage-membership-confirmation': ['MembershipSettingsPage', 'ManageMembershipConfirmationPage'],
  // Issue 23: a new card for the membership (the card form, or the provider's own page).
  'update-payment': ['MembershipSettingsPage', 'UpdatePaymentPage'],
  search: 'SearchPage',
  // One chunk for the tag, topic and explore-topics pages; a tag's archive by date and the top stories of a day are
  // routes of tag-archive and topic in the same chunk (ui/browse/BrowsePages.tsx).
  'tag-archive': ['TopicPages', 'TagPage'],
  topic: ['TopicPages', 'TopicPage'],
  'explore-topics': ['TopicPages', 'ExploreTopicsPage'],
  'publication-tagged': ['TopicPages', 'PublicationTaggedPage'],
  // A tag's Recommended and Who to follow (/top-writers too): one chunk (core/reader-pages/tag-pages.ts).
  'topic-recommended': ['TagTabPages', 'TagRecommendedPage'],
  'topic-who-to-follow': ['TagTabPages', 'TagWhoToFollowPage'],
  // The series editor (/s/new, /s/{slug}/edit): routes of the editor's page name with a chunk of their own.
  'series-editor': 'SeriesEditorPage',
  // /topics always redirects to /explore-topics on the server (topic.pages.ts); its module is the not-found screen's.
  'legacy-topic-redirect': 'NotFoundPage',
  // A series (/s/{slug}, /series/{id}) and a writer's books (/@{username}/books).
  series: 'SeriesPage',
  'user-books': 'UserBooksPage',
  // A story's settings, for its author (/p/{postId}/settings).
  'post-settings': 'PostSettingsPage',
  'your-stories': 'YourStoriesPage',
  // The editor (issue 15): /new-story and /p/{postId}/edit; its own layout, a 250 KB budget (e2e/bundle-size.e2e.ts).
  'mobile-web-editor-redirect': 'EditorPage',
  // Lists (issue 16): one chunk for the Library, a list's pages, a user's lists, the embed and /collections.
  'your-catalogs': ['LibraryPages', 'YourCatalogsPage'],
  'your-followed-catalogs': ['LibraryPages', 'YourFollowedCatalogsPage'],
  'your-catalog': ['LibraryPages', 'YourCatalogPage'],
  'user-catalog': ['LibraryPages', 'UserCatalogPage'],
  'user-catalogs': ['LibraryPages', 'UserCatalogsPage'],
  'embed-catalog': ['LibraryPages', 'EmbedCatalogPage'],
  'collections-library': ['LibraryPages', 'CollectionsLibraryPage'],
  // Reading history (issue 16): the Library's tab and the settings-like page with the pause switch (the Highlights tab is the lists' your-catalog page).
  'your-reading-history': ['ReadingHistoryPage', 'YourReadingHistoryPage'],
  'customize-reading-history': ['ReadingHistoryPage', 'CustomizeReadingHistoryPage'],
  // Notifications (issue 17): the page, and the unsubscribe page of a notification e-mail's link.
  notifications: 'NotificationsPage',
  'notification-unsubscribe': 'NotificationUnsubscribePage',
  // Newsletters (issue 17): one chunk for the landing and promotion pages, unsubscribe from all, and the import.
  'writer-subscription-promotion': ['NewsletterPages', 'WriterNewsletterPage'],
  'publication-newsletter-landing': ['NewsletterPages', 'PublicationNewsletterPage'],
  'publication-newsletter-promotion': ['NewsletterPages', 'PublicationNewsletterPage'],
  'global-unsubscribe-newsletters': ['NewsletterPages', 'UnsubscribeAllNewslettersPage'],
  'import-mailing-list': ['NewsletterPages', 'ImportSubscribersPage'],
  // The built-in pages (issue 18): Help, About, Privacy, Terms, Rules, Status; and Download the app when configured.
  'landing-about': 'SitePage',
  'download-app': 'SitePage',
  // Onboarding (issue 18): /get-started and /get-started/topics (one page name), and the follow suggestions.
  'topics-onboarding': ['OnboardingPages', 'GetStartedPage'],
  'customize-suggestions': ['OnboardingPages', 'FollowSuggestionsPage'],
  // A publication's pages (issue 22 part B): one chunk for about, latest, trending, archive and all, followers, write-for-us, subpages.
  'publication-about': ['PublicationPages', 'PublicationAboutPage'],
  'community-publication-latest': ['PublicationPages', 'PublicationLatestPage'],
  'community-publication-trending': ['PublicationPages', 'PublicationTrendingPage'],
  'community-publication-archive': ['PublicationPages', 'PublicationArchivePage'],
  'publication-followers': ['PublicationPages', 'PublicationFollowersPage'],
  'community-publication-write-for-us': ['PublicationPages', 'PublicationWriteForUsPage'],
  'community-publication-subpage': ['PublicationPages', 'PublicationSubpagePage'],
  // Publications run by their people (issue 22 part A): one chunk for the inbox, the outbox, choosing a publication
  // for a draft and the featured stories (/new-publication and the people page are in the settings chunk).
  'editor-inbox': ['PublicationPeoplePages', 'EditorInboxPage'],
  'writer-outbox': ['PublicationPeoplePages', 'WriterOutboxPage'],
  'find-publication-for-submission': ['PublicationPeoplePages', 'FindPublicationPage'],
  'community-publication-manage-featured-stories': ['PublicationPeoplePages', 'ManageFeaturedStoriesPage'],
  // Issue 22: one chunk for the content manager, submitting a draft to a publication and one submission's page.
  'community-publication-content': ['PublicationContentPages', 'PublicationContentPage'],
  'create-submission': ['PublicationContentPages', 'CreateSubmissionPage'],
  'review-submission': ['PublicationContentPages', 'ReviewSubmissionPage'],
  // Issue 22: a publication's newsletter settings (/new-newsletter redirects to them).
  'publication-newsletter-settings': 'PublicationNewsletterSettingsPage',
  // Issue 22: /new-publication and a publication's people page are 'settings' pages by name, with their own chunk
  // (ROUTE_CHUNKS below), so the settings tabs' first JavaScript does not carry them.
  // A publication's design editor is its Info & Homepage settings (header colour, image, sections), in their chunk.
  'publication-design-editor': 'PublicationSettingsPage',
  // Issue 21: account states as pages — /not-available and /suspended (one page name), /unrecognized-account.
  'not-available': ['AccountStatePages', 'NotAvailablePage'],
  'unrecognized-account': ['AccountStatePages', 'UnrecognizedAccountPage'],
  // Issue 21: /password, the Security tab's password form on its own page.
  'crupdate-password': 'PasswordPage',
  // Issue 21: a writer's own custom domain (/me/settings/custom-domain).
  'settings-custom-domain': ['CustomDomainSettings', 'CustomDomainSettingsPage'],
  'publication-custom-domain-settings': 'PublicationSettingsPage',
  'new-publication': ['PublicationSettingsPages', 'NewPublicationPage'],
  'publication-people': ['PublicationSettingsPages', 'PublicationPeoplePage'],
  // Stats (issue 23): one chunk for the five stats pages; the chart library (uPlot) loads after hydration.
  'stats-homepage': ['StatsPages', 'StatsHomePage'],
  'stats-post': ['StatsPages', 'PostStatsPage'],
  'subscription-stats': ['StatsPages', 'AudienceStatsPage'],
  'community-publication-stats': ['StatsPages', 'PublicationStatsPage'],
  'publication-digest-stats': ['StatsPages', 'PublicationDigestStatsPage'],
  // Issue 23 part B: one chunk for giving, redeeming, the first-year discount, cancelling, receipts and the welcome.
  'landing-gift': ['GiftPages', 'GiftLandingPage'],
  'gift-membership': ['GiftPages', 'GiftCheckoutPage'],
  'group-gift-membership': ['GiftPages', 'GroupGiftPage'],
  'redeem-gift-membership': ['GiftPages', 'RedeemGiftPage'],
  'discount-plans': ['GiftPages', 'DiscountPage'],
  'cancel-membership': ['GiftPages', 'CancelMembershipPage'],
  // Issue 23 part C: one chunk for the Partner Program's pages.
  'partner-program-application': ['PartnerPages', 'PartnerApplicationPage'],
  'partner-program-dashboard': ['PartnerPages', 'PartnerDashboardPage'],
  'partner-program-payout-settings': ['PartnerPages', 'PartnerPayoutSettingsPage'],
  'partner-program-stripe-finish': ['PartnerPages', 'PartnerStripeFinishPage'],
  'partner-program-stripe-reconnect': ['PartnerPages', 'PartnerStripeReconnectPage'],
  'partner-program-stripe-reconnect-success': ['PartnerPages', 'PartnerStripeReconnectSuccessPage'],
  'partner-program-unenroll': ['PartnerPages', 'PartnerUnenrollPage'],
  'billing-receipt': ['GiftPages', 'ReceiptPage'],
  'welcome-member': ['GiftPages', 'WelcomeMemberPage'],
  // Issue 23 part B: the landing pages staff edit in the story editor (one chunk).
  'landing-write': ['LandingPages', 'LandingPage'],
  'landing-partner-program': ['LandingPages', 'LandingPage'],
  'landing-b2b': ['LandingPages', 'LandingPage'],
  'landing-verified-authors': ['LandingPages', 'LandingPage'],
  'not-found': 'NotFoundPage',
  'server-error': 'ServerErrorPage',
  'not-built': 'NotBuiltPage',
} as const satisfies Record<string, ChunkKey | readonly [ChunkKey, string]>;

/** Pages whose component waits for more than its chunk (deferred parts the server renders in the same pass). */
const SPECIAL_PAGES = {
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

export type PageKey = keyof typeof PAGES | keyof typeof SPECIAL_PAGES;

/** A page's chunk and component: one name stands for both. */
const pageEntry = (entry: ChunkKey | readonly [ChunkKey, string]): readonly [ChunkKey, string] => (typeof entry === 'string' ? [entry, entry] : entry);

/** Each page's chunk (page-sources.ts names its module for the server). */
export const PAGE_CHUNKS = {
  ...Object.fromEntries(Object.entries(PAGES).map(([page, entry]) => [page, pageEntry(entry)[0]])),
  ...Object.fromEntries(Object.entries(SPECIAL_PAGES).map(([page, { chunk }]) => [page, chunk])),
} as Record<PageKey, ChunkKey>;

export const PAGE_LOADERS = {
  ...Object.fromEntries(
    Object.entries(PAGES).map(([page, entry]) => {
      const [chunk, name] = pageEntry(entry);
      return [page, () => CHUNKS[chunk]().then((m) => (m as Record<string, ComponentType>)[name]!)];
    }),
  ),
  ...Object.fromEntries(Object.entries(SPECIAL_PAGES).map(([page, { component }]) => [page, component])),
} as Record<PageKey, () => Promise<ComponentType>>;

/** The screens a request may end on that are no page of the route table. */
const SCREENS: ReadonlySet<PageKey> = new Set<PageKey>(['not-found', 'server-error', 'not-built']);

/** Routes whose page shares another page's name but loads its own chunk (the key here names the module above). */
export type RouteChunkKey = 'new-publication' | 'publication-people' | 'series-editor';
const ROUTE_CHUNKS: Readonly<Record<string, RouteChunkKey>> = {
  ShowNewPublication: 'new-publication',
  ShowCollectionPermissions: 'publication-people',
  ShowNewSequence: 'series-editor',
  ShowEditSequence: 'series-editor',
};

/** Which page a preloaded state shows: its route's page when it has a module here, else not found. */
export function pageKeyOf(state: PreloadedState): PageKey {
  if (state.status === 500 || state.status === 409) return 'server-error';
  if (state.status === 404 || !state.route) return 'not-found';
  if (state.status === 501) return 'not-built';
  const chunk = ROUTE_CHUNKS[state.route.name];
  if (chunk) return chunk;
  const page = state.route.page as PageKey | undefined;
  return page !== undefined && Object.hasOwn(PAGE_LOADERS, page) && !SCREENS.has(page) ? page : 'not-found';
}
