// Variant flags through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: VariantFlagsQuery
// and setVariantFlag (reader-experience §3, §7). Staff set a flag globally and per user; the page state and
// routing carry it for the right readers; clearing restores the default; others are refused; bad input is a
// clear GraphQL error, never a 4xx or 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';
import { SignedInBrowsers, signedIn, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { globalsOf } from './testing/page-globals.ts';

for (const factory of testStores()) {
  describe(`variant flags on ${factory.name} (reader-experience §3, §7)`, () => {
    let store: Store;
    let app: App;
    const browsers = new SignedInBrowsers(() => app);

    const gql = async (username: string | null, query: string, variables: Record<string, unknown> = {}, withXsrf = true) => {
      const response = await (await browsers.as(username)).graphql({ query, variables }, withXsrf ? {} : { 'x-xsrf-token': null });
      return { status: response.status, body: (await response.json()) as GraphQLAnswer };
    };
    const SET = 'mutation S($name: String!, $value: FlagValueInput, $userId: ID) { setVariantFlag(name: $name, value: $value, userId: $userId) { name valueType boolValue stringValue numberValue } }';
    const set = (name: string, value: Record<string, unknown> | null, userId: string | null = null, actor = 'lena_fischer') => gql(actor, SET, { name, value, userId });
    const idOf = async (username: string) => (await store.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const page = async (username: string | null, path = '/') => (await browsers.as(username)).get(path);
    const flagsOn = async (username: string | null): Promise<string[]> => {
      const html = await (await page(username)).text();
      return (globalsOf(html).__PRELOADED_STATE__ as { flags: string[] }).flags;
    };
    const flagValue = async (username: string | null, name: string) =>
      ((await gql(username, 'query { variantFlags { name valueType boolValue stringValue numberValue description } }')).body.data.variantFlags as any[]).find((f) => f.name === name);

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']) });
    });
    afterAll(async () => {
      await store.close();
    });

    it('lists every registered flag with its value; with nothing stored, pages carry the QUIRE_FLAGS defaults as before', async () => {
      const flags = (await gql(null, 'query { variantFlags { name valueType boolValue description } }')).body.data.variantFlags as any[];
      expect(flags.map((f) => f.name)).toEqual(expect.arrayContaining(['allow_iframe', 'enable_submissions_v2', 'dont_track_user', 'enable_slim_navigation']));
      expect(flags.find((f) => f.name === 'enable_slim_navigation')).toMatchObject({ valueType: 'BOOLEAN', boolValue: true });
      expect(flags.find((f) => f.name === 'allow_iframe')).toMatchObject({ valueType: 'BOOLEAN', boolValue: false });
      expect(new Set(await flagsOn('maya_chen'))).toEqual(new Set(['enable_slim_navigation', 'enable_manage_membership']));
      expect(new Set(await flagsOn(null))).toEqual(new Set(['enable_slim_navigation', 'enable_manage_membership']));
    });

    it('a per-user flag reaches that user only; clearing it restores the default', async () => {
      const maya = await idOf('maya_chen');
      const result = await set('enable_submissions_v2', { boolValue: true }, maya);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data.setVariantFlag).toMatchObject({ name: 'enable_submissions_v2', valueType: 'BOOLEAN', boolValue: true });
      expect(await flagsOn('maya_chen')).toContain('enable_submissions_v2');
      expect(await flagsOn('theo_okafor')).not.toContain('enable_submissions_v2');
      expect(await flagsOn(null)).not.toContain('enable_submissions_v2');
      expect((await flagValue('maya_chen', 'enable_submissions_v2')).boolValue).toBe(true);
      expect((await flagValue('theo_okafor', 'enable_submissions_v2')).boolValue).toBe(false);
      await set('enable_submissions_v2', null, maya);
      expect(await flagsOn('maya_chen')).not.toContain('enable_submissions_v2');
    });

    it('a global flag reaches everyone, a user setting wins over it, and routing and framing follow', async () => {
      const theo = await idOf('theo_okafor');
      expect((await page(null)).headers.get('x-frame-options')).toBe('DENY');
      await set('allow_iframe', { boolValue: true });
      for (const who of [null, 'maya_chen', 'theo_okafor']) expect(await flagsOn(who)).toContain('allow_iframe');
      expect((await page(null)).headers.get('x-frame-options')).toBeNull();
      // A user's false beats the global true.
      await set('allow_iframe', { boolValue: false }, theo);
      expect(await flagsOn('theo_okafor')).not.toContain('allow_iframe');
      expect(await flagsOn('maya_chen')).toContain('allow_iframe');
      await set('allow_iframe', null, theo);
      await set('allow_iframe', {});
      expect(await flagsOn('maya_chen')).not.toContain('allow_iframe');
      // A QUIRE_FLAGS default turned off globally: the route behind it goes with it.
      expect((await page('maya_chen', '/manage-membership')).status).not.toBe(404);
      await set('enable_manage_membership', { boolValue: false });
      expect(await flagsOn('maya_chen')).not.toContain('enable_manage_membership');
      expect((await page('maya_chen', '/manage-membership')).status).toBe(404);
      await set('enable_manage_membership', null);
      expect((await page('maya_chen', '/manage-membership')).status).not.toBe(404);
    });

    it('purges every cached page when a flag changes for everyone, so no visitor keeps the old one', async () => {
      const cached = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']), edgeCache: DEFAULT_EDGE_CACHE });
      const anonymous = async () => (await cached.fetch(new Request('http://localhost/'))).headers.get('x-quire-cache');
      expect(await anonymous()).toBe('MISS');
      expect(await anonymous()).toBe('HIT');
      const staff = await signedIn(cached, 'lena_fischer');
      const setGlobal = (value: Record<string, unknown> | null) => staff.graphql({ query: SET, variables: { name: 'allow_iframe', value, userId: null } });
      expect((await setGlobal({ boolValue: true })).status).toBe(200);
      expect(await anonymous()).toBe('MISS');
      expect(await anonymous()).toBe('HIT');
      await setGlobal(null);
      expect(await anonymous()).toBe('MISS');
    });

    it('refuses non-staff and logged-out callers, and mutations without the xsrf header', async () => {
      const forbidden = await set('allow_iframe', { boolValue: true }, null, 'maya_chen');
      expect(forbidden.status).toBe(200);
      expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const anonymous = await gql(null, SET, { name: 'allow_iframe', value: { boolValue: true } });
      expect(anonymous.status).toBe(403);
      expect((await gql('lena_fischer', SET, { name: 'allow_iframe', value: { boolValue: true } }, false)).status).toBe(403);
      expect(await flagsOn('maya_chen')).not.toContain('allow_iframe');
    });

    it('refuses unknown names, wrong types, two values at once and unknown users with BAD_USER_INPUT', async () => {
      for (const [name, value, userId] of [
        ['no_such_flag', { boolValue: true }, null],
        ['allow_iframe', { stringValue: 'yes' }, null],
        ['allow_iframe', { numberValue: 1 }, null],
        ['allow_iframe', { boolValue: true, numberValue: 1 }, null],
        ['allow_iframe', { boolValue: true }, 'nobody-has-this-id'],
      ] as const) {
        const result = await set(name, value, userId);
        expect(result.status).toBe(200);
        expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(result.body.errors?.[0]?.message).not.toBe('Unexpected error.');
      }
      expect((await set('no_such_flag', { boolValue: true })).body.errors?.[0]?.message).toBe('There is no flag called "no_such_flag".');
      expect((await set('allow_iframe', { stringValue: 'yes' })).body.errors?.[0]?.message).toBe('The flag allow_iframe takes a boolean value.');
    });
  });
}
