// reader-experience §9 (dates 'LLLL d, yyyy', 'LLL d, yyyy', 'LLL yyyy'): formatted on the calendar day
// in UTC, so the server's render and the browser's hydration always agree. The patterns are spelt with
// the platform's Intl (en-US, UTC), which gives exactly these forms and costs the browser bundle nothing;
// the specs pin every form to the date-fns pattern it stands for.
const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });

const SHORT = formatter({ month: 'short', day: 'numeric', year: 'numeric' });
const LONG = formatter({ month: 'long', day: 'numeric', year: 'numeric' });
const MONTH_YEAR = formatter({ month: 'short', year: 'numeric' });

/** 'LLL d, yyyy': 'Nov 21, 2026' */
export const formatShortDate = (at: Date | number): string => SHORT.format(at);

/** 'LLLL d, yyyy': 'November 21, 2026' */
export const formatLongDate = (at: Date | number): string => LONG.format(at);

/** 'LLL yyyy': 'Nov 2026' */
export const formatMonthYear = (at: Date | number): string => MONTH_YEAR.format(at);

/** ISO date for <time dateTime>. */
export const isoDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);
