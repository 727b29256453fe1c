// Issue 23 part B: gifts, redeeming, the first-year discount, the cancel flow and receipts — thin: check the input,
// call the gifts service (adapters/server/membership/gifts.service.ts), answer.
import { isCancellationReason } from '../../../../core/membership/cancellation.ts';
import { firstYearOffer } from '../../../../core/membership/discounts.ts';
import { formatGiftCode } from '../../../../core/membership/gift-code.ts';
import { giftProduct, giftTypeCode, giftTypeOf } from '../../../../core/membership/gift.ts';
import type { PaymentMethod } from '../../../../core/membership/types.ts';
import type { GiftOrderWithCodes } from '../../../postgres/gifts.repository.ts';
import type { GiftsService } from '../../membership/gifts.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { cardDetailsOf, membershipContext, membershipResult } from '../membership/membership-results.ts';
import { badInput, badRequest } from '../shared/errors.ts';
import { signedIn } from '../shared/session.ts';

function giftsContext(ctx: GraphQLContext): { viewerId: string; gifts: GiftsService; network: string } {
  const { viewerId } = signedIn(ctx);
  if (!ctx.gifts || !ctx.requester) throw badRequest('Gifts need a browser request.');
  return { viewerId, gifts: ctx.gifts, network: ctx.requester.network };
}

const checkKey = (key: string) => {
  if (!/^[\w-]{8,64}$/.test(key)) throw badInput('idempotencyKey must be 8 to 64 letters, digits, _ or -.');
};
const checkTyped = (code: string) => {
  if (code.length > 64) throw badInput('A gift code is at most 64 characters.');
};

const orderShape = (o: GiftOrderWithCodes) => ({
  id: o.id,
  giftType: o.giftType,
  giftTypeCode: giftTypeCode(o.giftType),
  quantity: o.quantity,
  amount: { amount: o.amount, currency: o.currency },
  recipientEmail: o.recipientEmail,
  sendAt: o.sendAt?.getTime() ?? null,
  createdAt: o.createdAt.getTime(),
  codes: o.codes.map((c) => ({ code: formatGiftCode(c.code), redeemed: c.redeemedAt !== null, expiresAt: c.expiresAt.getTime() })),
});

export const giftsResolvers: Resolvers = {
  Query: {
    giftProduct: (_, __, ctx) => giftProduct(ctx.productName),
    firstYearOffer: () => firstYearOffer(),
    async cancellationOffer(_, args, ctx) {
      const { viewerId, gifts } = giftsContext(ctx);
      if (!isCancellationReason(args.reason)) throw badInput('Unknown cancellation reason.');
      const result = await gifts.cancellationOffer(viewerId, args.reason);
      if (!result.ok) return { ok: false, code: result.code, message: result.message, offer: null };
      const o = result.offer;
      return {
        ok: true,
        code: null,
        message: null,
        offer: o && { percentOff: o.percentOff, price: o.price, regularPrice: o.regularPrice, saved: o.saved, numCycles: o.numCycles },
      };
    },
  },
  Viewer: {
    async giftOrders(viewer, _, ctx) {
      if (ctx.viewerId !== viewer.id || !ctx.gifts) return [];
      return (await ctx.gifts.orders(viewer.id)).map(orderShape);
    },
    async receipt(viewer, args, ctx) {
      // Only the payer: anyone else's charge reads as none at all.
      if (ctx.viewerId !== viewer.id || args.chargeId.length > 64) return null;
      const r = await ctx.repos.gifts.receipt(args.chargeId, viewer.id);
      if (!r) return null;
      return {
        id: r.id,
        membershipType: r.membershipType,
        amount: { amount: r.amount, currency: r.currency },
        status: r.status,
        createdAt: r.createdAt.getTime(),
        periodStart: r.periodStart?.getTime() ?? null,
        periodEnd: r.periodEnd?.getTime() ?? null,
        paymentMethod: (r.paymentMethod as PaymentMethod | null) ?? null,
        payerName: r.name || r.username,
        payerEmail: r.email,
      };
    },
  },
  Mutation: {
    async buyGift(_, { input }, ctx) {
      const { viewerId, gifts } = giftsContext(ctx);
      checkKey(input.idempotencyKey);
      const card = cardDetailsOf(input.card, ctx.membership?.now() ?? new Date());
      if (!card.ok) return { ok: false, code: card.result.code, message: card.result.message, fieldErrors: card.result.fieldErrors, order: null };
      const result = await gifts.buy(
        viewerId,
        {
          giftType: giftTypeOf(input.giftType),
          quantity: input.quantity,
          recipientEmail: input.recipientEmail,
          recipientName: input.recipientName,
          senderName: input.senderName,
          message: input.message,
          sendOn: input.sendOn,
          newMembersOnly: input.newMembersOnly,
        },
        card.details,
        `${viewerId}:${input.idempotencyKey}`,
      );
      if (!result.ok) return { ok: false, code: result.code, message: result.message, fieldErrors: result.fieldErrors ?? [], order: null };
      return { ok: true, code: null, message: null, fieldErrors: [], order: orderShape(result.order) };
    },
    async startGiftCheckout(_, { input }, ctx) {
      const { viewerId, gifts } = giftsContext(ctx);
      checkKey(input.idempotencyKey);
      const result = await gifts.startCheckout(
        viewerId,
        {
          giftType: giftTypeOf(input.giftType),
          quantity: input.quantity,
          recipientEmail: input.recipientEmail,
          recipientName: input.recipientName,
          senderName: input.senderName,
          message: input.message,
          sendOn: input.sendOn,
          newMembersOnly: input.newMembersOnly,
        },
        `${viewerId}:${input.idempotencyKey}`,
      );
      if (!result.ok) return { ok: false, code: result.code, message: result.message, fieldErrors: result.fieldErrors ?? [], url: null };
      return { ok: true, code: null, message: null, fieldErrors: [], url: result.url };
    },
    async startDiscountedMembershipCheckout(_, args, ctx) {
      const { viewerId, gifts } = giftsContext(ctx);
      checkKey(args.idempotencyKey);
      const result = await gifts.startDiscountedCheckout(viewerId, `${viewerId}:discount:${args.idempotencyKey}`);
      return result.ok ? { ok: true, code: null, message: null, url: result.url } : { ok: false, code: result.code, message: result.message, url: null };
    },
    async checkGiftCode(_, args, ctx) {
      const { viewerId, gifts, network } = giftsContext(ctx);
      checkTyped(args.code);
      const result = await gifts.check(viewerId, network, args.code);
      return result.ok ? { ok: true, code: null, message: result.message, status: result.status } : { ok: false, code: result.code, message: result.message, status: null };
    },
    async redeemGift(_, args, ctx) {
      const { viewerId, gifts, network } = giftsContext(ctx);
      checkTyped(args.code);
      const result = await gifts.redeem(viewerId, network, args.code);
      return result.ok ? { ok: true, code: null, message: null, status: result.status } : { ok: false, code: result.code, message: result.message, status: null };
    },
    async startDiscountedMembership(_, { input }, ctx) {
      const { viewerId, membership } = membershipContext(ctx);
      const { gifts } = giftsContext(ctx);
      checkKey(input.idempotencyKey);
      const card = cardDetailsOf(input.card, membership.now());
      if (!card.ok) return card.result;
      return membershipResult(await gifts.startDiscounted(viewerId, card.details, `${viewerId}:discount:${input.idempotencyKey}`));
    },
    async cancelMembershipWithReason(_, args, ctx) {
      const { viewerId, gifts } = giftsContext(ctx);
      if (!isCancellationReason(args.reason)) throw badInput('Unknown cancellation reason.');
      const result = await gifts.cancelWithReason(viewerId, args.reason, args.acceptDiscount);
      return result.ok
        ? { ok: true, code: null, message: null, discounted: result.discounted, status: result.status }
        : { ok: false, code: result.code, message: result.message, discounted: false, status: null };
    },
  },
};
