// The built-in pages and the honest chrome (issue 18) through the fetch handler, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: Help, Privacy, Terms and Rules in the site's layout with a title and `lang` (About
// is a landing page: landing-pages.test.ts), the operator's own files replacing the defaults, the Status page's
// readings, the fresh install's footer (reader-experience §2.8), endpoints not built answering 501 in the layout, and
// /download-app only with an app address.
import { routeLabel } from '../../core/routing/route-label.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { createRepositories } from './graphql/repositories.ts';
import { globalsOf } from './testing/page-globals.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const footerHrefs = (html: string) => [...(/<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

for (const factory of testStores()) {
  describe(`built-in pages on ${factory.name} (reader-experience §2.8 footer, issue 18)`, () => {
    let store: Store;
    let app: App;
    let dir: string;
    const get = (a: App, p: string) => a.fetch(new Request('http://localhost' + p), LOOPBACK);

    beforeAll(async () => {
      store = await factory.open();
      dir = await mkdtemp(path.join(tmpdir(), 'quire-site-pages-'));
      app = testApp(store);
    });
    afterAll(async () => {
      await store?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('answers Help, Privacy, Terms and Rules with the defaults, in the layout, with a title and lang', async () => {
      for (const [p, heading] of [
        ['/help', 'Help'],
        ['/privacy', 'Privacy'],
        ['/terms', 'Terms'],
        ['/m/tos', 'Terms'],
        ['/rules', 'Rules'],
      ] as const) {
        const res = await get(app, p);
        expect(res.status, p).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        const html = await res.text();
        expect(titleOf(html), p).toBe(`${heading} – Quire`);
        expect(langOf(html), p).toBe('en');
        expect(html).toContain(`<h1 id="site-page-title">${heading}</h1>`);
        expect(html).toContain('role="banner"');
        expect(html).not.toContain('{{product}}');
      }
    });

    it('shows the built-in pages in the footer of a fresh install, in the spec order', async () => {
      const html = await (await get(app, '/help')).text();
      expect(footerHrefs(html)).toEqual(['/help', '/status', '/about', '/privacy', '/rules', '/terms', '/sitemap/sitemap.xml']);
    });

    it("takes the operator's Markdown or HTML file over the default, read on each visit", async () => {
      const own = testApp(store, { sitePagesDir: dir, productName: 'Riverside' });
      await writeFile(path.join(dir, 'rules.md'), '# House rules of {{product}}\n\nBe *kind*.\n');
      await writeFile(path.join(dir, 'help.html'), '<h1>Who we are</h1><p>A reading club.</p>');
      // About is a landing page now (issue 23, landing-pages.test.ts): an about file of the operator's is not read.
      await writeFile(path.join(dir, 'about.md'), '# Not read\n');
      const rules = await (await get(own, '/rules')).text();
      expect(titleOf(rules)).toBe('House rules of Riverside – Riverside');
      expect(rules).toContain('Be <em>kind</em>.');
      const help = await (await get(own, '/help')).text();
      expect(titleOf(help)).toBe('Who we are – Riverside');
      expect(help).toContain('<p>A reading club.</p>');
      expect(titleOf(await (await get(own, '/about')).text())).toBe('About Riverside – Riverside');
      // A page without a file of the operator's keeps the default.
      expect(titleOf(await (await get(own, '/privacy')).text())).toBe('Privacy – Riverside');
      await writeFile(path.join(dir, 'rules.md'), '# Rules, revised\n');
      expect(titleOf(await (await get(own, '/rules')).text())).toBe('Rules, revised – Riverside');
    });

    it('reports the store, the mail mode and the job backlog on /status', async () => {
      const res = await get(app, '/status');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(titleOf(html)).toBe('Status – Quire');
      const checks = (globalsOf(html).__PRELOADED_STATE__ as { sitePage: { checks: { name: string; ok: boolean; detail: string }[] } }).sitePage.checks;
      expect(checks.map((c) => c.name)).toEqual(['Database', 'E-mail', 'Background jobs']);
      expect(checks[0]).toMatchObject({ ok: true });
      // The test server keeps mail in the outbox: said, not hidden.
      expect(checks[1]).toMatchObject({ ok: false });
      expect(checks[1]?.detail).toContain('outbox');
      // A job an hour overdue is a backlog the page owns up to.
      await app.jobs.enqueue('status.example', null, { runAt: new Date(seedNow().getTime() - 3_600_000) });
      const later = (globalsOf(await (await get(app, '/status')).text()).__PRELOADED_STATE__ as { sitePage: { checks: { ok: boolean; detail: string }[] } }).sitePage.checks[2];
      expect(later).toMatchObject({ ok: false });
      expect(later?.detail).toMatch(/^1 job waiting, the oldest due 60 minutes ago\./);
      const smtp = testApp(store, { mailMode: 'smtp' });
      const mail = (globalsOf(await (await get(smtp, '/status')).text()).__PRELOADED_STATE__ as { sitePage: { checks: { ok: boolean }[] } }).sitePage.checks[1];
      expect(mail).toMatchObject({ ok: true });
    });

    it('says the database is not reachable when it does not answer, still as a page (200), logging the cause', async () => {
      const repos = createRepositories(store);
      const logged: string[] = [];
      const down = testApp(store, {
        repos: { ...repos, jobs: { ...repos.jobs, backlog: () => Promise.reject(new Error('connection refused')) } },
        logError: (_error, context) => logged.push(context),
      });
      const res = await get(down, '/status');
      expect(res.status).toBe(200);
      const html = await res.text();
      const checks = (globalsOf(html).__PRELOADED_STATE__ as { sitePage: { checks: { name: string; ok: boolean; detail: string }[] } }).sitePage.checks;
      expect(checks[0]).toEqual({ name: 'Database', ok: false, detail: 'Not reachable: the database did not answer a query.' });
      expect(checks[2]).toEqual({ name: 'Background jobs', ok: false, detail: 'Unknown: the database did not answer.' });
      expect(html).not.toContain('connection refused');
      expect(logged).toContain('status: the store did not answer');
    });

    it('answers an endpoint not built yet with the 501 page in the layout, never bare text', async () => {
      const res = await get(app, '/ifttt/v1/status');
      expect(res.status).toBe(501);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(titleOf(html)).toBe('Not built yet – Quire');
      expect(langOf(html)).toBe('en');
      expect(html).toContain('<strong>Ifttt status</strong>');
    });

    it('names a page not built by its route, not by the page its routes share (mobile verification and its steps)', async () => {
      const [first, step] = [routeLabel('ShowMobileVerification'), routeLabel('ShowMobileVerificationStep')];
      expect(first).not.toBe(step);
      for (const [path, label] of [['/mobile-verification', first], ['/mobile-verification/phone', step]] as const) {
        const res = await get(app, path);
        expect(res.status, path).toBe(501);
        const html = await res.text();
        expect(html).toContain(`<strong>${label}</strong>`);
        expect(html).not.toContain('mobile-verification</code>');
      }
    });

    it("has /download-app and 'Open in app' only with an app address", async () => {
      expect((await get(app, '/download-app')).status).toBe(404);
      expect(await (await get(app, '/help')).text()).not.toContain('Open in app');
      const withApp = testApp(store, { appUrl: 'https://apps.example/quire' });
      const page = await get(withApp, '/download-app');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('href="https://apps.example/quire"');
      expect(await (await get(withApp, '/help')).text()).toContain('Open in app');
    });
  });
}
