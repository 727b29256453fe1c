// Contract of core/ports/highlights-repository.port.ts and reading-history-repository.port.ts on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: idempotent creates under concurrency, owner-only deletes, the most-highlighted
// passages, keyset paging newest first; the history's upsert, its pause guard, remove/restore and clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HighlightRange } from '../../core/highlights/highlight.ts';
import { encodeCursor, decodeCursor } from '../../core/highlights/reading-history.ts';
import { highlightsRepository } from './highlights.repository.ts';
import { readingHistoryRepository } from './reading-history.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

for (const factory of testStores()) {
  describe(`highlights and reading history in the store on ${factory.name}`, () => {
    let store: Store;
    let postIds: string[];
    const readers = ['hl_reader_1', 'hl_reader_2', 'hl_reader_3'];
    beforeAll(async () => {
      store = await factory.open();
      await store.db
        .insertInto('users')
        .values(readers.map((id) => ({ id, username: id, name: id, email: `${id}@example.test` })))
        .execute();
      // Stories the demo corpus left without highlights, so each test starts from none.
      const posts = await store.db
        .selectFrom('posts')
        .select('id')
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .where('suspendedAt', 'is', null)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('highlights').select('highlights.id').whereRef('highlights.postId', '=', 'posts.id'))))
        .orderBy('id')
        .limit(30)
        .execute();
      postIds = posts.map((p) => p.id);
    });
    afterAll(async () => {
      await store.close();
    });

    const range = (paragraph: string, startOffset: number, endOffset: number): HighlightRange => ({ startParagraph: paragraph, startOffset, endParagraph: paragraph, endOffset });

    it('creates a highlight once however often and however concurrently it is asked', async () => {
      const repo = highlightsRepository(store.db);
      const post = await repo.highlightablePost(postIds[0]!);
      expect(post).not.toBeNull();
      const name = post!.body[0]!.name;
      const results = await Promise.all(
        Array.from({ length: 20 }, () => repo.create({ userId: readers[0]!, postId: postIds[0]!, ...range(name, 0, 3), quote: 'abc', now: NOW })),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.record.id)).size).toBe(1);
      expect(await repo.ofReaderOnPost(readers[0]!, postIds[0]!)).toHaveLength(1);
    });

    it('deletes only the reader\'s own highlight; a malformed id is no highlight', async () => {
      const repo = highlightsRepository(store.db);
      const [mine] = await repo.ofReaderOnPost(readers[0]!, postIds[0]!);
      expect(await repo.delete(readers[1]!, mine!.id)).toBeNull();
      expect(await repo.delete(readers[0]!, 'not-a-uuid')).toBeNull();
      expect((await repo.delete(readers[0]!, mine!.id))?.id).toBe(mine!.id);
      expect(await repo.ofReaderOnPost(readers[0]!, postIds[0]!)).toEqual([]);
    });

    it('answers the passages tied for the most readers, with at least the minimum', async () => {
      const repo = highlightsRepository(store.db);
      const postId = postIds[1]!;
      const name = (await repo.highlightablePost(postId))!.body[0]!.name;
      expect(await repo.mostHighlighted(postId, 2)).toEqual([]);
      for (const reader of readers) await repo.create({ userId: reader, postId, ...range(name, 0, 4), quote: 'four', now: NOW });
      for (const reader of readers.slice(0, 2)) await repo.create({ userId: reader, postId, ...range(name, 1, 2), quote: 'o', now: NOW });
      expect(await repo.mostHighlighted(postId, 2)).toEqual([{ range: range(name, 0, 4), readers: 3, quote: 'four' }]);
      await repo.create({ userId: readers[2]!, postId, ...range(name, 1, 2), quote: 'o', now: NOW });
      expect((await repo.mostHighlighted(postId, 2)).map((p) => p.range)).toEqual(expect.arrayContaining([range(name, 0, 4), range(name, 1, 2)]));
      const byPost = await repo.ofReaderOnPosts(readers[2]!, [postId, postIds[0]!]);
      expect(byPost.get(postId)).toHaveLength(2);
      expect(byPost.has(postIds[0]!)).toBe(false);
    });

    it('pages a reader\'s highlights newest first by keyset, without repeats or gaps', async () => {
      const repo = highlightsRepository(store.db);
      const reader = readers[1]!;
      for (let i = 0; i < 7; i++) {
        const postId = postIds[5 + i]!;
        const name = (await repo.highlightablePost(postId))!.body[0]!.name;
        // Two at the same instant: the id breaks the tie.
        await repo.create({ userId: reader, postId, ...range(name, 0, 1), quote: 'x', now: at(i === 6 ? 5 : i) });
      }
      const all = await repo.ofReader(reader, 100, null);
      const seen: string[] = [];
      let cursor = null;
      for (;;) {
        const page = await repo.ofReader(reader, 3, cursor);
        if (page.length === 0) break;
        seen.push(...page.map((h) => h.id));
        const last = page[page.length - 1]!;
        cursor = decodeCursor(encodeCursor({ at: last.createdAt.getTime(), id: last.id }));
      }
      expect(seen).toEqual(all.map((h) => h.id));
      const times = all.map((h) => h.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('records a reading once per story, moving it to the top; never while paused, even racing a pause', async () => {
      const history = readingHistoryRepository(store.db);
      const reader = readers[2]!;
      expect(await history.record(reader, postIds[0]!, at(1))).toBe(true);
      expect(await history.record(reader, postIds[1]!, at(2))).toBe(true);
      expect(await history.record(reader, postIds[0]!, at(3))).toBe(true);
      // A late, older request does not move it back.
      expect(await history.record(reader, postIds[0]!, at(0))).toBe(true);
      expect((await history.page(reader, 10, null)).map((e) => e.postId)).toEqual([postIds[0], postIds[1]]);
      await history.setPaused(reader, true);
      expect(await history.isPaused(reader)).toBe(true);
      expect(await history.record(reader, postIds[2]!, at(4))).toBe(false);
      expect(await history.page(reader, 10, null)).toHaveLength(2);
      await history.setPaused(reader, false);
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => history.record(reader, postIds[i % 10]!, at(10 + i))));
      expect(results.every(Boolean)).toBe(true);
      expect(await history.page(reader, 50, null)).toHaveLength(10);
    });

    it('removes one entry and restores it with its time, pages by keyset, and clears everything', async () => {
      const history = readingHistoryRepository(store.db);
      const reader = readers[2]!;
      const before = await history.page(reader, 50, null);
      const removed = await history.remove(reader, before[3]!.postId);
      expect(removed).toEqual(before[3]);
      expect(await history.remove(reader, before[3]!.postId)).toBeNull();
      await history.restore(reader, removed!);
      expect(await history.page(reader, 50, null)).toEqual(before);
      const pages: string[] = [];
      let cursor = null;
      for (;;) {
        const page = await history.page(reader, 4, cursor);
        if (page.length === 0) break;
        pages.push(...page.map((e) => e.postId));
        const last = page[page.length - 1]!;
        cursor = { at: last.lastReadAt.getTime(), id: last.postId };
      }
      expect(pages).toEqual(before.map((e) => e.postId));
      expect(await history.clear(reader)).toBe(10);
      expect(await history.page(reader, 50, null)).toEqual([]);
    });
  });
}
