// A reader's membership as the pages read it: every writer's tier and dates for the badges (User.membership),
// and the signed-in reader's own status, history and dismissed banners (Viewer) — nobody else's.
import type { User } from '../../../../core/content/entities.ts';
import type { MembershipStatus } from '../../../../core/membership/types.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { bounded } from '../shared/errors.ts';
import { ownList } from '../shared/session.ts';
import { millis } from '../shared/values.ts';
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';

/** The viewer's own membership status; anyone else's is nobody's business. */
async function ownMembershipStatus(user: User, ctx: GraphQLContext): Promise<MembershipStatus | null> {
  ownList(user, ctx);
  return ctx.membership ? ctx.membership.status(user.id) : null;
}

export const readerMembershipResolvers: Resolvers = {
  User: {
    membership: (user, _, ctx) => ctx.loaders.membershipByUserId.load(user.id),
  },
  Viewer: {
    membership: (user, _, ctx) => ctx.loaders.membershipByUserId.load(user.id),
    membershipStatus: (user, _, ctx) => ownMembershipStatus(user, ctx),
    hasPastMemberships: (user, _, ctx) => ctx.repos.memberships.hasPast(ownList(user, ctx)),
    async dismissableFlags(user, _, ctx) {
      const flags = await ctx.repos.memberships.dismissedFlags(ownList(user, ctx));
      return flags.map((f) => ({ flag: f.flag, dismissedAt: f.dismissedAt.getTime() }));
    },
    async billingHistory(user, args, ctx) {
      bounded(args.first, INPUT_BOUNDS.billingHistory);
      const charges = await ctx.repos.memberships.charges(ownList(user, ctx), args.first);
      return charges.map((c) => ({
        id: c.id,
        membershipType: c.membershipType,
        amount: { amount: c.amount, currency: c.currency },
        status: c.status,
        createdAt: c.createdAt.getTime(),
        periodStart: millis(c.periodStart),
        periodEnd: millis(c.periodEnd),
      }));
    },
    viewerEdge: (user) => user,
  },
  /** reader-experience §7 ReactivateMembershipConfirmationModalWrapperQuery: viewerEdge.membership. */
  ViewerEdge: {
    id: (user) => `viewer:${user.id}`,
    membership: (user, _, ctx) => ownMembershipStatus(user, ctx),
  },
};
