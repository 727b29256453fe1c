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
import { billingPeriodOf, MEMBERSHIP_TYPES, type CardBrand, type Currency, type MembershipType, type PaymentMethod } from '../../core/membership/types.ts';
import type {
  CardUpdateCheckoutInput,
  CheckoutInput,
  HostedPage,
  PaymentProvider,
  PaymentRefusal,
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
] as const;

/** Metadata Quire puts on its checkout sessions and subscriptions; a subscription without it is not Quire's. */
export const META_USER = 'quire_user_id';
export const META_TYPE = 'quire_membership_type';
export const META_SUBSCRIPTION = 'quire_subscription';

const RENEWAL_REASONS: ReadonlySet<string> = new Set(['subscription_cycle', 'subscription_update']);
const UNAVAILABLE = 'Payments are not available right now. Try again in a few minutes.';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Names the product on Stripe's pages and receipts ("{productName} membership"). */
  productName: string;
  /** How to reach Stripe's API; tests pass a fake fetch. Node's HTTP client otherwise. */
  fetch?: typeof fetch;
  /** Where a failed Stripe call is reported before the reader is told to try again. */
  logError?: (error: unknown, context: string) => void;
};

export type WebhookVerdict = { ok: true; event: Stripe.Event } | { ok: false; message: string };

export type StripeProvider = PaymentProvider & {
  readonly name: 'STRIPE';
  checkout(input: CheckoutInput): Promise<HostedPage | PaymentRefusal>;
  cardUpdateCheckout(input: CardUpdateCheckoutInput): Promise<HostedPage | PaymentRefusal>;
  /** Checks a delivery's Stripe-Signature against its raw body, with the tolerance measured at `receivedAt` (ms). */
  verifyWebhook(rawBody: Uint8Array, signature: string | null, receivedAt: number): WebhookVerdict;
  /**
   * What a verified event means for memberships: nothing (an event Quire does not use, or a subscription
   * that is not Quire's), or the ProviderEvents to apply, with ids derived from Stripe's event id. It may
   * read from Stripe's API (the card of a new subscription) and, for a new card, make it the subscription's
   * and retry an unpaid renewal with it; a failing call throws, and the webhook answers 500 so Stripe retries.
   */
  eventsOf(event: Stripe.Event): Promise<ProviderEvent[]>;
};

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

export function stripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
    appInfo: { name: 'Quire' },
  });
  const logError = options.logError ?? ((error, context) => console.error(`[${context}]`, error));
  const refuse = (code: PaymentRefusal['code'], message: string): PaymentRefusal => ({ ok: false, code, message });

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
    const sub = await stripe.subscriptions.retrieve(subscriptionRef, { expand: ['default_payment_method'] });
    const meta = quireMetadata(sub.metadata);
    const item = sub.items.data[0];
    const currency = currencyOf(sub.currency);
    if (!meta || !item || !currency) return [];
    const method = typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
    return [
      {
        id: eventId,
        type: 'started',
        subscriptionRef: sub.id,
        occurredAt: ms(sub.start_date),
        userId: meta.userId,
        membershipType: meta.membershipType,
        amount: { amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1), currency },
        periodStart: ms(item.current_period_start),
        periodEnd: ms(item.current_period_end),
        paymentMethod: paymentMethodOf(method),
        chargeRef: idOf(sub.latest_invoice) ?? `${sub.id}:first`,
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
      return hostedPage('stripe checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.price.currency.toLowerCase(),
                  unit_amount: input.price.amount,
                  recurring: { interval: intervalOf(input.membershipType) },
                  product_data: { name: `${options.productName} membership` },
                },
              },
            ],
            client_reference_id: input.userId,
            metadata,
            subscription_data: { metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `quire-checkout-${input.idempotencyKey}` },
        ),
      );
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
  };
}
