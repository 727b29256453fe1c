// A publication's homepage through the fetch handler (reader-experience §2.6, §3): header, sections,
// the stream with its cursor, mutes, the masthead, the staff role and the page's addresses — on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { preloadedOperations } from './testing/page-globals.ts';
import { SignedInBrowsers, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const SECTIONS = /* GraphQL */ `
  homepage {
    title description
    header { color { rgb } backgroundImage { id alt focusPercentX focusPercentY } }
    sections {
      id type title layout postCount tag { slug displayTitle }
      posts { items { post { id creator { id } collection { id } } } pagingInfo { next { limit to } } }
    }
  }
`;

type Section = {
  id: string;
  type: string;
  title: string;
  layout: string;
  postCount: number;
  tag: { slug: string; displayTitle: string } | null;
  posts: { items: { post: { id: string; creator: { id: string } } }[]; pagingInfo: { next: { limit: number; to: string } | null } };
};

for (const factory of testStores()) {
  describe(`a publication's homepage on ${factory.name} (reader-experience §2.6, §3)`, () => {
    let store: Store;
    let app: App;
    const browsers = new SignedInBrowsers(() => app);

    const gql = async (query: string, variables: Record<string, unknown> = {}, as: string | null = null) => {
      const response = await (await browsers.as(as)).graphql({ query, variables });
      expect(response.status).toBe(200);
      return (await response.json()) as GraphQLAnswer;
    };
    const page = async (path: string, as: string | null = null) => (await browsers.as(as)).fetch(path, { redirect: 'manual' });

    /** The publication's approved, published, listed posts, newest first, as the store has them. */
    const storedStream = async (publicationId: string) =>
      (
        await store.db
          .selectFrom('posts')
          .select(['id', 'creatorId'])
          .where('publicationId', '=', publicationId)
          .where('statusForCollection', '=', 'APPROVED')
          .where('publishedAt', 'is not', null)
          .where('visibility', '<>', 'UNLISTED')
          .orderBy('publishedAt', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.id);

    let pub: { id: string; slug: string; name: string; headerColor: string | null; headerImageId: string | null };

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      pub = await store.db
        .selectFrom('publications')
        .select(['id', 'slug', 'name', 'headerColor', 'headerImageId'])
        .where('headerImageId', 'is not', null)
        .orderBy('slug')
        .limit(1)
        .executeTakeFirstOrThrow();
    });
    afterAll(async () => {
      await store.close();
    });

    it('serves the header and the sections in their order: featured in the editors\u2019 order, a tag\u2019s newest, then the stream', async () => {
      const { data } = await gql(`query P($slug: String!) { publication(slug: $slug) { id ${SECTIONS} } }`, { slug: pub.slug });
      const homepage = data.publication.homepage;
      expect(homepage.title).toBe(pub.name);
      expect(homepage.header.color).toEqual(pub.headerColor ? { rgb: pub.headerColor } : null);
      expect(homepage.header.backgroundImage).toEqual({ id: pub.headerImageId, alt: '', focusPercentX: 50, focusPercentY: 50 });
      const sections: Section[] = homepage.sections;
      expect(sections.map((s) => s.type)).toEqual(['FEATURED', 'TAG', 'LATEST']);

      const featured = await store.db.selectFrom('publicationFeaturedPosts').select('postId').where('publicationId', '=', pub.id).orderBy('position').execute();
      expect(sections[0]!.layout).toBe('GRID');
      expect(sections[0]!.posts.items.map((i) => i.post.id)).toEqual(featured.map((f) => f.postId).slice(0, sections[0]!.postCount));

      const tag = sections[1]!;
      expect(tag.tag).not.toBeNull();
      expect(tag.title).toBe(tag.tag!.displayTitle);
      const tagged = new Set(
        (await store.db.selectFrom('postTags').select('postId').where('tagSlug', '=', tag.tag!.slug).execute()).map((r) => r.postId),
      );
      expect(tag.posts.items.length).toBeGreaterThan(0);
      expect(tag.posts.items.every((i) => tagged.has(i.post.id))).toBe(true);
      expect(tag.posts.pagingInfo.next).toBeNull();

      const latest = sections[2]!;
      const stream = await storedStream(pub.id);
      expect(latest.posts.items.map((i) => i.post.id)).toEqual(stream.slice(0, latest.postCount));
      expect(latest.posts.pagingInfo.next).toEqual(stream.length > latest.postCount ? { limit: latest.postCount, to: expect.any(String) } : null);
    });

    it('walks the whole stream from the Latest section\u2019s cursor, each story once, newest first', async () => {
      const stream = await storedStream(pub.id);
      const first = (await gql(`query P($slug: String!) { publication(slug: $slug) { ${SECTIONS} } }`, { slug: pub.slug })).data.publication
        .homepage.sections as Section[];
      const latest = first.find((s) => s.type === 'LATEST')!;
      const seen = latest.posts.items.map((i) => i.post.id);
      let next = latest.posts.pagingInfo.next;
      while (next) {
        const { data } = await gql(
          'query M($slug: String!, $paging: PagingOptions) { publication(slug: $slug) { posts(paging: $paging) { items { post { id } } pagingInfo { next { limit to } } } } }',
          { slug: pub.slug, paging: { limit: 7, to: next.to } },
        );
        seen.push(...data.publication.posts.items.map((i: { post: { id: string } }) => i.post.id));
        next = data.publication.posts.pagingInfo.next;
      }
      expect(seen).toEqual(stream);
    });

    it('platform-reference §7.4 publicationByRef: finds a publication by slug in any letters or by its custom domain; a ref with neither is refused', async () => {
      const fields = 'id name headerColor navigationItems { title destination value }';
      const bySlug = await gql(`query Q($ref: PublicationRef!) { publicationByRef(ref: $ref) { ${fields} } }`, { ref: { slug: pub.slug.toUpperCase() } });
      expect(bySlug.data.publicationByRef).toMatchObject({ id: pub.id, name: pub.name, headerColor: pub.headerColor });
      const other = await store.db.selectFrom('publications').select(['id', 'slug']).where('id', '<>', pub.id).orderBy('slug').limit(1).executeTakeFirstOrThrow();
      await store.db.updateTable('publications').set({ domain: 'field-notes.example' }).where('id', '=', other.id).execute();
      try {
        const byDomain = await gql('query Q($ref: PublicationRef!) { publicationByRef(ref: $ref) { id slug } }', { ref: { domain: 'Field-Notes.example' } });
        expect(byDomain.data.publicationByRef).toEqual({ id: other.id, slug: other.slug });
      } finally {
        await store.db.updateTable('publications').set({ domain: null }).where('id', '=', other.id).execute();
      }
      const unknown = await gql('query { publicationByRef(ref: { slug: "no-such-publication-here" }) { id } }');
      expect(unknown.data.publicationByRef).toBeNull();
      const neither = await gql('query { publicationByRef(ref: {}) { id } }');
      expect(neither.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('refuses a bad page size or cursor with a clear message', async () => {
      const bad = await gql('query { publication(slug: "' + pub.slug + '") { posts(paging: { limit: 500 }) { items { feedId } } } }');
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const cursor = await gql('query { publication(slug: "' + pub.slug + '") { posts(paging: { limit: 5, to: "nonsense" }) { items { feedId } } } }');
      expect(cursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('leaves a muted writer\u2019s stories out of every section and the stream, for that reader only', async () => {
      const stream = await storedStream(pub.id);
      const creators = await store.db.selectFrom('posts').select(['id', 'creatorId']).where('id', 'in', stream).execute();
      const creatorOf = new Map(creators.map((c) => [c.id, c.creatorId]));
      const lena = (await store.db.selectFrom('users').select('id').where('username', '=', 'lena_fischer').executeTakeFirstOrThrow()).id;
      const muted = [...creatorOf.values()].find((id) => id !== lena)!;
      await gql('mutation M($id: ID!) { muteUser(targetUserId: $id) { id } }', { id: muted }, 'lena_fischer');
      try {
        const all = (as: string | null) =>
          gql(`query P($slug: String!) { publication(slug: $slug) { ${SECTIONS} posts(paging: { limit: 25 }) { items { post { id creator { id } } } } } }`, { slug: pub.slug }, as);
        const mine = (await all('lena_fischer')).data.publication;
        const ids = [...mine.homepage.sections.flatMap((s: Section) => s.posts.items), ...mine.posts.items].map((i) => i.post.creator.id);
        expect(ids).not.toContain(muted);
        const theirs = (await all(null)).data.publication;
        const expected = stream.slice(0, 25).filter((id) => creatorOf.get(id) === muted).length;
        expect(theirs.posts.items.filter((i: { post: { creator: { id: string } } }) => i.post.creator.id === muted)).toHaveLength(expected);
      } finally {
        await gql('mutation M($id: ID!) { unmuteUser(targetUserId: $id) { id } }', { id: muted }, 'lena_fischer');
      }
    });

    it('tells owners and editors their role, and lists only editors in the masthead', async () => {
      const staff = await store.db
        .selectFrom('publicationEditors')
        .innerJoin('users', 'users.id', 'publicationEditors.userId')
        .select(['users.username', 'publicationEditors.role', 'publicationEditors.userId'])
        .where('publicationId', '=', pub.id)
        .execute();
      const owner = staff.find((s) => s.role === 'OWNER')!;
      const query = `query P($slug: String!) { publication(slug: $slug) { viewerEdge { viewerStaffRole } editors(roles: [EDITOR], first: 10) { role user { id } } } }`;
      expect((await gql(query, { slug: pub.slug }, owner.username)).data.publication.viewerEdge.viewerStaffRole).toBe('OWNER');
      const stranger = (await store.db.selectFrom('users').select('username').where('id', 'not in', staff.map((s) => s.userId)).limit(1).executeTakeFirstOrThrow()).username;
      const answer = (await gql(query, { slug: pub.slug }, stranger)).data.publication;
      expect(answer.viewerEdge.viewerStaffRole).toBeNull();
      expect(answer.editors.map((e: { user: { id: string } }) => e.user.id).sort()).toEqual(staff.filter((s) => s.role === 'EDITOR').map((s) => s.userId).sort());
    });

    it('renders the page with its tabs and sections, and the Manage publication menu only for staff who may manage', async () => {
      const staff = await store.db
        .selectFrom('publicationEditors')
        .innerJoin('users', 'users.id', 'publicationEditors.userId')
        .select(['users.username', 'publicationEditors.role'])
        .where('publicationId', '=', pub.id)
        .execute();
      const anonymous = await page(`/${pub.slug}`);
      expect(anonymous.status).toBe(200);
      const html = await anonymous.text();
      expect(html).toContain(`<title>${pub.name.replace('&', '&amp;')} – Quire</title>`);
      expect(html).toContain('class="publication-header__name"');
      expect(html).toContain(`aria-label="${pub.name.replace('&', '&amp;')} sections"`);
      expect(html).not.toContain('Manage publication');
      const owner = staff.find((s) => s.role === 'OWNER')!.username;
      expect(await (await page(`/${pub.slug}`, owner)).text()).toContain('Manage publication');
      const writer = staff.find((s) => s.role === 'WRITER');
      if (writer) expect(await (await page(`/${pub.slug}`, writer.username)).text()).not.toContain('Manage publication');
    });

    it('reader-experience §7: the homepage preloads PublicationProfileQuery (its canonical address) and PublicationProfileMainPublicationQuery (the publication by ref)', async () => {
      const html = await (await page(`/${pub.slug}`)).text();
      expect(preloadedOperations(html)).toEqual(expect.arrayContaining(['PublicationProfileQuery', 'PublicationProfileMainPublicationQuery']));
      expect(preloadedOperations(html)).not.toContain('PublicationNavigationContextQuery');
    });

    it('issue 19: loads the first card\u2019s image at once (the likely largest paint), every other card image lazily', async () => {
      const html = await (await page(`/${pub.slug}`)).text();
      const cards = html.match(/<article class="post-card[\s\S]*?<\/article>/g) ?? [];
      expect(cards.length).toBeGreaterThan(1);
      const images = cards.map((card) => card.match(/<img [^>]*>/)?.[0] ?? null);
      const [first, ...rest] = images;
      if (first) expect(first).toMatch(/loading="eager" fetchPriority="high"/);
      for (const img of rest.filter((i) => i !== null)) expect(img).toContain('loading="lazy"');
      expect(images.some((i) => i !== null)).toBe(true);
    });

    it('sends other spellings and /c/{id} to the publication\u2019s own address, and unknown ones to the 404 screen', async () => {
      const upper = await page(`/${pub.slug.toUpperCase()}`);
      expect(upper.status).toBe(301);
      expect(new URL(upper.headers.get('location')!, 'http://localhost').pathname).toBe(`/${pub.slug}`);
      const byId = await page(`/c/${pub.id}`);
      expect(byId.status).toBe(301);
      expect(new URL(byId.headers.get('location')!, 'http://localhost').pathname).toBe(`/${pub.slug}`);
      expect((await page('/c/ffffffffffff')).status).toBe(404);
      expect((await page('/no-such-publication-here')).status).toBe(404);
    });
  });
}
