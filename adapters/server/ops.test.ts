// Issue 20: /_/health (liveness), /_/ready (the store answers, every migration applied) and /_/metrics (Prometheus
// text: requests by route name, the page cache's hits and misses, the job queue, the pool), to staff or to this
// machine only — on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsRepository } from '../postgres/jobs.repository.ts';
import { storeReadiness, type Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';
import { anonymous, signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };
const OUTSIDE = { remoteAddress: '203.0.113.20' };

for (const factory of testStores()) {
  describe(`health, readiness and metrics on ${factory.name} (issue 20)`, () => {
    let store: Store;
    let app: App;
    const get = (path: string, socket = LOOPBACK, headers: Record<string, string> = {}) => app.fetch(new Request('http://localhost' + path, { headers }), socket);

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, {
        devSignIn: true,
        staffUsernames: new Set(['lena_fischer']),
        edgeCache: DEFAULT_EDGE_CACHE,
        readiness: () => storeReadiness(store),
        metrics: { poolStats: () => store.poolStats() },
      });
    });
    afterAll(async () => {
      await store.close();
    });

    it('/_/health answers 200 to anyone, never cached', async () => {
      const health = await get('/_/health', OUTSIDE);
      expect(health.status).toBe(200);
      expect(await health.text()).toBe('ok\n');
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect((await app.fetch(new Request('http://localhost/_/health', { method: 'POST' }), OUTSIDE)).status).toBe(405);
    });

    it('/_/ready is 200 on a migrated store, and 503 with the reason when a migration is missing', async () => {
      const ready = await get('/_/ready', OUTSIDE);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ready: true });
      const [last] = await store.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc').limit(1).execute();
      const name = (last as unknown as { name: string }).name;
      await store.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', name as never).execute();
      try {
        const notReady = await get('/_/ready', OUTSIDE);
        expect(notReady.status).toBe(503);
        expect(await notReady.json()).toEqual({ ready: false, reason: `migrations not applied: ${name}` });
      } finally {
        await store.db.insertInto('kysely_migration' as never).values({ name, timestamp: new Date().toISOString() } as never).execute();
      }
      expect((await get('/_/ready')).status).toBe(200);
    });

    it('/_/ready is 503, never 5xx of a crash, when the store does not answer', async () => {
      const broken = testApp(store, { readiness: () => Promise.reject(new Error('connection refused')), logError: () => {} });
      const answer = await broken.fetch(new Request('http://localhost/_/ready'), OUTSIDE);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ ready: false, reason: 'the store did not answer a query' });
    });

    it('/_/metrics is 404 to a visitor from outside and to a signed-in reader who is not staff, and to a forwarded request', async () => {
      expect((await get('/_/metrics', OUTSIDE)).status).toBe(404);
      const { username } = await store.db.selectFrom('users').select('username').where('username', '!=', 'lena_fischer').orderBy('id').executeTakeFirstOrThrow();
      const reader = await signedIn(app, username, OUTSIDE.remoteAddress);
      expect((await reader.get('/_/metrics')).status).toBe(404);
      expect((await get('/_/metrics', LOOPBACK, { 'x-forwarded-for': '203.0.113.20' })).status).toBe(404);
    });

    it('/_/metrics counts requests by route name, the page cache’s hits and misses, the job queue and the pool', async () => {
      const post = await store.db.selectFrom('posts').select('id').where('publishedAt', 'is not', null).where('publicationId', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      const location = (await get(`/p/${post.id}`, OUTSIDE)).headers.get('location') ?? `/p/${post.id}`;
      const pathname = new URL(location, 'http://localhost').pathname;
      await get(pathname, OUTSIDE);
      expect((await get(pathname, OUTSIDE)).headers.get('x-quire-cache')).toBe('HIT');
      await get('/_/health', OUTSIDE);
      const staff = await signedIn(app, 'lena_fischer', OUTSIDE.remoteAddress);
      const metrics = await staff.get('/_/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      const body = await metrics.text();
      expect(body).toMatch(/quire_http_requests_total\{route="health",method="GET",status="2xx"\} [1-9]\d*\n/);
      expect(body).toMatch(/quire_http_requests_total\{route="health",method="POST",status="4xx"\} 1\n/);
      expect(body).toMatch(/quire_http_requests_total\{route="page:ShowPost",method="GET",status="2xx"\} [1-9]\d*\n/);
      expect(body).toMatch(/quire_http_request_duration_seconds_count\{route="health"\} [1-9]\d*\n/);
      expect(body).toMatch(/quire_page_cache_requests_total\{result="HIT"\} [1-9]\d*\n/);
      expect(body).toMatch(/quire_page_cache_requests_total\{result="MISS"\} [1-9]\d*\n/);
      expect(body).toMatch(/quire_jobs_due \d+\n/);
      expect(body).toMatch(/quire_db_pool_connections\{state="max"\} \d+\n/);
      // No label carries a path or an id.
      expect(body).not.toContain(post.id);
      // From this machine straight to the server, no sign-in needed.
      expect((await get('/_/metrics')).status).toBe(200);
      expect((await anonymous(app, OUTSIDE.remoteAddress).get('/_/metrics')).status).toBe(404);
    });

    it('the job queue on /_/admin/internal-status and /_/metrics: depth by kind and state, recent failures with their error and attempts, the oldest wait', async () => {
      const now = seedNow();
      const at = (ms: number) => new Date(now.getTime() + ms);
      const jobs = jobsRepository(store.db);
      const kind = `test.queue-${Math.random().toString(36).slice(2, 8)}`;
      const add = async (runAt: Date, state: 'pending' | 'running' | 'failed' | 'done', extra: { attempts?: number; lastError?: string; finishedAt?: Date } = {}) => {
        const id = await jobs.enqueue({ kind, payload: {}, key: null, runAt, maxAttempts: 5, now: at(-7_200_000) });
        await store.db.updateTable('jobs').set({ state, attempts: extra.attempts ?? 0, lastError: extra.lastError ?? null, finishedAt: extra.finishedAt ?? null }).where('id', '=', id).execute();
      };
      await add(at(-90 * 60_000), 'pending'); // due for an hour and a half: the oldest wait
      await add(at(-60_000), 'pending', { attempts: 2, lastError: 'SMTP 451: try later' });
      await add(at(3_600_000), 'pending'); // scheduled
      await add(at(-1000), 'running', { attempts: 1 });
      await add(at(-3_600_000), 'failed', { attempts: 5, lastError: 'Export <too large>', finishedAt: at(-1_800_000) });
      await add(at(-3_600_000), 'done', { attempts: 1, finishedAt: at(-1_700_000) });

      const view = await jobs.queueView(now);
      const mine = view.depth.filter((d) => d.kind === kind);
      expect(mine).toEqual([
        { kind, state: 'done', count: 1 },
        { kind, state: 'failed', count: 1 },
        { kind, state: 'pending', count: 2 },
        { kind, state: 'running', count: 1 },
        { kind, state: 'scheduled', count: 1 },
      ]);
      expect(view.failures.filter((f) => f.kind === kind).map((f) => [f.state, f.attempts, f.maxAttempts, f.lastError])).toEqual([
        ['pending', 2, 5, 'SMTP 451: try later'],
        ['failed', 5, 5, 'Export <too large>'],
      ]);
      expect(view.oldestDueAt!.getTime()).toBeLessThanOrEqual(at(-90 * 60_000).getTime());

      // Staff see it on the operator view (escaped), in HTML and JSON; nobody else does.
      const staff = await signedIn(app, 'lena_fischer', OUTSIDE.remoteAddress);
      const page = await staff.get('/_/admin/internal-status');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h2>Background jobs</h2>');
      expect(html).toMatch(/The oldest waiting job fell due (1 h 30 min|\d+ h \d+ min) ago/);
      expect(html).toContain(`<td>${kind}</td><td>scheduled</td><td class="n">1</td>`);
      expect(html).toContain(`<td>${kind}</td><td>due, waiting</td><td class="n">2</td>`);
      expect(html).toContain('<td>will retry</td><td>2 of 5</td><td>SMTP 451: try later</td>');
      expect(html).toContain('<td>given up</td><td>5 of 5</td><td>Export &lt;too large&gt;</td>');
      const asJson = await staff.get('/_/admin/internal-status', { accept: 'application/json' });
      expect(((await asJson.json()) as { jobs: { depth: unknown[] } }).jobs.depth).toContainEqual({ kind, state: 'failed', count: 1 });
      expect((await get('/_/admin/internal-status', OUTSIDE)).status).toBe(404);

      const metrics = await (await get('/_/metrics')).text();
      expect(metrics).toContain(`quire_jobs{kind="${kind}",state="pending"} 2\n`);
      expect(metrics).toContain(`quire_jobs{kind="${kind}",state="scheduled"} 1\n`);
      expect(metrics).toMatch(/quire_jobs_oldest_due_age_seconds \d+/);
      await store.db.deleteFrom('jobs').where('kind', '=', kind).execute();
    });
  });
}
