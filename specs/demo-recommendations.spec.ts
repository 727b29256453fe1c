// Issue 18 demo corpus: readers follow topics (Home shows topic tabs at first start) and the demo writer has a Show
// more and a Show less signal (Refine recommendations lists them).
import { describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { demoRecommendationsOf } from '../adapters/postgres/seed/demo-recommendations.ts';
import { DEMO_WRITER } from '../adapters/postgres/seed/writer-stories.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const corpus = generateDemoCorpus({ seed: 20261121, now: NOW });
const demo = demoRecommendationsOf(corpus, NOW);

describe('issue 18 Home: the demo corpus', () => {
  it('is deterministic', () => {
    expect(demoRecommendationsOf(generateDemoCorpus({ seed: 20261121, now: NOW }), NOW)).toEqual(demo);
  });

  it('has readers who follow two topics each (so their Home has topic tabs), none twice', () => {
    const byReader = new Map<string, string[]>();
    for (const f of demo.topicFollows) byReader.set(f.userId, [...(byReader.get(f.userId) ?? []), f.topicId]);
    expect(byReader.size).toBeGreaterThanOrEqual(3);
    for (const ids of byReader.values()) expect(new Set(ids).size).toBe(2);
  });

  it('gives the demo writer one Show more and one Show less, on listed stories by two other writers', () => {
    const maya = corpus.users.find((u) => u.username === DEMO_WRITER)!;
    const posts = new Map(corpus.posts.map((p) => [p.id, p]));
    expect(demo.signals.map((s) => s.action)).toEqual(['SHOW_MORE', 'SHOW_LESS']);
    const writers = demo.signals.map((s) => {
      const post = posts.get(s.postId)!;
      expect(s.userId).toBe(maya.id);
      expect(post.publishedAt).not.toBeNull();
      expect(post.visibility).not.toBe('UNLISTED');
      expect(post.creatorId).not.toBe(maya.id);
      return post.creatorId;
    });
    expect(new Set(writers).size).toBe(2);
  });
});
