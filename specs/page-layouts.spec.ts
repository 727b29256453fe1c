import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPageName, layoutOf, PAGE_NAMES, type PageLayout } from '../core/layout/page-layouts.ts';

const basic: PageLayout = { layout: 'basic' };
const topNavigation: PageLayout = { layout: 'top-navigation' };
const twoColumn: PageLayout = { layout: 'two-column' };
const wordmark: PageLayout = { layout: 'wordmark' };
const publication: PageLayout = { layout: 'publication' };
const publicationCompact: PageLayout = { layout: 'publication', compactNav: true };

/** The §2.4 table, row by row. */
const TABLE: [string, PageLayout][] = [
  ['billing-receipt', basic],
  ['cancel-membership', topNavigation],
  ['collections-library', topNavigation],
  ['community-publication-about', publicationCompact],
  ['community-publication-content', publicationCompact],
  ['community-publication-manage-featured-stories', publicationCompact],
  ['community-publication-newsletter-landing', publicationCompact],
  ['community-publication-stats', publicationCompact],
  ['community-publication-subpage', publicationCompact],
  ['community-publication-followers', { layout: 'publication', compactNav: true, noFooterDividerMargin: true }],
  ['community-publication-archive', publication],
  ['community-publication-latest', publication],
  ['community-publication-profile', publication],
  ['community-publication-tagged', publication],
  ['community-publication-trending', publication],
  ['community-publication-write-for-us', topNavigation],
  ['create-submission', topNavigation],
  ['find-publication-for-submission', topNavigation],
  ['explore-topics', topNavigation],
  ['import-mailing-list', topNavigation],
  ['mobile-verification', topNavigation],
  ['notification-unsubscribe', topNavigation],
  ['crupdate-password', wordmark],
  ['discount-plans', wordmark],
  ['download-app', wordmark],
  ['gift-membership', wordmark],
  ['group-gift-membership', wordmark],
  ['manage-membership', wordmark],
  ['not-available', wordmark],
  ['onboarding-plans', wordmark],
  ['customize-following', twoColumn],
  ['customize-muted', twoColumn],
  ['customize-reading-history', twoColumn],
  ['customize-suggestions', twoColumn],
  ['global-unsubscribe-newsletters', twoColumn],
  ['editor-inbox', publicationCompact],
  ['embed-catalog', basic],
  ['embed-form', basic],
  ['home-lo-legacy', basic],
  ['internal-status', basic],
  ['landing-about', basic],
  ['landing-b2b', basic],
  ['landing-gift', basic],
  ['landing-membership', basic],
  ['landing-partner-program', basic],
  ['landing-verified-authors', basic],
  ['landing-write', basic],
  ['legacy-topic-redirect', basic],
  ['mastodon-callback', basic],
  ['mastodon-for-members', basic],
  ['mobile-web-editor-redirect', basic],
  ['home', twoColumn],
  ['notifications', twoColumn],
  ['publication-profile', twoColumn],
  ['user-profile', twoColumn],
  ['post', topNavigation],
  ['your-catalogs', { layout: 'top-navigation', twoColumnVariant: true }],
  ['your-stories', { layout: 'top-navigation', twoColumnVariant: true }],
];

/** The "by kind" rule of §2.4, for the pages it names by kind. */
const BY_KIND: [string, PageLayout['layout']][] = [
  ['partner-program-dashboard', 'top-navigation'],
  ['stats-homepage', 'top-navigation'],
  ['stats-post', 'top-navigation'],
  ['subscription-stats', 'top-navigation'],
  ['your-following-feed', 'top-navigation'],
  ['user-about', 'two-column'],
  ['publication-about', 'two-column'],
  ['user-followers', 'two-column'],
  ['publication-followers', 'two-column'],
  ['publication-tagged', 'two-column'],
  ['search', 'two-column'],
  ['settings', 'two-column'],
  ['user-catalogs', 'two-column'],
  ['plans', 'wordmark'],
  ['plans-branding', 'wordmark'],
  ['plans-confirmation', 'wordmark'],
  ['share-success', 'wordmark'],
  ['topics-onboarding', 'wordmark'],
  ['welcome-member', 'wordmark'],
  ['unrecognized-account', 'wordmark'],
  ['partner-program-application', 'basic'],
  ['partner-program-payout-settings', 'basic'],
  ['partner-program-stripe-finish', 'basic'],
  ['partner-program-stripe-reconnect', 'basic'],
  ['partner-program-stripe-reconnect-success', 'basic'],
  ['sign-in', 'basic'],
  ['publication-design-editor', 'basic'],
  ['user-design-editor', 'basic'],
  ['redeem-gift-membership', 'basic'],
];

describe('platform-reference §2.4 page-to-layout table', () => {
  it.each(TABLE)('%s has the layout of its row', (page, layout) => {
    expect(layoutOf(page)).toEqual(layout);
  });

  it.each(BY_KIND)('%s follows the by-kind rule: %s', (page, layout) => {
    expect(layoutOf(page).layout).toBe(layout);
  });

  it('the complete list of page names: unique, each with a layout, including the expanded groups', () => {
    expect(new Set(PAGE_NAMES).size).toBe(PAGE_NAMES.length);
    for (const page of PAGE_NAMES) {
      expect(isPageName(page)).toBe(true);
      expect(['basic', 'top-navigation', 'two-column', 'wordmark', 'publication']).toContain(layoutOf(page).layout);
    }
    for (const [page] of [...TABLE, ...BY_KIND]) expect(PAGE_NAMES).toContain(page);
    const expanded = [
      'community-publication-write-for-us',
      'customize-following',
      'customize-muted',
      'customize-reading-history',
      'customize-suggestions',
      'landing-about',
      'landing-b2b',
      'landing-gift',
      'landing-membership',
      'landing-partner-program',
      'landing-verified-authors',
      'landing-write',
      'partner-program-unenroll',
      'publication-newsletter-promotion',
      'your-catalog',
      'your-catalogs',
      'home-lo',
      'home-lo-legacy',
      'sign-in',
      'manage-membership-confirmation',
    ];
    for (const page of expanded) expect(PAGE_NAMES).toContain(page);
    expect(PAGE_NAMES.filter((p) => p.startsWith('community-publication-'))).toHaveLength(13);
  });

  it('only the community publication pages and the editor inbox use the publication layout', () => {
    const pub = PAGE_NAMES.filter((p) => layoutOf(p).layout === 'publication');
    expect(pub.every((p) => p.startsWith('community-publication-') || p === 'editor-inbox')).toBe(true);
  });

  it('a layout handed out cannot change the table', () => {
    const layout = layoutOf('home');
    layout.layout = 'basic';
    expect(layoutOf('home')).toEqual({ layout: 'two-column' });
  });

  it('an unknown page name is a failure', () => {
    expect(() => layoutOf('no-such-page')).toThrow('Expected page to exist');
    expect(() => layoutOf('')).toThrow('Expected page to exist');
    expect(() => layoutOf('community-publication-*')).toThrow('Expected page to exist');
    expect(isPageName('no-such-page')).toBe(false);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(PAGE_NAMES as readonly string[]).includes(s)),
        (s) => {
          expect(isPageName(s)).toBe(false);
          expect(() => layoutOf(s)).toThrow('Expected page to exist');
        },
      ),
    );
  });

  it('agrees with reader-experience §2.1', () => {
    for (const page of ['home', 'notifications', 'publication-profile', 'user-profile']) expect(layoutOf(page).layout).toBe('two-column');
    for (const page of ['post', 'your-catalogs', 'your-stories']) expect(layoutOf(page).layout).toBe('top-navigation');
    expect(layoutOf('post')).toEqual({ layout: 'top-navigation' });
  });

  it('§2.3: your catalog(s), followed catalogs, reading history and stories have a two-column variant', () => {
    for (const page of ['your-catalog', 'your-catalogs', 'your-followed-catalogs', 'your-reading-history', 'your-stories']) {
      expect(layoutOf(page), page).toEqual({ layout: 'top-navigation', twoColumnVariant: true });
    }
  });
});
