// Buying a membership through Stripe, without the internet (the fake of Stripe's API in
// adapters/payments/testing/): the hosted checkout's address, the webhook's signature verification (raw body,
// 300 s tolerance; every refusal a 4xx), a 500 when Stripe or the store cannot be read (so Stripe retries),
// and a second checkout refused to a member — on PGlite and (with TEST_DATABASE_URL) PostgreSQL. The
// subscription's life after its start is stripe.test.ts.
import { describe, expect, it } from 'vitest';
import { stripeProvider } from '../payments/stripe.provider.ts';
import { fakeStripe } from '../payments/testing/fake-stripe.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import { serveStripeWebhook } from './membership/stripe-webhook.route.ts';
import { DAY, RESULT, SECRET, stripeSuite, VISA } from './membership/testing/stripe-harness.ts';
import { testApp } from './testing/test-app.ts';

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
      applyPlatformEvent: async () => {},
      now: () => new Date(now),
      logError: (_: unknown, context: string) => void logged.push(context),
    };
    expect((await serveStripeWebhook(request(), deps)).status).toBe(500);
    expect(logged).toHaveLength(1);
    expect((await serveStripeWebhook(request(), { ...deps, stripe: null })).status).toBe(404);

    // Issue 23: a reversed payout's transfer that cannot be recorded is a 500 too (Stripe delivers it again).
    const reversal = fake.sign(fake.other('transfer.reversed', { id: 'tr_1', object: 'transfer', reversed: true, amount: 500, amount_reversed: 500 }, now), now);
    const applied: string[] = [];
    const platformDeps = {
      ...deps,
      applyEvent: async () => 'applied' as const,
      applyPlatformEvent: async (event: { type: string }) => {
        applied.push(event.type);
        throw new Error('connection terminated');
      },
    };
    const reversed = new Request('http://localhost/_/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': reversal.signature }, body: reversal.body });
    expect((await serveStripeWebhook(reversed, platformDeps)).status).toBe(500);
    expect(applied).toEqual(['payout_reversed']);
  });
});

for (const factory of testStores()) {
  describe(`buying a membership through Stripe on ${factory.name} (reader-experience §3, §7)`, () => {
    const suite = stripeSuite(factory);
    const { gql, status, userId, post, deliver } = suite;

    it('tells the payment page to use the hosted checkout, and refuses card fields in Stripe mode', async () => {
      expect((await gql(null, 'query { paymentConfiguration { provider hostedCheckout } }')).data.paymentConfiguration).toEqual({ provider: 'STRIPE', hostedCheckout: true });
      const withCard = await gql('samir_haddad', `mutation B($input: StartMembershipInput!) { startMembership(input: $input) { ${RESULT} } }`, {
        input: { membershipType: 'MONTHLY', card: { number: '4242 4242 4242 4242', expirationDate: '12/39', cvv: '123', postalCode: '10115' }, idempotencyKey: 'card-fields-1' },
      });
      expect(withCard.data.startMembership).toMatchObject({ ok: false, code: 'hosted_checkout_required' });
      expect(suite.fake.requests).toHaveLength(0);
    });

    it('gives the Checkout page’s address, carrying the reader and the plan at core’s price; the same key gives the same page', async () => {
      const samir = await userId('samir_haddad');
      const before = suite.fake.requests.length;
      const mutation = 'mutation C($t: MembershipType!, $k: String!) { startMembershipCheckout(membershipType: $t, idempotencyKey: $k) { ok code message url } }';
      const first = (await gql('samir_haddad', mutation, { t: 'YEARLY', k: 'checkout-0001' })).data.startMembershipCheckout;
      expect(first).toMatchObject({ ok: true, code: null, url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });
      const [request] = suite.fake.since(before);
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
        success_url: 'http://localhost/welcome-member',
        cancel_url: 'http://localhost/plans',
      });
      const again = (await gql('samir_haddad', mutation, { t: 'YEARLY', k: 'checkout-0001' })).data.startMembershipCheckout;
      expect(again.url).toBe(first.url);
      const signedOut = await gql(null, mutation, { t: 'YEARLY', k: 'checkout-0002' });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe('FORBIDDEN'); // no session, no xsrf token: nothing runs
    });

    it('refuses every delivery whose signature does not hold with a 4xx, never a 5xx', async () => {
      const sub = suite.fake.subscribe({ userId: await userId('samir_haddad'), membershipType: 'YEARLY', amount: 5000, interval: 'year', periodStart: suite.clock, periodEnd: suite.clock + 365 * DAY, card: VISA });
      const event = suite.fake.checkoutCompleted(sub, suite.clock);
      const good = suite.fake.sign(event, suite.clock);
      expect((await post(good.body.replace('"subscription"', '"subscription" '), good.signature)).status).toBe(400); // tampered: one space more
      expect((await post(good.body, suite.fake.sign(event, suite.clock, 'whsec_someone_else').signature)).status).toBe(400); // wrong secret
      const old = suite.fake.sign(event, suite.clock - 301_000);
      const tooOld = await post(old.body, old.signature);
      expect(tooOld.status).toBe(400);
      expect(await tooOld.text()).toMatch(/tolerance/);
      // security finding 17: a signature dated beyond the tolerance ahead of the server's suite.clock is refused too.
      const future = suite.fake.sign(event, suite.clock + 301_000);
      const tooNew = await post(future.body, future.signature);
      expect(tooNew.status).toBe(400);
      expect(await tooNew.text()).toMatch(/tolerance/);
      expect((await post(good.body, null)).status).toBe(400); // no header
      expect((await post(good.body, 't=123,v1=nothex')).status).toBe(400);
      expect((await post('', good.signature)).status).toBe(400);
      expect((await suite.app.fetch(new Request('http://localhost/_/stripe/webhook'))).status).toBe(405);
      expect((await status('samir_haddad')).membership).toBeNull();
      // Within the tolerance (299 s old) it is taken.
      const recent = suite.fake.sign(event, suite.clock - 299_000);
      expect((await post(recent.body, recent.signature)).status).toBe(200);
      expect((await status('samir_haddad')).membershipStatus).toMatchObject({ membershipType: 'YEARLY', amount: 5000, paymentProvider: 'STRIPE' });
    });

    it('answers 500 when Stripe cannot be read, so the event comes again, and applies it then', async () => {
      const user = await userId('samir_haddad');
      await suite.store.db.updateTable('memberships').set({ endedAt: new Date(suite.clock) }).where('userId', '=', user).where('endedAt', 'is', null).execute();
      const sub = suite.fake.subscribe({ userId: user, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: suite.clock, periodEnd: suite.clock + 30 * DAY, card: VISA });
      const event = suite.fake.checkoutCompleted(sub, suite.clock);
      suite.fake.failPath(`/v1/subscriptions/${sub.id}`);
      const errorsBefore = suite.errors.length;
      expect(await deliver(event)).toBe(500);
      expect(suite.errors.length).toBe(errorsBefore + 1);
      suite.fake.failPath(`/v1/subscriptions/${sub.id}`, false);
      expect(await deliver(event)).toBe(200);
      expect((await status('samir_haddad')).membershipStatus).toMatchObject({ membershipType: 'MONTHLY', paymentProvider: 'STRIPE' });
    });

    it('refuses a second checkout to a member, and the sandbox has no hosted checkout', async () => {
      const again = (await gql('samir_haddad', 'mutation { startMembershipCheckout(membershipType: MONTHLY, idempotencyKey: "second-0001") { ok code } }')).data.startMembershipCheckout;
      expect(again).toEqual({ ok: false, code: 'ALREADY_MEMBER' });
      const sandboxApp = testApp(suite.store, { devSignIn: true, now: () => new Date(suite.clock) });
      const configuration = await sandboxApp.fetch(
        new Request('http://localhost/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ paymentConfiguration { provider hostedCheckout } }' }) }),
      );
      expect(((await configuration.json()) as any).data.paymentConfiguration).toEqual({ provider: 'SANDBOX', hostedCheckout: false });
      expect((await sandboxApp.fetch(new Request('http://localhost/_/stripe/webhook', { method: 'POST', body: '{}' }))).status).toBe(404);
    });
  });
}
