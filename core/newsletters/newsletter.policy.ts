// Newsletters (reader-experience §3 NewsletterV3; README: Newsletters): who may subscribe, who gets a story, what
// they get, and the one key that makes a story reach a recipient once. Pure: the store and services ask these.
import { z } from 'zod';
import type { RateLimit } from '../limits/rate-limit.ts';

/**
 * The ref a story's e-mails to a newsletter's subscribers carry: the newsletter and the story. The store finds a
 * newsletter's issues by it (the stats pages' issue tables, the publication's newsletter feed).
 */
export const newsletterIssueRefPrefix = (newsletterId: string): string => `newsletter:${newsletterId}:post:`;
export const newsletterIssueRef = (newsletterId: string, postId: string): string => newsletterIssueRefPrefix(newsletterId) + postId;

/** A subscriber as the fan-out sees it: an account (with its address) or a confirmed address alone. */
export type Recipient = { kind: 'user'; userId: string; email: string } | { kind: 'email'; email: string };

export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed';

/**
 * The idempotency key of a story's e-mail to one recipient: the same whichever newsletter (the writer's or the
 * publication's) and however often the fan-out runs, so each (story, recipient) is sent at most once.
 */
export function storyMailKey(postId: string, recipient: Recipient): string {
  return recipient.kind === 'user' ? `newsletter.story:${postId}:u:${recipient.userId}` : `newsletter.story:${postId}:e:${recipient.email}`;
}

/** Whether a subscriber gets a story at all: active, and not muting its writer or publication. */
export function receivesStory(s: { status: SubscriptionStatus; mutesAuthor: boolean; mutesPublication: boolean }): boolean {
  return s.status === 'active' && !s.mutesAuthor && !s.mutesPublication;
}

/** What a recipient gets: the whole story when it is public or they are a member; else the preview and a link. */
export function storyMailContent(story: { isLocked: boolean }, recipientIsMember: boolean): 'full' | 'preview' {
  return !story.isLocked || recipientIsMember ? 'full' : 'preview';
}

/** Subscribing a signed-in reader: their own newsletter is refused, a second subscribe says so. */
export function subscribeDecision(viewerId: string, newsletterOwnerId: string, current: SubscriptionStatus | null): 'SELF' | 'ALREADY' | 'SUBSCRIBE' {
  if (viewerId === newsletterOwnerId) return 'SELF';
  if (current === 'active') return 'ALREADY';
  return 'SUBSCRIBE';
}

const emailSchema = z.string().trim().toLowerCase().max(254).email();

/** An address a visitor typed: trimmed and lower-cased when it looks like one, else null. */
export function parseSubscriberEmail(input: unknown): string | null {
  const result = emailSchema.safeParse(input);
  return result.success && !/[\s<>,;"]/.test(result.data) ? result.data : null;
}

/** Recipients per fan-out chunk: one job enqueues this many e-mails, then the next chunk's job. */
export const FAN_OUT_CHUNK = 500;

/**
 * Confirmation e-mails a logged-out visitor may cause: a few to one address an hour (nobody's inbox is flooded by
 * strangers), and a bound per network an hour (nobody mails many addresses through the form).
 */
export const CONFIRM_PER_ADDRESS: RateLimit = { name: 'newsletter-confirm-address', max: 3, windowMs: 3_600_000 };
export const CONFIRM_PER_NETWORK: RateLimit = { name: 'newsletter-confirm-network', max: 30, windowMs: 3_600_000 };
