// Issue 16 claps through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the clap
// mutation and POST /_/vote/p/{postId} (one service), every bad input answered with a message and never a 5xx
// (51, 0 and negative claps, a deleted story, a member-only story for a non-member, the writer's own story, an
// unknown story, signed out, a missing xsrf token), the counts on Post through one loader, 50 concurrent
// requests and a batch of 20 mutations in one HTTP request, "who clapped", the share redirects, and the cache:
// the story's page purged at once, home by the per-minute counts job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLAPS_PER_READER } from '../../../core/claps/clap-rules.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { DEFAULT_EDGE_CACHE } from '../edge-cache/edge-cache.server.ts';
import { anonymous, signedIn, type Browser } from '../testing/browser.ts';
import { testApp } from '../testing/test-app.ts';

const LOOPBACK = '127.0.0.1';
const CLAP = `mutation ClapMutation($input: ClapInput!) { clap(input: $input) { __typename ... on Clapped { postId clapCount viewerClapCount } ... on BadRequest { message } ... on Unauthorized { message } ... on NotFound { message } } }`;
const COUNTS = `query PostClaps($id: ID!) { post(id: $id) { id clapCount viewerClapCount } }`;
const CLAPPERS = `query Clappers($id: ID!, $paging: PagingOptions) { postClappers(postId: $id, paging: $paging) { post { id title } items { claps user { username } } pagingInfo { next { limit to } } } }`;

for (const factory of testStores()) {
  describe(`claps through the app on ${factory.name} (issue 16 claps; platform-reference §3, §7.4)`, () => {
    let store: Store;
    let app: App;
    let clock: Date;
    let theo: Browser;
    let lena: Browser;
    let writerOf: (postId: string) => Promise<string>;
    let ids: Map<string, string>;

    /** A published story by neither theo nor lena that nobody has clapped. */
    async function story(options: { locked?: boolean; exclude?: string[] } = {}) {
      const row = await store.db
        .selectFrom('posts')
        .innerJoin('users', 'users.id', 'posts.creatorId')
        .select(['posts.id', 'posts.title', 'users.username'])
        .where('posts.publishedAt', 'is not', null)
        .where('posts.deletedAt', 'is', null)
        .where('posts.suspendedAt', 'is', null)
        .where('posts.clapCount', '=', 0)
        .where('posts.isLocked', '=', options.locked ?? false)
        .where('users.username', 'not in', ['theo_okafor', 'lena_fischer', 'maya_chen'])
        .$if((options.exclude ?? []).length > 0, (q) => q.where('posts.id', 'not in', options.exclude!))
        .orderBy('posts.id')
        .executeTakeFirstOrThrow();
      used.push(row.id);
      return row;
    }
    const used: string[] = [];
    const next = (locked = false) => story({ locked, exclude: used });
    const clap = (who: Browser, input: Record<string, unknown>) => who.op(CLAP, { input });
    const vote = (who: Browser, postId: string, body: unknown, headers: Record<string, string | null> = {}) => {
      const sent = Object.entries({ 'content-type': 'application/json', 'x-xsrf-token': who.xsrf || null, ...headers }).filter((e): e is [string, string] => e[1] !== null);
      return who.fetch(`/_/vote/p/${postId}`, { method: 'POST', headers: sent, body: typeof body === 'string' ? body : JSON.stringify(body) });
    };
    const page = (path: string) => app.fetch(new Request(`http://localhost${path}`), { remoteAddress: LOOPBACK });

    beforeAll(async () => {
      store = await factory.open();
      clock = seedNow();
      app = testApp(store, { devSignIn: true, now: () => clock, edgeCache: DEFAULT_EDGE_CACHE });
      theo = await signedIn(app, 'theo_okafor', LOOPBACK);
      lena = await signedIn(app, 'lena_fischer', LOOPBACK);
      ids = new Map((await store.db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]));
      writerOf = async (postId) => (await store.db.selectFrom('posts').select('creatorId').where('id', '=', postId).executeTakeFirstOrThrow()).creatorId;
    });
    afterAll(async () => {
      await store?.close();
    });

    it('claps through the mutation and the spec path; the counts show on Post; a retry adds nothing', async () => {
      const post = await next();
      expect(await clap(theo, { postId: post.id, clientId: 'page-1', claps: 3 })).toEqual({ __typename: 'Clapped', postId: post.id, clapCount: 3, viewerClapCount: 3 });
      expect(await clap(theo, { postId: post.id, clientId: 'page-1', claps: 3 })).toEqual({ __typename: 'Clapped', postId: post.id, clapCount: 3, viewerClapCount: 3 });
      const voted = await vote(lena, post.id, { claps: 4, clientId: 'v-1' });
      expect(voted.status).toBe(200);
      expect(await voted.json()).toEqual({ ok: true, postId: post.id, clapCount: 7, viewerClapCount: 4 });
      expect(await theo.op(COUNTS, { id: post.id })).toEqual({ id: post.id, clapCount: 7, viewerClapCount: 3 });
      expect(await anonymous(app, LOOPBACK).op(COUNTS, { id: post.id })).toEqual({ id: post.id, clapCount: 7, viewerClapCount: 0 });
    });

    it('every bad input is a clear 4xx or result-union error, never a 5xx', async () => {
      const post = await next();
      expect(await clap(theo, { postId: post.id, clientId: 'a', claps: 51 })).toEqual({ __typename: 'BadRequest', message: 'You can clap up to 50 times.' });
      expect(await clap(theo, { postId: post.id, clientId: 'a', claps: 0 })).toEqual({ __typename: 'BadRequest', message: 'Clap at least once.' });
      expect(await clap(theo, { postId: post.id, clientId: 'a', claps: -4 })).toEqual({ __typename: 'BadRequest', message: 'Clap at least once.' });
      expect(await clap(theo, { postId: post.id, clientId: 'no spaces', claps: 1 })).toMatchObject({ __typename: 'BadRequest' });
      expect(await clap(theo, { postId: 'nosuchpost01', clientId: 'a', claps: 1 })).toEqual({ __typename: 'NotFound', message: 'This story is not available.' });
      expect(await clap(await anonymous(app, LOOPBACK).start(), { postId: post.id, clientId: 'a', claps: 1 })).toEqual({ __typename: 'Unauthorized', message: 'Sign in to clap for this story.' });
      // The writer cannot clap their own story.
      const writer = await signedIn(app, post.username, LOOPBACK);
      expect(await clap(writer, { postId: post.id, clientId: 'a', claps: 1 })).toEqual({ __typename: 'BadRequest', message: 'You cannot clap for your own story.' });
      // A deleted story.
      const deleted = await next();
      await store.db.updateTable('posts').set({ deletedAt: clock }).where('id', '=', deleted.id).execute();
      expect(await clap(theo, { postId: deleted.id, clientId: 'a', claps: 1 })).toEqual({ __typename: 'NotFound', message: 'This story is not available.' });
      // A member-only story, for a reader who is not a member.
      const members = new Set((await store.db.selectFrom('memberships').select('userId').where('endedAt', 'is', null).execute()).map((m) => m.userId));
      const nonMember = ['theo_okafor', 'lena_fischer'].find((u) => !members.has(ids.get(u)!));
      expect(nonMember).toBeDefined();
      const locked = await next(true);
      const reader = nonMember === 'theo_okafor' ? theo : lena;
      expect(await clap(reader, { postId: locked.id, clientId: 'a', claps: 1 })).toEqual({ __typename: 'NotFound', message: 'This story is not available.' });
      // A member reads it, and may clap.
      const memberName = [...ids].find(([name, id]) => members.has(id) && name !== locked.username)?.[0];
      expect(memberName).toBeDefined();
      const member = await signedIn(app, memberName!, LOOPBACK);
      expect(await clap(member, { postId: locked.id, clientId: 'm', claps: 2 })).toEqual({ __typename: 'Clapped', postId: locked.id, clapCount: 2, viewerClapCount: 2 });
      // Missing xsrf token: the mutation is refused before it runs, and so is the spec path.
      const noToken = await theo.graphql({ query: CLAP, variables: { input: { postId: post.id, clientId: 'b', claps: 1 } } }, { 'x-xsrf-token': null });
      expect(noToken.status).toBeGreaterThanOrEqual(400);
      expect(noToken.status).toBeLessThan(500);
      const voteNoToken = await vote(theo, post.id, { claps: 1, clientId: 'b' }, { 'x-xsrf-token': null });
      expect(voteNoToken.status).toBe(403);
      expect(await voteNoToken.json()).toMatchObject({ ok: false, error: 'FORBIDDEN' });
      // The spec path's own bad input.
      expect((await vote(theo, post.id, { claps: 51, clientId: 'c' })).status).toBe(400);
      expect(await (await vote(theo, post.id, { claps: 0, clientId: 'c' })).json()).toEqual({ ok: false, error: 'BAD_REQUEST', message: 'Clap at least once.' });
      expect((await vote(theo, post.id, 'not json')).status).toBe(400);
      expect((await vote(theo, deleted.id, { claps: 1, clientId: 'c' })).status).toBe(404);
      expect((await vote(anonymous(app, LOOPBACK), post.id, { claps: 1, clientId: 'c' })).status).toBe(401);
      expect((await theo.get(`/_/vote/p/${post.id}`)).status).toBe(405);
      // Nothing of that counted.
      expect(await theo.op(COUNTS, { id: post.id })).toEqual({ id: post.id, clapCount: 0, viewerClapCount: 0 });
      expect(await writerOf(post.id)).toBe(ids.get(post.username));
    });

    it('50 concurrent requests from one reader leave 50 claps; a batch of 20 mutations in one request counts each once', async () => {
      const post = await next();
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => vote(theo, post.id, { claps: 2, clientId: `c${i}` })));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(await theo.op(COUNTS, { id: post.id })).toEqual({ id: post.id, clapCount: MAX_CLAPS_PER_READER, viewerClapCount: MAX_CLAPS_PER_READER });

      const other = await next();
      const batch = Array.from({ length: 20 }, (_, i) => ({ query: CLAP, variables: { input: { postId: other.id, clientId: `batch-${i}`, claps: 1 } } }));
      const response = await lena.graphql(batch);
      expect(response.status).toBe(200);
      const results = (await response.json()) as { data: { clap: { __typename: string; viewerClapCount: number } } }[];
      expect(results).toHaveLength(20);
      expect(results.every((r) => r.data.clap.__typename === 'Clapped')).toBe(true);
      expect(await lena.op(COUNTS, { id: other.id })).toEqual({ id: other.id, clapCount: 20, viewerClapCount: 20 });
      const sum = await store.db.selectFrom('claps').select((eb) => eb.fn.sum<number>('count').as('sum')).where('postId', '=', other.id).executeTakeFirstOrThrow();
      expect(Number(sum.sum)).toBe(20);
    });

    it('who clapped: the readers with their claps, paged', async () => {
      const post = await next();
      await clap(theo, { postId: post.id, clientId: 'w1', claps: 5 });
      clock = new Date(clock.getTime() + 1000);
      await clap(lena, { postId: post.id, clientId: 'w1', claps: 2 });
      const first = await anonymous(app, LOOPBACK).op(CLAPPERS, { id: post.id, paging: { limit: 1 } });
      expect(first.post.id).toBe(post.id);
      expect(first.items).toEqual([{ claps: 2, user: { username: 'lena_fischer' } }]);
      const second = await anonymous(app, LOOPBACK).op(CLAPPERS, { id: post.id, paging: { limit: 1, to: first.pagingInfo.next.to } });
      expect(second.items).toEqual([{ claps: 5, user: { username: 'theo_okafor' } }]);
      expect(second.pagingInfo.next).toBeNull();
      const bad = await anonymous(app, LOOPBACK).request(CLAPPERS, { id: post.id, paging: { limit: 26 } });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      // The page: the story's title and the readers with their claps.
      const html = await (await page(`/p/${post.id}/upvotes`)).text();
      expect(html).toContain('Theo Okafor');
      expect(html).toContain('5 claps');
      expect(html).toContain('Lena Fischer');
      expect((await page('/p/nosuchpost01/upvotes')).status).toBe(404);
    });

    it('share paths redirect to the network with the story’s public address; unknown ones are 404', async () => {
      const post = await next();
      const answer = await page(`/p/${post.id}/share/twitter`);
      expect(answer.status).toBe(302);
      const location = new URL(answer.headers.get('location')!);
      expect(location.origin).toBe('https://twitter.com');
      expect(location.searchParams.get('url')).toMatch(new RegExp(`^http://localhost/.+-${post.id}$`));
      expect(location.searchParams.get('text')).toBe(post.title);
      expect(new URL((await page(`/p/${post.id}/share/facebook`)).headers.get('location')!).hostname).toBe('www.facebook.com');
      expect(new URL((await page(`/p/${post.id}/share/linkedin`)).headers.get('location')!).hostname).toBe('www.linkedin.com');
      expect((await page(`/p/${post.id}/share/myspace`)).status).toBe(404);
      expect((await page('/p/nosuchpost01/share/twitter')).status).toBe(404);
    });

    it('a clap purges the story’s cached page at once, and home once a minute through the counts job', async () => {
      const post = await next();
      const url = (await anonymous(app, LOOPBACK).op('query P($id: ID!) { post(id: $id) { url } }', { id: post.id })).url as string;
      await page(url);
      expect((await page(url)).headers.get('x-quire-cache')).toBe('HIT');
      await page('/');
      expect((await page('/')).headers.get('x-quire-cache')).toBe('HIT');
      await clap(theo, { postId: post.id, clientId: 'cache-1', claps: 1 });
      await clap(theo, { postId: post.id, clientId: 'cache-2', claps: 1 });
      expect((await page(url)).headers.get('x-quire-cache')).toBe('MISS');
      expect((await page('/')).headers.get('x-quire-cache')).toBe('HIT');
      const pending = await store.db.selectFrom('jobs').select(['key', 'kind']).where('kind', '=', 'claps.counts-changed').where('state', '=', 'pending').where('key', 'like', `counts-changed:${post.id}:%`).execute();
      expect(pending).toHaveLength(1);
      clock = new Date(clock.getTime() + 61_000);
      await app.jobs.runDue();
      expect((await page('/')).headers.get('x-quire-cache')).toBe('MISS');
    });
  });
}
