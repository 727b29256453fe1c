// The page-module table, the browser's side: each page is its own chunk, so the browser loads the entry and the
// page it is on, not every page (the initial-JavaScript budget). The server renders the same module and preloads
// its chunk; the server's side of the table (adapters/server/render/pages/server-pages.ts) says how each page's
// data loads. Adding a page: one entry here, one there, and their files (README: Where things live).
import type { ComponentType } from 'react';
import type { PreloadedState } from '../../core/startup/startup.ts';

/** A page's chunk: its module as Vite's manifest names it, and the component it exports. */
export type PageModule = { source: string; component: () => Promise<ComponentType> };

export const PAGE_MODULES = {
  home: { source: 'ui/pages/HomePage.tsx', component: () => import('./HomePage.tsx').then((m) => m.HomePage) },
  // The server waits for the story page's deferred parts (its end, who clapped) so they render in the same pass.
  post: { source: 'ui/pages/PostRoute.tsx', component: () => import('./PostRoute.tsx').then((m) => m.serverReady().then(() => m.PostRoute)) },
  'sign-in': { source: 'ui/pages/SignInPage.tsx', component: () => import('./SignInPage.tsx').then((m) => m.SignInPage) },
  'user-profile': { source: 'ui/pages/UserProfilePage.tsx', component: () => import('./UserProfilePage.tsx').then((m) => m.UserProfilePage) },
  // Issue 21: a writer's About page (/@{username}/about, /me/about).
  'user-about': { source: 'ui/pages/UserAboutPage.tsx', component: () => import('./UserAboutPage.tsx').then((m) => m.UserAboutPage) },
  'user-followers': { source: 'ui/pages/UserFollowsPage.tsx', component: () => import('./UserFollowsPage.tsx').then((m) => m.UserFollowersPage) },
  'user-following': { source: 'ui/pages/UserFollowsPage.tsx', component: () => import('./UserFollowsPage.tsx').then((m) => m.UserFollowingPage) },
  'publication-profile': { source: 'ui/pages/PublicationProfilePage.tsx', component: () => import('./PublicationProfilePage.tsx').then((m) => m.PublicationProfilePage) },
  plans: { source: 'ui/pages/PlansPage.tsx', component: () => import('./PlansPage.tsx').then((m) => m.PlansPage) },
  'plans-confirmation': { source: 'ui/pages/PlansPage.tsx', component: () => import('./PlansPage.tsx').then((m) => m.PlansConfirmationPage) },
  'landing-membership': { source: 'ui/pages/PlansPage.tsx', component: () => import('./PlansPage.tsx').then((m) => m.MembershipLandingPage) },
  'your-following-feed': { source: 'ui/pages/FollowingFeedPage.tsx', component: () => import('./FollowingFeedPage.tsx').then((m) => m.FollowingFeedPage) },
  'customize-following': { source: 'ui/pages/FollowsIndexPage.tsx', component: () => import('./FollowsIndexPage.tsx').then((m) => m.FollowsIndexPage) },
  'customize-muted': { source: 'ui/pages/MutedPage.tsx', component: () => import('./MutedPage.tsx').then((m) => m.MutedPage) },
  // The settings page: its built tabs (Account, Publishing, Notifications, Membership and payment) in one chunk, the
  // Account and Publishing tabs deferred (SettingsPage.tsx serverReady). Issue 22: a publication's settings share the
  // page name; their own chunk loads only on their routes.
  settings: { source: 'ui/pages/SettingsPage.tsx', component: () =>
      Promise.all([import('./SettingsPage.tsx'), import('../publication/PublicationSettingsPage.tsx')]).then(([reader, publication]) =>
        reader.serverReady().then(() => reader.settingsRoute(publication.PublicationSettingsPage))) },
  // One chunk for the three membership pages, as for a writer's followers and following.
  'manage-membership': { source: 'ui/pages/MembershipSettingsPage.tsx', component: () => import('./MembershipSettingsPage.tsx').then((m) => m.ManageMembershipPage) },
  'manage-membership-confirmation': { source: 'ui/pages/MembershipSettingsPage.tsx', component: () => import('./MembershipSettingsPage.tsx').then((m) => m.ManageMembershipConfirmationPage) },
  search: { source: 'ui/pages/SearchPage.tsx', component: () => import('./SearchPage.tsx').then((m) => m.SearchPage) },
  // One chunk for the tag, topic and explore-topics pages.
  'tag-archive': { source: 'ui/pages/TopicPages.tsx', component: () => import('./TopicPages.tsx').then((m) => m.TagPage) },
  topic: { source: 'ui/pages/TopicPages.tsx', component: () => import('./TopicPages.tsx').then((m) => m.TopicPage) },
  'explore-topics': { source: 'ui/pages/TopicPages.tsx', component: () => import('./TopicPages.tsx').then((m) => m.ExploreTopicsPage) },
  'publication-tagged': { source: 'ui/pages/TopicPages.tsx', component: () => import('./TopicPages.tsx').then((m) => m.PublicationTaggedPage) },
  'your-stories': { source: 'ui/pages/YourStoriesPage.tsx', component: () => import('./YourStoriesPage.tsx').then((m) => m.YourStoriesPage) },
  // The editor (issue 15): /new-story and /p/{postId}/edit; its own layout, a 250 KB budget (e2e/bundle-size.e2e.ts).
  'mobile-web-editor-redirect': { source: 'ui/editor/EditorPage.tsx', component: () => import('../editor/EditorPage.tsx').then((m) => m.EditorPage) },
  // Lists (issue 16): one chunk for the Library, a list's pages, a user's lists, the embed and /collections.
  'your-catalogs': { source: 'ui/pages/LibraryPages.tsx', component: () => import('./LibraryPages.tsx').then((m) => m.YourCatalogsPage) },
  'your-followed-catalogs': { source: 'ui/pages/LibraryPages.tsx', component: () => import('./LibraryPages.tsx').then((m) => m.YourFollowedCatalogsPage) },
  'your-catalog': { source: 'ui/pages/LibraryPages.tsx', component: () => import('./LibraryPages.tsx').then((m) => m.YourCatalogPage) },
  'user-catalog': { source: 'ui/pages/LibraryPages.tsx', component: () => import('./LibraryPages.tsx').then((m) => m.UserCatalogPage) },
  'user-catalogs': { source: 'ui/pages/LibraryPages.tsx', component: () => import('./LibraryPages.tsx').then((m) => m.UserCatalogsPage) },
  'embed-catalog': { source: 'ui/pages/LibraryPages.tsx', component: () => import('./LibraryPages.tsx').then((m) => m.EmbedCatalogPage) },
  'collections-library': { source: 'ui/pages/LibraryPages.tsx', component: () => import('./LibraryPages.tsx').then((m) => m.CollectionsLibraryPage) },
  // Reading history (issue 16): the Library's tab and the settings-like page with the pause switch (the Highlights tab is the lists' your-catalog page).
  'your-reading-history': { source: 'ui/highlights/ReadingHistoryPage.tsx', component: () => import('../highlights/ReadingHistoryPage.tsx').then((m) => m.YourReadingHistoryPage) },
  'customize-reading-history': { source: 'ui/highlights/ReadingHistoryPage.tsx', component: () => import('../highlights/ReadingHistoryPage.tsx').then((m) => m.CustomizeReadingHistoryPage) },
  // Notifications (issue 17): the page, and the unsubscribe page of a notification e-mail's link.
  notifications: { source: 'ui/notifications/NotificationsPage.tsx', component: () => import('../notifications/NotificationsPage.tsx').then((m) => m.NotificationsPage) },
  'notification-unsubscribe': { source: 'ui/notifications/NotificationUnsubscribePage.tsx', component: () => import('../notifications/NotificationUnsubscribePage.tsx').then((m) => m.NotificationUnsubscribePage) },
  // Newsletters (issue 17): one chunk for the landing and promotion pages, unsubscribe from all, and the import.
  'writer-subscription-promotion': { source: 'ui/newsletters/NewsletterPages.tsx', component: () => import('../newsletters/NewsletterPages.tsx').then((m) => m.WriterNewsletterPage) },
  'publication-newsletter-landing': { source: 'ui/newsletters/NewsletterPages.tsx', component: () => import('../newsletters/NewsletterPages.tsx').then((m) => m.PublicationNewsletterPage) },
  'publication-newsletter-promotion': { source: 'ui/newsletters/NewsletterPages.tsx', component: () => import('../newsletters/NewsletterPages.tsx').then((m) => m.PublicationNewsletterPage) },
  'global-unsubscribe-newsletters': { source: 'ui/newsletters/NewsletterPages.tsx', component: () => import('../newsletters/NewsletterPages.tsx').then((m) => m.UnsubscribeAllNewslettersPage) },
  'import-mailing-list': { source: 'ui/newsletters/NewsletterPages.tsx', component: () => import('../newsletters/NewsletterPages.tsx').then((m) => m.ImportSubscribersPage) },
  // The built-in pages (issue 18): Help, About, Privacy, Terms, Rules, Status; and Download the app when configured.
  'landing-about': { source: 'ui/pages/SitePage.tsx', component: () => import('./SitePage.tsx').then((m) => m.SitePage) },
  'download-app': { source: 'ui/pages/SitePage.tsx', component: () => import('./SitePage.tsx').then((m) => m.SitePage) },
  // Onboarding (issue 18): /get-started and /get-started/topics (one page name), and the follow suggestions.
  'topics-onboarding': { source: 'ui/pages/OnboardingPages.tsx', component: () => import('./OnboardingPages.tsx').then((m) => m.GetStartedPage) },
  'customize-suggestions': { source: 'ui/pages/OnboardingPages.tsx', component: () => import('./OnboardingPages.tsx').then((m) => m.FollowSuggestionsPage) },
  // A publication's pages (issue 22 part B): one chunk for about, latest, trending, archive and all, followers, write-for-us, subpages.
  'publication-about': { source: 'ui/pages/PublicationPages.tsx', component: () => import('./PublicationPages.tsx').then((m) => m.PublicationAboutPage) },
  'community-publication-latest': { source: 'ui/pages/PublicationPages.tsx', component: () => import('./PublicationPages.tsx').then((m) => m.PublicationLatestPage) },
  'community-publication-trending': { source: 'ui/pages/PublicationPages.tsx', component: () => import('./PublicationPages.tsx').then((m) => m.PublicationTrendingPage) },
  'community-publication-archive': { source: 'ui/pages/PublicationPages.tsx', component: () => import('./PublicationPages.tsx').then((m) => m.PublicationArchivePage) },
  'publication-followers': { source: 'ui/pages/PublicationPages.tsx', component: () => import('./PublicationPages.tsx').then((m) => m.PublicationFollowersPage) },
  'community-publication-write-for-us': { source: 'ui/pages/PublicationPages.tsx', component: () => import('./PublicationPages.tsx').then((m) => m.PublicationWriteForUsPage) },
  'community-publication-subpage': { source: 'ui/pages/PublicationPages.tsx', component: () => import('./PublicationPages.tsx').then((m) => m.PublicationSubpagePage) },
  // Publications run by their people (issue 22 part A): one chunk for the inbox, the outbox, choosing a publication
  // for a draft and the featured stories (/new-publication and the people page are in the settings chunk).
  'editor-inbox': { source: 'ui/publications/PublicationPeoplePages.tsx', component: () => import('../publications/PublicationPeoplePages.tsx').then((m) => m.EditorInboxPage) },
  'writer-outbox': { source: 'ui/publications/PublicationPeoplePages.tsx', component: () => import('../publications/PublicationPeoplePages.tsx').then((m) => m.WriterOutboxPage) },
  'find-publication-for-submission': { source: 'ui/publications/PublicationPeoplePages.tsx', component: () => import('../publications/PublicationPeoplePages.tsx').then((m) => m.FindPublicationPage) },
  'community-publication-manage-featured-stories': { source: 'ui/publications/PublicationPeoplePages.tsx', component: () => import('../publications/PublicationPeoplePages.tsx').then((m) => m.ManageFeaturedStoriesPage) },
  // Issue 22: /new-publication and a publication's people page are 'settings' pages by name, with their own chunk
  // (ROUTE_CHUNKS below), so the settings tabs' first JavaScript does not carry them.
  // A publication's design editor is its Info & Homepage settings (header colour, image, sections), in their chunk.
  'publication-design-editor': { source: 'ui/publication/PublicationSettingsPage.tsx', component: () => import('../publication/PublicationSettingsPage.tsx').then((m) => m.PublicationSettingsPage) },
  'publication-custom-domain-settings': { source: 'ui/publication/PublicationSettingsPage.tsx', component: () => import('../publication/PublicationSettingsPage.tsx').then((m) => m.PublicationSettingsPage) },
  'new-publication': { source: 'ui/publications/PublicationSettingsPages.tsx', component: () => import('../publications/PublicationSettingsPages.tsx').then((m) => m.NewPublicationPage) },
  'publication-people': { source: 'ui/publications/PublicationSettingsPages.tsx', component: () => import('../publications/PublicationSettingsPages.tsx').then((m) => m.PublicationPeoplePage) },
  // Stats (issue 23): one chunk for the five stats pages; the chart library (uPlot) loads after hydration.
  'stats-homepage': { source: 'ui/stats/StatsPages.tsx', component: () => import('../stats/StatsPages.tsx').then((m) => m.StatsHomePage) },
  'stats-post': { source: 'ui/stats/StatsPages.tsx', component: () => import('../stats/StatsPages.tsx').then((m) => m.PostStatsPage) },
  'subscription-stats': { source: 'ui/stats/StatsPages.tsx', component: () => import('../stats/StatsPages.tsx').then((m) => m.AudienceStatsPage) },
  'community-publication-stats': { source: 'ui/stats/StatsPages.tsx', component: () => import('../stats/StatsPages.tsx').then((m) => m.PublicationStatsPage) },
  'publication-digest-stats': { source: 'ui/stats/StatsPages.tsx', component: () => import('../stats/StatsPages.tsx').then((m) => m.PublicationDigestStatsPage) },
  // Issue 23 part B: one chunk for giving, redeeming, the first-year discount, cancelling, receipts and the welcome.
  'landing-gift': { source: 'ui/pages/GiftPages.tsx', component: () => import('./GiftPages.tsx').then((m) => m.GiftLandingPage) },
  'gift-membership': { source: 'ui/pages/GiftPages.tsx', component: () => import('./GiftPages.tsx').then((m) => m.GiftCheckoutPage) },
  'group-gift-membership': { source: 'ui/pages/GiftPages.tsx', component: () => import('./GiftPages.tsx').then((m) => m.GroupGiftPage) },
  'redeem-gift-membership': { source: 'ui/pages/GiftPages.tsx', component: () => import('./GiftPages.tsx').then((m) => m.RedeemGiftPage) },
  'discount-plans': { source: 'ui/pages/GiftPages.tsx', component: () => import('./GiftPages.tsx').then((m) => m.DiscountPage) },
  'cancel-membership': { source: 'ui/pages/GiftPages.tsx', component: () => import('./GiftPages.tsx').then((m) => m.CancelMembershipPage) },
  // Issue 23 part C: one chunk for the Partner Program's pages.
  'partner-program-application': { source: 'ui/partner/PartnerPages.tsx', component: () => import('../partner/PartnerPages.tsx').then((m) => m.PartnerApplicationPage) },
  'partner-program-dashboard': { source: 'ui/partner/PartnerPages.tsx', component: () => import('../partner/PartnerPages.tsx').then((m) => m.PartnerDashboardPage) },
  'partner-program-payout-settings': { source: 'ui/partner/PartnerPages.tsx', component: () => import('../partner/PartnerPages.tsx').then((m) => m.PartnerPayoutSettingsPage) },
  'partner-program-stripe-finish': { source: 'ui/partner/PartnerPages.tsx', component: () => import('../partner/PartnerPages.tsx').then((m) => m.PartnerStripeFinishPage) },
  'partner-program-stripe-reconnect': { source: 'ui/partner/PartnerPages.tsx', component: () => import('../partner/PartnerPages.tsx').then((m) => m.PartnerStripeReconnectPage) },
  'partner-program-stripe-reconnect-success': {
    source: 'ui/partner/PartnerPages.tsx',
    component: () => import('../partner/PartnerPages.tsx').then((m) => m.PartnerStripeReconnectSuccessPage),
  },
  'partner-program-unenroll': { source: 'ui/partner/PartnerPages.tsx', component: () => import('../partner/PartnerPages.tsx').then((m) => m.PartnerUnenrollPage) },
  'billing-receipt': { source: 'ui/pages/GiftPages.tsx', component: () => import('./GiftPages.tsx').then((m) => m.ReceiptPage) },
  'welcome-member': { source: 'ui/pages/GiftPages.tsx', component: () => import('./GiftPages.tsx').then((m) => m.WelcomeMemberPage) },
  // Issue 23 part B: the landing pages staff edit in the story editor (one chunk).
  'landing-write': { source: 'ui/pages/LandingPages.tsx', component: () => import('./LandingPages.tsx').then((m) => m.LandingPage) },
  'landing-partner-program': { source: 'ui/pages/LandingPages.tsx', component: () => import('./LandingPages.tsx').then((m) => m.LandingPage) },
  'landing-b2b': { source: 'ui/pages/LandingPages.tsx', component: () => import('./LandingPages.tsx').then((m) => m.LandingPage) },
  'landing-verified-authors': { source: 'ui/pages/LandingPages.tsx', component: () => import('./LandingPages.tsx').then((m) => m.LandingPage) },
  'not-found': { source: 'ui/pages/NotFoundPage.tsx', component: () => import('./NotFoundPage.tsx').then((m) => m.NotFoundPage) },
  'server-error': { source: 'ui/pages/ServerErrorPage.tsx', component: () => import('./ServerErrorPage.tsx').then((m) => m.ServerErrorPage) },
  'not-built': { source: 'ui/pages/NotBuiltPage.tsx', component: () => import('./NotBuiltPage.tsx').then((m) => m.NotBuiltPage) },
} satisfies Record<string, PageModule>;

export type PageKey = keyof typeof PAGE_MODULES;

/** Each page's module as Vite's manifest names it (the server preloads it; the budget test weighs it). */
export const PAGE_SOURCES = Object.fromEntries(Object.entries(PAGE_MODULES).map(([key, m]) => [key, m.source])) as Record<PageKey, string>;

export const PAGE_LOADERS = Object.fromEntries(Object.entries(PAGE_MODULES).map(([key, m]) => [key, m.component])) as Record<PageKey, () => Promise<ComponentType>>;

/** The screens a request may end on that are no page of the route table. */
const SCREENS: ReadonlySet<PageKey> = new Set<PageKey>(['not-found', 'server-error', 'not-built']);

/** Routes whose page shares another page's name but loads its own chunk (the key here names the module above). */
export type RouteChunkKey = 'new-publication' | 'publication-people';
const ROUTE_CHUNKS: Readonly<Record<string, RouteChunkKey>> = { ShowNewPublication: 'new-publication', ShowCollectionPermissions: 'publication-people' };

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
