// reader-experience §9 "A local post-view counter per day, per week and per month, plus a non-metered
// monthly counter; a prompt shows a different message when fewer than 3 posts were read in the month."
// Kept in the browser through the KeyValueStore port under 'post-view-counts'; times come in (epoch ms).
//
// Choices where the spec is silent:
// - A counter counts distinct posts read in its period: opening the same story twice is one read.
// - A paywalled view (§4 meter state 'paywalled': only the preview shows) is not a read and counts
//   nowhere. Every other read counts per day, week and month; a read whose meter state is 'not_metered'
//   also counts in the non-metered monthly counter.
// - Periods are UTC calendar days, ISO weeks (Monday to Sunday, UTC) and UTC calendar months, so the
//   server and the browser agree whatever the reader's zone.
// - Corrupt or foreign storage reads as no reads at all; a counter stops growing at MAX_TRACKED_POSTS.
import type { KeyValueStore } from '../ports/key-value-store.port.ts';
import type { MeterState } from './meter.ts';

export const POST_VIEW_COUNTS_KEY = 'post-view-counts';
/** §9: fewer than this many posts read in the month shows the prompt's other message. */
export const FEW_POSTS_READ_THRESHOLD = 3;
/** Beyond this many posts a period's list stops growing (and its count with it). */
export const MAX_TRACKED_POSTS = 500;

const DAY_MS = 86_400_000;

export type PostViewCounts = { day: number; week: number; month: number; nonMeteredMonth: number };
export type PostViewCounter = keyof PostViewCounts;

type Bucket = { period: number; postIds: string[] };
type Stored = Record<PostViewCounter, Bucket>;

const COUNTERS: readonly PostViewCounter[] = ['day', 'week', 'month', 'nonMeteredMonth'];

/** The period index of each counter at `at`: days since the epoch, ISO weeks, months since year 0 (UTC). */
export function periodsAt(at: number): Record<PostViewCounter, number> {
  const day = Math.floor(at / DAY_MS);
  // 1970-01-01 was a Thursday: shifting by 3 days makes each week start on a Monday.
  const week = Math.floor((day + 3) / 7);
  const date = new Date(at);
  const month = date.getUTCFullYear() * 12 + date.getUTCMonth();
  return { day, week, month, nonMeteredMonth: month };
}

function isBucket(value: unknown): value is Bucket {
  if (typeof value !== 'object' || value === null) return false;
  const { period, postIds } = value as Partial<Bucket>;
  return Number.isInteger(period) && Array.isArray(postIds) && postIds.every((id) => typeof id === 'string');
}

function readStored(store: KeyValueStore): Partial<Stored> {
  const raw = store.get(POST_VIEW_COUNTS_KEY);
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const stored: Partial<Stored> = {};
  for (const counter of COUNTERS) {
    const bucket = (parsed as Record<string, unknown>)[counter];
    if (isBucket(bucket)) stored[counter] = { period: bucket.period, postIds: [...new Set(bucket.postIds)] };
  }
  return stored;
}

/** The posts counted in a counter's current period: none when the stored bucket is another period's. */
function currentIds(stored: Partial<Stored>, counter: PostViewCounter, period: number): string[] {
  const bucket = stored[counter];
  return bucket && bucket.period === period ? bucket.postIds : [];
}

function countsOf(stored: Partial<Stored>, at: number): PostViewCounts {
  const periods = periodsAt(at);
  const count = (counter: PostViewCounter) => Math.min(currentIds(stored, counter, periods[counter]).length, MAX_TRACKED_POSTS);
  return { day: count('day'), week: count('week'), month: count('month'), nonMeteredMonth: count('nonMeteredMonth') };
}

/** The counts for the day, week and month containing `at`. */
export function readPostViewCounts(store: KeyValueStore, at: number): PostViewCounts {
  return countsOf(readStored(store), at);
}

/** Which counters a read of a post in this meter state counts in (see the file's head). */
export function countersFor(meter: MeterState): PostViewCounter[] {
  if (meter === 'paywalled') return [];
  return meter === 'not_metered' ? ['day', 'week', 'month', 'nonMeteredMonth'] : ['day', 'week', 'month'];
}

/** Records that the reader read `postId` at `at`; returns the counts after it. */
export function recordPostView(store: KeyValueStore, view: { postId: string; meter: MeterState; at: number }): PostViewCounts {
  const stored = readStored(store);
  const counters = countersFor(view.meter);
  if (counters.length === 0) return countsOf(stored, view.at);
  const periods = periodsAt(view.at);
  const next: Partial<Stored> = {};
  for (const counter of COUNTERS) {
    const bucket = stored[counter];
    // A clock that stepped back must not wipe a later period's reads.
    if (bucket && bucket.period > periods[counter]) {
      next[counter] = bucket;
      continue;
    }
    const ids = currentIds(stored, counter, periods[counter]);
    const add = counters.includes(counter) && !ids.includes(view.postId) && ids.length < MAX_TRACKED_POSTS;
    next[counter] = { period: periods[counter], postIds: add ? [...ids, view.postId] : ids };
  }
  store.set(POST_VIEW_COUNTS_KEY, JSON.stringify(next));
  return countsOf(next, view.at);
}

/** §9: which message the reading prompt shows — 'fewPostsRead' below 3 posts this month, else 'default'. */
export type PostViewPromptVariant = 'fewPostsRead' | 'default';
export const postViewPromptVariant = (counts: PostViewCounts): PostViewPromptVariant =>
  counts.month < FEW_POSTS_READ_THRESHOLD ? 'fewPostsRead' : 'default';
