// Issue 16 'Done when': the demo corpus has responses on its stories, so a newcomer sees them at first start —
// adapters/postgres/seed/demo-responses.ts: replies to depth 3, maya_chen's stories answered, one closed
// discussion, one hidden response, deterministic from the seed.
import { describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { demoResponsesOf, DEMO_RESPONDED_WRITER } from '../adapters/postgres/seed/demo-responses.ts';
import { DEMO_SEED } from '../adapters/postgres/seed/seed.ts';
import { RESPONSE_TEXT_MAX_CHARS } from '../core/responses/responses.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const corpus = generateDemoCorpus({ seed: DEMO_SEED, now: NOW });

describe('issue 16 demo corpus: responses', () => {
  const demo = demoResponsesOf(corpus, NOW);
  const all = demo.levels.flat();
  const ids = new Set(corpus.posts.map((p) => p.id));

  it('answers many stories, maya_chen’s among them, with replies to depth 3', () => {
    const maya = corpus.users.find((u) => u.username === DEMO_RESPONDED_WRITER)!;
    const mayaStories = new Set(corpus.posts.filter((p) => p.creatorId === maya.id).map((p) => p.id));
    expect(new Set(demo.levels[0]!.map((r) => r.inResponseToPostId)).size).toBeGreaterThan(30);
    expect(demo.levels[0]!.some((r) => mayaStories.has(r.inResponseToPostId))).toBe(true);
    expect(demo.levels[1]!.length).toBeGreaterThan(0);
    expect(demo.levels[2]!.length).toBeGreaterThan(0);
    // maya_chen writes none of them: her Your Stories' Responses tab stays as the editing walkthrough expects.
    expect(all.some((r) => r.creatorId === maya.id)).toBe(false);
  });

  it('every response answers a story or an earlier level, never its own writer’s post, and is published before now', () => {
    const known = new Set(ids);
    demo.levels.forEach((level, depth) => {
      for (const r of level) {
        expect(known.has(r.inResponseToPostId)).toBe(true);
        expect(r.responseDepth).toBe(depth + 1);
        expect(r.publishedAt.getTime()).toBeLessThan(NOW.getTime());
        expect(JSON.parse(r.body as string).reduce((n: number, p: { text: string }) => n + p.text.length, 0)).toBeLessThanOrEqual(RESPONSE_TEXT_MAX_CHARS);
      }
      for (const r of level) known.add(r.id);
    });
    const byId = new Map([...corpus.posts.map((p) => [p.id, p.creatorId] as const), ...all.map((r) => [r.id, r.creatorId] as const)]);
    for (const r of all) expect(byId.get(r.inResponseToPostId)).not.toBe(r.creatorId);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });

  it('has one closed discussion and one hidden response, and is the same for the same seed', () => {
    expect(ids.has(demo.closedStoryId)).toBe(true);
    const hidden = all.filter((r) => r.hiddenAt);
    expect(hidden.map((r) => r.id)).toEqual([demo.hidden.responseId]);
    expect(demoResponsesOf(corpus, NOW)).toEqual(demo);
  });
});
