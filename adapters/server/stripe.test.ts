// A membership's life through Stripe, without the internet (the fake of Stripe's API in
// adapters/payments/testing/): each event applied once in any order, the start told two ways, the card
// given on Stripe's setup page, and start → renew → fail → cancel at the period's end → uncancel → a switch
// scheduled for the period's end → the end, through the requests sent to Stripe — on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL. Buying, and the webhook's signatures, are stripe-checkout.test.ts.
import { describe, expect, it } from 'vitest';
import { testStores } from '../postgres/testing/test-stores.ts';
import { DAY, RESULT, stripeSuite, VISA } from './membership/testing/stripe-harness.ts';

for (const factory of testStores()) {
  describe(`memberships through Stripe on ${factory.name} (reader-experience §3, §4, §7)`, () => {
    const suite = stripeSuite(factory);
    const { gql, status, userId, deliver, charges, browsers } = suite;

    it('starts the membership once from checkout.session.completed and customer.subscription.created, with Stripe’s card', async () => {
      const maya = await userId('maya_chen');
      const sub = suite.fake.subscribe({ userId: maya, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: suite.clock, periodEnd: suite.clock + 30 * DAY, card: { ...VISA, brand: 'mastercard', last4: '4444' } });
      const before = suite.fake.requests.length;
      const completed = suite.fake.checkoutCompleted(sub, suite.clock);
      expect(await deliver(completed)).toBe(200);
      expect(suite.fake.since(before)).toEqual([{ method: 'GET', path: `/v1/subscriptions/${sub.id}`, params: { 'expand[0]': 'default_payment_method', 'expand[1]': 'latest_invoice' }, idempotencyKey: null }]);
      expect(await deliver(completed)).toBe(200); // the same event again
      expect(await deliver(suite.fake.subscriptionCreated(sub, suite.clock))).toBe(200); // the same start, told another way
      const now = (await status('maya_chen')).membershipStatus;
      expect(now).toMatchObject({
        membershipType: 'MONTHLY',
        amount: 500,
        currency: 'USD',
        paymentProvider: 'STRIPE',
        currentPeriodEndsAt: suite.clock + 30 * DAY,
        paymentMethod: { kind: 'CARD', cardType: 'MASTERCARD', lastFour: '4444', expirationMonth: 12, expirationYear: 2039 },
      });
      expect(await charges('maya_chen')).toEqual([{ status: 'PAID', amount: 500, chargeRef: sub.latest_invoice }]);
      const count = await suite.store.db.selectFrom('memberships').select('id').where('userId', '=', maya).execute();
      expect(count).toHaveLength(1);
    });

    it('ignores event types it does not use and subscriptions that are not Quire’s (200)', async () => {
      expect(await deliver(suite.fake.other('charge.refunded', { id: 'ch_1', object: 'charge' }, suite.clock))).toBe(200);
      const foreign = suite.fake.subscribe({ userId: 'x', membershipType: 'MONTHLY', amount: 900, interval: 'month', periodStart: suite.clock, periodEnd: suite.clock + 30 * DAY, card: VISA, quire: false });
      expect(await deliver(suite.fake.invoicePaid(foreign, { periodStart: suite.clock, periodEnd: suite.clock + 30 * DAY, amount: 900, at: suite.clock }))).toBe(200);
      expect(await deliver(suite.fake.checkoutCompleted(foreign, suite.clock))).toBe(200);
      const held = await suite.store.db.selectFrom('providerEvents').select('eventId').where('held', '=', true).execute();
      expect(held).toEqual([]);
    });

    it('applies a renewal delivered before its start, and a failure delivered after a later renewal changes nothing', async () => {
      const lena = await userId('lena_fischer');
      const start = suite.clock;
      const end = start + 30 * DAY;
      const sub = suite.fake.subscribe({ userId: lena, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: start, periodEnd: end, card: VISA });
      const failed = suite.fake.invoiceFailed(sub, { periodStart: end, periodEnd: end + 31 * DAY, amount: 500, attempts: 1, at: end + 3_600_000 });
      const renewed = suite.fake.invoicePaid(sub, { periodStart: end, periodEnd: end + 31 * DAY, amount: 500, at: end + 2 * DAY });
      expect(await deliver(renewed)).toBe(200); // before the start: held
      expect(await deliver(renewed)).toBe(200); // and held once
      expect((await status('lena_fischer')).membership).toBeNull();
      expect(await deliver(suite.fake.checkoutCompleted(sub, start))).toBe(200);
      let now = (await status('lena_fischer')).membershipStatus;
      expect(now.currentPeriodEndsAt).toBe(end + 31 * DAY);
      expect(await deliver(failed)).toBe(200); // the earlier failure, delivered late
      now = (await status('lena_fischer')).membershipStatus;
      expect(now).toMatchObject({ currentPeriodEndsAt: end + 31 * DAY, paymentFailedAt: null, hasRecurringPaymentFailedMoreThanOnce: false });
      expect((await charges('lena_fischer')).map((c) => c.status)).toEqual(['PAID', 'FAILED', 'PAID']);
    });

    it('renews, fails, cancels at the period’s end, uncancels and schedules a switch, through Stripe’s API', async () => {
      const theo = await userId('theo_okafor');
      const start = suite.clock;
      const end = start + 30 * DAY;
      const sub = suite.fake.subscribe({ userId: theo, membershipType: 'MONTHLY', amount: 500, interval: 'month', periodStart: start, periodEnd: end, card: VISA });
      expect(await deliver(suite.fake.checkoutCompleted(sub, start))).toBe(200);

      // Renewed at the period's end.
      const end2 = end + 31 * DAY;
      expect(await deliver(suite.fake.invoicePaid(sub, { periodStart: end, periodEnd: end2, amount: 500, at: end }))).toBe(200);
      suite.clock = end + DAY;
      browsers.forget();
      expect((await status('theo_okafor')).membershipStatus).toMatchObject({ currentPeriodEndsAt: end2, paymentFailedAt: null });

      // The next renewal fails twice.
      const end3 = end2 + 30 * DAY;
      suite.clock = end2 + 4 * DAY;
      browsers.forget();
      expect(await deliver(suite.fake.invoiceFailed(sub, { periodStart: end2, periodEnd: end3, amount: 500, attempts: 1, at: end2 + 3_600_000 }))).toBe(200);
      expect(await deliver(suite.fake.invoiceFailed(sub, { periodStart: end2, periodEnd: end3, amount: 500, attempts: 2, at: end2 + 3 * DAY }))).toBe(200);
      let now = (await status('theo_okafor')).membershipStatus;
      expect(now).toMatchObject({ paymentFailedAt: end2 + 3 * DAY, hasRecurringPaymentFailedMoreThanOnce: true });

      // A new card, on Stripe's setup page: made the subscription's, and the unpaid renewal charged with it.
      let before = suite.fake.requests.length;
      const page = (await gql('theo_okafor', 'mutation { updatePaymentMethodCheckout(idempotencyKey: "new-card-0001") { ok code url } }')).data.updatePaymentMethodCheckout;
      expect(page).toMatchObject({ ok: true, url: expect.stringContaining('https://checkout.stripe.com/') });
      expect(suite.fake.since(before).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/subscriptions/${sub.id}`, 'POST /v1/checkout/sessions']);
      expect(suite.fake.since(before)[1]!.params).toMatchObject({
        mode: 'setup',
        currency: 'usd',
        customer: sub.customer,
        'metadata[quire_subscription]': sub.id,
        success_url: 'http://localhost/me/settings/payment/update',
      });
      const { event: setup, paymentMethod } = suite.fake.setupCompleted(sub.id, { brand: 'amex', last4: '0005', expMonth: 8, expYear: 2040 }, suite.clock);
      before = suite.fake.requests.length;
      expect(await deliver(setup)).toBe(200);
      const unpaid = [...suite.fake.invoices.values()].filter((i) => i.parent.subscription_details.subscription === sub.id && i.billing_reason === 'subscription_cycle' && i.paid_with);
      expect(suite.fake.since(before).map((r) => `${r.method} ${r.path}`)).toEqual([
        expect.stringMatching(/^GET \/v1\/setup_intents\/seti_test_/),
        `POST /v1/subscriptions/${sub.id}`,
        'GET /v1/invoices',
        ...unpaid.map((i) => `POST /v1/invoices/${i.id}/pay`),
      ]);
      expect(unpaid).toHaveLength(2);
      expect(suite.fake.since(before)[1]!.params).toEqual({ default_payment_method: paymentMethod.id });
      expect((await status('theo_okafor')).membershipStatus.paymentMethod).toEqual({ kind: 'CARD', cardType: 'AMEX', lastFour: '0005', expirationMonth: 8, expirationYear: 2040 });
      expect(await deliver(suite.fake.invoicePaid(sub, { periodStart: end2, periodEnd: end3, amount: 500, at: suite.clock }))).toBe(200);
      now = (await status('theo_okafor')).membershipStatus;
      expect(now).toMatchObject({ currentPeriodEndsAt: end3, paymentFailedAt: null, hasRecurringPaymentFailedMoreThanOnce: false });

      // Cancel at the period's end, then take it back.
      before = suite.fake.requests.length;
      const cancelled = (await gql('theo_okafor', `mutation { cancelMembership { ${RESULT} } }`)).data.cancelMembership;
      expect(cancelled.status.isCancelled).toBe(true);
      expect(suite.fake.since(before)).toEqual([{ method: 'POST', path: `/v1/subscriptions/${sub.id}`, params: { cancel_at_period_end: 'true' }, idempotencyKey: null }]);
      before = suite.fake.requests.length;
      const uncancelled = (
        await gql('theo_okafor', 'mutation U($id: ID!) { uncancelMembership(input: { membershipId: $id }) { __typename } }', { id: cancelled.status.membershipId })
      ).data.uncancelMembership;
      expect(uncancelled).toEqual({ __typename: 'MutationSuccess' });
      expect(suite.fake.since(before)).toEqual([{ method: 'POST', path: `/v1/subscriptions/${sub.id}`, params: { cancel_at_period_end: 'false' }, idempotencyKey: null }]);
      // Stripe's own report of the cancellation, arriving after Quire took it back, is stale.
      expect(await deliver(suite.fake.subscriptionUpdated({ ...sub, cancel_at_period_end: true }, suite.clock - 1000, { cancel_at_period_end: false }))).toBe(200);
      expect((await status('theo_okafor')).membershipStatus.isCancelled).toBe(false);

      // Switch to Friend yearly from the period's end: a schedule whose second phase is the new plan.
      before = suite.fake.requests.length;
      const switched = (await gql('theo_okafor', `mutation { switchMembershipPlan(membershipType: PREMIUM_YEARLY) { ${RESULT} } }`)).data.switchMembershipPlan;
      expect(switched.status.switchPlanSchedule).toEqual({ startAt: end3, membershipType: 'PREMIUM_YEARLY', price: { amount: 15000, currency: 'USD' } });
      const calls = suite.fake.since(before);
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
      suite.clock = end3 + DAY;
      browsers.forget();
      expect(await deliver(suite.fake.invoicePaid(sub, { reason: 'subscription_update', periodStart: end3, periodEnd: end4, amount: 15000, type: 'PREMIUM_YEARLY', at: end3 }))).toBe(200);
      const after = await status('theo_okafor');
      expect(after.membership.tier).toBe('FRIEND');
      expect(after.membershipStatus).toMatchObject({ membershipType: 'PREMIUM_YEARLY', amount: 15000, currentPeriodEndsAt: end4, switchPlanSchedule: null });
    });

    it('drops a scheduled switch when the membership is cancelled, and ends it when Stripe deletes the subscription', async () => {
      const theo = await userId('theo_okafor');
      const m = await suite.store.db.selectFrom('memberships').selectAll().where('userId', '=', theo).where('endedAt', 'is', null).executeTakeFirstOrThrow();
      const sub = suite.fake.subscriptions.get(m.subscriptionRef)!;
      const switched = (await gql('theo_okafor', `mutation { switchMembershipPlan(membershipType: PREMIUM_MONTHLY) { ok code message } }`)).data.switchMembershipPlan;
      expect(switched).toMatchObject({ ok: true });
      const schedule = sub.schedule as string;
      expect(schedule).toMatch(/^sub_sched_test_/);
      const before = suite.fake.requests.length;
      const cancelled = (await gql('theo_okafor', `mutation { cancelMembership { ${RESULT} } }`)).data.cancelMembership;
      expect(cancelled.status).toMatchObject({ isCancelled: true, switchPlanSchedule: null });
      expect(suite.fake.since(before).map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /v1/subscriptions/${sub.id}`,
        `POST /v1/subscription_schedules/${schedule}/release`,
        `POST /v1/subscriptions/${sub.id}`,
      ]);
      suite.clock = m.currentPeriodEndsAt.getTime() + 1000;
      browsers.forget();
      const deleted = suite.fake.subscriptionDeleted(sub, m.currentPeriodEndsAt.getTime());
      expect(await deliver(deleted)).toBe(200);
      expect(await deliver(deleted)).toBe(200);
      expect((await status('theo_okafor')).membership).toBeNull();
    });

    it('security finding 17: a late invoice.paid for an ended subscription is recorded but moves no period end', async () => {
      const theo = await userId('theo_okafor');
      const ended = await suite.store.db.selectFrom('memberships').selectAll().where('userId', '=', theo).where('subscriptionRef', 'like', 'sub_%').orderBy('startedAt', 'desc').executeTakeFirstOrThrow();
      expect(ended.endedAt).not.toBeNull();
      const sub = suite.fake.subscriptions.get(ended.subscriptionRef)!;
      const periodStart = ended.currentPeriodEndsAt.getTime();
      const late = suite.fake.invoicePaid(sub, { periodStart, periodEnd: periodStart + 30 * DAY, amount: 500, at: suite.clock });
      expect(await deliver(late)).toBe(200);
      const after = await suite.store.db.selectFrom('memberships').selectAll().where('id', '=', ended.id).executeTakeFirstOrThrow();
      expect(after.currentPeriodEndsAt.getTime()).toBe(ended.currentPeriodEndsAt.getTime());
      expect(after.endedAt?.getTime()).toBe(ended.endedAt?.getTime());
      expect((await status('theo_okafor')).membership).toBeNull();
    });
  });
}
