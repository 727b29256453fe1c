// Memberships through the fetch handler: plans, buying with the sandbox's test cards, locked
// stories opening for members, switching plan at the period's end, renewals, failures and a new card,
// cancelling and reactivating, provider events applied once in any order, and banner flags — on PGlite
// and (with TEST_DATABASE_URL) PostgreSQL. The clock is the test's own, moved forward as a month would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../postgres/payments.sandbox.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, SignedInBrowsers, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const DAY = 86_400_000;
const STATUS = `membershipId membershipType amount currency isCancelled currentPeriodEndsAt paymentProvider paymentFailedAt
  hasRecurringPaymentFailedMoreThanOnce hasCreditCardExpired switchPlanSchedule { startAt membershipType price { amount currency } }
  paymentMethod { kind cardType lastFour expirationMonth expirationYear }`;
const RESULT = `ok code message fieldErrors { field message } status { ${STATUS} }`;
const card = (number: string, expirationDate = '12/39') => ({ number, expirationDate, cvv: '123', postalCode: '10115' });

for (const factory of testStores()) {
  describe(`memberships on ${factory.name} (reader-experience §3, §4, §7, §9)`, () => {
    let store: Store;
    let app: App;
    let clock = seedNow().getTime();
    const browsers = new SignedInBrowsers(() => app);

    const gql = async (as: string | null, query: string, variables: Record<string, unknown> = {}) => {
      const response = await (await browsers.as(as)).graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    const buy = (as: string, membershipType: string, number: string, key: string) =>
      gql(as, `mutation B($input: StartMembershipInput!) { startMembership(input: $input) { ${RESULT} } }`, {
        input: { membershipType, card: card(number), idempotencyKey: key },
      }).then((r) => r.data.startMembership);
    const status = (as: string) => gql(as, `query { viewer { membership { tier memberSince friendSince } membershipStatus { ${STATUS} } hasPastMemberships } }`).then((r) => r.data.viewer);
    const advanceTo = async (at: number) => {
      clock = at;
      await app.membership.tick();
      // Sessions expire as the clock moves on: sign in afresh.
      browsers.forget();
    };

    beforeAll(async () => {
      store = await factory.open();
      clock = seedNow().getTime();
      app = testApp(store, { devSignIn: true, now: () => new Date(clock) });
    });
    afterAll(async () => {
      await store.close();
    });

    it('lists the plans at the spec’s prices, and refuses a currency it has no prices in', async () => {
      const plans = (await gql(null, 'query { membershipPlans { membershipType tier billingPeriod price { amount currency } } }')).data.membershipPlans;
      expect(plans).toEqual([
        { membershipType: 'MONTHLY', tier: 'MEMBER', billingPeriod: 'MONTHLY', price: { amount: 500, currency: 'USD' } },
        { membershipType: 'YEARLY', tier: 'MEMBER', billingPeriod: 'ANNUAL', price: { amount: 5000, currency: 'USD' } },
        { membershipType: 'PREMIUM_MONTHLY', tier: 'FRIEND', billingPeriod: 'MONTHLY', price: { amount: 1500, currency: 'USD' } },
        { membershipType: 'PREMIUM_YEARLY', tier: 'FRIEND', billingPeriod: 'ANNUAL', price: { amount: 15000, currency: 'USD' } },
      ]);
      const bogus = await gql(null, 'query { membershipPlans(currency: "EUR") { membershipType } }');
      expect(bogus.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('serves the plans and the landing to anyone, and sends a visitor to sign in before paying', async () => {
      const get = async (path: string, as: string | null = null) => (await browsers.as(as)).fetch(path, { redirect: 'manual' });
      for (const path of ['/plans', '/membership', '/upgrade']) expect((await get(path)).status).toBe(200);
      const pay = await get('/payment?membershipType=PREMIUM_MONTHLY&redirect=%2F');
      expect(pay.status).toBe(302);
      expect(pay.headers.get('location')).toBe('/m/signin?redirect=%2Fpayment%3FmembershipType%3DPREMIUM_MONTHLY%26redirect%3D%252F');
      const signedIn = await get('/payment?membershipType=PREMIUM_MONTHLY', 'samir_haddad');
      expect(signedIn.status).toBe(200);
      expect(await signedIn.text()).toContain('<h1 id="payment-title" class="plans__title">Become a Friend</h1>');
      expect((await get('/plans/confirmation/YEARLY')).status).toBe(302);
    });

    it('checks the card’s fields first, then passes on the sandbox’s refusals in the reader’s words', async () => {
      const fields = await gql('lena_fischer', `mutation B($input: StartMembershipInput!) { startMembership(input: $input) { ${RESULT} } }`, {
        input: { membershipType: 'YEARLY', card: { number: '42', expirationDate: '13/99', cvv: 'x', postalCode: '' }, idempotencyKey: 'fields-0001' },
      });
      expect(fields.data.startMembership.code).toBe('INVALID_CARD');
      expect(fields.data.startMembership.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['cvv', 'expirationDate', 'number', 'postalCode']);
      expect(await buy('lena_fischer', 'YEARLY', SANDBOX_CARDS.declined, 'declined-0001')).toMatchObject({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
      expect(await buy('lena_fischer', 'YEARLY', SANDBOX_CARDS.expired, 'expired-0001')).toMatchObject({ ok: false, code: 'expired_card', message: 'Your card has expired.' });
      expect((await status('lena_fischer')).membership).toBeNull();
    });

    it('makes a member of a reader who pays, opens locked stories to them, and keeps the charge in the billing history', async () => {
      const locked = (await store.db.selectFrom('posts').select('id').where('isLocked', '=', true).where('publishedAt', 'is not', null).limit(1).executeTakeFirstOrThrow()).id;
      const lena = (await store.db.selectFrom('users').select('id').where('username', '=', 'lena_fischer').executeTakeFirstOrThrow()).id;
      const notHers = (await store.db.selectFrom('posts').select('id').where('isLocked', '=', true).where('creatorId', '<>', lena).where('publishedAt', 'is not', null).limit(1).executeTakeFirstOrThrow()).id;
      const read = (as: string | null) => gql(as, 'query P($id: ID!) { post(id: $id) { content { isLockedPreviewOnly } } }', { id: notHers }).then((r) => r.data.post.content.isLockedPreviewOnly);
      expect(locked).toBeTruthy();
      expect(await read('lena_fischer')).toBe(true);

      const bought = await buy('lena_fischer', 'YEARLY', SANDBOX_CARDS.success, 'lena-yearly-0001');
      expect(bought).toMatchObject({ ok: true, status: { membershipType: 'YEARLY', amount: 5000, currency: 'USD', isCancelled: false, paymentProvider: 'SANDBOX' } });
      expect(bought.status.paymentMethod).toEqual({ kind: 'CARD', cardType: 'VISA', lastFour: '4242', expirationMonth: 12, expirationYear: 2039 });
      expect(bought.status.currentPeriodEndsAt).toBeGreaterThan(clock + 364 * DAY);
      // The same purchase again (a double click) does not buy twice.
      expect(await buy('lena_fischer', 'YEARLY', SANDBOX_CARDS.success, 'lena-yearly-0001')).toMatchObject({ ok: false, code: 'ALREADY_MEMBER' });

      const viewer = await status('lena_fischer');
      expect(viewer.membership).toMatchObject({ tier: 'MEMBER', memberSince: clock, friendSince: null });
      expect(await read('lena_fischer')).toBe(false);
      expect(await read(null)).toBe(true);
      const history = (await gql('lena_fischer', 'query { viewer { billingHistory { status amount { amount currency } membershipType } } }')).data.viewer.billingHistory;
      expect(history).toEqual([{ status: 'PAID', amount: { amount: 5000, currency: 'USD' }, membershipType: 'YEARLY' }]);
      const badge = (await gql(null, 'query { user(username: "lena_fischer") { membership { tier } } }')).data.user.membership;
      expect(badge).toEqual({ tier: 'MEMBER' });
      // A story of hers shows the badge on her byline's avatar.
      const hers = (await store.db.selectFrom('posts').select('id').where('creatorId', '=', lena).where('publishedAt', 'is not', null).where('visibility', '=', 'PUBLIC').limit(1).executeTakeFirstOrThrow()).id;
      const short = await app.fetch(new Request(`http://localhost/p/${hers}`));
      const story = short.status === 301 ? await app.fetch(new Request(`http://localhost${short.headers.get('location')}`)) : short;
      const storyHtml = await story.text();
      expect(storyHtml).toContain('<span class="avatar-badge" data-tier="MEMBER">');
      // The page carries it too: the avatar menu's 'Member since' and the badge come from the preloaded viewer.
      const page = await (await (await browsers.as('lena_fischer')).get('/')).text();
      expect(page).toContain(`\\"membership\\":{\\"tier\\":\\"MEMBER\\",\\"memberSince\\":\\"${new Date(clock).toISOString()}\\",\\"isCancelled\\":false}`);
    });

    it('switches a Member to Friend from the next period, then renews into it', async () => {
      const switched = (await gql('lena_fischer', `mutation { switchMembershipPlan(membershipType: PREMIUM_YEARLY) { ${RESULT} } }`)).data.switchMembershipPlan;
      expect(switched.ok).toBe(true);
      expect(switched.status.switchPlanSchedule).toEqual({
        startAt: switched.status.currentPeriodEndsAt,
        membershipType: 'PREMIUM_YEARLY',
        price: { amount: 15000, currency: 'USD' },
      });
      await advanceTo(switched.status.currentPeriodEndsAt + DAY);
      const after = await status('lena_fischer');
      expect(after.membership.tier).toBe('FRIEND');
      expect(after.membership.friendSince).toBe(switched.status.currentPeriodEndsAt);
      expect(after.membershipStatus).toMatchObject({ membershipType: 'PREMIUM_YEARLY', amount: 15000, switchPlanSchedule: null });
      const history = (await gql('lena_fischer', 'query { viewer { billingHistory { status membershipType } } }')).data.viewer.billingHistory;
      expect(history).toEqual([{ status: 'PAID', membershipType: 'PREMIUM_YEARLY' }, { status: 'PAID', membershipType: 'YEARLY' }]);
    });

    it('cancels at the period’s end, reactivates with the right id only, and ends when a cancelled period runs out', async () => {
      const cancelled = (await gql('lena_fischer', `mutation { cancelMembership { ${RESULT} } }`)).data.cancelMembership;
      expect(cancelled.status.isCancelled).toBe(true);
      const wrong = (await gql('lena_fischer', 'mutation { uncancelMembership(input: { membershipId: "nope" }) { __typename ... on MutationError { code } } }')).data.uncancelMembership;
      expect(wrong).toEqual({ __typename: 'MutationError', code: 'NOT_FOUND' });
      const right = (
        await gql('lena_fischer', 'mutation U($id: ID!) { uncancelMembership(input: { membershipId: $id }) { __typename ... on MutationSuccess { membershipId } } }', {
          id: cancelled.status.membershipId,
        })
      ).data.uncancelMembership;
      expect(right).toEqual({ __typename: 'MutationSuccess', membershipId: cancelled.status.membershipId });
      expect((await status('lena_fischer')).membershipStatus.isCancelled).toBe(false);

      const again = (await gql('lena_fischer', `mutation { cancelMembership { ${RESULT} } }`)).data.cancelMembership;
      await advanceTo(again.status.currentPeriodEndsAt - DAY);
      expect((await status('lena_fischer')).membership).not.toBeNull();
      await advanceTo(again.status.currentPeriodEndsAt + 1);
      const ended = await status('lena_fischer');
      expect(ended).toMatchObject({ membership: null, membershipStatus: null, hasPastMemberships: true });
    });

    it('records failed renewals, refuses a plan switch meanwhile, and charges a new card at once', async () => {
      const start = (await buy('theo_okafor', 'MONTHLY', SANDBOX_CARDS.failsOnRenewal, 'theo-monthly-0001')).status;
      expect(start.membershipType).toBe('MONTHLY');
      await advanceTo(start.currentPeriodEndsAt + 1);
      let now = (await status('theo_okafor')).membershipStatus;
      expect(now.paymentFailedAt).toBe(start.currentPeriodEndsAt);
      expect(now.hasRecurringPaymentFailedMoreThanOnce).toBe(false);
      await advanceTo(start.currentPeriodEndsAt + 3 * DAY + 1);
      now = (await status('theo_okafor')).membershipStatus;
      expect(now.hasRecurringPaymentFailedMoreThanOnce).toBe(true);
      const refused = (await gql('theo_okafor', `mutation { switchMembershipPlan(membershipType: YEARLY) { ${RESULT} } }`)).data.switchMembershipPlan;
      expect(refused).toMatchObject({ ok: false, code: 'NOT_ELIGIBLE' });

      const fixed = (await gql('theo_okafor', `mutation C($card: CardInput!) { updatePaymentMethod(card: $card) { ${RESULT} } }`, { card: card('5555 5555 5555 4444', '08/40') })).data.updatePaymentMethod;
      expect(fixed.ok).toBe(true);
      expect(fixed.status).toMatchObject({ paymentFailedAt: null, hasRecurringPaymentFailedMoreThanOnce: false, paymentMethod: { cardType: 'MASTERCARD', lastFour: '4444' } });
      expect(fixed.status.currentPeriodEndsAt).toBeGreaterThan(start.currentPeriodEndsAt);
    });

    it('applies each provider event once, and an older failure after a renewal changes nothing', async () => {
      const theo = (await store.db.selectFrom('users').select('id').where('username', '=', 'theo_okafor').executeTakeFirstOrThrow()).id;
      const m = (await store.db.selectFrom('memberships').selectAll().where('userId', '=', theo).where('endedAt', 'is', null).executeTakeFirstOrThrow());
      const end = m.currentPeriodEndsAt.getTime();
      const renewed = {
        id: 'evt_test_renewed',
        type: 'renewed' as const,
        subscriptionRef: m.subscriptionRef,
        occurredAt: end,
        periodStart: end,
        periodEnd: end + 30 * DAY,
        membershipType: 'MONTHLY' as const,
        amount: { amount: 500, currency: 'USD' as const },
        chargeRef: 'ch_test',
      };
      expect(await app.membership.applyEvent('SANDBOX', renewed)).toBe('applied');
      expect(await app.membership.applyEvent('SANDBOX', renewed)).toBe('duplicate');
      const older = { id: 'evt_test_failed', type: 'payment_failed' as const, subscriptionRef: m.subscriptionRef, occurredAt: end - DAY, attempt: 1, amount: renewed.amount };
      expect(await app.membership.applyEvent('SANDBOX', older)).toBe('applied');
      const after = await store.db.selectFrom('memberships').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(after.currentPeriodEndsAt.getTime()).toBe(end + 30 * DAY);
      expect(after.paymentFailedAt).toBeNull();
    });

    it('keeps failures from the new period’s end on when the renewal they follow arrives after them', async () => {
      const theo = (await store.db.selectFrom('users').select('id').where('username', '=', 'theo_okafor').executeTakeFirstOrThrow()).id;
      const m = await store.db.selectFrom('memberships').selectAll().where('userId', '=', theo).where('endedAt', 'is', null).executeTakeFirstOrThrow();
      const end = m.currentPeriodEndsAt.getTime();
      const amount = { amount: 500, currency: 'USD' as const };
      // The renewal after next fails twice; the next renewal's invoice.paid is delivered only afterwards.
      const failures = [1, 2].map((attempt) => ({
        id: `evt_test_failed_later_${attempt}`,
        type: 'payment_failed' as const,
        subscriptionRef: m.subscriptionRef,
        occurredAt: end + 30 * DAY + attempt * 3_600_000,
        attempt,
        amount,
      }));
      for (const failed of failures) expect(await app.membership.applyEvent('SANDBOX', failed)).toBe('applied');
      const lateRenewal = {
        id: 'evt_test_renewed_late',
        type: 'renewed' as const,
        subscriptionRef: m.subscriptionRef,
        occurredAt: end,
        periodStart: end,
        periodEnd: end + 30 * DAY,
        membershipType: m.membershipType,
        amount,
        chargeRef: 'ch_test_late',
      };
      expect(await app.membership.applyEvent('SANDBOX', lateRenewal)).toBe('applied');
      const after = await store.db.selectFrom('memberships').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(after.currentPeriodEndsAt.getTime()).toBe(end + 30 * DAY);
      expect(after.paymentFailedAt?.getTime()).toBe(end + 30 * DAY + 2 * 3_600_000);
      expect(after.failedPaymentCount).toBe(2);
    });

    it('records dismissed banner flags for the viewer only', async () => {
      const theo = (await store.db.selectFrom('users').select('id').where('username', '=', 'theo_okafor').executeTakeFirstOrThrow()).id;
      const lena = (await store.db.selectFrom('users').select('id').where('username', '=', 'lena_fischer').executeTakeFirstOrThrow()).id;
      const own = await gql('theo_okafor', 'mutation D($u: ID!) { dismissFlag(userId: $u, flag: "PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER") { id dismissableFlags { flag dismissedAt } } }', { u: theo });
      expect(own.data.dismissFlag.dismissableFlags).toEqual([{ flag: 'PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER', dismissedAt: clock }]);
      const other = await gql('theo_okafor', 'mutation D($u: ID!) { dismissFlag(userId: $u, flag: "X") { id } }', { u: lena });
      expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const loggedOut = await anonymous(app).graphql({ query: 'mutation { cancelMembership { ok } }' });
      expect(loggedOut.status).toBe(403);
    });
  });
}
