// Issue 23 (stats), migration 0041 and core/ports/stats-repository.port.ts on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: views and sources summed per day, a read counted once per reader per story per day however many
// batches race, member reading time apart, and the triggers that count claps, responses, highlights, follows and
// subscribers on the days they happen.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../core/ports/stats-repository.port.ts';
import { statsRepository } from './stats.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

const DAY1 = '2026-11-20';
const DAY2 = '2026-11-21';

for (const factory of testStores()) {
  describe(`stats rollups on ${factory.name} (issue 23, migration 0041)`, () => {
    let store: Store;
    const writer = 'st_writer';
    const readers = ['st_reader_1', 'st_reader_2', 'st_reader_3'];
    const story = 'st_story_1';
    const other = 'st_story_2';
    beforeAll(async () => {
      store = await factory.open();
      await store.db
        .insertInto('users')
        .values([writer, ...readers].map((id) => ({ id, username: id, name: id, email: `${id}@example.test` })))
        .execute();
      await store.db
        .insertInto('posts')
        .values([story, other].map((id, i) => ({ id, creatorId: writer, title: `Story ${i + 1}`, body: '[]', readingTime: 4, publishedAt: new Date(`${DAY1}T08:00:00Z`) })))
        .execute();
    });
    afterAll(async () => {
      await store.close();
    });

    it('knows the published stories, with their writer and reading time', async () => {
      const repo = statsRepository(store.db);
      const found = await repo.storiesFor([story, 'st_missing']);
      expect(found).toEqual([{ id: story, creatorId: writer, readingTimeMinutes: 4 }]);
    });

    it('sums views per day and per source', async () => {
      const repo = statsRepository(store.db);
      const views: StatsEvent[] = [
        { kind: 'view', postId: story, day: DAY1, source: 'direct' },
        { kind: 'view', postId: story, day: DAY1, source: 'search' },
        { kind: 'view', postId: story, day: DAY1, source: 'search' },
        { kind: 'view', postId: story, day: DAY2, source: 'social' },
        { kind: 'view', postId: other, day: DAY2, source: 'internal' },
      ];
      await repo.record(views);
      await repo.record([{ kind: 'view', postId: story, day: DAY2, source: 'social' }]);
      const daily = await repo.storyDaily(story, null);
      expect(daily.map((d) => [d.day, d.views])).toEqual([[DAY1, 3], [DAY2, 2]]);
      expect(await repo.storySources(story, null)).toEqual([
        { source: 'search', views: 2 },
        { source: 'social', views: 2 },
        { source: 'direct', views: 1 },
      ]);
      expect(await repo.storySources(story, { from: DAY2, to: DAY2 })).toEqual([{ source: 'social', views: 2 }]);
    });

    it('counts a read once per reader per story per day, however many batches race to report it', async () => {
      const repo = statsRepository(store.db);
      const read = (readerKey: string, day = DAY1, postId = story): StatsEvent => ({ kind: 'read', postId, day, readerKey });
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => repo.record([read(`u:${readers[i % 2]}`), read(`u:${readers[i % 2]}`)])));
      expect(results.reduce((sum, r) => sum + r.reads, 0)).toBe(2);
      // The same reader again the next day is a new read; on another story too.
      expect((await repo.record([read(`u:${readers[0]}`, DAY2), read(`u:${readers[0]}`, DAY1, other)])).reads).toBe(2);
      const daily = await repo.storyDaily(story, null);
      expect(daily.map((d) => [d.day, d.reads])).toEqual([[DAY1, 2], [DAY2, 1]]);
    });

    it('keeps member reading time apart from all reading time', async () => {
      const repo = statsRepository(store.db);
      await repo.record([
        { kind: 'readingTime', postId: story, day: DAY1, seconds: 100, member: true },
        { kind: 'readingTime', postId: story, day: DAY1, seconds: 50, member: false },
      ]);
      const [day1] = await repo.storyDaily(story, { from: DAY1, to: DAY1 });
      expect(day1!.memberReadingSeconds).toBe(100);
      const { rows } = await sql<{ readingSeconds: string }>`select reading_seconds from story_stats_daily where post_id = ${story} and day = ${DAY1}::date`.execute(store.db);
      expect(Number(rows[0]!.readingSeconds)).toBe(150);
    });

    it('counts claps, highlights and responses by triggers on the days they happen', async () => {
      const repo = statsRepository(store.db);
      const at = new Date(`${DAY2}T12:00:00Z`);
      await store.db.insertInto('claps').values({ postId: story, userId: readers[0]!, count: 3, clientId: 'c1', createdAt: at, updatedAt: at } as never).execute();
      await store.db.updateTable('claps').set({ count: 5 } as never).where('postId', '=', story).where('userId', '=', readers[0]!).execute();
      await store.db
        .insertInto('highlights')
        .values({ userId: readers[1]!, postId: story, startParagraph: 'p', startOffset: 0, endParagraph: 'p', endOffset: 2, quote: 'ab', createdAt: at } as never)
        .execute();
      await store.db
        .insertInto('posts')
        .values({ id: 'st_response', creatorId: readers[2]!, title: '', body: '[]', type: 'RESPONSE', inResponseToPostId: story, publishedAt: at } as never)
        .execute();
      const [day2] = await repo.storyDaily(story, { from: DAY2, to: DAY2 });
      expect(day2).toMatchObject({ claps: 5, highlights: 1, responses: 1 });
      // The writer's overview adds up their stories; a response is not one of them.
      const rows = await repo.stories({ kind: 'writer', userId: writer }, null, 10);
      expect(rows.map((r) => [r.postId, r.views, r.reads])).toEqual([[story, 5, 3], [other, 1, 1]]);
      const daily = await repo.daily({ kind: 'writer', userId: writer }, null);
      expect(daily.map((d) => [d.day, d.views])).toEqual([[DAY1, 3], [DAY2, 3]]);
    });

    it('counts followers and newsletter subscribers gained and lost per day', async () => {
      const repo = statsRepository(store.db);
      const at = new Date(`${DAY1}T09:00:00Z`);
      await store.db.insertInto('userFollows').values(readers.map((r) => ({ followerId: r, followeeId: writer, createdAt: at })) as never).execute();
      await store.db.deleteFrom('userFollows').where('followerId', '=', readers[2]!).where('followeeId', '=', writer).execute();
      await sql`insert into newsletters (id, type, slug, name, user_id) values ('nl-st', 'author', ${writer}, ${writer}, ${writer}) on conflict do nothing`.execute(store.db);
      const newsletter = await store.db.selectFrom('newsletters').select('id').where('userId', '=', writer).where('type', '=', 'author').executeTakeFirstOrThrow();
      await store.db
        .insertInto('newsletterSubscriptions')
        .values({ newsletterId: newsletter.id, userId: readers[0]!, status: 'pending', source: 'test', createdAt: at, updatedAt: at } as never)
        .execute();
      await store.db.updateTable('newsletterSubscriptions').set({ status: 'active', updatedAt: new Date(`${DAY2}T09:00:00Z`) } as never).where('newsletterId', '=', newsletter.id).execute();
      const audience = await repo.audienceDaily({ kind: 'writer', userId: writer }, null);
      const total = (k: 'followersGained' | 'followersLost' | 'subscribersGained') => audience.reduce((s, d) => s + d[k], 0);
      expect(audience.find((d) => d.day === DAY1)?.followersGained).toBe(3);
      expect(total('followersLost')).toBe(1);
      expect(audience.find((d) => d.day === DAY2)?.subscribersGained).toBe(1);
      expect(await repo.audienceNow({ kind: 'writer', userId: writer })).toEqual({ followers: 2, subscribers: 1 });
    });
  });
}
