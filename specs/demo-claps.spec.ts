// Issue 16 demo corpus: claps on the corpus's stories from its readers, deterministic, a realistic spread, at
// most 50 per reader per story, nobody clapping for their own story or a member-only one; each story's total is
// the sum of its rows (the store's counters are checked against the rows in adapters/postgres/claps.test.ts).
import { describe, expect, it } from 'vitest';
import { MAX_CLAPS_PER_READER } from '../core/claps/clap-rules.ts';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { demoClapsOf, demoClapTotals } from '../adapters/postgres/seed/demo-claps.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const corpus = generateDemoCorpus({ seed: 20261121, now: NOW });
const rows = demoClapsOf(corpus, NOW);

describe('issue 16 claps: the demo corpus', () => {
  it('is deterministic', () => {
    expect(demoClapsOf(generateDemoCorpus({ seed: 20261121, now: NOW }), NOW)).toEqual(rows);
  });

  it('gives 1 to 50 claps per reader per story, once per pair, never on one’s own or a member-only story', () => {
    const posts = new Map(corpus.posts.map((p) => [p.id, p]));
    const pairs = new Set<string>();
    for (const row of rows) {
      expect(row.count).toBeGreaterThanOrEqual(1);
      expect(row.count).toBeLessThanOrEqual(MAX_CLAPS_PER_READER);
      const post = posts.get(row.postId)!;
      expect(post.publishedAt).not.toBeNull();
      expect(post.isLocked).toBe(false);
      expect(row.userId).not.toBe(post.creatorId);
      const pair = `${row.postId}:${row.userId}`;
      expect(pairs.has(pair)).toBe(false);
      pairs.add(pair);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('spreads realistically: some stories none, most a few, some hundreds from many readers', () => {
    const totals = demoClapTotals(rows);
    const published = corpus.posts.filter((p) => p.publishedAt !== null && !p.isLocked);
    const clapped = published.filter((p) => totals.has(p.id)).length;
    expect(clapped / published.length).toBeGreaterThan(0.6);
    expect(clapped).toBeLessThan(published.length);
    const big = [...totals.values()].filter((t) => t >= 100).length;
    expect(big).toBeGreaterThan(0);
    const clappersPerStory = new Map<string, number>();
    for (const row of rows) clappersPerStory.set(row.postId, (clappersPerStory.get(row.postId) ?? 0) + 1);
    expect(Math.max(...clappersPerStory.values())).toBeGreaterThanOrEqual(15);
    // The totals are the sums of the rows.
    const sum = rows.reduce((s, r) => s + r.count, 0);
    expect([...totals.values()].reduce((s, t) => s + t, 0)).toBe(sum);
  });
});
