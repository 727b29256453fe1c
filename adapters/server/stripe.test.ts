// Memberships through Stripe, without the internet: the stripe package talks to a fake of
// Stripe's API behind the fetch it is given, and webhook deliveries are signed as Stripe signs them. Checks
// the webhook's signature verification (raw body, 300 s tolerance; every refusal a 4xx), each event applied
// once in any order, the hosted checkout for buying and for a new card, and start → renew → fail → cancel at
// the period's end → uncancel → a switch scheduled for the period's end, through the requests sent to
// Stripe — on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeProvider, type StripeProvider } from '../payments/stripe.provider.ts';
import { fakeStripe, type FakeStripe } from '../payments/testing/fake-stripe.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { serveStripeWebhook } from './membership/stripe-webhook.route.ts';
import { SignedInBrowsers, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const DAY = 86_400_000;
const SECRET = 'whsec_test_quire_secret';
const STATUS = `membershipId membershipType amount currency isCancelled currentPeriodEndsAt paymentProvider paymentFailedAt
  hasRecurringPaymentFailedMoreThanOnce switchPlanSchedule { startAt membershipType price { amount currency } }
  paymentMethod { kind cardType lastFour expirationMonth expirationYear }`;
const RESULT = `ok code message status { ${STATUS} }`;
const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 };

describe('the Stripe webhook route', () => {
  it('answers 500 when the store fails (so Stripe retries), and 404 when Stripe is not configured', async () => {
    const fake = fakeStripe(SECRET);
    const stripe = stripeProvider({ secretKey: 'sk_test_quire', webhookSecret: SECRET, productName: 'Quire', fetch: fake.fetch });
    const now = seedNow().getTime();
    const sub = fake.subscribe({ userId: 'u1', membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: now, periodEnd: now + 30 * DAY, card: VISA });
    const delivery = fake.sign(fake.invoicePaid(sub, { periodStart: now, periodEnd: now + 30 * DAY, amount: 500, at: now }), now);
    const request = () => new Request('http://localhost/_/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': delivery.signature }, body: delivery.body });
    const logged: string[] = [];
    const deps = {
      stripe,
      applyEvent: async () => {
        throw new Error('connection terminated');
      },
      now: () => new Date(now),
      logError: (_: unknown, context: string) => void logged.push(context),
    };
    expect((await serveStripeWebhook(request(), deps)).status).toBe(500);
    expect(logged).toHaveLength(1);
    expect((await serveStripeWebhook(request(), { ...deps, stripe: null })).status).toBe(404);
  });
});

for (const factory of testStores()) {
  describe(`memberships through Stripe on ${factory.name} (reader-experience §3, §4, §7)`, () => {
    let store: Store;
    let app: App;
    let fake: FakeStripe;
    let stripe: StripeProvider;
    let clock = seedNow().getTime();
    const errors: string[] = [];
    const browsers = new SignedInBrowsers(() => app);

    const gql = async (as: string | null, query: string, variables: Record<string, unknown> = {}) => {
      const response = await (await browsers.as(as)).graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    const status = (as: string) => gql(as, `query { viewer { membership { tier } membershipStatus { ${STATUS} } } }`).then((r) => r.data.viewer);
    const userId = async (username: string) => (await store.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const post = (body: string, signature: string | null) =>
      app.fetch(
        new Request('http://localhost/_/stripe/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
          body,
        }),
      );
    /** Delivers an event signed now, as Stripe would; answers the HTTP status. */
    const deliver = async (event: Record<string, unknown>) => {
      const { body, signature } = fake.sign(event, clock);
      const response = await post(body, signature);
      return response.status;
    };
    const charges = async (username: string) =>
      store.db.selectFrom('membershipCharges').select(['status', 'amount', 'chargeRef']).where('userId', '=', await userId(username)).orderBy('createdAt').execute();

    beforeAll(async () => {
      store = await factory.open();
      clock = seedNow().getTime();
      fake = fakeStripe(SECRET);
      stripe = stripeProvider({ secretKey: 'sk_test_quire', webhookSecret: SECRET, productName: 'Quire', fetch: fake.fetch, logError: (_, context) => void errors.push(context) });
      app = testApp(store, { devSignIn: true, now: () => new Date(clock), stripe, logError: (_, context) => void errors.push(context) });
    });
    afterAll(async () => {
      await store.close();
    });

    it('tells the payment page to use the hosted checkout, and refuses card fields in Stripe mode', async () => {
      expect((await gql(null, 'query { paymentConfiguration { provider hostedCheckout } }')).data.paymentConfiguration).toEqual({ provider: 'STRIPE', hostedCheckout: true });
      const withCard = await gql('samir_haddad', `mutation B($input: StartMembershipInput!) { startMembership(input: $input) { ${RESULT} } }`, {
        input: { membershipType: 'MONTHLY', card: { number: '4242 4242 4242 4242', expirationDate: '12/39', cvv: '123', postalCode: '10115' }, idempotencyKey: 'card-fields-1' },
      });
      expect(withCard.data.startMembership).toMatchObject({ ok: false, code: 'hosted_checkout_required' });
      expect(fake.requests).toHaveLength(0);
    });

    it('gives the Checkout page’s address, carrying the reader and the plan at core’s price; the same key gives the same page', async () => {
      const samir = await userId('samir_haddad');
      const before = fake.requests.length;
      const mutation = 'mutation C($t: MembershipType!, $k: String!) { startMembershipCheckout(membershipType: $t, idempotencyKey: $k) { ok code message url } }';
      const first = (await gql('samir_haddad', mutation, { t: 'YEARLY', k: 'checkout-0001' })).data.startMembershipCheckout;
      expect(first).toMatchObject({ ok: true, code: null, url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });
      const [request] = fake.since(before);
      expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', idempotencyKey: `quire-checkout-${samir}:checkout-0001` });
      expect(request!.params).toMatchObject({
        mode: 'subscription',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '5000',
        'line_items[0][price_data][recurring][interval]': 'year',
        'line_items[0][price_data][product_data][name]': 'Quire membership',
        client_reference_id: samir,
        'metadata[quire_user_id]': samir,
        'metadata[quire_membership_type]': 'YEARLY',
        'subscription_data[metadata][quire_user_id]': samir,
        'subscription_data[metadata][quire_membership_type]': 'YEARLY',
        success_url: 'http://localhost/plans/confirmation/YEARLY',
        cancel_url: 'http://localhost/plans',
      });
      const again = (await gql('samir_haddad', mutation, { t: 'YEARLY', k: 'checkout-0001' })).data.startMembershipCheckout;
      expect(again.url).toBe(first.url);
      const signedOut = await gql(null, mutation, { t: 'YEARLY', k: 'checkout-0002' });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe('FORBIDDEN'); // no session, no xsrf token: nothing runs
    });

    it('refuses every delivery whose signature does not hold with a 4xx, never a 5xx', async () => {
      const sub = fake.subscribe({ userId: await userId('samir_haddad'), membershipType: 'YEARLY', amount: 5000, interval: 'year', periodStart: clock, periodEnd: clock + 365 * DAY, card: VISA });
      const event = fake.checkoutCompleted(sub, clock);
      const good = fake.sign(event, clock);
      expect((await post(good.body.replace('"subscription"', '"subscription" '), good.signature)).status).toBe(400); // tampered: one space more
      expect((await post(good.body, fake.sign(event, clock, 'whsec_someone_else').signature)).status).toBe(400); // wrong secret
      const old = fake.sign(event, clock - 301_000);
      const tooOld = await post(old.body, old.signature);
      expect(tooOld.status).toBe(400);
      expect(await tooOld.text()).toMatch(/tolerance/);
      // security finding 17: a signature dated beyond the tolerance ahead of the server's clock is refused too.
      const future = fake.sign(event, clock + 301_000);
      const tooNew = await post(future.body, future.signature);
      expect(tooNew.status).toBe(400);
      expect(await tooNew.text()).toMatch(/tolerance/);
      expect((await post(good.body, null)).status).toBe(400); // no header
      expect((await post(good.body, 't=123,v1=nothex')).status).toBe(400);
      expect((await post('', good.signature)).status).toBe(400);
      expect((await app.fetch(new Request('http://localhost/_/stripe/webhook'))).status).toBe(405);
      expect((await status('samir_haddad')).membership).toBeNull();
      // Within the tolerance (299 s old) it is taken.
      const recent = fake.sign(event, clock - 299_000);
      expect((await post(recent.body, recent.signature)).status).toBe(200);
      expect((await status('samir_haddad')).membershipStatus).toMatchObject({ membershipType: 'YEARLY', amount: 5000, paymentProvider: 'STRIPE' });
    });

    it('starts the membership once from checkout.session.completed and customer.subscription.created, with Stripe’s card', async () => {
      const maya = await userId('maya_chen');
      const sub = fake.subscribe({ userId: maya, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: clock, periodEnd: clock + 30 * DAY, card: { ...VISA, brand: 'mastercard', last4: '4444' } });
      const before = fake.requests.length;
      const completed = fake.checkoutCompleted(sub, clock);
      expect(await deliver(completed)).toBe(200);
      expect(fake.since(before)).toEqual([{ method: 'GET', path: `/v1/subscriptions/${sub.id}`, params: { 'expand[0]': 'default_payment_method' }, idempotencyKey: null }]);
      expect(await deliver(completed)).toBe(200); // the same event again
      expect(await deliver(fake.subscriptionCreated(sub, clock))).toBe(200); // the same start, told another way
      const now = (await status('maya_chen')).membershipStatus;
      expect(now).toMatchObject({
        membershipType: 'MONTHLY',
        amount: 500,
        currency: 'USD',
        paymentProvider: 'STRIPE',
        currentPeriodEndsAt: clock + 30 * DAY,
        paymentMethod: { kind: 'CARD', cardType: 'MASTERCARD', lastFour: '4444', expirationMonth: 12, expirationYear: 2039 },
      });
      expect(await charges('maya_chen')).toEqual([{ status: 'PAID', amount: 500, chargeRef: sub.latest_invoice }]);
      const count = await store.db.selectFrom('memberships').select('id').where('userId', '=', maya).execute();
      expect(count).toHaveLength(1);
    });

    it('ignores event types it does not use and subscriptions that are not Quire’s (200)', async () => {
      expect(await deliver(fake.other('charge.refunded', { id: 'ch_1', object: 'charge' }, clock))).toBe(200);
      const foreign = fake.subscribe({ userId: 'x', membershipType: 'MONTHLY', amount: 900, interval: 'month', periodStart: clock, periodEnd: clock + 30 * DAY, card: VISA, quire: false });
      expect(await deliver(fake.invoicePaid(foreign, { periodStart: clock, periodEnd: clock + 30 * DAY, amount: 900, at: clock }))).toBe(200);
      expect(await deliver(fake.checkoutCompleted(foreign, clock))).toBe(200);
      const held = await store.db.selectFrom('providerEvents').select('eventId').where('held', '=', true).execute();
      expect(held).toEqual([]);
    });

    it('applies a renewal delivered before its start, and a failure delivered after a later renewal changes nothing', async () => {
      const lena = await userId('lena_fischer');
      const start = clock;
      const end = start + 30 * DAY;
      const sub = fake.subscribe({ userId: lena, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: start, periodEnd: end, card: VISA });
      const failed = fake.invoiceFailed(sub, { periodStart: end, periodEnd: end + 31 * DAY, amount: 500, attempts: 1, at: end + 3_600_000 });
      const renewed = fake.invoicePaid(sub, { periodStart: end, periodEnd: end + 31 * DAY, amount: 500, at: end + 2 * DAY });
      expect(await deliver(renewed)).toBe(200); // before the start: held
      expect(await deliver(renewed)).toBe(200); // and held once
      expect((await status('lena_fischer')).membership).toBeNull();
      expect(await deliver(fake.checkoutCompleted(sub, start))).toBe(200);
      let now = (await status('lena_fischer')).membershipStatus;
      expect(now.currentPeriodEndsAt).toBe(end + 31 * DAY);
      expect(await deliver(failed)).toBe(200); // the earlier failure, delivered late
      now = (await status('lena_fischer')).membershipStatus;
      expect(now).toMatchObject({ currentPeriodEndsAt: end + 31 * DAY, paymentFailedAt: null, hasRecurringPaymentFailedMoreThanOnce: false });
      expect((await charges('lena_fischer')).map((c) => c.status)).toEqual(['PAID', 'FAILED', 'PAID']);
    });

    it('renews, fails, cancels at the period’s end, uncancels and schedules a switch, through Stripe’s API', async () => {
      const theo = await userId('theo_okafor');
      const start = clock;
      const end = start + 30 * DAY;
      const sub = fake.subscribe({ userId: theo, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: start, periodEnd: end, card: VISA });
      expect(await deliver(fake.checkoutCompleted(sub, start))).toBe(200);

      // Renewed at the period's end.
      const end2 = end + 31 * DAY;
      expect(await deliver(fake.invoicePaid(sub, { periodStart: end, periodEnd: end2, amount: 500, at: end }))).toBe(200);
      clock = end + DAY;
      browsers.forget();
      expect((await status('theo_okafor')).membershipStatus).toMatchObject({ currentPeriodEndsAt: end2, paymentFailedAt: null });

      // The next renewal fails twice.
      const end3 = end2 + 30 * DAY;
      clock = end2 + 4 * DAY;
      browsers.forget();
      expect(await deliver(fake.invoiceFailed(sub, { periodStart: end2, periodEnd: end3, amount: 500, attempts: 1, at: end2 + 3_600_000 }))).toBe(200);
      expect(await deliver(fake.invoiceFailed(sub, { periodStart: end2, periodEnd: end3, amount: 500, attempts: 2, at: end2 + 3 * DAY }))).toBe(200);
      let now = (await status('theo_okafor')).membershipStatus;
      expect(now).toMatchObject({ paymentFailedAt: end2 + 3 * DAY, hasRecurringPaymentFailedMoreThanOnce: true });

      // A new card, on Stripe's setup page: made the subscription's, and the unpaid renewal charged with it.
      let before = fake.requests.length;
      const page = (await gql('theo_okafor', 'mutation { updatePaymentMethodCheckout(idempotencyKey: "new-card-0001") { ok code url } }')).data.updatePaymentMethodCheckout;
      expect(page).toMatchObject({ ok: true, url: expect.stringContaining('https://checkout.stripe.com/') });
      expect(fake.since(before).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/subscriptions/${sub.id}`, 'POST /v1/checkout/sessions']);
      expect(fake.since(before)[1]!.params).toMatchObject({
        mode: 'setup',
        currency: 'usd',
        customer: sub.customer,
        'metadata[quire_subscription]': sub.id,
        success_url: 'http://localhost/me/settings/payment/update',
      });
      const { event: setup, paymentMethod } = fake.setupCompleted(sub.id, { brand: 'amex', last4: '0005', expMonth: 8, expYear: 2040 }, clock);
      before = fake.requests.length;
      expect(await deliver(setup)).toBe(200);
      const unpaid = [...fake.invoices.values()].filter((i) => i.parent.subscription_details.subscription === sub.id && i.billing_reason === 'subscription_cycle' && i.paid_with);
      expect(fake.since(before).map((r) => `${r.method} ${r.path}`)).toEqual([
        expect.stringMatching(/^GET \/v1\/setup_intents\/seti_test_/),
        `POST /v1/subscriptions/${sub.id}`,
        'GET /v1/invoices',
        ...unpaid.map((i) => `POST /v1/invoices/${i.id}/pay`),
      ]);
      expect(unpaid).toHaveLength(2);
      expect(fake.since(before)[1]!.params).toEqual({ default_payment_method: paymentMethod.id });
      expect((await status('theo_okafor')).membershipStatus.paymentMethod).toEqual({ kind: 'CARD', cardType: 'AMEX', lastFour: '0005', expirationMonth: 8, expirationYear: 2040 });
      expect(await deliver(fake.invoicePaid(sub, { periodStart: end2, periodEnd: end3, amount: 500, at: clock }))).toBe(200);
      now = (await status('theo_okafor')).membershipStatus;
      expect(now).toMatchObject({ currentPeriodEndsAt: end3, paymentFailedAt: null, hasRecurringPaymentFailedMoreThanOnce: false });

      // Cancel at the period's end, then take it back.
      before = fake.requests.length;
      const cancelled = (await gql('theo_okafor', `mutation { cancelMembership { ${RESULT} } }`)).data.cancelMembership;
      expect(cancelled.status.isCancelled).toBe(true);
      expect(fake.since(before)).toEqual([{ method: 'POST', path: `/v1/subscriptions/${sub.id}`, params: { cancel_at_period_end: 'true' }, idempotencyKey: null }]);
      before = fake.requests.length;
      const uncancelled = (
        await gql('theo_okafor', 'mutation U($id: ID!) { uncancelMembership(input: { membershipId: $id }) { __typename } }', { id: cancelled.status.membershipId })
      ).data.uncancelMembership;
      expect(uncancelled).toEqual({ __typename: 'MutationSuccess' });
      expect(fake.since(before)).toEqual([{ method: 'POST', path: `/v1/subscriptions/${sub.id}`, params: { cancel_at_period_end: 'false' }, idempotencyKey: null }]);
      // Stripe's own report of the cancellation, arriving after Quire took it back, is stale.
      expect(await deliver(fake.subscriptionUpdated({ ...sub, cancel_at_period_end: true }, clock - 1000, { cancel_at_period_end: false }))).toBe(200);
      expect((await status('theo_okafor')).membershipStatus.isCancelled).toBe(false);

      // Switch to Friend yearly from the period's end: a schedule whose second phase is the new plan.
      before = fake.requests.length;
      const switched = (await gql('theo_okafor', `mutation { switchMembershipPlan(membershipType: PREMIUM_YEARLY) { ${RESULT} } }`)).data.switchMembershipPlan;
      expect(switched.status.switchPlanSchedule).toEqual({ startAt: end3, membershipType: 'PREMIUM_YEARLY', price: { amount: 15000, currency: 'USD' } });
      const calls = fake.since(before);
      expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /v1/subscriptions/${sub.id}`,
        'POST /v1/subscription_schedules',
        expect.stringMatching(/^POST \/v1\/subscription_schedules\/sub_sched_test_\d+$/),
      ]);
      expect(calls[1]!.params).toEqual({ from_subscription: sub.id });
      const item = sub.items.data[0]!;
      expect(calls[2]!.params).toEqual({
        end_behavior: 'release',
        proration_behavior: 'none',
        'phases[0][items][0][price]': item.price.id,
        'phases[0][items][0][quantity]': '1',
        'phases[0][start_date]': String(item.current_period_start),
        'phases[0][end_date]': String(item.current_period_end),
        'phases[1][items][0][price_data][currency]': 'usd',
        'phases[1][items][0][price_data][product]': item.price.product,
        'phases[1][items][0][price_data][unit_amount]': '15000',
        'phases[1][items][0][price_data][recurring][interval]': 'year',
        'phases[1][items][0][quantity]': '1',
        'phases[1][duration][interval]': 'year',
        'phases[1][duration][interval_count]': '1',
        'phases[1][proration_behavior]': 'none',
        'phases[1][metadata][quire_membership_type]': 'PREMIUM_YEARLY',
      });

      // The switch happens with the renewal at the period's end.
      const end4 = end3 + 365 * DAY;
      clock = end3 + DAY;
      browsers.forget();
      expect(await deliver(fake.invoicePaid(sub, { reason: 'subscription_update', periodStart: end3, periodEnd: end4, amount: 15000, type: 'PREMIUM_YEARLY', at: end3 }))).toBe(200);
      const after = await status('theo_okafor');
      expect(after.membership.tier).toBe('FRIEND');
      expect(after.membershipStatus).toMatchObject({ membershipType: 'PREMIUM_YEARLY', amount: 15000, currentPeriodEndsAt: end4, switchPlanSchedule: null });
    });

    it('drops a scheduled switch when the membership is cancelled, and ends it when Stripe deletes the subscription', async () => {
      const theo = await userId('theo_okafor');
      const m = await store.db.selectFrom('memberships').selectAll().where('userId', '=', theo).where('endedAt', 'is', null).executeTakeFirstOrThrow();
      const sub = fake.subscriptions.get(m.subscriptionRef)!;
      const switched = (await gql('theo_okafor', `mutation { switchMembershipPlan(membershipType: PREMIUM_MONTHLY) { ok code message } }`)).data.switchMembershipPlan;
      expect(switched).toMatchObject({ ok: true });
      const schedule = sub.schedule as string;
      expect(schedule).toMatch(/^sub_sched_test_/);
      const before = fake.requests.length;
      const cancelled = (await gql('theo_okafor', `mutation { cancelMembership { ${RESULT} } }`)).data.cancelMembership;
      expect(cancelled.status).toMatchObject({ isCancelled: true, switchPlanSchedule: null });
      expect(fake.since(before).map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /v1/subscriptions/${sub.id}`,
        `POST /v1/subscription_schedules/${schedule}/release`,
        `POST /v1/subscriptions/${sub.id}`,
      ]);
      clock = m.currentPeriodEndsAt.getTime() + 1000;
      browsers.forget();
      const deleted = fake.subscriptionDeleted(sub, m.currentPeriodEndsAt.getTime());
      expect(await deliver(deleted)).toBe(200);
      expect(await deliver(deleted)).toBe(200);
      expect((await status('theo_okafor')).membership).toBeNull();
    });

    it('security finding 17: a late invoice.paid for an ended subscription is recorded but moves no period end', async () => {
      const theo = await userId('theo_okafor');
      const ended = await store.db.selectFrom('memberships').selectAll().where('userId', '=', theo).where('subscriptionRef', 'like', 'sub_%').orderBy('startedAt', 'desc').executeTakeFirstOrThrow();
      expect(ended.endedAt).not.toBeNull();
      const sub = fake.subscriptions.get(ended.subscriptionRef)!;
      const periodStart = ended.currentPeriodEndsAt.getTime();
      const late = fake.invoicePaid(sub, { periodStart, periodEnd: periodStart + 30 * DAY, amount: 500, at: clock });
      expect(await deliver(late)).toBe(200);
      const after = await store.db.selectFrom('memberships').selectAll().where('id', '=', ended.id).executeTakeFirstOrThrow();
      expect(after.currentPeriodEndsAt.getTime()).toBe(ended.currentPeriodEndsAt.getTime());
      expect(after.endedAt?.getTime()).toBe(ended.endedAt?.getTime());
      expect((await status('theo_okafor')).membership).toBeNull();
    });

    it('answers 500 when Stripe cannot be read, so the event comes again, and applies it then', async () => {
      const user = await userId('samir_haddad');
      await store.db.updateTable('memberships').set({ endedAt: new Date(clock) }).where('userId', '=', user).where('endedAt', 'is', null).execute();
      const sub = fake.subscribe({ userId: user, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: clock, periodEnd: clock + 30 * DAY, card: VISA });
      const event = fake.checkoutCompleted(sub, clock);
      fake.failPath(`/v1/subscriptions/${sub.id}`);
      const errorsBefore = errors.length;
      expect(await deliver(event)).toBe(500);
      expect(errors.length).toBe(errorsBefore + 1);
      fake.failPath(`/v1/subscriptions/${sub.id}`, false);
      expect(await deliver(event)).toBe(200);
      expect((await status('samir_haddad')).membershipStatus).toMatchObject({ membershipType: 'MONTHLY', paymentProvider: 'STRIPE' });
    });

    it('refuses a second checkout to a member, and the sandbox has no hosted checkout', async () => {
      const again = (await gql('samir_haddad', 'mutation { startMembershipCheckout(membershipType: MONTHLY, idempotencyKey: "second-0001") { ok code } }')).data.startMembershipCheckout;
      expect(again).toEqual({ ok: false, code: 'ALREADY_MEMBER' });
      const sandboxApp = testApp(store, { devSignIn: true, now: () => new Date(clock) });
      const configuration = await sandboxApp.fetch(
        new Request('http://localhost/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ paymentConfiguration { provider hostedCheckout } }' }) }),
      );
      expect(((await configuration.json()) as any).data.paymentConfiguration).toEqual({ provider: 'SANDBOX', hostedCheckout: false });
      expect((await sandboxApp.fetch(new Request('http://localhost/_/stripe/webhook', { method: 'POST', body: '{}' }))).status).toBe(404);
    });
  });
}
