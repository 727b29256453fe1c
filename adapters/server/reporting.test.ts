// Reporting through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the report
// endpoints need the xsrf token, store a retried batch once, answer bad or oversized input with 4xx, and
// the operator view opens to staff only with the day's counts, errors and p75s.
import { readerTag } from '../../core/edge-cache/edge-cache.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { createRepositories } from './graphql/repositories.ts';
import { anonymous, signedIn, type Browser, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

for (const factory of testStores()) {
  describe(`reporting on ${factory.name} (platform-reference §7.2, §7.3)`, () => {
    let store: Store;
    let app: App;
    let anon: Browser;
    const now = seedNow().getTime();

    const post = (path: string, body: string, headers: Record<string, string> = { cookie: anon.cookieHeader(), 'x-xsrf-token': anon.xsrf }) =>
      app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf': '1', ...headers }, body }));
    const status = async (username: string | null) =>
      (username ? await signedIn(app, username) : anonymous(app)).get('/_/admin/internal-status', { accept: 'application/json' });
    const events = (ids: string[], timestamp = now) => JSON.stringify(ids.map((eventId) => ({ eventId, timestamp, key: 'button.clicked', data: { label: 'x' }, type: 'e' })));

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']), countryHeader: 'cf-ipcountry' });
      anon = await anonymous(app).start();
    });
    afterAll(async () => {
      await store.close();
    });

    it('refuses reports without the xsrf token', async () => {
      for (const path of ['/_/batch', '/_/clientele/reports/errors/', '/_/clientele/reports/performance/']) {
        expect((await post(path, '[]', { cookie: anon.cookieHeader() })).status).toBe(403);
        expect((await post(path, '[]', { cookie: anon.cookieHeader(), 'x-xsrf-token': 'wrong' })).status).toBe(403);
      }
    });

    it('stores a retried batch once, and drops events older than 48 hours', async () => {
      const first = await post('/_/batch', events(['a1', 'a2', 'a3']));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ ok: true, stored: 3 });
      const retry = await post('/_/batch', events(['a1', 'a2', 'a3', 'a4']));
      expect(await retry.json()).toEqual({ ok: true, stored: 1 });
      const old = await post('/_/batch', events(['old'], now - 172_800_001));
      expect(await old.json()).toEqual({ ok: true, stored: 0 });
      const summary = (await (await status('lena_fischer')).json()) as { eventCounts: { key: string; count: number }[] };
      expect(summary.eventCounts).toEqual([{ key: 'button.clicked', count: 4 }]);
    });

    it('takes events and exposures through GraphQL too, with the same dedupe and checks (§7.2)', async () => {
      const gql = (query: string, variables: Record<string, unknown>, withToken = true) =>
        anon
          .graphql({ query, variables }, withToken ? {} : { 'x-xsrf-token': null })
          .then(async (r) => ({ status: r.status, body: (await r.json()) as GraphQLAnswer }));
      const LOG = 'mutation L($payload: String!) { logClientEvents(input: { payload: $payload }) { success } }';
      const before = ((await (await status('lena_fischer')).json()) as { eventCounts: { key: string; count: number }[] }).eventCounts;
      const clicked = before.find((c) => c.key === 'button.clicked')?.count ?? 0;
      expect((await gql(LOG, { payload: events(['g1', 'g2']) })).body.data.logClientEvents).toEqual({ success: true });
      expect((await gql(LOG, { payload: events(['g1', 'g2']) })).body.data.logClientEvents).toEqual({ success: true });
      expect((await gql(LOG, { payload: 'not json' })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await gql(LOG, { payload: events(['g3']) }, false)).status).toBe(403);
      // A report mutation goes alone: two in one request are refused (security finding 4), so each has its own.
      const experiment = await gql('mutation { LogExperimentExposure(experimentId: "exp-1", postId: "p1") { success } }', {});
      expect(experiment.body.data).toEqual({ LogExperimentExposure: { success: true } });
      const gate = await gql('mutation { LogGateExposure(gateId: "gate-1") { success } }', {});
      expect(gate.body.data).toEqual({ LogGateExposure: { success: true } });
      expect((await gql('mutation { LogGateExposure(gateId: "bad id!") { success } }', {})).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const after = ((await (await status('lena_fischer')).json()) as { eventCounts: { key: string; count: number }[] }).eventCounts;
      expect(after.find((c) => c.key === 'button.clicked')?.count).toBe(clicked + 2);
      expect(after.find((c) => c.key === 'experiment.exposure')?.count).toBe(1);
      expect(after.find((c) => c.key === 'gate.exposure')?.count).toBe(1);
    });

    it('answers 429 with Retry-After once a network sends more than its share in a minute', async () => {
      const limited = testApp(store, { reportsPerMinute: 3 });
      const send = () =>
        limited.fetch(
          // Each counts against the budget even when its body is refused (400): nothing is stored.
          new Request('http://localhost/_/batch', {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: anon.cookieHeader(), 'x-xsrf-token': anon.xsrf },
            body: 'not json',
          }),
          { remoteAddress: '203.0.113.9' },
        );
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await send()).status);
      expect(statuses).toEqual([400, 400, 400]);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });

    it('answers bad and oversized input with 4xx, never 5xx', async () => {
      expect((await post('/_/batch', 'not json')).status).toBe(400);
      expect((await post('/_/batch', '{"eventId":"x"}')).status).toBe(400);
      expect((await post('/_/batch', events([''.padEnd(100, 'x')]))).status).toBe(400);
      expect((await post('/_/batch', events(Array.from({ length: 1001 }, (_, i) => `b${i}`)))).status).toBe(400);
      expect((await post('/_/batch', `[${'"x",'.repeat(200_000)}"x"]`)).status).toBe(413);
      expect((await post('/_/clientele/reports/errors/', '[]')).status).toBe(400);
      expect((await post('/_/clientele/reports/performance/', '{"client":{"name":"lite","version":"t"},"events":[{"type":"nope","data":{}}]}')).status).toBe(400);
      expect((await app.fetch(new Request('http://localhost/_/batch'))).status).toBe(405);
    });

    it('keeps error and performance reports, shown to staff with the p75 per route', async () => {
      const error = { name: 'TypeError', message: 'boom', stack: 'at x', timestamp: now, file: '/assets/a.js', line: 3, extra: { location: '/' } };
      expect((await post('/_/clientele/reports/errors/', JSON.stringify([error, error]))).status).toBe(200);
      const perf = { client: { name: 'lite', version: 't' }, events: [100, 200, 300, 400].map((value) => ({ type: 'lcp', data: { route: 'ShowPost', value, loggedIn: 'no' } })) };
      expect((await post('/_/clientele/reports/performance/', JSON.stringify(perf))).status).toBe(200);
      const summary = (await (await status('lena_fischer')).json()) as { errors: { message: string; count: number }[]; vitals: { route: string; type: string; p75: number; samples: number }[] };
      expect(summary.errors).toEqual([expect.objectContaining({ message: 'boom', count: 2, line: 3 })]);
      expect(summary.vitals).toEqual([{ route: 'ShowPost', type: 'lcp', p75: 300, samples: 4 }]);
      const html = await (await (await signedIn(app, 'lena_fischer')).get('/_/admin/internal-status')).text();
      expect(html).toContain('TypeError: boom');
    });

    it('opens the operator view to staff only', async () => {
      expect((await status(null)).status).toBe(404);
      expect((await status('maya_chen')).status).toBe(404);
    });

    it('tells the page whether the visitor is in the EU by the country header', async () => {
      const page = async (country: string | null) =>
        (await app.fetch(new Request('http://localhost/', { headers: country ? { 'cf-ipcountry': country } : {} }))).text();
      // The preloaded state is JSON inside a JSON string: its quotes arrive escaped.
      expect(await page('DE')).toContain('\\"visitor\\":{\\"eu\\":true,\\"bot\\":false}');
      expect(await page('US')).toContain('\\"visitor\\":{\\"eu\\":false,\\"bot\\":false}');
      expect(await page(null)).toContain('\\"visitor\\":{\\"eu\\":false,\\"bot\\":false}');
    });

    it('holds the consent rule on the server too: without consent events are acknowledged and dropped (§6)', async () => {
      const counted = async (key: string) =>
        ((await (await status('lena_fischer')).json()) as { eventCounts: { key: string; count: number }[] }).eventCounts.find((c) => c.key === key)?.count ?? 0;
      const batch = (ids: string[]) => JSON.stringify(ids.map((eventId) => ({ eventId, timestamp: now, key: 'consent.check', data: {}, type: 'e' })));
      const headers = (extra: Record<string, string>, cookie = anon.cookieHeader(), xsrf = anon.xsrf) => ({ cookie, 'x-xsrf-token': xsrf, ...extra });
      const gql = (payload: string, extra: Record<string, string>) =>
        anon.graphql({ query: 'mutation L($payload: String!) { logClientEvents(input: { payload: $payload }) { success } }', variables: { payload } }, extra);

      // A logged-out EU visitor who has not accepted the privacy banner: nothing is stored, through either door.
      expect(await (await post('/_/batch', batch(['c1']), headers({ 'cf-ipcountry': 'FR' }))).json()).toEqual({ ok: true, stored: 0 });
      expect(((await (await gql(batch(['c2']), { 'cf-ipcountry': 'FR' })).json()) as { data: unknown }).data).toEqual({ logClientEvents: { success: true } });
      expect(await counted('consent.check')).toBe(0);
      // After accepting (the cookie the banner sets), the same visitor's events are kept.
      const accepted = headers({ 'cf-ipcountry': 'FR' }, `${anon.cookieHeader()}; privacy_banner_accepted=true`);
      expect(await (await post('/_/batch', batch(['c3']), accepted)).json()).toEqual({ ok: true, stored: 1 });
      // Outside the EU no banner is needed; a bot never counts, wherever it is.
      expect(await (await post('/_/batch', batch(['c4']), headers({ 'cf-ipcountry': 'US' }))).json()).toEqual({ ok: true, stored: 1 });
      expect(await (await post('/_/batch', batch(['c5']), headers({ 'cf-ipcountry': 'US', 'user-agent': 'Googlebot/2.1' }))).json()).toEqual({ ok: true, stored: 0 });
      // Performance reports follow the same rule.
      const samples = async () =>
        ((await (await status('lena_fischer')).json()) as { vitals: { samples: number }[] }).vitals.reduce((n, v) => n + v.samples, 0);
      const before = await samples();
      const perf = JSON.stringify({ client: { name: 'lite', version: 'test' }, events: [{ type: 'lcp', data: { route: 'home', value: 1200 } }] });
      const perfAnswer = await post('/_/clientele/reports/performance/', perf, headers({ 'cf-ipcountry': 'DE' }));
      expect(perfAnswer.status).toBe(200);
      expect(await perfAnswer.json()).toEqual({ ok: true, stored: 0 });
      expect(await samples()).toBe(before);
      expect((await post('/_/clientele/reports/performance/', perf, headers({ 'cf-ipcountry': 'US' }))).status).toBe(200);
      expect(await samples()).toBe(before + 1);
      expect(await counted('consent.check')).toBe(2);

      // A signed-in reader in the EU consents by signing in, unless they set dont_track_user.
      const reader = await signedIn(app, 'maya_chen');
      expect(await (await post('/_/batch', batch(['c6']), headers({ 'cf-ipcountry': 'FR' }, reader.cookieHeader(), reader.xsrf))).json()).toEqual({ ok: true, stored: 1 });
      const repos = createRepositories(store);
      const [maya] = await repos.users.usersByUsernames(['maya_chen']);
      await repos.variantFlags.set(maya!.id, 'dont_track_user', true, new Date(now));
      // Written behind the server's back: the flags in effect are kept for seconds (edge-cache/shared-reads.ts), so
      // the write is followed by the purge setVariantFlag makes.
      await app.edgeCache.readers?.purge([readerTag(maya!.id)]);
      expect(await (await post('/_/batch', batch(['c7']), headers({ 'cf-ipcountry': 'US' }, reader.cookieHeader(), reader.xsrf))).json()).toEqual({ ok: true, stored: 0 });
      expect(await counted('consent.check')).toBe(3);
    });
  });
}
