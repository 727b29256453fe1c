// A newsletter issue to 10,000 subscribers (README: Newsletters): the fan-out (recipients read in chunks of 500, the
// story rendered once, one queued e-mail per recipient) and the sending — the mail queue's sender over a pooled SMTP
// transport to a real SMTP server on loopback (adapters/mail/testing/smtp-sink.ts), unpaced — in messages per
// second. A measurement, not a test: it exits non-zero only when a subscriber did not get exactly one e-mail.
import os from 'node:os';
import { smtpMailer } from '../adapters/mail/mailer.smtp.ts';
import { startSmtpSink } from '../adapters/mail/testing/smtp-sink.ts';
import { mailDeliveriesRepository } from '../adapters/postgres/mail-deliveries.repository.ts';
import { newslettersRepository, storyForMail } from '../adapters/postgres/newsletters.repository.ts';
import { migrate, openStore } from '../adapters/postgres/store.ts';
import { createMailQueue } from '../adapters/server/mail/mail-queue.ts';
import { createMailSender } from '../adapters/server/mail/mail-sender.ts';
import { createNewslettersService } from '../adapters/server/newsletters/newsletters.service.ts';
import { fail } from './bench-kit.ts';

const RECIPIENTS = 10_000;

async function main(): Promise<void> {
  console.log(`node ${process.version} on ${os.platform()}/${os.arch()}, ${os.availableParallelism()} cores`);
  const url = process.env.DATABASE_URL?.trim();
  const store = url ? await openStore({ kind: 'postgres', connectionString: url }) : await openStore({ kind: 'pglite' });
  console.log(url ? 'Store: PostgreSQL from DATABASE_URL (a bench writer, story and subscribers are written)' : 'Store: a fresh in-memory PGlite');
  const sink = await startSmtpSink({ replyFirst: true });
  try {
    await migrate(store);
    const tag = `bench${Date.now().toString(36)}`;
    const now = new Date();
    await store.db.insertInto('users').values({ id: `u-${tag}`, username: tag, name: 'Bench Writer', email: `${tag}@example.com` }).execute();
    const body = Array.from({ length: 12 }, (_, i) => ({ name: `p${i}`, type: 'P' as const, text: `Paragraph ${i} of the bench story, long enough to look like prose. `.repeat(4), markups: [] }));
    await store.db.insertInto('posts').values({ id: `p${tag}`.slice(0, 12), creatorId: `u-${tag}`, title: `Bench issue ${tag}`, body: JSON.stringify(body), publishedAt: now, latestPublishedAt: now }).execute();
    const repo = newslettersRepository(store.db);
    const newsletter = (await repo.ofAuthor(`u-${tag}`)) ?? fail('no newsletter');
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `r${i}.${tag}@example.org`);
    await repo.importEmails(newsletter.id, emails, now);

    const deliveries = mailDeliveriesRepository(store.db);
    const mail = createMailQueue({ repo: deliveries, now: () => new Date(), messageIdDomain: 'bench.example' });
    const service = createNewslettersService({
      repo, storyForMail: (id) => storyForMail(store.db, id), mail, jobs: null, secret: async () => 'bench-secret', now: () => new Date(),
      publicOrigin: 'https://bench.example', layout: { productName: 'Quire', operatorAddress: '1 Bench St' },
    });
    let started = performance.now();
    let cursor: string | null = null;
    let chunks = 0;
    do {
      cursor = await service.fanOut({ postId: `p${tag}`.slice(0, 12), after: cursor });
      chunks += 1;
    } while (cursor !== null);
    const fanOutMs = performance.now() - started;
    const queued = await deliveries.countsByRef(`newsletter:${newsletter.id}:post:${`p${tag}`.slice(0, 12)}`);
    if (queued.pending !== RECIPIENTS) fail(`expected ${RECIPIENTS} queued e-mails, found ${queued.pending}`);

    const mailer = smtpMailer(sink.url, 'Quire <bench@bench.example>', { pool: { maxConnections: 4 } });
    const sender = createMailSender({ repo: deliveries, mailer, now: () => new Date(), rate: Infinity, concurrency: 4 });
    started = performance.now();
    const summary = await sender.runDue();
    const sendMs = performance.now() - started;
    mailer.close?.();
    await sink.waitFor(RECIPIENTS, 120_000);
    const got = new Set(sink.received.flatMap((m) => m.to));
    if (summary.sent !== RECIPIENTS || sink.received.length !== RECIPIENTS || got.size !== RECIPIENTS) fail(`sent ${summary.sent}, the sink got ${sink.received.length} (${got.size} distinct)`);
    console.log(`newsletter: fan-out  ${RECIPIENTS} recipients in ${fanOutMs.toFixed(0)} ms (${chunks} chunks, ${Math.round((RECIPIENTS / fanOutMs) * 1000)} e-mails queued/s)`);
    console.log(`newsletter: sending  ${RECIPIENTS} e-mails in ${sendMs.toFixed(0)} ms: ${Math.round((RECIPIENTS / sendMs) * 1000)} messages/s (4 pooled SMTP connections, unpaced)`);
  } finally {
    await sink.close();
    await store.close();
  }
}

await main();
