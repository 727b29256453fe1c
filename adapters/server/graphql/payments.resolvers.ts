// Payments (issue 6): resolvers for payments.graphql.ts — thin: check the input, call the membership service.
import { GraphQLError } from 'graphql';
import type { MembershipType } from '../../../core/membership/types.ts';
import type { GraphQLContext } from './resolvers.ts';

type HostedPageOutcome = { ok: true; url: string } | { ok: false; code: string; message: string };

const hostedPageResult = (outcome: HostedPageOutcome) =>
  outcome.ok ? { ok: true, code: null, message: null, url: outcome.url } : { ok: false, code: outcome.code, message: outcome.message, url: null };

/** The signed-in reader, the membership service and the origin the provider's page sends them back to. */
function hostedContext(ctx: GraphQLContext, idempotencyKey: string) {
  if (!ctx.viewerId) throw new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  if (!ctx.membership || !ctx.requester) throw new GraphQLError('Memberships need a browser request.', { extensions: { code: 'BAD_REQUEST' } });
  if (!/^[\w-]{8,64}$/.test(idempotencyKey)) {
    throw new GraphQLError('idempotencyKey must be 8 to 64 letters, digits, _ or -.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { viewerId: ctx.viewerId, membership: ctx.membership, origin: ctx.requester.origin, key: `${ctx.viewerId}:${idempotencyKey}` };
}

export const paymentResolvers = {
  Query: {
    paymentConfiguration(_: unknown, __: unknown, ctx: GraphQLContext) {
      // Server rendering has no membership service: the sandbox's card form is the safe answer there.
      return ctx.membership?.paymentConfiguration() ?? { provider: 'SANDBOX', hostedCheckout: false };
    },
  },
  Mutation: {
    async startMembershipCheckout(_: unknown, args: { membershipType: MembershipType; idempotencyKey: string }, ctx: GraphQLContext) {
      const { viewerId, membership, origin, key } = hostedContext(ctx, args.idempotencyKey);
      return hostedPageResult(await membership.checkout(viewerId, args.membershipType, key, origin));
    },
    async updatePaymentMethodCheckout(_: unknown, args: { idempotencyKey: string }, ctx: GraphQLContext) {
      const { viewerId, membership, origin, key } = hostedContext(ctx, args.idempotencyKey);
      return hostedPageResult(await membership.cardUpdateCheckout(viewerId, key, origin));
    },
  },
};
