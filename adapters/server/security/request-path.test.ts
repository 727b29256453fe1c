// The security campaign's findings on the request path (README: Security), reproduced through the fetch handler
// on PGlite and (with TEST_DATABASE_URL) PostgreSQL: links from the public origin (finding 2), the trusted-proxy
// rule (5), the dev routes (6), Secure cookies (8), redirects (9), streamed body limits (13), NULs and unexpected
// errors (16), and the smaller ones of finding 17 (the planted xsrf cookie, source maps in production).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../postgres/mailer.outbox.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import type { App, AppOptions } from '../app.ts';
import { createRepositories } from '../graphql/repositories.ts';
import { compileTrustedProxies, takeRequest, type IntakeOptions } from '../http/request-intake.ts';
import { anonymous } from '../testing/browser.ts';
import { testApp } from '../testing/test-app.ts';
import { MAX_GRAPHQL_BODY_BYTES } from '../composition-root.ts';

const SEND = `mutation Send($email: String!) { sendAcctAuthEmail(email: $email, operation: "login", type: "email") { __typename } }`;
const SOCKET = { remoteAddress: '203.0.113.7' };
const LOOPBACK = { remoteAddress: '127.0.0.1' };

const stackLike = /\bat .+\(|node_modules|\/work\/|\.ts:\d+|Error:/;

/** A body that streams `total` bytes in 64 KB chunks, without a Content-Length, and counts what was pulled. */
function chunkedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk.byteLength, total - sent);
      sent += size;
      controller.enqueue(chunk.subarray(0, size));
    },
  });
  return { stream, pulled: () => sent };
}

for (const factory of testStores()) {
  describe(`the request path's security on ${factory.name} (README: Security)`, () => {
    let store: Store;
    let app: App;
    const errors: string[] = [];
    const make = (overrides: Partial<AppOptions> = {}) => testApp(store, { logError: (_, context) => void errors.push(context), ...overrides });

    const xsrfOf = async (a: App, context = SOCKET) => {
      const browser = await anonymous(a, context.remoteAddress).start();
      return { cookie: browser.cookieHeader(), token: browser.xsrf };
    };
    const graphql = (a: App, body: unknown, headers: Record<string, string>, context = SOCKET) =>
      a.fetch(new Request('http://localhost/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }), context);

    beforeAll(async () => {
      store = await factory.open();
      app = make({ devSignIn: true });
    });
    afterAll(async () => {
      await store.close();
    });

    it('security finding 2: a sign-in link is built from the configured public origin, whatever the Host header says', async () => {
      const a = make({ publicOrigin: 'https://quire.example' });
      const { cookie, token } = await xsrfOf(a);
      const response = await a.fetch(
        new Request('http://evil.example/_/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example', cookie, 'x-xsrf-token': token },
          body: JSON.stringify({ query: SEND, variables: { email: 'theo_okafor@example.com' } }),
        }),
        SOCKET,
      );
      expect(response.status).toBe(200);
      const [mail] = await outboxMailer(store.db, { now: seedNow, newId: () => 'x', log: () => {} }).list(1);
      expect(mail!.to).toBe('theo_okafor@example.com');
      expect(mail!.text).toContain('https://quire.example/m/callback/email?token=');
      expect(mail!.text + mail!.html).not.toContain('evil.example');
    });

    it('security finding 5: the network is the right-most X-Forwarded-For address that is not a trusted proxy', async () => {
      const options = (trusted: string[]): IntakeOptions => ({
        trustProxy: true,
        trustedProxies: compileTrustedProxies(trusted),
        secureOrigin: false,
        bodyLimitOf: () => 1024,
        tooLarge: () => new Response(null, { status: 413 }),
      });
      const from = async (socket: string, forwardedFor: string, trusted = ['loopback']) => {
        const taken = await takeRequest(new Request('http://localhost/', { headers: { 'x-forwarded-for': forwardedFor } }), socket, options(trusted));
        return taken.ok ? taken.network : null;
      };
      // A client prepends whatever it likes; the proxy appends the address it saw, and that is the one taken.
      expect(await from('127.0.0.1', '6.6.6.6, 198.51.100.4')).toBe('198.51.100.4');
      expect(await from('127.0.0.1', '1.1.1.1, 2.2.2.2, 198.51.100.4')).toBe('198.51.100.4');
      // Two proxies the operator trusts are skipped, right to left.
      expect(await from('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.0.0.1', ['loopback', '10.0.0.0/8'])).toBe('198.51.100.4');
      // A socket that is no trusted proxy is the network, whatever it claims.
      expect(await from('203.0.113.7', '198.51.100.4')).toBe('203.0.113.7');
      // Without QUIRE_TRUST_PROXY nothing forwarded is believed.
      const off = await takeRequest(new Request('http://localhost/', { headers: { 'x-forwarded-for': '198.51.100.4' } }), '127.0.0.1', { ...options(['loopback']), trustProxy: false });
      expect(off.ok && off.network).toBe('127.0.0.1');
      await fc.assert(
        fc.asyncProperty(fc.array(fc.ipV4(), { maxLength: 5 }), fc.ipV4(), async (prepended, seen) => {
          fc.pre(!seen.startsWith('127.'));
          expect(await from('127.0.0.1', [...prepended, seen].join(', '))).toBe(seen);
        }),
        { numRuns: 50 },
      );
    });

    it('security finding 6: the dev outbox and post routes do not exist in production, nor to a forwarded request', async () => {
      const production = make({ production: true });
      expect((await production.fetch(new Request('http://localhost/_/dev/outbox'), LOOPBACK)).status).toBe(404);
      const titled = (a: App, headers: Record<string, string> = {}) =>
        a.fetch(new Request('http://localhost/_/dev/posts/nothing/title', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"title":"x"}' }), LOOPBACK);
      expect((await titled(make({ production: true }))).status).toBe(404);
      const opened = make({ production: true, devOutbox: true });
      expect((await opened.fetch(new Request('http://localhost/_/dev/outbox'), LOOPBACK)).status).toBe(200);
      // Through a reverse proxy on this machine: the socket is loopback, but the request is someone else's.
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via']) {
        expect((await opened.fetch(new Request('http://localhost/_/dev/outbox', { headers: { [header]: '198.51.100.4' } }), LOOPBACK)).status).toBe(404);
        expect((await titled(app, { [header]: '198.51.100.4' })).status).toBe(404);
      }
      expect((await opened.fetch(new Request('http://localhost/_/dev/outbox'), SOCKET)).status).toBe(404);
      // Outside production, on this machine, they answer.
      expect((await app.fetch(new Request('http://localhost/_/dev/outbox'), LOOPBACK)).status).toBe(200);
      expect((await titled(app)).status).toBe(404); // no such post, but the route is there
      expect(await (await titled(app)).text()).toMatch(/no such post/);
    });

    it('security finding 8: cookies are Secure behind TLS: from the public origin or a trusted X-Forwarded-Proto only', async () => {
      const cookieOf = async (a: App, headers: Record<string, string>, context: { remoteAddress: string }) =>
        (await a.fetch(new Request('http://localhost/_/xsrf', { headers }), context)).headers.getSetCookie()[0]!;
      expect(await cookieOf(make({ publicOrigin: 'https://quire.example' }), {}, SOCKET)).toMatch(/; Secure/);
      const proxied = make({ trustProxy: true });
      expect(await cookieOf(proxied, { 'x-forwarded-proto': 'https' }, LOOPBACK)).toMatch(/; Secure/);
      expect(await cookieOf(proxied, { 'x-forwarded-proto': 'https' }, SOCKET)).not.toMatch(/Secure/); // not a trusted proxy
      expect(await cookieOf(app, { 'x-forwarded-proto': 'https' }, LOOPBACK)).not.toMatch(/Secure/); // proxies not trusted
      const signedIn = await make({ devSignIn: true, publicOrigin: 'https://quire.example' }).fetch(new Request('http://localhost/_/dev/sign-in?username=lena_fischer'), LOOPBACK);
      expect(signedIn.headers.getSetCookie().join('\n')).toMatch(/quire_session=[^;]+;.*; Secure/);
    });

    it('security finding 9: every redirect stays on the server’s own origin', async () => {
      for (const address of ['//evil.example/', '/\\evil.example/', '///evil.example/', '/%2F/evil.example/', '//evil.example/?x=1']) {
        const response = await app.fetch(new Request(`http://localhost${address}`), SOCKET);
        const location = response.headers.get('location');
        if (location !== null) expect(new URL(location, 'http://localhost').origin).toBe('http://localhost');
      }
      const doubled = await app.fetch(new Request('http://localhost//evil.example/'), SOCKET);
      expect(doubled.status).toBe(301);
      expect(doubled.headers.get('location')).toBe('/evil.example');
      await fc.assert(
        fc.asyncProperty(fc.array(fc.constantFrom('/', '\\', '%2F', '%5C', 'evil.example', '.', '..', '?', 'a'), { maxLength: 8 }), async (parts) => {
          const response = await app.fetch(new Request(`http://localhost/${parts.join('')}`), SOCKET);
          const location = response.headers.get('location');
          if (location !== null) {
            expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')).toBe(true);
          }
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });

    it('security finding 13: a chunked body is counted as it streams and refused at the limit, never read in full', async () => {
      const { cookie, token } = await xsrfOf(app);
      for (const [pathname, total] of [
        ['/_/graphql', 3 * 1024 * 1024],
        ['/_/graphql', 100 * 1024 * 1024],
        ['/_/batch', 100 * 1024 * 1024],
        ['/_/dev/posts/any/title', 100 * 1024 * 1024],
        ['/m/callback/apple', 100 * 1024 * 1024],
      ] as const) {
        const body = chunkedBody(total);
        const response = await app.fetch(
          new Request(`http://localhost${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token }, body: body.stream, duplex: 'half' } as RequestInit),
          LOOPBACK,
        );
        expect(response.status, pathname).toBe(413);
        // At most the limit and one chunk more was read (stream pulls run one chunk ahead).
        expect(body.pulled(), pathname).toBeLessThanOrEqual(Math.max(512 * 1024, MAX_GRAPHQL_BODY_BYTES) + 3 * 64 * 1024);
      }
      // A declared length over the limit is refused before a byte is read.
      const declared = chunkedBody(MAX_GRAPHQL_BODY_BYTES + 1024 * 1024);
      const early = await app.fetch(
        new Request('http://localhost/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(MAX_GRAPHQL_BODY_BYTES + 1024 * 1024) }, body: declared.stream, duplex: 'half' } as RequestInit),
        SOCKET,
      );
      expect(early.status).toBe(413);
      expect(declared.pulled()).toBeLessThanOrEqual(2 * 64 * 1024);
      // A body under the limit still works, chunked or not.
      const small = await graphql(app, { query: '{ __typename }' }, {});
      expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('security finding 16: NULs in addresses and reports are a 400 with a short message; an unexpected error is a 500 with no stack, logged', async () => {
      for (const address of ['/tag/%00', '/c/%00', '/_/dev/sign-in?username=%00', '/@a%00b', '/search?q=%00', '/tag/x?source=%00']) {
        const response = await app.fetch(new Request(`http://localhost${address}`), LOOPBACK);
        expect(response.status, address).toBe(400);
        const body = await response.text();
        expect(body, address).toMatch(/NUL/);
        expect(body, address).not.toMatch(stackLike);
      }
      const { cookie, token } = await xsrfOf(app);
      const report = await app.fetch(
        new Request('http://localhost/_/batch', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token },
          body: JSON.stringify([{ key: 'post.clientViewed\u0000', data: {}, timestamp: seedNow().getTime(), eventId: 'e\u00001' }]),
        }),
        SOCKET,
      );
      expect(report.status).toBe(400);
      expect(await report.text()).toMatch(/NUL/);
      // A fault nobody expected (the store failing mid-request): a 500 page, no stack, the error logged.
      const failing = createRepositories(store);
      const broken = make({
        devSignIn: true,
        repos: { ...failing, users: { ...failing.users, usersByUsernames: async () => { throw new Error('connection reset at /work/secret/path.ts:12'); } } },
      });
      errors.length = 0;
      const crashed = await broken.fetch(new Request('http://localhost/_/dev/sign-in?username=lena_fischer'), LOOPBACK);
      expect(crashed.status).toBe(500);
      const text = await crashed.text();
      expect(text).not.toMatch(stackLike);
      expect(text).toMatch(/went wrong/);
      expect(errors).toEqual(['GET /_/dev/sign-in']);
    });

    it('security finding 17: /_/xsrf never echoes a planted cookie, and a planted token cannot pass a mutation', async () => {
      const planted = 'A'.repeat(43);
      const response = await app.fetch(new Request('http://localhost/_/xsrf', { headers: { cookie: `quire_xsrf=${planted}` } }), SOCKET);
      const { token } = (await response.json()) as { token: string };
      expect(token).not.toBe(planted);
      expect(response.headers.getSetCookie()[0]).toContain(`quire_xsrf=${encodeURIComponent(token)}`);
      const forged = await graphql(app, { query: SEND, variables: { email: 'theo_okafor@example.com' } }, { cookie: `quire_xsrf=${planted}`, 'x-xsrf-token': planted });
      expect(forged.status).toBe(403);
      // The issued token, presented with its cookie, works; asked again, the same token comes back.
      const again = await app.fetch(new Request('http://localhost/_/xsrf', { headers: { cookie: `quire_xsrf=${encodeURIComponent(token)}` } }), SOCKET);
      expect(((await again.json()) as { token: string }).token).toBe(token);
      expect(again.headers.getSetCookie()).toEqual([]);
      // A cookie with a forged signature is as good as planted.
      const [nonce] = token.split('.');
      const tampered = await app.fetch(new Request('http://localhost/_/xsrf', { headers: { cookie: `quire_xsrf=${nonce}.${'B'.repeat(43)}` } }), SOCKET);
      expect(((await tampered.json()) as { token: string }).token).not.toContain(nonce!);
    });

    it('security finding 17: production serves no source maps; development does', async () => {
      const clientDir = await mkdtemp(path.join(tmpdir(), 'quire-assets-'));
      try {
        await mkdir(path.join(clientDir, 'assets'));
        await writeFile(path.join(clientDir, 'assets', 'entry-abc.js'), 'console.log(1)\n//# sourceMappingURL=entry-abc.js.map');
        await writeFile(path.join(clientDir, 'assets', 'entry-abc.js.map'), '{"version":3}');
        const production = make({ clientDir, production: true });
        expect((await production.fetch(new Request('http://localhost/assets/entry-abc.js.map'), SOCKET)).status).toBe(404);
        expect((await production.fetch(new Request('http://localhost/assets/entry-abc.js'), SOCKET)).status).toBe(200);
        expect((await make({ clientDir }).fetch(new Request('http://localhost/assets/entry-abc.js.map'), SOCKET)).status).toBe(200);
      } finally {
        await rm(clientDir, { recursive: true, force: true });
      }
    });
  });
}
