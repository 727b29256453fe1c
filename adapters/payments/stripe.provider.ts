// The Stripe payment provider, used when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
// Card numbers never reach Quire: a reader pays on a Stripe Checkout page (mode 'subscription', the price
// given inline from core's price table, so nothing needs setting up in Stripe's dashboard) and gives a new
// card on another (mode 'setup'). Stripe reports what happened to the webhook (POST /_/stripe/webhook),
// verified on the raw body with a 300 s tolerance, and each Stripe event becomes the ProviderEvents the
// membership applies once, in any order.
//
// A plan switch waits for the period's end through a subscription schedule: its first phase is the current
// plan until current_period_end, its second the new plan (proration none), and the schedule then releases
// the subscription. Not `subscriptions.update(…, { proration_behavior: 'none' })`: that changes the price at
// once, and between monthly and yearly plans Stripe restarts the billing period and invoices immediately.
// The second phase's metadata names the new plan; Stripe copies it onto the subscription when the phase
// begins, so the renewal invoice says which plan it paid for.
import Stripe from 'stripe';
import { billingPeriodOf, MEMBERSHIP_TYPES, type CardBrand, type Currency, type MembershipType, type Money, type PaymentMethod } from '../../core/membership/types.ts';
import { payoutAccountStateOf } from '../../core/partner/payouts.ts';
import type {
  CardUpdateCheckoutInput,
  CheckoutInput,
  GiftCheckoutInput,
  HostedPage,
  PaymentProvider,
  PaymentRefusal,
  PlatformEvent,
  ProviderEvent,
} from '../../core/ports/payment-provider.port.ts';

/** Stripe's signature timestamp may be at most this old (seconds), against the server's clock. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
export const STRIPE_WEBHOOK_PATH = '/_/stripe/webhook';
/** The events to send to the webhook (README: Payments). Any other is answered 200 and ignored. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  // Issue 23: a gift paid by a delayed method, a writer's connected account changing state, a payout's transfer reversed.
  'checkout.session.async_payment_succeeded',
  'account.updated',
  'transfer.reversed',
  // A member's subscription charge refunded: the writers it paid are debited (core/partner/refunds.ts).
  'charge.refunded',
] as const;

/** Metadata Quire puts on its checkout sessions and subscriptions; a subscription without it is not Quire's. */
export const META_USER = 'quire_user_id';
export const META_TYPE = 'quire_membership_type';
export const META_SUBSCRIPTION = 'quire_subscription';
/** Issue 23: on a discounted subscription, how many payments the discount lasts (the /discount offer: 1). */
export const META_DISCOUNT_CYCLES = 'quire_discount_cycles';
/** Issue 23: on a gift's checkout session, the gift checkout kept in the store. */
export const META_GIFT_CHECKOUT = 'quire_gift_checkout';
/** Issue 23 part C: on a payout's transfer, the payout's id. */
export const META_PAYOUT = 'quire_payout';

const RENEWAL_REASONS: ReadonlySet<string> = new Set(['subscription_cycle', 'subscription_update']);
const UNAVAILABLE = 'Payments are not available right now. Try again in a few minutes.';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Names the product on Stripe's pages and receipts ("{productName} membership"). */
  productName: string;
  /** How to reach Stripe's API; tests pass a fake fetch. Node's HTTP client otherwise. */
  fetch?: typeof fetch;
  /** Where Stripe's API is (STRIPE_API_URL: a Stripe-compatible mock); api.stripe.com when absent. */
  apiUrl?: string;
  /** Where a failed Stripe call is reported before the reader is told to try again. */
  logError?: (error: unknown, context: string) => void;
};

export type WebhookVerdict = { ok: true; event: Stripe.Event } | { ok: false; message: string };

export type StripeProvider = PaymentProvider & {
  readonly name: 'STRIPE';
  checkout(input: CheckoutInput): Promise<HostedPage | PaymentRefusal>;
  cardUpdateCheckout(input: CardUpdateCheckoutInput): Promise<HostedPage | PaymentRefusal>;
  giftCheckout(input: GiftCheckoutInput): Promise<HostedPage | PaymentRefusal>;
  /** Checks a delivery's Stripe-Signature against its raw body, with the tolerance measured at `receivedAt` (ms). */
  verifyWebhook(rawBody: Uint8Array, signature: string | null, receivedAt: number): WebhookVerdict;
  /**
   * What a verified event means for memberships: nothing (an event Quire does not use, or a subscription
   * that is not Quire's), or the ProviderEvents to apply, with ids derived from Stripe's event id. It may
   * read from Stripe's API (the card of a new subscription) and, for a new card, make it the subscription's
   * and retry an unpaid renewal with it; a failing call throws, and the webhook answers 500 so Stripe retries.
   */
  eventsOf(event: Stripe.Event): Promise<ProviderEvent[]>;
  /**
   * Issue 23: what a verified event means beside memberships: a gift paid, a connected account's state (read afresh
   * from Stripe, so deliveries out of order end in the account's state now), a payout's transfer reversed.
   */
  platformEventsOf(event: Stripe.Event): Promise<PlatformEvent[]>;
};

/**
 * A discount of `regularPrice − price` on each of `numCycles` payments as a Stripe coupon: `once` for one payment
 * (a yearly plan's year), `repeating` for that many months (a monthly plan's year). Its id is derived from what it
 * is, so the same discount is one coupon however often it is given.
 */
export function couponFor(discount: { price: Money; numCycles: number; regularPrice: Money }): Stripe.CouponCreateParams & { id: string } {
  const amountOff = discount.regularPrice.amount - discount.price.amount;
  const currency = discount.regularPrice.currency.toLowerCase();
  const once = discount.numCycles <= 1;
  return {
    id: `quire-${amountOff}-${currency}-off-${once ? 'once' : `${discount.numCycles}m`}`,
    amount_off: amountOff,
    currency,
    name: `${formatCents(amountOff, discount.regularPrice.currency)} off${once ? '' : ` for ${discount.numCycles} months`}`,
    ...(once ? { duration: 'once' as const } : { duration: 'repeating' as const, duration_in_months: discount.numCycles }),
  };
}

const formatCents = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

const BRANDS: Record<string, CardBrand> = {
  amex: 'AMEX',
  american_express: 'AMEX',
  diners: 'DINERS',
  diners_club: 'DINERS',
  discover: 'DISCOVER',
  jcb: 'JCB',
  mastercard: 'MASTERCARD',
  visa: 'VISA',
};

/** A Stripe payment method as reader-experience §3 describes one; null for kinds Quire does not show. */
export function paymentMethodOf(pm: Stripe.PaymentMethod | null): PaymentMethod | null {
  if (!pm) return null;
  if (pm.type === 'paypal') return { kind: 'PAYPAL' };
  const card = pm.card;
  if (pm.type !== 'card' || !card) return null;
  const details = { cardType: BRANDS[card.brand] ?? 'OTHER', lastFour: card.last4, expirationMonth: card.exp_month, expirationYear: card.exp_year };
  const wallet = card.wallet?.type;
  if (wallet === 'apple_pay') return { kind: 'APPLE_PAY', ...details };
  if (wallet === 'google_pay') return { kind: 'GOOGLE_PAY', ...details };
  return { kind: 'CARD', ...details };
}

const currencyOf = (code: string | null | undefined): Currency | null => {
  const upper = (code ?? '').toUpperCase();
  return upper === 'USD' || upper === 'CAD' ? upper : null;
};

const intervalOf = (type: MembershipType): 'month' | 'year' => (billingPeriodOf(type) === 'MONTHLY' ? 'month' : 'year');

const isMembershipType = (value: unknown): value is MembershipType => (MEMBERSHIP_TYPES as readonly unknown[]).includes(value);

/** The reader and plan on a Quire subscription's metadata; null for anything else on the account. */
export function quireMetadata(metadata: Stripe.Metadata | null | undefined): { userId: string; membershipType: MembershipType } | null {
  const userId = metadata?.[META_USER];
  const type = metadata?.[META_TYPE];
  return userId && isMembershipType(type) ? { userId, membershipType: type } : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

const ms = (seconds: number) => seconds * 1000;

/** The subscription an invoice bills, with the subscription's metadata as it was when the invoice was made. */
function invoiceSubscription(invoice: Stripe.Invoice): { ref: string; meta: ReturnType<typeof quireMetadata> } | null {
  const details = invoice.parent?.subscription_details;
  const ref = idOf(details?.subscription);
  return ref ? { ref, meta: quireMetadata(details?.metadata) } : null;
}

/** The invoice line for the subscription's own price (not a proration), which carries the period paid for. */
function subscriptionLine(invoice: Stripe.Invoice): Stripe.InvoiceLineItem | null {
  const lines = invoice.lines?.data ?? [];
  return lines.find((l) => l.parent?.type === 'subscription_item_details' && !l.parent.subscription_item_details?.proration) ?? lines[0] ?? null;
}

/** A renewal paid (invoice.paid for a new period), or null when the invoice is no renewal of a Quire subscription. */
export function renewalOf(eventId: string, invoice: Stripe.Invoice, occurredAt: number): ProviderEvent | null {
  if (!RENEWAL_REASONS.has(invoice.billing_reason ?? '')) return null;
  const sub = invoiceSubscription(invoice);
  const line = subscriptionLine(invoice);
  const currency = currencyOf(invoice.currency);
  if (!sub?.meta || !line || !currency) return null;
  return {
    id: eventId,
    type: 'renewed',
    subscriptionRef: sub.ref,
    occurredAt: ms(invoice.status_transitions?.paid_at ?? 0) || occurredAt,
    periodStart: ms(line.period.start),
    periodEnd: ms(line.period.end),
    membershipType: sub.meta.membershipType,
    amount: { amount: invoice.amount_paid, currency },
    chargeRef: invoice.id,
  };
}

/** A renewal's payment failed (invoice.payment_failed), with Stripe's attempt count. */
export function failureOf(eventId: string, invoice: Stripe.Invoice, occurredAt: number): ProviderEvent | null {
  if (!RENEWAL_REASONS.has(invoice.billing_reason ?? '')) return null;
  const sub = invoiceSubscription(invoice);
  const currency = currencyOf(invoice.currency);
  if (!sub?.meta || !currency) return null;
  return {
    id: eventId,
    type: 'payment_failed',
    subscriptionRef: sub.ref,
    occurredAt,
    attempt: Math.max(1, invoice.attempt_count),
    amount: { amount: invoice.amount_due, currency },
  };
}

/** The Stripe client's host, port and protocol for an API address (`http://localhost:12111`). */
function apiAddress(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

export function stripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
    ...(options.apiUrl ? apiAddress(options.apiUrl) : {}),
    appInfo: { name: 'Quire' },
  });
  const logError = options.logError ?? ((error, context) => console.error(`[${context}]`, error));
  const refuse = (code: PaymentRefusal['code'], message: string): PaymentRefusal => ({ ok: false, code, message });

  /** The coupon for a discount, made once: Stripe answers resource_already_exists for an id it has. */
  async function ensureCoupon(discount: { price: Money; numCycles: number; regularPrice: Money }): Promise<string> {
    const params = couponFor(discount);
    try {
      await stripe.coupons.create(params, { idempotencyKey: `quire-coupon-${params.id}` });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists')) throw error;
    }
    return params.id;
  }

  /** A hosted page's address, or the reader told to try again when Stripe cannot be reached or refuses. */
  async function hostedPage(context: string, create: () => Promise<Stripe.Checkout.Session>): Promise<HostedPage | PaymentRefusal> {
    try {
      const session = await create();
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url.`);
      return { ok: true, url: session.url };
    } catch (error) {
      logError(error, context);
      return refuse('processing_error', UNAVAILABLE);
    }
  }

  /** A Quire subscription as the membership begins it: read afresh, with its card. */
  async function startedOf(eventId: string, subscriptionRef: string): Promise<ProviderEvent[]> {
    const sub = await stripe.subscriptions.retrieve(subscriptionRef, { expand: ['default_payment_method', 'latest_invoice'] });
    const meta = quireMetadata(sub.metadata);
    const item = sub.items.data[0];
    const currency = currencyOf(sub.currency);
    if (!meta || !item || !currency) return [];
    const method = typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
    const regular = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    // Issue 23: begun at a discount (a coupon on the first invoice): the first payment is what that invoice took.
    const cycles = Number(sub.metadata?.[META_DISCOUNT_CYCLES] ?? 0);
    const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    const discount = Number.isInteger(cycles) && cycles > 0 ? { numCycles: cycles, regularPrice: { amount: regular, currency }, endsAt: ms(item.current_period_end) } : undefined;
    const paid = discount && invoice ? invoice.amount_paid : regular;
    return [
      {
        id: eventId,
        type: 'started',
        subscriptionRef: sub.id,
        occurredAt: ms(sub.start_date),
        userId: meta.userId,
        membershipType: meta.membershipType,
        amount: { amount: paid, currency },
        periodStart: ms(item.current_period_start),
        periodEnd: ms(item.current_period_end),
        paymentMethod: paymentMethodOf(method),
        chargeRef: idOf(sub.latest_invoice) ?? `${sub.id}:first`,
        ...(discount ? { discount } : {}),
      },
    ];
  }

  /** The card from a completed setup page becomes the subscription's, and an unpaid renewal is tried with it at once. */
  async function cardGiven(event: Stripe.Event, session: Stripe.Checkout.Session): Promise<ProviderEvent[]> {
    const subscriptionRef = session.metadata?.[META_SUBSCRIPTION];
    const setupIntent = idOf(session.setup_intent);
    if (!subscriptionRef || !setupIntent) return [];
    const intent = await stripe.setupIntents.retrieve(setupIntent, { expand: ['payment_method'] });
    const pm = typeof intent.payment_method === 'object' ? intent.payment_method : null;
    const method = paymentMethodOf(pm);
    if (!pm || !method) return [];
    await stripe.subscriptions.update(subscriptionRef, { default_payment_method: pm.id });
    const open = await stripe.invoices.list({ subscription: subscriptionRef, status: 'open', limit: 10 });
    for (const invoice of open.data) {
      try {
        await stripe.invoices.pay(invoice.id, { payment_method: pm.id });
      } catch (error) {
        // Declined again: Stripe reports invoice.payment_failed, which the membership records.
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      }
    }
    return [{ id: event.id, type: 'payment_method_updated', subscriptionRef, occurredAt: ms(event.created), paymentMethod: method }];
  }

  return {
    name: 'STRIPE',

    async startSubscription() {
      return refuse('hosted_checkout_required', "Payments go through Stripe's secure page: continue to checkout.");
    },

    async replaceCard() {
      return refuse('hosted_checkout_required', "A new card is given on Stripe's secure page: continue to update it there.");
    },

    async setCancelAtPeriodEnd(subscriptionRef, cancel) {
      await stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: cancel });
    },

    async scheduleSwitch(subscriptionRef, to) {
      const sub = await stripe.subscriptions.retrieve(subscriptionRef);
      const scheduled = idOf(sub.schedule);
      if (to === null) {
        if (scheduled) await stripe.subscriptionSchedules.release(scheduled);
        return;
      }
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionRef} has no item to switch.`);
      const product = idOf(item.price.product);
      if (!product) throw new Error(`Stripe subscription ${subscriptionRef} has no product.`);
      const schedule = scheduled ?? (await stripe.subscriptionSchedules.create({ from_subscription: subscriptionRef })).id;
      const interval = intervalOf(to.membershipType);
      await stripe.subscriptionSchedules.update(schedule, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          { items: [{ price: item.price.id, quantity: item.quantity ?? 1 }], start_date: item.current_period_start, end_date: item.current_period_end },
          {
            items: [{ price_data: { currency: to.price.currency.toLowerCase(), product, unit_amount: to.price.amount, recurring: { interval } }, quantity: 1 }],
            duration: { interval, interval_count: 1 },
            proration_behavior: 'none',
            metadata: { [META_TYPE]: to.membershipType },
          },
        ],
      });
    },

    checkout(input) {
      const metadata = { [META_USER]: input.userId, [META_TYPE]: input.membershipType };
      // Issue 23: a discounted start (/discount) is the regular price with a coupon on the first invoices; the
      // subscription says how many payments it lasts, for the membership's own record.
      const discount = input.discount;
      const lineAmount = discount ? discount.regularPrice.amount : input.price.amount;
      const subscriptionMetadata = discount ? { ...metadata, [META_DISCOUNT_CYCLES]: String(discount.numCycles) } : metadata;
      return hostedPage('stripe checkout', async () => {
        const coupon = discount ? await ensureCoupon({ price: input.price, numCycles: discount.numCycles, regularPrice: discount.regularPrice }) : null;
        return stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.price.currency.toLowerCase(),
                  unit_amount: lineAmount,
                  recurring: { interval: intervalOf(input.membershipType) },
                  product_data: { name: `${options.productName} membership` },
                },
              },
            ],
            ...(coupon ? { discounts: [{ coupon }] } : {}),
            client_reference_id: input.userId,
            metadata,
            subscription_data: { metadata: subscriptionMetadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `quire-checkout-${input.idempotencyKey}` },
        );
      });
    },

    giftCheckout(input) {
      const metadata = { [META_USER]: input.userId, [META_GIFT_CHECKOUT]: input.checkoutRef };
      return hostedPage('stripe gift checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: input.quantity,
                price_data: { currency: input.unitPrice.currency.toLowerCase(), unit_amount: input.unitPrice.amount, product_data: { name: input.productName } },
              },
            ],
            client_reference_id: input.userId,
            metadata,
            payment_intent_data: { metadata, description: input.quantity === 1 ? input.productName : `${input.quantity} × ${input.productName}` },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `quire-gift-${input.idempotencyKey}` },
        ),
      );
    },

    async applyDiscount(subscriptionRef, discount) {
      const coupon = await ensureCoupon(discount);
      await stripe.subscriptions.update(subscriptionRef, { discounts: [{ coupon }] });
    },

    async createPayoutAccount(input) {
      try {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: input.country,
            ...(input.email ? { email: input.email } : {}),
            capabilities: { transfers: { requested: true } },
            metadata: { [META_USER]: input.userId },
          },
          { idempotencyKey: `quire-account-${input.idempotencyKey}` },
        );
        return { ok: true, accountRef: account.id };
      } catch (error) {
        logError(error, 'stripe connect account');
        return refuse('processing_error', UNAVAILABLE);
      }
    },

    async payoutOnboarding(input) {
      try {
        const link = await stripe.accountLinks.create({ account: input.accountRef, type: 'account_onboarding', refresh_url: input.refreshUrl, return_url: input.returnUrl });
        return { ok: true, url: link.url };
      } catch (error) {
        logError(error, 'stripe connect onboarding');
        return refuse('processing_error', UNAVAILABLE);
      }
    },

    async payoutAccountState(accountRef) {
      return stateOf(await stripe.accounts.retrieve(accountRef));
    },

    async payout(input) {
      if (!Number.isSafeInteger(input.amount.amount) || input.amount.amount <= 0) return { ok: false, message: 'A payout must be a positive amount.' };
      // The payout's id is the transfer's group: a payout sent again (after no answer; Stripe keeps idempotency keys
      // for a day only) finds the transfer it already made instead of making another.
      const made = await stripe.transfers.list({ transfer_group: input.idempotencyKey, limit: 1 });
      if (made.data[0]) return { ok: true, payoutRef: made.data[0].id, status: 'PAID' };
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amount.amount,
            currency: input.amount.currency.toLowerCase(),
            destination: input.accountRef,
            transfer_group: input.idempotencyKey,
            metadata: { [META_PAYOUT]: input.idempotencyKey },
          },
          { idempotencyKey: `quire-payout-${input.idempotencyKey}` },
        );
        return { ok: true, payoutRef: transfer.id, status: 'PAID' };
      } catch (error) {
        // Stripe refused it (the account cannot receive transfers, the platform's balance is short): nothing moved.
        // Anything else (no answer) may have moved money: it is thrown, and the payout stays PROCESSING.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError) {
          logError(error, 'stripe transfer refused');
          return { ok: false, message: error.message };
        }
        throw error;
      }
    },

    cardUpdateCheckout(input) {
      return hostedPage('stripe card update', async () => {
        const sub = await stripe.subscriptions.retrieve(input.subscriptionRef);
        const customer = idOf(sub.customer);
        if (!customer) throw new Error(`Stripe subscription ${input.subscriptionRef} has no customer.`);
        return stripe.checkout.sessions.create(
          {
            mode: 'setup',
            currency: sub.currency,
            customer,
            metadata: { [META_SUBSCRIPTION]: input.subscriptionRef },
            setup_intent_data: { metadata: { [META_SUBSCRIPTION]: input.subscriptionRef } },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `quire-card-${input.idempotencyKey}` },
        );
      });
    },

    verifyWebhook(rawBody, signature, receivedAt) {
      if (!signature) return { ok: false, message: 'Missing Stripe-Signature header.' };
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, STRIPE_WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt);
        // Stripe's library refuses only signatures too old; one dated beyond the tolerance ahead is refused too,
        // or a signature captured in advance would stay valid until its date and then for five minutes more.
        const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1] ?? NaN);
        if (!Number.isFinite(signedAt) || signedAt * 1000 > receivedAt + STRIPE_WEBHOOK_TOLERANCE_SECONDS * 1000) {
          return { ok: false, message: 'Invalid Stripe signature: Timestamp outside the tolerance zone.' };
        }
        return { ok: true, event };
      } catch (error) {
        const reason = error instanceof Stripe.errors.StripeSignatureVerificationError ? (error.message.split(/[.\n]/)[0] ?? '') : 'unreadable payload';
        return { ok: false, message: `Invalid Stripe signature: ${reason.trim() || 'verification failed'}.` };
      }
    },

    async eventsOf(event) {
      const at = ms(event.created);
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          if (session.mode === 'setup') return cardGiven(event, session);
          const ref = idOf(session.subscription);
          if (session.mode !== 'subscription' || !ref || !quireMetadata(session.metadata)) return [];
          return startedOf(event.id, ref);
        }
        case 'customer.subscription.created': {
          const sub = event.data.object;
          if (!quireMetadata(sub.metadata) || (sub.status !== 'active' && sub.status !== 'trialing')) return [];
          return startedOf(event.id, sub.id);
        }
        case 'customer.subscription.updated': {
          const sub = event.data.object;
          const before = event.data.previous_attributes ?? {};
          if (!quireMetadata(sub.metadata)) return [];
          const out: ProviderEvent[] = [];
          if ('cancel_at_period_end' in before) {
            out.push({ id: `${event.id}:cancel`, type: 'cancellation_changed', subscriptionRef: sub.id, occurredAt: at, cancelAtPeriodEnd: sub.cancel_at_period_end });
          }
          const pmRef = idOf(sub.default_payment_method);
          if ('default_payment_method' in before && pmRef) {
            const method = paymentMethodOf(await stripe.paymentMethods.retrieve(pmRef));
            if (method) out.push({ id: `${event.id}:card`, type: 'payment_method_updated', subscriptionRef: sub.id, occurredAt: at, paymentMethod: method });
          }
          return out;
        }
        case 'customer.subscription.deleted': {
          const sub = event.data.object;
          if (!quireMetadata(sub.metadata)) return [];
          return [{ id: event.id, type: 'ended', subscriptionRef: sub.id, occurredAt: ms(sub.ended_at ?? event.created) }];
        }
        case 'invoice.paid': {
          const renewed = renewalOf(event.id, event.data.object, at);
          return renewed ? [renewed] : [];
        }
        case 'invoice.payment_failed': {
          const failed = failureOf(event.id, event.data.object, at);
          return failed ? [failed] : [];
        }
        default:
          return [];
      }
    },

    async platformEventsOf(event) {
      const at = ms(event.created);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const checkoutRef = session.metadata?.[META_GIFT_CHECKOUT];
          const currency = currencyOf(session.currency);
          // A delayed payment method completes the session unpaid; async_payment_succeeded follows once it is paid.
          if (session.mode !== 'payment' || !checkoutRef || session.payment_status !== 'paid' || !currency) return [];
          const chargeRef = idOf(session.payment_intent) ?? session.id;
          return [{ id: event.id, type: 'gift_paid', checkoutRef, chargeRef, amount: { amount: session.amount_total ?? 0, currency }, occurredAt: at }];
        }
        case 'account.updated': {
          let account: Stripe.Account;
          try {
            account = await stripe.accounts.retrieve(event.data.object.id);
          } catch (error) {
            // An account Stripe no longer has (deleted, or not this platform's): nothing to apply, nothing to retry.
            if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return [];
            throw error;
          }
          return [{ id: event.id, type: 'payout_account_changed', accountRef: account.id, state: stateOf(account), occurredAt: at }];
        }
        case 'transfer.reversed': {
          const transfer = event.data.object;
          // A partial reversal leaves the writer part of the money: only a whole one reverses the payout.
          if (!transfer.reversed) return [];
          return [{ id: event.id, type: 'payout_reversed', payoutRef: transfer.id, occurredAt: at }];
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          // A partial refund leaves the payment standing: only a whole refund takes the writers' shares back.
          const paymentIntent = idOf(charge.payment_intent);
          if (!charge.refunded || !paymentIntent) return [];
          // A subscription's charges are known by their invoice (chargeRef): the invoice this payment paid.
          const payments = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 });
          const invoice = idOf(payments.data[0]?.invoice as string | { id: string } | undefined);
          return invoice ? [{ id: event.id, type: 'charge_refunded', chargeRef: invoice, occurredAt: at }] : [];
        }
        default:
          return [];
      }
    },
  };
}

/** platform-reference §3 payout account state of a Stripe connected account (core/partner/payouts.ts). */
export function stateOf(account: Stripe.Account) {
  const transfers: string | undefined = account.capabilities?.transfers;
  return payoutAccountStateOf({
    detailsSubmitted: account.details_submitted ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    transfers: transfers === 'active' || transfers === 'pending' ? transfers : 'inactive',
    disabledReason: account.requirements?.disabled_reason ?? null,
    pastDue: account.requirements?.past_due?.length ?? 0,
  });
}

