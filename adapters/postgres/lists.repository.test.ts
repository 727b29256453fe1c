// The lists repository's contract (core/ports/lists-repository.port.ts) on PGlite and, with TEST_DATABASE_URL,
// PostgreSQL: predefined lists made once however many ask at once, concurrent saves of one story leaving one row
// and the right count, idempotent removes and follows, the item order and its one-update moves, keyset pages
// that never repeat or skip an item, and the Library order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListsRepository } from '../../core/ports/lists-repository.port.ts';
import { listsRepository } from './lists.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

for (const factory of testStores()) {
  describe(`lists in the store on ${factory.name}`, () => {
    let store: Store;
    let lists: ListsRepository;
    let readers: string[];
    let posts: string[];
    let seq = 0;
    const newId = () => `c0ffee${(seq++).toString(16).padStart(6, '0')}`;

    beforeAll(async () => {
      store = await factory.open();
      lists = listsRepository(store.db);
      readers = (await store.db.selectFrom('users').select('id').orderBy('id').limit(3).execute()).map((r) => r.id);
      posts = (await store.db.selectFrom('posts').select('id').where('deletedAt', 'is', null).orderBy('id').limit(30).execute()).map((r) => r.id);
      await store.db.deleteFrom('catalogs').execute();
    });
    afterAll(async () => {
      await store.close();
    });

    it('makes the three predefined lists once, however many ask at once', async () => {
      const reader = readers[0] as string;
      await Promise.all(Array.from({ length: 20 }, () => lists.ensurePredefined(reader)));
      const rows = await store.db.selectFrom('catalogs').select(['type', 'visibility']).where('userId', '=', reader).orderBy('type').execute();
      expect(rows).toEqual([
        { type: 'CURRENTLY_READING', visibility: 'LOCKED' },
        { type: 'PURCHASED', visibility: 'LOCKED' },
        { type: 'READING_LIST', visibility: 'PRIVATE' },
      ]);
      expect((await lists.predefinedOf(reader, 'READING_LIST')).name).toBe('Reading list');
    });

    it('50 concurrent saves of one story leave one item and a count of one; a retry changes nothing', async () => {
      const reading = await lists.predefinedOf(readers[1] as string, 'READING_LIST');
      const results = await Promise.all(Array.from({ length: 50 }, () => lists.addItem(reading.id, posts[0] as string, NOW)));
      expect(results.filter((r) => r.changed)).toHaveLength(1);
      const again = await lists.addItem(reading.id, posts[0] as string, NOW);
      expect(again).toEqual({ changed: false, count: 1, full: false });
      const rows = await store.db.selectFrom('catalogItems').selectAll().where('catalogId', '=', reading.id).execute();
      expect(rows).toHaveLength(1);
      expect((await lists.catalogById(reading.id))?.itemCount).toBe(1);
    });

    it('concurrent saves of different stories count each once; removes are idempotent and counted', async () => {
      const list = await lists.createCatalog(readers[1] as string, newId(), { name: 'Essays', description: '', visibility: 'PUBLIC' }, NOW);
      if (!list) throw new Error('not created');
      const some = posts.slice(0, 10);
      await Promise.all(some.flatMap((p) => [lists.addItem(list.id, p, NOW), lists.addItem(list.id, p, NOW)]));
      expect((await lists.catalogById(list.id))?.itemCount).toBe(10);
      const removes = await Promise.all(Array.from({ length: 10 }, () => lists.removeItem(list.id, some[0] as string, NOW)));
      expect(removes.filter((r) => r.changed)).toHaveLength(1);
      expect((await lists.catalogById(list.id))?.itemCount).toBe(9);
      // Saved again (Undo): back where it was, counted again.
      const before = await lists.item(list.id, some[0] as string);
      expect((await lists.addItem(list.id, some[0] as string, at(5))).changed).toBe(true);
      expect((await lists.item(list.id, some[0] as string))?.position).toBe(before?.position);
      expect((await lists.catalogById(list.id))?.itemCount).toBe(10);
    });

    it('reads in list order (newest save first), moves with one update, pages without repeats', async () => {
      const list = await lists.createCatalog(readers[2] as string, newId(), { name: 'Order', description: '', visibility: 'PRIVATE' }, NOW);
      if (!list) throw new Error('not created');
      const some = posts.slice(0, 7);
      for (const [i, p] of some.entries()) await lists.addItem(list.id, p, at(i));
      const all = async () => {
        const out: string[] = [];
        let after: string | null = null;
        do {
          const got = await lists.items(list.id, { archived: false, order: 'position' }, 3, after);
          out.push(...got.rows.map((r) => r.postId));
          after = got.next;
        } while (after);
        return out;
      };
      const reversed = [...some].reverse();
      expect(await all()).toEqual(reversed);
      // Move the third up, then the first down, and the last up twice.
      expect(await lists.moveItem(list.id, reversed[2] as string, 'up')).toBe(true);
      expect(await all()).toEqual([reversed[0], reversed[2], reversed[1], ...reversed.slice(3)]);
      expect(await lists.moveItem(list.id, reversed[0] as string, 'up')).toBe(false);
      expect(await lists.moveItem(list.id, reversed[6] as string, 'down')).toBe(false);
      expect(await lists.moveItem(list.id, reversed[0] as string, 'down')).toBe(true);
      expect((await all())[1]).toBe(reversed[0]);
      // RECENT: newest save first; ARCHIVED: apart.
      expect(await lists.setArchived(list.id, some[6] as string, true, at(10))).toBe(true);
      const recent = await lists.items(list.id, { archived: false, order: 'recent' }, 10, null);
      expect(recent.rows.map((r) => r.postId)).toEqual(reversed.slice(1));
      const archived = await lists.items(list.id, { archived: true, order: 'recent' }, 10, null);
      expect(archived.rows.map((r) => r.postId)).toEqual([some[6]]);
    });

    it('follows once under concurrency; unfollow counts down once', async () => {
      const list = await lists.createCatalog(readers[0] as string, newId(), { name: 'Followed', description: 'x', visibility: 'PUBLIC' }, NOW);
      if (!list) throw new Error('not created');
      await lists.addItem(list.id, posts[3] as string, NOW);
      const follows = await Promise.all(Array.from({ length: 20 }, () => lists.follow(list.id, readers[1] as string, NOW)));
      expect(follows.filter((f) => f.changed)).toHaveLength(1);
      expect((await lists.catalogById(list.id))?.followerCount).toBe(1);
      expect([...(await lists.followedIds(readers[1] as string, [list.id]))]).toEqual([list.id]);
      const followed = await lists.followedBy(readers[1] as string, 10, null);
      expect(followed.rows.map((r) => r.id)).toContain(list.id);
      expect((await lists.popularPublic(50, null)).rows.map((r) => r.id)).toContain(list.id);
      const unf = await Promise.all([lists.unfollow(list.id, readers[1] as string), lists.unfollow(list.id, readers[1] as string)]);
      expect(unf.filter((u) => u.changed)).toHaveLength(1);
      expect((await lists.catalogById(list.id))?.followerCount).toBe(0);
    });

    it('lists a reader’s lists in Library order, keyset-paged, public only for others', async () => {
      const reader = readers[2] as string;
      for (let i = 0; i < 5; i++) await lists.createCatalog(reader, newId(), { name: `List ${i}`, description: '', visibility: i % 2 ? 'PUBLIC' : 'PRIVATE' }, at(20 + i));
      await lists.ensurePredefined(reader);
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const got = await lists.catalogsOf(reader, { publicOnly: false, limit: 2, after });
        seen.push(...got.rows.map((r) => r.name));
        after = got.next;
      } while (after);
      // Empty Currently reading and Purchased stay out of the Library; the Reading list comes first.
      expect(seen).toEqual(['Reading list', 'List 4', 'List 3', 'List 2', 'List 1', 'List 0', 'Order']);
      const pub = await lists.catalogsOf(reader, { publicOnly: true, limit: 50, after: null });
      expect(pub.rows.map((r) => r.name)).toEqual(['List 3', 'List 1']);
      const holding = await lists.catalogsHolding(readers[1] as string, [posts[0] as string, 'nope']);
      expect(holding.get(posts[0] as string)?.length).toBeGreaterThanOrEqual(2);
      expect(holding.has('nope')).toBe(false);
    });
  });
}
