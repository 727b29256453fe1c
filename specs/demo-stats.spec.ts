// Issue 23 demo corpus: stats for the demo writer's published stories and the newest others, deterministic; reads
// never exceed views, traffic sources add up to the views, nothing before a story's first day or after today.
import { describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { demoResponseStatsOf, demoStatsOf } from '../adapters/postgres/seed/demo-stats.ts';
import { DEMO_WRITER } from '../adapters/postgres/seed/writer-stories.ts';
import { dayOf } from '../core/stats/stats-period.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const corpus = generateDemoCorpus({ seed: 20261121, now: NOW });
const writerId = corpus.users.find((u) => u.username === DEMO_WRITER)!.id;
const stats = demoStatsOf(corpus.posts, writerId, NOW);

describe('issue 23 stats: the demo corpus', () => {
  it('is deterministic', () => {
    expect(demoStatsOf(generateDemoCorpus({ seed: 20261121, now: NOW }).posts, writerId, NOW)).toEqual(stats);
  });

  it("gives the demo writer's published stories views, with reads within views and sources adding up", () => {
    const posts = new Map(corpus.posts.map((p) => [p.id, p]));
    const mine = corpus.posts.filter((p) => p.creatorId === writerId && p.publishedAt && p.publishedAt <= NOW);
    expect(mine.length).toBeGreaterThan(0);
    for (const p of mine) expect(stats.daily.some((d) => d.postId === p.id)).toBe(true);
    const bySource = new Map<string, number>();
    for (const t of stats.traffic) bySource.set(`${t.postId}/${t.day}`, (bySource.get(`${t.postId}/${t.day}`) ?? 0) + Number(t.views));
    for (const d of stats.daily) {
      expect(Number(d.reads)).toBeLessThanOrEqual(Number(d.views));
      expect(bySource.get(`${d.postId}/${d.day}`)).toBe(d.views);
      expect(String(d.day) >= dayOf(posts.get(d.postId)!.publishedAt!.getTime())).toBe(true);
      expect(String(d.day) <= dayOf(NOW.getTime())).toBe(true);
    }
  });

  it("gives the demo writer's published responses views too (/me/stats/responses), and nobody else's", () => {
    const at = new Date(NOW.getTime() - 10 * 86_400_000);
    const responses = [
      { id: 'r-mine', creatorId: writerId, publishedAt: at, readingTime: 1 },
      { id: 'r-draft', creatorId: writerId, publishedAt: null },
      { id: 'r-other', creatorId: 'someone-else', publishedAt: at },
    ];
    const r = demoResponseStatsOf(responses, writerId, NOW);
    expect(new Set(r.daily.map((d) => d.postId))).toEqual(new Set(['r-mine']));
    expect(r.daily).toHaveLength(11);
    for (const d of r.daily) {
      expect(Number(d.reads)).toBeLessThanOrEqual(Number(d.views));
      expect(r.traffic.filter((t) => t.day === d.day).reduce((n, t) => n + Number(t.views), 0)).toBe(d.views);
    }
    expect(demoResponseStatsOf(responses, writerId, NOW)).toEqual(r);
  });
});
