// reader-experience §9 (dates 'LLLL d, yyyy', 'LLL d, yyyy', 'LLL yyyy'): formatted on the calendar day
// in UTC, so the server's render and the browser's hydration always agree.
import { format } from 'date-fns';

function utcCalendarDay(at: Date | number): Date {
  const d = new Date(at);
  // Noon on that day: no time zone shift can move it to another day.
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12);
}

/** 'Nov 21, 2026' */
export const formatShortDate = (at: Date | number): string => format(utcCalendarDay(at), 'LLL d, yyyy');

/** 'November 21, 2026' */
export const formatLongDate = (at: Date | number): string => format(utcCalendarDay(at), 'LLLL d, yyyy');

/** 'Nov 2026' */
export const formatMonthYear = (at: Date | number): string => format(utcCalendarDay(at), 'LLL yyyy');

/** ISO date for <time dateTime>. */
export const isoDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);
