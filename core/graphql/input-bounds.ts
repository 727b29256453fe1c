// The bounds of the GraphQL list arguments (platform-reference §3 paging, §7.4): each one's range, named once,
// checked by one zod schema, with the message a client gets (BAD_USER_INPUT) when a value is out of it.
import { z } from 'zod';

export type Bound = { readonly argument: 'first' | 'limit' | 'page'; readonly min: number; readonly max: number };

export const INPUT_BOUNDS = {
  /** A publication's editors (Publication.editors). */
  editors: { argument: 'first', min: 0, max: 100 },
  /** A reader's billing history (Viewer.billingHistory). */
  billingHistory: { argument: 'first', min: 1, max: 100 },
  /** Followers, following, followed and muted lists (reader-experience §7). */
  followList: { argument: 'first', min: 1, max: 50 },
  /** Who to follow (reader-experience §2.4). */
  whoToFollow: { argument: 'first', min: 1, max: 10 },
  /** Recommended topics (Home's topic chips). */
  recommendedTopics: { argument: 'limit', min: 1, max: 25 },
  /** A Your Stories tab's page (platform-reference §2.2 /me/stories/{filterBy}). */
  yourStories: { argument: 'first', min: 1, max: 50 },
  /** The publish dialog's tag autocomplete. */
  tagSuggestions: { argument: 'first', min: 1, max: 20 },
  /** Recommended from {product} at a story's end (issue 18). */
  recommendedStories: { argument: 'limit', min: 1, max: 8 },
  /** Refine recommendations: the reader's signals (issue 18). */
  recommendationSignals: { argument: 'first', min: 1, max: 50 },
} as const satisfies Record<string, Bound>;

/** What a client is told when a value is out of its bound. */
export const boundMessage = (bound: Bound): string =>
  bound.argument === 'first' ? `first must be a whole number from ${bound.min} to ${bound.max}.` : `The ${bound.argument} must be a whole number from ${bound.min} to ${bound.max}.`;

/** The value when it is a whole number within the bound; else the message to answer with. */
export function withinBound(value: unknown, bound: Bound): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = z.number().int().min(bound.min).max(bound.max).safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: boundMessage(bound) };
}
