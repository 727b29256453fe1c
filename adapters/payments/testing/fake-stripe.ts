// A fake of the parts of Stripe's API Quire calls, behind the fetch the stripe package is given
// (Stripe.createFetchHttpClient), so the Stripe provider is tested without the internet. It records every
// request (method, path, form parameters, idempotency key), answers like Stripe's API for the calls Quire
// makes, and builds and signs webhook deliveries as Stripe would send them. Issue 23 adds coupons and discounts,
// one-off Checkout payments (gifts), and Connect: Express accounts, account links, transfers and their reversals,
// with the shapes of Stripe's API reference (Account: details_submitted, payouts_enabled, capabilities.transfers,
// requirements.past_due / disabled_reason; Transfer: reversed, amount_reversed; errors as invalid_request_error).
import Stripe from 'stripe';
import type { MembershipType } from '../../../core/membership/types.ts';
import { META_DISCOUNT_CYCLES, META_SUBSCRIPTION, META_TYPE, META_USER } from '../stripe.provider.ts';

export type RecordedRequest = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | null };

type Json = Record<string, any>;

export type FakeCard = { brand: string; last4: string; expMonth: number; expYear: number; wallet?: 'apple_pay' | 'google_pay' };

const seconds = (ms: number) => Math.floor(ms / 1000);

export function fakeStripe(webhookSecret: string) {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, Json>();
  const coupons = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const accounts = new Map<string, Json>();
  const transfers = new Map<string, Json>();
  /** Invoice payments (Stripe's InvoicePayment): which invoice each payment intent paid. */
  const invoicePayments = new Map<string, Json>();
  /** What the platform's balance can transfer (minor units); a transfer over it is refused as Stripe refuses it. */
  const platform = { available: 10_000_000 };
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_test_${++counter}`;
  /** Paths that answer 500 (a Stripe outage) until cleared. */
  const failing = new Set<string>();
  /** 'METHOD path's that are carried out but whose answer is lost (a 500 after the work is done) until cleared. */
  const dropping = new Set<string>();

  const error = (status: number, message: string, code?: string) =>
    Response.json({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } }, { status, headers: { 'request-id': `req_${++counter}` } });
  const ok = (body: Json) => Response.json(body, { headers: { 'request-id': `req_${++counter}` } });

  const expandedSubscription = (sub: Json, expand: string[]) => ({
    ...sub,
    ...(expand.includes('default_payment_method') && sub.default_payment_method ? { default_payment_method: paymentMethods.get(sub.default_payment_method) ?? null } : {}),
    ...(expand.includes('latest_invoice') && invoices.has(sub.latest_invoice) ? { latest_invoice: invoices.get(sub.latest_invoice) } : {}),
  });

  /** Form parameters with bracketed keys (`metadata[quire_user_id]`) picked out by prefix. */
  const metadataOf = (params: Record<string, string>, prefix: string) =>
    Object.fromEntries(
      Object.entries(params)
        .filter(([k]) => k.startsWith(`${prefix}[`))
        .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
    );

  const discountOf = (coupon: Json, amount: number) => (coupon.amount_off !== null ? Math.min(amount, coupon.amount_off) : Math.round((amount * coupon.percent_off) / 100));

  function handle(method: string, path: string, params: Record<string, string>, query: URLSearchParams): Response {
    if (failing.has(path)) return error(500, 'Stripe is having a bad day.');
    // The package sends arrays as expand[0]=…, expand[1]=… (in the query for GET, in the form for POST).
    const expand = Object.entries(params)
      .filter(([k]) => /^expand\[\d*\]$/.test(k))
      .map(([, v]) => v);
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs');
      const coupon = params['discounts[0][coupon]'];
      if (coupon !== undefined && !coupons.has(coupon)) return error(400, `No such coupon: '${coupon}'`, 'resource_missing');
      const subtotal = Number(params['line_items[0][price_data][unit_amount]'] ?? 0) * Number(params['line_items[0][quantity]'] ?? 1);
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        currency: params['line_items[0][price_data][currency]'] ?? params.currency ?? null,
        amount_subtotal: subtotal,
        amount_total: coupon ? Math.max(0, subtotal - discountOf(coupons.get(coupon)!, subtotal)) : subtotal,
        payment_intent: null,
        metadata: metadataOf(params, 'metadata'),
        params,
      };
      sessions.set(id, session);
      const { params: _, ...shown } = session;
      return ok(shown);
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const id = params.id ?? newId('coupon');
      if (coupons.has(id)) return error(400, 'Coupon already exists.', 'resource_already_exists');
      if ((params.percent_off === undefined) === (params.amount_off === undefined)) return error(400, 'You must pass either percent_off or amount_off.');
      if (params.amount_off !== undefined && !params.currency) return error(400, 'You must pass currency when passing amount_off.');
      if (params.duration === 'repeating' && !params.duration_in_months) return error(400, 'You must pass duration_in_months when duration is repeating.');
      const coupon = {
        id,
        object: 'coupon',
        percent_off: params.percent_off === undefined ? null : Number(params.percent_off),
        amount_off: params.amount_off === undefined ? null : Number(params.amount_off),
        currency: params.currency ?? null,
        duration: params.duration,
        duration_in_months: params.duration_in_months === undefined ? null : Number(params.duration_in_months),
        name: params.name ?? null,
        valid: true,
      };
      coupons.set(id, coupon);
      return ok(coupon);
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const id = `acct_${++counter}TESTQUIRE`;
      const account = {
        id,
        object: 'account',
        type: params.type ?? 'express',
        country: params.country ?? 'US',
        email: params.email ?? null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: { transfers: 'inactive' },
        requirements: { currently_due: ['external_account', 'tos_acceptance.date'], past_due: ['external_account', 'tos_acceptance.date'], disabled_reason: 'requirements.past_due', errors: [] },
        metadata: metadataOf(params, 'metadata'),
      };
      accounts.set(id, account);
      return ok(account);
    }
    if ((m = path.match(/^\/v1\/accounts\/([\w-]+)$/)) && method === 'GET') {
      const account = accounts.get(m[1]!);
      return account ? ok(account) : error(404, `No such account: '${m[1]}'`, 'resource_missing');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(params.account ?? '')) return error(400, `No such account: '${params.account}'`, 'resource_missing');
      if (params.type !== 'account_onboarding' && params.type !== 'account_update') return error(400, 'Invalid type.');
      if (!params.refresh_url || !params.return_url) return error(400, 'Missing required param: return_url.');
      return ok({
        object: 'account_link',
        created: 1,
        expires_at: 301,
        url: `https://connect.stripe.com/setup/e/${params.account}/${newId('link')}`,
        params,
      });
    }
    if (method === 'GET' && path === '/v1/transfers') {
      const group = query.get('transfer_group');
      const data = [...transfers.values()].filter((t) => group === null || t.transfer_group === group);
      return ok({ object: 'list', data: data.slice(0, Number(query.get('limit') ?? 10)), has_more: false, url: '/v1/transfers' });
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const account = accounts.get(params.destination ?? '');
      if (!account) return error(400, `No such destination: '${params.destination}'`, 'resource_missing');
      if (account.capabilities.transfers !== 'active') {
        return error(400, 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', 'insufficient_capabilities_for_transfer');
      }
      const amount = Number(params.amount);
      if (amount > platform.available) return error(400, 'You have insufficient available funds in your Stripe account.', 'balance_insufficient');
      platform.available -= amount;
      const transfer = {
        id: newId('tr'),
        object: 'transfer',
        amount,
        amount_reversed: 0,
        currency: params.currency,
        destination: account.id,
        transfer_group: params.transfer_group ?? null,
        reversed: false,
        metadata: metadataOf(params, 'metadata'),
      };
      transfers.set(transfer.id, transfer);
      return ok(transfer);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return error(404, `No such subscription: '${m[1]}'`);
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
        if (params.default_payment_method !== undefined) sub.default_payment_method = params.default_payment_method;
        const coupon = params['discounts[0][coupon]'];
        if (coupon !== undefined) {
          if (!coupons.has(coupon)) return error(400, `No such coupon: '${coupon}'`, 'resource_missing');
          sub.discounts = [{ id: newId('di'), object: 'discount', coupon: coupons.get(coupon), subscription: sub.id }];
        }
      }
      return ok(expandedSubscription(sub, expand));
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const sub = subscriptions.get(params.from_subscription ?? '');
      if (!sub) return error(404, 'No such subscription');
      if (sub.schedule) return error(400, 'You cannot migrate a subscription that is already attached to a schedule');
      const schedule = { id: newId('sub_sched'), object: 'subscription_schedule', subscription: sub.id, status: 'active', phases: [], end_behavior: 'release' };
      schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      return ok(schedule);
    }
    if ((m = path.match(/^\/v1\/subscription_schedules\/([\w-]+)(\/release)?$/)) && method === 'POST') {
      const schedule = schedules.get(m[1]!);
      if (!schedule) return error(404, 'No such subscription schedule');
      if (m[2]) {
        schedule.status = 'released';
        const sub = subscriptions.get(schedule.subscription);
        if (sub) sub.schedule = null;
      } else {
        schedule.params = params;
      }
      return ok(schedule);
    }
    if ((m = path.match(/^\/v1\/setup_intents\/([\w-]+)$/)) && method === 'GET') {
      const intent = setupIntents.get(m[1]!);
      if (!intent) return error(404, 'No such setup intent');
      return ok({ ...intent, payment_method: expand.includes('payment_method') ? paymentMethods.get(intent.payment_method) : intent.payment_method });
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([\w-]+)$/)) && method === 'GET') {
      const pm = paymentMethods.get(m[1]!);
      return pm ? ok(pm) : error(404, 'No such payment method');
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const intent = query.get('payment[payment_intent]');
      const data = [...invoicePayments.values()].filter((p) => p.payment.payment_intent === intent && (!query.get('invoice') || p.invoice === query.get('invoice')));
      return ok({ object: 'list', data: data.slice(0, Number(query.get('limit') ?? 10)), has_more: false, url: '/v1/invoice_payments' });
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()].filter(
        (i) => i.parent?.subscription_details?.subscription === query.get('subscription') && (!query.get('status') || i.status === query.get('status')),
      );
      return ok({ object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    if ((m = path.match(/^\/v1\/invoices\/([\w-]+)\/pay$/)) && method === 'POST') {
      const invoice = invoices.get(m[1]!);
      if (!invoice) return error(404, 'No such invoice');
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.paid_with = params.payment_method;
      return ok(invoice);
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const fetchFn = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? init.body : '';
    const params = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : body));
    const headers = new Headers(init?.headers);
    const idempotencyKey = headers.get('idempotency-key');
    const path = url.pathname;
    // The package adds its own idempotency keys to retried POSTs; only Quire's own keys are recorded.
    const quireKey = idempotencyKey?.startsWith('quire-') ? idempotencyKey : null;
    requests.push({ method, path, params, idempotencyKey: quireKey });
    const lost = dropping.has(`${method} ${path}`);
    if (quireKey && byIdempotencyKey.has(quireKey)) return lost ? error(500, 'The answer was lost.') : ok(byIdempotencyKey.get(quireKey)!);
    const response = handle(method, path, params, url.searchParams);
    if (quireKey && response.ok) byIdempotencyKey.set(quireKey, await response.clone().json());
    return lost ? error(500, 'The answer was lost.') : response;
  };

  const cardOf = (card: FakeCard): Json => {
    const id = newId('pm');
    const pm = {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, wallet: card.wallet ? { type: card.wallet } : null },
    };
    paymentMethods.set(id, pm);
    return pm;
  };

  const event = (type: string, object: Json, created: number, previous?: Json): Json => ({
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(created),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
  });

  const invoiceFor = (sub: Json, o: { reason: string; periodStart: number; periodEnd: number; amount: number; status: 'paid' | 'open'; attempts?: number; type?: MembershipType; at: number }) => {
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      billing_reason: o.reason,
      currency: 'usd',
      amount_due: o.amount,
      amount_paid: o.status === 'paid' ? o.amount : 0,
      attempt_count: o.attempts ?? 1,
      status: o.status,
      status_transitions: { paid_at: o.status === 'paid' ? seconds(o.at) : null },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: { ...sub.metadata, ...(o.type ? { [META_TYPE]: o.type } : {}) } },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: o.amount,
            currency: 'usd',
            period: { start: seconds(o.periodStart), end: seconds(o.periodEnd) },
            parent: { type: 'subscription_item_details', subscription_item_details: { proration: false, subscription: sub.id, subscription_item: sub.items.data[0].id } },
          },
        ],
        has_more: false,
      },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  };

  return {
    fetch: fetchFn as typeof fetch,
    requests,
    subscriptions,
    schedules,
    invoices,
    /** Requests since the given count, as "METHOD path" lines with their parameters. */
    since(count: number): RecordedRequest[] {
      return requests.slice(count);
    },
    failPath(path: string, fail = true) {
      if (fail) failing.add(path);
      else failing.delete(path);
    },
    /** Carries out `METHOD path` requests but loses their answers (a 500), until called with false. */
    dropAnswers(request: string, drop = true) {
      if (drop) dropping.add(request);
      else dropping.delete(request);
    },

    /** What Stripe holds once a reader has paid on the checkout page: a customer, their card, an active subscription. */
    subscribe(o: {
      userId: string;
      membershipType: MembershipType;
      amount: number;
      interval: 'month' | 'year';
      periodStart: number;
      periodEnd: number;
      card: FakeCard;
      quire?: boolean;
      /** Issue 23: a checkout with a coupon (the /discount offer): the first invoice paid less, for that many payments. */
      discount?: { coupon: string; cycles: number };
    }) {
      const pm = cardOf(o.card);
      const id = newId('sub');
      const firstInvoice = newId('in');
      const sub = {
        id,
        object: 'subscription',
        customer: newId('cus'),
        currency: 'usd',
        status: 'active',
        cancel_at_period_end: false,
        default_payment_method: pm.id,
        latest_invoice: firstInvoice,
        schedule: null,
        start_date: seconds(o.periodStart),
        ended_at: null,
        metadata: o.quire === false ? {} : { [META_USER]: o.userId, [META_TYPE]: o.membershipType, ...(o.discount ? { [META_DISCOUNT_CYCLES]: String(o.discount.cycles) } : {}) },
        discounts: o.discount ? [{ id: newId('di'), object: 'discount', coupon: coupons.get(o.discount.coupon) ?? null }] : [],
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              quantity: 1,
              current_period_start: seconds(o.periodStart),
              current_period_end: seconds(o.periodEnd),
              price: { id: newId('price'), object: 'price', product: newId('prod'), currency: 'usd', unit_amount: o.amount, recurring: { interval: o.interval, interval_count: 1 } },
            },
          ],
        },
      };
      subscriptions.set(id, sub);
      if (o.discount) {
        const coupon = coupons.get(o.discount.coupon);
        if (!coupon) throw new Error(`fake Stripe: no coupon ${o.discount.coupon}`);
        const first = invoiceFor(sub, { reason: 'subscription_create', periodStart: o.periodStart, periodEnd: o.periodEnd, amount: o.amount - discountOf(coupon, o.amount), status: 'paid', at: o.periodStart });
        sub.latest_invoice = first.id;
      }
      return sub;
    },

    coupons,
    sessions,
    accounts,
    transfers,
    platform,

    /** The buyer paid on a one-off (mode payment) Checkout page: the session completes, paid. */
    paymentCompleted(sessionId: string, at: number, o: { paymentStatus?: 'paid' | 'unpaid' } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
      const { params: _, ...shown } = session;
      Object.assign(session, { status: 'complete', payment_status: o.paymentStatus ?? 'paid', payment_intent: session.payment_intent ?? newId('pi') });
      return event('checkout.session.completed', { ...shown, status: 'complete', payment_status: session.payment_status, payment_intent: session.payment_intent }, at);
    },
    asyncPaymentSucceeded(sessionId: string, at: number) {
      const session = sessions.get(sessionId)!;
      session.payment_status = 'paid';
      const { params: _, ...shown } = session;
      return event('checkout.session.async_payment_succeeded', shown, at);
    },

    /** The writer went through Stripe's onboarding: finished and verified, finished with information past due, or rejected. */
    onboard(accountRef: string, outcome: 'verified' | 'past_due' | 'rejected') {
      const account = accounts.get(accountRef);
      if (!account) throw new Error(`fake Stripe: no account ${accountRef}`);
      account.details_submitted = true;
      if (outcome === 'verified') {
        Object.assign(account, { charges_enabled: true, payouts_enabled: true, capabilities: { transfers: 'active' } });
        account.requirements = { currently_due: [], past_due: [], disabled_reason: null, errors: [] };
      } else if (outcome === 'past_due') {
        Object.assign(account, { payouts_enabled: false, capabilities: { transfers: 'inactive' } });
        account.requirements = { currently_due: ['individual.verification.document'], past_due: ['individual.verification.document'], disabled_reason: 'requirements.past_due', errors: [] };
      } else {
        Object.assign(account, { charges_enabled: false, payouts_enabled: false, capabilities: { transfers: 'inactive' } });
        account.requirements = { currently_due: [], past_due: [], disabled_reason: 'rejected.fraud', errors: [] };
      }
      return account;
    },
    /** Connect's account.updated, as an endpoint listening to connected accounts receives it (with `account`). */
    accountUpdated(accountRef: string, at: number) {
      return { ...event('account.updated', { ...accounts.get(accountRef)! }, at), account: accountRef };
    },
    /** The platform reversed a transfer (all of it, or `amount`). */
    transferReversed(transferRef: string, at: number, amount?: number) {
      const transfer = transfers.get(transferRef);
      if (!transfer) throw new Error(`fake Stripe: no transfer ${transferRef}`);
      transfer.amount_reversed = Math.min(transfer.amount, transfer.amount_reversed + (amount ?? transfer.amount));
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      platform.available += amount ?? transfer.amount;
      return event('transfer.reversed', { ...transfer }, at);
    },

    checkoutCompleted(sub: Json, at: number) {
      const session = {
        id: newId('cs'),
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        subscription: sub.id,
        customer: sub.customer,
        client_reference_id: sub.metadata[META_USER] ?? null,
        metadata: { ...sub.metadata },
      };
      return event('checkout.session.completed', session, at);
    },
    subscriptionCreated: (sub: Json, at: number) => event('customer.subscription.created', { ...sub }, at),
    subscriptionUpdated: (sub: Json, at: number, previous: Json) => event('customer.subscription.updated', { ...sub }, at, previous),
    subscriptionDeleted(sub: Json, at: number) {
      sub.status = 'canceled';
      sub.ended_at = seconds(at);
      return event('customer.subscription.deleted', { ...sub }, at);
    },
    invoicePaid(sub: Json, o: { reason?: string; periodStart: number; periodEnd: number; amount: number; type?: MembershipType; at: number }) {
      return event('invoice.paid', invoiceFor(sub, { reason: o.reason ?? 'subscription_cycle', status: 'paid', ...o }), o.at);
    },
    invoiceFailed(sub: Json, o: { periodStart: number; periodEnd: number; amount: number; attempts: number; at: number }) {
      return event('invoice.payment_failed', invoiceFor(sub, { reason: 'subscription_cycle', status: 'open', ...o }), o.at);
    },
    /** The reader gave a new card on the setup page for a subscription. */
    setupCompleted(subscriptionRef: string, card: FakeCard, at: number) {
      const pm = cardOf(card);
      const intent = { id: newId('seti'), object: 'setup_intent', payment_method: pm.id, status: 'succeeded' };
      setupIntents.set(intent.id, intent);
      const session = { id: newId('cs'), object: 'checkout.session', mode: 'setup', status: 'complete', setup_intent: intent.id, metadata: { [META_SUBSCRIPTION]: subscriptionRef } };
      return { event: event('checkout.session.completed', session, at), paymentMethod: pm };
    },
    /**
     * A subscription's invoice paid and then refunded (issue 23): its charge and payment intent, the InvoicePayment
     * linking them to the invoice, and the charge.refunded event (`amountRefunded` less than `amount`: a partial refund).
     */
    chargeRefunded(o: { invoiceId: string; amount: number; amountRefunded?: number; at: number }) {
      const paymentIntent = newId('pi');
      const refunded = o.amountRefunded ?? o.amount;
      invoicePayments.set(paymentIntent, { id: newId('inpay'), object: 'invoice_payment', invoice: o.invoiceId, amount_paid: o.amount, currency: 'usd', is_default: true, status: 'paid', payment: { type: 'payment_intent', payment_intent: paymentIntent } });
      const charge = { id: newId('ch'), object: 'charge', amount: o.amount, amount_captured: o.amount, amount_refunded: refunded, refunded: refunded >= o.amount, currency: 'usd', paid: true, status: 'succeeded', payment_intent: paymentIntent };
      return event('charge.refunded', charge, o.at);
    },
    other: (type: string, object: Json, at: number) => event(type, object, at),

    /** A delivery as Stripe sends it: the exact body and its Stripe-Signature header, signed at `signedAt`. */
    sign(payload: Json | string, signedAt: number, secret = webhookSecret): { body: string; signature: string } {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2);
      return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: seconds(signedAt) }) };
    },
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;
