// platform-reference §2.4 (page-to-layout table and the complete list of page names) and
// reader-experience §2.1 (page layouts), as data. Every page name has exactly one decision here: the
// explicit table where §2.4 gives a row, otherwise its "by kind" rule, written out page by page.

/** The complete list of page names (platform-reference §2.4), with its `*` groups expanded. */
export const PAGE_NAMES = [
  'billing-receipt',
  'cancel-membership',
  'collections-library',
  'community-publication-about',
  'community-publication-archive',
  'community-publication-content',
  'community-publication-subpage',
  'community-publication-followers',
  'community-publication-latest',
  'community-publication-manage-featured-stories',
  'community-publication-newsletter-landing',
  'community-publication-profile',
  'community-publication-stats',
  'community-publication-tagged',
  'community-publication-trending',
  'community-publication-write-for-us',
  'create-submission',
  'crupdate-password',
  'customize-following',
  'customize-muted',
  'customize-reading-history',
  'customize-suggestions',
  'discount-plans',
  'download-app',
  'editor-inbox',
  'embed-catalog',
  'embed-form',
  'explore-topics',
  'find-publication-for-submission',
  'gift-membership',
  'global-unsubscribe-newsletters',
  'group-gift-membership',
  'home',
  'home-lo',
  'home-lo-legacy',
  'import-mailing-list',
  'internal-status',
  'landing-about',
  'landing-b2b',
  'landing-gift',
  'landing-membership',
  'landing-partner-program',
  'landing-verified-authors',
  'landing-write',
  'legacy-topic-redirect',
  'manage-membership',
  'manage-membership-confirmation',
  'mastodon-callback',
  'mastodon-for-members',
  'mobile-verification',
  'mobile-web-editor-redirect',
  'not-available',
  'notifications',
  'notification-unsubscribe',
  'onboarding-plans',
  'partner-program-application',
  'partner-program-dashboard',
  'partner-program-payout-settings',
  'partner-program-stripe-finish',
  'partner-program-stripe-reconnect',
  'partner-program-stripe-reconnect-success',
  'partner-program-unenroll',
  'plans',
  'plans-branding',
  'plans-confirmation',
  'post',
  'post-settings',
  'publication-about',
  'publication-custom-domain-settings',
  'publication-design-editor',
  'publication-digest-stats',
  'publication-followers',
  'publication-newsletter-landing',
  'publication-newsletter-promotion',
  'publication-newsletter-settings',
  'publication-profile',
  'publication-tagged',
  'redeem-gift-membership',
  'review-submission',
  'search',
  'series',
  'settings',
  'settings-custom-domain',
  'share-success',
  'sign-in',
  'stats-homepage',
  'stats-post',
  'subscription-stats',
  'tag-archive',
  'ticks',
  'topic',
  'topic-recommended',
  'topic-who-to-follow',
  'topics-onboarding',
  'tribute',
  'update-payment',
  'unrecognized-account',
  'user-about',
  'user-books',
  'user-catalog',
  'user-catalogs',
  'user-design-editor',
  'user-followers',
  'user-following',
  'user-profile',
  'welcome-member',
  'writer-outbox',
  'writer-subscription-promotion',
  'your-catalog',
  'your-catalogs',
  'your-followed-catalogs',
  'your-following-feed',
  'your-reading-history',
  'your-stories',
] as const;

export type PageName = (typeof PAGE_NAMES)[number];

export type LayoutName = 'basic' | 'top-navigation' | 'two-column' | 'wordmark' | 'publication';

export type PageLayout = {
  layout: LayoutName;
  /** The 57px compact publication nav bar (platform-reference §2.4). */
  compactNav?: boolean;
  /** No margin above the footer divider. */
  noFooterDividerMargin?: boolean;
  /** A two-column variant exists, used unless a global or slim navigation flag is on (§2.3). */
  twoColumnVariant?: boolean;
};

const basic: PageLayout = { layout: 'basic' };
const topNavigation: PageLayout = { layout: 'top-navigation' };
const twoColumn: PageLayout = { layout: 'two-column' };
const wordmark: PageLayout = { layout: 'wordmark' };
const publication: PageLayout = { layout: 'publication' };
const publicationCompact: PageLayout = { layout: 'publication', compactNav: true };
const topNavigationWithTwoColumnVariant: PageLayout = { layout: 'top-navigation', twoColumnVariant: true };

/** The rows of the §2.4 table (and reader-experience §2.1), exactly as given. */
const EXPLICIT = {
  'billing-receipt': basic,
  'cancel-membership': topNavigation,
  'collections-library': topNavigation,
  'community-publication-about': publicationCompact,
  'community-publication-content': publicationCompact,
  'community-publication-manage-featured-stories': publicationCompact,
  'community-publication-newsletter-landing': publicationCompact,
  'community-publication-stats': publicationCompact,
  'community-publication-subpage': publicationCompact,
  'community-publication-followers': { layout: 'publication', compactNav: true, noFooterDividerMargin: true },
  'community-publication-archive': publication,
  'community-publication-latest': publication,
  'community-publication-profile': publication,
  'community-publication-tagged': publication,
  'community-publication-trending': publication,
  'community-publication-write-for-us': topNavigation,
  'create-submission': topNavigation,
  'find-publication-for-submission': topNavigation,
  'explore-topics': topNavigation,
  'import-mailing-list': topNavigation,
  'mobile-verification': topNavigation,
  'notification-unsubscribe': topNavigation,
  'crupdate-password': wordmark,
  'discount-plans': wordmark,
  'download-app': wordmark,
  'gift-membership': wordmark,
  'group-gift-membership': wordmark,
  'manage-membership': wordmark,
  'not-available': wordmark,
  'onboarding-plans': wordmark,
  'customize-following': twoColumn,
  'customize-muted': twoColumn,
  'customize-reading-history': twoColumn,
  'customize-suggestions': twoColumn,
  'global-unsubscribe-newsletters': twoColumn,
  'editor-inbox': publicationCompact,
  'embed-catalog': basic,
  'embed-form': basic,
  'home-lo-legacy': basic,
  'internal-status': basic,
  'landing-about': basic,
  'landing-b2b': basic,
  'landing-gift': basic,
  'landing-membership': basic,
  'landing-partner-program': basic,
  'landing-verified-authors': basic,
  'landing-write': basic,
  'legacy-topic-redirect': basic,
  'mastodon-callback': basic,
  'mastodon-for-members': basic,
  'mobile-web-editor-redirect': basic,
  home: twoColumn,
  notifications: twoColumn,
  'publication-profile': twoColumn,
  'user-profile': twoColumn,
  post: topNavigation,
  'your-catalogs': topNavigationWithTwoColumnVariant,
  'your-stories': topNavigationWithTwoColumnVariant,
} as const satisfies { readonly [P in PageName]?: PageLayout };

/**
 * The pages without a row, placed by the "by kind" rule of §2.4: top navigation for dashboards, stats,
 * settings-like and feed pages; two column for about, followers, tagged, search, settings, catalog lists
 * and stories pages; wordmark for the plans family, share-success, topics-onboarding, welcome-member and
 * unrecognized-account; basic for partner application, payout settings, Stripe pages, sign-in, design
 * editors, redeem-gift and similar.
 */
const BY_KIND: { readonly [P in Exclude<PageName, keyof typeof EXPLICIT>]: PageLayout } = {
  // dashboards, stats, settings-like and feed pages
  'partner-program-dashboard': topNavigation,
  'stats-homepage': topNavigation,
  'stats-post': topNavigation,
  'subscription-stats': topNavigation,
  'publication-digest-stats': topNavigation,
  'post-settings': topNavigation,
  'settings-custom-domain': topNavigation,
  'publication-custom-domain-settings': topNavigation,
  'publication-newsletter-settings': topNavigation,
  'review-submission': topNavigation,
  'your-following-feed': topNavigation,
  'tag-archive': topNavigation,
  topic: topNavigation,
  'topic-recommended': topNavigation,
  'topic-who-to-follow': topNavigation,
  // catalog lists and reading history of the viewer: like your-catalogs (§2.3, reader-experience §2.1)
  'your-catalog': topNavigationWithTwoColumnVariant,
  'your-followed-catalogs': topNavigationWithTwoColumnVariant,
  'your-reading-history': topNavigationWithTwoColumnVariant,
  // about, followers, tagged, search, settings, catalog lists and stories pages
  'publication-about': twoColumn,
  'publication-followers': twoColumn,
  'publication-tagged': twoColumn,
  'publication-newsletter-landing': twoColumn,
  'publication-newsletter-promotion': twoColumn,
  'user-about': twoColumn,
  'user-books': twoColumn,
  'user-followers': twoColumn,
  'user-following': twoColumn,
  'user-catalog': twoColumn,
  'user-catalogs': twoColumn,
  search: twoColumn,
  settings: twoColumn,
  series: twoColumn,
  'writer-outbox': twoColumn,
  // plans and onboarding
  plans: wordmark,
  'plans-branding': wordmark,
  'plans-confirmation': wordmark,
  'manage-membership-confirmation': wordmark,
  'share-success': wordmark,
  'topics-onboarding': wordmark,
  'welcome-member': wordmark,
  'unrecognized-account': wordmark,
  'writer-subscription-promotion': wordmark,
  // partner application, payout settings, Stripe pages, sign-in, design editors, redeem-gift and similar
  'partner-program-application': basic,
  'partner-program-payout-settings': basic,
  'partner-program-stripe-finish': basic,
  'partner-program-stripe-reconnect': basic,
  'partner-program-stripe-reconnect-success': basic,
  'partner-program-unenroll': basic,
  'update-payment': basic,
  'sign-in': basic,
  'publication-design-editor': basic,
  'user-design-editor': basic,
  'redeem-gift-membership': basic,
  'home-lo': basic,
  ticks: basic,
  tribute: basic,
};

const LAYOUTS: ReadonlyMap<string, PageLayout> = new Map<string, PageLayout>([
  ...Object.entries(EXPLICIT),
  ...Object.entries(BY_KIND),
]);

const PAGE_NAME_SET: ReadonlySet<string> = new Set(PAGE_NAMES);

export function isPageName(s: string): s is PageName {
  return PAGE_NAME_SET.has(s);
}

/** The layout a page renders in; an unknown page name is a failure (platform-reference §2.4). */
export function layoutOf(page: string): PageLayout {
  const layout = LAYOUTS.get(page);
  if (!layout) throw new Error('Expected page to exist');
  return { ...layout };
}

/** platform-reference §2.3: with this flag a publication's pages use their community variant and show its footer. */
export const LITE_PUBLICATIONS_FLAG = 'enable_lite_publications';

const COMMUNITY_VARIANTS: Readonly<Record<string, PageName>> = {
  'publication-about': 'community-publication-about',
  'publication-followers': 'community-publication-followers',
  'publication-profile': 'community-publication-profile',
  'publication-tagged': 'community-publication-tagged',
  'publication-newsletter-landing': 'community-publication-newsletter-landing',
};

/** The page name whose layout a page renders in: its community variant under the lite-publications flag. */
export function pageVariant(page: string, flags: ReadonlySet<string>): string {
  return flags.has(LITE_PUBLICATIONS_FLAG) ? (COMMUNITY_VARIANTS[page] ?? page) : page;
}
