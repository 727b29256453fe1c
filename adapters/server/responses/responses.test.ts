// Responses (issue 16) through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: publish a
// response and a reply (idempotent by client id), the page with its replies, hide and unhide by the story's
// author and refused for others, closed discussion's exact message, every bad input a 4xx or a result-union
// error with a message (100,000 characters, an unknown parent, a deleted story, no xsrf token, signed out),
// 50 concurrent responses keep the count right, and responses never reach a feed but do reach Your Stories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_MESSAGES } from '../../../core/responses/responses.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { anonymous, signedIn, type Browser, type GraphQLAnswer } from '../testing/browser.ts';
import { testApp } from '../testing/test-app.ts';

const LOOPBACK = '127.0.0.1';
const ERRORS = '... on BadRequest { message } ... on Unauthorized { message } ... on Forbidden { message } ... on NotFound { message }';
const RESPONSE = 'id parentId depth isHidden repliesCount viewerCanHide viewerCanDelete post { id url creator { username } content { bodyModel { paragraphs { text } } } }';
const PUBLISH = `mutation PublishResponse($input: PublishResponseInput!) { publishResponse(input: $input) { __typename ... on ResponsePublished { parentResponsesCount response { ${RESPONSE} } } ${ERRORS} } }`;
const HIDE = `mutation Hide($p: ID!, $r: ID!) { hidePostResponseOnParentPost(parentPostId: $p, postResponseId: $r) { __typename ... on ResponseVisibilityChanged { parentResponsesCount response { isHidden } } ${ERRORS} } }`;
const UNHIDE = `mutation UnhidePostResponseOnParentPost($p: ID!, $r: ID!) { unhidePostResponseOnParentPost(parentPostId: $p, postResponseId: $r) { __typename ... on ResponseVisibilityChanged { parentResponsesCount response { isHidden } } ${ERRORS} } }`;
const LOCK = `mutation Lock($id: ID!, $locked: Boolean!) { setResponsesLocked(postId: $id, locked: $locked) { __typename ... on ResponsesLockChanged { post { id responsesLocked } } ${ERRORS} } }`;
const RESPONSES = `query R($id: ID!, $limit: Int, $to: String, $sort: ResponsesSortType) { post(id: $id) { id responsesCount responsesLocked viewerCanHideResponses responses(paging: { limit: $limit, to: $to }, sortType: $sort) { items { ${RESPONSE} } replies { ${RESPONSE} } nextCursor } } }`;

const body = (...texts: string[]) => JSON.stringify(texts.map((text, i) => ({ name: `r${i}`, type: 'P', text, markups: [] })));
let keys = 0;
const clientId = () => `test-${Date.now().toString(36)}-${(++keys).toString(36)}`;

for (const factory of testStores()) {
  describe(`responses on ${factory.name} (issue 16; reader-experience §5, §7, §8, §9)`, () => {
    let store: Store;
    let app: App;
    let maya: Browser;
    let theo: Browser;
    let third: Browser;
    let story: { id: string };

    const ask = async (who: Browser, query: string, variables: Record<string, unknown> = {}) => {
      const response = await who.graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    const publish = async (who: Browser, parentId: string, text: string, key = clientId()) =>
      (await ask(who, PUBLISH, { input: { inResponseToPostId: parentId, bodyModel: body(text), clientId: key } })).data.publishResponse;
    const responsesOf = async (who: Browser, id: string, vars: Record<string, unknown> = {}) => (await ask(who, RESPONSES, { id, ...vars })).data.post;

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, now: () => seedNow() });
      maya = await signedIn(app, 'maya_chen', LOOPBACK);
      theo = await signedIn(app, 'theo_okafor', LOOPBACK);
      const other = await store.db.selectFrom('users').select('username').where('username', 'not in', ['maya_chen', 'theo_okafor']).orderBy('username').executeTakeFirstOrThrow();
      third = await signedIn(app, other.username, LOOPBACK);
      const mayaId = (await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow()).id;
      story = await store.db
        .selectFrom('posts')
        .select('id')
        .where('creatorId', '=', mayaId)
        .where('type', '=', 'STORY')
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .where('responsesLocked', '=', false)
        .where('isLocked', '=', false)
        .orderBy('publishedAt', 'desc')
        .executeTakeFirstOrThrow();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('publishes a response and a reply (depth 2); a retry with the same client id answers the same response', async () => {
      const before = (await responsesOf(anonymous(app), story.id)).responsesCount as number;
      const key = clientId();
      const first = await publish(theo, story.id, 'A response from Theo.', key);
      expect(first.__typename).toBe('ResponsePublished');
      expect(first.parentResponsesCount).toBe(before + 1);
      expect(first.response.post.creator.username).toBe('theo_okafor');
      expect(first.response.viewerCanDelete).toBe(true);
      const retry = await publish(theo, story.id, 'A response from Theo.', key);
      expect(retry.response.id).toBe(first.response.id);
      expect(retry.parentResponsesCount).toBe(before + 1);
      const reply = await publish(third, first.response.id, 'A reply to Theo.');
      expect(reply.__typename).toBe('ResponsePublished');
      expect(reply.response.parentId).toBe(first.response.id);

      const page = await responsesOf(anonymous(app), story.id, { sort: 'NEWEST' });
      expect(page.responsesCount).toBe(before + 1);
      expect(page.responses.items[0].id).toBe(first.response.id);
      expect(page.responses.items[0].repliesCount).toBe(1);
      expect(page.responses.replies.map((r: { id: string }) => r.id)).toContain(reply.response.id);
      expect(page.responses.replies.find((r: { id: string }) => r.id === reply.response.id).depth).toBe(2);

      // The response is a story of its own: /p/{id} reads it, and it names its story.
      const own = await ask(anonymous(app), 'query P($id: ID!) { post(id: $id) { isResponse inResponseToPost { id } responseRootPost { id } } }', { id: reply.response.id });
      expect(own.data.post).toEqual({ isResponse: true, inResponseToPost: { id: first.response.id }, responseRootPost: { id: story.id } });
      const pageHtml = await anonymous(app).get(`/p/${story.id}/responses`);
      expect(pageHtml.status).toBe(200);
      expect(await pageHtml.text()).toContain('A response from Theo.');
    });

    it('the story’s author hides a reply and unhides it; others are refused; a hidden response reaches only its writer and the story’s author', async () => {
      const response = await publish(theo, story.id, 'Theo again.');
      const reply = await publish(third, response.response.id, 'A reply to hide.');
      const refused = await ask(third, HIDE, { p: response.response.id, r: reply.response.id });
      // The reply's own writer may not hide it (they delete it instead).
      expect(refused.data.hidePostResponseOnParentPost).toEqual({ __typename: 'Forbidden', message: RESPONSE_MESSAGES.mayNotHide });
      const hidden = await ask(maya, HIDE, { p: response.response.id, r: reply.response.id });
      expect(hidden.data.hidePostResponseOnParentPost).toMatchObject({ __typename: 'ResponseVisibilityChanged', parentResponsesCount: 0, response: { isHidden: true } });
      const repliesFor = async (who: Browser) => ((await responsesOf(who, response.response.id)).responses.items as { id: string; isHidden: boolean }[]);
      expect((await repliesFor(anonymous(app))).map((r) => r.id)).not.toContain(reply.response.id);
      expect((await repliesFor(theo)).map((r) => r.id)).not.toContain(reply.response.id);
      expect((await repliesFor(third)).find((r) => r.id === reply.response.id)?.isHidden).toBe(true);
      expect((await repliesFor(maya)).find((r) => r.id === reply.response.id)?.isHidden).toBe(true);
      const back = await ask(maya, UNHIDE, { p: response.response.id, r: reply.response.id });
      expect(back.data.unhidePostResponseOnParentPost).toMatchObject({ parentResponsesCount: 1, response: { isHidden: false } });
      expect((await repliesFor(anonymous(app))).map((r) => r.id)).toContain(reply.response.id);
      // Not a reply of that parent: NotFound.
      expect((await ask(maya, HIDE, { p: story.id, r: reply.response.id })).data.hidePostResponseOnParentPost.__typename).toBe('NotFound');
    });

    it('closed discussion refuses responses and replies with the spec’s message; only the author closes it', async () => {
      const before = await publish(theo, story.id, 'Before closing.');
      expect((await ask(theo, LOCK, { id: story.id, locked: true })).data.setResponsesLocked.__typename).toBe('Forbidden');
      expect((await ask(maya, LOCK, { id: story.id, locked: true })).data.setResponsesLocked).toEqual({ __typename: 'ResponsesLockChanged', post: { id: story.id, responsesLocked: true } });
      expect(await publish(theo, story.id, 'After closing.')).toEqual({ __typename: 'BadRequest', message: 'The author has closed discussion for this story/list. We are unable to save changes to your response.' });
      expect((await publish(third, before.response.id, 'A reply after closing.')).message).toBe(RESPONSE_MESSAGES.closed);
      expect((await ask(maya, LOCK, { id: story.id, locked: false })).data.setResponsesLocked.post.responsesLocked).toBe(false);
      expect((await publish(theo, story.id, 'Open again.')).__typename).toBe('ResponsePublished');
    });

    it('answers bad input with a clear error and writes nothing', async () => {
      const count = async () => (await responsesOf(anonymous(app), story.id)).responsesCount as number;
      const before = await count();
      const long = await theo.graphql({ query: PUBLISH, variables: { input: { inResponseToPostId: story.id, bodyModel: body('x'.repeat(100_000)), clientId: clientId() } } });
      expect(long.status).toBeLessThan(500);
      if (long.status === 200) expect(((await long.json()) as GraphQLAnswer).data.publishResponse).toEqual({ __typename: 'BadRequest', message: RESPONSE_MESSAGES.tooLong });
      else expect(long.status).toBeGreaterThanOrEqual(400);
      expect(await publish(theo, story.id, '   ')).toEqual({ __typename: 'BadRequest', message: RESPONSE_MESSAGES.empty });
      expect(await publish(theo, 'ffffffffffff', 'To nothing.')).toEqual({ __typename: 'NotFound', message: RESPONSE_MESSAGES.noParent });
      const notJson = await ask(theo, PUBLISH, { input: { inResponseToPostId: story.id, bodyModel: '{not json', clientId: clientId() } });
      expect(notJson.data?.publishResponse.__typename, JSON.stringify(notJson)).toBe('BadRequest');
      expect((await ask(theo, PUBLISH, { input: { inResponseToPostId: story.id, bodyModel: body('Hi'), clientId: 'no' } })).data.publishResponse).toEqual({ __typename: 'BadRequest', message: RESPONSE_MESSAGES.badClientId });
      expect((await ask(await anonymous(app, LOOPBACK).start(), PUBLISH, { input: { inResponseToPostId: story.id, bodyModel: body('Hi'), clientId: clientId() } })).data.publishResponse).toEqual({ __typename: 'Unauthorized', message: RESPONSE_MESSAGES.signIn });
      const noXsrf = await theo.graphql({ query: PUBLISH, variables: { input: { inResponseToPostId: story.id, bodyModel: body('Hi'), clientId: clientId() } } }, { 'x-xsrf-token': null });
      expect(noXsrf.status).toBe(403);
      const badCursor = await ask(anonymous(app), RESPONSES, { id: story.id, to: 'nonsense' });
      expect(badCursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await count()).toBe(before);
    });

    it('refuses a response to a story in the trash', async () => {
      const trashed = await store.db.selectFrom('posts').select('id').where('type', '=', 'STORY').where('publishedAt', 'is not', null).where('id', '<>', story.id).orderBy('id').executeTakeFirstOrThrow();
      await store.db.updateTable('posts').set({ deletedAt: seedNow() }).where('id', '=', trashed.id).execute();
      expect(await publish(theo, trashed.id, 'Too late.')).toEqual({ __typename: 'NotFound', message: RESPONSE_MESSAGES.parentGone });
      await store.db.updateTable('posts').set({ deletedAt: null }).where('id', '=', trashed.id).execute();
    });

    it('50 concurrent responses from one reader through the app keep the count equal to the responses', async () => {
      const before = (await responsesOf(anonymous(app), story.id)).responsesCount as number;
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => publish(third, story.id, `Burst ${i}.`)));
      const published = answers.filter((a) => a.__typename === 'ResponsePublished').length;
      expect(published + answers.filter((a) => a.__typename === 'BadRequest').length).toBe(50);
      const after = (await responsesOf(anonymous(app), story.id)).responsesCount as number;
      expect(after).toBe(before + published);
      const rows = await store.db.selectFrom('posts').select(({ fn }) => fn.countAll<number>().as('n')).where('inResponseToPostId', '=', story.id).where('hiddenAt', 'is', null).where('deletedAt', 'is', null).executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(after);
    });

    it('pages of 10 never repeat a response', async () => {
      const seen: string[] = [];
      let to: string | null = null;
      for (let i = 0; i < 50; i++) {
        const page: { responses: { items: { id: string }[]; nextCursor: string | null } } = await responsesOf(anonymous(app), story.id, { limit: 10, to, sort: 'MOST_RELEVANT' });
        seen.push(...page.responses.items.map((r) => r.id));
        to = page.responses.nextCursor;
        if (!to) break;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe((await responsesOf(anonymous(app), story.id)).responsesCount);
    });

    it('responses never reach home, the profile, a tag, search or the feeds; they are in Your Stories’ Responses tab', async () => {
      const mine = await publish(theo, story.id, 'Findable zebra response text.');
      const id = mine.response.id as string;
      const home = await ask(anonymous(app), '{ webRecommendedFeed(paging: { limit: 25 }) { items { post { id } } } }');
      expect(JSON.stringify(home.data)).not.toContain(id);
      const profile = await ask(anonymous(app), '{ user(username: "theo_okafor") { posts(paging: { limit: 25 }) { items { post { id } } } } }');
      expect(JSON.stringify(profile.data)).not.toContain(id);
      const search = await ask(anonymous(app), '{ search(query: "zebra", requests: [{ index: posts }]) { posts { hits { postId } } } }');
      expect(JSON.stringify(search.data)).not.toContain(id);
      for (const path of ['/feed', '/feed/@theo_okafor', '/sitemap.xml']) {
        const response = await anonymous(app).get(path);
        if (response.status === 200) expect(await response.text()).not.toContain(id);
      }
      const tab = await ask(theo, '{ yourStories(tab: RESPONSES, first: 50) { items { id } } }');
      expect(tab.data.yourStories.items.map((s: { id: string }) => s.id)).toContain(id);
    });
  });
}
