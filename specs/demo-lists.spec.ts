// README Demo content / issue 16: the demo corpus has lists — every demo user a Reading list with saved stories,
// several public lists with names and descriptions followed by others, maya_chen with lists of her own who follows
// one — and the counters the seed writes equal the rows it writes, with no list holding a story twice.
import { describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../adapters/postgres/seed/corpus.ts';
import { demoListsOf } from '../adapters/postgres/seed/demo-lists.ts';
import { DEMO_SEED } from '../adapters/postgres/seed/seed.ts';
import { demoCatalogClapsOf } from '../adapters/postgres/seed/demo-claps.ts';
import { demoListResponsesOf } from '../adapters/postgres/seed/demo-responses.ts';
import { MAX_CLAPS_PER_READER } from '../core/claps/clap-rules.ts';

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

  it('reader-experience §3 Catalog clappers and responses: every public list carries claps and responses, never from its owner, none on a private list', () => {
    const claps = demoCatalogClapsOf(lists.catalogs, corpus.users, NOW);
    const [top, replies] = demoListResponsesOf(lists.catalogs, corpus, NOW);
    const byId = new Map(lists.catalogs.map((c) => [c.id, c]));
    const publicLists = lists.catalogs.filter((c) => c.type === 'LISTS' && c.visibility === 'PUBLIC');
    for (const list of publicLists) {
      expect(claps.some((c) => c.catalogId === list.id)).toBe(true);
      expect(top!.some((r) => r.inResponseToCatalogId === list.id)).toBe(true);
    }
    for (const clap of claps) {
      expect(byId.get(clap.catalogId)?.visibility).toBe('PUBLIC');
      expect(clap.userId).not.toBe(byId.get(clap.catalogId)?.userId);
      expect(clap.count).toBeGreaterThanOrEqual(1);
      expect(clap.count).toBeLessThanOrEqual(MAX_CLAPS_PER_READER);
    }
    expect(new Set(claps.map((c) => `${c.catalogId}:${c.userId}`)).size).toBe(claps.length);
    for (const r of top!) expect(r.creatorId).not.toBe(byId.get(r.inResponseToCatalogId!)?.userId);
    const topIds = new Set(top!.map((r) => r.id));
    for (const r of replies!) expect(topIds.has(r.inResponseToPostId!)).toBe(true);
  });
});
