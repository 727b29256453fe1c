// platform-reference §7.3: performance reports — the route reduced to a known set or 'other', booleans as
// yes/no, sent 2500 ms after load.
export const PERFORMANCE_PATH = '/_/clientele/reports/performance/';
export const PERFORMANCE_REPORT_DELAY_MS = 2500;

/** The routes reported by name; every other is 'other', so the figures group into a handful of rows. */
export const PERFORMANCE_ROUTES = [
  'ShowHome',
  'ShowPost',
  'ShowPostUnderUser',
  'ShowPostUnderCollection',
  'ShowUser',
  'ShowCollectionHome',
  'ShowFollowingFeed',
  'ShowTopic',
  'ShowSearch',
  'ShowMembership',
] as const;

export function performanceRoute(routeName: string | null | undefined): string {
  return routeName && (PERFORMANCE_ROUTES as readonly string[]).includes(routeName) ? routeName : 'other';
}

export type PerformanceData = Record<string, string | number>;

/** Booleans become 'yes'/'no'; numbers and strings pass; anything else is left out. */
export function performanceData(values: Record<string, unknown>): PerformanceData {
  const out: PerformanceData = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'boolean') out[key] = value ? 'yes' : 'no';
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = Math.round(value * 1000) / 1000;
    else if (typeof value === 'string') out[key] = value.slice(0, 200);
  }
  return out;
}

/** The 75th percentile (nearest rank) of some values; null for none. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}
