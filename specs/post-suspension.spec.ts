// platform-reference §6 (users with can_view_suspended_content may view suspended posts, so caching is off for
// them) and §9 (suspended posts disabled for them), reader-experience §8 ('Post suspended', 'Content under
// review'): what a reader sees of a suspended story and whether its page may be cached.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suspendedView } from '../core/content/access.ts';
import { CONTENT_UNDER_REVIEW_MESSAGE, POST_SUSPENDED_MESSAGE } from '../core/copy/copy.ts';
import { decideEdgeCache } from '../core/edge-cache/edge-cache.decision.ts';
import type { EdgeCacheRequest } from '../core/edge-cache/edge-cache.ts';

const anonymous: EdgeCacheRequest = {
  edge: 'cache',
  loggedIn: false,
  spoofedSession: false,
  internalIp: false,
  staff: false,
  bot: false,
  canViewSuspendedContent: false,
};

describe('platform-reference §6 and reader-experience §8 suspended posts', () => {
  it('shows a suspended story only to readers who may view suspended content, under a note; others get the notice', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (isSuspended, canView) => {
        const view = suspendedView({ isSuspended }, canView);
        expect(view).toBe(!isSuspended ? 'readable' : canView ? 'under-review' : 'suspended');
      }),
    );
    expect(POST_SUSPENDED_MESSAGE).toBe('This story was found in violation of the Rules.');
    expect(CONTENT_UNDER_REVIEW_MESSAGE).toBe('The following content is under review as a potential violation of our rules.');
  });

  it('§9: a suspended story is never cached for a viewer who may see it, and cached like any story otherwise', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (isSuspended, canViewSuspendedContent) => {
        const page = { kind: 'post', postId: 'p1', creatorId: 'u1', collectionId: null, isPublished: true, isSuspended } as const;
        const decision = decideEdgeCache({ ...anonymous, canViewSuspendedContent }, page);
        if (isSuspended && canViewSuspendedContent) {
          expect(decision.group).toBe('Disabled');
          expect(decision.reasons).toContain('SUSPENDED_POST');
        } else {
          expect(decision.group).toBe('Enabled');
          expect(decision.tags).toEqual(['post-p1', 'user-u1']);
        }
      }),
    );
  });

  it('§6: staff are never served from the cache', () => {
    const decision = decideEdgeCache({ ...anonymous, loggedIn: true, staff: true }, { kind: 'home' });
    expect(decision.group).toBe('Disabled');
    expect(decision.reasons).toEqual(['STAFF', 'LOGGED_IN']);
  });
});
