// platform-reference §7.2 logging through GraphQL: the same checks, store and budget as POST /_/batch —
// bad payloads refused with a clear message, each event spending the network's reports budget (security
// finding 12), old events dropped, each eventId kept once.
import { randomUUID } from 'node:crypto';
import type { ClientEvent } from '../../../../core/events/event-queue.ts';
import { eventBatchSchema, eventsToStore, parseJsonBody } from '../../../../core/events/report-input.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput } from '../shared/errors.ts';
import { spendReportBudget } from '../shared/report-budget.ts';

const ID = /^[\w.:-]{1,100}$/;

function nowOf(ctx: GraphQLContext): Date {
  return ctx.membership ? ctx.membership.now() : new Date();
}

/** platform-reference §6: without consent an event is acknowledged and dropped, so the client does not retry it. */
async function consented(ctx: GraphQLContext): Promise<boolean> {
  return ctx.analyticsAllowed ? ctx.analyticsAllowed() : true;
}

async function exposure(ctx: GraphQLContext, key: string, data: Record<string, string | null>) {
  for (const [name, value] of Object.entries(data)) {
    if (value !== null && !ID.test(value)) throw badInput(`${name} must be 1 to 100 letters, digits, ., :, _ or -.`);
  }
  await spendReportBudget(ctx, 1);
  if (!(await consented(ctx))) return { success: true };
  const now = nowOf(ctx);
  const event: ClientEvent = { eventId: randomUUID(), timestamp: now.getTime(), key, data: { ...data, service: 'lite' }, type: 'e' };
  await ctx.repos.reporting.addEvents([event], now, ctx.viewerId);
  return { success: true };
}

export const loggingResolvers: Resolvers = {
  Mutation: {
    async logClientEvents(_, args, ctx) {
      const parsed = parseJsonBody(args.input.payload, eventBatchSchema);
      if (!parsed.ok) throw badInput(parsed.message);
      await spendReportBudget(ctx, parsed.value.length);
      if (!(await consented(ctx))) return { success: true };
      const now = nowOf(ctx);
      const fresh = await ctx.repos.reporting.addNewEvents(eventsToStore(parsed.value, now.getTime()), now, ctx.viewerId);
      // Issue 23: what was stored for the first time counts in stats, as from POST /_/batch.
      if (ctx.recordStats && fresh.length > 0) await ctx.recordStats(fresh);
      return { success: true };
    },
    LogExperimentExposure: (_, args, ctx) =>
      exposure(ctx, 'experiment.exposure', { experimentId: args.experimentId, postId: args.postId ?? null, publicationId: args.publicationId ?? null }),
    LogGateExposure: (_, args, ctx) =>
      exposure(ctx, 'gate.exposure', { gateId: args.gateId, postId: args.postId ?? null, publicationId: args.publicationId ?? null }),
  },
};
