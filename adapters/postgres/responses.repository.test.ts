// The responses repository (issue 16) on PGlite and (with TEST_DATABASE_URL) PostgreSQL: publishing is
// idempotent by client id, the parent's count stays equal to its visible responses under concurrent publishing,
// hiding, unhiding and trashing (migration 0024's trigger), a closed discussion takes no response, hidden
// responses reach only their writer and the story's author, keyset pages never repeat nor skip, and responses
// never reach a feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { pageAfter, responseKey, type ResponseKey, type ResponsesSort } from '../../core/responses/responses.ts';
import { postsRepository } from './posts.repository.ts';
import { responsesRepository } from './responses.repository.ts';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

const para = (text: string) => [{ name: 'r1', type: 'P' as const, text, markups: [] }];

for (const factory of testStores()) {
  describe(`responses in the store on ${factory.name}`, () => {
    let store: Store;
    let repo: ReturnType<typeof responsesRepository>;
    let story: { id: string; creatorId: string };
    let readers: string[];
    let n = 0;
    const now = () => new Date(seedNow().getTime() + ++n * 1000);

    const respond = async (parentId: string, creatorId: string, text = 'A thoughtful response.', clientId = `client-${n + 1}-${creatorId}`.slice(0, 60)) => {
      const parent = await repo.parentOf(parentId);
      if (!parent) throw new Error('no parent');
      return repo.publish({ id: `r${factory.name[0]}${(n + 1).toString(16).padStart(10, '0')}`, creatorId, parent, clientId, title: text, body: para(text), readingTime: 1, now: now() });
    };
    const countOf = async (id: string) => (await repo.countsOf([id])).get(id)!.responsesCount;
    const visibleRows = async (id: string) =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from posts where in_response_to_post_id = ${id} and published_at is not null and deleted_at is null and hidden_at is null`.execute(store.db)
        ).rows[0]!.n,
      );

    beforeAll(async () => {
      store = await factory.open();
      repo = responsesRepository(store.db);
      story = await store.db
        .selectFrom('posts')
        .select(['id', 'creatorId'])
        .where('type', '=', 'STORY')
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .where('responsesLocked', '=', false)
        .where('visibility', '=', 'PUBLIC')
        .orderBy('publishedAt', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      readers = (await store.db.selectFrom('users').select('id').where('id', '<>', story.creatorId).orderBy('id').limit(6).execute()).map((u) => u.id);
    });
    afterAll(async () => {
      await store.close();
    });

    it('publishes a response once per client id, and the count follows', async () => {
      const before = await countOf(story.id);
      const first = await respond(story.id, readers[0]!, 'First!', 'retry-key-0001');
      expect(first).toMatchObject({ ok: true, created: true });
      const again = await respond(story.id, readers[0]!, 'First!', 'retry-key-0001');
      expect(again).toMatchObject({ ok: true, created: false });
      if (first.ok && again.ok) expect(again.row.id).toBe(first.row.id);
      expect(await countOf(story.id)).toBe(before + 1);
      // The same key on another parent is not a retry.
      const other = first.ok ? await respond(first.row.id, readers[0]!, 'Reply', 'retry-key-0001') : null;
      expect(other).toEqual({ ok: false, error: 'CLIENT_ID_TAKEN' });
    });

    it('50 concurrent responses (and 10 retries among them) keep the counter equal to the visible responses', async () => {
      const parent = (await repo.parentOf(story.id))!;
      const before = await countOf(story.id);
      const at = now();
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          repo.publish({ id: `c${factory.name[0]}${i.toString(16).padStart(11, '0')}`, creatorId: readers[i % readers.length]!, parent, clientId: `burst-${i % 50}-key`, title: 'x', body: para(`Burst ${i}`), readingTime: 1, now: at }),
        ),
      );
      const created = outcomes.filter((o) => o.ok && o.created).length;
      // Keys repeat only for the same reader when i % 50 and i % 6 agree; every key makes one response at most.
      expect(created).toBeLessThanOrEqual(60);
      expect(created).toBeGreaterThanOrEqual(50);
      expect(await countOf(story.id)).toBe(before + created);
      expect(await countOf(story.id)).toBe(await visibleRows(story.id));
    });

    it('hide and unhide are idempotent, move the count, and a hidden response reaches only its writer and the story’s author', async () => {
      const made = await respond(story.id, readers[1]!, 'Hide me');
      if (!made.ok) throw new Error('not published');
      const before = await countOf(story.id);
      expect(await repo.setHidden(made.row.id, story.id, story.creatorId, now())).not.toBeNull();
      await repo.setHidden(made.row.id, story.id, story.creatorId, now());
      expect(await countOf(story.id)).toBe(before - 1);
      const ids = async (viewerId: string | null) =>
        (await repo.page(story.id, 'NEWEST', 200, null, { viewerId, storyAuthorId: story.creatorId })).map((r) => r.id);
      expect(await ids(null)).not.toContain(made.row.id);
      expect(await ids(readers[2]!)).not.toContain(made.row.id);
      expect(await ids(readers[1]!)).toContain(made.row.id);
      expect(await ids(story.creatorId)).toContain(made.row.id);
      // Not a reply to this parent: nothing happens.
      expect(await repo.setHidden(made.row.id, 'nope', story.creatorId, now())).toBeNull();
      await repo.setHidden(made.row.id, story.id, null, now());
      await repo.setHidden(made.row.id, story.id, null, now());
      expect(await countOf(story.id)).toBe(before);
      expect(await ids(null)).toContain(made.row.id);
      expect(await countOf(story.id)).toBe(await visibleRows(story.id));
    });

    it('trashing and restoring a response moves its parent’s count in the same statement', async () => {
      const made = await respond(story.id, readers[3]!, 'Trash me');
      if (!made.ok) throw new Error('not published');
      const before = await countOf(story.id);
      await store.db.updateTable('posts').set({ deletedAt: now() }).where('id', '=', made.row.id).execute();
      expect(await countOf(story.id)).toBe(before - 1);
      await store.db.updateTable('posts').set({ deletedAt: null }).where('id', '=', made.row.id).execute();
      expect(await countOf(story.id)).toBe(before);
    });

    it('a closed discussion takes no response nor reply; reopened, it does', async () => {
      const made = await respond(story.id, readers[4]!, 'Before closing');
      if (!made.ok) throw new Error('not published');
      expect(await repo.setLocked(story.id, true)).toBe(true);
      expect(await respond(story.id, readers[4]!, 'After closing')).toEqual({ ok: false, error: 'CLOSED' });
      expect(await respond(made.row.id, readers[5]!, 'A reply after closing')).toEqual({ ok: false, error: 'CLOSED' });
      expect(await repo.setLocked(story.id, false)).toBe(true);
      const reply = await respond(made.row.id, readers[5]!, 'A reply');
      expect(reply).toMatchObject({ ok: true, created: true });
      if (reply.ok) expect(reply.row).toMatchObject({ parentId: made.row.id, rootId: story.id, depth: 2 });
      // A response cannot be locked: only stories are.
      expect(await repo.setLocked(made.row.id, true)).toBe(false);
    });

    it('keyset pages in either order never repeat nor skip, and agree with core’s order', async () => {
      const reader = { viewerId: null, storyAuthorId: story.creatorId };
      const all = await repo.page(story.id, 'NEWEST', 1000, null, reader);
      for (const sort of ['NEWEST', 'MOST_RELEVANT'] as ResponsesSort[]) {
        const seen: string[] = [];
        let after: ResponseKey | null = null;
        for (;;) {
          const page = await repo.page(story.id, sort, 7, after, reader);
          seen.push(...page.map((r) => r.id));
          if (page.length < 7) break;
          after = responseKey(sort, { ...page[page.length - 1]!, publishedAt: page[page.length - 1]!.publishedAt!.getTime() });
        }
        expect(new Set(seen).size).toBe(all.length);
        const core = pageAfter(sort, all.map((r) => ({ ...r, publishedAt: r.publishedAt!.getTime() })), null, 1000).page.map((r) => r.id);
        expect(seen).toEqual(core);
      }
    });

    it('answers the first replies of many responses in one call', async () => {
      const top = await repo.page(story.id, 'NEWEST', 3, null, { viewerId: null, storyAuthorId: story.creatorId });
      for (const r of top) await respond(r.id, readers[0]!, `Reply to ${r.id}`);
      const replies = await repo.repliesOf(top.map((r) => r.id), 'NEWEST', 5, { viewerId: null, storyAuthorId: story.creatorId });
      for (const r of top) expect(replies.some((x) => x.parentId === r.id)).toBe(true);
      expect(replies.every((x) => x.depth === 2 && x.rootId === story.id)).toBe(true);
    });

    it('never lists a response in a feed', async () => {
      const responseIds = new Set((await store.db.selectFrom('posts').select('id').where('type', '=', 'RESPONSE').execute()).map((r) => r.id));
      expect(responseIds.size).toBeGreaterThan(0);
      const [home] = await postsRepository(store.db).recommendedFeedPages([{ limit: 500, after: null }]);
      expect(home!.some((p) => responseIds.has(p.id))).toBe(false);
      const profile = await postsRepository(store.db).postsByCreator(readers[0]!, 500, null);
      expect(profile.some((p) => responseIds.has(p.id))).toBe(false);
    });
  });
}
