// reader-experience §8 'Response closed' and §9 (responses panel page size 10, default responses depth 3):
// core/responses/responses.ts — who sees a hidden response, who may hide, the orders and keyset paging, the
// thread cut at its depth, the limits of a response's body.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildThread,
  checkResponseBody,
  clampDepth,
  decodeResponseCursor,
  DEFAULT_RESPONSES_DEPTH,
  encodeResponseCursor,
  mayHide,
  mayLock,
  moderate,
  pageAfter,
  RESPONSE_MESSAGES,
  RESPONSE_TEXT_MAX_CHARS,
  RESPONSES_PAGE_SIZE,
  responseTitle,
  sortResponses,
  threadDepth,
  visibleTo,
  type ModerationAction,
  type ResponseKey,
  type ResponseNode,
  type ResponsesSort,
} from '../core/responses/responses.ts';
import type { Paragraph } from '../core/content/paragraph.ts';

const users = ['u1', 'u2', 'u3', 'u4'];
const user = fc.constantFrom(...users);
const sort = fc.constantFrom<ResponsesSort>('NEWEST', 'MOST_RELEVANT');
const p = (text: string, type: Paragraph['type'] = 'P', markups: Paragraph['markups'] = []): Paragraph => ({ name: 'a1', type, text, markups });

/** Flat responses under story 's' with unique ids; each parent is the story or an earlier response. */
const responses: fc.Arbitrary<ResponseNode[]> = fc
  .array(fc.record({ parent: fc.nat(), author: user, at: fc.integer({ min: 0, max: 50 }), replies: fc.integer({ min: 0, max: 3 }), hidden: fc.boolean() }), { maxLength: 40 })
  .map((rows) =>
    rows.map((r, i) => ({
      id: `r${i.toString().padStart(3, '0')}`,
      parentId: i === 0 || r.parent % 3 === 0 ? 's' : `r${(r.parent % i).toString().padStart(3, '0')}`,
      authorId: r.author,
      publishedAt: r.at,
      repliesCount: r.replies,
      hidden: r.hidden,
    })),
  );

describe('reader-experience §9 responses: the panel', () => {
  it('shows 10 at a time, to depth 3', () => {
    expect(RESPONSES_PAGE_SIZE).toBe(10);
    expect(DEFAULT_RESPONSES_DEPTH).toBe(3);
    expect(clampDepth(undefined)).toBe(3);
    expect(clampDepth(0)).toBe(1);
    expect(clampDepth(99)).toBeLessThanOrEqual(5);
  });

  it('a rendered thread is never deeper than the depth asked, and what it cuts is marked', () => {
    fc.assert(
      fc.property(responses, sort, fc.integer({ min: 1, max: 5 }), (items, s, depth) => {
        const thread = buildThread('s', items, { depth, sort: s });
        expect(threadDepth(thread)).toBeLessThanOrEqual(depth);
        const walk = (nodes: ReturnType<typeof buildThread<ResponseNode>>): void => {
          for (const n of nodes) {
            const children = items.filter((i) => i.parentId === n.item.id);
            if (children.length > n.replies.length) expect(n.moreReplies).toBe(true);
            walk(n.replies);
          }
        };
        walk(thread);
      }),
    );
  });

  it('paging never duplicates nor skips a response, in either order', () => {
    fc.assert(
      fc.property(responses, sort, fc.integer({ min: 1, max: 12 }), (items, s, limit) => {
        const seen: string[] = [];
        let after: ResponseKey | null = null;
        for (let guard = 0; guard < 100; guard++) {
          const { page, next } = pageAfter(s, items, after, limit);
          seen.push(...page.map((r) => r.id));
          if (next === null) break;
          // The cursor survives its text form.
          after = decodeResponseCursor(encodeResponseCursor(next));
        }
        expect(seen).toEqual(sortResponses(s, items).map((r) => r.id));
        expect(new Set(seen).size).toBe(items.length);
      }),
    );
  });

  it('MOST_RELEVANT puts the most replied-to first, then the newest; NEWEST the newest first', () => {
    const a = { id: 'a', parentId: 's', authorId: 'u1', publishedAt: 10, repliesCount: 0, hidden: false };
    const b = { id: 'b', parentId: 's', authorId: 'u1', publishedAt: 5, repliesCount: 2, hidden: false };
    expect(sortResponses('NEWEST', [b, a]).map((r) => r.id)).toEqual(['a', 'b']);
    expect(sortResponses('MOST_RELEVANT', [a, b]).map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('reader-experience §5 Undo actions: hiding a response and unhiding it', () => {
  it('a hidden response is never visible to others under any sequence of hides and unhides, and unhide restores it exactly', () => {
    const action: fc.Arbitrary<ModerationAction> = fc.oneof(fc.record({ kind: fc.constant('hide' as const), by: user }), fc.constant({ kind: 'unhide' as const }));
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), user, user, fc.option(user, { nil: null }), (actions, author, storyAuthor, viewer) => {
        let state = { hiddenBy: null as string | null };
        for (const a of actions) {
          state = moderate(state, a);
          const shown = visibleTo({ hidden: state.hiddenBy !== null, authorId: author }, { viewerId: viewer, storyAuthorId: storyAuthor });
          if (state.hiddenBy !== null && viewer !== author && viewer !== storyAuthor) expect(shown).toBe(false);
          if (state.hiddenBy === null) expect(shown).toBe(true);
        }
        // Unhide gives back exactly the unmoderated response.
        expect(moderate(state, { kind: 'unhide' })).toEqual({ hiddenBy: null });
      }),
    );
  });

  it('only the story’s author and the replied-to post’s author may hide; only the story’s author may close discussion', () => {
    fc.assert(
      fc.property(fc.option(user, { nil: null }), user, user, (viewer, storyAuthorId, parentAuthorId) => {
        expect(mayHide(viewer, { storyAuthorId, parentAuthorId })).toBe(viewer !== null && (viewer === storyAuthorId || viewer === parentAuthorId));
        expect(mayLock(viewer, storyAuthorId)).toBe(viewer === storyAuthorId);
      }),
    );
  });
});

describe('reader-experience §8 Response closed', () => {
  it('says the spec’s words', () => {
    expect(RESPONSE_MESSAGES.closed).toBe('The author has closed discussion for this story/list. We are unable to save changes to your response.');
  });
});

describe('issue 16 bad input: a response body', () => {
  it('refuses a 100,000-character response, an empty one and anything but the light mode', () => {
    expect(checkResponseBody([p('x'.repeat(100_000))])).toEqual({ ok: false, message: RESPONSE_MESSAGES.tooLong });
    expect(checkResponseBody([p('x'.repeat(RESPONSE_TEXT_MAX_CHARS))]).ok).toBe(true);
    expect(checkResponseBody([p('  ')])).toEqual({ ok: false, message: RESPONSE_MESSAGES.empty });
    expect(checkResponseBody([p('Heading', 'H1')])).toEqual({ ok: false, message: RESPONSE_MESSAGES.lightModeOnly });
    expect(checkResponseBody([p('code', 'P', [{ type: 'CODE', start: 0, end: 4 }])]).ok).toBe(false);
    expect(checkResponseBody([p('A quote', 'BQ'), p('Bold', 'P', [{ type: 'STRONG', start: 0, end: 4 }])]).ok).toBe(true);
  });

  it('a title is the text’s start, at most 100 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 300 }), { minLength: 1, maxLength: 5 }), (texts) => {
        const title = responseTitle(texts.map((t) => p(t)));
        expect([...title].length).toBeLessThanOrEqual(100);
      }),
    );
    expect(responseTitle([p('Short and sweet.')])).toBe('Short and sweet.');
  });
});
