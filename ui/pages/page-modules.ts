// The page-module table: each page's chunk and component, and which page a preloaded state shows. The server renders
// with it and names the page's module in the preloaded state (PreloadedState.page); the browser's entry carries only
// page-chunks.ts (each chunk's import) and loads the module the server named, so this table stays out of every
// page's first JavaScript. page-sources.ts names each chunk's source for the server to preload; the server's side
// (adapters/server/render/pages/server-pages.ts) says how each page's data loads. Adding a page: one entry here (and
// its chunk's in page-chunks.ts, with its source, if new), one there, and their files (README: Where things live).
import type { ComponentType } from 'react';
import type { PageModule, PreloadedState } from '../../core/startup/startup.ts';
import { loadPage, SPECIAL_PAGES, type ChunkKey } from './page-chunks.ts';

export type { ChunkKey };

/**
 * Each page: its chunk and the component that chunk exports for it. What the server preloads for a chunk is in
 * page-sources.ts (the server's side, kept out of the browser's entry).
 */
const PAGES = {
  home: ['HomePage', 'HomePage'],
  'sign-in': ['SignInPage', 'SignInPage'],
  'user-profile': ['UserProfilePage', 'UserProfilePage'],
  // The profile's other tabs (recommended, responses, series, awards) and /awards/{type}: 'user-profile' pages by name
  // with their own chunk (pageKeyOf below), so the profile's first JavaScript does not carry them.
  'user-profile-tabs': ['ProfileTabPages', 'ProfileTabRoute'],
  // Issue 21: a writer's About page (/@{username}/about, /me/about).
  'user-about': ['UserAboutPage', 'UserAboutPage'],
  'user-followers': ['UserFollowsPage', 'UserFollowersPage'],
  'user-following': ['UserFollowsPage', 'UserFollowingPage'],
  'publication-profile': ['PublicationProfilePage', 'PublicationProfilePage'],
  plans: ['PlansPage', 'PlansPage'],
  'plans-confirmation': ['PlansPage', 'PlansConfirmationPage'],
  'landing-membership': ['PlansPage', 'MembershipLandingPage'],
  'your-following-feed': ['FollowingFeedPage', 'FollowingFeedPage'],
  'customize-following': ['FollowsIndexPage', 'FollowsIndexPage'],
  'customize-muted': ['MutedPage', 'MutedPage'],
  // One chunk for the three membership pages, as for a writer's followers and following.
  'manage-membership': ['MembershipSettingsPage', 'ManageMembershipPage'],
  'manage-membership-confirmation': ['MembershipSettingsPage', 'ManageMembershipConfirmationPage'],
  // Issue 23: a new card for the membership (the card form, or the provider's own page).
  'update-payment': ['MembershipSettingsPage', 'UpdatePaymentPage'],
  search: ['SearchPage', 'SearchPage'],
  // One chunk for the tag, topic and explore-topics pages; a tag's archive by date and the top stories of a day are
  // routes of tag-archive and topic in the same chunk (ui/browse/BrowsePages.tsx).
  // The series editor (/s/new, /s/{slug}/edit): routes of the editor's page name with a chunk of their own.
  'series-editor': ['SeriesEditorPage', 'SeriesEditorPage'],
  'tag-archive': ['TopicPages', 'TagPage'],
  topic: ['TopicPages', 'TopicPage'],
  'explore-topics': ['TopicPages', 'ExploreTopicsPage'],
  'publication-tagged': ['TopicPages', 'PublicationTaggedPage'],
  // A tag's Recommended and Who to follow (/top-writers too): one chunk (core/reader-pages/tag-pages.ts).
  'topic-recommended': ['TagTabPages', 'TagRecommendedPage'],
  'topic-who-to-follow': ['TagTabPages', 'TagWhoToFollowPage'],
  // /topics always redirects to /explore-topics on the server (topic.pages.ts); its module is the not-found screen's.
  'legacy-topic-redirect': ['NotFoundPage', 'NotFoundPage'],
  // A series (/s/{slug}, /series/{id}) and a writer's books (/@{username}/books).
  series: ['SeriesPage', 'SeriesPage'],
  'user-books': ['UserBooksPage', 'UserBooksPage'],
  // A story's settings, for its author (/p/{postId}/settings).
  'post-settings': ['PostSettingsPage', 'PostSettingsPage'],
  'your-stories': ['YourStoriesPage', 'YourStoriesPage'],
  // The editor (issue 15): /new-story and /p/{postId}/edit; its own layout, a 250 KB budget (e2e/bundle-size.e2e.ts).
  'mobile-web-editor-redirect': ['EditorPage', 'EditorPage'],
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
  notifications: ['NotificationsPage', 'NotificationsPage'],
  'notification-unsubscribe': ['NotificationUnsubscribePage', 'NotificationUnsubscribePage'],
  // Newsletters (issue 17): one chunk for the landing and promotion pages, unsubscribe from all, and the import.
  'writer-subscription-promotion': ['NewsletterPages', 'WriterNewsletterPage'],
  'publication-newsletter-landing': ['NewsletterPages', 'PublicationNewsletterPage'],
  'publication-newsletter-promotion': ['NewsletterPages', 'PublicationNewsletterPage'],
  'global-unsubscribe-newsletters': ['NewsletterPages', 'UnsubscribeAllNewslettersPage'],
  'import-mailing-list': ['NewsletterPages', 'ImportSubscribersPage'],
  // The built-in pages (issue 18): Help, About, Privacy, Terms, Rules, Status; and Download the app when configured.
  'landing-about': ['SitePage', 'SitePage'],
  'download-app': ['SitePage', 'SitePage'],
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
  'publication-newsletter-settings': ['PublicationNewsletterSettingsPage', 'PublicationNewsletterSettingsPage'],
  // Issue 22: /new-publication and a publication's people page are 'settings' pages by name, with their own chunk
  // (ROUTE_CHUNKS below), so the settings tabs' first JavaScript does not carry them.
  // A publication's design editor is its Info & Homepage settings (header colour, image, sections), in their chunk.
  'publication-design-editor': ['PublicationSettingsPage', 'PublicationSettingsPage'],
  // Issue 21: account states as pages — /not-available and /suspended (one page name), /unrecognized-account.
  'not-available': ['AccountStatePages', 'NotAvailablePage'],
  'unrecognized-account': ['AccountStatePages', 'UnrecognizedAccountPage'],
  // Issue 21: /password, the Security tab's password form on its own page.
  'crupdate-password': ['PasswordPage', 'PasswordPage'],
  // Issue 21: a writer's own custom domain (/me/settings/custom-domain).
  'settings-custom-domain': ['CustomDomainSettings', 'CustomDomainSettingsPage'],
  'publication-custom-domain-settings': ['PublicationSettingsPage', 'PublicationSettingsPage'],
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
  'not-found': ['NotFoundPage', 'NotFoundPage'],
  'server-error': ['ServerErrorPage', 'ServerErrorPage'],
  'not-built': ['NotBuiltPage', 'NotBuiltPage'],
} as const satisfies Record<string, readonly [ChunkKey, string]>;



export type PageKey = keyof typeof PAGES | keyof typeof SPECIAL_PAGES;

/** Each page's chunk (page-sources.ts names its module for the server). */
export const PAGE_CHUNKS = {
  ...Object.fromEntries(Object.entries(PAGES).map(([page, [chunk]]) => [page, chunk])),
  ...Object.fromEntries(Object.entries(SPECIAL_PAGES).map(([page, { chunk }]) => [page, chunk])),
} as Record<PageKey, ChunkKey>;

/** Which module a page is, as the preloaded state names it for the browser (page-chunks.ts loadPage). */
export function pageModuleOf(key: PageKey): PageModule {
  const plain = (PAGES as Record<string, readonly [ChunkKey, string] | undefined>)[key];
  return { key, chunk: PAGE_CHUNKS[key], name: plain?.[1] ?? '' };
}

export const PAGE_LOADERS = Object.fromEntries(
  (Object.keys(PAGE_CHUNKS) as PageKey[]).map((page) => [page, () => loadPage(pageModuleOf(page))]),
) as Record<PageKey, () => Promise<ComponentType>>;

/** The screens a request may end on that are no page of the route table. */
const SCREENS: ReadonlySet<PageKey> = new Set<PageKey>(['not-found', 'server-error', 'not-built']);

/** Routes whose page shares another page's name but loads its own chunk (the key here names the module above). */
export type RouteChunkKey = 'new-publication' | 'publication-people' | 'user-profile-tabs' | 'series-editor';
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
  // The profile's other tabs and /awards/{type} (every built user-profile route but the profile and its highlights).
  if (state.route.page === 'user-profile' && !/^ShowUser(Highlights)?$/.test(state.route.name)) return 'user-profile-tabs';
  const page = state.route.page as PageKey | undefined;
  return page !== undefined && Object.hasOwn(PAGE_LOADERS, page) && !SCREENS.has(page) ? page : 'not-found';
}
