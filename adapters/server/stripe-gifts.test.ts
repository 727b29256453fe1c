// Issue 23 with Stripe configured, against the fake of Stripe's API, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: a gift and a group gift paid on Stripe's Checkout page (the order made once from
// checkout.session.completed, however often Stripe delivers it, its code mailed and redeemable once), a delayed
// payment that completes later, the /discount offer as a coupon on the yearly plan's first invoice (the membership
// records its discount and renews at the regular price), and a cancellation discount put on the subscription as a
// coupon for a year of payments.
import { describe, expect, it } from 'vitest';
import { testStores } from '../postgres/testing/test-stores.ts';
import { DAY, stripeSuite, VISA } from './membership/testing/stripe-harness.ts';

const START = `mutation G($input: GiftCheckoutInput!) { startGiftCheckout(input: $input) { ok code message fieldErrors { field message } url } }`;
const REDEEM = `mutation R($code: String!) { redeemGift(code: $code) { ok code message status { paymentProvider membershipType } } }`;
const DISCOUNT = `mutation D($k: String!) { startDiscountedMembershipCheckout(idempotencyKey: $k) { ok code message url } }`;
const PLAN = 'membershipType amount paymentProvider planV2 { discount { numCycles regularPrice { amount } } }';
const giftInput = (over: Record<string, unknown> = {}) => ({
  giftType: 'gift',
  quantity: 1,
  recipientEmail: 'friend@example.com',
  recipientName: 'Ada',
  senderName: 'Grace',
  message: 'A year of reading, from me.',
  sendOn: '',
  newMembersOnly: false,
  idempotencyKey: 'gift-stripe-0001',
  ...over,
});
const sessionOf = (url: string) => /\/c\/pay\/(cs_test_\d+)$/.exec(url)![1]!;

for (const factory of testStores()) {
  describe(`gifts and discounts through Stripe on ${factory.name} (issue 23; reader-experience §9)`, () => {
    const suite = stripeSuite(factory);
    const { gql, userId, deliver } = suite;
    /** Readers who were never members, in a stable order. */
    const readers = async () =>
      (
        await suite.store.db
          .selectFrom('users')
          .select('username')
          .where((eb) => eb.not(eb.exists(eb.selectFrom('memberships').select('id').whereRef('memberships.userId', '=', 'users.id'))))
          .orderBy('username')
          .limit(12)
          .execute()
      ).map((r) => r.username);
    const orders = async (purchaser: string) =>
      suite.store.db.selectFrom('giftOrders').selectAll().where('purchaserId', '=', await userId(purchaser)).orderBy('createdAt').execute();

    it('sells a gift on Stripe’s page, makes its order once from the completed session, mails the code, and it is redeemed once', async () => {
      const [buyer, redeemer, second] = (await readers()) as [string, string, string];
      const buyerId = await userId(buyer);
      // Card fields are refused: gifts are paid on Stripe's page.
      const withCard = await gql(buyer, `mutation B($input: BuyGiftInput!) { buyGift(input: $input) { ok code } }`, {
        input: { ...giftInput(), card: { number: '4242 4242 4242 4242', expirationDate: '12/39', cvv: '123', postalCode: '10115' } },
      });
      expect(withCard.data.buyGift).toEqual({ ok: false, code: 'hosted_checkout_required' });
      const bad = (await gql(buyer, START, { input: giftInput({ recipientEmail: 'nope', idempotencyKey: 'gift-stripe-bad1' }) })).data.startGiftCheckout;
      expect(bad).toMatchObject({ ok: false, code: 'INVALID_GIFT', url: null });
      expect(bad.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['recipientEmail']);

      const before = suite.fake.requests.length;
      const started = (await gql(buyer, START, { input: giftInput() })).data.startGiftCheckout;
      expect(started).toMatchObject({ ok: true, code: null, url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });
      const [request] = suite.fake.since(before);
      const checkout = await suite.store.db.selectFrom('giftCheckouts').selectAll().where('purchaserId', '=', buyerId).executeTakeFirstOrThrow();
      expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', idempotencyKey: `quire-gift-${buyerId}:gift-stripe-0001` });
      expect(request!.params).toMatchObject({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '5000',
        'line_items[0][price_data][product_data][name]': 'A year of Quire membership',
        'metadata[quire_gift_checkout]': checkout.id,
        'payment_intent_data[metadata][quire_gift_checkout]': checkout.id,
        success_url: 'http://localhost/gift?paid=1',
        cancel_url: 'http://localhost/gift-checkout',
      });
      // The same key: the same page, one checkout kept; nothing is ordered before Stripe says it is paid.
      expect((await gql(buyer, START, { input: giftInput() })).data.startGiftCheckout.url).toBe(started.url);
      expect(await suite.store.db.selectFrom('giftCheckouts').select('id').where('purchaserId', '=', buyerId).execute()).toHaveLength(1);
      expect(await orders(buyer)).toHaveLength(0);

      const paid = suite.fake.paymentCompleted(sessionOf(started.url), suite.clock);
      expect(await deliver(paid)).toBe(200);
      expect(await deliver(paid)).toBe(200); // Stripe delivers again: nothing more
      const [order, ...more] = await orders(buyer);
      expect(more).toHaveLength(0);
      expect(order).toMatchObject({ provider: 'STRIPE', giftType: 'gift', amount: 5000, currency: 'USD', chargeRef: expect.stringMatching(/^pi_test_/), message: 'A year of reading, from me.' });
      expect((await suite.store.db.selectFrom('giftCheckouts').select('orderId').where('id', '=', checkout.id).executeTakeFirstOrThrow()).orderId).toBe(order!.id);
      const mails = await suite.store.db.selectFrom('mailDeliveries').selectAll().where('key', 'like', `gift:${order!.id}:%`).execute();
      expect(mails.map((m) => m.key).sort()).toEqual([`gift:${order!.id}:buyer`, `gift:${order!.id}:recipient`]);
      const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(mails.find((m) => m.key.endsWith(':recipient'))!.textBody)![0];

      expect((await gql(redeemer, REDEEM, { code })).data.redeemGift).toMatchObject({ ok: true, status: { paymentProvider: 'GIFT', membershipType: 'YEARLY' } });
      expect((await gql(second, REDEEM, { code })).data.redeemGift).toMatchObject({ ok: false, code: 'ALREADY_USED' });
    });

    it('a group gift charges its quantity; a delayed payment orders nothing until Stripe says it succeeded; sessions not Quire’s are ignored', async () => {
      const buyer = (await readers())[5]!;
      const group = (await gql(buyer, START, { input: giftInput({ giftType: 'group-gift', quantity: 3, idempotencyKey: 'group-stripe-01' }) })).data.startGiftCheckout;
      expect(group.ok).toBe(true);
      const session = suite.fake.sessions.get(sessionOf(group.url))!;
      expect(session.params).toMatchObject({ 'line_items[0][quantity]': '3', cancel_url: 'http://localhost/group-gift' });
      expect(session.amount_total).toBe(15_000);
      // A bank debit: the session completes unpaid first.
      expect(await deliver(suite.fake.paymentCompleted(session.id, suite.clock, { paymentStatus: 'unpaid' }))).toBe(200);
      expect(await orders(buyer)).toHaveLength(0);
      expect(await deliver(suite.fake.asyncPaymentSucceeded(session.id, suite.clock))).toBe(200);
      const [order] = await orders(buyer);
      expect(order).toMatchObject({ giftType: 'group-gift', quantity: 3, amount: 15_000 });
      expect(await suite.store.db.selectFrom('giftCodes').select('code').where('orderId', '=', order!.id).execute()).toHaveLength(3);

      // Another app's payment on the same Stripe account: answered 200, nothing made.
      const foreign = suite.fake.other('checkout.session.completed', { id: 'cs_other', object: 'checkout.session', mode: 'payment', payment_status: 'paid', currency: 'usd', amount_total: 100, metadata: { quire_gift_checkout: 'giftco_nope' } }, suite.clock);
      expect(await deliver(foreign)).toBe(200);
      expect(await orders(buyer)).toHaveLength(1);
    });

    it('sells /discount on Stripe’s page: the yearly plan with a coupon on its first invoice; the membership records the discount and renews at the regular price', async () => {
      const reader = (await readers())[7]!;
      const id = await userId(reader);
      const before = suite.fake.requests.length;
      const page = (await gql(reader, DISCOUNT, { k: 'discount-stripe-1' })).data.startDiscountedMembershipCheckout;
      expect(page).toMatchObject({ ok: true, url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });
      const [coupon, session] = suite.fake.since(before);
      expect(coupon).toMatchObject({ method: 'POST', path: '/v1/coupons', params: { id: 'quire-2500-usd-off-once', amount_off: '2500', currency: 'usd', duration: 'once' } });
      expect(session!.params).toMatchObject({
        mode: 'subscription',
        'line_items[0][price_data][unit_amount]': '5000',
        'line_items[0][price_data][recurring][interval]': 'year',
        'discounts[0][coupon]': 'quire-2500-usd-off-once',
        'subscription_data[metadata][quire_discount_cycles]': '1',
        success_url: 'http://localhost/welcome-member',
        cancel_url: 'http://localhost/discount',
      });
      expect(suite.fake.sessions.get(sessionOf(page.url))!.amount_total).toBe(2500);
      // Another reader's checkout finds the coupon there (Stripe: resource_already_exists) and uses it.
      const other = (await readers())[8]!;
      expect((await gql(other, DISCOUNT, { k: 'discount-stripe-2' })).data.startDiscountedMembershipCheckout.ok).toBe(true);
      expect(suite.fake.coupons.size).toBe(1);

      const start = suite.clock;
      const sub = suite.fake.subscribe({ userId: id, membershipType: 'YEARLY', amount: 5000, interval: 'year', periodStart: start, periodEnd: start + 365 * DAY, card: VISA, discount: { coupon: 'quire-2500-usd-off-once', cycles: 1 } });
      expect(await deliver(suite.fake.checkoutCompleted(sub, start))).toBe(200);
      const status = (await gql(reader, `query { viewer { membershipStatus { ${PLAN} } } }`)).data.viewer.membershipStatus;
      expect(status).toEqual({ membershipType: 'YEARLY', amount: 2500, paymentProvider: 'STRIPE', planV2: { discount: { numCycles: 1, regularPrice: { amount: 5000 } } } });
      expect((await suite.charges(reader)).map((c) => c.amount)).toEqual([2500]);
      expect(await deliver(suite.fake.invoicePaid(sub, { periodStart: start + 365 * DAY, periodEnd: start + 730 * DAY, amount: 5000, at: start + 365 * DAY }))).toBe(200);
      expect((await suite.charges(reader)).map((c) => c.amount)).toEqual([2500, 5000]);
      // A member is refused the offer.
      expect((await gql(reader, DISCOUNT, { k: 'discount-stripe-3' })).data.startDiscountedMembershipCheckout).toMatchObject({ ok: false, code: 'ALREADY_MEMBER', url: null });
    });

    it('offers the cancellation discounts to a Stripe member and puts the one taken on the subscription as a coupon for a year of payments', async () => {
      const reader = (await readers())[9]!;
      const id = await userId(reader);
      const sub = suite.fake.subscribe({ userId: id, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: suite.clock, periodEnd: suite.clock + 30 * DAY, card: VISA });
      expect(await deliver(suite.fake.checkoutCompleted(sub, suite.clock))).toBe(200);
      const offer = (await gql(reader, 'query { cancellationOffer(reason: COSTS) { ok offer { percentOff price { amount } numCycles } } }')).data.cancellationOffer;
      expect(offer).toEqual({ ok: true, offer: { percentOff: 50, price: { amount: 250 }, numCycles: 12 } });
      const before = suite.fake.requests.length;
      const kept = (await gql(reader, `mutation { cancelMembershipWithReason(reason: COSTS, acceptDiscount: true) { ok discounted status { ${PLAN} } } }`)).data.cancelMembershipWithReason;
      expect(kept).toMatchObject({ ok: true, discounted: true, status: { planV2: { discount: { numCycles: 12, regularPrice: { amount: 500 } } } } });
      const [coupon, update] = suite.fake.since(before);
      expect(coupon).toMatchObject({ path: '/v1/coupons', params: { id: 'quire-250-usd-off-12m', amount_off: '250', currency: 'usd', duration: 'repeating', duration_in_months: '12' } });
      expect(update).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${sub.id}`, params: { 'discounts[0][coupon]': 'quire-250-usd-off-12m' } });
      expect(suite.fake.subscriptions.get(sub.id)!.discounts[0].coupon.id).toBe('quire-250-usd-off-12m');
    });
  });
}
