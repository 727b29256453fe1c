// Newsletters through the app (README: Newsletters; reader-experience §3 NewsletterV3, §2.3 subscribe toasts), on
// PGlite and PostgreSQL, with mail going by SMTP to a real server on loopback: a reader subscribes from the landing
// page, the writer publishes, the reader gets exactly one e-mail with the RFC 8058 headers, the one-click POST
// unsubscribes and the next story sends nothing; a visitor's address is confirmed by the e-mail's link; self,
// already, a bad address, a muted writer, a member-only story's preview, a tampered link, the CSV export's owner
// check and an import that is all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterCopy } from '../../../core/copy/newsletter-copy.ts';
import { postPath } from '../../../core/routing/links.ts';
import { smtpMailer } from '../../mail/mailer.smtp.ts';
import { startSmtpSink, type SmtpSink } from '../../mail/testing/smtp-sink.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { anonymous, signedIn, type Browser } from '../testing/browser.ts';
import { globalsOf } from '../testing/page-globals.ts';
import { testApp } from '../testing/test-app.ts';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

for (const factory of testStores()) {
  describe(`newsletters through the app on ${factory.name} (README: Newsletters; reader-experience §3 NewsletterV3)`, () => {
    let store: Store;
    let sink: SmtpSink;
    let app: App;
    let clock: number;
    let maya: Browser;
    let theo: Browser;
    const ids = new Map<string, string>();
    const emails = new Map<string, string>();
    let stories = 0;

    /** maya publishes a story now; its fan-out job and the mail sender run. */
    async function publish(options: { locked?: boolean } = {}): Promise<{ id: string; title: string }> {
      stories += 1;
      const title = `Letter ${factory.name} ${stories}`;
      const body = JSON.stringify([
        { name: 'p0', type: 'P', text: 'First paragraph of the letter.', markups: [] },
        { name: 'p1', type: 'P', text: 'Second paragraph.', markups: [] },
        { name: 'p2', type: 'P', text: 'Third paragraph.', markups: [] },
        { name: 'p3', type: 'P', text: 'The members-only ending.', markups: [] },
      ]);
      const draft = await app.editing.createDraft(ids.get('maya_chen')!, { title, subtitle: 'A subtitle', body });
      if (!draft.ok) throw new Error('draft');
      const published = await app.editing.publish(ids.get('maya_chen')!, { postId: draft.row.id, revision: draft.row.revision, tags: [], isLocked: options.locked ?? false, license: 'ALL_RIGHTS_RESERVED' });
      if (!published.ok) throw new Error(`publish: ${JSON.stringify(published)}`);
      await app.jobs.runDue();
      await app.mailSender.runDue();
      return { id: draft.row.id, title };
    }
    /** The page module a server-rendered page shows (its preloaded state's route). */
    const pageOf = (html: string): string | undefined => (globalsOf(html).__PRELOADED_STATE__ as { route?: { page?: string } } | undefined)?.route?.page;
    /** Text as React writes it into HTML. */
    const reactEscaped = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    const subscribeForm = (who: Browser, newsletterId: string, fields: Record<string, string> = {}) =>
      who.fetch(`/_/api/subscriptions/newsletters/${newsletterId}`, form({ xsrf: who.xsrf, action: 'subscribe', ...fields }));

    beforeAll(async () => {
      store = await factory.open();
      sink = await startSmtpSink();
      clock = seedNow().getTime();
      app = testApp(store, { now: () => new Date(clock), devSignIn: true, mailer: smtpMailer(sink.url, 'Quire <mail@quire.example>'), publicOrigin: 'https://quire.example', mail: { rate: Infinity, address: '1 Main St, Springfield' } });
      for (const u of await store.db.selectFrom('users').select(['id', 'username', 'email']).where('username', 'in', ['maya_chen', 'theo_okafor', 'lena_fischer']).execute()) {
        ids.set(u.username, u.id);
        emails.set(u.username, u.email.toLowerCase());
      }
      maya = await signedIn(app, 'maya_chen');
      theo = await signedIn(app, 'theo_okafor');
    });
    afterAll(async () => {
      await sink.close();
      await store.close();
    });

    it('a reader subscribes from the landing page, gets each new story once, and one click unsubscribes', async () => {
      const newsletterId = `nl-${ids.get('maya_chen')}`;
      const landing = await theo.get('/subscribe/@maya_chen');
      expect(landing.status).toBe(200);
      const html = await landing.text();
      expect(html).toContain('id="newsletter-title">Maya Chen</h1>');
      expect(html).toContain(`action="/_/api/subscriptions/newsletters/${newsletterId}"`);
      // A page module in the writer-subscription-promotion page's layout, its chunk preloaded.
      expect(pageOf(html)).toBe('writer-subscription-promotion');
      expect(await (await theo.get('/@maya_chen/subscribe')).text()).toContain('id="newsletter-title">Maya Chen</h1>');
      expect((await theo.get('/subscribe/@nobody_by_this_name')).status).toBe(404);

      const subscribed = await subscribeForm(theo, newsletterId);
      expect(subscribed.status).toBe(303);
      expect(subscribed.headers.get('location')).toBe('/subscribe/@maya_chen?status=subscribed');
      expect(await (await theo.get('/subscribe/@maya_chen?status=subscribed')).text()).toContain(reactEscaped(newsletterCopy.subscribeSuccess('Maya Chen')));
      const again = await theo.fetch(`/_/api/subscriptions/newsletters/${newsletterId}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': theo.xsrf }, body: JSON.stringify({ action: 'subscribe' }) });
      expect(await again.json()).toEqual({ ok: true, status: 'already', message: newsletterCopy.subscribeAlready('Maya Chen') });
      const self = await maya.fetch(`/_/api/subscriptions/newsletters/${newsletterId}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': maya.xsrf }, body: JSON.stringify({ action: 'subscribe' }) });
      expect(self.status).toBe(400);
      expect(await self.json()).toMatchObject({ ok: false, status: 'self', message: newsletterCopy.subscribeSelf });
      const forged = await theo.fetch(`/_/api/subscriptions/newsletters/${newsletterId}`, form({ xsrf: 'forged', action: 'subscribe' }));
      expect(forged.headers.get('location')).toBe('/subscribe/@maya_chen?status=expired');
      const forgedJson = await theo.fetch(`/_/api/subscriptions/newsletters/${newsletterId}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': 'forged' }, body: JSON.stringify({ action: 'subscribe' }) });
      expect(forgedJson.status).toBe(403);

      const theoEmail = emails.get('theo_okafor')!;
      const story = await publish();
      // The Subscribe button beside Follow on the profile and at the story's end: plain links to the landing page.
      expect(await (await theo.get('/@maya_chen')).text()).toContain('href="/subscribe/@maya_chen"');
      const storyPage = await (await theo.get(postPath(story, 'maya_chen'))).text();
      expect(storyPage).toContain('aria-label="Subscribe to Maya Chen by e-mail"');
      expect(storyPage).toContain('href="/subscribe/@maya_chen"');
      const got = sink.to(theoEmail).filter((m) => m.subject === story.title);
      expect(got).toHaveLength(1);
      const mail = got[0]!;
      expect(mail.text).toContain('Second paragraph.');
      expect(mail.text).toContain('1 Main St, Springfield');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribeUrl = /^<(https:\/\/quire\.example\/me\/email-settings\/[^>]+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
      expect(mail.html).toContain(unsubscribeUrl.replaceAll('&', '&amp;'));

      // The fan-out again (a retried job): nobody gets a second copy.
      await app.newsletters.storyPublished(story.id);
      await app.jobs.runDue();
      await app.mailSender.runDue();
      expect(sink.to(theoEmail).filter((m) => m.subject === story.title)).toHaveLength(1);

      // A tampered link is a clear 400; the real one's one-click POST unsubscribes without a session.
      const path = unsubscribeUrl.replace('https://quire.example', '');
      const tampered = await anonymous(app).fetch(path.replace(/\/([^/?]+)\?/, '/AAAA$1?'), form({ 'List-Unsubscribe': 'One-Click' }));
      expect(tampered.status).toBe(400);
      expect(await tampered.text()).toContain(newsletterCopy.unsubscribeInvalid);
      const linkPage = await anonymous(app).get(path);
      expect(linkPage.status).toBe(200);
      const linkHtml = await linkPage.text();
      expect(linkHtml).toContain('Stop receiving Maya Chen by e-mail?');
      expect(linkHtml).toContain(newsletterCopy.unsubscribeEffective);
      expect(await (await anonymous(app).get(path.replace(/\/([^/?]+)\?/, '/AAAA$1?'))).text()).toContain(newsletterCopy.unsubscribeInvalid);
      expect(await app.newsletters.statusOfUser(newsletterId, ids.get('theo_okafor')!)).toBe('active');
      const oneClick = await anonymous(app).fetch(path, form({ 'List-Unsubscribe': 'One-Click' }));
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain(newsletterCopy.unsubscribeEffective);
      expect(await app.newsletters.statusOfUser(newsletterId, ids.get('theo_okafor')!)).toBe('unsubscribed');
      // The page's own button: back to the page, which says it is done.
      const button = await anonymous(app).fetch(path, { method: 'POST' });
      expect(button.status).toBe(303);
      expect(button.headers.get('location')).toContain('status=unsubscribed');
      expect(await (await anonymous(app).get(button.headers.get('location')!)).text()).toContain(`${reactEscaped(newsletterCopy.newsletterUnsubscribed('Maya Chen'))} ${newsletterCopy.unsubscribeEffective}`);

      const next = await publish();
      expect(sink.to(theoEmail).filter((m) => m.subject === next.title)).toHaveLength(0);
    });

    it('a logged-out visitor subscribes an address and confirms it by the e-mail link; a bad address is refused', async () => {
      const newsletterId = `nl-${ids.get('maya_chen')}`;
      const visitor = await anonymous(app).start();
      const address = `visitor.${factory.name}@example.net`;
      const bad = await subscribeForm(visitor, newsletterId, { email: 'not an address' });
      expect(bad.status).toBe(303);
      expect(bad.headers.get('location')).toBe('/subscribe/@maya_chen?status=invalid-email');
      expect(await (await visitor.get(bad.headers.get('location')!)).text()).toContain(newsletterCopy.invalidEmail);
      const badJson = await visitor.fetch(`/_/api/subscriptions/newsletters/${newsletterId}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.xsrf }, body: JSON.stringify({ email: 'nope' }) });
      expect(badJson.status).toBe(400);
      expect(await badJson.json()).toMatchObject({ ok: false, status: 'invalid-email', message: newsletterCopy.invalidEmail });
      // Without a script the visitor's form carries no token: it must come from this site's page.
      const plain = (site: string) =>
        anonymous(app).fetch(`/_/api/subscriptions/newsletters/${newsletterId}`, { ...form({ action: 'subscribe', email: `plain.${factory.name}@example.net` }), headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site } });
      const crossSite = await plain('cross-site');
      expect(crossSite.headers.get('location')).toBe('/subscribe/@maya_chen?status=expired');
      const sameSite = await plain('same-origin');
      expect(sameSite.status).toBe(303);
      expect(sameSite.headers.get('location')).toContain('status=confirm-sent');
      const asked = await subscribeForm(visitor, newsletterId, { email: ` ${address.toUpperCase()} ` });
      expect(asked.status).toBe(303);
      await app.mailSender.runDue();
      const confirmation = sink.to(address);
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0]!.subject).toBe(newsletterCopy.confirmSubject('Maya Chen'));
      const link = /https:\/\/quire\.example(\/newsletters\/confirm\?token=[A-Za-z0-9_-]+)/.exec(confirmation[0]!.text)![1]!;
      expect(await app.newsletters.statusOfUser(newsletterId, 'nobody')).toBeNull();
      // The link's page (the site's layout) names the address and the newsletter and only shows a button: a mail
      // scanner's GET confirms nothing.
      const page = await anonymous(app).get(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<main');
      expect(html).toContain(`Subscribe ${address} to `);
      expect(html).toContain('action="/newsletters/confirm"');
      expect(await app.newsletters.statusOfUser(newsletterId, 'nobody')).toBeNull();
      const token = new URL(link, 'https://x').searchParams.get('token')!;
      const confirmed = await anonymous(app).fetch('/newsletters/confirm', form({ token }));
      expect(confirmed.status).toBe(303);
      const landing = confirmed.headers.get('location')!;
      expect(landing).toBe('/subscribe/@maya_chen?status=confirmed');
      expect(await (await anonymous(app).get(landing)).text()).toContain(newsletterCopy.confirmed('Maya Chen'));
      // Used once: the same token again goes back to the link's page, which says the link is not valid.
      const again = await anonymous(app).fetch('/newsletters/confirm', form({ token }));
      expect(again.status).toBe(303);
      expect(await (await anonymous(app).get(again.headers.get('location')!)).text()).toContain(newsletterCopy.confirmInvalid);

      // An account's address: the same answer on the page (nothing leaks), and its owner is told to sign in.
      const lenaEmail = emails.get('lena_fischer')!;
      const account = await subscribeForm(visitor, newsletterId, { email: lenaEmail });
      expect(account.status).toBe(303);
      expect(account.headers.get('location')).toContain('status=confirm-sent');
      await app.mailSender.runDue();
      expect(sink.to(lenaEmail).at(-1)!.text).toContain(newsletterCopy.accountEmail);

      // Strangers cannot flood an inbox: the fourth request for one address within the hour is refused.
      const later = `later.${factory.name}@example.net`;
      for (let i = 0; i < 3; i++) expect((await subscribeForm(visitor, newsletterId, { email: later })).status).toBe(303);
      const flood = await visitor.fetch(`/_/api/subscriptions/newsletters/${newsletterId}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.xsrf }, body: JSON.stringify({ email: later }) });
      expect(flood.status).toBe(429);
      expect(await flood.json()).toMatchObject({ ok: false, message: newsletterCopy.tooManyRequests });
      const floodForm = await subscribeForm(visitor, newsletterId, { email: later });
      expect(floodForm.headers.get('location')).toBe('/subscribe/@maya_chen?status=too-many');

      const story = await publish({ locked: true });
      const got = sink.to(address).filter((m) => m.subject === story.title);
      expect(got).toHaveLength(1);
      expect(got[0]!.text).toContain(newsletterCopy.memberOnlyPreview);
      expect(got[0]!.text).not.toContain('The members-only ending.');
    });

    it("a publication's newsletter has its landing page; another address of that shape is left to the pages", async () => {
      const page = await theo.get('/the-long-draft/newsletter');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<h1 id="newsletter-title">[^<]+<\/h1><p class="newsletter-landing__by">A newsletter from <a href="\/the-long-draft">/);
      expect(html).toContain('action="/_/api/subscriptions/newsletters/nlc-');
      expect(pageOf(html)).toBe('publication-newsletter-landing');
      const other = await theo.get('/no-such-publication-here/newsletter');
      expect(other.status).toBe(404);
      expect(await other.text()).not.toContain('Get every new story by e-mail.');
    });

    it('a reader who muted the writer gets nothing', async () => {
      const lena = await signedIn(app, 'lena_fischer');
      expect((await subscribeForm(lena, `nl-${ids.get('maya_chen')}`)).status).toBe(303);
      await store.db.insertInto('userMutes').values({ muterId: ids.get('lena_fischer')!, muteeId: ids.get('maya_chen')! }).onConflict((oc) => oc.doNothing()).execute();
      const story = await publish();
      expect(sink.to(emails.get('lena_fischer')!).filter((m) => m.subject === story.title)).toHaveLength(0);
    });

    it('only the owner exports the subscribers; an import is all or nothing with every bad line named', async () => {
      const newsletterId = `nl-${ids.get('maya_chen')}`;
      const csv = await maya.get(`/@maya_chen/newsletters/${newsletterId}/subscribers/csv-export`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const text = await csv.text();
      expect(text.split('\r\n')[0]).toBe('email,name,username,status,source,subscribed_at');
      expect(text).toContain(`visitor.${factory.name}@example.net`);
      expect((await theo.get(`/@maya_chen/newsletters/${newsletterId}/subscribers/csv-export`)).status).toBe(403);
      expect((await anonymous(app).get(`/@maya_chen/newsletters/${newsletterId}/subscribers/csv-export`)).status).toBe(401);

      const upload = (content: BlobPart, headers: Record<string, string> = {}) => {
        const data = new FormData();
        data.set('xsrf', maya.xsrf);
        data.set('file', new File([content], 'list.csv', { type: 'text/csv' }));
        return maya.fetch('/me/subscribers/import', { method: 'POST', body: data, headers });
      };
      /** A form's redirect, followed: the import page as it then reads. */
      const after = async (response: Response) => {
        expect(response.status).toBe(303);
        const page = await maya.get(response.headers.get('location')!);
        expect(page.status).toBe(200);
        return page.text();
      };
      const importPage = await (await maya.get('/me/subscribers/import')).text();
      expect(pageOf(importPage)).toBe('import-mailing-list');
      expect(importPage).toContain(`/@maya_chen/newsletters/${newsletterId}/subscribers/csv-export`);
      const before = await app.newsletters.activeCount(newsletterId);
      const brokenFile = `email\nok.${factory.name}@example.org\nnot-an-address\n\nalso bad\n`;
      const brokenPage = await after(await upload(brokenFile));
      expect(brokenPage).toContain(newsletterCopy.importNothing);
      expect(brokenPage).toContain('Line 3: not an e-mail address.');
      expect(brokenPage).toContain('Line 5: not an e-mail address.');
      // With the page's script (JSON): every bad line with its text.
      const brokenJson = await upload(brokenFile, { accept: 'application/json' });
      expect(brokenJson.status).toBe(400);
      expect((await brokenJson.json()).lineErrors).toEqual([
        { line: 3, message: '"not-an-address" is not an e-mail address.' },
        { line: 5, message: '"also bad" is not an e-mail address.' },
      ]);
      expect(await app.newsletters.activeCount(newsletterId)).toBe(before);
      const latin1 = await upload(new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xe9, 0x40, 0x78, 0x2e, 0x6f, 0x72, 0x67]));
      expect(await after(latin1)).toContain('The file is not UTF-8 text.');
      const fine = await upload(`email\nok.${factory.name}@example.org\nOK.${factory.name}@example.org\nother.${factory.name}@example.org\n`);
      expect(await after(fine)).toContain(newsletterCopy.importDone(2));
      expect(await app.newsletters.activeCount(newsletterId)).toBe(before + 2);
      // Unsubscribe from all: the reader's page, in two columns; the form comes back with how many were left.
      const all = await theo.get('/me/unsubscribe-all-newsletters');
      expect(all.status).toBe(200);
      const allHtml = await all.text();
      expect(pageOf(allHtml)).toBe('global-unsubscribe-newsletters');
      expect(allHtml).toContain(newsletterCopy.unsubscribeEffective);
      expect((await anonymous(app).get('/me/unsubscribe-all-newsletters')).status).not.toBe(200);
      const forgedAll = await theo.fetch('/me/unsubscribe-all-author-newsletters', form({ xsrf: 'forged' }));
      expect(forgedAll.headers.get('location')).toBe('/me/unsubscribe-all-author-newsletters?status=expired');
      await app.newsletters.subscribe(ids.get('theo_okafor')!, newsletterId, 'test');
      const left = await theo.fetch('/me/unsubscribe-all-author-newsletters', form({ xsrf: theo.xsrf }));
      expect(left.status).toBe(303);
      expect(left.headers.get('location')).toMatch(/^\/me\/unsubscribe-all-author-newsletters\?status=done&count=[1-9]\d*$/);
      expect(await (await theo.get(left.headers.get('location')!)).text()).toContain(newsletterCopy.unsubscribeEffective);
      expect(await app.newsletters.statusOfUser(newsletterId, ids.get('theo_okafor')!)).toBe('unsubscribed');
    });
  });
}
