// Payments: resolvers for payments.graphql.ts — thin: check the input, call the membership service.
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { badInput, badRequest } from '../shared/errors.ts';
import { signedInViewer } from '../shared/session.ts';

type HostedPageOutcome = { ok: true; url: string } | { ok: false; code: string; message: string };

const hostedPageResult = (outcome: HostedPageOutcome) =>
  outcome.ok ? { ok: true, code: null, message: null, url: outcome.url } : { ok: false, code: outcome.code, message: outcome.message, url: null };

/** The signed-in reader, the membership service and the origin the provider's page sends them back to. */
function hostedContext(ctx: GraphQLContext, idempotencyKey: string) {
  const viewerId = signedInViewer(ctx);
  if (!ctx.membership || !ctx.requester) throw badRequest('Memberships need a browser request.');
  if (!/^[\w-]{8,64}$/.test(idempotencyKey)) throw badInput('idempotencyKey must be 8 to 64 letters, digits, _ or -.');
  return { viewerId, membership: ctx.membership, origin: ctx.requester.origin, key: `${viewerId}:${idempotencyKey}` };
}

export const paymentResolvers: Resolvers = {
  Query: {
    paymentConfiguration(_, __, ctx) {
      // Server rendering has no membership service: the sandbox's card form is the safe answer there.
      return ctx.membership?.paymentConfiguration() ?? { provider: 'SANDBOX', hostedCheckout: false };
    },
  },
  Mutation: {
    async startMembershipCheckout(_, args, ctx) {
      const { viewerId, membership, origin, key } = hostedContext(ctx, args.idempotencyKey);
      return hostedPageResult(await membership.checkout(viewerId, args.membershipType, key, origin));
    },
    async updatePaymentMethodCheckout(_, args, ctx) {
      const { viewerId, membership, origin, key } = hostedContext(ctx, args.idempotencyKey);
      return hostedPageResult(await membership.cardUpdateCheckout(viewerId, key, origin));
    },
  },
};
