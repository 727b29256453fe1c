// A publication's feature pages and followers settings through the fetch handler, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: the demo feature page and its tagged pages served to anyone (and cached, a change
// showing at once), a Section tab's address without a feature page still going to /all?topic=, the settings for
// owners and editors only (others 403, logged out sent to sign in), each rule's refusal in words, reorder and
// delete; the followers settings with the count, and their CSV for owners and editors only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_PAGE_MESSAGES } from '../../core/publication/feature-pages.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';
import { anonymous, SignedInBrowsers, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const FIELDS = 'slug title description layout url tags { slug displayTitle }';
const CREATE = `mutation C($id: ID!, $input: FeaturePageInput!) { createPublicationFeaturePage(publicationId: $id, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $slug: String!, $input: FeaturePageInput!) { updatePublicationFeaturePage(publicationId: $id, slug: $slug, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation D($id: ID!, $slug: String!) { deletePublicationFeaturePage(publicationId: $id, slug: $slug) }`;
const REORDER = `mutation R($id: ID!, $slugs: [String!]!) { reorderPublicationFeaturePages(publicationId: $id, slugs: $slugs) { slug } }`;

for (const factory of testStores()) {
  describe(`feature pages and followers settings on ${factory.name}`, () => {
    let store: Store;
    let app: App;
    const browsers = new SignedInBrowsers(() => app);
    let pub: { id: string; slug: string; name: string };
    let demo: { slug: string; title: string; tags: string[] }[];
    let owner: string;
    let outsider: string;

    const gql = async (as: string | null, query: string, variables: Record<string, unknown>) => {
      const browser = as === null ? await anonymous(app).start() : await browsers.as(as);
      return (await browser.request(query, variables)) as GraphQLAnswer;
    };
    const page = async (path: string, as: string | null = null) => (as === null ? anonymous(app) : await browsers.as(as)).fetch(path, { redirect: 'manual' });

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, edgeCache: { ...DEFAULT_EDGE_CACHE } });
      const rows = await store.db
        .selectFrom('publicationFeaturePages')
        .innerJoin('publications', 'publications.id', 'publicationFeaturePages.publicationId')
        .select(['publications.id', 'publications.slug', 'publications.name', 'publicationFeaturePages.slug as pageSlug', 'publicationFeaturePages.title', 'publicationFeaturePages.tags'])
        .orderBy('publicationFeaturePages.position')
        .execute();
      pub = { id: rows[0]!.id, slug: rows[0]!.slug, name: rows[0]!.name };
      demo = rows.map((r) => ({ slug: r.pageSlug, title: r.title, tags: r.tags as string[] }));
      owner = (
        await store.db
          .selectFrom('publicationEditors')
          .innerJoin('users', 'users.id', 'publicationEditors.userId')
          .select('users.username')
          .where('publicationEditors.publicationId', '=', pub.id)
          .where('publicationEditors.role', '=', 'OWNER')
          .executeTakeFirstOrThrow()
      ).username;
      outsider = (
        await store.db
          .selectFrom('users')
          .select('username')
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('publicationEditors').select('userId').whereRef('publicationEditors.userId', '=', 'users.id').where('publicationId', '=', pub.id))))
          .orderBy('username')
          .executeTakeFirstOrThrow()
      ).username;
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('serves the demo feature page and its tagged pages to anyone, at their own addresses', async () => {
      expect(demo).toHaveLength(2);
      const [first] = demo;
      const home = await page(`/${pub.slug}/${first!.slug}/home`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain(`<title>${first!.title.replace(/&/g, '&amp;')} – ${pub.name.replace(/&/g, '&amp;')}`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('class="feature-page--grid"');
      expect(html).toMatch(/class="post-card/);
      expect(home.headers.get('surrogate-key') ?? '').toContain(`collection-${pub.id}`);
      // Another spelling goes to the page's own address.
      const upper = await page(`/${pub.slug}/${first!.slug.toUpperCase()}/home`);
      expect([301, 302]).toContain(upper.status);
      expect(upper.headers.get('location')).toBe(`/${pub.slug}/${first!.slug}/home`);
      // Each of its tags narrows it; another tag is no page of it.
      const tagged = await page(`/${pub.slug}/${first!.slug}/tagged/${first!.tags[0]}`);
      expect(tagged.status).toBe(200);
      expect(await tagged.text()).toMatch(/<h1[^>]*>[^<]+: /);
      expect((await page(`/${pub.slug}/${first!.slug}/tagged/${demo[1]!.tags[0]}`)).status).toBe(404);
      expect((await page(`/${pub.slug}/no-such-feature/tagged/${first!.tags[0]}`)).status).toBe(404);
      // A Section tab's address without a feature page still goes to the publication's stories about the topic.
      const fallback = await page(`/${pub.slug}/Essays/home`);
      expect(fallback.status).toBe(302);
      expect(fallback.headers.get('location')).toBe(`/${pub.slug}/all?topic=essays`);
    });

    it('opens the settings to owners only (others 403, logged out sent to sign in), and an unknown page’s edit is not found', async () => {
      for (const suffix of ['/settings/feature-pages', '/settings/feature-pages/new', `/settings/feature-pages/${demo[0]!.slug}/edit`, '/settings/followers']) {
        const own = await page(`/${pub.slug}${suffix}`, owner);
        expect(own.status, suffix).toBe(200);
        const html = await own.text();
        expect(html.match(/<h1[\s>]/g), suffix).toHaveLength(1);
        expect(html, suffix).toContain('aria-current="page"');
        const refused = await page(`/${pub.slug}${suffix}`, outsider);
        expect(refused.status, suffix).toBe(403);
        expect(await refused.text(), suffix).toContain(`Only the owners and editors of ${pub.name.replace(/&/g, '&amp;')}`);
        expect((await page(`/${pub.slug}${suffix}`)).status, suffix).toBe(302);
      }
      expect((await page(`/${pub.slug}/settings/feature-pages/no-such-page/edit`, owner)).status).toBe(404);
      expect((await page(`/no-such-publication-here/settings/feature-pages`, owner)).status).toBe(404);
      const list = await (await page(`/${pub.slug}/settings/feature-pages`, owner)).text();
      expect(list).toContain(demo[0]!.title.replace(/&/g, '&amp;'));
      expect(list).toContain('Move up');
    });

    it('creates, edits, reorders and deletes feature pages for owners only, refusing bad drafts in words; each change shows at once', async () => {
      const input = { title: 'Field guides', slug: '', description: 'How-tos from our writers.', layout: 'LIST', tags: [demo[0]!.tags[0]!, '#Brand New Tag'] };
      expect((await gql(outsider, CREATE, { id: pub.id, input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gql(null, CREATE, { id: pub.id, input })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const reserved = await gql(owner, CREATE, { id: pub.id, input: { ...input, slug: 'archive' } });
      expect(reserved.errors?.[0]).toMatchObject({ message: FEATURE_PAGE_MESSAGES.reservedSlug('archive'), extensions: { code: 'BAD_USER_INPUT' } });
      expect((await gql(owner, CREATE, { id: pub.id, input: { ...input, tags: [] } })).errors?.[0]?.message).toBe(FEATURE_PAGE_MESSAGES.noTags);
      expect((await gql(owner, CREATE, { id: pub.id, input: { ...input, slug: demo[0]!.slug } })).errors?.[0]?.message).toBe(FEATURE_PAGE_MESSAGES.taken(demo[0]!.slug));

      // Cached for logged-out readers before the change.
      expect((await page(`/${pub.slug}/field-guides/home`)).status).toBe(302);
      const created = await gql(owner, CREATE, { id: pub.id, input });
      expect(created.errors).toBeUndefined();
      expect(created.data.createPublicationFeaturePage).toMatchObject({
        slug: 'field-guides', url: `/${pub.slug}/field-guides/home`, layout: 'LIST', tags: [{ slug: demo[0]!.tags[0] }, { slug: 'brand-new-tag', displayTitle: 'brand-new-tag' }],
      });
      const served = await page(`/${pub.slug}/field-guides/home`);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('How-tos from our writers.');

      const edited = await gql(owner, UPDATE, { id: pub.id, slug: 'field-guides', input: { ...input, title: 'Guides', slug: 'guides', layout: 'GRID' } });
      expect(edited.data.updatePublicationFeaturePage).toMatchObject({ slug: 'guides', title: 'Guides', layout: 'GRID' });
      expect(await (await page(`/${pub.slug}/guides/home`)).text()).toContain('<title>Guides – ');
      expect((await page(`/${pub.slug}/field-guides/home`)).status).toBe(302);

      expect((await gql(owner, REORDER, { id: pub.id, slugs: ['guides', demo[0]!.slug] })).errors?.[0]?.message).toBe(FEATURE_PAGE_MESSAGES.badOrder);
      expect((await gql(outsider, REORDER, { id: pub.id, slugs: ['guides', demo[1]!.slug, demo[0]!.slug] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const reordered = await gql(owner, REORDER, { id: pub.id, slugs: ['guides', demo[1]!.slug, demo[0]!.slug] });
      expect(reordered.data.reorderPublicationFeaturePages.map((p: { slug: string }) => p.slug)).toEqual(['guides', demo[1]!.slug, demo[0]!.slug]);

      expect((await gql(outsider, DELETE, { id: pub.id, slug: 'guides' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gql(owner, DELETE, { id: pub.id, slug: 'guides' })).data.deletePublicationFeaturePage).toBe(true);
      expect((await gql(owner, DELETE, { id: pub.id, slug: 'guides' })).data.deletePublicationFeaturePage).toBe(false);
      expect((await page(`/${pub.slug}/guides/home`)).status).toBe(302);
      await gql(owner, REORDER, { id: pub.id, slugs: demo.map((d) => d.slug) });
    });

    it('purges the cached feature page when its settings change, so a logged-out reader sees the change at once', async () => {
      const [first] = demo;
      const path = `/${pub.slug}/${first!.slug}/home`;
      await page(path);
      const cached = await page(path);
      expect(cached.status).toBe(200);
      expect(await cached.text()).not.toContain('A new line about this section.');
      const current = (await store.db.selectFrom('publicationFeaturePages').select(['title', 'layout']).where('slug', '=', first!.slug).executeTakeFirstOrThrow());
      const saved = await gql(owner, UPDATE, { id: pub.id, slug: first!.slug, input: { title: current.title, slug: first!.slug, description: 'A new line about this section.', layout: current.layout, tags: first!.tags } });
      expect(saved.errors).toBeUndefined();
      expect(await (await page(path)).text()).toContain('A new line about this section.');
    });

    it('shows owners their followers with the count, and gives them (only) the list as CSV', async () => {
      const count = Number(
        (await store.db.selectFrom('publicationFollows').select((eb) => eb.fn.countAll<string>().as('n')).where('publicationId', '=', pub.id).executeTakeFirstOrThrow()).n,
      );
      expect(count).toBeGreaterThan(0);
      const html = await (await page(`/${pub.slug}/settings/followers`, owner)).text();
      expect(html).toContain(`${count} ${count === 1 ? 'follower' : 'followers'}`);
      expect(html).toContain('Followed since');
      expect(html).toContain(`href="/${pub.slug}/settings/followers/export"`);

      const csv = await (await browsers.as(owner)).get(`/${pub.slug}/settings/followers/export`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${pub.slug}-followers.csv"`);
      const lines = (await csv.text()).split('\r\n').filter((l) => l !== '');
      expect(lines[0]).toBe('name,username,profile,followed_since');
      expect(lines).toHaveLength(count + 1);
      expect(lines[1]).toMatch(/,http:\/\/[^,]+\/@[^,]+,\d{4}-\d{2}-\d{2}T/);

      const refused = await (await browsers.as(outsider)).get(`/${pub.slug}/settings/followers/export`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Only the owners and editors');
      expect((await anonymous(app).get(`/${pub.slug}/settings/followers/export`)).status).toBe(401);
      expect((await (await browsers.as(owner)).get(`/no-such-publication-here/settings/followers/export`)).status).toBe(404);
    });
  });
}
