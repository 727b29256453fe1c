// The demo corpus's highlights and reading history (issue 16 "Done when": the demo corpus has highlights on its
// stories, so a newcomer sees them at first start).
import { describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { demoHighlightsOf } from '../adapters/postgres/seed/demo-highlights.ts';
import { lockedPreview } from '../core/content/access.ts';
import { checkHighlight, topHighlight, type PassageCount } from '../core/highlights/highlight.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const corpus = generateDemoCorpus({ seed: 20261121, now: NOW });
const demo = demoHighlightsOf(corpus, NOW);
const maya = corpus.users.find((u) => u.username === 'maya_chen')!;

describe('demo corpus: highlights and reading history (issue 16, part 4)', () => {
  it('is the same for the same corpus and clock', () => {
    expect(demoHighlightsOf(generateDemoCorpus({ seed: 20261121, now: NOW }), NOW)).toEqual(demo);
  });

  it('highlights many stories by several readers, each a valid range within what every reader may read, never the writer\'s own', () => {
    const posts = new Map(corpus.posts.map((p) => [p.id, p]));
    expect(new Set(demo.highlights.map((h) => h.postId)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(demo.highlights.map((h) => h.userId)).size).toBeGreaterThanOrEqual(5);
    for (const h of demo.highlights) {
      const post = posts.get(h.postId)!;
      expect(post.creatorId).not.toBe(h.userId);
      const checked = checkHighlight(lockedPreview(post.body), h);
      expect(checked).toEqual({ ok: true, range: { startParagraph: h.startParagraph, startOffset: h.startOffset, endParagraph: h.endParagraph, endOffset: h.endOffset }, quote: h.quote });
      expect(new Date(h.createdAt!).getTime()).toBeLessThan(NOW.getTime());
    }
    const keys = demo.highlights.map((h) => `${h.userId}|${h.postId}|${h.startParagraph}|${h.startOffset}|${h.endParagraph}|${h.endOffset}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives at least ten stories a Top highlight (a passage two or more readers highlighted)', () => {
    const byPost = new Map<string, Map<string, PassageCount>>();
    for (const h of demo.highlights) {
      const passages = byPost.get(h.postId) ?? new Map<string, PassageCount>();
      const key = `${h.startParagraph}|${h.startOffset}|${h.endOffset}`;
      const passage = passages.get(key) ?? { range: h, readers: 0, quote: h.quote };
      passages.set(key, { ...passage, readers: passage.readers + 1 });
      byPost.set(h.postId, passages);
    }
    const posts = new Map(corpus.posts.map((p) => [p.id, p]));
    const withTop = [...byPost].filter(([postId, passages]) => topHighlight(posts.get(postId)!.body, [...passages.values()]) !== null);
    expect(withTop.length).toBeGreaterThanOrEqual(10);
  });

  it('gives maya_chen highlights and a reading history of published stories not her own, newest first', () => {
    expect(demo.highlights.filter((h) => h.userId === maya.id).length).toBeGreaterThanOrEqual(8);
    const history = demo.readingHistory.filter((e) => e.userId === maya.id);
    expect(history.length).toBeGreaterThanOrEqual(10);
    const posts = new Map(corpus.posts.map((p) => [p.id, p]));
    for (const entry of history) {
      const post = posts.get(entry.postId)!;
      expect(post.creatorId).not.toBe(maya.id);
      expect(post.publishedAt).not.toBeNull();
    }
    const times = history.map((e) => new Date(e.lastReadAt).getTime());
    expect(new Set(times).size).toBe(times.length);
  });
});
