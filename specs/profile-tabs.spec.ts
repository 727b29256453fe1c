// platform-reference §2.1 Profiles and §2.2 /@{username} subpages, /me/series: the profile's tabs, where its aliases
// go (core/profile/profile-tabs.ts), what an award is (core/profile/awards.ts) and the writer's series by tab
// (core/profile/your-series.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AWARD_KINDS, parseAwardKind, topWriterPlace, topWriterSummary, topWriterTitle } from '../core/profile/awards.ts';
import { currentProfileTab, PROFILE_TABS, profileAliasTarget, publicationWriterTarget, type ProfileAlias } from '../core/profile/profile-tabs.ts';
import { parseSeriesFilter, seriesFilterOf, seriesInTab, YOUR_SERIES_TABS, yourSeriesTitle } from '../core/profile/your-series.ts';
import { ROUTER } from '../core/routing/routes.ts';
import { matchRoute } from '../core/routing/routes.ts';

const usernames = fc.stringMatching(/^[a-z0-9_]{3,30}$/);

describe('platform-reference §2.1 Profiles: the profile tabs', () => {
  it('are routes of the profile, each once, with Home first and a label each', () => {
    expect(PROFILE_TABS.map((t) => t.label)).toEqual(['Home', 'Lists', 'Series', 'Responses', 'Recommended', 'About']);
    for (const t of PROFILE_TABS) expect(ROUTER.byName.get(t.route)?.path.startsWith('/@:username'), t.route).toBe(true);
    expect(new Set(PROFILE_TABS.map((t) => t.route)).size).toBe(PROFILE_TABS.length);
  });

  it("mark the tab a route shows, a list's own page under Lists, and none elsewhere", () => {
    for (const t of PROFILE_TABS) expect(currentProfileTab(t.route)).toBe(t.route);
    expect(currentProfileTab('ShowUserList')).toBe('ShowUserLists');
    expect(currentProfileTab('ShowUserAwards')).toBeNull();
    expect(currentProfileTab('ShowHome')).toBeNull();
  });
});

describe('platform-reference §2.2 /@{username} subpages that are another page', () => {
  it('go to the same writer: /latest the profile, /feed the RSS feed, /follow-list the following list (301)', () => {
    fc.assert(
      fc.property(usernames, fc.boolean(), (username, isOwner) => {
        expect(profileAliasTarget('latest', username, isOwner)).toEqual({ location: `/@${username}`, status: 301 });
        expect(profileAliasTarget('feed', username, isOwner)).toEqual({ location: `/feed/@${username}`, status: 301 });
        expect(profileAliasTarget('follow-list', username, isOwner)).toEqual({ location: `/@${username}/following`, status: 301 });
        // Every target is a page or feed the server matches, of this writer.
        for (const alias of ['latest', 'feed', 'follow-list', 'edit'] as const satisfies readonly ProfileAlias[]) {
          const matched = matchRoute(profileAliasTarget(alias, username, isOwner).location.split('#')[0]!, { domain: { kind: 'main' }, flags: new Set() });
          expect(matched?.kind === 'page' || matched?.kind === 'resource', alias).toBe(true);
        }
      }),
    );
  });

  it("send the owner's /edit to the profile editor and anyone else's to the profile, never cached as permanent", () => {
    fc.assert(
      fc.property(usernames, (username) => {
        expect(profileAliasTarget('edit', username, true)).toEqual({ location: '/me/settings/account#profileInformation', status: 302 });
        expect(profileAliasTarget('edit', username, false)).toEqual({ location: `/@${username}`, status: 302 });
      }),
    );
  });

  it("send a writer's address inside a publication to their one profile's same page", () => {
    fc.assert(
      fc.property(usernames, (username) => {
        expect(publicationWriterTarget('profile', username)).toBe(`/@${username}`);
        expect(publicationWriterTarget('followers', username)).toBe(`/@${username}/followers`);
        expect(publicationWriterTarget('following', username)).toBe(`/@${username}/following`);
      }),
    );
  });
});

describe('platform-reference §2.1 /awards/{type} and /@{username}/awards/{kind}', () => {
  it("know 'top-writer' only; any other kind is none", () => {
    expect(AWARD_KINDS).toEqual(['top-writer']);
    expect(parseAwardKind('top-writer')).toBe('top-writer');
    fc.assert(fc.property(fc.string().filter((s) => s !== 'top-writer'), (kind) => {
      expect(parseAwardKind(kind)).toBeNull();
    }));
    expect(parseAwardKind(undefined)).toBeNull();
  });

  it('say the tag and the place in words', () => {
    expect(topWriterTitle('Software Engineering')).toBe('Top writer in Software Engineering');
    expect(topWriterPlace(1, 1)).toBe('#1 by stories in the tag · 1 story');
    expect(topWriterPlace(3, 12)).toBe('#3 by stories in the tag · 12 stories');
    expect(topWriterSummary(['Urbanism'])).toBe('Top writer in Urbanism');
    expect(topWriterSummary(['Urbanism', 'Transit'])).toBe('Top writer in Urbanism and 1 more tag');
    expect(topWriterSummary(['Urbanism', 'Transit', 'Maps'])).toBe('Top writer in Urbanism and 2 more tags');
  });
});

describe('platform-reference §2.1 /me/series/{filterBy}: your series by tab', () => {
  it('/me/series is Public; the two tabs by name; anything else is not found', () => {
    expect(parseSeriesFilter(undefined)).toBe('public');
    for (const t of YOUR_SERIES_TABS) expect(parseSeriesFilter(t.filter)).toBe(t.filter);
    fc.assert(fc.property(fc.string().filter((s) => !['public', 'empty'].includes(s)), (s) => {
      expect(parseSeriesFilter(s)).toBeNull();
    }));
    expect(yourSeriesTitle('public')).toBe('Your series: Public');
    expect(yourSeriesTitle('empty')).toBe('Your series: Without stories');
  });

  it('put every series in exactly one tab, in its order: Public when readers can read one of its stories', () => {
    const series = fc.array(fc.record({ id: fc.uuid(), readableStories: fc.nat({ max: 50 }) }), { maxLength: 30 });
    fc.assert(
      fc.property(series, (list) => {
        const tabs = YOUR_SERIES_TABS.map((t) => seriesInTab(list, t.filter));
        expect(tabs.flat().length).toBe(list.length);
        for (const tab of tabs) expect(tab).toEqual(list.filter((s) => tab.includes(s)));
        for (const s of list) expect(seriesFilterOf(s.readableStories)).toBe(s.readableStories > 0 ? 'public' : 'empty');
      }),
    );
  });
});
