// issue 7: the report endpoints take at most so many requests a minute from one network (generous: a whole
// office behind one address reports too), so a broken or hostile page cannot flood the store. A fixed one-minute window per network: the first request opens it.
export const REPORTS_PER_MINUTE = 600;
export const RATE_WINDOW_MS = 60_000;

export type RateWindow = { start: number; count: number };

/** The span after one more request at `now`. */
export function countRequest(current: RateWindow | undefined, now: number, windowMs = RATE_WINDOW_MS): RateWindow {
  return !current || now - current.start >= windowMs || now < current.start ? { start: now, count: 1 } : { start: current.start, count: current.count + 1 };
}

export const withinLimit = (current: RateWindow, limit = REPORTS_PER_MINUTE): boolean => current.count <= limit;

/** Seconds until the window closes (for Retry-After). */
export const secondsLeft = (current: RateWindow, now: number, windowMs = RATE_WINDOW_MS): number =>
  Math.max(1, Math.ceil((current.start + windowMs - now) / 1000));
