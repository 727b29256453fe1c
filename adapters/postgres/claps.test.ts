// Issue 16 claps in the store (core/ports/claps-repository.port.ts), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the cap of 50 under 50 concurrent requests from one reader, the total equal to the sum of the rows
// under concurrent readers, a retried request (same client id) adding nothing, unavailable stories refused, and
// "who clapped" paged by keyset without repeats.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLAPS_PER_READER } from '../../core/claps/clap-rules.ts';
import { clapsRepository } from './claps.repository.ts';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

for (const factory of testStores()) {
  describe(`claps in the store on ${factory.name} (issue 16 claps)`, () => {
    let store: Store;
    let repo: ReturnType<typeof clapsRepository>;
    let readers: string[];
    const now = () => seedNow();

    /** A published story nobody has clapped yet (the demo claps leave some), and its writer. */
    async function freshStory(exclude: string[] = []): Promise<{ id: string; creatorId: string }> {
      const row = await store.db
        .selectFrom('posts')
        .select(['id', 'creatorId'])
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .where('suspendedAt', 'is', null)
        .where('clapCount', '=', 0)
        .$if(exclude.length > 0, (q) => q.where('id', 'not in', exclude))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return row;
    }
    const sumOfRows = async (postId: string) =>
      Number((await store.db.selectFrom('claps').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('sum')).where('postId', '=', postId).executeTakeFirstOrThrow()).sum);
    const total = async (postId: string) => (await store.db.selectFrom('posts').select('clapCount').where('id', '=', postId).executeTakeFirstOrThrow()).clapCount;

    beforeAll(async () => {
      store = await factory.open();
      repo = clapsRepository(store.db);
      readers = (await store.db.selectFrom('users').select('id').orderBy('id').limit(30).execute()).map((r) => r.id);
    });
    afterAll(async () => {
      await store?.close();
    });

    it('the demo corpus has claps, and every story’s counter equals the sum of its rows', async () => {
      const rows = await store.db.selectFrom('claps').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBeGreaterThan(100);
      const mismatched = await sql<{ n: string }>`
        select count(*) as n from posts p
        where p.clap_count <> coalesce((select sum(c.count) from claps c where c.post_id = p.id), 0)`.execute(store.db);
      expect(Number(mismatched.rows[0]!.n)).toBe(0);
    });

    it("a clap asked to notify writes the writer's CLAPS notification in its own statement: one row per story and day, each reader once (issue 17)", async () => {
      const story = await freshStory();
      const [a, b] = readers.filter((r) => r !== story.creatorId);
      const notes = () =>
        store.db.selectFrom('notifications').select(['actorCount', 'actorId', 'readAt']).where('recipientId', '=', story.creatorId).where('kind', '=', 'CLAPS').where('postId', '=', story.id).execute();
      // Not asked: nothing.
      await repo.clap({ postId: story.id, userId: a!, clientId: 'quiet-1', claps: 1, now: now() });
      expect(await notes()).toEqual([]);
      await store.db.deleteFrom('claps').where('postId', '=', story.id).execute();
      await store.db.updateTable('posts').set({ clapCount: 0 }).where('id', '=', story.id).execute();
      // Asked: one row; the same reader again adds no one; a second reader joins it; a clap adding nothing writes nothing.
      const statements: string[] = [];
      const counted = store.db.withPlugin({
        transformQuery: (args) => (statements.push(args.node.kind), args.node),
        transformResult: async (args) => args.result,
      });
      await clapsRepository(counted).clap({ postId: story.id, userId: a!, clientId: 'loud-1', claps: 2, now: now(), unchecked: true, notify: true });
      expect(statements).toHaveLength(1);
      await repo.clap({ postId: story.id, userId: a!, clientId: 'loud-2', claps: 2, now: now(), notify: true });
      expect(await notes()).toEqual([{ actorCount: 1, actorId: a, readAt: null }]);
      await repo.clap({ postId: story.id, userId: b!, clientId: 'loud-3', claps: 1, now: now(), notify: true });
      expect(await notes()).toEqual([{ actorCount: 2, actorId: b, readAt: null }]);
      await repo.clap({ postId: story.id, userId: b!, clientId: 'loud-3', claps: 1, now: now(), notify: true });
      expect((await notes())[0]!.actorCount).toBe(2);
    });

    it('50 concurrent clap requests from one reader never leave more than 50 claps, and the total follows', async () => {
      const story = await freshStory();
      const reader = readers.find((r) => r !== story.creatorId)!;
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) => repo.clap({ postId: story.id, userId: reader, clientId: `burst-${i}`, claps: 3, now: now() })),
      );
      expect(outcomes.every((o) => o.ok)).toBe(true);
      const added = outcomes.reduce((sum, o) => sum + (o.ok ? o.added : 0), 0);
      expect(added).toBe(MAX_CLAPS_PER_READER);
      const mine = await store.db.selectFrom('claps').select('count').where('postId', '=', story.id).where('userId', '=', reader).executeTakeFirstOrThrow();
      expect(mine.count).toBe(MAX_CLAPS_PER_READER);
      expect(await total(story.id)).toBe(MAX_CLAPS_PER_READER);
      // Every answer is consistent: never more than 50 of the reader's.
      for (const o of outcomes) if (o.ok) expect(o.viewerClapCount).toBeLessThanOrEqual(MAX_CLAPS_PER_READER);
    });

    it('concurrent readers: the total equals the sum of their rows', async () => {
      const story = await freshStory();
      const clappers = readers.filter((r) => r !== story.creatorId).slice(0, 20);
      await Promise.all(
        clappers.flatMap((reader, i) =>
          Array.from({ length: 4 }, (_, k) => repo.clap({ postId: story.id, userId: reader, clientId: `r${i}-${k}`, claps: 1 + ((i + k) % 20), now: now() })),
        ),
      );
      expect(await total(story.id)).toBe(await sumOfRows(story.id));
      const totals = await repo.totals([story.id], clappers[0]!);
      expect(totals.get(story.id)!.clapCount).toBe(await sumOfRows(story.id));
    });

    it('a retried request (same client id) adds nothing; the next one adds', async () => {
      const story = await freshStory();
      const reader = readers.find((r) => r !== story.creatorId)!;
      const first = await repo.clap({ postId: story.id, userId: reader, clientId: 'page-1', claps: 5, now: now() });
      expect(first).toEqual({ ok: true, clapCount: 5, viewerClapCount: 5, added: 5, owner: { id: story.creatorId, publicationId: null } });
      const retried = await Promise.all([1, 2, 3].map(() => repo.clap({ postId: story.id, userId: reader, clientId: 'page-1', claps: 5, now: now() })));
      for (const r of retried) expect(r).toEqual({ ok: true, clapCount: 5, viewerClapCount: 5, added: 0 });
      expect(await repo.clap({ postId: story.id, userId: reader, clientId: 'page-2', claps: 2, now: now() })).toMatchObject({ ok: true, clapCount: 7, viewerClapCount: 7, added: 2 });
      expect(await total(story.id)).toBe(await sumOfRows(story.id));
    });

    it('a deleted, unpublished, suspended or unknown story is not available', async () => {
      const story = await freshStory();
      const reader = readers.find((r) => r !== story.creatorId)!;
      const clap = () => repo.clap({ postId: story.id, userId: reader, clientId: `x-${Math.random().toString(36).slice(2)}`, claps: 1, now: now() });
      await store.db.updateTable('posts').set({ deletedAt: now() }).where('id', '=', story.id).execute();
      expect(await clap()).toEqual({ ok: false, error: 'NOT_AVAILABLE' });
      await store.db.updateTable('posts').set({ deletedAt: null, suspendedAt: now() }).where('id', '=', story.id).execute();
      expect(await clap()).toEqual({ ok: false, error: 'NOT_AVAILABLE' });
      await store.db.updateTable('posts').set({ suspendedAt: null }).where('id', '=', story.id).execute();
      expect((await clap()).ok).toBe(true);
      expect(await repo.clap({ postId: 'nosuchpost00', userId: reader, clientId: 'y', claps: 1, now: now() })).toEqual({ ok: false, error: 'NOT_AVAILABLE' });
      expect(await repo.clappable('nosuchpost00')).toBeNull();
      expect((await repo.clappable(story.id))?.creatorId).toBe(story.creatorId);
    });

    it('who clapped pages by keyset, newest first, without repeats', async () => {
      const story = await freshStory();
      const clappers = readers.filter((r) => r !== story.creatorId).slice(0, 12);
      for (const [i, reader] of clappers.entries()) {
        await repo.clap({ postId: story.id, userId: reader, clientId: 'c', claps: i + 1, now: new Date(now().getTime() + (i % 4) * 1000) });
      }
      const seen: string[] = [];
      let after = null;
      for (let page = 0; page < 10; page++) {
        const result: Awaited<ReturnType<typeof repo.clappers>> = await repo.clappers(story.id, 5, after);
        seen.push(...result.rows.map((r) => r.userId));
        after = result.next;
        if (!after) break;
      }
      expect(seen).toHaveLength(clappers.length);
      expect(new Set(seen).size).toBe(clappers.length);
      const rows = (await repo.clappers(story.id, 50, null)).rows;
      for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.clappedAt.getTime()).toBeGreaterThanOrEqual(rows[i]!.clappedAt.getTime());
    });
  });
}
