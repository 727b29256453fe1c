// platform-reference §2.1 stories: a series (/s/{sequenceSlug}, /series/{id}; page 'series'). The spec names the
// routes only; the model is the smallest honest one: a writer puts their own published stories in the order they
// choose, and readers see them in that order, each marked 'Part n of m'. The address is `{slug}-{id}` like a story's
// (core/content/post-id.ts): the id is read from its last hex segment, and any other spelling goes to the canonical one.
import { postIdFromParam, postSlugParam } from '../content/post-id.ts';

export const SERIES_TITLE_MAX = 100;
export const SERIES_DESCRIPTION_MAX = 280;
/** A series holds at most this many stories. */
export const SERIES_MAX_POSTS = 50;

export const SERIES_MESSAGES = {
  titleRequired: 'Give the series a title.',
  titleTooLong: `A series title is at most ${SERIES_TITLE_MAX} characters.`,
  descriptionTooLong: `A series description is at most ${SERIES_DESCRIPTION_MAX} characters.`,
  tooManyPosts: `A series holds at most ${SERIES_MAX_POSTS} stories.`,
  duplicatePost: 'A story can be in a series only once.',
  notYourStory: 'A series holds only your own published stories.',
} as const;

export type SeriesInput = { title: string; description: string };

export type SeriesCheck = { ok: true; value: SeriesInput } | { ok: false; message: string };

/** A series' title and description as the writer typed them: trimmed, the title required, both bounded. */
export function checkSeriesInput(input: SeriesInput): SeriesCheck {
  const title = input.title.trim();
  const description = input.description.trim();
  if (title === '') return { ok: false, message: SERIES_MESSAGES.titleRequired };
  if ([...title].length > SERIES_TITLE_MAX) return { ok: false, message: SERIES_MESSAGES.titleTooLong };
  if ([...description].length > SERIES_DESCRIPTION_MAX) return { ok: false, message: SERIES_MESSAGES.descriptionTooLong };
  return { ok: true, value: { title, description } };
}

/**
 * The stories of a series in the writer's order. `eligible` are the writer's own published stories among them;
 * any other id, a repeat, or more than SERIES_MAX_POSTS is refused with its message.
 */
export function checkSeriesOrder(postIds: readonly string[], eligible: ReadonlySet<string>): { ok: true; postIds: string[] } | { ok: false; message: string } {
  if (postIds.length > SERIES_MAX_POSTS) return { ok: false, message: SERIES_MESSAGES.tooManyPosts };
  if (new Set(postIds).size !== postIds.length) return { ok: false, message: SERIES_MESSAGES.duplicatePost };
  if (postIds.some((id) => !eligible.has(id))) return { ok: false, message: SERIES_MESSAGES.notYourStory };
  return { ok: true, postIds: [...postIds] };
}

/** The series' address segment: `{slug}-{id}` (the bare id when the title has no letters or digits). */
export const seriesSlug = (title: string, id: string): string => postSlugParam(title, id);

/** /s/{slug}: a series' canonical address. */
export const seriesPath = (slug: string): string => `/s/${slug}`;

/** The series id an address segment names (/s/{slug} or /series/{id}); null when it names none. */
export const seriesIdFromParam = (param: string): string | null => postIdFromParam(param);

/** 'Part 2 of 5': where a story stands in its series (index from 0). */
export function seriesPartLabel(index: number, total: number): string {
  return `Part ${index + 1} of ${total}`;
}

/** A writer's series changes (create, edit, reorder, delete), counted in the store per writer. */
export const SERIES_WRITES_LIMIT = { name: 'series.write', max: 300, windowMs: 60 * 60 * 1000 } as const;
export const seriesTooFast = (seconds: number): string => `You are changing series too quickly. Try again in ${seconds} seconds.`;

/** The series editor's order after a story moves by `delta` places (clamped to the ends); the same order when it cannot. */
export function moveInOrder<T>(order: readonly T[], index: number, delta: number): T[] {
  const next = [...order];
  const to = Math.min(Math.max(index + delta, 0), order.length - 1);
  if (index < 0 || index >= order.length || to === index) return next;
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The series editor's stories to add: the writer's published stories not in the series yet, in their order. */
export function seriesCandidates<T extends { id: string }>(stories: readonly T[], inSeries: readonly string[]): T[] {
  const taken = new Set(inSeries);
  return stories.filter((s) => !taken.has(s.id));
}
