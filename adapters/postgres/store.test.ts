// The store's contract, run on PGlite and (with TEST_DATABASE_URL) on PostgreSQL alike.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPosition } from '../../core/feed/paging.ts';
import { postsRepository } from './posts.repository.ts';
import { publicationsRepository } from './publications.repository.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { DEMO_SEED, isEmpty, seedIfEmpty } from './seed/seed.ts';
import { migrate, openStore, type Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';
import { topicsRepository } from './topics.repository.ts';
import { usersRepository } from './users.repository.ts';
import { DEMO_WRITER_STORY_COUNT } from './seed/writer-stories.ts';
import { DEMO_SCHEDULED_ID, DEMO_SUBMISSION_ID } from './seed/demo-publication-people.ts';

for (const factory of testStores()) {
  describe(`store on ${factory.name} (migrations, the demo corpus, feeds, sessions)`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('is migrated: running the migrations again changes nothing', async () => {
      expect(await migrate(store)).toEqual([]);
    });

    it('holds the demo corpus: 600 posts, 8 publications, 20 topics, at least 60 writers', async () => {
      const count = async (table: 'posts' | 'publications' | 'topics') =>
        Number(
          (await store.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        );
      // Issue 16: the demo's responses are posts too (seed/demo-responses.ts), counted apart.
      const responses = Number((await store.db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('n')).where('type', '=', 'RESPONSE').executeTakeFirstOrThrow()).n);
      expect(responses).toBeGreaterThan(0);
      // The corpus's 600, the demo writer's stories in every Your Stories state (seed/writer-stories.ts) and the draft
      // in review in a publication's editor inbox and the story scheduled in it (seed/demo-publication-people.ts).
      expect((await count('posts')) - responses).toBe(600 + DEMO_WRITER_STORY_COUNT + 2);
      expect(await store.db.selectFrom('posts').select('id').where('id', 'in', [DEMO_SUBMISSION_ID, DEMO_SCHEDULED_ID]).execute()).toHaveLength(2);
      expect(await count('publications')).toBe(8);
      expect(await count('topics')).toBe(20);
      const writers = await store.db
        .selectFrom('posts')
        .select((eb) => eb.fn.count<string>('creatorId').distinct().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(writers.n)).toBeGreaterThanOrEqual(60);
    });

    it('runs without JIT compiling on PostgreSQL (issue 19: short statements must not pay for compiling)', async () => {
      const { rows } = await sql<{ jit: string }>`show jit`.execute(store.db).catch(() => ({ rows: [{ jit: 'unavailable' }] }));
      // PGlite has no JIT at all; a PostgreSQL connection of Quire's has it turned off.
      expect(rows[0]!.jit).toBe(store.kind === 'postgres' ? 'off' : rows[0]!.jit);
      if (store.kind === 'postgres') {
        // Every connection of the pool, not only the first.
        const answers = await Promise.all(Array.from({ length: 4 }, () => sql<{ jit: string }>`select current_setting('jit') as jit, pg_sleep(0.05)`.execute(store.db)));
        expect(answers.map((a) => a.rows[0]!.jit)).toEqual(['off', 'off', 'off', 'off']);
      }
    });

    it('does not seed twice', async () => {
      expect(await isEmpty(store)).toBe(false);
      expect(await seedIfEmpty(store, seedNow(), DEMO_SEED)).toBe(false);
    });

    it('pages through the whole recommended feed newest first, each listed post exactly once', async () => {
      const posts = postsRepository(store.db);
      const seen: string[] = [];
      let after: FeedPosition | null = null;
      let previous: FeedPosition | null = null;
      for (let guard = 0; guard < 100; guard++) {
        const [page] = await posts.recommendedFeedPages([{ limit: 25, after }]);
        for (const p of page!) {
          if (previous) {
            const ordered =
              p.publishedAt.getTime() < previous.publishedAt.getTime() ||
              (p.publishedAt.getTime() === previous.publishedAt.getTime() && p.id < previous.id);
            expect(ordered).toBe(true);
          }
          expect(p.visibility).not.toBe('UNLISTED');
          previous = p;
          seen.push(p.id);
        }
        if (page!.length < 25) break;
        after = page![page!.length - 1]!;
      }
      const listed = await store.db
        .selectFrom('posts')
        .select('id')
        .where('publishedAt', 'is not', null)
        .where('visibility', '<>', 'UNLISTED')
        .where('type', '=', 'STORY')
        .execute();
      expect(new Set(seen).size).toBe(seen.length);
      expect(new Set(seen)).toEqual(new Set(listed.map((r) => r.id)));
    });

    it('answers several feed pages in one call exactly as it answers each alone', async () => {
      const posts = postsRepository(store.db);
      const [opening] = await posts.recommendedFeedPages([{ limit: 30, after: null }]);
      const requests = [
        { limit: 5, after: null },
        { limit: 3, after: opening![4]! },
        { limit: 7, after: opening![20]! },
        { limit: 5, after: null },
        { limit: 2, after: { publishedAt: new Date('1990-01-01T00:00:00Z'), id: '000000000000' } },
      ];
      const together = await posts.recommendedFeedPages(requests);
      const alone = await Promise.all(requests.map(async (r) => (await posts.recommendedFeedPages([r]))[0]));
      expect(together.map((page) => page.map((p) => p.id))).toEqual(alone.map((page) => page!.map((p) => p.id)));
      expect(together[1]!.map((p) => p.id)).toEqual(opening!.slice(5, 8).map((p) => p.id));
      expect(together[4]).toEqual([]);
      expect(await posts.recommendedFeedPages([])).toEqual([]);
    });

    it('loads posts by id with their paragraph-model body and preview image', async () => {
      const posts = postsRepository(store.db);
      const first = (await posts.recommendedFeedPages([{ limit: 1, after: null }]))[0]![0];
      const [full] = await posts.postsByIds([first!.id, 'ffffffffffff']);
      expect(full!.id).toBe(first!.id);
      expect(Array.isArray(full!.body)).toBe(true);
      expect(full!.body.length).toBeGreaterThan(0);
      const firstImage = full!.body.find((p) => p.type === 'IMG');
      expect(full!.previewImage).toEqual(firstImage?.metadata ?? null);
    });

    it('answers users, publications, editors, navigation, counts and topics', async () => {
      const users = usersRepository(store.db);
      const publications = publicationsRepository(store.db);
      const topics = topicsRepository(store.db);
      const [pub] = await store.db.selectFrom('publications').select(['id', 'slug']).orderBy('slug').limit(1).execute();
      const [bySlug] = await publications.publicationsBySlugs([pub!.slug.toUpperCase()]);
      expect(bySlug?.id).toBe(pub!.id);
      const editors = (await publications.editorsOf([pub!.id])).get(pub!.id)!;
      expect(editors[0]!.role).toBe('OWNER');
      expect(editors.filter((e) => e.role === 'OWNER')).toHaveLength(1);
      expect((await publications.navigationItemsOf([pub!.id])).get(pub!.id)!.length).toBeGreaterThanOrEqual(3);
      expect((await publications.followerCounts([pub!.id])).get(pub!.id)).toBeGreaterThanOrEqual(0);
      const creator = editors[0]!.userId;
      const [user] = await users.usersByIds([creator]);
      const [byName] = await users.usersByUsernames([user!.username.toUpperCase()]);
      expect(byName?.id).toBe(creator);
      const stats = (await users.socialStats([creator])).get(creator)!;
      expect(stats.followingCount).toBeGreaterThan(0);
      const most = await topics.mostUsed(5);
      expect(most).toHaveLength(5);
    });

    it('keeps sessions by token hash until they expire', async () => {
      const sessions = sessionsRepository(store.db);
      const [user] = await store.db.selectFrom('users').select('id').limit(1).execute();
      const now = new Date('2026-11-21T12:00:00Z');
      await sessions.create({ tokenHash: 'a'.repeat(64), userId: user!.id, xsrf: 'x1', expiresAt: new Date(now.getTime() + 60_000), authenticatedAt: now });
      await sessions.create({ tokenHash: 'b'.repeat(64), userId: user!.id, xsrf: 'x2', expiresAt: new Date(now.getTime() - 1), authenticatedAt: now });
      expect(await sessions.find('a'.repeat(64), now)).toEqual({ userId: user!.id, xsrf: 'x1', authenticatedAt: now, lastSeenAt: now });
      expect(await sessions.find('b'.repeat(64), now)).toBeNull();
      expect(await sessions.find('c'.repeat(64), now)).toBeNull();
      expect(await sessions.removeExpired(now)).toBe(1);
      await sessions.remove('a'.repeat(64));
      expect(await sessions.find('a'.repeat(64), now)).toBeNull();
    });

    it('refuses a self-follow and an unknown role at the database', async () => {
      const [user] = await store.db.selectFrom('users').select('id').limit(1).execute();
      await expect(
        store.db.insertInto('userFollows').values({ followerId: user!.id, followeeId: user!.id }).execute(),
      ).rejects.toThrow();
      const [pub] = await store.db.selectFrom('publications').select('id').limit(1).execute();
      await expect(
        store.db
          .insertInto('publicationEditors')
          .values({ publicationId: pub!.id, userId: user!.id, role: 'ADMIN' as never })
          .execute(),
      ).rejects.toThrow();
    });
  });
}

describe('embedded store on disk (acknowledged writes are durable)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-durable-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps an acknowledged write across a close and reopen of the data directory', async () => {
    const first = await openStore({ kind: 'pglite', dataDir: dir });
    await migrate(first);
    await first.db
      .insertInto('users')
      .values({ id: 'abc123abc123', username: 'durable', name: 'Durable Writer', email: 'durable@example.com' })
      .execute();
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await openStore({ kind: 'pglite', dataDir: dir });
    const row = await second.db.selectFrom('users').select(['username']).where('id', '=', 'abc123abc123').executeTakeFirst();
    await second.close();
    expect(row?.username).toBe('durable');
  });
});
