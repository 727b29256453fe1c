// Issue 22 part B: the store's side of a publication's settings and pages, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL — the archive's buckets in the publication's time zone agree with core's rule, subpage addresses are
// unique and their limit holds under concurrent writes, a list replaced in a transaction is never half-changed,
// and the demo publications have their about text, guidelines and subpages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveRange, localDate } from '../../core/publication/archive.ts';
import { publicationSettingsRepository } from './publication-settings.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

for (const factory of testStores()) {
  describe(`publication settings in the store on ${factory.name} (issue 22)`, () => {
    let store: Store;
    let repo: ReturnType<typeof publicationSettingsRepository>;
    let pub: { id: string; slug: string };
    let stories: { id: string; publishedAt: Date }[];

    beforeAll(async () => {
      store = await factory.open();
      repo = publicationSettingsRepository(store.db);
      // The publication with the most stories.
      const row = await store.db
        .selectFrom('posts')
        .innerJoin('publications', 'publications.id', 'posts.publicationId')
        .select(['publications.id', 'publications.slug', (eb) => eb.fn.countAll<string>().as('n')])
        .where('posts.statusForCollection', '=', 'APPROVED')
        .where('posts.publishedAt', 'is not', null)
        .groupBy(['publications.id', 'publications.slug'])
        .orderBy('n', 'desc')
        .orderBy('publications.id')
        .executeTakeFirstOrThrow();
      pub = { id: row.id, slug: row.slug };
      stories = (
        await store.db
          .selectFrom('posts')
          .select(['id', 'publishedAt'])
          .where('publicationId', '=', pub.id)
          .where('statusForCollection', '=', 'APPROVED')
          .where('publishedAt', 'is not', null)
          .where('visibility', '<>', 'UNLISTED')
          .where('type', '=', 'STORY')
          .where('deletedAt', 'is', null)
          .where('suspendedAt', 'is', null)
          .execute()
      ).map((s) => ({ id: s.id, publishedAt: s.publishedAt! }));
    });
    afterAll(async () => {
      await store?.close();
    });

    it('buckets the archive by the date in the publication’s time zone, as core does', async () => {
      for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
        const index = await repo.archiveIndex(pub.id, zone);
        const expected = new Map<string, number>();
        for (const s of stories) {
          const { year, month } = localDate(s.publishedAt, zone);
          expected.set(`${year}-${month}`, (expected.get(`${year}-${month}`) ?? 0) + 1);
        }
        expect(new Map(index.map((r) => [`${r.year}-${r.month}`, r.count])), zone).toEqual(expected);
        // A day's page holds exactly the stories whose local date is that day.
        const { year, month, day } = localDate(stories[0]!.publishedAt, zone);
        const rows = await repo.archive(pub.id, archiveRange({ year, month, day }, zone), 100, null, null);
        const same = stories.filter((s) => {
          const d = localDate(s.publishedAt, zone);
          return d.year === year && d.month === month && d.day === day;
        });
        expect(rows.map((r) => r.id).sort(), zone).toEqual(same.map((s) => s.id).sort());
      }
    });

    it('keeps subpage addresses unique per publication, and the subpage limit under concurrent creation', async () => {
      const body = [{ name: 'p0', type: 'P' as const, text: 'x', markups: [] }];
      const before = (await repo.subpagesOf(pub.id)).length;
      const first = await repo.createSubpage(pub.id, { title: 'T', slug: 'limit-test', body }, 'sp-limit-1', before + 10);
      expect(first.ok).toBe(true);
      expect(await repo.createSubpage(pub.id, { title: 'T', slug: 'limit-test', body }, 'sp-limit-2', before + 10)).toEqual({ ok: false, error: 'SLUG_TAKEN' });
      // One place left; two requests at once: exactly one gets it.
      const limit = before + 2;
      const results = await Promise.all([
        repo.createSubpage(pub.id, { title: 'A', slug: 'race-a', body }, 'sp-race-a', limit),
        repo.createSubpage(pub.id, { title: 'B', slug: 'race-b', body }, 'sp-race-b', limit),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'TOO_MANY' }]);
      expect(await repo.subpagesOf(pub.id)).toHaveLength(limit);
      const renamed = await repo.updateSubpage(pub.id, 'limit-test', { title: 'Renamed', slug: 'renamed', body });
      expect(renamed).toMatchObject({ ok: true, subpage: { slug: 'renamed', title: 'Renamed' } });
      expect(await repo.updateSubpage(pub.id, 'no-such', { title: 'x', slug: 'x', body })).toEqual({ ok: false, error: 'NOT_FOUND' });
      for (const slug of ['renamed', 'race-a', 'race-b']) await repo.deleteSubpage(pub.id, slug);
    });

    it('replaces the navigation in one transaction: a bad row leaves the old tabs as they were', async () => {
      const old = await store.db.selectFrom('navigationItems').selectAll().where('publicationId', '=', pub.id).orderBy('position').execute();
      await expect(
        repo.replaceNavigation(pub.id, [
          { title: 'Latest', destination: 'LATEST', value: '' },
          { title: 'Broken', destination: 'NOT_A_DESTINATION' as 'LATEST', value: '' },
        ]),
      ).rejects.toThrow();
      const after = await store.db.selectFrom('navigationItems').selectAll().where('publicationId', '=', pub.id).orderBy('position').execute();
      expect(after).toEqual(old);
    });

    it('gives the demo publications an about text, guidelines and a subpage for each PAGE tab', async () => {
      const publications = await store.db.selectFrom('publications').select(['id', 'about', 'writeForUs']).execute();
      for (const p of publications) {
        expect(p.about, p.id).not.toBe('');
        expect(p.writeForUs, p.id).not.toBe('');
        const pages = await store.db.selectFrom('navigationItems').select('value').where('publicationId', '=', p.id).where('destination', '=', 'PAGE').execute();
        expect(pages.length, p.id).toBeGreaterThan(0);
        for (const page of pages) expect(await repo.subpage(p.id, page.value), `${p.id} ${page.value}`).not.toBeNull();
      }
    });
  });
}
