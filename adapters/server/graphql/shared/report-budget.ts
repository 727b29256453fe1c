// Security finding 12: GraphQL's logging mutations (logClientEvents, the exposures, SearchClickEvent) spend
// the same per-network reports budget as POST /_/batch, one unit per event; over it, nothing is stored and
// the operation answers RATE_LIMITED.
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context.ts';

export async function spendReportBudget(ctx: GraphQLContext, units: number): Promise<void> {
  if (!ctx.reportBudget) return;
  const decision = await ctx.reportBudget(units);
  if (decision.ok) return;
  throw new GraphQLError(`Too many reports from this network: try again in ${decision.retryAfterSeconds} s. Nothing was stored.`, {
    // A request of this one operation is answered 429 with Retry-After; in a batch it is this operation's error.
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter: decision.retryAfterSeconds,
      http: { status: 429, headers: { 'retry-after': String(decision.retryAfterSeconds) } },
    },
  });
}
