// The durable mail queue (README: Newsletters → delivery guarantees) on PGlite and PostgreSQL, against a real SMTP
// server on loopback (adapters/mail/testing/smtp-sink.ts): one e-mail per key however often it is queued, the
// RFC 8058 headers and a deterministic Message-ID on the wire, two senders on one store never sending a row twice,
// a temporary failure (451) retried after its back-off, a permanent one (550) recorded, a hanging server timing out
// without holding a page, and a claimed row whose sender died taken over once its lease ends.
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RETRY_POLICY } from '../../../core/mail/mail-delivery.policy.ts';
import { smtpMailer } from '../../mail/mailer.smtp.ts';
import { EmailLayout } from '../../mail/templates/EmailLayout.tsx';
import { startSmtpSink, type SmtpSink } from '../../mail/testing/smtp-sink.ts';
import { mailDeliveriesRepository, type MailDeliveriesRepository } from '../../postgres/mail-deliveries.repository.ts';
import { rateLimitsRepository } from '../../postgres/rate-limits.repository.ts';
import type { RateCounter } from '../../../core/limits/rate-limit.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, testStores } from '../../postgres/testing/test-stores.ts';
import { testApp } from '../testing/test-app.ts';
import { createMailQueue, messageIdFor, type MailQueue } from './mail-queue.ts';
import { createMailSender, DEFAULT_MAIL_LEASE_MS } from './mail-sender.ts';

const ONE_CLICK = { 'List-Unsubscribe': '<https://quire.example/u/1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };

for (const factory of testStores()) {
  describe(`mail queue on ${factory.name} (README: Newsletters → delivery guarantees)`, () => {
    let store: Store;
    let sink: SmtpSink;
    let repo: MailDeliveriesRepository;
    let queue: MailQueue;
    let clock: number;
    const now = () => new Date(clock);
    let run = 0;
    const key = (name: string) => `test:${factory.name}:${run}:${name}`;
    const sender = (overrides: Partial<Parameters<typeof createMailSender>[0]> = {}) =>
      createMailSender({ repo, mailer: smtpMailer(sink.url, 'Quire <mail@quire.example>', { pool: { maxConnections: 2 } }), now, rate: Infinity, random: () => 0, ...overrides });

    beforeAll(async () => {
      store = await factory.open();
      sink = await startSmtpSink();
      repo = mailDeliveriesRepository(store.db);
      clock = seedNow().getTime();
      queue = createMailQueue({ repo, now, messageIdDomain: 'quire.example' });
    });
    afterEach(() => {
      run += 1;
      sink.refuse.clear();
      sink.mode = 'accept';
    });
    afterAll(async () => {
      await sink.close();
      await store.close();
    });

    it('sends a queued e-mail once, however often its key is queued, with its headers, Message-ID and both bodies', async () => {
      const element = createElement(EmailLayout, { productName: 'Quire', operatorAddress: '1 Main St, Springfield', reason: 'You asked for this.', unsubscribe: { url: 'https://quire.example/u/1', label: 'Unsubscribe' }, children: 'Hello from the layout' });
      const first = await queue.enqueueMail({ key: key('a'), to: 'ada@example.com', subject: 'Hello', element, headers: ONE_CLICK, category: 'test.hello', ref: key('ref') });
      const again = await queue.enqueueMail({ key: key('a'), to: 'ada@example.com', subject: 'Hello again', html: '<p>x</p>', text: 'x', category: 'test.hello' });
      expect(first).toEqual({ queued: true });
      expect(again).toEqual({ queued: false });
      const before = sink.received.length;
      const summary = await sender().runDue();
      expect(summary).toMatchObject({ sent: 1, failed: 0, retried: 0 });
      expect(await sender().runDue()).toMatchObject({ sent: 0 });
      const got = sink.received.slice(before);
      expect(got).toHaveLength(1);
      const mail = got[0]!;
      expect(mail.to).toEqual(['ada@example.com']);
      expect(mail.subject).toBe('Hello');
      expect(mail.messageId).toBe(messageIdFor(key('a'), 'test.hello', 'quire.example'));
      expect(mail.headers['list-unsubscribe']).toBe('<https://quire.example/u/1>');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain('Hello from the layout');
      expect(mail.html).toContain('href="https://quire.example/u/1"');
      expect(mail.text).toContain('Hello from the layout');
      expect(mail.text).toContain('1 Main St, Springfield');
      expect((await repo.get(key('a')))?.state).toBe('sent');
      expect(await repo.countsByRef(key('ref'))).toEqual({ pending: 0, sending: 0, sent: 1, failed: 0 });
    });

    it('two senders on one store send each of 40 e-mails exactly once', async () => {
      const mails = Array.from({ length: 40 }, (_, i) => ({ key: key(`b${i}`), to: `r${i}.${run}@example.com`, subject: `S${i}`, html: `<p>${i}</p>`, text: `${i}`, category: 'test.bulk' }));
      expect(await queue.enqueueMany(mails)).toBe(40);
      expect(await queue.enqueueMany(mails)).toBe(0);
      const before = sink.received.length;
      const [a, b] = await Promise.all([sender({ workerId: 'a', concurrency: 3 }).runDue(), sender({ workerId: 'b', concurrency: 3 }).runDue()]);
      expect(a.sent + b.sent).toBe(40);
      const got = sink.received.slice(before);
      expect(got).toHaveLength(40);
      expect(new Set(got.map((m) => m.to[0])).size).toBe(40);
    });

    it('two senders keep QUIRE_MAIL_RATE together, not each: every message takes a place in a window counted in the store (issue 20)', async () => {
      const mails = Array.from({ length: 23 }, (_, i) => ({ key: key(`p${i}`), to: `p${i}.${run}@example.com`, subject: `P${i}`, html: `<p>${i}</p>`, text: `${i}`, category: 'test.paced' }));
      expect(await queue.enqueueMany(mails)).toBe(23);
      // One wall clock for both senders (two processes on one machine), moved only by their waits: no real time passes.
      let wall = Date.UTC(2030, 0, 1) + run * 3_600_000;
      // The store's counter as both processes share it; each place granted is noted with its window.
      const counter = rateLimitsRepository(store.db);
      const granted: number[] = [];
      const pace: RateCounter = {
        async hit(limit, k, at, units) {
          const counted = await counter.hit(limit, k, at, units);
          if (counted.count <= limit.max) granted.push(counted.windowStart);
          return counted;
        },
      };
      const paced = (workerId: string) =>
        sender({
          workerId,
          rate: 1, // a batch is ten seconds' worth: each sender claims ten at a time, so both take part
          concurrency: 2,
          pace,
          wallClock: () => wall,
          monotonic: () => wall,
          sleep: async (ms) => {
            wall += ms;
          },
        });
      const [a, b] = await Promise.all([paced('pa').runDue(), paced('pb').runDue()]);
      expect(a.sent + b.sent).toBe(23);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
      // Each message went in a place of its own window: one a second between the two of them, not one each.
      expect(granted).toHaveLength(23);
      expect(new Set(granted).size).toBe(23);
    });

    it('a temporary refusal (451) is tried again after its back-off; a permanent one (550) is recorded as failed', async () => {
      const busy = `busy.${run}@example.com`;
      const gone = `gone.${run}@example.com`;
      sink.refuse.set(busy, 'temporary');
      sink.refuse.set(gone, 'permanent');
      await queue.enqueueMany([
        { key: key('busy'), to: busy, subject: 'Busy', html: '<p>b</p>', text: 'b', category: 'test.fail' },
        { key: key('gone'), to: gone, subject: 'Gone', html: '<p>g</p>', text: 'g', category: 'test.fail' },
      ]);
      expect(await sender().runDue()).toMatchObject({ sent: 0, retried: 1, failed: 1 });
      const failed = await repo.get(key('gone'));
      expect(failed?.state).toBe('failed');
      expect(failed?.lastError).toMatch(/^Permanent failure: .*550/);
      const waiting = await repo.get(key('busy'));
      expect(waiting?.state).toBe('pending');
      expect(waiting?.lastError).toMatch(/451/);
      expect(waiting!.runAt.getTime()).toBe(clock + MAIL_RETRY_POLICY.baseMs * 0.75);
      // Not due yet: nothing happens; once due and the server takes it, it goes.
      sink.refuse.delete(busy);
      expect(await sender().runDue()).toMatchObject({ sent: 0 });
      clock += MAIL_RETRY_POLICY.baseMs;
      expect(await sender().runDue()).toMatchObject({ sent: 1 });
      expect(sink.to(busy)).toHaveLength(1);
      expect(sink.to(gone)).toHaveLength(0);
      expect((await repo.get(key('busy')))?.attempts).toBe(2);
    });

    it('a row claimed by a sender that died is sent by another once the lease is over, and only then', async () => {
      await queue.enqueueMany([{ key: key('orphan'), to: `orphan.${run}@example.com`, subject: 'Orphan', html: '<p>o</p>', text: 'o', category: 'test.crash' }]);
      const claimed = await repo.claim({ workerId: 'dead', now: now(), leaseMs: DEFAULT_MAIL_LEASE_MS, limit: 1000 });
      expect(claimed.map((c) => c.key)).toContain(key('orphan'));
      expect(await sender().runDue()).toMatchObject({ sent: 0 });
      clock += DEFAULT_MAIL_LEASE_MS;
      expect(await sender().runDue()).toMatchObject({ sent: claimed.length });
      expect(sink.to(`orphan.${run}@example.com`)).toHaveLength(1);
    });

    it('a hanging SMTP server times out into a retry, and pages are served meanwhile', async () => {
      sink.mode = 'hang';
      await queue.enqueueMany([{ key: key('hang'), to: `hang.${run}@example.com`, subject: 'Hang', html: '<p>h</p>', text: 'h', category: 'test.hang' }]);
      const app = testApp(store, { now });
      const hanging = createMailSender({ repo, mailer: smtpMailer(sink.url, 'Quire <mail@quire.example>', { timeouts: { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 300 } }), now, rate: Infinity, random: () => 0 });
      const sending = hanging.runDue();
      const page = await app.fetch(new Request('http://localhost/'), { remoteAddress: '127.0.0.1' });
      expect(page.status).toBe(200);
      expect(await sending).toMatchObject({ sent: 0, retried: 1 });
      expect((await repo.get(key('hang')))?.lastError).toMatch(/Greeting never received|timeout/i);
    });
  });
}
