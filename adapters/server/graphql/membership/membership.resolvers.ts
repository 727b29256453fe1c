// Memberships: the plans and their prices, and the signed-in reader's membership mutations — thin:
// check the input, call the membership service, answer MembershipResult (reader-experience §7).
import { isPricedCurrency, membershipPrice, priceKeyOf, UNAVAILABLE_MEMBERSHIP_PRICE } from '../../../../core/membership/prices.ts';
import { billingPeriodOf, CURRENCIES, MEMBERSHIP_TYPES, tierOf, type Currency } from '../../../../core/membership/types.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, forbidden, unauthenticated } from '../shared/errors.ts';
import { cardDetailsOf, membershipContext, membershipResult } from './membership-results.ts';

const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

export const membershipResolvers: Resolvers = {
  Query: {
    membershipPlans(_, args) {
      const currency = args.currency;
      if (!isCurrency(currency)) throw badInput(`currency must be one of ${CURRENCIES.join(', ')}.`);
      if (!isPricedCurrency(currency)) throw badInput(UNAVAILABLE_MEMBERSHIP_PRICE);
      return MEMBERSHIP_TYPES.map((membershipType) => ({
        membershipType,
        tier: tierOf(membershipType),
        billingPeriod: billingPeriodOf(membershipType),
        price: membershipPrice(priceKeyOf(membershipType), currency),
      }));
    },
  },
  Mutation: {
    async startMembership(_, args, ctx) {
      const { viewerId, membership } = membershipContext(ctx);
      const card = cardDetailsOf(args.input.card, membership.now());
      if (!card.ok) return card.result;
      if (!/^[\w-]{8,64}$/.test(args.input.idempotencyKey)) throw badInput('idempotencyKey must be 8 to 64 letters, digits, _ or -.');
      return membershipResult(await membership.start(viewerId, args.input.membershipType, card.details, `${viewerId}:${args.input.idempotencyKey}`));
    },
    async cancelMembership(_, __, ctx) {
      const { viewerId, membership } = membershipContext(ctx);
      return membershipResult(await membership.cancel(viewerId));
    },
    async uncancelMembership(_, args, ctx) {
      const { viewerId, membership } = membershipContext(ctx);
      const result = await membership.uncancel(viewerId, args.input.membershipId);
      return result.ok
        ? { __typename: 'MutationSuccess' as const, membershipId: result.status.membershipId }
        : { __typename: 'MutationError' as const, code: result.code, message: result.message };
    },
    async switchMembershipPlan(_, args, ctx) {
      const { viewerId, membership } = membershipContext(ctx);
      return membershipResult(await membership.switchPlan(viewerId, args.membershipType));
    },
    async updatePaymentMethod(_, args, ctx) {
      const { viewerId, membership } = membershipContext(ctx);
      const card = cardDetailsOf(args.card, membership.now());
      if (!card.ok) return card.result;
      return membershipResult(await membership.replaceCard(viewerId, card.details));
    },
    async dismissFlag(_, args, ctx) {
      const { viewerId, membership } = membershipContext(ctx);
      if (args.userId !== viewerId) throw forbidden('You can only dismiss your own banners.');
      if (!/^[A-Za-z0-9_:-]{1,80}$/.test(args.flag)) throw badInput('flag must be 1 to 80 letters, digits, _, : or -.');
      await ctx.repos.memberships.dismissFlag(viewerId, args.flag, membership.now().getTime());
      const viewer = await ctx.loaders.userById.load(viewerId);
      if (!viewer) throw unauthenticated();
      return viewer;
    },
  },
  UncancelMembershipResult: { __resolveType: (result) => result.__typename },
};
