// Issue 19 (migration 0034): a tag's and a topic's count of published, listed stories is kept by triggers, not
// counted per view. Property: after any sequence of writes — links made and removed, stories published,
// unlisted, suspended, trashed, restored, turned into responses, deleted — every count equals a recount. And the
// search vector is stored and follows an edited title. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

const TAGS = 3;
const TOPICS = 2;
const POSTS = 4;

type Op =
  | { kind: 'link-tag' | 'unlink-tag'; post: number; tag: number }
  | { kind: 'link-topic' | 'unlink-topic'; post: number; topic: number }
  | { kind: 'set'; post: number; field: 'published' | 'unlisted' | 'suspended' | 'trashed' | 'response'; on: boolean }
  | { kind: 'delete' | 'create'; post: number };

const post = fc.integer({ min: 0, max: POSTS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('link-tag' as const, 'unlink-tag' as const), post, tag: fc.integer({ min: 0, max: TAGS - 1 }) }),
  fc.record({ kind: fc.constantFrom('link-topic' as const, 'unlink-topic' as const), post, topic: fc.integer({ min: 0, max: TOPICS - 1 }) }),
  fc.record({ kind: fc.constant('set' as const), post, field: fc.constantFrom('published' as const, 'unlisted' as const, 'suspended' as const, 'trashed' as const, 'response' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('delete' as const, 'create' as const), post }),
);

const LISTED = sql`p.published_at is not null and p.visibility <> 'UNLISTED' and p.suspended_at is null and p.deleted_at is null and p.type = 'STORY'`;

for (const factory of testStores()) {
  describe(`listed counts on ${factory.name} (issue 19, migration 0034)`, () => {
    let store: Store;
    let writer: string;
    let run = 0;
    beforeAll(async () => {
      store = await factory.open();
      writer = (await store.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => {
      await store.close();
    });

    it("keeps every tag's and topic's count equal to a recount, whatever the writes", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
          const r = `lc${++run}x${Math.floor(Math.random() * 1e6)}`;
          const tags = Array.from({ length: TAGS }, (_, i) => `${r}-tag-${i}`);
          const topics = Array.from({ length: TOPICS }, (_, i) => `${r}-topic-${i}`);
          const posts = Array.from({ length: POSTS }, (_, i) => `${r}p${i}`);
          const db = store.db;
          await db.insertInto('tags').values(tags.map((slug) => ({ slug, displayTitle: slug }))).execute();
          await db.insertInto('topics').values(topics.map((id) => ({ id, slug: id, name: id }))).execute();
          const exists = new Set<number>();
          const create = async (i: number) => {
            await db
              .insertInto('posts')
              .values({ id: posts[i]!, creatorId: writer, title: `Story ${i}`, body: JSON.stringify([]), publishedAt: seedNow(), latestPublishedAt: seedNow() } as never)
              .execute();
            exists.add(i);
          };
          for (let i = 0; i < POSTS; i++) await create(i);
          for (const o of ops) {
            if (o.kind === 'create') {
              if (!exists.has(o.post)) await create(o.post);
              continue;
            }
            if (!exists.has(o.post)) continue;
            const id = posts[o.post]!;
            switch (o.kind) {
              case 'link-tag':
                await sql`insert into post_tags (post_id, tag_slug, position) values (${id}, ${tags[o.tag]!}, 0) on conflict do nothing`.execute(db);
                break;
              case 'unlink-tag':
                await db.deleteFrom('postTags').where('postId', '=', id).where('tagSlug', '=', tags[o.tag]!).execute();
                break;
              case 'link-topic':
                await sql`insert into post_topics (post_id, topic_id) values (${id}, ${topics[o.topic]!}) on conflict do nothing`.execute(db);
                break;
              case 'unlink-topic':
                await db.deleteFrom('postTopics').where('postId', '=', id).where('topicId', '=', topics[o.topic]!).execute();
                break;
              case 'delete':
                await db.deleteFrom('posts').where('id', '=', id).execute();
                exists.delete(o.post);
                break;
              case 'set': {
                const value =
                  o.field === 'published' ? { publishedAt: o.on ? seedNow() : null }
                  : o.field === 'unlisted' ? { visibility: o.on ? 'UNLISTED' : 'PUBLIC' }
                  : o.field === 'suspended' ? { suspendedAt: o.on ? seedNow() : null }
                  : o.field === 'trashed' ? { deletedAt: o.on ? seedNow() : null }
                  : { type: o.on ? 'RESPONSE' : 'STORY' };
                await db.updateTable('posts').set(value as never).where('id', '=', id).execute();
                break;
              }
            }
          }
          const { rows: tagRows } = await sql<{ slug: string; kept: number; counted: number }>`
            select t.slug, t.listed_post_count as kept,
              (select count(*)::int from post_tags pt join posts p on p.id = pt.post_id where pt.tag_slug = t.slug and ${LISTED}) as counted
            from tags t where t.slug in (${sql.join(tags)})`.execute(db);
          const { rows: topicRows } = await sql<{ id: string; kept: number; counted: number }>`
            select t.id, t.listed_post_count as kept,
              (select count(*)::int from post_topics pt join posts p on p.id = pt.post_id where pt.topic_id = t.id and ${LISTED}) as counted
            from topics t where t.id in (${sql.join(topics)})`.execute(db);
          for (const row of [...tagRows, ...topicRows]) expect(row.kept).toBe(row.counted);
          expect(tagRows).toHaveLength(TAGS);
          expect(topicRows).toHaveLength(TOPICS);
        }),
        { numRuns: 25 },
      );
    });

    it('counts the demo corpus as a recount would, from the migration on', async () => {
      const { rows } = await sql<{ wrong: number }>`
        select count(*)::int as wrong from tags t
        where t.listed_post_count <> (select count(*) from post_tags pt join posts p on p.id = pt.post_id where pt.tag_slug = t.slug and ${LISTED})`.execute(store.db);
      expect(rows[0]!.wrong).toBe(0);
      const heaviest = await store.db.selectFrom('tags').select('listedPostCount').orderBy('listedPostCount', 'desc').executeTakeFirstOrThrow();
      expect(heaviest.listedPostCount).toBeGreaterThan(0);
    });

    it("keeps the stored search vector in step with an edited title", async () => {
      const id = `sv${Date.now().toString(36)}`;
      await store.db.insertInto('posts').values({ id, creatorId: writer, title: 'Zeppelins over harbours', body: JSON.stringify([]), publishedAt: seedNow() } as never).execute();
      const matches = async (word: string) =>
        (await sql<{ n: number }>`select count(*)::int as n from posts where id = ${id} and search_vector @@ to_tsquery('simple', ${word})`.execute(store.db)).rows[0]!.n;
      expect(await matches('zeppelins')).toBe(1);
      await store.db.updateTable('posts').set({ title: 'Airships over harbours' }).where('id', '=', id).execute();
      expect(await matches('zeppelins')).toBe(0);
      expect(await matches('airships')).toBe(1);
    });
  });
}
