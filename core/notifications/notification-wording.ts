// Issue 17 notifications: how each notification reads ('X and 12 others clapped for {story}'), the grouping of actors
// when a reader's notifications are folded (the store groups claps and highlights at write time, one row per story and
// day; this is the same rule as a pure function, checked by specs/notifications.spec.ts), the unread count, and the
// digest schedule (platform-reference §3: newsletter frequency DAILY, WEEKLY, OFF).
import type { NotificationKind } from './notification-kinds.ts';
import { KIND_RULES } from './notification-kinds.ts';

/** What a notification's sentence names; the actor is absent for the reader's own events (a failed payment). */
export type WordingInput = {
  kind: NotificationKind;
  actorName: string | null;
  /** Other actors beside the named one (a grouped notification). */
  others: number;
  storyTitle: string | null;
  publicationName: string | null;
  productName: string;
  /** The list a response, reply or mention is about when its thread hangs under a list, not a story. */
  listName?: string | null;
};

/** The kinds whose subject is a response's thread, which may hang under a list. */
const RESPONSE_THREAD: ReadonlySet<NotificationKind> = new Set(['RESPONSE', 'REPLY', 'MENTION']);

const someone = (name: string | null): string => name ?? 'Someone';
const story = (title: string | null): string => (title && title.trim() ? title : 'your story');

/** 'X', 'X and 1 other', 'X and 12 others'. */
export function actorsPhrase(actorName: string | null, others: number): string {
  const n = Math.max(0, Math.floor(others));
  if (n === 0) return someone(actorName);
  return `${someone(actorName)} and ${n} ${n === 1 ? 'other' : 'others'}`;
}

export function notificationText(input: WordingInput): string {
  const who = actorsPhrase(input.actorName, input.others);
  // A thread under a list is about the list: its name, never the response's own title.
  const title = input.listName != null && input.listName.trim() && RESPONSE_THREAD.has(input.kind) ? input.listName : story(input.storyTitle);
  const publication = input.publicationName ?? 'a publication';
  switch (input.kind) {
    case 'FOLLOW':
      return `${who} started following you`;
    case 'FOLLOW_PUBLICATION':
      return `${who} started following ${publication}`;
    case 'CLAPS':
      return `${who} clapped for ${title}`;
    case 'RESPONSE':
      return `${who} responded to ${title}`;
    case 'REPLY':
      return `${who} replied to your response on ${title}`;
    case 'MENTION':
      return `${who} mentioned you in a response to ${title}`;
    case 'HIGHLIGHT':
      return `${who} highlighted ${title}`;
    case 'NEW_SUBSCRIBER':
      return input.actorName ? `${who} subscribed to your newsletter` : 'You have a new newsletter subscriber';
    case 'STORY_PUBLISHED':
      return input.publicationName ? `${someone(input.actorName)} published ${title} in ${publication}` : `${someone(input.actorName)} published ${title}`;
    case 'ADDED_AS_WRITER':
      return `${someone(input.actorName)} added you as a writer to ${publication}`;
    case 'ADDED_AS_EDITOR':
      return `${someone(input.actorName)} added you as an editor of ${publication}`;
    case 'SUBMISSION_ACCEPTED':
      return `${publication} accepted your submission ${title}`;
    case 'CHANGES_REQUESTED':
      return `${publication} requested changes to your submission ${title}`;
    case 'STORY_FEATURED':
      return `${title} was featured${input.publicationName ? ` in ${publication}` : ` on ${input.productName}`}`;
    case 'PAYMENT_FAILED':
      return `Your ${input.productName} membership payment failed. Update your payment method to keep reading.`;
    case 'MEMBERSHIP_ENDING':
      return `Your ${input.productName} membership is ending`;
  }
}

/** One event as a producer reports it. */
export type NotificationEvent = { recipientId: string; kind: NotificationKind; actorId: string | null; subject: string; day: number };
/** A notification as the reader sees it: who did it, most recent actor first. */
export type FoldedNotification = { recipientId: string; kind: NotificationKind; subject: string; day: number; actors: string[] };

/**
 * Folds events into notifications: a grouping kind's events of one recipient, subject and day join one notification
 * whose actors are the distinct actors, newest first; any other event is its own notification (a repeated event —
 * the same actor, kind and subject — is one).
 */
export function foldNotifications(events: readonly NotificationEvent[]): FoldedNotification[] {
  const byKey = new Map<string, FoldedNotification>();
  for (const e of events) {
    const grouped = KIND_RULES[e.kind].groups;
    const key = grouped ? `${e.recipientId}|${e.kind}|${e.subject}|${e.day}` : `${e.recipientId}|${e.kind}|${e.subject}|${e.actorId ?? ''}`;
    const found = byKey.get(key);
    if (!found) {
      byKey.set(key, { recipientId: e.recipientId, kind: e.kind, subject: e.subject, day: e.day, actors: e.actorId ? [e.actorId] : [] });
    } else if (e.actorId && grouped) {
      found.actors = [e.actorId, ...found.actors.filter((a) => a !== e.actorId)];
    }
  }
  return [...byKey.values()];
}

/** reader-experience §2.3: the badge counts the reader's unread notifications. */
export const unreadCount = (items: readonly { read: boolean }[]): number => items.filter((n) => !n.read).length;

/** platform-reference §3: the digest frequency. */
export const DIGEST_FREQUENCIES = ['DAILY', 'WEEKLY', 'OFF'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const isDigestFrequency = (value: unknown): value is DigestFrequency => typeof value === 'string' && (DIGEST_FREQUENCIES as readonly string[]).includes(value);
export const DEFAULT_DIGEST: DigestFrequency = 'DAILY';

const DAY_MS = 86_400_000;
/** Digests go out at 08:00 UTC; weekly ones on Mondays. */
export const DIGEST_HOUR_UTC = 8;

/**
 * The period a digest covers, for an instant: its start and end (ms). DAILY: the 24 hours ending at the latest 08:00
 * UTC; WEEKLY: the 7 days ending at the latest Monday 08:00 UTC. OFF: none. The end names the period (the e-mail's
 * idempotency key), so a digest of one period is sent once however often the job runs.
 */
export function digestPeriod(frequency: DigestFrequency, at: number): { start: number; end: number } | null {
  if (frequency === 'OFF') return null;
  const dayStart = Math.floor((at - DIGEST_HOUR_UTC * 3_600_000) / DAY_MS) * DAY_MS + DIGEST_HOUR_UTC * 3_600_000;
  if (frequency === 'DAILY') return { start: dayStart - DAY_MS, end: dayStart };
  // 1970-01-01 was a Thursday: days since a Monday are (day + 3) mod 7.
  const day = Math.floor(dayStart / DAY_MS);
  const end = dayStart - ((day + 3) % 7) * DAY_MS;
  return { start: end - 7 * DAY_MS, end };
}

/** Whether a kind goes in the digest (not e-mailed at once, not never). */
export const inDigest = (kind: NotificationKind): boolean => KIND_RULES[kind].email === 'DIGEST';
/** Whether a kind is e-mailed when it happens (responses and mentions), if the reader's setting allows. */
export const emailedAtOnce = (kind: NotificationKind): boolean => KIND_RULES[kind].email === 'IMMEDIATE';

/** reader-experience §5: '@username' mentions in a response's text, lower-cased, each once. */
export function mentionedUsernames(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(^|[^\w@/])@([a-zA-Z0-9_]{1,30})\b/g)) found.add(match[2]!.toLowerCase());
  return [...found];
}

/** When a notification happened, against the page's clock: 'just now', '5 minutes ago', '3 hours ago', '2 days ago', then the date. */
export function whenText(at: number, now: number, shortDate: (at: number) => string): string {
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return plural(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return plural(Math.floor(seconds / 3600), 'hour');
  if (seconds < 7 * 86_400) return plural(Math.floor(seconds / 86_400), 'day');
  return shortDate(at);
}
