// Issue 20, "Done when": two real server processes (the built dist/server/main.js, twice) on one PostgreSQL serve no
// stale page after a write through the other — a story edit, a follow, a suspension. Each write goes through
// process A while process B holds the story's page in its own page cache; B must answer afresh within a second
// (the purge travels by LISTEN/NOTIFY). Needs TEST_DATABASE_URL (a PostgreSQL server): a database of its own is
// made, seeded by A at first start, and dropped.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSignIn, graphqlAs, startServer, type RunningServer } from './harness.ts';

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const NAME = `quire_cluster_e2e_${process.pid}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

if (!adminUrl) {
  describe('two real processes on one PostgreSQL (issue 20)', () => {
    it.skip('needs TEST_DATABASE_URL (a PostgreSQL server)', () => {});
  });
} else {
  describe('two real processes on one PostgreSQL serve no stale page after a write through the other (issue 20)', () => {
    const url = new URL(adminUrl);
    url.pathname = `/${NAME}`;
    const env = { DATABASE_URL: url.toString(), QUIRE_DEV_SIGN_IN: 'true', QUIRE_STAFF_USERNAMES: 'lena_fischer' };
    let a: RunningServer;
    let b: RunningServer;
    let post: { id: string; creatorId: string; path: string };

    const page = (server: RunningServer, path: string) => fetch(server.url + path, { redirect: 'manual' });
    /** B holds the page in its own cache. */
    const cachedInB = async () => {
      await page(b, post.path);
      expect((await page(b, post.path)).headers.get('x-quire-cache')).toMatch(/^HIT/);
    };
    /** B answers afresh (a MISS) within a second, with what `check` looks for. */
    const freshInB = (check: (html: string) => boolean) =>
      expect
        .poll(
          async () => {
            const response = await page(b, post.path);
            return /^MISS/.test(response.headers.get('x-quire-cache') ?? '') && check(await response.text());
          },
          { timeout: 1000, interval: 20 },
        )
        .toBe(true);

    beforeAll(async () => {
      await admin(`drop database if exists "${NAME}" with (force)`);
      await admin(`create database "${NAME}"`);
      // A migrates and seeds; B starts on the database A made.
      a = await startServer(env);
      b = await startServer(env);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ id: string; creator_id: string }>(
        'select id, creator_id from posts where published_at is not null and publication_id is null and suspended_at is null and not is_locked order by id limit 1',
      );
      await client.end();
      const redirect = await page(b, `/p/${rows[0]!.id}`);
      post = { id: rows[0]!.id, creatorId: rows[0]!.creator_id, path: new URL(redirect.headers.get('location') ?? `/p/${rows[0]!.id}`, b.url).pathname };
      // Seeding PostgreSQL at A's first start can take a few minutes on a loaded two-core machine.
    }, 300_000);
    afterAll(async () => {
      await b?.stop();
      await a?.stop();
      await admin(`drop database if exists "${NAME}" with (force)`);
    });

    it('a story edit through A: B answers the new title', async () => {
      await cachedInB();
      const title = `Edited Through Process A ${process.pid}`;
      const edit = await fetch(`${a.url}/_/dev/posts/${post.id}/title`, { method: 'POST', body: JSON.stringify({ title }) });
      expect(edit.status).toBe(200);
      await freshInB((html) => html.includes(title));
    });

    it('a follow through A: B renders the writer’s story afresh', async () => {
      await cachedInB();
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ username: string }>('select username from users where id <> $1 order by id limit 1', [post.creatorId]);
      await client.end();
      const reader = await devSignIn(a.url, rows[0]!.username);
      const followed = await graphqlAs(a.url, reader, 'mutation F($id: ID!) { followUser(targetUserId: $id) { id } }', { id: post.creatorId });
      expect(followed.errors).toBeUndefined();
      await freshInB(() => true);
    });

    it('a suspension through A: B’s readers get the notice, not the cached story', async () => {
      await cachedInB();
      const staff = await devSignIn(a.url, 'lena_fischer');
      const done = await graphqlAs(a.url, staff, 'mutation S($postId: ID!) { setPostSuspended(postId: $postId, suspended: true) { id isSuspended } }', { postId: post.id });
      expect(done.data?.setPostSuspended).toEqual({ id: post.id, isSuspended: true });
      await freshInB((html) => html.includes('<title>Story suspended | Quire</title>'));
    });
  });
}
