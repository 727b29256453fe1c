// The GraphQL endpoint against the attack campaign's findings 3 (the xsrf token on every mutation, whatever
// the encoding) and 4 (depth, alias, token, cost and directive limits, single-use mutations), through the
// fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. "Nothing ran" is checked in the store (no
// mail) and by counting repository calls: a refused request reads nothing but the rate counters. Findings 7,
// 12, 16 and 17 are graphql-endpoint-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { MAX_ALIASES, MAX_DEPTH, MAX_TOKENS } from '../../../core/graphql/request-limits.ts';
import { testStores } from '../../postgres/testing/test-stores.ts';
import { graphqlEndpointSuite } from '../testing/graphql-endpoint-suite.ts';

// A sign-up (ada has no account: a login would answer NotFound and send nothing, issue 18), so each run mails once.
const SEND = 'mutation Send { sendAcctAuthEmail(email: "ada@example.com", operation: "register") { __typename } }';
const SEND_FIELD = 'sendAcctAuthEmail(email: "ada@example.com", operation: "register") { __typename }';

/** `{ user { followers { edges { node { followers { … name } } } } } }`, `levels` followers deep. */
function followersNesting(levels: number, first?: number): string {
  const args = first === undefined ? '' : `(first: ${first})`;
  let inner = 'name';
  for (let i = 0; i < levels; i++) inner = `followers${args} { edges { node { ${inner} } } }`;
  return `{ user(username: "maya_chen") { ${inner} } }`;
}

for (const factory of testStores()) {
  describe(`the GraphQL endpoint on ${factory.name} (security findings 3, 4)`, () => {
    const suite = graphqlEndpointSuite(factory);
    const { build, call, post, codeOf, mails, refusedBeforeRunning } = suite;

    describe('security finding 3: every mutation needs the xsrf token, whatever the encoding', () => {
      it('security finding 3: runs a mutation sent as application/json; charset=utf-8 with the token (the control)', async () => {
        const before = await mails();
        const answer = await post({ query: SEND }, { contentType: 'application/json; charset=utf-8' });
        expect(answer.status).toBe(200);
        expect(answer.body.data.sendAcctAuthEmail).toEqual({ __typename: 'SusiMethod' });
        expect(await mails()).toBe(before + 1);
      });

      it('security finding 3: a mutation spelt with a JSON unicode escape (\\u006dutation) without the token: 403, no mail', async () => {
        const body = JSON.stringify({ query: SEND }).replace('"mutation', '"\\u006dutation');
        expect(body).toContain('\\u006dutation');
        const answer = await refusedBeforeRunning(() => call(body, { token: false }));
        expect(answer.status).toBe(403);
        expect(codeOf(answer)).toBe('FORBIDDEN');
        expect(answer.body.errors[0].message).toMatch(/xsrf token/);
      });

      it('security finding 3: bodies sent as form-urlencoded, application/graphql, multipart or text/plain: 415, no mail', async () => {
        const form = new URLSearchParams({ query: SEND }).toString();
        const multipart = new FormData();
        multipart.set('operations', JSON.stringify({ query: SEND }));
        multipart.set('map', '{}');
        const attempts: [string, BodyInit, string | null][] = [
          ['form-urlencoded', form, 'application/x-www-form-urlencoded'],
          ['application/graphql', SEND, 'application/graphql'],
          ['multipart/form-data', multipart, null],
          ['text/plain', JSON.stringify({ query: SEND }), 'text/plain'],
          ['application/graphql+json', JSON.stringify({ query: SEND }), 'application/graphql+json'],
        ];
        for (const [what, body, contentType] of attempts) {
          // null: the body sets its own (a FormData its multipart boundary).
          const answer = await refusedBeforeRunning(() => call(body, { contentType, token: false }));
          expect(answer.status, what).toBe(415);
          expect(codeOf(answer), what).toBe('UNSUPPORTED_MEDIA_TYPE');
        }
        // Refused with the token too: the endpoint takes JSON only.
        expect((await refusedBeforeRunning(() => call(form, { contentType: 'application/x-www-form-urlencoded' }))).status).toBe(415);
      });

      it('security finding 3: a GET carrying a mutation is refused (405), with or without the token', async () => {
        for (const token of [false, true]) {
          const answer = await refusedBeforeRunning(() =>
            call(null, { method: 'GET', contentType: null, token, search: `?query=${encodeURIComponent(SEND)}` }),
          );
          expect(answer.status).toBe(405);
          expect(codeOf(answer)).toBe('METHOD_NOT_ALLOWED');
          expect(answer.headers.get('allow')).toBe('POST');
        }
        // A GET query still answers.
        const query = await call(null, { method: 'GET', contentType: null, token: false, search: `?query=${encodeURIComponent('{ __typename }')}` });
        expect(query.status).toBe(200);
        expect(query.body).toEqual({ data: { __typename: 'Query' } });
      });

      it('security finding 3: one mutation without the token refuses its whole batch, queries and all', async () => {
        const answer = await refusedBeforeRunning(() => post([{ query: '{ topics { slug } }' }, { query: SEND }], { token: false }));
        expect(answer.status).toBe(403);
        // A mutation the request does not name still needs the token.
        const unnamed = await refusedBeforeRunning(() => post({ query: `query A { __typename } ${SEND}`, operationName: 'A' }, { token: false }));
        expect(unnamed.status).toBe(403);
        const wrong = await refusedBeforeRunning(() => post({ query: SEND }, { token: false, headers: { 'x-xsrf-token': 'x'.repeat(43) } }));
        expect(wrong.status).toBe(403);
      });
    });

    describe('security finding 4: depth, alias, token, cost and directive limits, and single-use mutations', () => {
      it(`security finding 4: a ${MAX_DEPTH + 1}-deep query is refused with 400 before anything runs; ${MAX_DEPTH} deep answers`, async () => {
        const nine = '{ user(username: "maya_chen") { followers { edges { node { followers { edges { node { socialStats { followerCount } } } } } } } } }';
        const answer = await refusedBeforeRunning(() => post({ query: nine }, { token: false }));
        expect(answer.status).toBe(400);
        expect(codeOf(answer)).toBe('LIMIT_EXCEEDED');
        expect(answer.body.errors[0].message).toBe(`Query depth limit of ${MAX_DEPTH} exceeded, found ${MAX_DEPTH + 1}.`);
        const eight = await post({ query: '{ user(username: "maya_chen") { followers { edges { node { followers { edges { node { name } } } } } } } }' }, { token: false });
        expect(eight.status).toBe(200);
        expect(eight.body.errors).toBeUndefined();
      });

      it('security finding 4: the 5-level followers nesting (40 s, 5.4 MB before) is refused with 400 before anything runs', async () => {
        const answer = await refusedBeforeRunning(() => post({ query: followersNesting(5) }, { token: false }));
        expect(answer.status).toBe(400);
        expect(codeOf(answer)).toBe('LIMIT_EXCEEDED');
        expect(answer.body.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(/depth limit/);
        // Within the depth limit, two levels of 100 followers cost too much.
        const wide = await refusedBeforeRunning(() => post({ query: followersNesting(2, 100) }, { token: false }));
        expect(wide.status).toBe(400);
        expect(wide.body.errors[0].message).toMatch(/^The operation costs \d+; at most 5000\.$/);
      });

      it(`security finding 4: ${MAX_ALIASES + 1} aliases are refused with 400; ${MAX_ALIASES} answer; 1,000 never run`, async () => {
        const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `t${i}: topics { slug }`).join(' ')} }`;
        const sixteen = await refusedBeforeRunning(() => post({ query: aliased(MAX_ALIASES + 1) }, { token: false }));
        expect(sixteen.status).toBe(400);
        expect(sixteen.body.errors[0].message).toBe(`Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`);
        expect((await refusedBeforeRunning(() => post({ query: aliased(1000) }, { token: false }))).status).toBe(400);
        expect((await post({ query: aliased(MAX_ALIASES) }, { token: false })).status).toBe(200);
        // 100 aliased mutations: none runs.
        const follows = `mutation { ${Array.from({ length: 100 }, (_, i) => `f${i}: followUser(targetUserId: "u${i}") { id }`).join(' ')} }`;
        expect((await refusedBeforeRunning(() => post({ query: follows }))).status).toBe(400);
      });

      it(`security finding 4: a document of ${MAX_TOKENS + 1} tokens is refused with 400; ${MAX_TOKENS} answer`, async () => {
        // `{`, n × `__typename`, `}`: n + 2 tokens.
        const tokens = (n: number) => `{${' __typename'.repeat(n - 2)} }`;
        const over = await refusedBeforeRunning(() => post({ query: tokens(MAX_TOKENS + 1) }, { token: false }));
        expect(over.status).toBe(400);
        expect(over.body.errors[0].message).toMatch(/more that 2000 tokens/);
        expect((await post({ query: tokens(MAX_TOKENS) }, { token: false })).status).toBe(200);
      });

      it('security finding 4: first: 101 is refused with 400 (also through a variable); first: 100 answers', async () => {
        const answer = await refusedBeforeRunning(() => post({ query: '{ user(username: "maya_chen") { followers(first: 101) { edges { node { name } } } } }' }, { token: false }));
        expect(answer.status).toBe(400);
        expect(answer.body.errors[0].message).toBe('User.followers asks for 101 items (first); at most 100.');
        const variable = await refusedBeforeRunning(() =>
          post({ query: 'query Q($n: Int) { recommendedTopics(limit: $n) { slug } }', variables: { n: 101 } }, { token: false }),
        );
        expect(variable.status).toBe(400);
        const hundred = await post({ query: '{ user(username: "maya_chen") { followers(first: 100) { edges { node { name } } } } }' }, { token: false });
        expect(hundred.status).toBe(200);
      });

      it('security finding 4: a fragment bomb (each fragment spreading the one before twice) is refused with 400', async () => {
        const levels = 16;
        const fragments = Array.from({ length: levels }, (_, i) => (i === 0 ? 'fragment F0 on Query { topics { slug } }' : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`));
        const answer = await refusedBeforeRunning(() => post({ query: `{ ...F${levels - 1} } ${fragments.join(' ')}` }, { token: false }));
        expect(answer.status).toBe(400);
        expect(answer.body.errors[0].message).toMatch(/more than 10000 fields once its fragments are spread/);
      });

      it('security finding 4: directives are bounded', async () => {
        const directives = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `t${i}: __typename @include(if: true)`).join(' ')} }`;
        expect((await refusedBeforeRunning(() => post({ query: directives(11) }, { token: false }))).status).toBe(400);
        expect((await post({ query: directives(10) }, { token: false })).status).toBe(200);
      });

      it('security finding 4: one over-limit document refuses its whole batch: nothing runs, no mail', async () => {
        const answer = await refusedBeforeRunning(() => post([{ query: SEND }, { query: followersNesting(5) }]));
        expect(answer.status).toBe(400);
      });

      it('security finding 4: two sendAcctAuthEmail in one request (aliases, a batch, fragments) are refused with 400, and no mail goes', async () => {
        const attempts: unknown[] = [
          { query: `mutation { a: ${SEND_FIELD} b: ${SEND_FIELD} }` },
          [{ query: SEND }, { query: SEND }],
          [{ query: SEND }, { query: 'mutation { LogGateExposure(gateId: "g") { success } }' }],
          { query: `mutation { ...A ...B } fragment A on Mutation { a: ${SEND_FIELD} } fragment B on Mutation { b: ${SEND_FIELD} }` },
          { query: `mutation { a: ${SEND_FIELD} ... on Mutation { b: verifyLoginCode(loginCode: "123456") { __typename } } }` },
        ];
        for (const attempt of attempts) {
          const answer = await refusedBeforeRunning(() => post(attempt));
          expect(answer.status, JSON.stringify(attempt)).toBe(400);
          expect(codeOf(answer)).toBe('LIMIT_EXCEEDED');
          expect(answer.body.errors[0].message).toMatch(/may be sent once a request/);
        }
      });

      it('security finding 4: field suggestions are hidden in production and given in development', async () => {
        const production = build({ production: true });
        const hidden = await post({ query: '{ viewr { id } }' }, { app: production, token: false });
        expect(hidden.body.errors[0].message).not.toMatch(/Did you mean/);
        const shown = await post({ query: '{ viewr { id } }' }, { token: false });
        expect(shown.body.errors[0].message).toMatch(/Did you mean "viewer"/);
      });
    });

  });
}
