// Issue 23 (stats) over platform-reference §7.2 (the client events) and §6 (bots send no analytics): what a
// view and a read are, once. The story page sends `post.clientViewed` when it opens and `post.clientRead` when the
// reader reaches its end or has spent its reading time on it, and `post.readingTime` with the seconds it was in
// view; the server checks each against these rules before it counts anything (a script can send what it likes).
import { isBotUserAgent } from '../events/consent.ts';

export const STATS_EVENTS = {
  viewed: 'post.clientViewed',
  read: 'post.clientRead',
  readingTime: 'post.readingTime',
} as const;

export type ReadFacts = {
  /** The reader scrolled to the story's end (its last paragraph came into view). */
  reachedEnd: boolean;
  /** Seconds the story was open and visible. */
  secondsSpent: number;
  /** The story's reading time in minutes (posts.reading_time, fractional). */
  readingTimeMinutes: number;
};

/** The fewest seconds that count as spending a story's reading time: a very short story still needs ten. */
export const MIN_READ_SECONDS = 10;

/** The seconds a reader must spend on a story for it to count as read without reaching its end. */
export function readSeconds(readingTimeMinutes: number): number {
  const minutes = Number.isFinite(readingTimeMinutes) && readingTimeMinutes > 0 ? readingTimeMinutes : 0;
  return Math.max(MIN_READ_SECONDS, Math.ceil(minutes * 60));
}

/** A read: the reader reached the story's end, or spent its reading time on it. */
export function isRead(f: ReadFacts): boolean {
  return f.reachedEnd || (Number.isFinite(f.secondsSpent) && f.secondsSpent >= readSeconds(f.readingTimeMinutes));
}

/**
 * The most reading seconds one report may add: twice the story's reading time, at least two minutes and at most
 * an hour — a tab left open all night does not pay as reading time.
 */
export function readingSecondsCap(readingTimeMinutes: number): number {
  return Math.min(3600, Math.max(120, 2 * readSeconds(readingTimeMinutes)));
}

/** The seconds a `post.readingTime` report counts for: whole, non-negative, capped. */
export function countedReadingSeconds(reported: unknown, readingTimeMinutes: number): number {
  if (typeof reported !== 'number' || !Number.isFinite(reported) || reported <= 0) return 0;
  return Math.min(readingSecondsCap(readingTimeMinutes), Math.floor(reported));
}

/**
 * The bot rule (documented in README: Stats): a request whose user agent names a crawler, previewer, monitor or
 * scripted client (core/events/consent.ts's pattern, the same that keeps bots out of analytics and the edge cache)
 * counts no view, read or reading time. A missing user agent is treated as a bot too: every browser sends one.
 */
export function countsForStats(userAgent: string | null | undefined): boolean {
  return !!userAgent && userAgent.trim() !== '' && !isBotUserAgent(userAgent);
}
