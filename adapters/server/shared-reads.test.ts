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
import { HOME_TAG, readerTag } from '../../core/edge-cache/edge-cache.ts';
import { GLOBAL_SCOPE } from '../../core/flags/variant-flags.ts';
import { SharedReadCache, sharedReads } from './edge-cache/shared-reads.ts';
import type { Repositories } from './graphql/repositories.ts';

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

describe("a reader's own For you inputs, kept for seconds (issue 19)", () => {
  type Inputs = Awaited<ReturnType<Repositories['recommendations']['readerInputs']>>;
  const setup = () => {
    const loads: string[] = [];
    const writes: string[] = [];
    const write = (name: string) => async (...args: unknown[]) => {
      writes.push(`${name}:${String(args[0])}`);
      if (args[0] === 'fails') throw new Error('the store refused');
      return true;
    };
    const repos = {
      recommendations: {
        readerInputs: async (viewerId: string): Promise<Inputs> => {
          loads.push(viewerId);
          return { taste: {} as Inputs['taste'], followed: [] };
        },
        newestCandidates: async () => [],
        setSignal: write('setSignal'),
        clearSignal: write('clearSignal'),
      },
      follows: Object.fromEntries(['followUser', 'unfollowUser', 'followCollection', 'unfollowCollection', 'setUserMute', 'setCollectionMute'].map((m) => [m, write(m)])),
      topics: { mostUsed: async () => [], followTopic: write('followTopic'), unfollowTopic: write('unfollowTopic') },
      claps: { clap: async (request: { userId: string }) => write('clap')(request.userId) },
      readingHistory: Object.fromEntries(['record', 'restore', 'remove', 'clear'].map((m) => [m, write(m)])),
      highlights: {},
      variantFlags: {
        settingsFor: async (userId: string | null) => {
          loads.push(`flags:${userId}`);
          return [];
        },
        set: write('setFlag'),
        clear: write('clearFlag'),
      },
    } as unknown as Repositories;
    let clock = 0;
    const cache = new SharedReadCache(5_000, () => clock);
    const purged: string[][] = [];
    const readers = { purge: async (tags: readonly string[]) => void (purged.push([...tags]), await cache.purge(tags)) };
    return { loads, writes, purged, cache, repos: sharedReads(repos, cache, readers), tick: (ms: number) => (clock += ms) };
  };

  it("reads them once for seconds, again after the TTL, and keeps one reader's apart from another's", async () => {
    const { loads, repos, tick } = setup();
    await repos.recommendations.readerInputs('maya', 10);
    await repos.recommendations.readerInputs('maya', 10);
    await repos.recommendations.readerInputs('lena', 10);
    expect(loads).toEqual(['maya', 'lena']);
    tick(5_001);
    await repos.recommendations.readerInputs('maya', 10);
    expect(loads).toEqual(['maya', 'lena', 'maya']);
  });

  it("reads them again after any write of the reader's own — even one that failed — and only theirs", async () => {
    const { loads, writes, purged, repos } = setup();
    const reader = 'maya';
    const everyWrite: [string, () => Promise<unknown>][] = [
      ['followUser', () => repos.follows.followUser(reader, 'w')],
      ['unfollowUser', () => repos.follows.unfollowUser(reader, 'w')],
      ['followCollection', () => repos.follows.followCollection(reader, 'p')],
      ['unfollowCollection', () => repos.follows.unfollowCollection(reader, 'p')],
      ['setUserMute', () => repos.follows.setUserMute(reader, 'w', true)],
      ['setCollectionMute', () => repos.follows.setCollectionMute(reader, 'p', true)],
      ['followTopic', () => repos.topics.followTopic(reader, 't')],
      ['unfollowTopic', () => repos.topics.unfollowTopic(reader, 't')],
      ['clap', () => repos.claps.clap({ userId: reader } as Parameters<Repositories['claps']['clap']>[0])],
      ['record', () => repos.readingHistory.record(reader, 'post', new Date(0))],
      ['restore', () => repos.readingHistory.restore(reader, { postId: 'post', lastReadAt: new Date(0) })],
      ['remove', () => repos.readingHistory.remove(reader, 'post')],
      ['clear', () => repos.readingHistory.clear(reader)],
      ['setSignal', () => repos.recommendations.setSignal(reader, 'post', 'MORE' as never, new Date(0))],
      ['clearSignal', () => repos.recommendations.clearSignal(reader, 'post')],
    ];
    for (const [name, run] of everyWrite) {
      await repos.recommendations.readerInputs(reader, 10);
      await repos.recommendations.readerInputs('lena', 10);
      const before = loads.length;
      await run();
      expect(writes.at(-1)).toBe(`${name}:${reader}`);
      await repos.recommendations.readerInputs(reader, 10);
      await repos.recommendations.readerInputs('lena', 10);
      expect(loads.slice(before), name).toEqual([reader]);
    }
    expect(purged.every((tags) => tags.length === 1 && tags[0] === readerTag(reader))).toBe(true);
    await repos.recommendations.readerInputs('fails', 10);
    await expect(repos.follows.followUser('fails', 'w')).rejects.toThrow('the store refused');
    const before = loads.length;
    await repos.recommendations.readerInputs('fails', 10);
    expect(loads.slice(before)).toEqual(['fails']);
  });

  it("keeps the flags in effect for seconds: a flag set for one reader reads theirs again, one set for everyone every reader's", async () => {
    const { loads, repos } = setup();
    const read = async () => {
      await repos.variantFlags.settingsFor('maya');
      await repos.variantFlags.settingsFor('lena');
      await repos.variantFlags.settingsFor(null);
    };
    await read();
    await read();
    expect(loads).toEqual(['flags:maya', 'flags:lena', 'flags:null']);
    await repos.variantFlags.set('maya', 'allow_iframe', true, new Date(0));
    await read();
    expect(loads.slice(3)).toEqual(['flags:maya']);
    await repos.variantFlags.clear(GLOBAL_SCOPE, 'allow_iframe');
    await read();
    expect(loads.slice(4)).toEqual(['flags:maya', 'flags:lena', 'flags:null']);
  });

  it('reads them again when a story is published (Home is purged)', async () => {
    const { loads, cache, repos } = setup();
    await repos.recommendations.readerInputs('maya', 10);
    await cache.purge([HOME_TAG]);
    await repos.recommendations.readerInputs('maya', 10);
    expect(loads).toEqual(['maya', 'maya']);
  });
});
