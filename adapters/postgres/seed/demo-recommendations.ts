// Issue 18 demo corpus: topics some demo readers follow (so Home shows topic tabs at first start) and the demo
// writer's 'Show more / Show less like this' signals (so Refine recommendations has something to list). The demo
// writer's own three topic follows are written in seed.ts; this adds two topics each for every fourth other reader.
import type { DemoCorpus } from './corpus.types.ts';
import { DEMO_WRITER } from './writer-stories.ts';

export type DemoRecommendations = {
  topicFollows: { userId: string; topicId: string; createdAt: Date }[];
  signals: { userId: string; postId: string; action: 'SHOW_MORE' | 'SHOW_LESS'; createdAt: Date }[];
};

/** Deterministic: sorted by id, no randomness. */
export function demoRecommendationsOf(corpus: DemoCorpus, now: Date): DemoRecommendations {
  const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const topics = [...corpus.topics].sort(byId);
  const readers = corpus.users.filter((u) => u.username !== DEMO_WRITER).sort(byId);
  const topicFollows = topics.length < 2 ? [] : readers
    .filter((_, i) => i % 4 === 0)
    .flatMap((reader, i) => [topics[i % topics.length]!, topics[(i + 1) % topics.length]!].map((t) => ({ userId: reader.id, topicId: t.id, createdAt: now })));
  const maya = corpus.users.find((u) => u.username === DEMO_WRITER);
  if (!maya) return { topicFollows, signals: [] };
  const followed = new Set(corpus.userFollows.filter((f) => f.followerId === maya.id).map((f) => f.followeeId));
  // Listed stories by writers she does not follow: one she wants more like, one she wants fewer like, by two writers.
  const candidates = corpus.posts
    .filter((p) => p.publishedAt !== null && p.visibility !== 'UNLISTED' && p.creatorId !== maya.id && !followed.has(p.creatorId))
    .sort(byId);
  const more = candidates[0];
  const less = candidates.find((p) => more && p.creatorId !== more.creatorId);
  const signals: DemoRecommendations['signals'] = [];
  if (more) signals.push({ userId: maya.id, postId: more.id, action: 'SHOW_MORE', createdAt: new Date(now.getTime() - 2 * 86_400_000) });
  if (less) signals.push({ userId: maya.id, postId: less.id, action: 'SHOW_LESS', createdAt: new Date(now.getTime() - 86_400_000) });
  return { topicFollows, signals };
}
