// Issue 23 part B: gifts (buy one for someone, by e-mail on a chosen day; a group gift of n codes for the buyer),
// redeeming a code, the /discount offer, and the cancel flow's reason and discount. The rules come from core
// (gift-code.ts, gift-order.ts, discounts.ts, cancellation.ts); money goes through the PaymentProvider port.
import { randomBytes } from 'node:crypto';
import { addMonths, addYears } from 'date-fns';
import { createElement } from 'react';
import { GIFT_ALREADY_MEMBER, GIFT_CODE_STATUS_MESSAGES, giftRateLimitedMessage } from '../../../core/copy/gift-copy.ts';
import { cancellationDiscountFor, type CancellationReason } from '../../../core/membership/cancellation.ts';
import { discounted, firstYearOffer, yearOfDiscount } from '../../../core/membership/discounts.ts';
import {
  GIFT_CODE_BYTES,
  GIFT_CODE_GUESSES_PER_NETWORK,
  GIFT_CODE_GUESSES_PER_READER,
  GIFT_CODE_VALID_MS,
  formatGiftCode,
  giftCodeFromBytes,
  normalizeGiftCode,
  type GiftCodeStatus,
} from '../../../core/membership/gift-code.ts';
import { checkGiftOrder, type CheckedGiftOrder, type GiftOrderInput } from '../../../core/membership/gift-order.ts';
import { giftProduct } from '../../../core/membership/gift.ts';
import { formatMoney } from '../../../core/membership/money.ts';
import { consume, refund, type RateCounter } from '../../../core/limits/rate-limit.ts';
import type { MembershipStatus } from '../../../core/membership/types.ts';
import type { CardDetails, PaymentProvider } from '../../../core/ports/payment-provider.port.ts';
import type { MembershipsRepository } from '../../../core/ports/memberships-repository.port.ts';
import { GiftEmail, GroupGiftEmail } from '../../mail/templates/GiftEmail.tsx';
import type { GiftOrderWithCodes, GiftsRepository } from '../../postgres/gifts.repository.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { statusOf, type MembershipService } from './membership.service.ts';

export type GiftsServiceOptions = {
  gifts: GiftsRepository;
  memberships: MembershipsRepository;
  membership: MembershipService;
  /** The provider gifts and new memberships are paid through. */
  provider: PaymentProvider;
  providers: ReadonlyMap<string, PaymentProvider>;
  limits: RateCounter;
  mail: MailQueue;
  mailLayout: { productName: string; operatorAddress: string };
  productName: string;
  publicOrigin: string;
  emailOf: (userId: string) => Promise<string | null>;
  now: () => Date;
  /** Random bytes for codes; crypto's by default (tests may give their own). */
  randomBytes?: (n: number) => Uint8Array;
};

export type Failure = { ok: false; code: string; message: string; fieldErrors?: { field: string; message: string }[] };
const fail = (code: string, message: string, fieldErrors?: { field: string; message: string }[]): Failure => ({ ok: false, code, message, ...(fieldErrors ? { fieldErrors } : {}) });

type CheckedGift = Extract<CheckedGiftOrder, { ok: true }>;

export type CodeCheck = { ok: true; code: string; status: GiftCodeStatus; message: string } | Failure;

export type GiftsService = ReturnType<typeof createGiftsService>;

export function createGiftsService(options: GiftsServiceOptions) {
  const { gifts } = options;
  const bytes = options.randomBytes ?? ((n: number) => randomBytes(n));
  const now = () => options.now();
  const product = giftProduct(options.productName);

  const newCode = () => giftCodeFromBytes(bytes(GIFT_CODE_BYTES));

  /** Counts a try against both limits before the look-up; null when allowed, else the refusal. */
  async function spendGuess(userId: string, network: string, at: number): Promise<Failure | null> {
    const reader = await consume(options.limits, GIFT_CODE_GUESSES_PER_READER, userId, at);
    const net = await consume(options.limits, GIFT_CODE_GUESSES_PER_NETWORK, network, at);
    if (reader.ok && net.ok) return null;
    await giveBack(userId, network, at);
    const seconds = Math.max(reader.ok ? 0 : reader.retryAfterSeconds, net.ok ? 0 : net.retryAfterSeconds);
    return fail('RATE_LIMITED', giftRateLimitedMessage(Math.max(1, Math.ceil(seconds / 60))));
  }
  async function giveBack(userId: string, network: string, at: number) {
    await refund(options.limits, GIFT_CODE_GUESSES_PER_READER, userId, at);
    await refund(options.limits, GIFT_CODE_GUESSES_PER_NETWORK, network, at);
  }

  async function queueGiftMail(order: GiftOrderWithCodes) {
    const buyerEmail = await options.emailOf(order.purchaserId);
    const redeemUrl = `${options.publicOrigin}/redeem`;
    if (order.giftType === 'gift' && order.recipientEmail) {
      const code = order.codes[0]!;
      await options.mail.enqueueMail({
        key: `gift:${order.id}:recipient`,
        to: order.recipientEmail,
        subject: `${order.senderName ?? 'Someone'} gave you a year of ${options.productName} membership`,
        element: createElement(GiftEmail, {
          ...options.mailLayout,
          recipientName: order.recipientName,
          senderName: order.senderName,
          message: order.message,
          code: formatGiftCode(code.code),
          redeemUrl: `${redeemUrl}?code=${encodeURIComponent(formatGiftCode(code.code))}`,
          expiresOn: code.expiresAt.toISOString().slice(0, 10),
        }),
        category: 'gift.recipient',
        runAt: order.sendAt ?? undefined,
      });
    }
    if (buyerEmail) {
      await options.mail.enqueueMail({
        key: `gift:${order.id}:buyer`,
        to: buyerEmail,
        subject: order.giftType === 'group-gift' ? `Your ${order.quantity} ${options.productName} gift memberships` : `Your ${options.productName} gift is on its way`,
        element: createElement(GroupGiftEmail, {
          ...options.mailLayout,
          giftType: order.giftType,
          codes: order.codes.map((c) => formatGiftCode(c.code)),
          recipientEmail: order.recipientEmail,
          sendOn: order.sendAt ? order.sendAt.toISOString().slice(0, 10) : null,
          amount: formatMoney({ amount: order.amount, currency: order.currency }),
          redeemUrl,
        }),
        category: 'gift.buyer',
      });
    }
  }

  /** The order and its codes, made once per idempotency key, and its e-mails queued (once per key). */
  async function placeOrder(userId: string, checked: CheckedGift, providerName: string, chargeRef: string, idempotencyKey: string, at: Date) {
    const order = await gifts.createOrder({
      purchaserId: userId,
      giftType: checked.giftType,
      unitAmount: product.price.amount,
      currency: product.price.currency,
      provider: providerName,
      chargeRef,
      idempotencyKey,
      recipientEmail: checked.recipientEmail,
      recipientName: checked.recipientName,
      senderName: checked.senderName,
      message: checked.message,
      sendAt: checked.sendAt === null ? null : new Date(checked.sendAt),
      newMembersOnly: checked.newMembersOnly,
      termMonths: product.termMonths,
      membershipType: 'YEARLY',
      codes: Array.from({ length: checked.quantity }, newCode),
      // A code can be redeemed for a year after it is delivered.
      expiresAt: new Date((checked.sendAt ?? at.getTime()) + GIFT_CODE_VALID_MS),
      now: at,
    });
    // Queued in the store (mail_deliveries) with its day: it goes out then, whatever restarts in between.
    await queueGiftMail(order);
    return order;
  }

  const service = {
    product: () => product,

    /**
     * Issue 23 with Stripe: a gift paid on Stripe's Checkout page. The checked order waits in the store; Stripe's
     * checkout.session.completed makes it (completeGiftCheckout). The same key gives the same page.
     */
    async startCheckout(userId: string, input: GiftOrderInput, idempotencyKey: string) {
      const at = now();
      const checked = checkGiftOrder(input, at.getTime());
      if (!checked.ok) return fail('INVALID_GIFT', 'Check the gift details.', checked.fieldErrors);
      const provider = options.provider;
      if (!provider.giftCheckout) return fail('NO_HOSTED_CHECKOUT', 'Enter your card on the gift page.');
      const amount = { amount: product.price.amount * checked.quantity, currency: product.price.currency };
      const checkoutRef = await gifts.saveCheckout({ purchaserId: userId, idempotencyKey, order: checked, amount: amount.amount, currency: amount.currency, now: at });
      const page = await provider.giftCheckout({
        userId,
        checkoutRef,
        productName: product.name,
        unitPrice: product.price,
        quantity: checked.quantity,
        idempotencyKey,
        successUrl: `${options.publicOrigin}/gift?paid=1`,
        cancelUrl: `${options.publicOrigin}${checked.giftType === 'group-gift' ? '/group-gift' : '/gift-checkout'}`,
      });
      return page.ok ? { ok: true as const, url: page.url } : fail(page.code, page.message);
    },

    /** Stripe says a gift checkout was paid: its order is made (once, however often this is said) and mailed. */
    async completeGiftCheckout(event: { checkoutRef: string; chargeRef: string }) {
      const checkout = await gifts.checkout(event.checkoutRef);
      if (!checkout) return; // Not one of this server's (another app on the same Stripe account).
      const order = await placeOrder(checkout.purchaserId, checkout.input as CheckedGift, options.provider.name, event.chargeRef, checkout.idempotencyKey, now());
      await gifts.markCheckoutOrdered(checkout.id, order.id);
    },

    /** Buys a gift (one code, e-mailed to its recipient on the chosen day) or a group gift (n codes for the buyer). */
    async buy(userId: string, input: GiftOrderInput, card: CardDetails, idempotencyKey: string) {
      const at = now();
      const checked = checkGiftOrder(input, at.getTime());
      if (!checked.ok) return fail('INVALID_GIFT', 'Check the gift details.', checked.fieldErrors);
      const provider = options.provider;
      if (!provider.charge) return fail('hosted_checkout_required', "Gifts are paid on the payment provider's secure page: continue to checkout.");
      const amount = { amount: product.price.amount * checked.quantity, currency: product.price.currency };
      const charged = await provider.charge({
        userId,
        amount,
        card,
        description: checked.quantity === 1 ? product.name : `${checked.quantity} × ${product.name}`,
        now: at.getTime(),
        idempotencyKey: `gift:${idempotencyKey}`,
      });
      if (!charged.ok) return fail(charged.code, charged.message);
      const order = await placeOrder(userId, checked, provider.name, charged.chargeRef, idempotencyKey, at);
      return { ok: true as const, order };
    },

    /** A typed code's status for the reader (rate limited: codes that are not there count). */
    async check(userId: string, network: string, typed: string): Promise<CodeCheck> {
      const at = now();
      const denied = await spendGuess(userId, network, at.getTime());
      if (denied) return denied;
      const code = normalizeGiftCode(typed);
      const status = code ? await gifts.status(code, userId, at) : 'NOT_FOUND';
      if (status !== 'NOT_FOUND') await giveBack(userId, network, at.getTime());
      return { ok: true, code: code ?? '', status, message: GIFT_CODE_STATUS_MESSAGES[status] };
    },

    /** Redeems a code: the reader becomes a member for the gift's term, or learns why not. */
    async redeem(userId: string, network: string, typed: string) {
      const at = now();
      const denied = await spendGuess(userId, network, at.getTime());
      if (denied) return denied;
      const code = normalizeGiftCode(typed);
      if (!code) return fail('NOT_FOUND', GIFT_CODE_STATUS_MESSAGES.NOT_FOUND);
      const outcome = await gifts.redeem(code, userId, at);
      if (outcome.ok || outcome.status !== 'NOT_FOUND') await giveBack(userId, network, at.getTime());
      if (!outcome.ok) return 'error' in outcome ? fail('ALREADY_MEMBER', GIFT_ALREADY_MEMBER) : fail(outcome.status, GIFT_CODE_STATUS_MESSAGES[outcome.status]);
      const status = await options.membership.status(userId);
      return { ok: true as const, status: status!, endsAt: outcome.endsAt };
    },

    /** The gifts the reader bought, with their codes. */
    orders: (userId: string) => gifts.ordersOf(userId, 50),

    /** reader-experience §9: the yearly plan, 50% off its first year, paid with a card (/discount). */
    async startDiscounted(userId: string, card: CardDetails, idempotencyKey: string) {
      if (await options.memberships.active(userId)) return fail('ALREADY_MEMBER', 'You already have a membership. Manage it in Settings.');
      if (await options.memberships.hasPast(userId)) return fail('NOT_ELIGIBLE', 'The first-year discount is for new members.');
      const provider = options.provider;
      if (provider.checkout) return fail('hosted_checkout_required', "Payments go through the payment provider's secure page: continue to checkout.");
      const offer = firstYearOffer();
      const at = now().getTime();
      const started = await provider.startSubscription({
        userId,
        membershipType: 'YEARLY',
        price: offer.price,
        card,
        now: at,
        idempotencyKey,
        discount: { numCycles: 1, regularPrice: offer.crossout },
      });
      if (!started.ok) return fail(started.code, started.message);
      const membership = await options.memberships.create({
        userId,
        membershipType: 'YEARLY',
        price: started.amount,
        provider: provider.name,
        subscriptionRef: started.subscriptionRef,
        paymentMethod: started.paymentMethod,
        periodStart: started.periodStart,
        periodEnd: started.periodEnd,
        chargeRef: started.chargeRef,
        now: at,
      });
      await gifts.setMembershipDiscount(membership.id, { amount: offer.price.amount, numCycles: 1, regularAmount: offer.crossout.amount, endsAt: new Date(started.periodEnd) }, new Date(at));
      const row = { ...membership, discountNumCycles: 1, regularAmount: offer.crossout.amount, discountEndsAt: new Date(started.periodEnd) };
      return { ok: true as const, status: statusOf(row, at) };
    },

    /**
     * Issue 23 with Stripe: the /discount offer on Stripe's Checkout page — the yearly plan with a coupon on its first
     * invoice; the membership begins, with its discount recorded, when Stripe reports the subscription.
     */
    async startDiscountedCheckout(userId: string, idempotencyKey: string) {
      if (await options.memberships.active(userId)) return fail('ALREADY_MEMBER', 'You already have a membership. Manage it in Settings.');
      if (await options.memberships.hasPast(userId)) return fail('NOT_ELIGIBLE', 'The first-year discount is for new members.');
      const provider = options.provider;
      if (!provider.checkout) return fail('NO_HOSTED_CHECKOUT', 'Enter your card on the discount page.');
      const offer = firstYearOffer();
      const page = await provider.checkout({
        userId,
        membershipType: 'YEARLY',
        price: offer.price,
        idempotencyKey,
        successUrl: `${options.publicOrigin}/welcome-member`,
        cancelUrl: `${options.publicOrigin}/discount`,
        discount: { numCycles: 1, regularPrice: offer.crossout },
      });
      return page.ok ? { ok: true as const, url: page.url } : fail(page.code, page.message);
    },

    /** What the cancel flow offers a member for a reason: a percentage and the price it makes, or nothing. */
    async cancellationOffer(userId: string, reason: CancellationReason) {
      const status = await options.membership.status(userId);
      if (!status) return fail('NOT_MEMBER', 'You do not have a membership to cancel.');
      // Only what the membership's provider can apply is offered (the sandbox and Stripe can; an app store cannot).
      const canApply = typeof options.providers.get(status.paymentProvider)?.applyDiscount === 'function';
      const percent = canApply ? cancellationDiscountFor(reason, status) : null;
      if (percent === null) return { ok: true as const, offer: null, status };
      const regular = { amount: status.amount, currency: status.currency };
      return { ok: true as const, offer: { ...discounted(regular, percent), ...yearOfDiscount(status.membershipType, regular, percent) }, status };
    },

    /**
     * The cancel flow's answer: with `acceptDiscount`, the offered discount goes on the subscription from its next
     * payment for a year; without, the membership is cancelled at the period's end (as manage-membership does). The
     * reason is kept either way.
     */
    async cancelWithReason(userId: string, reason: CancellationReason, acceptDiscount: boolean): Promise<{ ok: true; status: MembershipStatus; discounted: boolean } | Failure> {
      const m = await options.memberships.active(userId);
      if (!m) return fail('NOT_MEMBER', 'You do not have a membership to cancel.');
      const at = now();
      const status = statusOf(m, at.getTime());
      const percent = cancellationDiscountFor(reason, status);
      if (acceptDiscount) {
        if (percent === null) return fail('NO_OFFER', 'There is no discount for this membership.');
        const provider = options.providers.get(m.paymentProvider);
        if (!provider?.applyDiscount) return fail('NOT_SUPPORTED', `Discounts cannot be applied with the ${m.paymentProvider} payment provider yet.`);
        const regular = { amount: m.amount, currency: m.currency };
        const d = yearOfDiscount(m.membershipType, regular, percent);
        await provider.applyDiscount(m.subscriptionRef, d);
        const endsAt = m.membershipType === 'MONTHLY' || m.membershipType === 'PREMIUM_MONTHLY' ? addMonths(m.currentPeriodEndsAt, d.numCycles) : addYears(m.currentPeriodEndsAt, 1);
        await gifts.setMembershipDiscount(m.id, { amount: d.price.amount, numCycles: d.numCycles, regularAmount: regular.amount, endsAt }, at);
        await gifts.recordCancellation({ userId, membershipId: m.id, reason, offeredPercent: percent, outcome: 'DISCOUNT_ACCEPTED', now: at });
        const row = { ...m, discountNumCycles: d.numCycles, regularAmount: regular.amount, discountEndsAt: endsAt };
        return { ok: true, status: statusOf(row, at.getTime()), discounted: true };
      }
      const cancelled = await options.membership.cancel(userId);
      if (!cancelled.ok) return cancelled;
      await gifts.recordCancellation({ userId, membershipId: m.id, reason, offeredPercent: percent, outcome: 'CANCELLED', now: at });
      return { ok: true, status: cancelled.status, discounted: false };
    },

    /** Ends the gift memberships whose year is over (the billing job runs this). */
    endDue: () => gifts.endDueGiftMemberships(now()),
  };
  return service;
}
