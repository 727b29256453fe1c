// The security campaign's fuzzing (README: Security): fast-check generates requests an attacker would send —
// malformed JSON, every content type, NULs and bad percent-escapes, huge, deep and aliased documents, batches,
// odd methods and paths, forged cookies — and each one is sent through the fetch handler. None may answer a
// 5xx (but a not-built page's 501), carry a stack or a file path in its body, or take a second. 10,000 requests on PGlite, 2,000 more on
// PostgreSQL when TEST_DATABASE_URL is set; a failure prints fast-check's seed and path to replay it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../postgres/store.ts';
import { testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { testApp } from '../testing/test-app.ts';

const RUNS: Record<string, number> = { pglite: Number(process.env.QUIRE_FUZZ_RUNS ?? 10_000), postgres: 2_000 };
const SLOWEST_MS = 1_000;
const STACK = /\n\s+at .+[(:]|node_modules\/|\/work\/|file:\/\/|\.tsx?:\d+:\d+/;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'QUIRE'] as const;
const CONTENT_TYPES = [
  null,
  'application/json',
  'application/json; charset=utf-8',
  'application/graphql',
  'application/graphql-response+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  ';;;',
  'application/json; charset=latin1',
] as const;
const PATHS = [
  '/',
  '/_/graphql',
  '/_/batch',
  '/_/clientele/reports/errors/',
  '/_/clientele/reports/performance/',
  '/_/xsrf',
  '/_/dev/outbox',
  '/_/dev/sign-in',
  '/_/dev/posts/p1/title',
  '/_/stripe/webhook',
  '/_/statecharts',
  '/_/admin/internal-status',
  '/m/callback/email',
  '/m/callback/google',
  '/m/signout',
  '/favicon.ico',
  '/favicon.svg',
  '/assets/x.js',
  '/media/demo-1',
  '/tag/writing',
  '/topic/writing',
  '/c/x',
  '/@lena_fischer',
  '/search',
  '/plans',
  '/me/settings',
  '/explore-topics',
] as const;

const segment = fc.oneof(
  fc.constantFrom('%00', '%', '%zz', '%ff', '%c0%af', '..', '.', '//', '\\', '%2F', '%5C', '@', '~', 'tag', 'p', '%E2%80%A8', 'ä', '🙂', '<script>', "'", '"'),
  fc.stringMatching(/^[A-Za-z0-9_.~-]{0,12}$/),
  fc.string({ maxLength: 8 }).map((s) => encodeURIComponent(s)),
);
const path = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PATHS) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...PATHS), fc.array(segment, { maxLength: 4 })).map(([base, rest]) => [base.replace(/\/$/, ''), ...rest].join('/')) },
  { weight: 1, arbitrary: fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => '/' + parts.join('/')) },
);
const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.constantFrom('q', 'query', 'variables', 'operationName', 'token', 'redirect', 'username', 'source', 'extensions', 'x'), fc.oneof(segment, fc.string({ maxLength: 30 })), { maxKeys: 3 }).map(
    (params) => '?' + new URLSearchParams(params).toString(),
  ),
  fc.constantFrom('?query={__typename}&variables={', '?query=%00', '?query={viewer{id}}&extensions=[', '?redirect=//evil.example', '?token=%00', '?variables=null&query=mutation{x}'),
);

/** A GraphQL document: valid, broken, deep, wide, aliased, huge, or carrying NULs and odd directives. */
const document = fc.oneof(
  fc.constantFrom(
    '{ __typename }',
    'query { viewer { id username } }',
    'mutation { sendAcctAuthEmail(email: "a@example.com", operation: "login", type: "email") { __typename } }',
    '\\u006dutation { logout }',
    '{ __schema { types { name fields { name } } } }',
    'query Q($x: String) { tag(slug: $x) { name } }',
    'subscription { x }',
    '{',
    '}}}}',
    '',
    'query { a: viewer { id } a: viewer { username } }',
    'fragment F on Query { ...F } { ...F }',
  ),
  fc.integer({ min: 1, max: 400 }).map((depth) => '{ ' + 'user(username: "lena_fischer") { followers { edges { node { '.repeat(Math.ceil(depth / 4)) + 'id' + ' } } } }'.repeat(Math.ceil(depth / 4)) + ' }'),
  fc.integer({ min: 1, max: 3000 }).map((n) => '{ ' + Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ') + ' }'),
  fc.integer({ min: 1, max: 200 }).map((n) => '{ __typename ' + '@include(if: true) '.repeat(n) + '}'),
  fc.integer({ min: 1, max: 60 }).map((n) => 'mutation { ' + Array.from({ length: n }, (_, i) => `m${i}: sendAcctAuthEmail(email: "x${i}@example.com", operation: "login", type: "email") { __typename }`).join(' ') + ' }'),
  fc.string({ maxLength: 200 }),
  fc.string({ maxLength: 40 }).map((s) => `{ tag(slug: ${JSON.stringify(s + '\u0000')}) { name } }`),
);
const variables = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ x: fc.oneof(fc.string({ maxLength: 20 }), fc.constant('\u0000'), fc.constant('a\u0000b')), email: fc.string({ maxLength: 30 }) }),
);
const operation = fc.record({ query: document, variables, operationName: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }) }, { requiredKeys: [] });
const body = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: operation.map((op) => JSON.stringify(op)) },
  { weight: 2, arbitrary: fc.array(operation, { maxLength: 25 }).map((ops) => JSON.stringify(ops)) },
  { weight: 1, arbitrary: fc.constantFrom('{', '[', '{"query":', '[{"query":"{__typename}"},', 'null', '1', '"x"', '{"query":"\\u0000"}', '{"query":"{ __typename }","variables":"{"}', '\u0000') },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 }).map((n) => '['.repeat(n * 10) + ']'.repeat(n * 10)) },
  { weight: 1, arbitrary: fc.array(fc.record({ key: fc.string({ maxLength: 20 }), data: fc.jsonValue({ maxDepth: 2 }), timestamp: fc.integer(), eventId: fc.string({ maxLength: 12 }) }), { maxLength: 10 }).map((e) => JSON.stringify(e)) },
);
const cookie = fc.oneof(
  fc.constant(null),
  fc.constantFrom('quire_session=nope', 'quire_xsrf=AAAA', 'quire_session=%zz', 'quire_xsrf=a.b', '=;;=', 'privacy_banner_accepted=1', 'quire_session='),
  fc.string({ maxLength: 40 }).map((s) => `quire_session=${encodeURIComponent(s)}; quire_xsrf=${encodeURIComponent(s)}`),
);

const request = fc.record({
  method: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('GET', 'POST') }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
  path,
  query,
  contentType: fc.constantFrom(...CONTENT_TYPES),
  body,
  cookie,
  xsrf: fc.option(fc.string({ maxLength: 50 }).filter((s) => /^[\x20-\x7e]*$/.test(s)), { nil: null }),
  remote: fc.constantFrom('127.0.0.1', '203.0.113.7', '::1', '198.51.100.4'),
});

type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

function toRequest(r: Generated): Request | null {
  const headers = new Headers();
  if (r.contentType) headers.set('content-type', r.contentType);
  if (r.cookie) headers.set('cookie', r.cookie);
  if (r.xsrf !== null) headers.set('x-xsrf-token', r.xsrf);
  const hasBody = r.body !== null && r.method !== 'GET' && r.method !== 'HEAD';
  try {
    return new Request(`http://localhost${r.path}${r.query}`, { method: r.method, headers, body: hasBody ? r.body : null });
  } catch {
    return null; // not a request a client could send (the URL or method does not parse)
  }
}

for (const factory of testStores()) {
  describe(`fuzzing the HTTP routes and /_/graphql on ${factory.name} (README: Security)`, () => {
    let store: Store;
    let app: App;
    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, logError: () => {} });
      // Warm every lazily loaded module, so a first render's imports are not timed.
      for (const p of PATHS) await app.fetch(new Request(`http://localhost${p}`), { remoteAddress: '127.0.0.1' });
    });
    afterAll(async () => {
      await store.close();
    });

    it(`answers ${RUNS[factory.name]} generated requests with no 5xx, no stack and none slower than ${SLOWEST_MS} ms`, { timeout: 600_000 }, async () => {
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(request, async (generated) => {
          const req = toRequest(generated);
          if (!req) return;
          sent++;
          const started = performance.now();
          const response = await app.fetch(req, { remoteAddress: generated.remote });
          const text = await response.text();
          const took = performance.now() - started;
          // 501 is the honest answer of a page Quire has not built yet (README: What is not built); no other 5xx.
          const status = response.status === 501 ? 200 : response.status;
          expect(status, `${generated.method} ${generated.path}${generated.query}: ${response.status}`).toBeLessThan(500);
          expect(text, `${generated.method} ${generated.path}${generated.query}`).not.toMatch(STACK);
          expect(took, `${generated.method} ${generated.path}${generated.query}`).toBeLessThan(SLOWEST_MS);
        }),
        { numRuns: RUNS[factory.name]!, endOnFailure: true },
      );
      expect(sent).toBeGreaterThan(RUNS[factory.name]! * 0.9);
    });
  });
}
