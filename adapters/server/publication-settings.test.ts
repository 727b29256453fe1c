// Issue 22 part B through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a publication's
// settings for its owners and editors only (others FORBIDDEN, the settings pages 404), the spec's colour messages,
// a `javascript:` tab refused, every change showing at once on the cached pages of the publication (purged by its
// surrogate key), and its pages (about, latest, trending, featured, archive, all, followers, write-for-us, subpage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';
import { anonymous, SignedInBrowsers, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { CUSTOM_DOMAIN_MESSAGES } from '../../core/publication/custom-domain.ts';

const INFO = /* GraphQL */ `
  mutation I($id: ID!, $input: PublicationInfoInput!) { updatePublicationInfo(publicationId: $id, input: $input) { headerColor name seoRobots timeZone } }
`;
const NAV = /* GraphQL */ `
  mutation N($id: ID!, $items: [NavigationItemInput!]!) { updatePublicationNavigation(publicationId: $id, items: $items) { navigationItems { title destination value } } }
`;
const ABOUT = /* GraphQL */ `
  mutation A($id: ID!, $input: PublicationAboutInput!) { updatePublicationAbout(publicationId: $id, input: $input) { about writeForUs } }
`;
const SUBPAGE = /* GraphQL */ `
  mutation S($id: ID!, $input: SubpageInput!) { createPublicationSubpage(publicationId: $id, input: $input) { slug title url text bodyModel { paragraphs { type text } } } }
`;
const DOMAIN = /* GraphQL */ `
  mutation D($id: ID!, $domain: String!) { requestPublicationCustomDomain(publicationId: $id, domain: $domain) { customDomain { state live pending recordType recordName recordValue } } }
`;
const REMOVE_DOMAIN = /* GraphQL */ `
  mutation R($id: ID!, $which: String!) { removePublicationCustomDomain(publicationId: $id, which: $which) { customDomain { state live pending } } }
`;
const SECTIONS = /* GraphQL */ `
  mutation C($id: ID!, $sections: [PublicationSectionInput!]!) { updatePublicationSections(publicationId: $id, sections: $sections) { sections { type title value layout postCount } } }
`;

for (const factory of testStores()) {
  describe(`a publication's settings and pages on ${factory.name} (issue 22, reader-experience §2.6)`, () => {
    let store: Store;
    let app: App;
    const browsers = new SignedInBrowsers(() => app);
    let pub: { id: string; slug: string; name: string };
    let owner: string;
    let writerOnly: string | null;
    let outsider: string;

    const gql = async (as: string | null, query: string, variables: Record<string, unknown>) => {
      const browser = as === null ? await anonymous(app).start() : await browsers.as(as);
      return (await browser.request(query, variables)) as GraphQLAnswer;
    };
    const page = async (path: string, as: string | null = null) => (as === null ? anonymous(app) : await browsers.as(as)).fetch(path, { redirect: 'manual' });
    const info = (input: Partial<Record<string, unknown>> = {}) => ({
      name: pub.name,
      tagline: 'A tagline',
      description: 'A description',
      seoDescription: 'Search engines read this.',
      seoRobots: 'index, follow',
      timeZone: 'UTC',
      headerColor: '',
      headerImageId: null,
      headerImageAlt: '',
      headerFocusX: 50,
      headerFocusY: 50,
      ...input,
    });

    beforeAll(async () => {
      store = await factory.open();
      // The in-process page cache on: the suite checks what a logged-out visitor is served from it.
      app = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']), edgeCache: { ...DEFAULT_EDGE_CACHE } });
      const row = await store.db
        .selectFrom('publicationEditors')
        .innerJoin('publications', 'publications.id', 'publicationEditors.publicationId')
        .innerJoin('users', 'users.id', 'publicationEditors.userId')
        .select(['publications.id', 'publications.slug', 'publications.name', 'users.username'])
        .where('publicationEditors.role', '=', 'OWNER')
        .orderBy('publications.slug')
        .executeTakeFirstOrThrow();
      pub = { id: row.id, slug: row.slug, name: row.name };
      owner = row.username;
      const writer = await store.db
        .selectFrom('publicationEditors')
        .innerJoin('users', 'users.id', 'publicationEditors.userId')
        .select('users.username')
        .where('publicationEditors.publicationId', '=', pub.id)
        .where('publicationEditors.role', '=', 'WRITER')
        .executeTakeFirst();
      writerOnly = writer?.username ?? null;
      const stranger = await store.db
        .selectFrom('users')
        .select('username')
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('publicationEditors').select('userId').whereRef('publicationEditors.userId', '=', 'users.id').where('publicationId', '=', pub.id))))
        .orderBy('username')
        .executeTakeFirstOrThrow();
      outsider = stranger.username;
    });
    afterAll(async () => {
      await store?.close();
    });

    it('lets only owners and editors change the settings: others FORBIDDEN, logged out UNAUTHENTICATED, settings pages 404', async () => {
      const byStranger = await gql(outsider, INFO, { id: pub.id, input: info() });
      expect(byStranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const loggedOut = await gql(null, INFO, { id: pub.id, input: info() });
      expect(loggedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      if (writerOnly) expect((await gql(writerOnly, ABOUT, { id: pub.id, input: { about: 'x', writeForUs: '' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (const suffix of ['/settings', '/settings/navigation', '/settings/about', '/settings/subpages', '/settings/subpages/new']) {
        expect((await page(`/${pub.slug}${suffix}`, outsider)).status).toBe(404);
        const own = await page(`/${pub.slug}${suffix}`, owner);
        expect(own.status).toBe(200);
      }
      // Logged out: sign in first.
      expect((await page(`/${pub.slug}/settings`)).status).toBe(302);
      // Nothing changed by the refused writes.
      const stored = await store.db.selectFrom('publications').select(['tagline', 'about']).where('id', '=', pub.id).executeTakeFirstOrThrow();
      expect(stored.tagline).not.toBe('A tagline');
    });

    it('serves /edit (the masthead) and /design (the design editor) as the Info & Homepage form, to owners and editors only; /{topic}/home goes to /all?topic=', async () => {
      for (const suffix of ['/edit', '/design']) {
        expect((await page(`/${pub.slug}${suffix}`, outsider)).status, suffix).toBe(404);
        if (writerOnly) expect((await page(`/${pub.slug}${suffix}`, writerOnly)).status, suffix).toBe(404);
        expect((await page(`/${pub.slug}${suffix}`)).status, suffix).toBe(302);
        const own = await page(`/${pub.slug}${suffix}`, owner);
        expect(own.status, suffix).toBe(200);
        const html = await own.text();
        expect(html).toContain(`<title>${suffix === '/edit' ? 'Info &amp; Homepage' : 'Design'} – ${pub.name}`);
        expect(html).toContain('Header colour');
        // The Info & Homepage tab is the current one.
        expect(html).toMatch(/aria-current="page"[^>]*>Info &amp; Homepage|href="[^"]*\/settings" aria-current="page"/);
      }
      // A Section tab's address, /{topic}/home, goes to the publication's stories about the topic.
      const section = await page(`/${pub.slug}/Design/home`);
      expect(section.status).toBe(302);
      expect(section.headers.get('location')).toBe(`/${pub.slug}/all?topic=design`);
      // /styles goes to /design.
      const styles = await page(`/${pub.slug}/styles`, owner);
      expect(styles.status).toBe(301);
      expect(styles.headers.get('location')).toMatch(new RegExp(`/${pub.slug}/design$`));
    });

    it('records a custom domain as pending with its DNS record, and calls it live only when the host lookup serves it', async () => {
      const other = await store.db.selectFrom('publications').select(['id']).where('id', '<>', pub.id).orderBy('slug').executeTakeFirstOrThrow();
      try {
        expect((await page(`/${pub.slug}/settings/custom-domain`, outsider)).status).toBe(404);
        expect((await gql(outsider, DOMAIN, { id: pub.id, domain: 'desk.example.org' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        if (writerOnly) expect((await gql(writerOnly, DOMAIN, { id: pub.id, domain: 'desk.example.org' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        for (const [domain, message] of [
          ['https://desk.example.org/', 'Enter the domain alone, like blog.example.com — no https://, path or port.'],
          ['desk', 'That is not a domain name.'],
          ['10.0.0.1', 'That is not a domain name.'],
          ['blog.localhost', "localhost and its subdomains are the site's own addresses. Enter a domain you own."],
        ] as const) {
          const refused = await gql(owner, DOMAIN, { id: pub.id, domain });
          expect(refused.errors?.[0]?.extensions?.code, domain).toBe('BAD_USER_INPUT');
          expect(refused.errors?.[0]?.message, domain).toContain(message);
        }
        // Another publication's live domain is taken.
        await store.db.updateTable('publications').set({ domain: 'taken.example.org' }).where('id', '=', other.id).execute();
        expect((await gql(owner, DOMAIN, { id: pub.id, domain: 'Taken.Example.org.' })).errors?.[0]?.message).toBe(CUSTOM_DOMAIN_MESSAGES.taken);

        const set = await gql(owner, DOMAIN, { id: pub.id, domain: ' Desk.Example.org ' });
        expect(set.errors).toBeUndefined();
        expect((set.data as { requestPublicationCustomDomain: { customDomain: unknown } }).requestPublicationCustomDomain.customDomain).toEqual({
          state: 'PENDING', live: null, pending: 'desk.example.org', recordType: 'CNAME', recordName: 'desk.example.org', recordValue: 'localhost',
        });
        // Pending is not served: the host lookup does not find it, so the host's /about is not the publication's.
        const servedAsPublication = async () => {
          const about = await app.fetch(new Request('http://desk.example.org/about'));
          return about.status === 200 && (await about.text()).includes(`<title>About ${pub.name} – `);
        };
        expect(await servedAsPublication()).toBe(false);
        const pendingPage = await (await page(`/${pub.slug}/settings/custom-domain`, owner)).text();
        expect(pendingPage).toContain('<title>Custom domain – ');
        expect(pendingPage).toContain('is not live yet');
        expect(pendingPage).not.toContain('Live: ');

        // Connected (the host lookup serves it): the page says live, and the publication is served there.
        await store.db.updateTable('publications').set({ domain: 'desk.example.org', pendingDomain: null }).where('id', '=', pub.id).execute();
        expect(await servedAsPublication()).toBe(true);
        const livePage = await (await page(`/${pub.slug}/settings/custom-domain`, owner)).text();
        expect(livePage).toMatch(/Live: <strong>desk\.example\.org<\/strong>/);
        expect((await gql(owner, DOMAIN, { id: pub.id, domain: 'desk.example.org' })).errors?.[0]?.message).toContain('is already live');
        // An apex domain asks for an ALIAS record; the live one stays live meanwhile.
        const apex = (await gql(owner, DOMAIN, { id: pub.id, domain: 'example.net' })).data as { requestPublicationCustomDomain: { customDomain: Record<string, unknown> } };
        expect(apex.requestPublicationCustomDomain.customDomain).toMatchObject({ state: 'LIVE', live: 'desk.example.org', pending: 'example.net', recordType: 'ALIAS' });
        expect(((await gql(owner, REMOVE_DOMAIN, { id: pub.id, which: 'PENDING' })).data as { removePublicationCustomDomain: { customDomain: unknown } }).removePublicationCustomDomain.customDomain).toEqual({
          state: 'LIVE', live: 'desk.example.org', pending: null,
        });
        expect(((await gql(owner, REMOVE_DOMAIN, { id: pub.id, which: 'LIVE' })).data as { removePublicationCustomDomain: { customDomain: unknown } }).removePublicationCustomDomain.customDomain).toEqual({
          state: 'NONE', live: null, pending: null,
        });
        expect(await servedAsPublication()).toBe(false);
      } finally {
        await store.db.updateTable('publications').set({ domain: null, pendingDomain: null, pendingDomainRequestedAt: null }).where('id', 'in', [pub.id, other.id]).execute();
      }
    });

    it("refuses a colour that is not one with the spec's messages, and stores a good one as 6-digit hex", async () => {
      const malformed = await gql(owner, INFO, { id: pub.id, input: info({ headerColor: '#12345' }) });
      expect(malformed.errors?.[0]).toMatchObject({ message: 'Invalid color string', extensions: { code: 'BAD_USER_INPUT' } });
      const unknown = await gql(owner, INFO, { id: pub.id, input: info({ headerColor: 'blue-ish' }) });
      expect(unknown.errors?.[0]).toMatchObject({ message: 'Unrecognized or invalid color string', extensions: { code: 'BAD_USER_INPUT' } });
      const badZone = await gql(owner, INFO, { id: pub.id, input: info({ timeZone: 'Mars/Olympus' }) });
      expect(badZone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const unknownImage = await gql(owner, INFO, { id: pub.id, input: info({ headerImageId: 'not-an-upload' }) });
      expect(unknownImage.errors?.[0]).toMatchObject({ message: 'The header image is not an uploaded image.', extensions: { code: 'BAD_USER_INPUT' } });
      // The header's own image (the demo corpus's) is kept as it is when the form sends it back.
      const { headerImageId } = await store.db.selectFrom('publications').select('headerImageId').where('id', '=', pub.id).executeTakeFirstOrThrow();
      const kept = await gql(owner, INFO, { id: pub.id, input: info({ headerImageId }) });
      expect(kept.errors).toBeUndefined();
      const good = await gql(owner, INFO, { id: pub.id, input: info({ headerColor: 'rgb(26, 137, 23)' }) });
      expect(good.errors).toBeUndefined();
      expect(good.data.updatePublicationInfo.headerColor).toBe('1a8917');
    });

    it('refuses a javascript: (or any non-http) navigation link with a clear message, and keeps external links last', async () => {
      for (const value of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.org', '//example.org']) {
        const answer = await gql(owner, NAV, { id: pub.id, items: [{ title: 'Bad', destination: 'EXTERNAL_URL', value }] });
        expect(answer.errors?.[0]).toMatchObject({ message: 'Tab 1: An external navigation link must be an http:// or https:// address.', extensions: { code: 'BAD_USER_INPUT' } });
      }
      const saved = await gql(owner, NAV, {
        id: pub.id,
        items: [
          { title: 'Elsewhere', destination: 'EXTERNAL_URL', value: 'https://example.org/x' },
          { title: 'Archive', destination: 'ARCHIVE', value: 'ignored' },
          { title: 'About us', destination: 'ABOUT', value: '' },
        ],
      });
      expect(saved.data.updatePublicationNavigation.navigationItems).toEqual([
        { title: 'Archive', destination: 'ARCHIVE', value: '' },
        { title: 'About us', destination: 'ABOUT', value: '' },
        { title: 'Elsewhere', destination: 'EXTERNAL_URL', value: 'https://example.org/x' },
      ]);
    });

    it('shows a change at once on every cached page of the publication (purged by its surrogate key)', async () => {
      const paths = [`/${pub.slug}`, `/${pub.slug}/about`, `/${pub.slug}/latest`, `/${pub.slug}/archive`];
      for (const path of paths) {
        const first = await page(path);
        expect(first.status, path).toBe(200);
        expect(first.headers.get('surrogate-key')?.split(' '), path).toContain(`collection-${pub.id}`);
        expect((await page(path)).headers.get('x-quire-cache'), path).toBe('HIT');
      }
      const changed = await gql(owner, INFO, { id: pub.id, input: info({ headerColor: '#c0ffee', name: `${pub.name} Weekly` }) });
      expect(changed.errors).toBeUndefined();
      await gql(owner, NAV, { id: pub.id, items: [{ title: 'Brand new tab', destination: 'LATEST', value: '' }] });
      for (const path of paths) {
        const after = await page(path);
        expect(after.headers.get('x-quire-cache'), path).toBe('MISS');
        const html = await after.text();
        expect(html, path).toContain(`${pub.name} Weekly`);
        expect(html, path).toContain('Brand new tab');
        expect(html, path).toContain('#c0ffee');
      }
      await gql(owner, INFO, { id: pub.id, input: info() });
    });

    it('serves the about text, the guidelines and a subpage; a taken subpage address is refused', async () => {
      await gql(owner, ABOUT, { id: pub.id, input: { about: 'We write about the sea.\n\nEvery week.', writeForUs: 'Send us your best essays.' } });
      const about = await (await page(`/${pub.slug}/about`)).text();
      expect(about).toContain('We write about the sea.');
      expect(about).toContain('<meta name="robots" content="index, follow">');
      const wfu = await page(`/${pub.slug}/write-for-us`);
      expect(wfu.status).toBe(200);
      const wfuHtml = await wfu.text();
      expect(wfuHtml).toContain('Send us your best essays.');
      expect(wfuHtml).toContain('href="/new-story"');
      const made = await gql(owner, SUBPAGE, { id: pub.id, input: { title: 'Masthead Notes', slug: '', text: '# Who we are\n\nThree editors.\n\n- Ana\n- Bo' } });
      expect(made.errors).toBeUndefined();
      expect(made.data.createPublicationSubpage).toMatchObject({ slug: 'masthead-notes', url: `/${pub.slug}/subpage/masthead-notes` });
      expect(made.data.createPublicationSubpage.bodyModel.paragraphs.map((p: { type: string }) => p.type)).toEqual(['H3', 'P', 'ULI', 'ULI']);
      const again = await gql(owner, SUBPAGE, { id: pub.id, input: { title: 'Other', slug: 'masthead-notes', text: 'x' } });
      expect(again.errors?.[0]).toMatchObject({ message: "The publication already has a subpage at 'masthead-notes'.", extensions: { code: 'BAD_USER_INPUT' } });
      const sub = await page(`/${pub.slug}/subpage/masthead-notes`);
      expect(sub.status).toBe(200);
      const subHtml = await sub.text();
      expect(subHtml).toContain('Who we are');
      expect(subHtml).toContain('Three editors.');
      expect((await page(`/${pub.slug}/subpage/no-such-page`)).status).toBe(404);
      const del = await gql(owner, `mutation D($id: ID!) { deletePublicationSubpage(publicationId: $id, slug: "masthead-notes") }`, { id: pub.id });
      expect(del.data.deletePublicationSubpage).toBe(true);
      expect((await page(`/${pub.slug}/subpage/masthead-notes`)).status).toBe(404);
    });

    it('saves sections in order, with a PROMOTION, and refuses a tag section without its tag', async () => {
      const bad = await gql(owner, SECTIONS, { id: pub.id, sections: [{ type: 'TAG', title: 'x', value: '', layout: 'LIST', postCount: 3 }] });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const sections = [
        { type: 'PROMOTION', title: 'Our newsletter', value: 'Every Friday.', layout: 'LIST', postCount: 3 },
        { type: 'LATEST', title: 'Latest', value: '', layout: 'GRID', postCount: 6 },
      ];
      const saved = await gql(owner, SECTIONS, { id: pub.id, sections });
      expect(saved.data.updatePublicationSections.sections).toEqual(sections);
      const home = await (await page(`/${pub.slug}`)).text();
      expect(home).toContain('Every Friday.');
      expect(home.indexOf('Our newsletter')).toBeLessThan(home.indexOf('>Latest<'));
    });

    it('uses the community variants with the publication footer under enable_lite_publications (platform-reference §2.3)', async () => {
      const SET = 'mutation S($name: String!, $value: FlagValueInput) { setVariantFlag(name: $name, value: $value) { name boolValue } }';
      const layoutOf = (html: string) => /\\"layout\\":(\{[^}]*\})/.exec(html)?.[1];
      const plain = await (await page(`/${pub.slug}/about`, outsider)).text();
      expect(plain).not.toContain('class="publication-footer"');
      expect(layoutOf(plain)).toBe('{\\"layout\\":\\"two-column\\"}');
      expect((await gql('lena_fischer', SET, { name: 'enable_lite_publications', value: { boolValue: true } })).errors).toBeUndefined();
      try {
        const lite = await (await page(`/${pub.slug}/about`, outsider)).text();
        expect(lite).toContain('class="publication-footer"');
        expect(layoutOf(lite)).toBe('{\\"layout\\":\\"publication\\",\\"compactNav\\":true}');
      } finally {
        await gql('lena_fischer', SET, { name: 'enable_lite_publications', value: null });
      }
    });

    it('serves latest, trending, featured, the archive by year, month and day, all in its orders, and followers', async () => {
      const stories = await store.db
        .selectFrom('posts')
        .select(['id', 'publishedAt'])
        .where('publicationId', '=', pub.id)
        .where('statusForCollection', '=', 'APPROVED')
        .where('publishedAt', 'is not', null)
        .where('visibility', '<>', 'UNLISTED')
        .where('type', '=', 'STORY')
        .where('deletedAt', 'is', null)
        .where('suspendedAt', 'is', null)
        .orderBy('publishedAt', 'desc')
        .execute();
      expect(stories.length).toBeGreaterThan(0);
      for (const suffix of ['/latest', '/trending', '/featured', '/archive', '/all', '/all?orderBy=earliest', '/all?orderBy=most-popular', '/followers', '/write-for-us']) {
        expect((await page(`/${pub.slug}${suffix}`)).status, suffix).toBe(200);
      }
      const newest = stories[0]!.publishedAt!;
      const y = newest.getUTCFullYear();
      const m = String(newest.getUTCMonth() + 1).padStart(2, '0');
      const d = String(newest.getUTCDate()).padStart(2, '0');
      for (const path of [`/archive/${y}`, `/archive/${y}/${m}`, `/archive/${y}/${m}/${d}`]) {
        const res = await page(`/${pub.slug}${path}`);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toContain(stories[0]!.id);
      }
      expect((await page(`/${pub.slug}/archive/${y}/13`)).status).toBe(404);
      expect((await page(`/${pub.slug}/all/2`)).headers.get("location")).toBe(`/${pub.slug}/all`);
      // The archive's month counts add up to the publication's stories.
      const index = await gql(null, `query X($s: String!) { publication(slug: $s) { archiveIndex { year month count } } }`, { s: pub.slug });
      const total = (index.data.publication.archiveIndex as { count: number }[]).reduce((n, r) => n + r.count, 0);
      expect(total).toBe(stories.length);
      // The route's orderBy reaches the page: oldest first, or newest first by default.
      const oldest = stories[stories.length - 1]!.id;
      const earliestHtml = await (await page(`/${pub.slug}/all?orderBy=earliest`)).text();
      const newestHtml = await (await page(`/${pub.slug}/all`)).text();
      expect(earliestHtml).toContain(oldest);
      expect(newestHtml).toContain(stories[0]!.id);
      if (stories.length > 10) {
        expect(earliestHtml).not.toContain(stories[0]!.id);
        expect(newestHtml).not.toContain(oldest);
      }
      // earliest pages oldest first with no repeats.
      const seen: string[] = [];
      let to: string | null = null;
      do {
        const answer: GraphQLAnswer = await gql(null, `query X($s: String!, $to: String) { publication(slug: $s) { all(orderBy: EARLIEST, paging: { limit: 2, to: $to }) { items { post { id } } pagingInfo { next { to } } } } }`, { s: pub.slug, to });
        const all: { items: { post: { id: string } }[]; pagingInfo: { next: { to: string } | null } } = answer.data.publication.all;
        seen.push(...all.items.map((i) => i.post.id));
        to = all.pagingInfo.next?.to ?? null;
      } while (to);
      expect(seen).toEqual([...stories].reverse().map((s) => s.id));
    });
  });
}
