// Issue 18 (reader-experience Home; platform-reference §7.4 webRecommendedFeed, §3 signal actions SHOW_MORE,
// SHOW_LESS, CLEAR_SIGNAL): the For you score. The store gathers a bounded set of candidate stories (the newest
// listed ones and the newest from what the reader follows) and what it knows of the reader's taste; this file
// scores and orders them, and pages through the order with a cursor that carries the time the scores were taken
// at, so every page of one Home visit is cut from the same order (no duplicates, no gaps).
//
// The score of a story for a reader (higher first), in points:
//
//   recency          RECENCY_WEIGHT / (1 + ageDays / RECENCY_HALF_DAYS)     (4 when new, 2 after a week, …)
//   + 3              the reader follows its writer
//   + 2              the reader follows its publication (the store gives one only when it accepted the story)
//   + 2 per topic    of its topics the reader follows (at most 2 count; the store gives its primary topic)
//   + claps          min(claps the reader gave the writer's stories, 50) / 25   (up to 2)
//   + reads          min(the writer's stories the reader read, 5) / 5          (up to 1)
//   − 4              the reader has already read this story
//   + 2 / − 4        per 'Show more' / 'Show less like this' the reader gave a story by the same writer
//   + 1 / − 2        per 'Show more' / 'Show less like this' given to a story of the same primary topic
//
// Stories by muted writers or in muted publications are never candidates, nor is a story the reader asked to see
// less of. Scores are rounded to thousandths of a point (integers, so a cursor holds them exactly); equal
// scores go newest first, then by id, descending.
import type { FeedPage } from '../feed/feed-pager.machine.ts';

export const RECENCY_WEIGHT = 4;
export const RECENCY_HALF_DAYS = 7;
export const WEIGHTS = {
  followedWriter: 3,
  followedPublication: 2,
  followedTopic: 2,
  maxTopicsCounted: 2,
  clapsCap: 50,
  clapsPerPoint: 25,
  readsCap: 5,
  alreadyRead: -4,
  moreWriter: 2,
  lessWriter: -4,
  moreTopic: 1,
  lessTopic: -2,
} as const;

const DAY_MS = 86_400_000;

/** platform-reference §3: the signal actions. CLEAR_SIGNAL removes the one given; the others are kept. */
export const SIGNAL_ACTIONS = ['SHOW_MORE', 'SHOW_LESS', 'CLEAR_SIGNAL'] as const;
export type SignalAction = (typeof SIGNAL_ACTIONS)[number];
export type StoredSignalAction = Exclude<SignalAction, 'CLEAR_SIGNAL'>;

/** A signal the reader gave on a story's card: what it says of the story's writer and primary topic. */
export type Signal = { postId: string; action: StoredSignalAction; creatorId: string; topicId: string | null };

/** A story that may be recommended. */
export type Candidate = {
  id: string;
  creatorId: string;
  /** The publication that accepted it; null otherwise. */
  publicationId: string | null;
  primaryTopicId: string | null;
  topicIds: readonly string[];
  publishedAt: Date;
};

/** What the store knows of the reader. Empty for a reader who is not signed in. */
export type ReaderTaste = {
  followedWriters: ReadonlySet<string>;
  followedPublications: ReadonlySet<string>;
  followedTopics: ReadonlySet<string>;
  mutedWriters: ReadonlySet<string>;
  mutedPublications: ReadonlySet<string>;
  /** Claps the reader gave each writer's stories, in all. */
  clapsByWriter: ReadonlyMap<string, number>;
  /** How many of each writer's stories the reader has read. */
  readsByWriter: ReadonlyMap<string, number>;
  readPosts: ReadonlySet<string>;
  signals: readonly Signal[];
};

export const NO_TASTE: ReaderTaste = {
  followedWriters: new Set(),
  followedPublications: new Set(),
  followedTopics: new Set(),
  mutedWriters: new Set(),
  mutedPublications: new Set(),
  clapsByWriter: new Map(),
  readsByWriter: new Map(),
  readPosts: new Set(),
  signals: [],
};

/** Whether a story may be recommended at all: not muted, not one the reader asked to see less of. */
export function isEligible(candidate: Candidate, taste: ReaderTaste): boolean {
  if (taste.mutedWriters.has(candidate.creatorId)) return false;
  if (candidate.publicationId !== null && taste.mutedPublications.has(candidate.publicationId)) return false;
  return !taste.signals.some((s) => s.postId === candidate.id && s.action === 'SHOW_LESS');
}

/** The recency part: 4 points when new, falling smoothly and never below 0; a story from the future counts as new. */
export function recencyPoints(publishedAt: Date, now: Date): number {
  const ageDays = Math.max(0, now.getTime() - publishedAt.getTime()) / DAY_MS;
  return RECENCY_WEIGHT / (1 + ageDays / RECENCY_HALF_DAYS);
}

/** How many different followed topics a story carries (a topic listed twice counts once). */
function followedTopicCount(topicIds: readonly string[], followed: ReadonlySet<string>): number {
  let count = 0;
  for (let i = 0; i < topicIds.length; i++) {
    const t = topicIds[i]!;
    if (followed.has(t) && topicIds.indexOf(t) === i) count++;
  }
  return count;
}

/** The score as a whole number of thousandths of a point (see the formula above). */
export function scoreOf(candidate: Candidate, taste: ReaderTaste, now: Date): number {
  let score = recencyPoints(candidate.publishedAt, now);
  if (taste.followedWriters.has(candidate.creatorId)) score += WEIGHTS.followedWriter;
  if (candidate.publicationId !== null && taste.followedPublications.has(candidate.publicationId)) score += WEIGHTS.followedPublication;
  score += WEIGHTS.followedTopic * Math.min(followedTopicCount(candidate.topicIds, taste.followedTopics), WEIGHTS.maxTopicsCounted);
  score += Math.min(taste.clapsByWriter.get(candidate.creatorId) ?? 0, WEIGHTS.clapsCap) / WEIGHTS.clapsPerPoint;
  score += Math.min(taste.readsByWriter.get(candidate.creatorId) ?? 0, WEIGHTS.readsCap) / WEIGHTS.readsCap;
  if (taste.readPosts.has(candidate.id)) score += WEIGHTS.alreadyRead;
  for (const signal of taste.signals) {
    const more = signal.action === 'SHOW_MORE';
    if (signal.creatorId === candidate.creatorId) score += more ? WEIGHTS.moreWriter : WEIGHTS.lessWriter;
    if (signal.topicId !== null && signal.topicId === candidate.primaryTopicId) score += more ? WEIGHTS.moreTopic : WEIGHTS.lessTopic;
  }
  return Math.round(score * 1000);
}

/** A place in the order: the score, then newest first, then id. */
export type RankPosition = { points: number; publishedAt: number; id: string };

/** Negative when `a` comes before `b`. */
export function compareRank(a: RankPosition, b: RankPosition): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.publishedAt !== b.publishedAt) return b.publishedAt - a.publishedAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The eligible candidates in For you order, each with its place; a story listed twice counts once. */
export function rank<C extends Candidate>(candidates: readonly C[], taste: ReaderTaste, now: Date): (C & { rank: RankPosition })[] {
  return rankEntries(candidates, taste, now).map(({ candidate, rank }) => ({ ...candidate, rank }));
}

/** The same order as rank's, each story beside its place (nothing copied: the callers keep only a page of it). */
function rankEntries<C extends Candidate>(candidates: readonly C[], taste: ReaderTaste, now: Date): { candidate: C; rank: RankPosition }[] {
  const seen = new Set<string>();
  // isEligible's SHOW_LESS look-up, once per ranking rather than once per story.
  const less = taste.signals.length === 0 ? null : new Set(taste.signals.filter((s) => s.action === 'SHOW_LESS').map((s) => s.postId));
  const ranked: { candidate: C; rank: RankPosition }[] = [];
  for (const c of candidates) {
    if (seen.has(c.id)) continue;
    if (taste.mutedWriters.has(c.creatorId) || (c.publicationId !== null && taste.mutedPublications.has(c.publicationId)) || less?.has(c.id)) continue;
    seen.add(c.id);
    ranked.push({ candidate: c, rank: { points: scoreOf(c, taste, now), publishedAt: c.publishedAt.getTime(), id: c.id } });
  }
  return ranked.sort((a, b) => compareRank(a.rank, b.rank));
}

/** A For you cursor: when the scores were taken (the first page's time) and the last story shown. */
export type ForYouCursor = { scoredAt: number; after: RankPosition };

const CURSOR = /^f([0-9a-z]{1,12})\.(-?[0-9a-z]{1,12})\.([0-9a-z]{1,12})\.([0-9a-z_-]{1,64})$/;

export function encodeForYouCursor(cursor: ForYouCursor): string {
  const { scoredAt, after } = cursor;
  return `f${scoredAt.toString(36)}.${after.points.toString(36)}.${after.publishedAt.toString(36)}.${after.id}`;
}

export function decodeForYouCursor(text: string): ForYouCursor | null {
  const m = CURSOR.exec(text);
  if (!m) return null;
  const [scoredAt, points, publishedAt] = [m[1]!, m[2]!, m[3]!].map((s) => parseInt(s, 36));
  if (![scoredAt, points, publishedAt].every((n) => Number.isSafeInteger(n))) return null;
  return { scoredAt: scoredAt!, after: { points: points!, publishedAt: publishedAt!, id: m[4]! } };
}

/**
 * One page of For you: the ranked stories strictly after the cursor's place, scored at the cursor's time (the
 * first page: at `now`). `next` is null on the last page.
 */
export function forYouPage<C extends Candidate>(
  candidates: readonly C[],
  taste: ReaderTaste,
  options: { now: Date; limit: number; cursor: ForYouCursor | null },
): FeedPage<C> {
  const scoredAt = options.cursor?.scoredAt ?? options.now.getTime();
  const after = options.cursor?.after ?? null;
  const ranked = rankEntries(candidates, taste, new Date(scoredAt));
  const rest = after === null ? ranked : ranked.filter((c) => compareRank(c.rank, after) > 0);
  const page = rest.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((entry) => entry.candidate),
    next: rest.length > options.limit && last ? encodeForYouCursor({ scoredAt, after: last.rank }) : null,
  };
}

/**
 * Recommended from {product} at a story's end: the best-scored few, leaving out the story itself, its writer's
 * stories (More from {writer} shows those) and what the reader has read.
 */
export function recommendedAfter<C extends Candidate>(
  candidates: readonly C[],
  taste: ReaderTaste,
  story: { id: string; creatorId: string },
  options: { now: Date; limit: number },
): C[] {
  const others = candidates.filter((c) => c.id !== story.id && c.creatorId !== story.creatorId && !taste.readPosts.has(c.id));
  return rankEntries(others, taste, options.now)
    .slice(0, options.limit)
    .map((entry) => entry.candidate);
}

export type SignalInputResult = { ok: true; action: SignalAction } | { ok: false; message: string };

/** A signal action as a client sends it; anything else is refused with a message. */
export function parseSignalAction(value: string): SignalInputResult {
  return (SIGNAL_ACTIONS as readonly string[]).includes(value)
    ? { ok: true, action: value as SignalAction }
    : { ok: false, message: `The signal action must be one of ${SIGNAL_ACTIONS.join(', ')}.` };
}

/** A candidate with the publication its story was submitted to, accepted or not: a mute of that publication hides it. */
export type MutableCandidate = Candidate & { postedIn: string | null };

/**
 * Issue 19: For you's candidates from the newest stories read for everyone (shared for a few seconds) and from
 * the reader's followed sources (read with their taste): the newest first, each story once, and none by a writer
 * or in a publication the reader muted — the publication it was submitted to counts, accepted or not, as the
 * store's own mute filter reads it.
 */
export function mergeCandidates(
  newest: readonly MutableCandidate[],
  followed: readonly MutableCandidate[],
  taste: Pick<ReaderTaste, 'mutedWriters' | 'mutedPublications'>,
): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const { postedIn, ...c } of [...newest, ...followed]) {
    if (seen.has(c.id) || taste.mutedWriters.has(c.creatorId) || (postedIn !== null && taste.mutedPublications.has(postedIn))) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}
