// Issue 23 (stats): the periods a stats page shows — the last 7, 30 or 90 days (today included) or the lifetime —
// and the bounded date range of /me/stats/{postId}/{startTimeMs}/{endTimeMs} (platform-reference §2.1). Days are
// UTC calendar days ('YYYY-MM-DD'); a series has one point per day of its range (per month for a lifetime), zeros
// where nothing happened, so a chart and its table say the same thing.
export const STATS_PERIODS = ['7d', '30d', '90d', 'lifetime'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const STATS_PERIOD_LABELS: Record<StatsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  lifetime: 'Lifetime',
};

export const DAY_MS = 86_400_000;
/** The longest date range one request may ask for: a year and a day (leap years included). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_TOO_LONG_MESSAGE = `A date range can be at most ${MAX_RANGE_DAYS} days long.`;

export type Day = string;
export type DayRange = { from: Day; to: Day };

export function parsePeriod(value: string | null | undefined): StatsPeriod | null {
  if (value === null || value === undefined || value === '') return '30d';
  return (STATS_PERIODS as readonly string[]).includes(value) ? (value as StatsPeriod) : null;
}

/** The UTC day of an instant. */
export function dayOf(ms: number): Day {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

export function dayStartMs(day: Day): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

export function addDays(day: Day, n: number): Day {
  return dayOf(dayStartMs(day) + n * DAY_MS);
}

/** The days of a period ending today; null for the lifetime (it starts where the data does). */
export function periodRange(period: StatsPeriod, nowMs: number): DayRange | null {
  if (period === 'lifetime') return null;
  const days = period === '7d' ? 7 : period === '30d' ? 30 : 90;
  const to = dayOf(nowMs);
  return { from: addDays(to, -(days - 1)), to };
}

export type RangeResult = { ok: true; range: DayRange } | { ok: false; error: 'BAD_RANGE' | 'RANGE_TOO_LONG'; message: string };

/** A requested range in epoch milliseconds, the end exclusive: well formed and at most MAX_RANGE_DAYS long. */
export function parseRange(startText: string, endText: string): RangeResult {
  const start = /^\d{1,15}$/.test(startText) ? Number(startText) : NaN;
  const end = /^\d{1,15}$/.test(endText) ? Number(endText) : NaN;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start || end > 8.64e15) {
    return { ok: false, error: 'BAD_RANGE', message: 'A date range is two times in milliseconds since 1970, the start before the end.' };
  }
  if (end - start > MAX_RANGE_DAYS * DAY_MS) return { ok: false, error: 'RANGE_TOO_LONG', message: RANGE_TOO_LONG_MESSAGE };
  return { ok: true, range: { from: dayOf(start), to: dayOf(end - 1) } };
}

/** Every day from `from` to `to`, both included. */
export function daysOf(range: DayRange): Day[] {
  const out: Day[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The month a day is in ('YYYY-MM'): a lifetime's chart has one point per month. */
export const monthOf = (day: Day): string => day.slice(0, 7);

/**
 * One point per day of the range (or per month, by `unit`), each the sum of the rows of that bucket; rows outside
 * the range are left out. Keys missing from a row count as zero.
 */
export function bucketSeries<K extends string>(
  rows: readonly ({ day: Day } & Partial<Record<K, number>>)[],
  keys: readonly K[],
  range: DayRange,
  unit: 'day' | 'month' = 'day',
): ({ bucket: string } & Record<K, number>)[] {
  const bucketOf = unit === 'day' ? (d: Day) => d : monthOf;
  const buckets = new Map<string, { bucket: string } & Record<K, number>>();
  for (const day of daysOf(range)) {
    const b = bucketOf(day);
    if (!buckets.has(b)) buckets.set(b, { bucket: b, ...(Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>) });
  }
  for (const row of rows) {
    if (row.day < range.from || row.day > range.to) continue;
    const point = buckets.get(bucketOf(row.day))!;
    for (const k of keys) (point as Record<K, number>)[k] += row[k] ?? 0;
  }
  return [...buckets.values()];
}

/** Reads over views, as a whole percentage (0 when there were no views): what 'Read ratio' shows. */
export function readRatio(views: number, reads: number): number {
  if (!(views > 0)) return 0;
  return Math.round((Math.min(reads, views) / views) * 100);
}

/** Member reading time for a person: '0 min', '12 min', '3 h 4 min'. */
export function formatReadingTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The range of the same length just before `range` (a period compared with the one before it). */
export function previousRange(range: DayRange): DayRange {
  const length = daysOf(range).length;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The change from `before` to `now` as a whole percentage; null when there was nothing before to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (!(before > 0)) return null;
  return Math.round(((now - before) / before) * 100);
}

/** A change for a person: '+12%', '−5%', 'no change', or 'new' when there was nothing before. */
export function formatChange(change: number | null): string {
  if (change === null) return 'new';
  if (change === 0) return 'no change';
  return change > 0 ? `+${change}%` : `−${Math.abs(change)}%`;
}
