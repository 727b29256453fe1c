// The GraphQL endpoint against the attack campaign's findings 12 (one reports budget for /_/batch and
// GraphQL), 7 (CORS), 16 (NUL bytes and malformed parameters) and 17 (introspection), through the fetch
// handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. "Nothing ran" is checked in the store (no mail,
// no event) and by counting repository calls.
import { describe, expect, it } from 'vitest';
import { testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { GRAPHQL_URL } from '../testing/endpoint-caller.ts';
import { graphqlEndpointSuite } from '../testing/graphql-endpoint-suite.ts';

for (const factory of testStores()) {
  describe(`the GraphQL endpoint on ${factory.name} (security findings 7, 12, 16, 17)`, () => {
    const suite = graphqlEndpointSuite(factory);
    const { build, call, post, codeOf, nextAddress, refusedBeforeRunning, events } = suite;

    describe('security finding 12: one reports budget for /_/batch and GraphQL, counted per event in the store', () => {
      const LOG = 'mutation L($payload: String!) { logClientEvents(input: { payload: $payload }) { success } }';
      const GATE = 'mutation { LogGateExposure(gateId: "gate-12") { success } }';
      const batchOf = (ids: string[]) => JSON.stringify(ids.map((eventId) => ({ eventId, timestamp: Date.parse('2026-01-01'), key: 'budget.check', data: {}, type: 'e' })));

      it('security finding 12: 20 operations × 100 aliased LogGateExposure store nothing (the limit is 600 a minute)', async () => {
        const before = await events('gate.exposure');
        const many = `mutation { ${Array.from({ length: 100 }, (_, i) => `g${i}: LogGateExposure(gateId: "gate-${i}") { success }`).join(' ')} }`;
        const answer = await refusedBeforeRunning(() => post(Array.from({ length: 20 }, () => ({ query: many }))));
        expect(answer.status).toBe(400);
        expect(await events('gate.exposure')).toBe(before);
      });

      it('security finding 12: GraphQL events spend the network budget per event, and /_/batch shares it', async () => {
        const limited = build({ reportsPerMinute: 5, now: () => new Date('2026-01-01T00:00:30Z') });
        const address = nextAddress();
        const now = Date.parse('2026-01-01T00:00:30Z');
        const payload = JSON.stringify(['e1', 'e2', 'e3', 'e4'].map((eventId) => ({ eventId: `${address}-${eventId}`, timestamp: now, key: 'budget.gql', data: {}, type: 'e' })));
        const stored = await events('budget.gql');
        expect((await post({ query: LOG, variables: { payload } }, { app: limited, address })).body.data).toEqual({ logClientEvents: { success: true } });
        expect(await events('budget.gql')).toBe(stored + 4);
        const gates = await events('gate.exposure');
        expect((await post({ query: GATE }, { app: limited, address })).body.data).toEqual({ LogGateExposure: { success: true } });
        // The sixth event of the minute: refused, nothing stored, 429 with Retry-After for a lone operation.
        const refused = await post({ query: GATE }, { app: limited, address });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(codeOf(refused)).toBe('RATE_LIMITED');
        expect(refused.body.errors[0].message).toMatch(/Too many reports from this network/);
        expect(await events('gate.exposure')).toBe(gates + 1);
        // POST /_/batch draws on the same budget.
        const batch = await limited.fetch(
          new Request('http://localhost/_/batch', {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: suite.anon.cookieHeader(), 'x-xsrf-token': suite.anon.xsrf },
            body: batchOf([`${address}-b1`]),
          }),
          { remoteAddress: address },
        );
        expect(batch.status).toBe(429);
        // Another network has its own budget.
        const other = await post({ query: GATE }, { app: limited });
        expect(other.body.data).toEqual({ LogGateExposure: { success: true } });
      });

      it('security finding 12: /_/batch counts events, not requests, and the count lives in the store, shared by every process', async () => {
        const at = () => new Date('2026-01-01T00:01:30Z');
        const first = build({ reportsPerMinute: 5, now: at });
        const second = build({ reportsPerMinute: 5, now: at });
        const address = nextAddress();
        const send = (server: App, ids: string[]) =>
          server.fetch(
            new Request('http://localhost/_/batch', {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: suite.anon.cookieHeader(), 'x-xsrf-token': suite.anon.xsrf },
              body: batchOf(ids.map((id) => `${address}-${id}`)),
            }),
            { remoteAddress: address },
          );
        const before = await events('budget.check');
        // Six events in one report: over the limit of five, and nothing is stored.
        expect((await send(first, ['a', 'b', 'c', 'd', 'e', 'f'])).status).toBe(429);
        expect(await events('budget.check')).toBe(before);
        const elsewhere = nextAddress();
        const fresh = (server: App, ids: string[]) =>
          server.fetch(
            new Request('http://localhost/_/batch', {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: suite.anon.cookieHeader(), 'x-xsrf-token': suite.anon.xsrf },
              body: batchOf(ids.map((id) => `${elsewhere}-${id}`)),
            }),
            { remoteAddress: elsewhere },
          );
        expect((await fresh(first, ['a', 'b', 'c'])).status).toBe(200);
        // Another server process (another app over the same store) sees the three already counted.
        expect((await fresh(second, ['d', 'e'])).status).toBe(200);
        expect((await fresh(second, ['f'])).status).toBe(429);
        expect(await events('budget.check')).toBe(before + 5);
      });
    });

    describe('security finding 7: CORS answers the public origin only', () => {
      it('security finding 7: a foreign Origin gets no Access-Control-Allow-Origin; the public origin gets it with credentials', async () => {
        const server = build({ publicOrigin: 'https://quire.example' });
        const query = { query: '{ __typename }' };
        const foreign = await post(query, { app: server, token: false, headers: { origin: 'https://evil.example' } });
        expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
        expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
        const preflight = await server.fetch(
          new Request(GRAPHQL_URL, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } }),
        );
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
        const own = await post(query, { app: server, token: false, headers: { origin: 'https://quire.example' } });
        expect(own.headers.get('access-control-allow-origin')).toBe('https://quire.example');
        expect(own.headers.get('access-control-allow-credentials')).toBe('true');
      });
    });

    describe('security finding 16: NUL bytes and malformed parameters get 400, never 500', () => {
      it('security finding 16: U+0000 in a variable, a literal or the document is refused with 400 before anything runs', async () => {
        const inVariable = await refusedBeforeRunning(() =>
          post({ query: 'query U($u: String!) { user(username: $u) { id } }', variables: { u: 'maya\u0000chen' } }, { token: false }),
        );
        expect(inVariable.status).toBe(400);
        expect(codeOf(inVariable)).toBe('BAD_REQUEST');
        expect(inVariable.body.errors[0].message).toMatch(/NUL character/);
        const nested = await refusedBeforeRunning(() =>
          post({ query: 'mutation M($input: LogClientEventsInput!) { logClientEvents(input: $input) { success } }', variables: { input: { payload: '[\u0000]' } } }),
        );
        expect(nested.status).toBe(400);
        const inLiteral = await refusedBeforeRunning(() => post({ query: '{ user(username: "maya\\u0000chen") { id } }' }, { token: false }));
        expect(inLiteral.status).toBe(400);
        const inDocument = await refusedBeforeRunning(() => post({ query: '{ __typename }\u0000' }, { token: false }));
        expect(inDocument.status).toBe(400);
      });

      it('security finding 16: malformed variables or extensions by GET or POST are refused with 400', async () => {
        for (const search of ['?query={__typename}&variables={', '?query={__typename}&extensions={', '?query={__typename}&variables=[1]', '?query={__typename}&variables="x"']) {
          const answer = await refusedBeforeRunning(() => call(null, { method: 'GET', contentType: null, token: false, search }));
          expect(answer.status, search).toBe(400);
          expect(codeOf(answer), search).toBe('BAD_REQUEST');
        }
        for (const payload of [
          { query: '{ __typename }', variables: 'x' },
          { query: '{ __typename }', variables: [1] },
          { query: '{ __typename }', extensions: 3 },
          [{ query: '{ __typename }' }, { query: '{ __typename }', variables: '{' }],
          { query: 7 },
          [null],
        ]) {
          const answer = await refusedBeforeRunning(() => post(payload, { token: false }));
          expect(answer.status, JSON.stringify(payload)).toBe(400);
        }
      });
    });

    describe('security finding 17: introspection', () => {
      it('security finding 17: introspection is refused in production and answered in development', async () => {
        const production = build({ production: true });
        for (const query of ['{ __schema { types { name } } }', '{ __type(name: "User") { name } }']) {
          const refused = await refusedBeforeRunning(() => post({ query }, { app: production, token: false }));
          expect(refused.status).toBe(400);
          expect(codeOf(refused)).toBe('INTROSPECTION_DISABLED');
        }
        expect((await post({ query: '{ __typename }' }, { app: production, token: false })).status).toBe(200);
        const development = await post({ query: '{ __schema { queryType { name } } }' }, { token: false });
        expect(development.status).toBe(200);
        expect(development.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      });
    });
  });
}
