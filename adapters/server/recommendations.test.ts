// Issue 18: For you, Home's topic tabs, 'Show more / Show less like this' and Refine recommendations through the
// fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the ranking pages without duplicates or gaps,
// mutes and Show less keep stories out, signals are one row per reader and story however they race, and bad
// input gets a clear 4xx answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const FEED = `query($paging: PagingOptions) { webRecommendedFeed(paging: $paging) { items { post { id creator { id } } } pagingInfo { next { to } } } }`;
const SIGNAL = `mutation($postId: ID!, $action: SignalAction!) { setRecommendationSignal(postId: $postId, action: $action) { action post { id } } }`;
const SIGNALS = `{ viewer { recommendationSignals { action givenAt post { id } } } }`;
const TOPIC_FEED = `query($slug: String!, $paging: PagingOptions) { personalisedTagFeed(tagSlug: $slug, paging: $paging) { items { post { id primaryTopic { slug } } } pagingInfo { next { to } } } }`;
const RECOMMENDED = `query($id: ID!) { recommendedStories(postId: $id, limit: 8) { id creator { id } } }`;

type FeedAnswer = { items: { post: { id: string; creator: { id: string } } }[]; pagingInfo: { next: { to: string } | null } };

/** Every page of For you, joined. */
async function wholeFeed(reader: Browser, limit: number): Promise<{ id: string; creatorId: string }[]> {
  const seen: { id: string; creatorId: string }[] = [];
  let to: string | null = null;
  for (let i = 0; i < 100; i++) {
    const page: FeedAnswer = await reader.op(FEED, { paging: { limit, to } });
    seen.push(...page.items.map((x) => ({ id: x.post.id, creatorId: x.post.creator.id })));
    to = page.pagingInfo.next?.to ?? null;
    if (to === null) return seen;
  }
  throw new Error('For you did not end');
}

/** The top story of For you. */
async function firstStory(reader: Browser): Promise<{ id: string; creatorId: string }> {
  const page: FeedAnswer = await reader.op(FEED, { paging: { limit: 1 } });
  const item = page.items[0]!;
  return { id: item.post.id, creatorId: item.post.creator.id };
}

for (const factory of testStores()) {
  describe(`For you and the readers' signals on ${factory.name} (issue 18)`, () => {
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

    it('server-renders Home with its tabs for a signed-in reader, each tab at its own address, and the signed-out Home as before', async () => {
      const topics: { slug: string; name: string }[] = await maya.op('{ followedTopics { slug name } }');
      expect(topics.length).toBeGreaterThanOrEqual(2);
      const home = await (await maya.fetch('/')).text();
      expect(home).toContain('aria-label="Home feeds"');
      expect(home).toMatch(/href="\/" aria-current="page"[^>]*>For you</);
      expect(home).toContain('href="/?feed=following"');
      for (const t of topics) expect(home).toContain(`href="/?tag=${t.slug}"`);
      expect(home).toContain('More about ');
      const following = await (await maya.fetch('/?feed=following')).text();
      expect(following).toMatch(/href="\/\?feed=following" aria-current="page"/);
      const topic = await (await maya.fetch(`/?tag=${topics[1]!.slug}`)).text();
      expect(topic).toContain(`href="/?tag=${topics[1]!.slug}" aria-current="page"`);
      // A topic she does not follow opens For you, not an error.
      const other = await maya.fetch('/?tag=no-such-topic');
      expect(other.status).toBe(200);
      expect(await other.text()).toMatch(/href="\/" aria-current="page"/);
      const visitor = await (await anonymous(app).fetch('/')).text();
      expect(visitor).not.toContain('aria-label="Home feeds"');
      expect(visitor).not.toContain('More about ');
      // Refine recommendations (the avatar menu's entry leads to the following index) lists her demo signals.
      const index = await (await maya.fetch('/me/following')).text();
      expect(index).toContain('Refine recommendations');
      expect(index).toContain('You asked for less like this');
      expect(index).toContain('You asked for more like this');
    });

    it('pages through For you with no duplicates and no gaps, whatever the page size', async () => {
      const byTen = await wholeFeed(maya, 10);
      const bySeven = await wholeFeed(maya, 7);
      expect(byTen.length).toBeGreaterThan(20);
      expect(new Set(byTen.map((p) => p.id)).size).toBe(byTen.length);
      expect(bySeven.map((p) => p.id)).toEqual(byTen.map((p) => p.id));
    });

    it('puts what the reader follows first, and leaves out muted writers and the story she asked to see less of (the demo signal)', async () => {
      const feed = await wholeFeed(maya, 25);
      const mayaId = (await maya.op('{ viewer { id } }')).id as string;
      const follows = await store.db.selectFrom('userFollows').select('followeeId').where('followerId', '=', mayaId).execute();
      const followed = new Set(follows.map((f) => f.followeeId));
      expect(followed.has(feed[0]!.creatorId)).toBe(true);
      const demoSignals = await store.db.selectFrom('recommendationSignals').selectAll().where('userId', '=', mayaId).execute();
      expect(demoSignals.map((s) => s.action).sort()).toEqual(['SHOW_LESS', 'SHOW_MORE']);
      const less = demoSignals.find((s) => s.action === 'SHOW_LESS')!;
      expect(feed.some((p) => p.id === less.postId)).toBe(false);
      // Muting the writer of her top story takes all their stories out of For you.
      const muted = feed[0]!.creatorId;
      await maya.op('mutation($id: ID!) { muteUser(targetUserId: $id) { id } }', { id: muted });
      try {
        const after = await wholeFeed(maya, 25);
        expect(after.some((p) => p.creatorId === muted)).toBe(false);
      } finally {
        await maya.op('mutation($id: ID!) { unmuteUser(targetUserId: $id) { id } }', { id: muted });
      }
    });

    it('Show less hides the story and lowers its writer; Refine recommendations lists it; CLEAR_SIGNAL undoes it', async () => {
      const before = await wholeFeed(lena, 25);
      // A writer with at least two stories in her feed: Show less on one lowers the other.
      const counts = new Map<string, number>();
      for (const p of before) counts.set(p.creatorId, (counts.get(p.creatorId) ?? 0) + 1);
      const target = before.find((p) => (counts.get(p.creatorId) ?? 0) >= 2)!;
      const sibling = before.find((p) => p.creatorId === target.creatorId && p.id !== target.id)!;
      const at = (feed: { id: string }[], id: string) => feed.findIndex((p) => p.id === id);

      expect(await lena.op(SIGNAL, { postId: target.id, action: 'SHOW_LESS' })).toEqual({ action: 'SHOW_LESS', post: { id: target.id } });
      const after = await wholeFeed(lena, 25);
      expect(at(after, target.id)).toBe(-1);
      // Everything that was ahead of the writer's other story still is: it went down, never up.
      const ahead = (feed: { id: string }[], id: string) => new Set(feed.slice(0, at(feed, id)).map((p) => p.id));
      const aheadAfter = ahead(after, sibling.id);
      expect([...ahead(before, sibling.id)].filter((id) => id !== target.id && !aheadAfter.has(id))).toEqual([]);
      expect(aheadAfter.size).toBeGreaterThan(ahead(before, sibling.id).size - 1);
      const listed = (await lena.op(SIGNALS)).recommendationSignals;
      expect(listed).toEqual([expect.objectContaining({ action: 'SHOW_LESS', post: { id: target.id } })]);

      expect(await lena.op(SIGNAL, { postId: target.id, action: 'CLEAR_SIGNAL' })).toEqual({ action: null, post: { id: target.id } });
      expect((await lena.op(SIGNALS)).recommendationSignals).toEqual([]);
      expect((await wholeFeed(lena, 25)).map((p) => p.id)).toEqual(before.map((p) => p.id));
    });

    it('Show more raises the writer', async () => {
      const before = await wholeFeed(lena, 25);
      const low = before[before.length - 1]!;
      await lena.op(SIGNAL, { postId: low.id, action: 'SHOW_MORE' });
      const after = await wholeFeed(lena, 25);
      expect(after.findIndex((p) => p.id === low.id)).toBeLessThan(before.length - 1);
      await lena.op(SIGNAL, { postId: low.id, action: 'CLEAR_SIGNAL' });
    });

    it('keeps one signal per reader and story when signals race (one upsert each)', async () => {
      const first = await firstStory(lena);
      const actions = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'SHOW_MORE' : 'SHOW_LESS'));
      const answers = await Promise.all(actions.map((action) => lena.request(SIGNAL, { postId: first!.id, action })));
      expect(answers.every((a) => !a.errors)).toBe(true);
      const lenaId = (await lena.op('{ viewer { id } }')).id as string;
      const rows = await store.db.selectFrom('recommendationSignals').select('action').where('userId', '=', lenaId).where('postId', '=', first!.id).execute();
      expect(rows).toHaveLength(1);
      await lena.op(SIGNAL, { postId: first!.id, action: 'CLEAR_SIGNAL' });
    });

    it('refuses bad input with a clear 4xx answer', async () => {
      const visitor = await anonymous(app).start();
      const first = await firstStory(lena);
      expect((await visitor.request(SIGNAL, { postId: first!.id, action: 'SHOW_LESS' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await lena.request(SIGNAL, { postId: 'no-such-story', action: 'SHOW_LESS' })).errors?.[0]).toMatchObject({ message: 'There is no such story.', extensions: { code: 'NOT_FOUND' } });
      const wrong = await lena.graphql({ query: SIGNAL, variables: { postId: first!.id, action: 'SHOW_FEWER' } });
      expect(wrong.status).toBeGreaterThanOrEqual(400);
      expect(wrong.status).toBeLessThan(500);
      expect(JSON.stringify(await wrong.json())).toContain('SignalAction');
      expect((await lena.request(FEED, { paging: { to: 'not-a-cursor' } })).errors?.[0]).toMatchObject({ message: 'The paging cursor is not one this feed gave out.', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await lena.request(FEED, { paging: { limit: 0 } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const forged = await lena.graphql({ query: SIGNAL, variables: { postId: first!.id, action: 'SHOW_LESS' } }, { 'x-xsrf-token': null });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
      expect((await lena.request(RECOMMENDED, { id: first!.id }).then((a) => a.data)) ?? null).not.toBeNull();
      expect((await lena.request(`query($id: ID!) { recommendedStories(postId: $id, limit: 9) { id } }`, { id: first!.id })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('leaves the signed-out Home as it was: newest first', async () => {
      const visitor = anonymous(app);
      const page: FeedAnswer = await visitor.op(`{ webRecommendedFeed(paging: { limit: 10 }) { items { post { id firstPublishedAt creator { id } } } pagingInfo { next { to } } } }`);
      const times = page.items.map((i) => (i.post as unknown as { firstPublishedAt: number }).firstPublishedAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("gives a followed topic's stories in its tab, newest first, without the ones asked to see less of", async () => {
      const topics: { slug: string }[] = await maya.op('{ followedTopics { slug } }');
      expect(topics.length).toBeGreaterThanOrEqual(2);
      const tab = await maya.op(TOPIC_FEED, { slug: topics[0]!.slug, paging: { limit: 5 } });
      expect(tab.items.length).toBeGreaterThan(0);
      const id = tab.items[0].post.id as string;
      await maya.op(SIGNAL, { postId: id, action: 'SHOW_LESS' });
      const after = await maya.op(TOPIC_FEED, { slug: topics[0]!.slug, paging: { limit: 5 } });
      expect(after.items.map((i: { post: { id: string } }) => i.post.id)).not.toContain(id);
      await maya.op(SIGNAL, { postId: id, action: 'CLEAR_SIGNAL' });
      expect((await maya.op(TOPIC_FEED, { slug: 'no-such-topic' })).items).toEqual([]);
    });

    it('recommends after a story neither the story, its writer, nor what the reader has read', async () => {
      const story = await firstStory(maya);
      const mayaId = (await maya.op('{ viewer { id } }')).id as string;
      const read = new Set((await store.db.selectFrom('readingHistory').select('postId').where('userId', '=', mayaId).execute()).map((r) => r.postId));
      const recommended: { id: string; creator: { id: string } }[] = await maya.op(RECOMMENDED, { id: story!.id });
      expect(recommended.length).toBeGreaterThan(0);
      for (const r of recommended) {
        expect(r.id).not.toBe(story!.id);
        expect(r.creator.id).not.toBe(story!.creatorId);
        expect(read.has(r.id)).toBe(false);
      }
      expect(await anonymous(app).op(RECOMMENDED, { id: 'no-such-story' })).toEqual([]);
    });
  });
}
