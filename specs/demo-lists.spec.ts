// README Demo content / issue 16: the demo corpus has lists — every demo user a Reading list with saved stories,
// several public lists with names and descriptions followed by others, maya_chen with lists of her own who follows
// one — and the counters the seed writes equal the rows it writes, with no list holding a story twice.
import { describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { demoListsOf } from '../adapters/postgres/seed/demo-lists.ts';
import { DEMO_SEED } from '../adapters/postgres/seed/seed.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const corpus = generateDemoCorpus({ seed: DEMO_SEED, now: NOW });
const lists = demoListsOf(corpus, NOW);

describe('issue 16 demo corpus: lists', () => {
  it('every demo user has the three predefined lists and a Reading list with saved stories', () => {
    for (const user of corpus.users) {
      const own = lists.catalogs.filter((c) => c.userId === user.id);
      expect(own.filter((c) => c.type !== 'LISTS').map((c) => c.type).sort()).toEqual(['CURRENTLY_READING', 'PURCHASED', 'READING_LIST']);
      expect(own.find((c) => c.type === 'READING_LIST')?.itemCount).toBeGreaterThan(0);
    }
  });

  it('several public lists with names and descriptions are followed by others; maya_chen has lists and follows one', () => {
    const publicLists = lists.catalogs.filter((c) => c.type === 'LISTS' && c.visibility === 'PUBLIC');
    expect(publicLists.length).toBeGreaterThanOrEqual(4);
    expect(publicLists.some((c) => c.name === 'Essays worth rereading' && c.description.length > 0)).toBe(true);
    expect(publicLists.filter((c) => c.followerCount > 0).length).toBe(publicLists.length);
    const maya = corpus.users.find((u) => u.username === 'maya_chen');
    expect(maya).toBeDefined();
    expect(lists.catalogs.filter((c) => c.userId === maya?.id && c.type === 'LISTS').length).toBeGreaterThanOrEqual(2);
    const mayaFollows = lists.follows.filter((f) => f.userId === maya?.id);
    expect(mayaFollows).toHaveLength(1);
    expect(lists.catalogs.find((c) => c.id === mayaFollows[0]?.catalogId)?.userId).not.toBe(maya?.id);
  });

  it('counters equal rows; no duplicate items or follows; nobody follows their own or a private list', () => {
    for (const c of lists.catalogs) {
      expect(c.itemCount).toBe(lists.items.filter((i) => i.catalogId === c.id).length);
      expect(c.followerCount).toBe(lists.follows.filter((f) => f.catalogId === c.id).length);
    }
    const itemKeys = lists.items.map((i) => `${i.catalogId}:${i.postId}`);
    expect(new Set(itemKeys).size).toBe(itemKeys.length);
    const followKeys = lists.follows.map((f) => `${f.catalogId}:${f.userId}`);
    expect(new Set(followKeys).size).toBe(followKeys.length);
    const byId = new Map(lists.catalogs.map((c) => [c.id, c]));
    for (const f of lists.follows) {
      expect(byId.get(f.catalogId)?.userId).not.toBe(f.userId);
      expect(byId.get(f.catalogId)?.visibility).toBe('PUBLIC');
    }
    const published = new Set(corpus.posts.filter((p) => p.publishedAt !== null).map((p) => p.id));
    expect(lists.items.every((i) => published.has(i.postId))).toBe(true);
  });
});
