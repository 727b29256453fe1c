// Issue 23 (stats), migrations 0041 and 0047 and core/ports/stats-repository.port.ts on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: a view and a read counted once per reader per story per day however many batches
// race (the store agrees with core/stats/count-once.policy.ts's model on random batches), views by source, member reading time apart, and the triggers that count claps, responses, highlights, follows and
// subscribers on the days they happen.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../core/ports/stats-repository.port.ts';
import { countOnce } from '../../core/stats/count-once.policy.ts';
import { TRAFFIC_SOURCES } from '../../core/stats/traffic-source.ts';
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

    it('counts a view once per reader per story per day, under the source of their first view', async () => {
      const repo = statsRepository(store.db);
      const view = (reader: number, day: string, source: 'direct' | 'search' | 'social' | 'internal', postId = story): StatsEvent => ({
        kind: 'view',
        postId,
        day,
        source,
        readerKey: `u:${readers[reader]}`,
      });
      const first = await repo.record([view(0, DAY1, 'direct'), view(1, DAY1, 'search'), view(2, DAY1, 'search'), view(0, DAY1, 'search'), view(0, DAY2, 'social'), view(0, DAY2, 'internal', other)]);
      expect(first.views).toBe(5);
      // A second batch: one new reader, one reader again the same day (nothing).
      expect((await repo.record([view(1, DAY2, 'social'), view(0, DAY2, 'search')])).views).toBe(1);
      const daily = await repo.storyDaily(story, null);
      expect(daily.map((d) => [d.day, d.views])).toEqual([[DAY1, 3], [DAY2, 2]]);
      expect(await repo.storySources(story, null)).toEqual([
        { source: 'search', views: 2 },
        { source: 'social', views: 2 },
        { source: 'direct', views: 1 },
      ]);
      expect(await repo.storySources(story, { from: DAY2, to: DAY2 })).toEqual([{ source: 'social', views: 2 }]);
    });

    it('agrees with the count-once model on random batches, some racing', async () => {
      const repo = statsRepository(store.db);
      let run = 0;
      const event = fc.record({
        kind: fc.constantFrom('view' as const, 'read' as const),
        post: fc.nat(1),
        day: fc.constantFrom(DAY1, DAY2),
        reader: fc.nat(3),
        source: fc.constantFrom(...TRAFFIC_SOURCES),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(event, { maxLength: 8 }), { minLength: 1, maxLength: 5 }), fc.boolean(), async (batches, race) => {
          run += 1;
          const posts = [`st_model_${run}_a`, `st_model_${run}_b`];
          await store.db.insertInto('posts').values(posts.map((id) => ({ id, creatorId: readers[2]!, title: id, body: '[]', readingTime: 1, publishedAt: new Date(`${DAY1}T08:00:00Z`) }))).execute();
          const asEvents = batches.map((b) =>
            b.map((e): StatsEvent =>
              e.kind === 'view'
                ? { kind: 'view', postId: posts[e.post]!, day: e.day, source: e.source, readerKey: `b:${e.reader}` }
                : { kind: 'read', postId: posts[e.post]!, day: e.day, readerKey: `b:${e.reader}` },
            ),
          );
          const results = race ? await Promise.all(asEvents.map((b) => repo.record(b))) : [];
          if (!race) for (const b of asEvents) results.push(await repo.record(b));
          const model = countOnce(asEvents.flat() as Extract<StatsEvent, { kind: 'view' | 'read' }>[]).counted;
          expect(results.reduce((n, r) => n + r.views, 0)).toBe(model.filter((e) => e.kind === 'view').length);
          expect(results.reduce((n, r) => n + r.reads, 0)).toBe(model.filter((e) => e.kind === 'read').length);
          for (const postId of posts) {
            const days = await repo.storyDaily(postId, null);
            for (const day of [DAY1, DAY2]) {
              const counted = model.filter((e) => e.postId === postId && e.day === day);
              const row = days.find((d) => d.day === day);
              expect(row?.views ?? 0).toBe(counted.filter((e) => e.kind === 'view').length);
              expect(row?.reads ?? 0).toBe(counted.filter((e) => e.kind === 'read').length);
            }
            // Sources add up to the views; sequentially sent, each view keeps its reader's first source.
            const sources = await repo.storySources(postId, null);
            const views = model.filter((e) => e.postId === postId && e.kind === 'view') as Extract<StatsEvent, { kind: 'view' }>[];
            expect(sources.reduce((n, x) => n + x.views, 0)).toBe(views.length);
            if (!race) {
              const bySource = new Map<string, number>();
              for (const v of views) bySource.set(v.source, (bySource.get(v.source) ?? 0) + 1);
              expect(Object.fromEntries(sources.map((x) => [x.source, x.views]))).toEqual(Object.fromEntries(bySource));
            }
          }
        }),
        { numRuns: 12 },
      );
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

    it("sums an owner's views by source, a publication's writers, and a writer's responses apart from their stories", async () => {
      const repo = statsRepository(store.db);
      const pub = `st_pub_${factory.name}`;
      await store.db.insertInto('publications').values({ id: pub, slug: `st-pub-${factory.name}`, name: 'Stats Pub' }).execute();
      const inPub = [`${pub}_a`, `${pub}_b`, `${pub}_c`];
      await store.db
        .insertInto('posts')
        .values(inPub.map((id, i) => ({ id, creatorId: i < 2 ? writer : readers[0]!, publicationId: pub, title: id, body: '[]', readingTime: 2, publishedAt: new Date(`${DAY1}T08:00:00Z`) })))
        .execute();
      const view = (postId: string, reader: string, source: 'search' | 'social'): StatsEvent => ({ kind: 'view', postId, day: DAY2, source, readerKey: `u:${reader}` });
      await repo.record([view(inPub[0]!, 'x1', 'search'), view(inPub[0]!, 'x2', 'social'), view(inPub[1]!, 'x1', 'search'), view(inPub[2]!, 'x1', 'social'), view(inPub[2]!, 'x1', 'search')]);
      const owner = { kind: 'publication', publicationId: pub } as const;
      expect(await repo.sources(owner, null)).toEqual([
        { source: 'search', views: 2 },
        { source: 'social', views: 2 },
      ]);
      expect(await repo.sources(owner, { from: DAY1, to: DAY1 })).toEqual([]);
      const writers = await repo.writers(pub, { from: DAY1, to: DAY2 }, 10);
      expect(writers.map((w) => [w.userId, w.stories, w.views])).toEqual([[writer, 2, 3], [readers[0], 1, 1]]);
      // A writer with no views in the window still shows, with zeros.
      expect((await repo.writers(pub, { from: DAY1, to: DAY1 }, 10)).map((w) => [w.userId, w.views]).sort()).toEqual([[writer, 0], [readers[0], 0]].sort());

      // st_response (a response by reader 3) counts among reader 3's responses, never among their stories.
      await repo.record([view('st_response', 'x9', 'social')]);
      const responses = await repo.stories({ kind: 'writer', userId: readers[2]!, posts: 'responses' }, null, 10);
      expect(responses.map((r) => [r.postId, r.views])).toEqual([['st_response', 1]]);
      const stories = await repo.stories({ kind: 'writer', userId: readers[2]!, posts: 'stories' }, null, 10);
      expect(stories.some((r) => r.postId === 'st_response')).toBe(false);
      expect((await repo.daily({ kind: 'writer', userId: readers[2]!, posts: 'responses' }, { from: DAY2, to: DAY2 }))[0]?.views).toBe(1);
    });
  });
}
