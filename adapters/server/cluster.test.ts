// Issue 20, the cluster test: two app instances on one database, as two processes behind a load balancer would
// run. On PostgreSQL (TEST_DATABASE_URL) each app has its own store and pool on the same database; on PGlite both
// apps share the one embedded store (PGlite's LISTEN/NOTIFY is in process), each with its own page cache. Shown:
// a write through one purges the other's cached page within a second (a story edit, a follow); a purge missed
// while a listener was down is made up by a full purge once it listens again; a rate limit holds across both;
// the billing job runs once and records a renewal once.
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { SANDBOX_CARDS, sandboxProvider } from '../postgres/payments.sandbox.ts';
import { openStore, type Store } from '../postgres/store.ts';
import { databaseUrl, seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { MEMBERSHIP_BILLING_JOB } from './composition-root.ts';
import { createEdgeCache, DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';
import { READ_YOUR_WRITES_MS } from './http/read-routing.ts';
import { noticesOf, parseNotice } from './edge-cache/shared-invalidation.ts';
import { MemoryPageCache } from './edge-cache/page-cache.memory.ts';
import { anonymous, signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };
const DAY = 86_400_000;

type Cluster = { stores: [Store, Store]; close(): Promise<void> };

/** Two stores on one database: PostgreSQL, a second pool on the test's clone; PGlite, the same store twice. */
async function openCluster(name: 'pglite' | 'postgres', first: Store): Promise<Cluster> {
  if (name === 'pglite') return { stores: [first, first], close: () => first.close() };
  const admin = inject('postgresTemplate');
  if (!admin) throw new Error('no PostgreSQL template');
  const { rows } = await first.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).execute().then((r) => ({ rows: r }));
  const second = await openStore({ kind: 'postgres', connectionString: databaseUrl(admin.adminUrl, rows[0]!.name) });
  return {
    stores: [first, second],
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}

describe('purge notices (issue 20)', () => {
  it('carry every key, in order, in payloads PostgreSQL accepts (under 8000 bytes), and read back', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 300, unit: 'binary' }), { maxLength: 400 }), (tags) => {
        const notices = noticesOf('process-1', tags);
        for (const notice of notices) expect(Buffer.byteLength(notice)).toBeLessThan(8000);
        expect(notices.flatMap((n) => parseNotice(n)!.tags)).toEqual(tags);
        expect(notices.every((n) => parseNotice(n)!.from === 'process-1')).toBe(true);
      }),
    );
  });
  it('a page rendered across a purge is not stored: its reads may predate what the purge was for', async () => {
    const cache = new MemoryPageCache({ maxEntries: 10, maxBytes: 1 << 20, ttlMs: 60_000 });
    const page = { status: 200, body: 'x', headers: {}, tags: ['post-1'], storedAt: 0 };
    const before = cache.generation;
    await cache.purge(['user-2']);
    cache.set('a', page, before);
    expect(cache.get('a', 1)).toBeNull();
    const now = cache.generation;
    cache.set('a', page, now);
    expect(cache.get('a', 1)).not.toBeNull();
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.generation).toBeGreaterThan(now);
  });
  it('a listener whose first connection fails says so and keeps trying, without failing the start', async () => {
    const store = await openStore({ kind: 'postgres', connectionString: 'postgres://quire@127.0.0.1:1/nothing' });
    const errors: unknown[] = [];
    const stop = await store.listen('quire_page_purge', () => {}, undefined, (error) => errors.push(error));
    expect(errors).toHaveLength(1);
    await stop();
    await store.close();
  });
  it('with a read replica, every purge goes again after the lag, so a page rendered from a replica behind the change does not stay', async () => {
    vi.useFakeTimers();
    try {
      const cache = createEdgeCache({ ...DEFAULT_EDGE_CACHE, repurgeAfterMs: READ_YOUR_WRITES_MS }, { now: () => new Date(0), logError: () => {} });
      const page = { status: 200, body: 'old', headers: {}, tags: ['post-1'] };
      await cache.purger.purge(['post-1']);
      // Rendered just after the purge from a replica that had not replayed the change: cached.
      cache.store('k', page, cache.generation());
      expect(cache.lookup('k')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(READ_YOUR_WRITES_MS - 1);
      expect(cache.lookup('k')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(cache.lookup('k')).toBeNull();
      // Without a replica: once.
      const once = createEdgeCache(DEFAULT_EDGE_CACHE, { now: () => new Date(0), logError: () => {} });
      await once.purger.purge(['post-1']);
      once.store('k', page, once.generation());
      await vi.advanceTimersByTimeAsync(READ_YOUR_WRITES_MS * 2);
      expect(once.lookup('k')).not.toBeNull();
      await cache.close();
      await once.close();
    } finally {
      vi.useRealTimers();
    }
  });
  it('ignore what is not a notice', () => {
    for (const payload of ['', 'x', '[]', 'null', '{"from":1,"tags":[]}', '{"from":"a","tags":[1]}']) expect(parseNotice(payload)).toBeNull();
  });
});

if (!inject('postgresTemplate')) {
  describe('cluster on PostgreSQL', () => {
    it.skip('needs TEST_DATABASE_URL (a PostgreSQL server): two stores with their own pools on one database', () => {});
  });
}

for (const factory of testStores()) {
  describe(`two app instances on one ${factory.name} database (issue 20)`, () => {
    let cluster: Cluster;
    let a: App;
    let b: App;
    let clock = seedNow().getTime();
    let post: { id: string; url: string; creatorId: string };

    const get = (app: App, path: string) => app.fetch(new Request('http://localhost' + path), LOOPBACK);
    const cacheState = (r: Response) => r.headers.get('x-quire-cache');
    const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    /** Loads the page through `app` until it is a HIT from that app's own cache. */
    const cached = async (app: App, path: string) => {
      await get(app, path);
      expect(cacheState(await get(app, path))).toBe('HIT');
    };

    beforeAll(async () => {
      const first = await factory.open();
      cluster = await openCluster(factory.name, first);
      const appOn = (store: Store) =>
        testApp(store, {
          devSignIn: true,
          now: () => new Date(clock),
          reportsPerMinute: 5,
          staffUsernames: new Set(['lena_fischer']),
          edgeCache: DEFAULT_EDGE_CACHE,
          invalidation: store,
        });
      a = appOn(cluster.stores[0]);
      b = appOn(cluster.stores[1]);
      await Promise.all([a.edgeCache.listening, b.edgeCache.listening]);
      const row = await first.db
        .selectFrom('posts')
        .select(['posts.id', 'posts.creatorId'])
        .where('posts.publishedAt', 'is not', null)
        .where('posts.publicationId', 'is', null)
        .where('posts.suspendedAt', 'is', null)
        .orderBy('posts.id')
        .executeTakeFirstOrThrow();
      const redirect = await get(a, `/p/${row.id}`);
      post = { ...row, url: new URL(redirect.headers.get('location') ?? `/p/${row.id}`, 'http://localhost').pathname };
    });
    afterAll(async () => {
      await a.edgeCache.close();
      await b.edgeCache.close();
      await cluster.close();
    });

    it('a story edit through one purges the other’s cached page within a second', async () => {
      await cached(b, post.url);
      const edit = await a.fetch(
        new Request(`http://localhost/_/dev/posts/${post.id}/title`, { method: 'POST', body: JSON.stringify({ title: 'Edited In Another Process' }) }),
        LOOPBACK,
      );
      expect(edit.status).toBe(200);
      await vi.waitFor(
        async () => {
          const page = await get(b, post.url);
          expect(cacheState(page)).toBe('MISS');
          expect(titleOf(await page.text())).toBe('Edited In Another Process');
        },
        { timeout: 1000, interval: 20 },
      );
    });

    it('a follow through one purges the writer’s pages in the other', async () => {
      await cached(b, post.url);
      const reader = await signedIn(a, (await cluster.stores[0].db.selectFrom('users').select('username').where('id', '!=', post.creatorId).orderBy('id').executeTakeFirstOrThrow()).username);
      const followed = await reader.request('mutation F($id: ID!) { followUser(targetUserId: $id) { id } }', { id: post.creatorId });
      expect(followed.errors).toBeUndefined();
      await vi.waitFor(async () => expect(b.edgeCache.lookup(b.edgeCache.keyOf(new URL('http://localhost' + post.url)))).toBeNull(), { timeout: 1000, interval: 20 });
    });

    it('a suspension through one shows the other’s readers the notice, not the cached story', async () => {
      await cached(b, post.url);
      const staff = await signedIn(a, 'lena_fischer');
      const done = await staff.request('mutation S($postId: ID!, $suspended: Boolean!) { setPostSuspended(postId: $postId, suspended: $suspended) { id isSuspended } }', {
        postId: post.id,
        suspended: true,
      });
      expect(done.data?.setPostSuspended).toEqual({ id: post.id, isSuspended: true });
      try {
        await vi.waitFor(
          async () => {
            const page = await get(b, post.url);
            expect(cacheState(page)).toBe('MISS');
            expect(await page.text()).toContain('<title>Story suspended | Quire</title>');
          },
          { timeout: 1000, interval: 20 },
        );
      } finally {
        await staff.request('mutation S($postId: ID!, $suspended: Boolean!) { setPostSuspended(postId: $postId, suspended: $suspended) { id } }', { postId: post.id, suspended: false });
      }
    });

    it('after a listener drops and listens again, its process purges every page (a notice sent meanwhile was missed)', async () => {
      await cached(b, post.url);
      expect(b.edgeCache.memory!.size).toBeGreaterThan(0);
      // Only on PostgreSQL can the listening connection drop; PGlite's listeners are in process.
      if (factory.name !== 'postgres') return;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`.execute(cluster.stores[0].db);
      await vi.waitFor(() => expect(b.edgeCache.memory!.size).toBe(0), { timeout: 3000, interval: 20 });
      // Listening again: a purge through one still reaches the other.
      await cached(b, post.url);
      await a.edgeCache.changes.postChanged({ id: post.id, creatorId: post.creatorId, publicationId: null });
      await vi.waitFor(() => expect(b.edgeCache.memory!.size).toBe(0), { timeout: 1000, interval: 20 });
    });

    it('a rate limit holds across both: five reports a minute from one network, whichever process takes them', async () => {
      const network = `198.51.100.${factory.name === 'postgres' ? 7 : 8}`;
      const browser = await anonymous(a, network).start();
      const send = (app: App) =>
        app.fetch(
          new Request('http://localhost/_/batch', {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: browser.cookieHeader(), 'x-xsrf-token': browser.xsrf },
            body: 'not json',
          }),
          { remoteAddress: network },
        );
      const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? a : b).then((r) => r.status)));
      expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
    });

    it('the billing job runs in one of them, and the renewal is recorded once', async () => {
      const db = cluster.stores[0].db;
      const userId = (await db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      const started = await sandboxProvider(db).startSubscription({
        userId,
        membershipType: 'MONTHLY',
        price: { amount: 500, currency: 'USD' },
        card: { number: SANDBOX_CARDS.success, expirationMonth: 12, expirationYear: 2039, cvc: '123', postalCode: '10115' },
        now: clock,
        idempotencyKey: randomUUID(),
      });
      if (!started.ok) throw new Error(started.message);
      clock = started.periodEnd + DAY;
      // Both processes start their runners at once, as two servers starting together: each ensures the recurring
      // jobs and runs what is due.
      await Promise.all([a.jobs.start(), b.jobs.start()]);
      await Promise.all([a.jobs.stop(), b.jobs.stop()]);
      const runs = await db.selectFrom('jobs').select(['state', 'lockedBy']).where('kind', '=', MEMBERSHIP_BILLING_JOB).where('state', '=', 'done').execute();
      expect(runs).toHaveLength(1);
      const events = await db.selectFrom('sandboxEvents').select('event').execute();
      const renewed = events.filter((e) => {
        const event = e.event as { type: string; subscriptionRef: string };
        return event.type === 'renewed' && event.subscriptionRef === started.subscriptionRef;
      });
      expect(renewed).toHaveLength(1);
      // The next run is pending once, for the whole cluster.
      expect(await db.selectFrom('jobs').select('id').where('kind', '=', MEMBERSHIP_BILLING_JOB).where('state', '=', 'pending').execute()).toHaveLength(1);
    });
  });
}
