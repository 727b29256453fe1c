import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { avatarMenuModel, MAX_MENU_PUBLICATIONS } from '../core/layout/avatar-menu.policy.ts';
import { footerLinks, FOOTER_LINK_KEYS, parseSiteLink } from '../core/layout/footer-links.ts';
import { sidebarMachine, type SidebarEvent } from '../core/layout/sidebar.machine.ts';
import { opensAtStart, sidebarEntries, sidebarTooltip, type SidebarMode } from '../core/layout/sidebar.ts';
import { MEMBERSHIP_PAGES, notificationBadge, topBarModel } from '../core/layout/top-bar.policy.ts';
import { ROUTER } from '../core/routing/routes.ts';
import { isLoggedInUserId, obfuscateEmail } from '../core/session/viewer.ts';
import { testViewer } from '../ui/testing/viewer.ts';

const viewer = testViewer;

describe('reader-experience §2.3 top bar', () => {
  it("shows 'Get started' on Home and 'Sign up' elsewhere, with 'Sign in', to logged-out visitors", () => {
    const home = topBarModel({ signedIn: false, routeName: 'ShowHome', page: 'home', flags: new Set() });
    expect(home.loggedOutLinks.map((l) => l.label)).toEqual(['Get started', 'Sign in']);
    expect(home.showWrite || home.showNotifications || home.showAvatar).toBe(false);
    const post = topBarModel({ signedIn: false, routeName: 'ShowPost', page: 'post', flags: new Set() });
    expect(post.loggedOutLinks.map((l) => l.label)).toEqual(['Sign up', 'Sign in']);
  });

  it('shows Write, search, notifications and the avatar to signed-in readers; the sidebar toggle only with slim navigation', () => {
    const plain = topBarModel({ signedIn: true, routeName: 'ShowHome', page: 'home', flags: new Set() });
    expect(plain).toMatchObject({ showWrite: true, showSearch: true, showNotifications: true, showAvatar: true, showSidebarToggle: false });
    expect(plain.loggedOutLinks).toEqual([]);
    expect(topBarModel({ signedIn: true, routeName: 'ShowHome', page: 'home', flags: new Set(['enable_slim_navigation']) }).showSidebarToggle).toBe(true);
  });

  it('sends the logo to Membership settings on membership pages, home otherwise; it scrolls to top on Home', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEMBERSHIP_PAGES, 'home', 'post', 'settings'), fc.boolean(), (page, signedIn) => {
        const model = topBarModel({ signedIn, routeName: page === 'home' ? 'ShowHome' : 'Other', page, flags: new Set() });
        expect(model.logo.route).toBe(MEMBERSHIP_PAGES.has(page) ? 'ShowSettingsTab' : 'ShowHome');
        expect(model.logoScrollsToTop).toBe(page === 'home');
      }),
    );
  });

  it("shows 'Open in app' only when an app address is configured, and never on the newsletter landing and promotion pages", () => {
    for (const page of ['publication-newsletter-landing', 'publication-newsletter-promotion', 'community-publication-newsletter-landing']) {
      expect(topBarModel({ signedIn: false, routeName: 'X', page, flags: new Set(), appConfigured: true }).showOpenInApp).toBe(false);
    }
    expect(topBarModel({ signedIn: false, routeName: 'ShowHome', page: 'home', flags: new Set(), appConfigured: true }).showOpenInApp).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom('home', 'post', 'search', null), fc.boolean(), (page, signedIn) => {
        expect(topBarModel({ signedIn, routeName: 'X', page, flags: new Set() }).showOpenInApp).toBe(false);
      }),
    );
  });

  it('gives every reader, signed in or not, the search button (shown below the medium width)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom('home', 'post', null), (signedIn, page) => {
        expect(topBarModel({ signedIn, routeName: 'X', page, flags: new Set() }).showSearch).toBe(true);
      }),
    );
  });

  it('caps the notification badge at 99+', () => {
    expect(notificationBadge(0)).toBe('');
    expect(notificationBadge(7)).toBe('7');
    expect(notificationBadge(99)).toBe('99');
    expect(notificationBadge(100)).toBe('99+');
    fc.assert(fc.property(fc.integer({ min: 100, max: 1e9 }), (n) => notificationBadge(n) === '99+'));
  });
});

describe('reader-experience §2.7 avatar menu', () => {
  const flags = new Set<string>();

  it('offers Sign up and Sign in to anonymous visitors', () => {
    const model = avatarMenuModel(null, flags, 'Quire');
    expect(model).toMatchObject({ kind: 'anonymous', heading: 'Get started' });
    expect(model.kind === 'anonymous' && model.links.map((l) => l.label)).toEqual(['Sign up', 'Sign in']);
  });

  it('names only routes of the table', () => {
    fc.assert(
      fc.property(
        fc.record({
          member: fc.option(fc.record({ tier: fc.constantFrom('MEMBER' as const, 'FRIEND' as const), memberSince: fc.constant('2025-03-01T00:00:00Z'), isCancelled: fc.boolean() })),
          partner: fc.boolean(),
          admin: fc.integer({ min: 0, max: 6 }),
          flags: fc.subarray(['enable_submissions_v2', 'enable_mastodon_for_members']),
        }),
        ({ member, partner, admin, flags: on }) => {
          const v = viewer({
            membership: member,
            partnerProgramEnrolled: partner,
            adminCollections: Array.from({ length: admin }, (_, i) => ({ id: `c${i}`, name: `P${i}`, slug: `p${i}` })),
          });
          const model = avatarMenuModel(v, new Set(on), 'Quire');
          if (model.kind !== 'viewer') throw new Error('expected the viewer menu');
          const links = model.sections.flat();
          for (const link of links) expect(ROUTER.byName.has(link.route), link.route).toBe(true);
          expect(links.filter((l) => l.key.startsWith('publication:')).length).toBe(Math.min(admin, MAX_MENU_PUBLICATIONS));
          expect(links.some((l) => l.key === 'allPublications')).toBe(admin > MAX_MENU_PUBLICATIONS);
          expect(links.some((l) => l.key === 'partnerProgram')).toBe(partner);
          expect(links.some((l) => l.key === 'applyPartner')).toBe(!partner);
          expect(links.some((l) => l.key === 'becomeMember')).toBe(member === null);
          expect(links.some((l) => l.key === 'editorInbox')).toBe(on.includes('enable_submissions_v2') && admin > 0);
          expect(links.find((l) => l.key === 'stories')!.route).toBe(on.includes('enable_submissions_v2') ? 'ShowWriterOutbox' : 'ShowYourStories');
          expect(links[links.length - 1]).toMatchObject({ key: 'signOut', label: 'Sign out', route: 'AcctSignout', detail: v.emailObfuscated });
        },
      ),
    );
  });

  it("shows 'Member since' month and year, and hides author verification from verified book authors", () => {
    const model = avatarMenuModel(
      viewer({ membership: { tier: 'MEMBER', memberSince: '2025-03-14T10:00:00Z', isCancelled: false }, isBookAuthor: true }),
      flags,
      'Quire',
    );
    const links = model.kind === 'viewer' ? model.sections.flat() : [];
    expect(links.find((l) => l.key === 'membership')?.detail).toBe('Member since Mar 2025');
    expect(links.find((l) => l.key === 'becomeFriend')?.label).toBe('Become a Friend of Quire');
    expect(links.some((l) => l.key === 'verification')).toBe(false);
  });
});

describe('reader-experience §2.8 footer links', () => {
  it('lists the configured links in the spec order and leaves out the rest', () => {
    expect(footerLinks(FOOTER_LINK_KEYS, { terms: '/terms', help: '/help', textToSpeech: 'https://example.org/tts' }).map((l) => l.label)).toEqual([
      'Help',
      'Terms',
      'Text to speech',
    ]);
    expect(FOOTER_LINK_KEYS.map((k) => footerLinks([k], { [k]: '/x' })[0]!.label)).toEqual([
      'Help', 'Status', 'About', 'Careers', 'Press', 'Blog', 'Privacy', 'Rules', 'Terms', 'Text to speech',
    ]);
  });

  it('accepts only site-relative and http(s) addresses', () => {
    expect(parseSiteLink('/help')).toBe('/help');
    expect(parseSiteLink(' https://status.example.org ')).toBe('https://status.example.org');
    expect(parseSiteLink('javascript:alert(1)')).toBeUndefined();
    expect(parseSiteLink('//evil.example')).toBeUndefined();
    expect(parseSiteLink('')).toBeUndefined();
  });
});

describe('reader-experience §2.4 sidebar', () => {
  it('lists Home, Following, Library, Reading list and Stories, with Stories per enable_submissions_v2', () => {
    expect(sidebarEntries('ada', new Set()).map((e) => e.label)).toEqual(['Home', 'Following', 'Library', 'Reading list', 'Stories']);
    expect(sidebarEntries('ada', new Set()).at(-1)).toMatchObject({ route: 'ShowYourStories', params: { filterBy: 'drafts' } });
    expect(sidebarEntries('ada', new Set(['enable_submissions_v2'])).at(-1)).toMatchObject({ route: 'ShowWriterOutbox' });
    for (const e of sidebarEntries('ada', new Set())) expect(ROUTER.byName.has(e.route)).toBe(true);
    expect(sidebarTooltip('Quire')).toBe('All your favorite parts of Quire are now in one sidebar for easy access.');
  });

  it('paints before its machine loads by the same rule the machine starts from (opensAtStart)', () => {
    fc.assert(
      fc.property(fc.constantFrom<SidebarMode>('fixed', 'drawer'), fc.boolean(), (mode, rememberedOpen) => {
        const actor = createActor(sidebarMachine, { input: { mode, rememberedOpen } }).start();
        expect(actor.getSnapshot().matches('open')).toBe(opensAtStart(mode, rememberedOpen));
        expect(opensAtStart(mode, rememberedOpen)).toBe(mode === 'fixed' && rememberedOpen);
        actor.stop();
      }),
    );
  });

  it('starts open only when fixed and remembered open; remembers only what happens on the largest screens', () => {
    const event = fc.oneof(
      fc.constant<SidebarEvent>({ type: 'sidebar.toggle' }),
      fc.constant<SidebarEvent>({ type: 'sidebar.close' }),
      fc.constantFrom<SidebarEvent>({ type: 'sidebar.viewport', mode: 'fixed' }, { type: 'sidebar.viewport', mode: 'drawer' }),
    );
    fc.assert(
      fc.property(fc.constantFrom('fixed' as const, 'drawer' as const), fc.boolean(), fc.array(event, { maxLength: 30 }), (mode, remembered, events) => {
        const saved: boolean[] = [];
        const actor = createActor(
          sidebarMachine.provide({ actions: { persist: ({ context }) => void saved.push(context.rememberedOpen) } }),
          { input: { mode, rememberedOpen: remembered } },
        ).start();
        expect(actor.getSnapshot().matches('open')).toBe(mode === 'fixed' && remembered);
        let rememberedOpen = remembered;
        for (const e of events) {
          const before = actor.getSnapshot();
          actor.send(e);
          const after = actor.getSnapshot();
          if (before.context.mode === 'fixed' && e.type !== 'sidebar.viewport' && before.value !== after.value) {
            rememberedOpen = after.matches('open');
          }
          // A drawer change never touches what the largest screens remember.
          expect(after.context.rememberedOpen).toBe(rememberedOpen);
          if (e.type === 'sidebar.viewport') expect(after.matches('open')).toBe(e.mode === 'fixed' && rememberedOpen);
        }
        expect(saved.every((v) => typeof v === 'boolean')).toBe(true);
      }),
    );
  });
});

describe('reader-experience §3 viewer and §5 logged-out ids', () => {
  it('obfuscates e-mail addresses', () => {
    expect(obfuscateEmail('maya_chen@example.com')).toBe('m••••••@example.com');
    expect(obfuscateEmail('ab@x.org')).toBe('a••@x.org');
    expect(obfuscateEmail('broken')).toBe('•••');
  });

  it("treats 'lo_' ids as logged out", () => {
    expect(isLoggedInUserId('lo_123')).toBe(false);
    expect(isLoggedInUserId('')).toBe(false);
    expect(isLoggedInUserId(null)).toBe(false);
    expect(isLoggedInUserId('a1b2')).toBe(true);
  });
});
