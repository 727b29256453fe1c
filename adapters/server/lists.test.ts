// Lists (issue 16) through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: every list
// mutation and its bad input (a name of 0 or 300 characters, saving into someone else's private list, an unknown
// list, a duplicate save, a missing xsrf token), 50 concurrent saves of one story through the app, Post.viewerIsSaved
// and the popover's containsPost, POST /_/bookmark/p/{postId}, following, and the pages: the Library signed in and
// out, a list's page, someone else's private list (404, never a leak), the embed's framing header and the share
// redirect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '../../core/lists/catalogs.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = '127.0.0.1';
const ERRORS = '... on BadRequest { message } ... on Unauthorized { message } ... on NotFound { message } ... on RateLimited { message }';
const SUMMARY = 'id type name description visibility slugId url itemCount followerCount viewerIsOwner viewerIsFollowing';
const CREATE = `mutation C($input: CreateCatalogInput!) { createCatalog(input: $input) { __typename ... on CatalogSaved { catalog { ${SUMMARY} } } ${ERRORS} } }`;
const UPDATE = `mutation U($id: ID!, $input: CatalogInput!) { updateCatalog(catalogId: $id, input: $input) { __typename ... on CatalogSaved { catalog { ${SUMMARY} } } ${ERRORS} } }`;
const DELETE = `mutation D($id: ID!) { deleteCatalog(catalogId: $id) { __typename ... on CatalogDeleted { catalogId } ${ERRORS} } }`;
const ITEM = `__typename ... on CatalogItemChanged { changed catalog { id itemCount } post { id viewerIsSaved } } ${ERRORS}`;
const ADD = `mutation A($c: ID!, $p: ID!) { addToCatalog(catalogId: $c, postId: $p) { ${ITEM} } }`;
const REMOVE = `mutation R($c: ID!, $p: ID!) { removeFromCatalog(catalogId: $c, postId: $p) { ${ITEM} } }`;
const REORDER = `mutation O($c: ID!, $p: ID!, $d: MoveDirection!) { reorderCatalogItem(catalogId: $c, postId: $p, direction: $d) { ${ITEM} } }`;
const ARCHIVE = `mutation Ar($c: ID!, $p: ID!, $a: Boolean!) { archiveCatalogItem(catalogId: $c, postId: $p, archived: $a) { ${ITEM} } }`;
const FOLLOW = `mutation F($c: ID!) { followCatalog(catalogId: $c) { __typename ... on CatalogFollowChanged { catalog { id followerCount viewerIsFollowing } } ${ERRORS} } }`;
const UNFOLLOW = `mutation Uf($c: ID!) { unfollowCatalog(catalogId: $c) { __typename ... on CatalogFollowChanged { catalog { id followerCount viewerIsFollowing } } ${ERRORS} } }`;
const CATALOG = `query Q($id: ID!, $f: ReadingListFilter) { catalog(id: $id) { ${SUMMARY} items(first: 50, filter: $f) { items { post { id } } nextCursor } } }`;
const POPOVER = 'query P($p: ID!) { viewerCatalogs(first: 50) { items { id name type containsPost(postId: $p) } } }';

for (const factory of testStores()) {
  describe(`lists on ${factory.name} (issue 16; platform-reference §2.2, §3, §7.4; reader-experience §2.2, §7)`, () => {
    let store: Store;
    let app: App;
    let maya: Browser;
    let theo: Browser;
    let posts: string[];
    let theoPrivateId: string;

    const ask = async (who: Browser, query: string, variables: Record<string, unknown> = {}) => {
      const response = await who.graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    const op = async (who: Browser, query: string, variables: Record<string, unknown> = {}) => {
      const answer = await ask(who, query, variables);
      expect(answer.errors).toBeUndefined();
      return Object.values(answer.data)[0] as any;
    };
    const newList = async (who: Browser, input: Record<string, unknown>) => {
      const created = await op(who, CREATE, { input });
      expect(created.__typename).toBe('CatalogSaved');
      return created.catalog as { id: string; slugId: string; url: string; itemCount: number };
    };

    beforeAll(async () => {
      store = await factory.open();
      const clock = seedNow();
      app = testApp(store, { devSignIn: true, now: () => clock });
      maya = await signedIn(app, 'maya_chen', LOOPBACK);
      theo = await signedIn(app, 'theo_okafor', LOOPBACK);
      posts = (await store.db.selectFrom('posts').select('id').where('publishedAt', 'is not', null).where('deletedAt', 'is', null).orderBy('id').limit(12).execute()).map((r) => r.id);
      theoPrivateId = (await newList(theo, { name: 'Theo’s secret list', visibility: 'PRIVATE' })).id;
    });
    afterAll(async () => {
      await store.close();
    });

    it('creates a public list with a story in one go; the story is saved for its reader and in the popover', async () => {
      const list = await newList(maya, { name: '  Field   notes ', description: 'Things to keep.', visibility: 'PUBLIC', postId: posts[0] });
      expect(list).toMatchObject({ itemCount: 1, slugId: `field-notes-${list.id}`, url: `/@maya_chen/list/field-notes-${list.id}` });
      const post = await op(maya, 'query ($id: ID!) { post(id: $id) { id viewerIsSaved } }', { id: posts[0] });
      expect(post.viewerIsSaved).toBe(true);
      expect((await op(anonymous(app), 'query ($id: ID!) { post(id: $id) { id viewerIsSaved } }', { id: posts[0] })).viewerIsSaved).toBe(false);
      const popover = await op(maya, POPOVER, { p: posts[0] });
      expect(popover.items[0]).toMatchObject({ type: 'READING_LIST', name: 'Reading list' });
      expect(popover.items.find((c: { id: string }) => c.id === list.id).containsPost).toBe(true);
    });

    it('refuses a name of 0 or 300 characters, a long description and LOCKED, with messages and nothing made', async () => {
      const before = await store.db.selectFrom('catalogs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(await op(maya, CREATE, { input: { name: '' } })).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.nameRequired });
      expect(await op(maya, CREATE, { input: { name: 'x'.repeat(300) } })).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.nameTooLong });
      expect(await op(maya, CREATE, { input: { name: 'ok', description: 'd'.repeat(281) } })).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.descriptionTooLong });
      expect(await op(maya, CREATE, { input: { name: 'ok', visibility: 'LOCKED' } })).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.badVisibility });
      expect(await op(await anonymous(app, LOOPBACK).start(), CREATE, { input: { name: 'ok' } })).toMatchObject({ __typename: 'Unauthorized' });
      const after = await store.db.selectFrom('catalogs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });

    it('someone else’s private list is NotFound for every write and null to read — the same as an unknown list', async () => {
      const unknown = 'abcdefabcdef';
      for (const id of [theoPrivateId, unknown]) {
        expect(await op(maya, ADD, { c: id, p: posts[1] })).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.notFound });
        expect(await op(maya, FOLLOW, { c: id })).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.notFound });
        expect(await op(maya, UPDATE, { id, input: { name: 'mine now' } })).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.notFound });
        expect(await op(maya, DELETE, { id })).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.notFound });
        expect(await op(maya, CATALOG, { id })).toBeNull();
      }
      expect((await op(theo, CATALOG, { id: theoPrivateId })).name).toBe('Theo’s secret list');
      // Someone else's public list: readable and followable, but not theirs to change.
      const pub = await newList(theo, { name: 'Theo reads', visibility: 'PUBLIC', postId: posts[2] });
      expect(await op(maya, ADD, { c: pub.id, p: posts[1] })).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.notOwner });
      expect(await op(maya, ADD, { c: pub.id, p: 'ffffffffffff' })).toMatchObject({ __typename: 'NotFound' });
    });

    it('saving is idempotent and 50 concurrent saves of one story through the app leave one item', async () => {
      const list = await newList(maya, { name: 'Concurrent' });
      const answers = await Promise.all(Array.from({ length: 50 }, () => op(maya, ADD, { c: list.id, p: posts[3] })));
      expect(answers.every((a) => a.__typename === 'CatalogItemChanged')).toBe(true);
      expect(answers.filter((a) => a.changed)).toHaveLength(1);
      expect(await op(maya, ADD, { c: list.id, p: posts[3] })).toMatchObject({ changed: false, catalog: { itemCount: 1 } });
      const rows = await store.db.selectFrom('catalogItems').selectAll().where('catalogId', '=', list.id).execute();
      expect(rows).toHaveLength(1);
      // Remove twice: counted once; saving again (Undo) brings it back.
      expect(await op(maya, REMOVE, { c: list.id, p: posts[3] })).toMatchObject({ changed: true, catalog: { itemCount: 0 } });
      expect(await op(maya, REMOVE, { c: list.id, p: posts[3] })).toMatchObject({ changed: false, catalog: { itemCount: 0 } });
      expect(await op(maya, ADD, { c: list.id, p: posts[3] })).toMatchObject({ changed: true, catalog: { itemCount: 1 } });
    });

    it('reorders, archives (RECENT and SAVED leave it out, ARCHIVED shows it), edits and deletes', async () => {
      const list = await newList(maya, { name: 'Order me', visibility: 'PUBLIC' });
      for (const p of posts.slice(4, 8)) await op(maya, ADD, { c: list.id, p });
      const order = async (f?: string) => ((await op(maya, CATALOG, { id: list.id, f })).items.items as { post: { id: string } }[]).map((i) => i.post.id);
      const saved = [posts[7], posts[6], posts[5], posts[4]];
      expect(await order()).toEqual(saved);
      expect(await op(maya, REORDER, { c: list.id, p: posts[5], d: 'UP' })).toMatchObject({ changed: true });
      expect(await order()).toEqual([posts[7], posts[5], posts[6], posts[4]]);
      expect(await op(maya, REORDER, { c: list.id, p: posts[7], d: 'UP' })).toMatchObject({ changed: false });
      expect(await op(maya, REORDER, { c: list.id, p: posts[9], d: 'UP' })).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.notInList });
      expect(await op(maya, ARCHIVE, { c: list.id, p: posts[4], a: true })).toMatchObject({ changed: true });
      expect(await order('SAVED')).not.toContain(posts[4]);
      expect(await order('RECENT')).toEqual([posts[7], posts[6], posts[5]]);
      expect(await order('ARCHIVED')).toEqual([posts[4]]);
      // Archived stories are the owner's business only.
      expect((await op(theo, CATALOG, { id: list.id, f: 'ARCHIVED' })).items.items).toEqual([]);
      const renamed = await op(maya, UPDATE, { id: list.id, input: { name: 'Ordered', description: 'now', visibility: 'PRIVATE' } });
      expect(renamed.catalog).toMatchObject({ name: 'Ordered', slugId: `ordered-${list.id}`, visibility: 'PRIVATE' });
      expect(await op(theo, CATALOG, { id: list.id })).toBeNull();
      expect(await op(maya, DELETE, { id: list.id })).toEqual({ __typename: 'CatalogDeleted', catalogId: list.id });
      expect(await op(maya, CATALOG, { id: list.id })).toBeNull();
      // The predefined lists keep their name and stay.
      const reading = (await op(maya, POPOVER, { p: posts[0] })).items[0];
      expect(await op(maya, UPDATE, { id: reading.id, input: { name: 'Renamed' } })).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.predefinedFixed });
      expect(await op(maya, DELETE, { id: reading.id })).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.predefinedFixed });
    });

    it('follows a public list once, finds it under followed lists, unfollows; never one’s own', async () => {
      const list = await newList(maya, { name: 'Follow me', visibility: 'PUBLIC', postId: posts[8] });
      const answers = await Promise.all(Array.from({ length: 10 }, () => op(theo, FOLLOW, { c: list.id })));
      expect(answers.at(-1)).toMatchObject({ catalog: { followerCount: 1, viewerIsFollowing: true } });
      const followed = await op(theo, 'query { followedCatalogs(first: 50) { items { id } } }');
      expect(followed.items.map((c: { id: string }) => c.id)).toContain(list.id);
      expect(await op(maya, FOLLOW, { c: list.id })).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.selfFollow });
      expect(await op(theo, UNFOLLOW, { c: list.id })).toMatchObject({ catalog: { followerCount: 0, viewerIsFollowing: false } });
    });

    it('a mutation without the xsrf token is refused before it runs', async () => {
      const response = await maya.graphql({ query: CREATE, variables: { input: { name: 'no token' } } }, { 'x-xsrf-token': null });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const made = await store.db.selectFrom('catalogs').select('id').where('name', '=', 'no token').execute();
      expect(made).toEqual([]);
    });

    it('POST /_/bookmark/p/{postId} toggles the Reading list: 401 signed out, 403 without xsrf, 404 for no story', async () => {
      const path = `/_/bookmark/p/${posts[10]}`;
      expect((await anonymous(app, LOOPBACK).fetch(path, { method: 'POST' })).status).toBe(401);
      expect((await maya.fetch(path, { method: 'POST' })).status).toBe(403);
      expect((await maya.fetch(path, { method: 'GET' })).status).toBe(405);
      expect((await maya.fetch('/_/bookmark/p/ffffffffffff', { method: 'POST', headers: { 'x-xsrf-token': maya.xsrf } })).status).toBe(404);
      const on = await maya.fetch(path, { method: 'POST', headers: { 'x-xsrf-token': maya.xsrf } });
      expect(on.status).toBe(200);
      expect(await on.json()).toMatchObject({ postId: posts[10], saved: true });
      const off = await maya.fetch(path, { method: 'POST', headers: { 'x-xsrf-token': maya.xsrf } });
      expect(await off.json()).toMatchObject({ postId: posts[10], saved: false });
    });

    it('serves the pages: the Library signed in (and the sign-in redirect out), a list, 404 for a private one, the embed framable', async () => {
      expect((await maya.get('/me/lists')).status).toBe(200);
      expect((await maya.get('/me/lists/saved')).status).toBe(200);
      expect((await maya.get('/me/list/reading-list')).status).toBe(200);
      expect((await maya.get('/me/list/highlights')).status).toBe(200);
      const out = await anonymous(app, LOOPBACK).get('/me/lists');
      expect([302, 303]).toContain(out.status);
      const list = await newList(maya, { name: 'Essays for the page', visibility: 'PUBLIC', postId: posts[0] });
      const pageResponse = await anonymous(app, LOOPBACK).get(list.url);
      expect(pageResponse.status).toBe(200);
      expect(await pageResponse.text()).toContain('Essays for the page');
      expect(pageResponse.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // A stale slug redirects to the list's address now.
      expect((await anonymous(app, LOOPBACK).get(`/@maya_chen/list/old-name-${list.id}`)).headers.get('location')).toBe(list.url);
      expect((await maya.get(`/@theo_okafor/list/x-${theoPrivateId}`)).status).toBe(404);
      expect((await anonymous(app, LOOPBACK).get('/@theo_okafor/list/reading-list')).status).toBe(404);
      const embed = await anonymous(app, LOOPBACK).get(`/embed/list/${list.slugId}`);
      expect(embed.status).toBe(200);
      expect(embed.headers.get('content-security-policy')).toBe('frame-ancestors *');
      expect(embed.headers.get('x-frame-options')).toBeNull();
      expect((await anonymous(app, LOOPBACK).get(`/embed/list/x-${theoPrivateId}`)).status).toBe(404);
      expect((await anonymous(app, LOOPBACK).get('/@maya_chen/lists')).status).toBe(200);
      const collections = await anonymous(app, LOOPBACK).get('/collections');
      expect(collections.status).toBe(200);
      expect(await collections.text()).toContain('Essays worth rereading');
      const share = await anonymous(app, LOOPBACK).get(`${list.url.replace(`-${list.id}`, `-${list.id}`)}/share/twitter`);
      expect(share.status).toBe(302);
      expect(share.headers.get('location')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=/);
      expect((await anonymous(app, LOOPBACK).get(`${list.url}/share/myspace`)).status).toBe(404);
    });
  });
}
