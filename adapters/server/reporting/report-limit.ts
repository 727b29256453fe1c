// Security finding 12: the one reports budget (core/events/rate-limit.ts) as the report endpoints and
// GraphQL's logging mutations spend it: `units` events from a network, counted in the store.
import { reportLimit } from '../../../core/events/rate-limit.ts';
import { consume, type RateCounter, type RateDecision } from '../../../core/limits/rate-limit.ts';

/** Counts `units` reported events from `network`; refused once the network is over its share this minute. */
export type ReportAllowance = (network: string, units: number) => Promise<RateDecision>;

export function reportAllowance(counter: RateCounter, now: () => Date, perMinute?: number): ReportAllowance {
  const limit = reportLimit(perMinute);
  // Even an empty or refused report costs its request one unit.
  return (network, units) => consume(counter, limit, network, now().getTime(), Math.max(1, units));
}
