// Issue 20, read replicas and the connection budget on PostgreSQL (TEST_DATABASE_URL). Two databases cloned from
// the seeded template stand in for a primary and its replica, with nothing replicating between them, so which one
// answered shows in what a page says: the replica's copy of a story gets a title of its own. Shown: a page read
// (GET) comes from the replica; a write goes to the primary, and the writer (the short-lived quire_rw cookie its
// write answered with) reads the primary for the next seconds while other readers stay on the replica; within one
// request, reads after a write come from the primary; transactions, raw statements and work outside a request
// never touch the replica. Then the statement timeouts: a search past QUIRE_SEARCH_STATEMENT_TIMEOUT_MS answers
// 'search failed' (status ERROR), a page whose statement passes QUIRE_STATEMENT_TIMEOUT_MS a clear 503, never a
// 500 with a stack.
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStore, type Store } from '../postgres/store.ts';
import { databaseUrl } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { READ_YOUR_WRITES_COOKIE, READ_YOUR_WRITES_MS } from './http/read-routing.ts';
import { anonymous } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };
const template = inject('postgresTemplate');

async function cloneDatabase(adminUrl: string, from: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${from}"`);
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
      }
    }
  } finally {
    await admin.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

if (!template) {
  describe('read replicas and statement timeouts on PostgreSQL', () => {
    it.skip('needs TEST_DATABASE_URL (a PostgreSQL server): a primary and a replica database', () => {});
  });
} else {
  describe('read replicas (DATABASE_REPLICA_URL, issue 20)', () => {
    const primaryName = `quire_cluster_primary_${process.pid}`;
    const replicaName = `quire_cluster_replica_${process.pid}`;
    let store: Store;
    /** Straight to each database, outside the routing. */
    let primary: Store;
    let replica: Store;
    let app: App;
    let post: { id: string; title: string; url: string };
    const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    const page = async (cookie?: string) => {
      const response = await app.fetch(new Request(`http://localhost${post.url}`, { headers: cookie ? { cookie } : {} }), LOOPBACK);
      expect(response.status).toBe(200);
      return titleOf(await response.text());
    };

    beforeAll(async () => {
      await cloneDatabase(template.adminUrl, template.template, primaryName);
      await cloneDatabase(template.adminUrl, template.template, replicaName);
      const primaryUrl = databaseUrl(template.adminUrl, primaryName);
      const replicaUrl = databaseUrl(template.adminUrl, replicaName);
      store = await openStore({ kind: 'postgres', connectionString: primaryUrl, replicaConnectionString: replicaUrl, maxConnections: 4, statementTimeoutMs: 5000 });
      primary = await openStore({ kind: 'postgres', connectionString: primaryUrl });
      replica = await openStore({ kind: 'postgres', connectionString: replicaUrl });
      app = testApp(store, { reads: store.reads, devSignIn: true });
      const row = await primary.db
        .selectFrom('posts')
        .select(['id', 'title'])
        .where('publishedAt', 'is not', null)
        .where('publicationId', 'is', null)
        .where('suspendedAt', 'is', null)
        .where('isLocked', '=', false)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const redirect = await app.fetch(new Request(`http://localhost/p/${row.id}`), LOOPBACK);
      post = { ...row, url: new URL(redirect.headers.get('location') ?? `/p/${row.id}`, 'http://localhost').pathname };
      // The replica's copy differs: what a page shows says which database it read.
      await replica.db.updateTable('posts').set({ title: 'As The Replica Has It' }).where('id', '=', post.id).execute();
    });
    afterAll(async () => {
      await store?.close();
      await primary?.close();
      await replica?.close();
      await dropDatabase(template.adminUrl, primaryName);
      await dropDatabase(template.adminUrl, replicaName);
    });

    it('a page read comes from the replica', async () => {
      expect(store.reads.hasReplica).toBe(true);
      expect(await page()).toBe('As The Replica Has It');
    });

    it('a write goes to the primary, and the writer reads it there for a few seconds while other readers stay on the replica', async () => {
      const edit = await app.fetch(
        new Request(`http://localhost/_/dev/posts/${post.id}/title`, { method: 'POST', body: JSON.stringify({ title: 'Written To The Primary' }) }),
        LOOPBACK,
      );
      expect(edit.status).toBe(200);
      const marker = edit.headers.getSetCookie().find((c) => c.startsWith(`${READ_YOUR_WRITES_COOKIE}=`));
      expect(marker).toBe(`${READ_YOUR_WRITES_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=${READ_YOUR_WRITES_MS / 1000}`);
      expect((await primary.db.selectFrom('posts').select('title').where('id', '=', post.id).executeTakeFirstOrThrow()).title).toBe('Written To The Primary');
      expect((await replica.db.selectFrom('posts').select('title').where('id', '=', post.id).executeTakeFirstOrThrow()).title).toBe('As The Replica Has It');
      // The writer's browser carries the marker: its next page reads the primary and shows its own write.
      expect(await page(`${READ_YOUR_WRITES_COOKIE}=1`)).toBe('Written To The Primary');
      // Anyone else reads the replica (which, here, never catches up).
      expect(await page()).toBe('As The Replica Has It');
      // A request that only reads answers no marker, whatever its method.
      const search = await anonymous(app, LOOPBACK.remoteAddress).graphql({ query: '{ search(query: "x", requests: [{ index: posts }]) { posts { status } } }' });
      expect(search.status).toBe(200);
      expect(search.headers.getSetCookie().some((c) => c.startsWith(`${READ_YOUR_WRITES_COOKIE}=`))).toBe(false);
    });

    it('within one request, reads after a write come from the primary; transactions, raw SQL and work outside a request never touch the replica', async () => {
      const title = () => store.db.selectFrom('posts').select('title').where('id', '=', post.id).executeTakeFirstOrThrow().then((r) => r.title);
      await primary.db.updateTable('posts').set({ title: 'Primary Title' }).where('id', '=', post.id).execute();
      const seen = await store.reads.run(true, async () => {
        const before = await title();
        const inTransaction = await store.db.transaction().execute((trx) => trx.selectFrom('posts').select('title').where('id', '=', post.id).executeTakeFirstOrThrow());
        const raw = await sql<{ title: string }>`select title from posts where id = ${post.id}`.execute(store.db);
        await store.db.updateTable('users').set({ bio: 'Wrote something' }).where('id', '=', (await primary.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id).execute();
        const after = await title();
        return { before, inTransaction: inTransaction.title, raw: raw.rows[0]!.title, after };
      });
      expect(seen).toEqual({ value: { before: 'As The Replica Has It', inTransaction: 'Primary Title', raw: 'Primary Title', after: 'Primary Title' }, wrote: true });
      expect(await store.reads.run(true, title)).toEqual({ value: 'As The Replica Has It', wrote: false });
      expect(await store.reads.run(false, title)).toEqual({ value: 'Primary Title', wrote: false });
      // Jobs, the mail sender, start-up: outside any request, the primary.
      expect(await title()).toBe('Primary Title');
    });
  });

  describe('statement timeouts (QUIRE_STATEMENT_TIMEOUT_MS, QUIRE_SEARCH_STATEMENT_TIMEOUT_MS, issue 20)', () => {
    const name = `quire_cluster_timeouts_${process.pid}`;
    let store: Store;
    let locker: pg.Client;

    beforeAll(async () => {
      await cloneDatabase(template.adminUrl, template.template, name);
      store = await openStore({ kind: 'postgres', connectionString: databaseUrl(template.adminUrl, name), statementTimeoutMs: 300, searchStatementTimeoutMs: 100 });
      locker = new pg.Client({ connectionString: databaseUrl(template.adminUrl, name) });
      await locker.connect();
    });
    afterAll(async () => {
      await locker?.end();
      await store?.close();
      await dropDatabase(template.adminUrl, name);
    });

    it('the pool cancels a statement past QUIRE_STATEMENT_TIMEOUT_MS, and SET LOCAL tightens it for one transaction only', async () => {
      await expect(sql`select pg_sleep(1)`.execute(store.db)).rejects.toMatchObject({ code: '57014' });
      await expect(store.withStatementTimeout(20, (db) => sql`select pg_sleep(0.2)`.execute(db))).rejects.toMatchObject({ code: '57014' });
      // Below the pool's bound, outside that transaction: runs.
      await expect(sql`select pg_sleep(0.15)`.execute(store.db)).resolves.toBeTruthy();
    });

    it('a search past its bound answers search failed (status ERROR), and a page past the pool bound a clear 503, never a 500', async () => {
      const app = testApp(store, { logError: () => {} });
      const reader = anonymous(app, LOOPBACK.remoteAddress);
      const SEARCH = '{ search(query: "the", requests: [{ index: posts }]) { posts { status hits { postId } } } }';
      const ok = (await reader.request(SEARCH)) as { data: { search: { posts: { status: string; hits: unknown[] } } } };
      expect(ok.data.search.posts.status).toBe('SUCCESS');
      expect(ok.data.search.posts.hits.length).toBeGreaterThan(0);
      // Another session holds the stories table: every statement that reads it waits, and the timeouts cut the wait.
      await locker.query('begin');
      await locker.query('lock table posts in access exclusive mode');
      try {
        const timedOut = (await reader.request(SEARCH)) as { data: { search: { posts: { status: string; hits: unknown[] } } }; errors?: unknown };
        expect(timedOut.errors).toBeUndefined();
        expect(timedOut.data.search.posts).toEqual({ status: 'ERROR', hits: [] });
        const page = await app.fetch(new Request('http://localhost/'), LOOPBACK);
        expect(page.status).toBe(503);
        expect(page.headers.get('retry-after')).toBe('5');
        // The error screen every page failure shows, never the error itself.
        const html = await page.text();
        expect(html).toContain('<!doctype html>');
        expect(html).not.toMatch(/statement timeout|DatabaseError|57014|\bat .*\.ts:\d+/);
        // A GraphQL request whose statement times out: a GraphQL error, not a stack.
        const gql = await reader.graphql({ query: '{ search(query: "zz", requests: [{ index: posts }]) { posts { status } } }' });
        expect(gql.status).toBe(200);
      } finally {
        await locker.query('rollback');
      }
    });
  });
}

