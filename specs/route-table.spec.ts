import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPageName, PAGE_NAMES } from '../core/layout/page-layouts.ts';
import { compileRoutes, parsePattern, resolveRedirect } from '../core/routing/matcher.ts';
import { ROUTE_TABLE } from '../core/routing/route-table.ts';
import type { DomainContext } from '../core/routing/route.types.ts';
import { buildPath, matchRoute, ROUTER } from '../core/routing/routes.ts';

/** Every feature flag the table names, so flagged routes are served in the properties. */
const ALL_FLAGS: ReadonlySet<string> = new Set(ROUTE_TABLE.flatMap((r) => (r.flag ? [r.flag] : [])));
const match = (path: string, domain?: DomainContext) => matchRoute(path, { flags: ALL_FLAGS, domain });

/**
 * Every literal segment of the table (me, p, about, stories, …). A generated param never takes one of
 * these values, so a more specific route can never legitimately win over the route a path was built for.
 */
const LITERALS: ReadonlySet<string> = new Set(
  ROUTE_TABLE.flatMap((r) => parsePattern(r.path).flatMap((s) => (s.kind === 'literal' ? [s.value] : []))),
);

const slugParam = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/).filter((s) => !LITERALS.has(s));
/** platform-reference §2.2: a post id param is a title slug ending in the hex id. */
const postIdParam = fc.stringMatching(/^([a-z0-9]{1,8}-){0,2}[0-9a-f]{6,12}$/).filter((s) => !LITERALS.has(s));

function paramsFor(names: readonly string[]): fc.Arbitrary<Record<string, string>> {
  return fc.record(Object.fromEntries(names.map((n) => [n, n === 'postId' ? postIdParam : slugParam])));
}

const routable = ROUTER.routes.filter((r) => r.kind === 'page' || r.kind === 'redirect');

/** The path part of a redirect location (the matcher takes paths; params a target does not name travel in the query). */
const pathOf = (location: string): string => location.split('?')[0]!;

describe('platform-reference §2.1 route table and §2.3 navigation rules', () => {
  it('compiles without warnings, with unique names', () => {
    expect(ROUTER.warnings).toEqual([]);
    expect(compileRoutes(ROUTE_TABLE).warnings).toEqual([]);
    const names = ROUTE_TABLE.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(ROUTER.routes).toHaveLength(ROUTE_TABLE.length);
  });

  it('names are PascalCase and every route is well formed for its kind', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.name, route.name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(route.path, route.name).toMatch(/^\//);
      if (route.kind === 'page') {
        expect(route.page, route.name).toBeDefined();
        expect(route.redirect, route.name).toBeUndefined();
      } else if (route.kind === 'redirect') {
        expect(route.page, route.name).toBeUndefined();
        expect(route.redirect, route.name).toBeDefined();
      } else {
        expect(route.page, route.name).toBeUndefined();
        expect(route.redirect, route.name).toBeUndefined();
      }
    }
  });

  it('every page route renders a page of the §2.4 list', () => {
    for (const route of ROUTE_TABLE.filter((r) => r.kind === 'page')) {
      expect(isPageName(route.page!), `${route.name}: ${route.page}`).toBe(true);
      expect(PAGE_NAMES).toContain(route.page);
    }
  });

  it('scopes publication routes to the collection and profile routes to the user', () => {
    for (const route of ROUTER.routes) {
      const first = route.segments[0];
      if (route.scope === 'collection') expect(first, route.name).toEqual({ kind: 'param', name: 'collectionSlug' });
      if (route.scope === 'user') expect(first, route.name).toEqual({ kind: 'handle', name: 'username' });
      if (first?.kind === 'handle') expect(route.scope, route.name).toBe('user');
      if (first?.kind === 'param' && first.name === 'collectionSlug') expect(route.scope, route.name).toBe('collection');
    }
    // The spec marks no route collection-only or user-only.
    expect(ROUTE_TABLE.filter((r) => r.customDomainOnly)).toEqual([]);
  });

  it('keeps the routes the reading pages already link to', () => {
    const kept = [
      ['ShowHome', '/', undefined],
      ['ShowPost', '/p/:postId', undefined],
      ['ShowTopic', '/topic/:topicSlug', undefined],
      ['ShowTagPosts', '/tag/:tagSlug', undefined],
      ['ShowUser', '/@:username', 'user'],
      ['ShowPostUnderUser', '/@:username/:postId', 'user'],
      ['ShowCollectionHome', '/:collectionSlug', 'collection'],
      ['ShowPostUnderCollection', '/:collectionSlug/:postId', 'collection'],
    ] as const;
    for (const [name, path, scope] of kept) {
      expect(ROUTER.byName.get(name)?.path, name).toBe(path);
      expect(ROUTER.byName.get(name)?.scope, name).toBe(scope);
    }
  });

  it('gates the manage-membership and mastodon routes behind their flags', () => {
    // With the flag off the flagged route is not served (the path is then read as a publication slug).
    expect(matchRoute('/manage-membership')?.name).not.toBe('ShowManageMembershipPage');
    expect(matchRoute('/manage-membership', { flags: new Set(['enable_manage_membership']) })?.name).toBe('ShowManageMembershipPage');
    expect(matchRoute('/manage-membership/confirmation/YEARLY', { flags: new Set(['enable_manage_membership']) })).toMatchObject({
      name: 'ShowManageMembershipConfirmationPage',
      params: { membershipType: 'YEARLY' },
    });
    expect(matchRoute('/mastodon')?.name).not.toBe('ShowMastodonForMembersPage');
    expect(matchRoute('/m/callback/mastodon')).toBeNull();
    expect(matchRoute('/mastodon', { flags: new Set(['enable_mastodon_for_members']) })?.name).toBe('ShowMastodonForMembersPage');
    expect(matchRoute('/m/callback/mastodon', { flags: new Set(['enable_mastodon_for_members']) })?.name).toBe('ShowMastodonCallback');
  });

  describe('redirects', () => {
    const redirects = ROUTER.routes.filter((r) => r.kind === 'redirect');

    it('every redirect target route exists and takes only params the source or the context supplies', () => {
      for (const route of redirects) {
        const to = route.redirect!.to;
        if ('path' in to) {
          expect(to.path, route.name).toMatch(/^\//);
          continue;
        }
        const target = ROUTER.byName.get(to.route);
        expect(target, `${route.name} → ${to.route}`).toBeDefined();
        for (const from of Object.values(to.params ?? {})) expect(route.params, route.name).toContain(from);
      }
    });

    it('every redirect resolves to an address that is itself a route (the viewer supplies a missing username)', () => {
      for (const route of redirects) {
        const params = Object.fromEntries(route.params.map((p) => [p, p === 'postId' ? 'a-title-abc123' : `x${p.toLowerCase()}`]));
        const built = buildPath(route.name, params);
        expect(built.ok, route.name).toBe(true);
        const source = match((built as { path: string }).path);
        expect(source?.name, route.name).toBe(route.name);
        const resolution = resolveRedirect(ROUTER, source, { username: 'viewer' });
        expect(resolution.kind, route.name).toBe('redirect');
        if (resolution.kind !== 'redirect') continue;
        expect(resolution.status, route.name).toBe(route.redirect!.status);
        const landed = match(pathOf(resolution.location));
        expect(landed, `${route.name} → ${resolution.location}`).not.toBeNull();
        expect(landed!.kind, `${route.name} → ${resolution.location}`).toBe('page');
      }
    });

    it('lands where the spec says', () => {
      const cases: [string, string, 301 | 302][] = [
        ['/me/styles', '/me/design', 301],
        ['/field-notes/styles', '/field-notes/design', 301],
        ['/me', '/@viewer', 301],
        ['/@ada/follow', '/@ada', 301],
        ['/@ada/publications', '/@ada', 301],
        ['/@ada/recommended', '/@ada', 301],
        ['/me/following/writers', '/me/following/suggestions', 301],
        ['/me/following/topics', '/me/following', 301],
        ['/me/missioncontrol', '/me/following', 301],
        ['/me/applications/new', '/me/settings', 301],
        ['/field-notes/stats/stories', '/field-notes/stats', 301],
        ['/tag/poetry/top/year', '/tag/poetry', 302],
        ['/ticks', '/l/ticks', 301],
        ['/s/human-parts', '/human-parts', 301],
      ];
      for (const [from, location, status] of cases) {
        const resolution = resolveRedirect(ROUTER, match(from), { username: 'viewer' });
        expect(resolution.kind, from).toBe('redirect');
        if (resolution.kind !== 'redirect') continue;
        expect(pathOf(resolution.location), from).toBe(location);
        expect(resolution.status, from).toBe(status);
      }
    });

    it('a redirect whose target lacks a param shows the not-found view; so does an unmatched path', () => {
      expect(resolveRedirect(ROUTER, match('/me'))).toEqual({ kind: 'not-found' });
      expect(resolveRedirect(ROUTER, match('/unknown/a/b/c/d'))).toEqual({ kind: 'not-found' });
      expect(resolveRedirect(ROUTER, match('/me/settings'))).toMatchObject({ kind: 'route', match: { name: 'ShowSettings' } });
    });
  });

  describe('properties', () => {
    // One property each, drawing the route as well as its params (one fc.assert, not one per route); every route
    // is also built and matched once with fixed params, so none goes untried whatever the draw.
    const withParams = <R extends { params: readonly string[] }>(routes: readonly R[]) =>
      fc.constantFrom(...routes).chain((route) => paramsFor(route.params).map((params) => ({ route, params })));

    it('building a page or redirect route from generated params and matching it gives back the route and params', () => {
      for (const route of routable) {
        const params = Object.fromEntries(route.params.map((p) => [p, 'a1']));
        const built = buildPath(route.name, params);
        expect(built.ok, route.name).toBe(true);
        const path = (built as { path: string }).path;
        expect(match(path), path).toEqual({ name: route.name, page: route.page ?? null, kind: route.kind, params });
      }
      fc.assert(
        fc.property(withParams(routable), ({ route, params }) => {
          const built = buildPath(route.name, params);
          expect(built.ok).toBe(true);
          const path = (built as { path: string }).path;
          expect(match(path), path).toEqual({ name: route.name, page: route.page ?? null, kind: route.kind, params });
        }),
        { numRuns: 3 * routable.length },
      );
    });

    it('under the custom domain of its scope a scoped route builds without its leading segment and matches back', () => {
      const scoped = routable.filter((r) => r.scope !== undefined);
      {
        fc.assert(
          fc.property(withParams(scoped), ({ route, params }) => {
            const domain: DomainContext =
              route.scope === 'collection'
                ? { kind: 'collection', collectionSlug: params.collectionSlug! }
                : { kind: 'user', username: params.username! };
            const built = buildPath(route.name, params, { domain });
            expect(built.ok).toBe(true);
            const path = (built as { path: string }).path;
            expect(path.split('/').filter(Boolean)).toHaveLength(route.segments.length - 1);
            expect(match(path, domain), path).toMatchObject({ name: route.name, params });
          }),
          { numRuns: 3 * scoped.length },
        );
      }
    });

    it('matching never throws, whatever the path', () => {
      const domains = fc.constantFrom<DomainContext | undefined>(
        undefined,
        { kind: 'main' },
        { kind: 'collection', collectionSlug: 'field-notes' },
        { kind: 'user', username: 'ada' },
      );
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.webPath(), fc.string({ unit: 'binary' })), domains, (path, domain) => {
          const result = match(path, domain);
          expect(result === null || typeof result.name === 'string').toBe(true);
        }),
        { numRuns: 500 },
      );
    });

    it('§2.3: a trailing slash does not change the match', () => {
      fc.assert(
        fc.property(withParams(ROUTER.routes), ({ route, params }) => {
          const path = (buildPath(route.name, params) as { path: string }).path;
          expect(match(path + '/')).toEqual(match(path));
          expect(match(path + '//')).toEqual(match(path));
        }),
        { numRuns: 2 * ROUTER.routes.length },
      );
    });
  });

  describe('examples from each group', () => {
    const examples: [string, string, Record<string, string>?][] = [
      // general and landing
      ['/', 'ShowHome', {}],
      ['/about', 'ShowLandingAbout'],
      ['/membership', 'ShowSubscriptionsLanding'],
      ['/gift', 'ShowGiftLanding'],
      ['/gift-checkout', 'ShowLiteGiftCheckout'],
      ['/payment', 'ShowPay'],
      ['/plans/confirmation/YEARLY', 'ShowPlansConfirmation', { membershipType: 'YEARLY' }],
      ['/verified-authors', 'ShowLandingVerifiedAuthors'],
      ['/partner-program', 'ShowLandingPartnerProgram'],
      ['/help', 'ShowHelp'],
      ['/status', 'ShowStatus'],
      ['/privacy', 'ShowPrivacy'],
      ['/rules', 'ShowRules'],
      ['/terms', 'ShowTerms'],
      ['/45', 'Redirect45'],
      // auth
      ['/m/signin', 'ShowSignIn'],
      ['/m/signout/tok3n', 'AcctSignout', { xsrf: 'tok3n' }],
      ['/m/callback/v2/facebook', 'ApiCallbackFacebook'],
      // onboarding
      ['/get-started/topics', 'ShowGetStartedTopics'],
      // stories and editing
      ['/new-story', 'ShowNewPost'],
      ['/p/a-title-abc123', 'ShowPost', { postId: 'a-title-abc123' }],
      ['/p/abc123/edit', 'ShowEditPost', { postId: 'abc123' }],
      ['/p/abc123/responses/new', 'ShowNewResponse', { inResponseToPostId: 'abc123' }],
      ['/p/new-post', 'ShowNewPostLegacy', {}],
      ['/@ada/a-title-abc123', 'ShowPostUnderUser', { username: 'ada', postId: 'a-title-abc123' }],
      ['/field-notes/a-title-abc123', 'ShowPostUnderCollection', { collectionSlug: 'field-notes', postId: 'a-title-abc123' }],
      ['/s/long-reads/a-title-abc123', 'ShowSequencePost', { sequenceSlug: 'long-reads', postId: 'a-title-abc123' }],
      ['/s/new', 'ShowNewSequence'],
      // design
      ['/me/design', 'ShowUserDesign'],
      ['/field-notes/design', 'ShowCollectionDesign', { collectionSlug: 'field-notes' }],
      // search
      ['/search', 'ShowSearch'],
      ['/search/lists', 'ShowSearchLists'],
      ['/field-notes/search/tags', 'ShowCollectionSearchCategory', { collectionSlug: 'field-notes', category: 'tags' }],
      // reader area
      ['/me/stories', 'ShowYourStoriesIndex', {}],
      ['/me/stories/drafts', 'ShowYourStories', { filterBy: 'drafts' }],
      ['/me/following', 'ShowFollowsIndex'],
      ['/me/following/suggestions', 'ShowFollowSuggestions'],
      ['/me/following-feed/writers', 'ShowFollowingFeed', { entityName: 'writers' }],
      ['/me/lists', 'ShowYourLists'],
      ['/me/lists/saved', 'ShowYourFollowedLists'],
      ['/me/list/highlights', 'ShowList', { catalogSlugId: 'highlights' }],
      ['/me/outbox', 'ShowWriterOutbox'],
      ['/me/notifications', 'ShowYourNotifications'],
      ['/me/settings', 'ShowSettings'],
      ['/me/settings/security', 'ShowSettingsTab', { setting: 'security' }],
      ['/me/settings/payment/update', 'ShowPaymentMethod'],
      ['/me/settings/custom-domain', 'ShowSettingsCustomDomain'],
      ['/me/billing-history/receipt/ch_1', 'ShowBillingReceipt', { chargeId: 'ch_1' }],
      // stats
      ['/me/stats', 'ShowStats'],
      ['/me/stats/post/abc123', 'ShowPostStats', { postId: 'abc123' }],
      ['/@ada/audience/stats/export', 'ApiUserAudienceStatsExport', { username: 'ada' }],
      ['/field-notes/stats/overview', 'ShowCollectionStatsOverview', { collectionSlug: 'field-notes' }],
      // partner program
      ['/me/partner/dashboard', 'ShowPartnerDashboard'],
      ['/partner-program/stripe/reconnect/success', 'ShowPartnerStripeReconnectSuccess'],
      // profiles
      ['/@ada', 'ShowUser', { username: 'ada' }],
      ['/@ada/about', 'ShowUserAbout', { username: 'ada' }],
      ['/@ada/followers', 'ShowUserFollowers', { username: 'ada' }],
      ['/@ada/following', 'ShowUserFollowing', { username: 'ada' }],
      ['/@ada/lists', 'ShowUserLists', { username: 'ada' }],
      ['/@ada/books', 'ShowUserBooks', { username: 'ada' }],
      ['/@ada/list/reading-list', 'ShowUserList', { username: 'ada', catalogSlugId: 'reading-list' }],
      ['/subscribe/@ada', 'ShowSubscribeToUser', { username: 'ada' }],
      // topics and tags
      ['/tag/poetry', 'ShowTagPosts', { tagSlug: 'poetry' }],
      ['/tag/poetry/archive/2024/05', 'ShowTagArchiveMonthly', { tagSlug: 'poetry', year: '2024', month: '05' }],
      ['/topic/writing', 'ShowTopic', { topicSlug: 'writing' }],
      ['/explore-topics', 'ShowExploreTopics'],
      // publications
      ['/field-notes', 'ShowCollectionHome', { collectionSlug: 'field-notes' }],
      ['/field-notes/about', 'ShowCollectionMasthead', { collectionSlug: 'field-notes' }],
      ['/field-notes/all', 'ShowCollectionAll', { collectionSlug: 'field-notes' }],
      ['/field-notes/subpage/faq', 'ShowCollectionSubpage', { collectionSlug: 'field-notes', subpageSlug: 'faq' }],
      ['/field-notes/archive/2024/05/01', 'ShowCollectionArchiveDaily', { collectionSlug: 'field-notes', year: '2024', month: '05', day: '01' }],
      ['/field-notes/@ada', 'ShowCollectionUser', { collectionSlug: 'field-notes', username: 'ada' }],
      ['/field-notes/manage/inbox', 'ShowEditorInbox', { publicationSlug: 'field-notes' }],
      ['/field-notes/stories/submissions', 'ShowCollectionStoriesManager', { collectionSlug: 'field-notes', filterBy: 'submissions' }],
      ['/field-notes/settings/navigation', 'ShowCollectionNavigationSettings', { collectionSlug: 'field-notes' }],
      ['/field-notes/settings/subpages/faq/edit', 'ShowCollectionEditSubpage', { collectionSlug: 'field-notes', subpageSlug: 'faq' }],
      ['/c/42', 'ShowCollectionById', { collectionId: '42' }],
      // newsletters
      ['/newsletters/n1/new-email', 'ShowNewsletterNewEmail', { newsletterV3Id: 'n1' }],
      ['/_api/newsletters/n1/posts', 'ApiNewsletterPosts', { newsletterV3Id: 'n1' }],
      // admin
      ['/_/admin/internal-status', 'ShowInternalStatus'],
      // feeds and other non-page paths
      ['/feed/@ada', 'FeedUser', { username: 'ada' }],
      ['/feed/field-notes', 'FeedCollection', { collectionSlug: 'field-notes' }],
      ['/feed/tag/poetry', 'FeedTag', { tagSlug: 'poetry' }],
      ['/manifest.json', 'ApiManifest'],
      ['/_/oh-noes', 'ShowErrorPage'],
    ];

    it.each(examples)('%s matches %s', (path, name, params) => {
      const result = match(path);
      expect(result?.name).toBe(name);
      if (params) expect(result?.params).toEqual(params);
    });

    it('gives the right kind: pages have a page, feeds and APIs are resources', () => {
      expect(match('/me/settings/account')).toMatchObject({ kind: 'page', page: 'settings' });
      expect(match('/plans')).toMatchObject({ kind: 'page', page: 'plans' });
      expect(match('/search/users')).toMatchObject({ kind: 'page', page: 'search' });
      expect(match('/tag/poetry/archive')).toMatchObject({ kind: 'page', page: 'tag-archive' });
      expect(match('/m/signin')).toMatchObject({ kind: 'page', page: 'sign-in' });
      expect(match('/about')).toMatchObject({ kind: 'page', page: 'landing-about' });
      expect(match('/me/stories/drafts')).toMatchObject({ kind: 'page', page: 'your-stories' });
      expect(match('/@ada/followers')).toMatchObject({ kind: 'page', page: 'user-followers' });
      expect(match('/feed/latest')).toMatchObject({ kind: 'resource', page: null });
      expect(match('/_/oh-noes')).toMatchObject({ kind: 'resource', page: null });
      expect(match('/me')).toMatchObject({ kind: 'redirect', page: null });
    });

    it('unmatched paths show the not-found view', () => {
      expect(match('/unknown/a/b/c/d')).toBeNull();
      expect(match('/no/such/page/here')).toBeNull();
      expect(match('/p/abc123/nope')).toBeNull();
      expect(match('/@ada/no/such')).toBeNull();
    });

    it('under a publication custom domain its routes lose the leading slug', () => {
      const domain: DomainContext = { kind: 'collection', collectionSlug: 'field-notes' };
      expect(match('/', domain)).toEqual({
        name: 'ShowCollectionHome',
        page: 'publication-profile',
        kind: 'page',
        params: { collectionSlug: 'field-notes' },
      });
      expect(match('/about', domain)).toMatchObject({ name: 'ShowCollectionMasthead', params: { collectionSlug: 'field-notes' } });
      expect(match('/a-title-abc123', domain)).toMatchObject({
        name: 'ShowPostUnderCollection',
        params: { collectionSlug: 'field-notes', postId: 'a-title-abc123' },
      });
      expect(match('/tagged/poetry', domain)).toMatchObject({ name: 'ShowCollectionTagged', params: { collectionSlug: 'field-notes', tagSlug: 'poetry' } });
      // Unscoped routes are still served there.
      expect(match('/p/abc123', domain)).toMatchObject({ name: 'ShowPost', params: { postId: 'abc123' } });
      expect(buildPath('ShowCollectionMasthead', { collectionSlug: 'field-notes' }, { domain })).toMatchObject({ ok: true, path: '/about' });
    });

    it('under a user custom domain its routes lose the leading handle', () => {
      const domain: DomainContext = { kind: 'user', username: 'ada' };
      expect(match('/', domain)).toEqual({ name: 'ShowUser', page: 'user-profile', kind: 'page', params: { username: 'ada' } });
      expect(match('/about', domain)).toMatchObject({ name: 'ShowUserAbout', params: { username: 'ada' } });
      expect(match('/a-title-abc123', domain)).toMatchObject({ name: 'ShowPostUnderUser', params: { username: 'ada', postId: 'a-title-abc123' } });
    });
  });
});
