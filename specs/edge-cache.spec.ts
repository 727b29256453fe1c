// platform-reference §4 (cache experiment group; edge-cache decision per page), §6 (excluded from caching:
// logged in, staff, internal IP, bots, spoofed sessions; suspended content) and §9 (edge cache: home tag,
// post/user/collection tags, drafts, topics, the reasons, Disabled wins over Enabled).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionTag,
  combineGroups,
  decisionEvents,
  HOME_TAG,
  postTag,
  REASON_TEXT,
  requestReasons,
  tagTag,
  userTag,
  type EdgeCacheEvent,
  type EdgeCacheGroup,
  type EdgeCachePage,
  type EdgeCacheReason,
  type EdgeCacheRequest,
} from '../core/edge-cache/edge-cache.ts';
import { decideEdgeCache, decisionMemory, foldEdgeCache } from '../core/edge-cache/edge-cache.decision.ts';
import { getShortestPaths } from 'xstate/graph';
import { edgeCacheMachine } from '../core/edge-cache/edge-cache.machine.ts';

const REASONS: EdgeCacheReason[] = Object.keys(REASON_TEXT) as EdgeCacheReason[];
const id = fc.stringMatching(/^[0-9a-f]{12}$/);
const anonymous: EdgeCacheRequest = {
  edge: 'cache',
  loggedIn: false,
  spoofedSession: false,
  internalIp: false,
  staff: false,
  bot: false,
  canViewSuspendedContent: false,
};

const requestArb: fc.Arbitrary<EdgeCacheRequest> = fc.record({
  edge: fc.constantFrom<EdgeCacheRequest['edge']>('cache', 'bypass', null),
  loggedIn: fc.boolean(),
  spoofedSession: fc.boolean(),
  internalIp: fc.boolean(),
  staff: fc.boolean(),
  bot: fc.boolean(),
  canViewSuspendedContent: fc.boolean(),
});
const pageArb: fc.Arbitrary<EdgeCachePage> = fc.oneof(
  fc.constant<EdgeCachePage>({ kind: 'home' }),
  fc.constant<EdgeCachePage>({ kind: 'other' }),
  fc.record({ kind: fc.constant('topic' as const), tagSlug: fc.stringMatching(/^[a-z-]{1,12}$/) }),
  fc.record({
    kind: fc.constant('post' as const),
    postId: id,
    creatorId: id,
    collectionId: fc.option(id, { nil: null }),
    isPublished: fc.boolean(),
    isSuspended: fc.boolean(),
  }),
);
const eventArb: fc.Arbitrary<EdgeCacheEvent> = fc.oneof(
  fc.record({ type: fc.constant('edgeCache.enable' as const), tags: fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 3 }) }),
  fc.record({ type: fc.constant('edgeCache.disable' as const), reason: fc.constantFrom(...REASONS) }),
);

describe('platform-reference §4: the cache experiment group', () => {
  it('a disabled group stays disabled; otherwise a non-control group wins', () => {
    const group = fc.constantFrom<EdgeCacheGroup>('Control', 'Enabled', 'Disabled');
    fc.assert(
      fc.property(group, group, (a, b) => {
        const c = combineGroups(a, b);
        if (a === 'Disabled' || b === 'Disabled') expect(c).toBe('Disabled');
        else if (a === 'Control') expect(c).toBe(b);
        else expect(c).toBe(a);
        expect(combineGroups(a, b)).toBe(combineGroups(b, a));
      }),
    );
  });

  it('the machine agrees with the group rule for every event sequence: Disabled wins in any order', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), (events) => {
        const decision = foldEdgeCache(events);
        const expected = events.reduce<EdgeCacheGroup>(
          (g, e) => combineGroups(g, e.type === 'edgeCache.disable' ? 'Disabled' : 'Enabled'),
          'Control',
        );
        expect(decision.group).toBe(expected);
        // The same events in reverse decide the same group: the order of the rules does not matter.
        expect(foldEdgeCache([...events].reverse()).group).toBe(expected);
        if (decision.group !== 'Enabled') expect(decision.tags).toEqual([]);
        if (decision.group === 'Disabled') expect(decision.reasons.length).toBeGreaterThan(0);
      }),
    );
  });

  it('reaches Enabled and Disabled from Control, and nothing leaves Disabled', () => {
    const paths = getShortestPaths(edgeCacheMachine, {
      events: [
        { type: 'edgeCache.enable', tags: ['a'] },
        { type: 'edgeCache.disable', reason: 'BOT' },
      ],
    });
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect(reached).toEqual(new Set(['Control', 'Enabled', 'Disabled']));
    expect(foldEdgeCache([{ type: 'edgeCache.disable', reason: 'BOT' }, { type: 'edgeCache.enable', tags: ['a'] }]).group).toBe('Disabled');
  });
});

describe('platform-reference §9 and §6: the decision per request and page', () => {
  it('decides from memory exactly as the machine does, however requests repeat and the memory fills', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.tuple(requestArb, pageArb), { minLength: 1, maxLength: 12 }), (size, pairs) => {
        const decide = decisionMemory(size);
        for (const [request, page] of [...pairs, ...pairs]) expect(decide(request, page)).toEqual(foldEdgeCache(decisionEvents(request, page)));
      }),
    );
  });

  it('every request reason disables caching, whatever the page, and the debug text names it', () => {
    fc.assert(
      fc.property(requestArb, pageArb, (request, page) => {
        const reasons = requestReasons(request);
        const decision = decideEdgeCache(request, page);
        for (const reason of reasons) expect(decision.reasons).toContain(reason);
        expect(reasons.includes('LOGGED_IN')).toBe(request.loggedIn);
        expect(reasons.includes('BOT')).toBe(request.bot);
        expect(reasons.includes('INTERNAL_IP')).toBe(request.internalIp);
        expect(reasons.includes('STAFF')).toBe(request.staff);
        expect(reasons.includes('SPOOFED_SESSION')).toBe(request.spoofedSession);
        expect(reasons.includes('NOT_SET_BY_EDGE')).toBe(request.edge === null);
        expect(reasons.includes('NOT_USING_CACHE_WORKER')).toBe(request.edge === 'bypass');
        if (reasons.length > 0) expect(decision.group).toBe('Disabled');
      }),
    );
  });

  it('an anonymous visitor through the edge: home, published posts and topics are enabled with their tags; other pages stay in Control', () => {
    fc.assert(
      fc.property(pageArb, (page) => {
        const decision = decideEdgeCache(anonymous, page);
        switch (page.kind) {
          case 'home':
            expect(decision).toEqual({ group: 'Enabled', tags: [HOME_TAG], reasons: [] });
            break;
          case 'topic':
            expect(decision).toEqual({ group: 'Enabled', tags: [tagTag(page.tagSlug)], reasons: [] });
            break;
          case 'other':
            expect(decision).toEqual({ group: 'Control', tags: [], reasons: [] });
            break;
          case 'post':
            if (!page.isPublished) {
              expect(decision).toMatchObject({ group: 'Disabled', reasons: ['DRAFT_POST'] });
              expect(REASON_TEXT.DRAFT_POST).toBe('This is a draft post');
            } else {
              expect(decision.group).toBe('Enabled');
              expect(decision.tags).toEqual(
                [postTag(page.postId), userTag(page.creatorId), ...(page.collectionId ? [collectionTag(page.collectionId)] : [])].filter(
                  (t, i, all) => all.indexOf(t) === i,
                ),
              );
            }
        }
      }),
    );
  });

  it('a suspended post is off only for viewers who may see suspended content', () => {
    fc.assert(
      fc.property(id, id, fc.boolean(), (postId, creatorId, canView) => {
        const page: EdgeCachePage = { kind: 'post', postId, creatorId, collectionId: null, isPublished: true, isSuspended: true };
        const decision = decideEdgeCache({ ...anonymous, canViewSuspendedContent: canView }, page);
        expect(decision.group).toBe(canView ? 'Disabled' : 'Enabled');
        if (canView) expect(decision.reasons).toEqual(['SUSPENDED_POST']);
      }),
    );
  });

  it('the events are the request reasons first, then the page rule', () => {
    fc.assert(
      fc.property(requestArb, pageArb, (request, page) => {
        const events = decisionEvents(request, page);
        const n = requestReasons(request).length;
        expect(events.slice(0, n).every((e) => e.type === 'edgeCache.disable')).toBe(true);
      }),
    );
  });
});
