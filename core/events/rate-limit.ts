// Security finding 12: reports (client events, exposures, search clicks, error and performance
// reports) are limited per network to so many events a minute (generous: a whole office behind one address
// reports too), so a broken or hostile page cannot flood the store. One limit for every door — POST /_/batch,
// the other report endpoints and GraphQL's logging mutations — counted per event in the store
// (core/limits/rate-limit.ts), so every server process shares it.
import type { RateLimit } from '../limits/rate-limit.ts';

export const REPORTS_PER_MINUTE = 600;
export const REPORT_WINDOW_MS = 60_000;

/** The reports limit (tests lower `perMinute`); its name is the counter every door shares. */
export function reportLimit(perMinute = REPORTS_PER_MINUTE): RateLimit {
  return { name: 'reports', max: perMinute, windowMs: REPORT_WINDOW_MS };
}
