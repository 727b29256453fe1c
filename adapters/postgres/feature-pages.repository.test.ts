// A publication's feature pages in the store (migration 0055), on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// an address is unique per publication, the page limit holds under concurrent creates, a new order is written only
// when it names every page once (in one statement), a page's stories are the publication's with any of its tags,
// newest first and keyset-paged, and the first demo publication has its two feature pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeaturePage } from '../../core/publication/feature-pages.ts';
import { featurePagesRepository } from './feature-pages.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

const page = (slug: string, tags: string[] = ['writing']): FeaturePage => ({ slug, title: `Page ${slug}`, description: '', layout: 'LIST', tags });

for (const factory of testStores()) {
  describe(`feature pages in the store on ${factory.name}`, () => {
    let store: Store;
    let repo: ReturnType<typeof featurePagesRepository>;
    let pub: { id: string };
    let tag: string;

    beforeAll(async () => {
      store = await factory.open();
      repo = featurePagesRepository(store.db);
      // A publication with no feature pages, and the tag its stories carry most.
      const row = await store.db
        .selectFrom('postTags')
        .innerJoin('posts', 'posts.id', 'postTags.postId')
        .select(['posts.publicationId', 'postTags.tagSlug', (eb) => eb.fn.countAll<string>().as('n')])
        .where('posts.statusForCollection', '=', 'APPROVED')
        .where('posts.publicationId', 'is not', null)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('publicationFeaturePages').select('id').whereRef('publicationFeaturePages.publicationId', '=', 'posts.publicationId'))))
        .groupBy(['posts.publicationId', 'postTags.tagSlug'])
        .orderBy('n', 'desc')
        .orderBy('postTags.tagSlug')
        .executeTakeFirstOrThrow();
      pub = { id: row.publicationId! };
      tag = row.tagSlug;
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('gives the first demo publication two feature pages, each showing stories', async () => {
      const rows = await store.db.selectFrom('publicationFeaturePages').select(['publicationId', 'slug', 'tags']).orderBy('position').execute();
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((r) => r.publicationId)).size).toBe(1);
      for (const r of rows) expect((await repo.featurePagePosts(r.publicationId, r.tags as string[], 5, null, null)).length).toBeGreaterThan(0);
      // A Section tab leads to the first.
      const tab = await store.db.selectFrom('navigationItems').select('value').where('publicationId', '=', rows[0]!.publicationId).where('destination', '=', 'SECTION').where('value', '=', rows[0]!.slug).executeTakeFirst();
      expect(tab).toBeDefined();
    });

    it('keeps an address unique per publication and the order they were made in', async () => {
      const first = await repo.createFeaturePage(pub.id, page('alpha'), 'fp-alpha', 20);
      expect(first.ok).toBe(true);
      expect(await repo.createFeaturePage(pub.id, page('alpha'), 'fp-alpha-2', 20)).toEqual({ ok: false, error: 'SLUG_TAKEN' });
      expect((await repo.createFeaturePage(pub.id, page('beta'), 'fp-beta', 20)).ok).toBe(true);
      expect(await repo.updateFeaturePage(pub.id, 'beta', page('alpha'))).toEqual({ ok: false, error: 'SLUG_TAKEN' });
      expect(await repo.updateFeaturePage(pub.id, 'nope', page('nope'))).toEqual({ ok: false, error: 'NOT_FOUND' });
      const renamed = await repo.updateFeaturePage(pub.id, 'beta', { ...page('gamma', ['poetry', 'film']), layout: 'GRID' });
      expect(renamed).toMatchObject({ ok: true, page: { slug: 'gamma', layout: 'GRID', tags: ['poetry', 'film'], position: 1 } });
      expect((await repo.featurePagesOf(pub.id)).map((p) => p.slug)).toEqual(['alpha', 'gamma']);
      expect(await repo.featurePage(pub.id, 'GAMMA')).toMatchObject({ slug: 'gamma' });
    });

    it('writes a new order only when it names every page once', async () => {
      await repo.createFeaturePage(pub.id, page('delta'), 'fp-delta', 20);
      expect(await repo.reorderFeaturePages(pub.id, ['delta', 'alpha'])).toBe(false);
      expect(await repo.reorderFeaturePages(pub.id, ['delta', 'alpha', 'alpha'])).toBe(false);
      expect(await repo.reorderFeaturePages(pub.id, ['delta', 'alpha', 'nope'])).toBe(false);
      expect((await repo.featurePagesOf(pub.id)).map((p) => p.slug)).toEqual(['alpha', 'gamma', 'delta']);
      expect(await repo.reorderFeaturePages(pub.id, ['delta', 'alpha', 'gamma'])).toBe(true);
      expect((await repo.featurePagesOf(pub.id)).map((p) => p.slug)).toEqual(['delta', 'alpha', 'gamma']);
      // A page added after the order was read: the old order no longer names every page, and changes nothing.
      await repo.createFeaturePage(pub.id, page('epsilon'), 'fp-epsilon', 20);
      expect(await repo.reorderFeaturePages(pub.id, ['gamma', 'alpha', 'delta'])).toBe(false);
      expect((await repo.featurePagesOf(pub.id)).map((p) => p.slug)).toEqual(['delta', 'alpha', 'gamma', 'epsilon']);
      expect(await repo.deleteFeaturePage(pub.id, 'epsilon')).toBe(true);
      expect(await repo.deleteFeaturePage(pub.id, 'epsilon')).toBe(false);
    });

    it('holds the page limit under concurrent creates', async () => {
      const existing = (await repo.featurePagesOf(pub.id)).length;
      const limit = existing + 3;
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => repo.createFeaturePage(pub.id, page(`race-${i}`), `fp-race-${i}`, limit)));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(results.filter((r) => !r.ok && r.error === 'TOO_MANY')).toHaveLength(5);
      const pages = await repo.featurePagesOf(pub.id);
      expect(pages).toHaveLength(limit);
      // Positions stay distinct: each create took the next one under the lock.
      expect(new Set(pages.map((p) => p.position)).size).toBe(pages.length);
    });

    it('reads a page’s stories: the publication’s, with any of its tags, newest first, keyset-paged', async () => {
      const all = await repo.featurePagePosts(pub.id, [tag], 1000, null, null);
      const expected = await store.db
        .selectFrom('posts')
        .innerJoin('postTags', 'postTags.postId', 'posts.id')
        .select('posts.id')
        .where('posts.publicationId', '=', pub.id)
        .where('postTags.tagSlug', '=', tag)
        .where('posts.statusForCollection', '=', 'APPROVED')
        .where('posts.publishedAt', 'is not', null)
        .where('posts.visibility', '<>', 'UNLISTED')
        .where('posts.suspendedAt', 'is', null)
        .where('posts.deletedAt', 'is', null)
        .where('posts.type', '=', 'STORY')
        .execute();
      expect(new Set(all.map((p) => p.id))).toEqual(new Set(expected.map((r) => r.id)));
      expect(all.length).toBeGreaterThan(1);
      for (let i = 1; i < all.length; i++) expect(all[i - 1]!.publishedAt.getTime()).toBeGreaterThanOrEqual(all[i]!.publishedAt.getTime());
      const firstPage = await repo.featurePagePosts(pub.id, [tag], 1, null, null);
      const second = await repo.featurePagePosts(pub.id, [tag], 1, { publishedAt: firstPage[0]!.publishedAt, id: firstPage[0]!.id }, null);
      expect(second[0]?.id).toBe(all[1]!.id);
      expect(await repo.featurePagePosts(pub.id, ['no-such-tag-here'], 10, null, null)).toEqual([]);
      expect(await repo.featurePagePosts(pub.id, [], 10, null, null)).toEqual([]);
    });
  });
}
