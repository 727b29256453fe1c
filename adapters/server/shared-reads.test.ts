// Issue 19: the reads shared by every reader for a few seconds (edge-cache/shared-reads.ts), through the fetch
// handler on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a purge through the edge cache's path makes the next
// render fresh, and nothing of one reader (her mutes, her follows) reaches another's For you or Home.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const FEED = `query($paging: PagingOptions) { webRecommendedFeed(paging: $paging) { items { post { id creator { id } } } pagingInfo { next { to } } } }`;
const TOPICS = `{ recommendedTopics(limit: 8) { slug } }`;

async function forYouIds(reader: Browser): Promise<{ id: string; creatorId: string }[]> {
  const seen: { id: string; creatorId: string }[] = [];
  let to: string | null = null;
  for (let i = 0; i < 100; i++) {
    const page: { items: { post: { id: string; creator: { id: string } } }[]; pagingInfo: { next: { to: string } | null } } = await reader.op(FEED, { paging: { limit: 25, to } });
    seen.push(...page.items.map((x) => ({ id: x.post.id, creatorId: x.post.creator.id })));
    to = page.pagingInfo.next?.to ?? null;
    if (to === null) return seen;
  }
  throw new Error('For you did not end');
}

for (const factory of testStores()) {
  describe(`the shared reads of the uncached path on ${factory.name} (issue 19)`, () => {
    let store: Store;
    let app: App;
    let maya: Browser;
    let lena: Browser;

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      maya = await signedIn(app, 'maya_chen');
      lena = await signedIn(app, 'lena_fischer');
    });
    afterAll(async () => {
      await store?.close();
    });

    it('serves a story written behind its back only after a purge, then at once', async () => {
      await forYouIds(maya); // the newest stories are now shared
      const writer = await store.db.selectFrom('users').select('id').where('username', '=', 'lena_fischer').executeTakeFirstOrThrow();
      const topic = await store.db.selectFrom('topics').select('id').orderBy('id').executeTakeFirstOrThrow();
      // The newest story of all, written straight into the store: no purge.
      await sql`insert into posts (id, creator_id, title, body, primary_topic_id, published_at, latest_published_at, updated_at)
        values ('ff00000000a1', ${writer.id}, 'Shared reads, fresh after a purge', '[]', ${topic.id}, ${seedNow()}::timestamptz + interval '1 minute', ${seedNow()}::timestamptz + interval '1 minute', ${seedNow()})`.execute(store.db);
      try {
        // maya does not follow lena's writing here or there: the story can come only from the newest stories.
        const mayaId = (await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow()).id;
        const follows = await sql`select 1 from user_follows where follower_id = ${mayaId} and followee_id = ${writer.id}`.execute(store.db);
        const followsLena = follows.rows.length > 0;
        if (!followsLena) expect((await forYouIds(maya)).map((c) => c.id)).not.toContain('ff00000000a1');
        await app.edgeCache.changes.postChanged({ id: 'ff00000000a1', creatorId: writer.id, publicationId: null });
        expect((await forYouIds(maya)).map((c) => c.id)).toContain('ff00000000a1');
      } finally {
        await sql`delete from posts where id = 'ff00000000a1'`.execute(store.db);
        await app.edgeCache.changes.postChanged({ id: 'ff00000000a1', creatorId: writer.id, publicationId: null });
      }
    });

    it('reads the recommended topics again after a purge', async () => {
      const before: { slug: string }[] = await lena.op(TOPICS);
      const last = before.at(-1)!.slug;
      // The last topic jumps to the top, behind the cache's back, then a post changes.
      await sql`update topics set listed_post_count = listed_post_count + 100000 where slug = ${last}`.execute(store.db);
      try {
        expect(((await lena.op(TOPICS)) as { slug: string }[])[0]!.slug).not.toBe(last);
        await app.edgeCache.purger.purge(['group-edgeCacheHome']);
        expect(((await lena.op(TOPICS)) as { slug: string }[])[0]!.slug).toBe(last);
      } finally {
        await sql`update topics set listed_post_count = listed_post_count - 100000 where slug = ${last}`.execute(store.db);
        await app.edgeCache.purger.purge(['group-edgeCacheHome']);
      }
    });

    it("keeps one reader's mutes out of another's For you and Home, whoever read the shared stories first", async () => {
      const forYouOnHome = (html: string) => [...html.matchAll(/for-you:([0-9a-f]{12})/g)].map((m) => m[1]);
      const lenaHomeBefore = forYouOnHome(await (await lena.get('/')).text());
      expect(lenaHomeBefore.length).toBeGreaterThan(0);
      const first = await forYouIds(maya);
      const muted = first[0]!.creatorId;
      await maya.op('mutation M($id: ID!) { muteUser(targetUserId: $id) { id } }', { id: muted });
      try {
        // Within the cache's seconds: maya's mute applies to her at once, and lena, reading the same shared stories, still sees the writer.
        expect((await forYouIds(maya)).some((c) => c.creatorId === muted)).toBe(false);
        const lenaFeed = await forYouIds(lena);
        expect(lenaFeed.some((c) => c.creatorId === muted)).toBe(true);
        const lenaHome = await (await lena.get('/')).text();
        expect(forYouOnHome(lenaHome)).toEqual(lenaHomeBefore);
        const mayaHome = await (await maya.get('/')).text();
        expect(mayaHome).not.toContain(`\\"creator\\":{\\"id\\":\\"${muted}\\"`);
      } finally {
        await maya.op('mutation M($id: ID!) { unmuteUser(targetUserId: $id) { id } }', { id: muted });
      }
    });
  });
}
