// The durable mail queue (README: Newsletters → delivery guarantees): how any feature sends e-mail that must arrive
// once — newsletters, notification e-mails, digests. `enqueueMail` renders the message (a React element from
// adapters/mail/templates/, or ready html and text), gives it a Message-ID derived from its key, and stores it in
// mail_deliveries under that key; the sender (mail-sender.ts) delivers it later, paced, retried, exactly once per key.
//
//   await mail.enqueueMail({
//     key: `newsletter:${newsletterId}:post:${postId}:to:${recipient}`,   // idempotency: the same key never sends twice
//     to: 'reader@example.com',
//     subject: 'A new story',
//     element: <NewStoryEmail … />,            // or html: '…', text: '…'
//     headers: { 'List-Unsubscribe': '<https://…>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
//     category: 'newsletter.story',
//     ref: `newsletter:${newsletterId}:post:${postId}`,   // optional: groups a sending for its sender to see
//   }) // → { queued: true } the first time, { queued: false } for a key queued before
import { createHash } from 'node:crypto';
import type { ReactElement } from 'react';
import { checkQueuedMail, MAIL_MAX_ATTEMPTS } from '../../../core/mail/mail-delivery.policy.ts';
import { renderEmail } from '../../mail/render-email.ts';
import type { MailDeliveriesRepository, NewDelivery } from '../../postgres/mail-deliveries.repository.ts';

export type QueuedMailBase = {
  /** Idempotency key: at most one e-mail is ever sent per key (e.g. newsletter, story, recipient). */
  key: string;
  to: string;
  subject: string;
  /** What kind of mail, dot-separated lowercase words (newsletter.story, notification.digest, newsletter.confirm). */
  category: string;
  headers?: Record<string, string> | undefined;
  /** Groups the e-mails of one sending (a newsletter issue) so its sender can see failures and counts. */
  ref?: string | undefined;
  /** Not before this moment; now when absent. */
  runAt?: Date | undefined;
  maxAttempts?: number | undefined;
};

export type QueuedMail = QueuedMailBase & ({ element: ReactElement } | { html: string; text: string });
export type RenderedMail = QueuedMailBase & { html: string; text: string };

export type MailQueue = {
  /** Renders and queues one e-mail; `queued` is false when its key was queued before (nothing changes then). */
  enqueueMail(mail: QueuedMail): Promise<{ queued: boolean }>;
  /** Queues many rendered e-mails in few statements (a newsletter's fan-out); returns how many keys were new. */
  enqueueMany(mails: readonly RenderedMail[]): Promise<number>;
  /** The Message-ID an e-mail with this key is sent with. */
  messageIdOf(key: string, category: string): string;
};

export type MailQueueDeps = {
  repo: MailDeliveriesRepository;
  now: () => Date;
  /** The right-hand side of Message-IDs: the public origin's host name. */
  messageIdDomain: string;
  /** Called after new mail is queued, so this process's sender looks at once instead of at its next poll. */
  onQueued?: (() => void) | undefined;
};

export function messageIdFor(key: string, category: string, domain: string): string {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `<${digest}.${category}@${domain}>`;
}

export function createMailQueue(deps: MailQueueDeps): MailQueue {
  const messageIdOf = (key: string, category: string) => messageIdFor(key, category, deps.messageIdDomain);

  const toDelivery = (mail: RenderedMail, now: Date): NewDelivery => {
    const checked = checkQueuedMail(mail);
    if (!checked.ok) throw new Error(`Cannot queue e-mail ${mail.key}: ${checked.error}`);
    return {
      key: mail.key,
      category: mail.category,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      messageId: messageIdOf(mail.key, mail.category),
      ref: mail.ref ?? null,
      maxAttempts: mail.maxAttempts ?? MAIL_MAX_ATTEMPTS,
      runAt: mail.runAt ?? now,
    };
  };

  async function enqueueMany(mails: readonly RenderedMail[]): Promise<number> {
    if (mails.length === 0) return 0;
    const now = deps.now();
    const queued = await deps.repo.enqueue(mails.map((m) => toDelivery(m, now)), now);
    if (queued > 0) deps.onQueued?.();
    return queued;
  }

  return {
    async enqueueMail(mail: QueuedMail): Promise<{ queued: boolean }> {
      const bodies = 'element' in mail ? await renderEmail(mail.element) : { html: mail.html, text: mail.text };
      const { key, to, subject, category, headers, ref, runAt, maxAttempts } = mail;
      return { queued: (await enqueueMany([{ key, to, subject, category, headers, ref, runAt, maxAttempts, ...bodies }])) === 1 };
    },
    enqueueMany,
    messageIdOf,
  };
}
