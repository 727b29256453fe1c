// One store, one app with Stripe behind a fake of its API, and the helpers the Stripe suites share: GraphQL as
// a signed-in reader, the viewer's membership, deliveries signed as Stripe signs them, the billing history.
// Registers the suite's beforeAll/afterAll; call it inside the suite's describe.
import { afterAll, beforeAll, expect } from 'vitest';
import { stripeProvider, type StripeProvider } from '../../../payments/stripe.provider.ts';
import { fakeStripe, type FakeStripe } from '../../../payments/testing/fake-stripe.ts';
import type { Store } from '../../../postgres/store.ts';
import { seedNow, type StoreFactory } from '../../../postgres/testing/test-stores.ts';
import type { App } from '../../app.ts';
import { SignedInBrowsers, type GraphQLAnswer } from '../../testing/browser.ts';
import { testApp } from '../../testing/test-app.ts';

export const DAY = 86_400_000;
export const SECRET = 'whsec_test_quire_secret';
export const STATUS = `membershipId membershipType amount currency isCancelled currentPeriodEndsAt paymentProvider paymentFailedAt
  hasRecurringPaymentFailedMoreThanOnce switchPlanSchedule { startAt membershipType price { amount currency } }
  paymentMethod { kind cardType lastFour expirationMonth expirationYear }`;
export const RESULT = `ok code message status { ${STATUS} }`;
export const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 };

type SuiteState = { store: Store; app: App; fake: FakeStripe; stripe: StripeProvider; clock: number; errors: string[] };

export function stripeSuite(factory: StoreFactory) {
  const state = { clock: seedNow().getTime(), errors: [] } as unknown as SuiteState;
  const browsers = new SignedInBrowsers(() => state.app);
  const gql = async (as: string | null, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer> => {
    const response = await (await browsers.as(as)).graphql({ query, variables });
    expect(response.status).toBeLessThan(500);
    return (await response.json()) as GraphQLAnswer;
  };
  const userId = async (username: string): Promise<string> => (await state.store.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const post = (body: string, signature: string | null) =>
    state.app.fetch(
      new Request('http://localhost/_/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
        body,
      }),
    );
  const suite = Object.assign(state, {
    browsers,
    gql,
    status: (as: string) => gql(as, `query { viewer { membership { tier } membershipStatus { ${STATUS} } } }`).then((r) => r.data.viewer),
    userId,
    post,
    /** Delivers an event signed now, as Stripe would; answers the HTTP status. */
    deliver: async (event: Record<string, unknown>): Promise<number> => {
      const { body, signature } = state.fake.sign(event, state.clock);
      return (await post(body, signature)).status;
    },
    charges: async (username: string) =>
      state.store.db.selectFrom('membershipCharges').select(['status', 'amount', 'chargeRef']).where('userId', '=', await userId(username)).orderBy('createdAt').execute(),
  });
  beforeAll(async () => {
    suite.store = await factory.open();
    suite.clock = seedNow().getTime();
    suite.fake = fakeStripe(SECRET);
    const logError = (_: unknown, context: string) => void suite.errors.push(context);
    suite.stripe = stripeProvider({ secretKey: 'sk_test_quire', webhookSecret: SECRET, productName: 'Quire', fetch: suite.fake.fetch, logError });
    suite.app = testApp(suite.store, { devSignIn: true, now: () => new Date(suite.clock), stripe: suite.stripe, logError });
  });
  afterAll(async () => {
    await suite.store.close();
  });
  return suite;
}
