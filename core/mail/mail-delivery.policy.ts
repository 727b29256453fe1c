// The mail queue's rules (README: Newsletters → delivery guarantees; adapters/mail/mail-queue.ts): which failures
// are worth another try, when the next try comes, how the sender paces itself, and what a queued e-mail must
// carry. Pure: the store-backed queue and sender ask these and write what they answer.
import type { RateLimit } from '../limits/rate-limit.ts';
import { z } from 'zod';
import { retryDelayMs, type RetryPolicy } from '../jobs/job-retry.policy.ts';
import type { MailFailureKind } from '../ports/mailer.port.ts';

/** 30 s, 1 min, 2 min, … up to 2 hours: a mail server's greylisting or a short outage is ridden out. */
export const MAIL_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxMs: 2 * 60 * 60_000 };

/** Attempts a queued e-mail gets before a run of temporary failures counts as permanent (about a day). */
export const MAIL_MAX_ATTEMPTS = 16;

/** QUIRE_MAIL_RATE's default: messages per second, per server process. */
export const DEFAULT_MAIL_RATE = 10;

/** What a rejection of Mailer.send says about retrying: `mailFailure` when the mailer knew, else temporary. */
export function failureKindOf(error: unknown): MailFailureKind {
  if (typeof error === 'object' && error !== null && 'mailFailure' in error) {
    return (error as { mailFailure: unknown }).mailFailure === 'permanent' ? 'permanent' : 'temporary';
  }
  return 'temporary';
}

/**
 * An SMTP failure's kind from the reply code (RFC 5321 §4.2.1): 5xx is permanent (no such user, refused), 4xx and
 * no reply at all (connection refused, reset or timed out) are temporary.
 */
export function smtpFailureKind(responseCode: number | undefined): MailFailureKind {
  return responseCode !== undefined && responseCode >= 500 && responseCode <= 599 ? 'permanent' : 'temporary';
}

export type MailFailureOutcome = { outcome: 'retry'; runAt: number } | { outcome: 'failed' };

/** After attempt `attempt` (from 1) failed with `kind` at `now`: when to try again, or give up for good. */
export function afterMailFailure(kind: MailFailureKind, attempt: number, now: number, jitter: number, maxAttempts = MAIL_MAX_ATTEMPTS): MailFailureOutcome {
  if (kind === 'permanent' || attempt >= maxAttempts) return { outcome: 'failed' };
  return { outcome: 'retry', runAt: now + retryDelayMs(attempt, jitter, MAIL_RETRY_POLICY) };
}

/**
 * The pacing: with `rate` messages per second, the earliest moment message number `sent` (from 0) of a run that
 * began at `startedAt` may go. A sender waits until then; it never sends faster than the rate over any run.
 */
export function paceAt(startedAt: number, sent: number, rate: number): number {
  return startedAt + Math.ceil((sent * 1000) / rate);
}

/**
 * Issue 20: QUIRE_MAIL_RATE for the whole cluster, as a limit counted in the store (core/limits/rate-limit.ts): at
 * most `max` messages in each window of `windowMs`, every sender of every process counting against the one key.
 * The window is the shortest whole number of seconds (up to 10) in which the rate is a whole number of messages
 * (2.5 a second: 5 in 2 s); a rate below one a second gets a window of one message (0.2: 1 in 5 s); any other rate
 * is rounded down to what a one-second window holds (at least 1). Never more than the rate over a window.
 */
export function mailPaceLimit(rate: number): RateLimit {
  if (rate < 1) return { name: 'mail.pace', max: 1, windowMs: Math.ceil(1000 / rate) };
  for (let seconds = 1; seconds <= 10; seconds++) {
    const max = rate * seconds;
    if (Math.abs(max - Math.round(max)) < 1e-9) return { name: 'mail.pace', max: Math.round(max), windowMs: seconds * 1000 };
  }
  return { name: 'mail.pace', max: Math.max(1, Math.floor(rate)), windowMs: 1000 };
}
/** The one key every process's mail sender counts against. */
export const MAIL_PACE_KEY = 'cluster';

const headerName = z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,75}$/, 'A header name is letters, digits and dashes.');
const headerValue = z
  .string()
  .max(2000, 'A header value is at most 2000 characters.')
  .refine((v) => !/[\r\n]/.test(v), 'A header value is one line.');

/** What every queued e-mail carries. A bad one is a mistake in the calling code: the queue throws this message. */
export const queuedMailSchema = z.object({
  key: z.string().min(1, 'A mail key is not empty.').max(500, 'A mail key is at most 500 characters.'),
  to: z.string().min(3, 'A recipient address is needed.').max(320, 'A recipient address is at most 320 characters.').refine((v) => !/[\s<>,;]/.test(v) && v.includes('@'), 'A recipient is one address.'),
  subject: z
    .string()
    .min(1, 'A subject is not empty.')
    .max(998, 'A subject is at most 998 characters.')
    .refine((v) => !/[\r\n]/.test(v), 'A subject is one line.'),
  category: z.string().regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/, 'A mail category is dot-separated lowercase words, e.g. newsletter.story.'),
  headers: z.record(headerName, headerValue).optional(),
});

export function checkQueuedMail(mail: unknown): { ok: true } | { ok: false; error: string } {
  const result = queuedMailSchema.safeParse(mail);
  return result.success ? { ok: true } : { ok: false, error: result.error.issues[0]?.message ?? 'The e-mail is not valid.' };
}
