// Issue 19: a story search ranks a bounded set of candidates — the newest SEARCH_CANDIDATES matches — whichever
// way it gathers them (the newest stories for a common word, the GIN index for a rarer one), and both ways give
// the same answer. On PGlite and (with TEST_DATABASE_URL) PostgreSQL, with 1,300 stories of one common word.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSearch, SEARCH_CANDIDATES } from './search.postgres.ts';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

const COMMON = 1300;

for (const factory of testStores()) {
  describe(`story search bounds on ${factory.name} (issue 19)`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
      const writer = (await store.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      // 1,300 stories say 'lanterns', the newest first; the oldest says it twice, in title and subtitle (the best
      // match of all, but older than the newest 1,000); a handful say 'quokka' among old stories.
      await sql`
        insert into posts (id, creator_id, title, subtitle, body, published_at, latest_published_at)
        select 'lant' || lpad(i::text, 8, '0'), ${writer},
               case when i = ${COMMON} then 'Lanterns lanterns lanterns' else 'Notes on lanterns ' || i end,
               case when i = ${COMMON} then 'lanterns everywhere' when i % 400 = 7 then 'a quokka appears' else '' end,
               '[]'::jsonb, ${seedNow()}::timestamptz - make_interval(mins => i), ${seedNow()}::timestamptz - make_interval(mins => i)
        from generate_series(1, ${COMMON}) as i`.execute(store.db);
    });
    afterAll(async () => {
      await store.close();
    });

    const search = async (query: string, page = 0, hitsPerPage = 100) => {
      const [result] = await postgresSearch(store.db).search([{ indexName: 'posts', params: { query, hitsPerPage, page } }]);
      if (!result?.ok) throw new Error('search failed');
      return result.hits.map((h) => ('postId' in h ? h.postId : h.objectID));
    };

    it('ranks only the newest matches of a common word: the best but oldest match is not among them', async () => {
      const pages: string[] = [];
      for (let page = 0; page < 12; page++) pages.push(...(await search('lanterns', page)));
      expect(pages).toHaveLength(SEARCH_CANDIDATES);
      expect(new Set(pages).size).toBe(SEARCH_CANDIDATES);
      expect(pages).not.toContain(`lant${String(COMMON).padStart(8, '0')}`);
      // The newest thousand, whatever their order by rank.
      const newest = Array.from({ length: SEARCH_CANDIDATES }, (_, i) => `lant${String(i + 1).padStart(8, '0')}`);
      expect([...pages].sort()).toEqual(newest.sort());
    });

    it('finds every match of a rarer word, however old', async () => {
      const hits = await search('quokka');
      const expected = Array.from({ length: COMMON }, (_, i) => i + 1).filter((i) => i % 400 === 7).map((i) => `lant${String(i).padStart(8, '0')}`);
      expect([...hits].sort()).toEqual(expected.sort());
    });

    it('answers the same candidates both ways: a common word scoped to its writer ranks the same thousand', async () => {
      const writer = (await store.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const scoped = async (page: number) => {
        const [result] = await postgresSearch(store.db).search([{ indexName: 'posts', params: { query: 'lanterns', hitsPerPage: 100, page, filters: `creatorId:"${writer}"` } }]);
        if (!result?.ok) throw new Error('scoped search failed');
        return result.hits.map((h) => ('postId' in h ? h.postId : h.objectID));
      };
      // The scoped search gathers from the GIN index, the unscoped one from the newest stories.
      expect(await scoped(0)).toEqual(await search('lanterns', 0));
      expect(await scoped(9)).toEqual(await search('lanterns', 9));
    });
  });
}
