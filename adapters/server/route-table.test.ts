// The request path (README: Where things live): the route table's handlers each answer their own addresses,
// and a request's session is read from the store once, however many handlers, checks and resolvers need it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import { createRepositories } from './graphql/repositories.ts';
import { ROUTES } from './route-table.ts';
import { signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };

describe('the route table', () => {
  it('names each route once, and each known address reaches its own route', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    const owner = (address: string) => ROUTES.find((r) => r.match(new URL(address, 'http://localhost')) !== null)?.name ?? 'page';
    expect(owner('/_/graphql')).toBe('graphql');
    expect(owner('/_/batch')).toBe('reports');
    expect(owner('/assets/entry-abc.js')).toBe('assets');
    expect(owner('/_/dev/posts/p1/title')).toBe('dev-post-title');
    expect(owner('/m/callback/google')).toBe('social-callback');
    expect(owner('/@maya_chen')).toBe('page');
    expect(owner('/_/graphqlx')).toBe('page');
    expect(owner('/_/upload')).toBe('upload');
    expect(owner('/media/0123456789abcdef01234567')).toBe('media');
  });
});

for (const factory of testStores()) {
  describe(`one session read per request on ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('a signed-in page and a signed-in batch with a mutation each read the session once', async () => {
      const repos = createRepositories(store);
      let reads = 0;
      const counted = { ...repos, sessions: { ...repos.sessions, find: (...args: Parameters<typeof repos.sessions.find>) => (reads++, repos.sessions.find(...args)) } };
      const app = testApp(store, { repos: counted, devSignIn: true });
      const lena = await signedIn(app, 'lena_fischer', LOOPBACK.remoteAddress);
      const maya = (await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow()).id;

      reads = 0;
      const page = await lena.get('/@maya_chen');
      expect(page.status).toBe(200);
      expect(reads).toBe(1);

      reads = 0;
      const batch = await lena.graphql([
        { query: 'mutation F($id: ID!) { followUser(targetUserId: $id) { id } }', variables: { id: maya } },
        { query: '{ viewer { username } }' },
      ]);
      expect(batch.status).toBe(200);
      expect(await batch.json()).toEqual([{ data: { followUser: { id: maya } } }, { data: { viewer: { username: 'lena_fischer' } } }]);
      expect(reads).toBe(1);
    });
  });
}
