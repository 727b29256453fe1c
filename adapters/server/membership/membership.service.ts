// Membership: buying one, cancelling and taking that back, switching plan at the period's end,
// a new card, billing history, and the provider's events applied exactly once. The rules (prices, who may
// switch or reactivate) come from core; the provider keeps the money side.
import { randomBytes } from 'node:crypto';
import { canSwitchPlan, hasReactivationOffer } from '../../../core/membership/eligibility.policy.ts';
import {
  type MembershipStatus,
  type MembershipType,
  type Money,
  type PaymentMethod,
  type PaymentProviderName,
} from '../../../core/membership/types.ts';
import type { CardDetails, PaymentProvider, ProviderEvent } from '../../../core/ports/payment-provider.port.ts';
import type { MembershipRecord, MembershipsRepository, SandboxPaymentProvider } from '../../../core/ports/memberships-repository.port.ts';
import { isPaymentMethodExpired } from '../../../core/membership/payment-method.ts';

export type MembershipFailure = { ok: false; code: string; message: string };

export type MembershipServiceOptions = {
  repo: MembershipsRepository;
  /** The provider new memberships are bought through. */
  provider: PaymentProvider;
  /** Every provider memberships may belong to, by name (the sandbox's clock drives its renewals). */
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  sandbox: SandboxPaymentProvider | null;
  /** The price of a plan; throws 'Unavailable membership price' for a plan that has none. */
  priceOf: (type: MembershipType) => Money;
  now: () => Date;
};

const fail = (code: string, message: string): MembershipFailure => ({ ok: false, code, message });

/** The provider takes cards on the payment page itself: there is no hosted page to go to. */
export const NO_HOSTED_CHECKOUT = 'NO_HOSTED_CHECKOUT';

/** The membership as reader-experience §3 describes it (MembershipStatus) at `now`. */
export function statusOf(m: MembershipRecord, now: number): MembershipStatus {
  const method = m.paymentMethod as PaymentMethod | null;
  return {
    membershipId: m.id,
    membershipType: m.membershipType,
    currency: m.currency,
    amount: m.amount,
    startedAt: m.startedAt.getTime(),
    currentPeriodEndsAt: m.currentPeriodEndsAt.getTime(),
    discountEndsAt: m.discountEndsAt?.getTime() ?? null,
    isCancelled: m.isCancelled,
    paymentProvider: m.paymentProvider,
    paymentFailedAt: m.paymentFailedAt?.getTime() ?? null,
    hasRecurringPaymentFailedMoreThanOnce: m.failedPaymentCount > 1,
    hasCreditCardExpired: method !== null && isPaymentMethodExpired(method, now),
    planV2: {
      discount:
        m.discountNumCycles !== null && m.regularAmount !== null
          ? { numCycles: m.discountNumCycles, regularPrice: { amount: m.regularAmount, currency: m.currency } }
          : null,
    },
    switchPlanSchedule:
      m.switchType !== null && m.switchAmount !== null
        ? { startAt: m.currentPeriodEndsAt.getTime(), price: { amount: m.switchAmount, currency: m.currency }, membershipType: m.switchType }
        : null,
    paymentMethod: method,
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;

export function createMembershipService(options: MembershipServiceOptions) {
  const { repo } = options;
  const now = () => options.now().getTime();
  const providerOf = (m: MembershipRecord) => options.providers.get(m.paymentProvider) ?? null;

  const service = {
    /** The server's clock, as the membership sees it. */
    now: () => options.now(),
    async status(userId: string): Promise<MembershipStatus | null> {
      const m = await repo.active(userId);
      return m ? statusOf(m, now()) : null;
    },

    async start(userId: string, membershipType: MembershipType, card: CardDetails, idempotencyKey: string) {
      if (await repo.active(userId)) return fail('ALREADY_MEMBER', 'You already have a membership. Manage it in Settings.');
      const price = options.priceOf(membershipType);
      const at = now();
      const started = await options.provider.startSubscription({ userId, membershipType, price, card, now: at, idempotencyKey });
      if (!started.ok) return fail(started.code, started.message);
      const membership = await repo.create({
        userId,
        membershipType,
        price: started.amount,
        provider: options.provider.name,
        subscriptionRef: started.subscriptionRef,
        paymentMethod: started.paymentMethod,
        periodStart: started.periodStart,
        periodEnd: started.periodEnd,
        chargeRef: started.chargeRef,
        now: at,
      });
      return { ok: true as const, status: statusOf(membership, at) };
    },

    /** Cancels at the period's end: the reader keeps the membership until then. */
    async cancel(userId: string) {
      const m = await repo.active(userId);
      if (!m) return fail('NOT_MEMBER', 'You do not have a membership to cancel.');
      if (m.isCancelled) return { ok: true as const, status: statusOf(m, now()) };
      const provider = providerOf(m);
      if (!provider) return fail('STORE_BILLED', 'This membership is billed by an app store: cancel it there.');
      // A membership that ends switches to nothing: the scheduled switch goes first (Stripe refuses to
      // cancel a subscription its schedule still manages).
      if (m.switchType !== null) {
        await provider.scheduleSwitch(m.subscriptionRef, null);
        await repo.setSwitch(m.id, null, now());
      }
      await provider.setCancelAtPeriodEnd(m.subscriptionRef, true);
      await repo.setCancelled(m.id, true, now());
      return { ok: true as const, status: statusOf({ ...m, isCancelled: true, switchType: null, switchAmount: null }, now()) };
    },

    /** §7 UncancelMembershipMutation: 'MutationSuccess', or why not. */
    async uncancel(userId: string, membershipId: string) {
      const m = await repo.active(userId);
      if (!m || m.id !== membershipId) return fail('NOT_FOUND', 'There is no such membership.');
      const provider = providerOf(m);
      if (!provider || !hasReactivationOffer(statusOf(m, now()))) return fail('NOT_ELIGIBLE', 'This membership cannot be reactivated.');
      await provider.setCancelAtPeriodEnd(m.subscriptionRef, false);
      await repo.setCancelled(m.id, false, now());
      return { ok: true as const, status: statusOf({ ...m, isCancelled: false }, now()) };
    },

    /** Switches plan from the next period on (switchPlanSchedule); the same plan again takes a switch back. */
    async switchPlan(userId: string, membershipType: MembershipType) {
      const m = await repo.active(userId);
      if (!m) return fail('NOT_MEMBER', 'You do not have a membership to switch.');
      const provider = providerOf(m);
      if (!provider || !canSwitchPlan(statusOf(m, now()))) return fail('NOT_ELIGIBLE', 'This membership cannot switch plans right now.');
      const to = membershipType === m.membershipType ? null : { membershipType, price: options.priceOf(membershipType) };
      await provider.scheduleSwitch(m.subscriptionRef, to);
      await repo.setSwitch(m.id, to && { membershipType, amount: to.price.amount }, now());
      const row = { ...m, switchType: to?.membershipType ?? null, switchAmount: to?.price.amount ?? null };
      return { ok: true as const, status: statusOf(row, now()) };
    },

    async replaceCard(userId: string, card: CardDetails) {
      const m = await repo.active(userId);
      if (!m) return fail('NOT_MEMBER', 'You do not have a membership.');
      const provider = providerOf(m);
      if (!provider) return fail('STORE_BILLED', 'This membership is billed by an app store: update the payment there.');
      const replaced = await provider.replaceCard(m.subscriptionRef, card, now());
      if (!replaced.ok) return fail(replaced.code, replaced.message);
      await repo.setPaymentMethod(m.id, replaced.paymentMethod, now());
      // A card given after a failure is tried at once.
      await service.tick();
      const after = (await repo.active(userId)) ?? { ...m, paymentMethod: replaced.paymentMethod };
      return { ok: true as const, status: statusOf(after, now()) };
    },

    /** Which flow the payment page uses: the card form (sandbox) or the provider's own page (Stripe). */
    paymentConfiguration(): { provider: PaymentProviderName; hostedCheckout: boolean } {
      return { provider: options.provider.name, hostedCheckout: typeof options.provider.checkout === 'function' };
    },

    /**
     * The provider's page where the reader pays for a membership (hosted providers only). The membership
     * begins when the provider reports `started`; the reader comes back to `origin`'s confirmation page.
     */
    async checkout(userId: string, membershipType: MembershipType, idempotencyKey: string, origin: string) {
      if (await repo.active(userId)) return fail('ALREADY_MEMBER', 'You already have a membership. Manage it in Settings.');
      const provider = options.provider;
      if (!provider.checkout) return fail(NO_HOSTED_CHECKOUT, 'Enter your card on the payment page to become a member.');
      const page = await provider.checkout({
        userId,
        membershipType,
        price: options.priceOf(membershipType),
        idempotencyKey,
        // Issue 23: a first payment lands on /welcome-member.
        successUrl: `${origin}/welcome-member`,
        cancelUrl: `${origin}/plans`,
      });
      return page.ok ? page : fail(page.code, page.message);
    },

    /** The provider's page where a member gives a new card (hosted providers only); `payment_method_updated` follows. */
    async cardUpdateCheckout(userId: string, idempotencyKey: string, origin: string) {
      const m = await repo.active(userId);
      if (!m) return fail('NOT_MEMBER', 'You do not have a membership.');
      const provider = providerOf(m);
      if (!provider) return fail('STORE_BILLED', 'This membership is billed by an app store: update the payment there.');
      if (!provider.cardUpdateCheckout) return fail(NO_HOSTED_CHECKOUT, 'Enter your new card on the payment page.');
      const back = `${origin}/me/settings/payment/update`;
      const page = await provider.cardUpdateCheckout({ subscriptionRef: m.subscriptionRef, idempotencyKey, successUrl: back, cancelUrl: back });
      return page.ok ? page : fail(page.code, page.message);
    },

    async applyEvent(provider: PaymentProviderName, event: ProviderEvent) {
      return repo.applyEvent(provider, event, now());
    },

    /** The sandbox's renewals up to now, applied. Runs on a timer in the server, and on demand in tests. */
    async tick(): Promise<number> {
      if (!options.sandbox) return 0;
      const at = now();
      await options.sandbox.advance(at);
      return options.sandbox.deliver((event) => repo.applyEvent('SANDBOX', event, at).then(() => undefined), at);
    },
  };
  return service;
}

/** A fresh key for one purchase attempt from one page load. */
export const idempotencyKey = (): string => randomBytes(12).toString('base64url');
