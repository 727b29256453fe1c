import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeForYouCursor,
  encodeForYouCursor,
  forYouPage,
  mergeCandidates,
  NO_TASTE,
  parseSignalAction,
  rank,
  recommendedAfter,
  scoreOf,
  type Candidate,
  type ReaderTaste,
  type Signal,
} from '../core/recommendations/for-you-score.ts';

const WRITERS = ['w1', 'w2', 'w3', 'w4'];
const PUBS = ['p1', 'p2'];
const TOPICS = ['t1', 't2', 't3'];
const NOW = new Date('2026-11-24T06:00:00Z');
const DAY = 86_400_000;

const candidate = (id: string) =>
  fc.record({
    id: fc.constant(id),
    creatorId: fc.constantFrom(...WRITERS),
    publicationId: fc.option(fc.constantFrom(...PUBS), { nil: null }),
    primaryTopicId: fc.option(fc.constantFrom(...TOPICS), { nil: null }),
    topicIds: fc.subarray(TOPICS),
    publishedAt: fc.integer({ min: -400, max: 2 }).map((d) => new Date(NOW.getTime() + d * DAY + (id.charCodeAt(1) % 7) * 1000)),
  });

/** A set of candidates with distinct hex ids. */
const candidates = fc.uniqueArray(fc.integer({ min: 0, max: 4095 }), { maxLength: 40 }).chain((ns) => fc.tuple(...ns.map((n) => candidate(n.toString(16).padStart(3, '0')))));

const subset = (items: readonly string[]) => fc.subarray([...items]).map((a) => new Set(a));

const taste: fc.Arbitrary<ReaderTaste> = fc.record({
  followedWriters: subset(WRITERS),
  followedPublications: subset(PUBS),
  followedTopics: subset(TOPICS),
  mutedWriters: subset(WRITERS),
  mutedPublications: subset(PUBS),
  clapsByWriter: fc.array(fc.tuple(fc.constantFrom(...WRITERS), fc.integer({ min: 1, max: 200 }))).map((e) => new Map(e)),
  readsByWriter: fc.array(fc.tuple(fc.constantFrom(...WRITERS), fc.integer({ min: 1, max: 20 }))).map((e) => new Map(e)),
  readPosts: fc.array(fc.integer({ min: 0, max: 4095 }).map((n) => n.toString(16).padStart(3, '0'))).map((a) => new Set(a)),
  signals: fc.array(
    fc.record({
      postId: fc.integer({ min: 0, max: 4095 }).map((n) => n.toString(16).padStart(3, '0')),
      action: fc.constantFrom('SHOW_MORE' as const, 'SHOW_LESS' as const),
      creatorId: fc.constantFrom(...WRITERS),
      topicId: fc.option(fc.constantFrom(...TOPICS), { nil: null }),
    }),
    { maxLength: 5 },
  ),
});

describe('issue 18 Home: the For you score (reader-experience Home; platform-reference §7.4 webRecommendedFeed)', () => {
  it('never shows a story by a muted writer or in a muted publication', () => {
    fc.assert(
      fc.property(candidates, taste, (cs, t) =>
        rank(cs, t, NOW).every((c) => !t.mutedWriters.has(c.creatorId) && (c.publicationId === null || !t.mutedPublications.has(c.publicationId))),
      ),
    );
  });

  it('ranks a story lower once the reader asks to see less of its writer or topic (platform-reference §3 SHOW_LESS)', () => {
    fc.assert(
      fc.property(candidates, taste, fc.nat(), fc.boolean(), (cs, t, pick, byTopic) => {
        if (cs.length < 2) return true;
        const target = cs[pick % cs.length]!;
        const other = cs.find((c) => c.id !== target.id)!;
        // The signal is given on another story of the same writer (or topic): the target is only ranked lower.
        const less: Signal = byTopic
          ? { postId: other.id, action: 'SHOW_LESS', creatorId: `${target.creatorId}-other`, topicId: target.primaryTopicId ?? 'tX' }
          : { postId: other.id, action: 'SHOW_LESS', creatorId: target.creatorId, topicId: null };
        if (byTopic && target.primaryTopicId === null) return true;
        const after = { ...t, signals: [...t.signals, less] };
        if (scoreOf(target, after, NOW) >= scoreOf(target, t, NOW)) return false;
        // …and never climbs in the order.
        const before = rank(cs, t, NOW).findIndex((c) => c.id === target.id);
        const then = rank(cs, after, NOW);
        const at = then.findIndex((c) => c.id === target.id);
        const ahead = (list: { id: string }[], i: number) => new Set(list.slice(0, i).map((c) => c.id));
        if (before < 0 || at < 0) return true;
        // Everything that was ahead of it and is still shown stays ahead.
        const stillShown = new Set(then.map((c) => c.id));
        return [...ahead(rank(cs, t, NOW), before)].every((id) => !stillShown.has(id) || ahead(then, at).has(id));
      }),
    );
  });

  it('hides the very story the reader asked to see less of', () => {
    fc.assert(
      fc.property(candidates, (cs) => {
        if (cs.length === 0) return true;
        const target = cs[0]!;
        const t = { ...NO_TASTE, signals: [{ postId: target.id, action: 'SHOW_LESS' as const, creatorId: target.creatorId, topicId: null }] };
        return !rank(cs, t, NOW).some((c) => c.id === target.id);
      }),
    );
  });

  it('is monotonic in recency: of two stories alike but for their age, the newer scores at least as high and comes first', () => {
    fc.assert(
      fc.property(candidate('a01'), taste, fc.integer({ min: 1, max: 900 * DAY }), (c, t, older) => {
        const newer: Candidate = { ...c, id: 'a01' };
        const old: Candidate = { ...c, id: 'a02', publishedAt: new Date(c.publishedAt.getTime() - older) };
        const tt = { ...t, readPosts: new Set<string>(), signals: t.signals.filter((s) => s.postId !== 'a01' && s.postId !== 'a02') };
        if (scoreOf(newer, tt, NOW) < scoreOf(old, tt, NOW)) return false;
        const order = rank([old, newer], tt, NOW).map((x) => x.id);
        return order.length === 0 || order[0] === 'a01';
      }),
    );
  });

  it('breaks ties deterministically: the same candidates in any order rank the same', () => {
    fc.assert(
      fc.property(candidates, (cs) => {
        const a = rank(cs, NO_TASTE, NOW).map((c) => c.id);
        const b = rank([...cs].reverse(), NO_TASTE, NOW).map((c) => c.id);
        return JSON.stringify(a) === JSON.stringify(b);
      }),
    );
  });

  it('pages with no duplicates and no gaps: the pages, joined, are the whole order', () => {
    fc.assert(
      fc.property(candidates, taste, fc.integer({ min: 1, max: 25 }), fc.integer({ min: 0, max: 3 * DAY }), (cs, t, limit, later) => {
        const whole = rank(cs, t, NOW).map((c) => c.id);
        const seen: string[] = [];
        let page = forYouPage(cs, t, { now: NOW, limit, cursor: null });
        seen.push(...page.items.map((c) => c.id));
        while (page.next !== null) {
          const cursor = decodeForYouCursor(page.next);
          if (!cursor) return false;
          // Later pages are asked later: the cursor keeps the first page's time, so the order does not move.
          page = forYouPage(cs, t, { now: new Date(NOW.getTime() + later), limit, cursor });
          if (page.items.length === 0) return false;
          seen.push(...page.items.map((c) => c.id));
        }
        return JSON.stringify(seen) === JSON.stringify(whole);
      }),
    );
  });

  it('reads back every cursor it writes, and refuses what is not one', () => {
    fc.assert(
      fc.property(
        fc.record({
          scoredAt: fc.integer({ min: 0, max: 2 ** 45 }),
          after: fc.record({ points: fc.integer({ min: -1e9, max: 1e9 }), publishedAt: fc.integer({ min: 0, max: 2 ** 45 }), id: fc.stringMatching(/^[0-9a-f]{1,32}$/) }),
        }),
        (c) => JSON.stringify(decodeForYouCursor(encodeForYouCursor(c))) === JSON.stringify(c),
      ),
    );
    expect(decodeForYouCursor('lx2.abc')).toBeNull();
    expect(decodeForYouCursor('')).toBeNull();
  });

  it('leaves the story itself, its writer and what the reader read out of Recommended from {product}', () => {
    fc.assert(
      fc.property(candidates, taste, (cs, t) => {
        if (cs.length === 0) return true;
        const story = cs[0]!;
        const shown = recommendedAfter(cs, t, story, { now: NOW, limit: 4 });
        return shown.length <= 4 && shown.every((c) => c.id !== story.id && c.creatorId !== story.creatorId && !t.readPosts.has(c.id) && !t.mutedWriters.has(c.creatorId));
      }),
    );
  });

  it('gives the documented points for a followed writer, publication and topic', () => {
    const c: Candidate = { id: 'b01', creatorId: 'w1', publicationId: 'p1', primaryTopicId: 't1', topicIds: ['t1'], publishedAt: NOW };
    expect(scoreOf(c, NO_TASTE, NOW)).toBe(4000);
    expect(scoreOf(c, { ...NO_TASTE, followedWriters: new Set(['w1']), followedPublications: new Set(['p1']), followedTopics: new Set(['t1']) }, NOW)).toBe(11000);
    expect(scoreOf({ ...c, publishedAt: new Date(NOW.getTime() - 7 * DAY) }, NO_TASTE, NOW)).toBe(2000);
  });

  it('takes the three signal actions and refuses anything else with a message', () => {
    expect(parseSignalAction('SHOW_LESS')).toEqual({ ok: true, action: 'SHOW_LESS' });
    expect(parseSignalAction('show_less')).toEqual({ ok: false, message: 'The signal action must be one of SHOW_MORE, SHOW_LESS, CLEAR_SIGNAL.' });
  });
});

describe('issue 19 the uncached path: For you\'s candidates from the shared newest stories and the reader\'s own sources', () => {
  const mutable = candidates.chain((cs) => fc.tuple(...cs.map((c) => fc.option(fc.constantFrom(...PUBS), { nil: null }).map((postedIn) => ({ ...c, postedIn: c.publicationId ?? postedIn })))));

  it('keeps every story once, none by a muted writer or submitted to a muted publication, and nothing else out', () => {
    fc.assert(
      fc.property(mutable, mutable, taste, (newest, followed, t) => {
        const merged = mergeCandidates(newest, followed, t);
        const ids = merged.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        const muted = (c: { creatorId: string; postedIn: string | null }) => t.mutedWriters.has(c.creatorId) || (c.postedIn !== null && t.mutedPublications.has(c.postedIn));
        const expected = new Set([...newest, ...followed].filter((c) => !muted(c)).map((c) => c.id));
        expect(new Set(ids)).toEqual(expected);
        for (const c of merged) expect(c).not.toHaveProperty('postedIn');
      }),
    );
  });

  it('hides a story submitted to a muted publication even before the publication accepted it', () => {
    const story = { id: 'a01', creatorId: 'w1', publicationId: null, primaryTopicId: null, topicIds: [], publishedAt: NOW, postedIn: 'p1' };
    expect(mergeCandidates([story], [], { mutedWriters: new Set(), mutedPublications: new Set(['p1']) })).toEqual([]);
    expect(mergeCandidates([], [story], { mutedWriters: new Set(), mutedPublications: new Set() }).map((c) => c.id)).toEqual(['a01']);
  });
});
