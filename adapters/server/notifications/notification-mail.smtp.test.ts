// Issue 17: notification e-mails over real SMTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. A response's
// e-mail and a digest go through the app's mail queue and sender to an SMTP server on loopback (smtp-sink.ts), and
// what arrived is read back: exactly one of each, the subject, the story's link built from the public origin (never
// the request's host), the signed unsubscribe link, the RFC 2369/8058 headers and the Message-ID. The one-click POST
// (RFC 8058) is made to the URL the received header names: it turns that kind's e-mail (or the digest) off without a
// session or an xsrf token, and a tampered token is a 400.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../mail/mailer.smtp.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../mail/testing/smtp-sink.ts';
import { notificationsRepository } from '../../postgres/notifications.repository.ts';
import { serverSecretsRepository } from '../../postgres/server-secrets.repository.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { anonymous, signedIn, type Browser } from '../testing/browser.ts';
import { testApp } from '../testing/test-app.ts';
import { notificationMail } from './notification-mail.ts';
import { UNSUBSCRIBE_INVALID } from './notification-unsubscribe.ts';

const ORIGIN = 'https://quire.example';
const LOOPBACK = '127.0.0.1';
const CREATE = 'mutation C($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { id revision } } } }';
const PUBLISH = 'mutation P($input: PublishPostInput!) { publishPost(input: $input) { __typename ... on PostPublished { post { id url } } } }';
const RESPOND = 'mutation R($input: PublishResponseInput!) { publishResponse(input: $input) { __typename ... on ResponsePublished { response { id } } } }';
const CLAP = 'mutation C($input: ClapInput!) { clap(input: $input) { __typename } }';
const SETTINGS = 'query { notificationSettings { digest kinds { kind inApp email } } }';

const body = (text: string) => JSON.stringify([{ name: 'p0', type: 'P', text, markups: [] }]);
const oneClick = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
let keys = 0;
const clientId = () => `smtp-${Date.now().toString(36)}-${(++keys).toString(36)}`;
/** The one address in a List-Unsubscribe header, which must be on the public origin. */
const headerUrl = (mail: ReceivedMail) => {
  const match = /^<(https:\/\/quire\.example\/me\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '');
  expect(match, `List-Unsubscribe: ${mail.headers['list-unsubscribe']}`).not.toBeNull();
  return match![1]!;
};

for (const factory of testStores()) {
  describe(`notification e-mail over SMTP on ${factory.name} (issue 17; README: Notifications → e-mail)`, () => {
    let store: Store;
    let sink: SmtpSink;
    let app: App;
    let clock: Date;
    const users = new Map<string, { id: string; email: string; browser?: Browser }>();
    let spare: string[];
    const as = async (username: string) => {
      const user = users.get(username)!;
      user.browser ??= await signedIn(app, username, LOOPBACK);
      return user.browser;
    };
    const deliver = async () => {
      await app.jobs.runDue();
      await app.mailSender.runDue();
    };

    beforeAll(async () => {
      store = await factory.open();
      sink = await startSmtpSink();
      clock = seedNow();
      app = testApp(store, { now: () => clock, devSignIn: true, mailer: smtpMailer(sink.url, 'Quire <mail@quire.example>'), publicOrigin: ORIGIN, mail: { rate: Infinity, address: '1 Main St, Springfield' } });
      for (const u of await store.db.selectFrom('users').select(['id', 'username', 'email']).orderBy('username').execute()) users.set(u.username, { id: u.id, email: u.email.toLowerCase() });
      spare = [...users.keys()].filter((u) => !['theo_okafor', 'lena_fischer', 'maya_chen'].includes(u)).slice(-6);
      await store.db.deleteFrom('notifications').where('recipientId', 'in', spare.map((u) => users.get(u)!.id)).execute();
    }, 60_000);
    afterAll(async () => {
      await sink?.close();
      await store?.close();
    });

    it('a response and a digest each arrive once, linked from the public origin, and the one-click POST turns each off', async () => {
      const [writer, responder, clapper] = [spare[0]!, spare[1]!, spare[2]!];
      const writerEmail = users.get(writer)!.email;
      const title = `Sent by SMTP on ${factory.name}`;
      const draft = (await (await as(writer)).op(CREATE, { input: { title, subtitle: '', body: body('A story worth an e-mail.') } })).post;
      const published = await (await as(writer)).op(PUBLISH, { input: { postId: draft.id, revision: draft.revision, tags: [], isLocked: false, license: 'ALL_RIGHTS_RESERVED' } });
      expect(published.__typename).toBe('PostPublished');
      await deliver();

      // The response's e-mail: one, subject the notification's text, the story's link on the public origin.
      expect((await (await as(responder)).op(RESPOND, { input: { inResponseToPostId: draft.id, bodyModel: body('A response by SMTP.'), clientId: clientId() } })).__typename).toBe('ResponsePublished');
      await deliver();
      await deliver();
      const responses = sink.to(writerEmail).filter((m) => m.subject.endsWith(`responded to ${title}`));
      expect(responses).toHaveLength(1);
      const mail = responses[0]!;
      expect(mail.subject).toMatch(new RegExp(`^.+ responded to ${title}$`));
      expect(mail.to).toEqual([writerEmail]);
      expect(mail.from).toBe('mail@quire.example');
      expect(mail.messageId).toMatch(/^<[0-9a-f]{32}\.notification\.single@quire\.example>$/);
      // A response's notification opens the response (its thread is under the story), on the public origin.
      const responseLink = /Open on Quire (https:\/\/quire\.example\/@[^/\s]+\/a-response-by-smtp-[0-9a-f]+)\n/.exec(mail.text)?.[1];
      expect(responseLink).toBeDefined();
      expect(mail.html).toContain(`href="${responseLink}"`);
      expect(mail.text).not.toContain('localhost');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const responseUnsubscribe = headerUrl(mail);
      expect(mail.text).toContain(responseUnsubscribe);
      expect(mail.html).toContain(responseUnsubscribe.replaceAll('&', '&amp;'));
      expect(mail.headers['list-unsubscribe']).toContain('token=');

      // Claps wait for the digest: one e-mail of the period, however often the digest runs.
      expect((await (await as(clapper)).op(CLAP, { input: { postId: draft.id, clientId: clientId(), claps: 2 } })).__typename).toBeDefined();
      const saved = clock;
      clock = new Date(Date.UTC(saved.getUTCFullYear(), saved.getUTCMonth(), saved.getUTCDate() + 1, 9));
      try {
        await sql`update notifications set created_at = ${new Date(clock.getTime() + 3_600_000)} where recipient_id = ${users.get(writer)!.id} and kind = 'CLAPS'`.execute(store.db);
        const digests = notificationMail({ notifications: notificationsRepository(store.db), mail: app.mail, secrets: serverSecretsRepository(store.db), layout: { productName: 'Quire', operatorAddress: '1 Main St, Springfield' }, publicOrigin: ORIGIN, now: () => clock });
        clock = new Date(clock.getTime() + 24 * 3_600_000);
        expect(await digests.sendDigests()).toBeGreaterThanOrEqual(1);
        await digests.sendDigests();
        await app.mailSender.runDue();
        await app.mailSender.runDue();
      } finally {
        clock = saved;
      }
      const digest = sink.to(writerEmail).filter((m) => m.subject.endsWith(' new on Quire'));
      expect(digest).toHaveLength(1);
      expect(digest[0]!.subject).toMatch(/^\d+ new on Quire$/);
      expect(digest[0]!.text).toContain(`clapped for ${title}`);
      // The claps' line links to the story, built from the public origin.
      expect(digest[0]!.text).toContain(`${ORIGIN}${published.post.url as string}`);
      expect(digest[0]!.html).toContain(`href="${ORIGIN}${published.post.url as string}"`);
      expect(digest[0]!.messageId).toMatch(/\.notification\.digest@quire\.example>$/);
      expect(digest[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const digestUnsubscribe = headerUrl(digest[0]!);
      expect(digestUnsubscribe).not.toBe(responseUnsubscribe);

      // RFC 8058: the provider POSTs List-Unsubscribe=One-Click to the header's URL, with no cookie and no xsrf.
      const path = (url: string) => url.slice(ORIGIN.length);
      const guest = anonymous(app, LOOPBACK);
      const tampered = await guest.fetch(path(responseUnsubscribe).replace(/.$/, (c) => (c === '0' ? '1' : '0')), oneClick({ 'List-Unsubscribe': 'One-Click' }));
      expect(tampered.status).toBe(400);
      expect(await tampered.text()).toContain(UNSUBSCRIBE_INVALID);
      const otherKind = await guest.fetch(path(responseUnsubscribe).replace('.RESPONSE.', '.MENTION.'), oneClick({ 'List-Unsubscribe': 'One-Click' }));
      expect(otherKind.status).toBe(400);
      const noBody = await guest.fetch(path(responseUnsubscribe), oneClick({}));
      expect(noBody.status).toBe(400);
      expect((await (await as(writer)).op(SETTINGS)).kinds.find((k: { kind: string }) => k.kind === 'RESPONSE')).toMatchObject({ email: true });

      const off = await guest.fetch(path(responseUnsubscribe), oneClick({ 'List-Unsubscribe': 'One-Click' }));
      expect(off.status).toBe(200);
      expect(await off.text()).toContain('e-mail turned off');
      const settings = await (await as(writer)).op(SETTINGS);
      expect(settings.kinds.find((k: { kind: string }) => k.kind === 'RESPONSE')).toMatchObject({ inApp: true, email: false });
      expect(settings.digest).not.toBe('OFF');
      expect((await guest.fetch(path(digestUnsubscribe), oneClick({ 'List-Unsubscribe': 'One-Click' }))).status).toBe(200);
      expect((await (await as(writer)).op(SETTINGS)).digest).toBe('OFF');
      // The same address's GET is still the page with its button.
      expect((await guest.get(path(responseUnsubscribe))).status).toBe(200);

      // The next response stays in the app.
      await (await as(clapper)).op(RESPOND, { input: { inResponseToPostId: draft.id, bodyModel: body('Not e-mailed.'), clientId: clientId() } });
      await deliver();
      await deliver();
      expect(sink.to(writerEmail).filter((m) => m.subject.includes('responded to'))).toHaveLength(1);
    });
  });
}
