// Newsletters (reader-experience §3 NewsletterV3; README: Newsletters): subscribing (an account at once, an address
// after its confirmation e-mail), unsubscribing by signed link or one click (RFC 8058), and a published story's
// fan-out — a job per chunk of 500 recipients that renders the story once per variant and queues one e-mail per
// recipient under the key (story, recipient), so a re-run or a crash never sends anyone a story twice.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createElement } from 'react';
import { lockedPreview } from '../../../core/content/access.ts';
import { newsletterCopy } from '../../../core/copy/newsletter-copy.ts';
import { consume, type RateCounter } from '../../../core/limits/rate-limit.ts';
import {
  CONFIRM_PER_ADDRESS,
  CONFIRM_PER_NETWORK,
  FAN_OUT_CHUNK,
  newsletterIssueRef,
  parseSubscriberEmail,
  storyMailContent,
  storyMailKey,
  subscribeDecision,
} from '../../../core/newsletters/newsletter.policy.ts';
import type { JobHandler, JobQueue } from '../../../core/ports/job-queue.port.ts';
import { postPath } from '../../../core/routing/links.ts';
import { renderEmail } from '../../mail/render-email.ts';
import { ConfirmSubscriptionEmail, StoryEmail } from '../../mail/templates/StoryEmail.tsx';
import type { Newsletter, NewslettersRepository, StoryForMail } from '../../postgres/newsletters.repository.ts';
import type { MailQueue, RenderedMail } from '../mail/mail-queue.ts';

export const NEWSLETTER_FAN_OUT_JOB = 'newsletter.fan-out';
export type FanOutPayload = { postId: string; after: string | null };

export type SubscribedEvent = { newsletter: Newsletter; subscriber: { userId: string } | { email: string }; source: string };

export type NewslettersDeps = {
  repo: NewslettersRepository;
  storyForMail: (postId: string) => Promise<StoryForMail | null>;
  mail: MailQueue;
  jobs: JobQueue | null;
  /** The key that signs unsubscribe links, shared by every process (server-secrets). */
  secret: () => Promise<string>;
  now: () => Date;
  publicOrigin: string;
  layout: { productName: string; operatorAddress: string };
  /**
   * A new subscriber: the hook the notifications feature (issue 17, in-app notifications) wires to tell the
   * writer. Newsletters create no notifications themselves; the default does nothing.
   */
  onSubscribed?: ((event: SubscribedEvent) => void | Promise<void>) | undefined;
  /** Counts confirmation e-mails per address and network in the store; none in store-only tests. */
  rateLimits?: RateCounter | null | undefined;
};

export type SubscribeResult = { ok: true; newsletter: Newsletter } | { ok: false; error: 'NOT_FOUND' | 'SELF' | 'ALREADY'; newsletter?: Newsletter };
export type EmailSubscribeResult = { ok: true; newsletter: Newsletter; email: string } | { ok: false; error: 'NOT_FOUND' | 'INVALID_EMAIL' | 'RATE_LIMITED' };

const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/__QUIRE_UNSUBSCRIBE__';
/** A confirmation token as the store keeps it (only its hash is stored). */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type NewslettersService = ReturnType<typeof createNewslettersService>;

/** The server secret that signs newsletter unsubscribe links (server-secrets), read by the service and the page's query. */
export const UNSUBSCRIBE_SECRET = 'newsletter-unsubscribe';

/** An unsubscribe link's signature: names the subject (an account, or `s-{subscriptionId}`) and the newsletter. */
export function signUnsubscribe(secret: string, subject: string, newsletterId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${subject}:${newsletterId}`).digest('base64url').slice(0, 32);
}

/** Whether a link's hash is the signature of its subject and newsletter (compared in constant time). */
export function unsubscribeSignatureOk(secret: string, subject: string, hash: string, newsletterId: string): boolean {
  const expected = Buffer.from(signUnsubscribe(secret, subject, newsletterId));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function createNewslettersService(deps: NewslettersDeps) {
  const { repo, now } = deps;
  const origin = deps.publicOrigin.replace(/\/$/, '');

  /** The signing key, read from the store once (every process reads the same one). */
  let secret: Promise<string> | null = null;
  const key = () =>
    (secret ??= deps.secret().catch((error: unknown) => {
      secret = null;
      throw error;
    }));

  const sign = async (subject: string, newsletterId: string): Promise<string> => signUnsubscribe(await key(), subject, newsletterId);

  /** The signed link of an e-mail's footer and List-Unsubscribe header: works without signing in. */
  async function unsubscribeUrl(subject: string, newsletterId: string): Promise<string> {
    return `${origin}/me/email-settings/${encodeURIComponent(subject)}/${await sign(subject, newsletterId)}?newsletter=${encodeURIComponent(newsletterId)}`;
  }

  /** The subject of an unsubscribe link: the account's id, or `s-{subscriptionId}` for an address subscriber. */
  const subjectOf = (r: { kind: 'user'; userId: string } | { kind: 'email'; subscriptionId: string }) => (r.kind === 'user' ? r.userId : `s-${r.subscriptionId}`);

  async function subscribed(event: SubscribedEvent): Promise<void> {
    try {
      await deps.onSubscribed?.(event);
    } catch {
      // A hook's failure never undoes a subscription.
    }
  }

  async function renderStory(story: StoryForMail, newsletter: Newsletter, variant: 'full' | 'preview'): Promise<{ html: string; text: string }> {
    const url = `${origin}${postPath({ id: story.id, title: story.title }, story.authorUsername, story.collectionSlug)}`;
    return renderEmail(
      createElement(StoryEmail, {
        ...deps.layout,
        newsletterName: newsletter.name,
        title: story.title,
        subtitle: story.subtitle,
        author: story.authorName,
        paragraphs: variant === 'full' ? story.body.filter((p) => p.name !== story.body[0]?.name || p.text !== story.title) : lockedPreview(story.body),
        preview: variant === 'preview',
        url,
        unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
      }),
    );
  }

  return {
    byId: (id: string) => repo.byId(id),
    ofUsername: (username: string) => repo.ofUsername(username),
    ofPublicationSlug: (slug: string) => repo.ofPublicationSlug(slug),
    activeCount: (newsletterId: string) => repo.activeCount(newsletterId),
    statusOfUser: (newsletterId: string, userId: string) => repo.statusOfUser(newsletterId, userId),
    unsubscribeUrl,

    /** A signed-in reader subscribes (reader-experience §2.3 toasts: success, self, already). */
    async subscribe(viewerId: string, newsletterId: string, source: string): Promise<SubscribeResult> {
      const newsletter = await repo.byId(newsletterId);
      if (!newsletter) return { ok: false, error: 'NOT_FOUND' };
      const decision = subscribeDecision(viewerId, newsletter.user.id, await repo.statusOfUser(newsletter.id, viewerId));
      if (decision !== 'SUBSCRIBE') return { ok: false, error: decision, newsletter };
      const before = await repo.setUserStatus(newsletter.id, viewerId, 'active', source, now());
      if (before === 'active') return { ok: false, error: 'ALREADY', newsletter };
      await subscribed({ newsletter, subscriber: { userId: viewerId }, source });
      return { ok: true, newsletter };
    },

    /** A signed-in reader unsubscribes (the toast's Undo subscribes again). */
    async unsubscribe(viewerId: string, newsletterId: string): Promise<{ ok: true; newsletter: Newsletter } | { ok: false; error: 'NOT_FOUND' }> {
      const newsletter = await repo.byId(newsletterId);
      if (!newsletter) return { ok: false, error: 'NOT_FOUND' };
      await repo.setUserStatus(newsletter.id, viewerId, 'unsubscribed', 'unsubscribe', now());
      return { ok: true, newsletter };
    },

    /**
     * A logged-out visitor subscribes an address: a confirmation e-mail with a link goes to it. The page answers
     * the same whether the address is new, pending, already subscribed or an account's (nothing leaks about who
     * has an account); an account's address gets an e-mail asking its owner to sign in instead.
     */
    async subscribeEmail(newsletterId: string, input: unknown, source: string, network = 'unknown'): Promise<EmailSubscribeResult> {
      const newsletter = await repo.byId(newsletterId);
      if (!newsletter) return { ok: false, error: 'NOT_FOUND' };
      const email = parseSubscriberEmail(input);
      if (email === null) return { ok: false, error: 'INVALID_EMAIL' };
      const at = now();
      if (deps.rateLimits) {
        const byNetwork = await consume(deps.rateLimits, CONFIRM_PER_NETWORK, network, at.getTime());
        const byAddress = byNetwork.ok ? await consume(deps.rateLimits, CONFIRM_PER_ADDRESS, email, at.getTime()) : byNetwork;
        if (!byAddress.ok) return { ok: false, error: 'RATE_LIMITED' };
      }
      const account = await repo.accountWithEmail(email);
      if (account !== null) {
        await deps.mail.enqueueMail({
          key: `newsletter.account-address:${newsletter.id}:${email}:${Math.floor(at.getTime() / 3_600_000)}`,
          to: email,
          subject: newsletterCopy.confirmSubject(newsletter.name),
          html: `<p>${newsletterCopy.accountEmail}</p><p><a href="${origin}/subscribe/@${encodeURIComponent(newsletter.user.username)}">${origin}/subscribe/@${newsletter.user.username}</a></p>`,
          text: `${newsletterCopy.accountEmail}\n\n${origin}/subscribe/@${newsletter.user.username}`,
          category: 'newsletter.confirm',
        });
        return { ok: true, newsletter, email };
      }
      const token = randomBytes(24).toString('base64url');
      const state = await repo.requestEmail(newsletter.id, email, sha256(token), source, at);
      if (state === 'PENDING') {
        await deps.mail.enqueueMail({
          key: `newsletter.confirm:${sha256(token)}`,
          to: email,
          subject: newsletterCopy.confirmSubject(newsletter.name),
          element: createElement(ConfirmSubscriptionEmail, { ...deps.layout, newsletterName: newsletter.name, confirmUrl: `${origin}/newsletters/confirm?token=${token}` }),
          category: 'newsletter.confirm',
        });
      }
      return { ok: true, newsletter, email };
    },

    /** The newsletter a pending confirmation token belongs to (the confirm page), or null. */
    async pendingConfirmation(token: string): Promise<{ newsletter: Newsletter; email: string } | null> {
      const pending = await repo.pendingByToken(sha256(token));
      const newsletter = pending ? await repo.byId(pending.newsletterId) : null;
      return pending && newsletter ? { newsletter, email: pending.email } : null;
    },

    async confirm(token: string): Promise<Newsletter | null> {
      const pending = await repo.pendingByToken(sha256(token));
      const newsletterId = await repo.confirmEmail(sha256(token), now());
      const newsletter = newsletterId ? await repo.byId(newsletterId) : null;
      if (newsletter && pending) await subscribed({ newsletter, subscriber: { email: pending.email }, source: 'email' });
      return newsletter;
    },

    /** An unsubscribe link's signature holds for its subject and newsletter. */
    async verifyUnsubscribe(subject: string, hash: string, newsletterId: string): Promise<Newsletter | null> {
      return unsubscribeSignatureOk(await key(), subject, hash, newsletterId) ? repo.byId(newsletterId) : null;
    },

    /** Follows a verified unsubscribe link (its page's button, or the one-click POST). */
    async unsubscribeBySubject(subject: string, newsletter: Newsletter): Promise<void> {
      if (subject.startsWith('s-')) {
        const subscription = await repo.subscriptionById(subject.slice(2));
        if (subscription && subscription.newsletterId === newsletter.id) await repo.unsubscribeById(subscription.id, now());
        return;
      }
      await repo.setUserStatus(newsletter.id, subject, 'unsubscribed', 'unsubscribe', now());
    },

    unsubscribeAll: (userId: string, onlyAuthors: boolean) => repo.unsubscribeAll(userId, onlyAuthors, now()),

    /** After a story is published (now or on schedule): its newsletter fan-out, as a job. */
    async storyPublished(postId: string): Promise<void> {
      if (!deps.jobs) return;
      await deps.jobs.enqueue(NEWSLETTER_FAN_OUT_JOB, { postId, after: null } satisfies FanOutPayload, { key: `${NEWSLETTER_FAN_OUT_JOB}:${postId}:start` });
    },

    /**
     * One chunk of a story's fan-out: the next FAN_OUT_CHUNK recipients after `after`, one e-mail each, then the
     * next chunk's job. Returns the cursor for the next chunk, or null when done. Safe to run again: the keys hold.
     */
    async fanOut(payload: FanOutPayload): Promise<string | null> {
      const story = await deps.storyForMail(payload.postId);
      if (!story || !story.isStory) return null;
      const author = await repo.ofAuthor(story.creatorId);
      const publication = story.publicationId ? await repo.ofPublication(story.publicationId) : null;
      const lists = [author, publication].filter((n): n is Newsletter => n !== null);
      if (lists.length === 0) return null;
      const recipients = await repo.storyRecipients({ newsletterIds: lists.map((n) => n.id), authorId: story.creatorId, publicationId: story.publicationId, after: payload.after, limit: FAN_OUT_CHUNK, now: now() });
      if (recipients.length === 0) return null;
      const rendered = new Map<string, { html: string; text: string }>();
      const mails: RenderedMail[] = [];
      for (const recipient of recipients) {
        if (!recipient.email) continue;
        const newsletter = lists.find((n) => n.id === recipient.newsletterId)!;
        const variant = storyMailContent(story, recipient.isMember);
        const cacheKey = `${newsletter.id}:${variant}`;
        let bodies = rendered.get(cacheKey);
        if (!bodies) {
          bodies = await renderStory(story, newsletter, variant);
          rendered.set(cacheKey, bodies);
        }
        const link = await unsubscribeUrl(subjectOf(recipient.kind === 'user' ? recipient : { kind: 'email', subscriptionId: recipient.subscriptionId }), newsletter.id);
        mails.push({
          key: storyMailKey(story.id, recipient),
          to: recipient.email,
          subject: story.title,
          category: 'newsletter.story',
          ref: newsletterIssueRef(newsletter.id, story.id),
          html: bodies.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link.replaceAll('&', '&amp;')),
          text: bodies.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
          headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      }
      await deps.mail.enqueueMany(mails);
      const last = recipients.at(-1)!.subscriptionId;
      if (recipients.length < FAN_OUT_CHUNK) return null;
      if (deps.jobs) await deps.jobs.enqueue(NEWSLETTER_FAN_OUT_JOB, { postId: story.id, after: last } satisfies FanOutPayload, { key: `${NEWSLETTER_FAN_OUT_JOB}:${story.id}:${last}` });
      return last;
    },
  };
}

export function newsletterJobHandlers(service: NewslettersService): Record<string, JobHandler<FanOutPayload>> {
  return {
    [NEWSLETTER_FAN_OUT_JOB]: async (job) => {
      await service.fanOut(job.payload);
    },
  };
}
