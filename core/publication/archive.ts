// Issue 22: a publication's archive (/{publication}/archive, /archive/{year}, /{year}/{month}, /{year}/{month}/{day})
// buckets stories by the date they were published on in the publication's time zone, not the server's: a story
// published at 23:30 in Tokyo is in Tokyo's day. Pure: the time zone's offsets come from Intl (no I/O, no clock).

export type ArchiveDate = { year: number; month?: number; day?: number };
export type LocalDate = { year: number; month: number; day: number };

/** Whether the runtime knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second) };
}

/** The calendar date of an instant in the time zone. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** The zone's offset from UTC at an instant, in milliseconds (wall clock minus UTC). */
function offsetAt(instantMs: number, timeZone: string): number {
  const w = wallClock(new Date(instantMs), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The first instant whose local date is on or after the given local midnight. */
function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Two passes settle the offset across a DST change; a midnight that does not exist starts at the next instant.
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  // Step back while the hour before still belongs to the day (offsets that changed at midnight).
  const target = { year, month, day };
  const cmp = (d: LocalDate) => (d.year - target.year) * 10000 + (d.month - target.month) * 100 + (d.day - target.day);
  while (cmp(localDate(new Date(guess - 1), timeZone)) >= 0) guess -= 15 * 60 * 1000;
  while (cmp(localDate(new Date(guess), timeZone)) < 0) guess += 15 * 60 * 1000;
  // Narrow to the exact instant within the last quarter hour.
  let lo = guess - 15 * 60 * 1000;
  let hi = guess;
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2000) * 1000;
    if (mid <= lo) break;
    if (cmp(localDate(new Date(mid), timeZone)) >= 0) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** Valid dates only: a month 1–12, a day that the month has, a year the archive can hold. */
export function isArchiveDate(date: ArchiveDate): boolean {
  if (!Number.isInteger(date.year) || date.year < 1970 || date.year > 9999) return false;
  if (date.month === undefined) return date.day === undefined;
  if (!Number.isInteger(date.month) || date.month < 1 || date.month > 12) return false;
  if (date.day === undefined) return true;
  const days = new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
  return Number.isInteger(date.day) && date.day >= 1 && date.day <= days;
}

/** The instants [start, end) whose local date in the time zone falls in the year, month or day. */
export function archiveRange(date: ArchiveDate, timeZone: string): { start: Date; end: Date } {
  const { year, month, day } = date;
  if (month === undefined) return { start: startOfLocalDay(year, 1, 1, timeZone), end: startOfLocalDay(year + 1, 1, 1, timeZone) };
  if (day === undefined) {
    const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
    return { start: startOfLocalDay(year, month, 1, timeZone), end: startOfLocalDay(next.y, next.m, 1, timeZone) };
  }
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { start: startOfLocalDay(year, month, day, timeZone), end: startOfLocalDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone) };
}

/** Parses the archive route's params; null when they name no real date. */
export function archiveDateOf(params: { year?: string | undefined; month?: string | undefined; day?: string | undefined }): ArchiveDate | null {
  const num = (s: string | undefined) => (s === undefined ? undefined : /^\d{1,4}$/.test(s) ? Number(s) : NaN);
  const date: ArchiveDate = { year: num(params.year) ?? NaN };
  const month = num(params.month);
  const day = num(params.day);
  if (month !== undefined) date.month = month;
  if (day !== undefined) date.day = day;
  return isArchiveDate(date) ? date : null;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** How the archive's heading names the bucket: '2025', 'March 2025', 'March 4, 2025'. */
export function archiveLabel(date: ArchiveDate): string {
  if (date.month === undefined) return String(date.year);
  const month = MONTH_NAMES[date.month - 1]!;
  return date.day === undefined ? `${month} ${date.year}` : `${month} ${date.day}, ${date.year}`;
}
