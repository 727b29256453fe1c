// platform-reference §2.1 topics and tags: /top-stories and /top-stories/{monthDayYearSlug} (page topic) — the
// stories read and clapped most on one day, from the day's real counts (story_stats_daily, UTC calendar days) —
// and /browse/top, /browse/top/{date}, which go to them. A day's address is its month's name, day and year
// ('november-24-2026'); /browse/top/{date} also takes '2026-11-24'. Days run from the first day of 1970 to today:
// a later or impossible day is not found. Pure: today comes in as an argument.
import { archiveLabel, isArchiveDate, MONTH_NAMES, type LocalDate } from '../publication/archive.ts';

export type Day = LocalDate;

/** How many stories a page of the day shows. */
export const TOP_STORIES_PAGE_SIZE = 10;

const MONTH_SLUGS = MONTH_NAMES.map((m) => m.toLowerCase());
const SLUG = /^([a-z]+)-(\d{1,2})-(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'november-24-2026': a day's address segment. */
export function daySlug(day: Day): string {
  return `${MONTH_SLUGS[day.month - 1]}-${day.day}-${day.year}`;
}

/** The UTC calendar day of an instant (the days the store counts in). */
export function utcDay(instant: Date): Day {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/** The day a slug names ('november-24-2026', any letter case), or null when it names no real day. */
export function dayFromSlug(slug: string): Day | null {
  const match = SLUG.exec(slug.toLowerCase());
  if (!match) return null;
  const month = MONTH_SLUGS.indexOf(match[1]!) + 1;
  const day = { year: Number(match[3]), month, day: Number(match[2]) };
  return month > 0 && isArchiveDate(day) ? day : null;
}

/** /browse/top/{date}: a day slug, or a date written 2026-11-24. */
export function dayFromBrowseDate(text: string): Day | null {
  const iso = ISO.exec(text);
  if (!iso) return dayFromSlug(text);
  const day = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  return isArchiveDate(day) ? day : null;
}

const dayNumber = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);
const fromNumber = (ms: number): Day => utcDay(new Date(ms));
const DAY_MS = 86_400_000;

export const compareDays = (a: Day, b: Day): number => Math.sign(dayNumber(a) - dayNumber(b));
export const addDays = (day: Day, n: number): Day => fromNumber(dayNumber(day) + n * DAY_MS);

/** The day's bounds as instants: [start, end) in UTC. */
export function dayRange(day: Day): { start: Date; end: Date } {
  return { start: new Date(dayNumber(day)), end: new Date(dayNumber(day) + DAY_MS) };
}

/** A day the page shows: from 1 January 1970 to today. */
export const isShownDay = (day: Day, today: Day): boolean => isArchiveDate(day) && compareDays(day, today) <= 0;

/** 'November 24, 2026'. */
export const dayLabel = (day: Day): string => archiveLabel(day);

/** The page's heading: 'Top stories today' for today, else 'Top stories of November 24, 2026'. */
export function topStoriesHeading(day: Day, today: Day): string {
  return compareDays(day, today) === 0 ? 'Top stories today' : `Top stories of ${dayLabel(day)}`;
}

/** The address of a day's page: /top-stories for today, /top-stories/{slug} for any other. */
export function topStoriesPath(day: Day, today: Day): string {
  return compareDays(day, today) === 0 ? '/top-stories' : `/top-stories/${daySlug(day)}`;
}

/** The days before and after (null: none, before 1970 or after today). */
export function neighbourDays(day: Day, today: Day): { previous: Day | null; next: Day | null } {
  const previous = addDays(day, -1);
  const next = addDays(day, 1);
  return { previous: isShownDay(previous, today) ? previous : null, next: isShownDay(next, today) ? next : null };
}

/** A story's rank on the day: the readers who read it that day and the claps it gained that day. */
export const dayScore = (counts: { reads: number; claps: number }): number => counts.reads + counts.claps;
