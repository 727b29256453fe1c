// Feed cursors carry publication times to the millisecond; stories published within one millisecond of
// each other (times written with microseconds, as now() gives them) must still each be paged exactly once
// (migration 0008) — on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPosition } from '../../core/feed/paging.ts';
import { postsRepository } from './posts.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

for (const factory of testStores()) {
  describe(`feed paging at sub-millisecond times on ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('pages one at a time through stories written microseconds apart, each exactly once, newest first', async () => {
      const creator = (await store.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow()).id;
      const times = ['2099-01-01 00:00:00.000100+00', '2099-01-01 00:00:00.000200+00', '2099-01-01 00:00:00.000300+00', '2099-01-01 00:00:00.000900+00'];
      const ids = times.map((_, i) => `precision${i}`);
      for (const [i, at] of times.entries()) {
        await sql`insert into posts (id, creator_id, title, body, published_at, latest_published_at)
          values (${ids[i]}, ${creator}, ${'Precise ' + i}, '[]', ${at}::timestamptz, ${at}::timestamptz)`.execute(store.db);
      }
      const repo = postsRepository(store.db);
      const seen: string[] = [];
      let after: FeedPosition | null = null;
      for (let step = 0; step < times.length; step++) {
        const [page] = await repo.recommendedFeedPages([{ limit: 1, after }]);
        const row = page![0]!;
        seen.push(row.id);
        after = { publishedAt: row.publishedAt, id: row.id };
      }
      expect([...seen].sort()).toEqual([...ids].sort());
      expect(new Set(seen).size).toBe(ids.length);
    });
  });
}
