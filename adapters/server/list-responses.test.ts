// Responses and claps on lists (issue 16; reader-experience §3 Catalog: responses, responsesCount, clappers; §7
// ShowCatalogResponseOnParent; §8 'Response closed') through the fetch handler, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: a reader responds to a public list and replies under it, the owner hides a
// response and shows it again (the count follows), closes discussion (then the exact message), someone else's
// private list is no list at all, a response cannot be edited in the full editor while its discussion is closed,
// and 50 concurrent clap requests on a list never leave more than 50 claps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAP_MESSAGES, MAX_CLAPS_PER_READER } from '../../core/claps/clap-rules.ts';
import { RESPONSE_MESSAGES } from '../../core/responses/responses.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import {
  CatalogResponsesQuery,
  HideCatalogResponseOnParent,
  PublishResponseMutation,
  SetCatalogResponsesLockedMutation,
  ShowCatalogResponseOnParent,
} from '../../ui/responses/responses-queries.ts';
import { ClapCatalogMutation } from '../../ui/story-actions/clap-operations.ts';

const LOOPBACK = '127.0.0.1';
const ERRORS = '... on BadRequest { message } ... on Unauthorized { message } ... on Forbidden { message } ... on NotFound { message }';
const RESPONSE = 'id parentId depth isHidden viewerCanHide post { id creator { username } }';
const CREATE = `mutation C($input: CreateCatalogInput!) { createCatalog(input: $input) { __typename ... on CatalogSaved { catalog { id } } } }`;
const PUBLISH = `mutation P($input: PublishResponseInput!) { publishResponse(input: $input) { __typename ... on ResponsePublished { parentResponsesCount response { ${RESPONSE} } } ${ERRORS} } }`;
const HIDE = `mutation H($c: ID!, $r: ID!) { hideCatalogResponseOnParent(parentCatalogId: $c, catalogResponseId: $r) { __typename ... on CatalogResponseVisibilityChanged { parentResponsesCount response { isHidden } } ${ERRORS} } }`;
const SHOW = `mutation ShowCatalogResponseOnParent($c: ID!, $r: ID!) { showCatalogResponseOnParent(parentCatalogId: $c, catalogResponseId: $r) { __typename ... on CatalogResponseVisibilityChanged { parentResponsesCount response { isHidden } } ${ERRORS} } }`;
const LOCK = `mutation L($id: ID!, $locked: Boolean!) { setCatalogResponsesLocked(catalogId: $id, locked: $locked) { __typename ... on CatalogResponsesLockChanged { catalog { id responsesLocked } } ${ERRORS} } }`;
const LIST = `query Q($id: ID!, $sort: ResponsesSortType) { catalog(id: $id) { id responsesCount responsesLocked viewerCanHideResponses clapCount viewerClapCount clappers { claps user { username } } responses(sortType: $sort) { items { ${RESPONSE} } replies { ${RESPONSE} } nextCursor } } }`;
const NOTES = `query N { notifications(tab: ALL, first: 20) { items { text } } }`;
const SAVE = `mutation S($input: SaveDraftInput!) { saveDraft(input: $input) { __typename ${ERRORS} } }`;
const CLAP = `mutation K($input: ClapCatalogInput!) { clapCatalog(input: $input) { __typename ... on CatalogClapped { clapCount viewerClapCount } ... on BadRequest { message } ... on Unauthorized { message } ... on NotFound { message } } }`;

const body = (text: string) => JSON.stringify([{ name: 'r0', type: 'P', text, markups: [] }]);
let keys = 0;
const clientId = () => `list-${Date.now().toString(36)}-${(++keys).toString(36)}`;

for (const factory of testStores()) {
  describe(`responses and claps on lists on ${factory.name} (reader-experience §3 Catalog, §7, §8)`, () => {
    let store: Store;
    let app: App;
    let maya: Browser;
    let theo: Browser;
    let publicList: string;
    let privateList: string;

    const ask = async (who: Browser, query: string, variables: Record<string, unknown> = {}) => {
      const response = await who.graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    const respond = async (who: Browser, input: Record<string, unknown>, text: string) =>
      (await ask(who, PUBLISH, { input: { ...input, bodyModel: body(text), clientId: clientId() } })).data.publishResponse;
    const list = async (who: Browser, id: string) => (await ask(who, LIST, { id, sort: 'NEWEST' })).data.catalog;
    const create = async (who: Browser, name: string, visibility: 'PUBLIC' | 'PRIVATE') =>
      (await ask(who, CREATE, { input: { name, description: '', visibility } })).data.createCatalog.catalog.id as string;

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, now: () => seedNow() });
      maya = await signedIn(app, 'maya_chen', LOOPBACK);
      theo = await signedIn(app, 'theo_okafor', LOOPBACK);
      publicList = await create(maya, 'Reading together', 'PUBLIC');
      privateList = await create(maya, 'Only mine', 'PRIVATE');
    });
    afterAll(async () => {
      await store?.close();
    });

    it('a reader responds to a public list and replies under the response; the owner hides it and shows it again', async () => {
      const first = await respond(theo, { inResponseToCatalogId: publicList }, 'A fine list.');
      expect(first.__typename).toBe('ResponsePublished');
      expect(first.parentResponsesCount).toBe(1);
      expect(first.response.parentId).toBe(publicList);
      const reply = await respond(maya, { inResponseToPostId: first.response.id }, 'Thank you.');
      expect(reply.__typename).toBe('ResponsePublished');
      // The owner's notification names the list, not the response's own title (issue 17).
      const notes = (await ask(maya, NOTES)).data.notifications.items as { text: string }[];
      expect(notes.map((n) => n.text)).toContain('Theo Okafor responded to Reading together');
      expect(notes.some((n) => n.text.includes('A fine list'))).toBe(false);

      const seen = await list(anonymous(app), publicList);
      expect(seen.responsesCount).toBe(1);
      expect(seen.responses.items.map((r: { id: string }) => r.id)).toEqual([first.response.id]);
      expect(seen.responses.replies.map((r: { id: string; depth: number }) => [r.id, r.depth])).toEqual([[reply.response.id, 2]]);
      expect((await list(maya, publicList)).viewerCanHideResponses).toBe(true);
      expect((await list(theo, publicList)).viewerCanHideResponses).toBe(false);

      // Only the owner hides.
      expect((await ask(theo, HIDE, { c: publicList, r: first.response.id })).data.hideCatalogResponseOnParent).toEqual({ __typename: 'Forbidden', message: RESPONSE_MESSAGES.mayNotHide });
      const hidden = (await ask(maya, HIDE, { c: publicList, r: first.response.id })).data.hideCatalogResponseOnParent;
      expect(hidden).toEqual({ __typename: 'CatalogResponseVisibilityChanged', parentResponsesCount: 0, response: { isHidden: true } });
      expect((await list(anonymous(app), publicList)).responses.items).toEqual([]);
      expect((await list(theo, publicList)).responses.items[0].isHidden).toBe(true);
      // reader-experience §7 ShowCatalogResponseOnParent: the Undo brings it back exactly as it was.
      const shown = (await ask(maya, SHOW, { c: publicList, r: first.response.id })).data.showCatalogResponseOnParent;
      expect(shown).toEqual({ __typename: 'CatalogResponseVisibilityChanged', parentResponsesCount: 1, response: { isHidden: false } });
      expect((await list(anonymous(app), publicList)).responses.items.map((r: { id: string }) => r.id)).toEqual([first.response.id]);
      // A response that is not this list's is refused with a message.
      expect((await ask(maya, HIDE, { c: privateList, r: first.response.id })).data.hideCatalogResponseOnParent).toEqual({ __typename: 'NotFound', message: RESPONSE_MESSAGES.notAResponse });
    });

    it('closed discussion refuses responses and replies with the exact message; only the owner closes it', async () => {
      const open = await respond(theo, { inResponseToCatalogId: publicList }, 'Before it closed.');
      expect((await ask(theo, LOCK, { id: publicList, locked: true })).data.setCatalogResponsesLocked).toEqual({ __typename: 'Forbidden', message: RESPONSE_MESSAGES.mayNotLockList });
      expect((await ask(maya, LOCK, { id: publicList, locked: true })).data.setCatalogResponsesLocked).toEqual({ __typename: 'CatalogResponsesLockChanged', catalog: { id: publicList, responsesLocked: true } });
      const closed = { __typename: 'BadRequest', message: 'The author has closed discussion for this story/list. We are unable to save changes to your response.' };
      expect(await respond(theo, { inResponseToCatalogId: publicList }, 'After.')).toEqual(closed);
      expect(await respond(theo, { inResponseToPostId: open.response.id }, 'A reply after.')).toEqual(closed);
      expect((await list(anonymous(app), publicList)).responsesLocked).toBe(true);
      // Nor may its writer change the response in the full editor while discussion is closed.
      const row = await store.db.selectFrom('posts').select(['revision']).where('id', '=', open.response.id).executeTakeFirstOrThrow();
      const save = { postId: open.response.id, baseRevision: row.revision, title: 'Changed', subtitle: '', body: body('Changed after it closed.') };
      expect((await ask(theo, SAVE, { input: save })).data.saveDraft).toEqual(closed);
      await ask(maya, LOCK, { id: publicList, locked: false });
      expect((await respond(theo, { inResponseToCatalogId: publicList }, 'Open again.')).__typename).toBe('ResponsePublished');
    });

    it("someone else's private list is no list at all; its owner may respond; a bad input is a 4xx or an error member", async () => {
      expect(await respond(theo, { inResponseToCatalogId: privateList }, 'Let me in.')).toEqual({ __typename: 'NotFound', message: RESPONSE_MESSAGES.noList });
      expect((await respond(maya, { inResponseToCatalogId: privateList }, 'A note to self.')).__typename).toBe('ResponsePublished');
      expect(await respond(theo, { inResponseToCatalogId: 'nosuchlist' }, 'Hello?')).toEqual({ __typename: 'NotFound', message: RESPONSE_MESSAGES.noList });
      expect((await respond(theo, { inResponseToCatalogId: publicList, inResponseToPostId: 'x' }, 'Both.')).__typename).toBe('BadRequest');
      expect((await respond(theo, {}, 'Neither.')).__typename).toBe('BadRequest');
      expect((await ask(theo, LOCK, { id: privateList, locked: true })).data.setCatalogResponsesLocked).toEqual({ __typename: 'NotFound', message: RESPONSE_MESSAGES.noList });
    });

    it('claps on a public list: counted, idempotent by client id, refused for the owner and on a private list; who clapped', async () => {
      const key = clientId();
      const first = (await ask(theo, CLAP, { input: { catalogId: publicList, clientId: key, claps: 3 } })).data.clapCatalog;
      expect(first).toEqual({ __typename: 'CatalogClapped', clapCount: 3, viewerClapCount: 3 });
      expect((await ask(theo, CLAP, { input: { catalogId: publicList, clientId: key, claps: 3 } })).data.clapCatalog).toEqual(first);
      expect((await ask(maya, CLAP, { input: { catalogId: publicList, clientId: clientId(), claps: 1 } })).data.clapCatalog).toEqual({ __typename: 'BadRequest', message: CLAP_MESSAGES.ownList });
      expect((await ask(theo, CLAP, { input: { catalogId: privateList, clientId: clientId(), claps: 1 } })).data.clapCatalog).toEqual({ __typename: 'NotFound', message: CLAP_MESSAGES.listNotAvailable });
      expect((await ask(theo, CLAP, { input: { catalogId: publicList, clientId: clientId(), claps: 51 } })).data.clapCatalog).toEqual({ __typename: 'BadRequest', message: CLAP_MESSAGES.tooMany });
      expect((await ask(await anonymous(app, LOOPBACK).start(), CLAP, { input: { catalogId: publicList, clientId: clientId(), claps: 1 } })).data.clapCatalog).toEqual({ __typename: 'Unauthorized', message: CLAP_MESSAGES.signIn });
      const seen = await list(theo, publicList);
      expect([seen.clapCount, seen.viewerClapCount]).toEqual([3, 3]);
      expect(seen.clappers).toEqual([{ claps: 3, user: { username: 'theo_okafor' } }]);
    });

    it('50 concurrent clap requests from one reader never leave more than 50 claps on a list', async () => {
      const target = await create(maya, 'Clapped hard', 'PUBLIC');
      const answers = await Promise.all(Array.from({ length: 50 }, () => ask(theo, CLAP, { input: { catalogId: target, clientId: clientId(), claps: 2 } })));
      expect(answers.every((a) => a.data.clapCatalog.__typename === 'CatalogClapped')).toBe(true);
      const row = await store.db.selectFrom('catalogs').select('clapCount').where('id', '=', target).executeTakeFirstOrThrow();
      const mine = await store.db.selectFrom('catalogClaps').select('count').where('catalogId', '=', target).execute();
      expect(row.clapCount).toBe(MAX_CLAPS_PER_READER);
      expect(mine.map((r) => r.count)).toEqual([MAX_CLAPS_PER_READER]);
    });

    it("the browser's own documents for a list's responses and claps run as written (no error, the answers the panel reads)", async () => {
      const target = await create(maya, 'Documents', 'PUBLIC');
      const run = async (op: { source: string }, variables: Record<string, unknown>, who: Browser = theo) => {
        const answer = await ask(who, op.source, variables);
        expect(answer.errors).toBeUndefined();
        return answer.data;
      };
      const published = (await run(PublishResponseMutation, { input: { inResponseToCatalogId: target, bodyModel: body('From the composer.'), clientId: clientId() } })).publishResponse;
      expect(published.__typename).toBe('ResponsePublished');
      const page = (await run(CatalogResponsesQuery, { catalogId: target, paging: { limit: 10 }, sortType: 'NEWEST', depth: 3 })).catalog;
      expect(page.responses.items.map((r: { id: string }) => r.id)).toEqual([published.response.id]);
      const vars = { parentCatalogId: target, catalogResponseId: published.response.id };
      expect((await run(HideCatalogResponseOnParent, vars, maya)).hideCatalogResponseOnParent.__typename).toBe('CatalogResponseVisibilityChanged');
      expect((await run(ShowCatalogResponseOnParent, vars, maya)).showCatalogResponseOnParent.response).toEqual({ id: published.response.id, isHidden: false });
      expect((await run(SetCatalogResponsesLockedMutation, { catalogId: target, locked: true }, maya)).setCatalogResponsesLocked.catalog.responsesLocked).toBe(true);
      expect((await run(ClapCatalogMutation, { input: { catalogId: target, clientId: clientId(), claps: 2 } })).clapCatalog).toEqual({ __typename: 'CatalogClapped', catalogId: target, clapCount: 2, viewerClapCount: 2 });
    });
  });
}
