// The server's side of the page-module table (ui/pages/page-modules.ts has the browser's side: each page's lazy
// chunk): for every built page, which of its routes are built, whether it needs a signed-in reader, and how its
// data loads. A page of the route table with no entry here answers 501 in its own layout (README: What works).
import type { PageKey, RouteChunkKey } from '../../../../ui/pages/page-modules.ts';
import { editorPage } from './editor.pages.ts';
import { followingFeedPage, customizeFollowingPage, customizeMutedPage } from './following.pages.ts';
import {
  manageMembershipConfirmationPage,
  manageMembershipPage,
  updatePaymentPage,
  plansConfirmationPage,
  plansPage,
  settingsPage,
} from './membership.pages.ts';
import {
  collectionsLibraryPage,
  embedCatalogPage,
  userCatalogPage,
  userCatalogsPage,
  yourCatalogPage,
  yourCatalogsPage,
  yourFollowedCatalogsPage,
} from './lists.pages.ts';
import { notificationsPage, notificationUnsubscribePage } from './notifications.pages.ts';
import { globalUnsubscribeNewslettersPage, importMailingListPage, publicationNewsletterPage, writerSubscriptionPromotionPage } from './newsletters.pages.ts';
import { followSuggestionsPage, topicsOnboardingPage } from './onboarding.pages.ts';
import type { ServerPage } from './page-load.ts';
import { createSubmissionPage, publicationContentPage, publicationNewsletterSettingsPage, reviewSubmissionPage } from './publication-content.pages.ts';
import { editorInboxPage, findPublicationForSubmissionPage, manageFeaturedStoriesPage, writerOutboxPage } from './publication-people.pages.ts';
import { crupdatePasswordPage, notAvailablePage, settingsCustomDomainPage, unrecognizedAccountPage, userAboutPage } from './account.pages.ts';
import {
  billingReceiptPage,
  cancelMembershipPage,
  discountPage,
  giftCheckoutPage,
  giftLandingPage,
  groupGiftPage,
  redeemGiftPage,
  welcomeMemberPage,
} from './gifts.pages.ts';
import { LANDING_OF_ROUTE } from '../../../../core/landing/landing-pages.ts';
import { landingMembershipPage, landingPage } from './landing.pages.ts';
import {
  partnerApplicationPage,
  partnerDashboardPage,
  partnerPayoutSettingsPage,
  partnerStripeFinishPage,
  partnerStripeReconnectPage,
  partnerStripeReconnectSuccessPage,
  partnerUnenrollPage,
} from './partner.pages.ts';
import { publicationProfilePage, userFollowersPage, userFollowingPage, userProfilePage } from './profile.pages.ts';
import { homePage, postPage, signInPage } from './reading.pages.ts';
import { withResponsesPages } from './responses.pages.ts';
import { searchPage } from './search.page.ts';
import {
  loadPublicationSettings,
  PUBLICATION_SETTINGS_ROUTES,
  publicationAboutPage,
  publicationArchivePage,
  publicationCustomDomainSettingsPage,
  publicationDesignEditorPage,
  publicationFeaturedPage,
  publicationFollowersPage,
  publicationLatestPage,
  publicationSubpagePage,
  publicationTrendingPage,
  publicationWriteForUsPage,
} from './publication.pages.ts';
import { downloadAppPage, sitePage } from './site.pages.ts';
import { yourStoriesPage } from './stories.pages.ts';
import { APPLICATION_ROUTES, loadApplications, loadYourSeries, YOUR_SERIES_ROUTES } from './profile-tabs.pages.ts';
import { audienceStatsPage, publicationDigestStatsPage, publicationStatsPage, statsHomePage, statsPostPage } from './stats.pages.ts';
import { customizeReadingHistoryPage, yourReadingHistoryPage } from './highlights.pages.ts';
import {
  exploreTopicsPage,
  legacyTopicRedirectPage,
  publicationTaggedPage,
  tagArchivePage,
  tagRecommendedPage,
  tagWhoToFollowPage,
  topicPage,
} from './topic.pages.ts';
import { seriesPage, userBooksPage } from './series.pages.ts';
import { postSettingsPage } from './post-settings.pages.ts';
import { FEATURE_PAGE_ROUTES, FEATURE_SETTINGS_ROUTES, loadFeaturePage, loadFeatureSettings } from './feature-pages.pages.ts';

/** The screens every request may end on, which are no page of the route table; and the chunks of routes whose page
 * shares another's name (ui/pages/page-modules.ts ROUTE_CHUNKS: their page's entry here loads them). */
type ScreenKey = 'not-found' | 'server-error' | 'not-built' | RouteChunkKey;

export const SERVER_PAGES: Readonly<Record<Exclude<PageKey, ScreenKey>, ServerPage>> = {
  home: homePage,
  post: withResponsesPages(postPage),
  'sign-in': signInPage,
  'user-profile': userProfilePage,
  'user-followers': userFollowersPage,
  // Issue 21: a writer's About page and the reader's own (/me/about).
  'user-about': userAboutPage,
  'user-following': userFollowingPage,
  'publication-profile': {
    // Issue 22: /{publication}/featured shares the homepage's page name; its loader is publication.pages.ts's.
    routes: [...(publicationProfilePage.routes ?? []), ...(publicationFeaturedPage.routes ?? [])],
    load: (load) => (load.route.name === 'ShowCollectionFeatured' ? publicationFeaturedPage.load(load) : publicationProfilePage.load(load)),
  },
  plans: plansPage,
  'plans-confirmation': plansConfirmationPage,
  'landing-membership': landingMembershipPage,
  'your-following-feed': followingFeedPage,
  'customize-following': customizeFollowingPage,
  'customize-muted': customizeMutedPage,
  // The reader's settings tabs, and (issue 22) a publication's settings, which share the page name.
  settings: {
    // /me/applications (and one application's address) go to the Security tab's integration tokens; a publication's
    // feature pages and followers settings (feature-pages.pages.ts) are settings too.
    routes: [...(settingsPage.routes ?? []), ...PUBLICATION_SETTINGS_ROUTES, ...APPLICATION_ROUTES, ...FEATURE_SETTINGS_ROUTES],
    params: settingsPage.params ?? {},
    signedIn: true,
    load: (load) =>
      (APPLICATION_ROUTES as readonly string[]).includes(load.route.name)
        ? loadApplications(load)
        : (FEATURE_SETTINGS_ROUTES as readonly string[]).includes(load.route.name)
          ? loadFeatureSettings(load)
        : (PUBLICATION_SETTINGS_ROUTES as readonly string[]).includes(load.route.name)
          ? loadPublicationSettings(load)
          : settingsPage.load(load),
  },
  'manage-membership': manageMembershipPage,
  'manage-membership-confirmation': manageMembershipConfirmationPage,
  'update-payment': updatePaymentPage,
  search: searchPage,
  'tag-archive': tagArchivePage,
  topic: topicPage,
  'explore-topics': exploreTopicsPage,
  // A tag's Recommended and Who to follow (/top-writers too), and /topics, which goes to /explore-topics.
  'topic-recommended': tagRecommendedPage,
  'topic-who-to-follow': tagWhoToFollowPage,
  'legacy-topic-redirect': legacyTopicRedirectPage,
  // A writer's series (/s/{slug}; /series/{id} goes there) and books (/@{username}/books).
  series: seriesPage,
  'user-books': userBooksPage,
  // A story's settings, for its author (/p/{postId}/settings).
  'post-settings': postSettingsPage,
  // /tagged/{tag}; /{topic}/home (a Section tab's address), a feature page or else the publication's stories about
  // the topic; and a feature page's stories with one of its tags (feature-pages.pages.ts).
  'publication-tagged': {
    routes: [...(publicationTaggedPage.routes ?? []), ...FEATURE_PAGE_ROUTES],
    load: async (load) => ((FEATURE_PAGE_ROUTES as readonly string[]).includes(load.route.name) ? loadFeaturePage(load) : publicationTaggedPage.load(load)),
  },
  // Your stories, and your series (/me/series, /me/series/{filterBy}), which share the page name.
  'your-stories': {
    routes: [...(yourStoriesPage.routes ?? []), ...YOUR_SERIES_ROUTES],
    signedIn: true,
    load: (load) => ((YOUR_SERIES_ROUTES as readonly string[]).includes(load.route.name) ? loadYourSeries(load) : yourStoriesPage.load(load)),
  },
  'mobile-web-editor-redirect': editorPage,
  // Lists (issue 16): the Library, a list's pages, a user's lists, the embed and /collections.
  'your-catalogs': yourCatalogsPage,
  'your-followed-catalogs': yourFollowedCatalogsPage,
  'your-catalog': yourCatalogPage,
  'user-catalog': userCatalogPage,
  'user-catalogs': userCatalogsPage,
  'embed-catalog': embedCatalogPage,
  'collections-library': collectionsLibraryPage,
  // Reading history (issue 16): the Library's tab and the page with the pause switch and Clear all.
  'your-reading-history': yourReadingHistoryPage,
  'customize-reading-history': customizeReadingHistoryPage,
  // Notifications (issue 17): the page and the signed link that turns a kind's e-mail off.
  notifications: notificationsPage,
  'notification-unsubscribe': notificationUnsubscribePage,
  // Newsletters (issue 17): the landing and promotion pages, unsubscribe from all, and the writer's import.
  'writer-subscription-promotion': writerSubscriptionPromotionPage,
  'publication-newsletter-landing': publicationNewsletterPage,
  'publication-newsletter-promotion': publicationNewsletterPage,
  'global-unsubscribe-newsletters': globalUnsubscribeNewslettersPage,
  'import-mailing-list': importMailingListPage,
  // The built-in pages (issue 18): the footer's Help, Privacy, Terms, Rules and Status; the app's page. About shares
  // the page name and is a landing page staff edit (issue 23), as is Jobs (/jobs).
  'landing-about': {
    routes: [...(sitePage.routes ?? []), 'ShowLandingAbout', 'ShowJobs'],
    load: (load) => (LANDING_OF_ROUTE[load.route.name] ? landingPage.load(load) : sitePage.load(load)),
  },
  'download-app': downloadAppPage,
  // Onboarding (issue 18): the name and username, topics to follow, then who to follow.
  'topics-onboarding': topicsOnboardingPage,
  'customize-suggestions': followSuggestionsPage,
  // A publication's pages (issue 22 part B).
  'publication-about': publicationAboutPage,
  'community-publication-latest': publicationLatestPage,
  'community-publication-trending': publicationTrendingPage,
  'community-publication-archive': publicationArchivePage,
  'publication-followers': publicationFollowersPage,
  'community-publication-write-for-us': publicationWriteForUsPage,
  'community-publication-subpage': publicationSubpagePage,
  'publication-design-editor': publicationDesignEditorPage,
  'publication-custom-domain-settings': publicationCustomDomainSettingsPage,
  // Issue 21: the writer's own custom domain.
  'settings-custom-domain': settingsCustomDomainPage,
  'crupdate-password': crupdatePasswordPage,
  'not-available': notAvailablePage,
  'unrecognized-account': unrecognizedAccountPage,
  // Publications run by their people (issue 22 part A): the editor inbox, the writer outbox, choosing a publication
  // for a draft, the featured stories; /new-publication and the people page are routes of 'settings'.
  'editor-inbox': editorInboxPage,
  'writer-outbox': writerOutboxPage,
  'find-publication-for-submission': findPublicationForSubmissionPage,
  'community-publication-manage-featured-stories': manageFeaturedStoriesPage,
  // Issue 22: the content manager, submitting a draft to one publication, one submission, the newsletter's settings.
  'community-publication-content': publicationContentPage,
  'create-submission': createSubmissionPage,
  'review-submission': reviewSubmissionPage,
  'publication-newsletter-settings': publicationNewsletterSettingsPage,
  // Stats (issue 23): a writer's, a story's, a writer's audience and a publication's.
  'stats-homepage': statsHomePage,
  'stats-post': statsPostPage,
  'subscription-stats': audienceStatsPage,
  'community-publication-stats': publicationStatsPage,
  'publication-digest-stats': publicationDigestStatsPage,
  // Issue 23 part B: gifts, redeeming, the first-year discount, the cancel flow, receipts and the welcome.
  'landing-gift': giftLandingPage,
  'gift-membership': giftCheckoutPage,
  'group-gift-membership': groupGiftPage,
  'redeem-gift-membership': redeemGiftPage,
  'discount-plans': discountPage,
  'cancel-membership': cancelMembershipPage,
  'billing-receipt': billingReceiptPage,
  'welcome-member': welcomeMemberPage,
  // Issue 23 part B: the landing pages staff edit in the story editor.
  'landing-write': landingPage,
  'landing-partner-program': landingPage,
  'landing-b2b': landingPage,
  'landing-verified-authors': landingPage,
  // Issue 23 part C: the Partner Program.
  'partner-program-application': partnerApplicationPage,
  'partner-program-dashboard': partnerDashboardPage,
  'partner-program-payout-settings': partnerPayoutSettingsPage,
  'partner-program-stripe-finish': partnerStripeFinishPage,
  'partner-program-stripe-reconnect': partnerStripeReconnectPage,
  'partner-program-stripe-reconnect-success': partnerStripeReconnectSuccessPage,
  'partner-program-unenroll': partnerUnenrollPage,
};

/** The pages built so far; every other page of the route table answers 501 in its own layout. */
export const BUILT_PAGES: ReadonlySet<string> = new Set(Object.keys(SERVER_PAGES));

export const serverPageOf = (page: string): ServerPage | undefined => (SERVER_PAGES as Record<string, ServerPage>)[page];
