import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  audiencePath,
  listSharePath,
  newStoryPath,
  ownSiteAddress,
  PROFILE_SUBPAGES,
  profileSubpagePath,
  readingListPath,
  searchCategory,
  searchPath,
  SEARCH_CATEGORIES,
  SHARE_CHANNELS,
  STORY_FILTERS,
  yourStoriesPath,
} from '../core/routing/links.ts';
import { canonicalLocation } from '../core/routing/navigation.ts';
import { matchRoute, ROUTER } from '../core/routing/routes.ts';

describe('platform-reference §2.2 route helper shapes', () => {
  it('builds /new-story with the optional quote, and keeps that parameter through the allow-list', () => {
    expect(newStoryPath()).toBe('/new-story');
    expect(newStoryPath('q123')).toBe('/new-story?inResponseToQuoteId=q123');
    expect(canonicalLocation('/new-story', '?inResponseToQuoteId=q123&utm=x', ROUTER.byName.get('ShowNewPost')!.query)).toBe(
      '/new-story?inResponseToQuoteId=q123',
    );
  });

  it('builds every profile subpage and matches it back under the same user', () => {
    for (const subpage of Object.keys(PROFILE_SUBPAGES) as (keyof typeof PROFILE_SUBPAGES)[]) {
      const path = profileSubpagePath('ada', subpage);
      expect(path).toBe(`/@ada/${subpage}`);
      expect(matchRoute(path)).toMatchObject({ name: PROFILE_SUBPAGES[subpage], params: { username: 'ada' } });
    }
    expect(audiencePath('ada', 'followers')).toBe('/@ada/audience/followers');
  });

  it('builds the Your Stories filters', () => {
    expect(STORY_FILTERS.map((f) => yourStoriesPath(f))).toEqual([
      '/me/stories/drafts', '/me/stories/public', '/me/stories/responses', '/me/stories/unlisted', '/me/stories/deleted',
    ]);
    expect(yourStoriesPath()).toBe('/me/stories/drafts');
  });

  it('reads a bare search path as posts and any other category as none', () => {
    expect(searchCategory(undefined)).toBe('posts');
    expect(searchCategory('')).toBe('posts');
    for (const c of SEARCH_CATEGORIES) expect(searchCategory(c)).toBe(c);
    fc.assert(fc.property(fc.string().filter((s) => s !== '' && !(SEARCH_CATEGORIES as readonly string[]).includes(s)), (s) => searchCategory(s) === null));
  });

  it('builds search paths, in a publication or not, that match the search page', () => {
    expect(searchPath({ q: 'ink' })).toBe('/search?q=ink');
    expect(searchPath({ q: 'ink', category: 'users' })).toBe('/search/users?q=ink');
    expect(searchPath({ collectionSlug: 'field-notes', q: 'ink' })).toBe('/field-notes/search?q=ink');
    expect(searchPath({ collectionSlug: 'field-notes', category: 'tags' })).toBe('/field-notes/search/tags');
    for (const category of SEARCH_CATEGORIES) {
      expect(matchRoute(searchPath({ category }).split('?')[0]!)?.page).toBe('search');
    }
  });

  it("gives a user's own site as custom domain, subdomain or /@username", () => {
    expect(ownSiteAddress({ username: 'ada', hasSubdomain: false, customDomain: 'ada.blog' }, 'quire.example')).toBe('https://ada.blog');
    expect(ownSiteAddress({ username: 'ada', hasSubdomain: true, customDomain: null }, 'quire.example')).toBe('https://ada.quire.example');
    expect(ownSiteAddress({ username: 'ada', hasSubdomain: false, customDomain: null }, 'quire.example')).toBe('/@ada');
  });

  it('builds reading-list addresses: three predefined lists, and slug plus id for the rest', () => {
    expect(readingListPath('ada', { type: 'READING_LIST' })).toBe('/@ada/list/reading-list');
    expect(readingListPath('ada', { type: 'CURRENTLY_READING' })).toBe('/@ada/list/currently-reading');
    expect(readingListPath('ada', { type: 'PURCHASED' })).toBe('/@ada/list/purchased');
    expect(readingListPath('ada', { name: 'Slow Sunday Reads', id: 'a1b2c3' })).toBe('/@ada/list/slow-sunday-reads-a1b2c3');
    expect(SHARE_CHANNELS.map((c) => listSharePath('ada', 'slow-sunday-reads', c))).toEqual([
      '/@ada/list/slow-sunday-reads/share/linkedIn',
      '/@ada/list/slow-sunday-reads/share/twitter',
      '/@ada/list/slow-sunday-reads/share/facebook',
    ]);
  });
});

describe('reader-experience §2.2 settings tabs, anchors and deep links', () => {
  it('names the five tabs and titles the page with the product name', async () => {
    const { SETTINGS_TABS, settingsTitle, settingsPath, isSettingsTab, SETTINGS_ANCHORS, REDEEM_GIFT_ANCHOR, DEEP_LINKS } = await import(
      '../core/routing/settings.ts'
    );
    expect(SETTINGS_TABS.map((t) => t.label)).toEqual(['Account', 'Publishing', 'Notifications', 'Membership and payment', 'Security and apps']);
    expect(settingsTitle('Quire')).toBe('Settings – Quire');
    expect(settingsPath()).toBe('/me/settings');
    expect(settingsPath('membership', 'membership')).toBe('/me/settings/membership#membership');
    expect(settingsPath('membership', REDEEM_GIFT_ANCHOR)).toBe('/me/settings/membership#redeemGiftMembership');
    expect(isSettingsTab('security')).toBe(true);
    expect(isSettingsTab('admin')).toBe(false);
    expect(SETTINGS_ANCHORS).toHaveLength(14);
    expect([DEEP_LINKS.post('abc'), DEEP_LINKS.topic('writing'), DEEP_LINKS.profile('ada'), DEEP_LINKS.settings()]).toEqual([
      '/p/abc', '/topic/writing', '/@ada', '/me/settings',
    ]);
  });
});
