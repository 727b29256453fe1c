// Issue 23 part C on the sandbox (the default provider), through the app, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the sandbox's test payout accounts (core/partner/payouts.ts SANDBOX_PAYOUT_HOLDERS) reach the states
// Stripe Connect reports — a payout asked for while the account is PENDING_ACTION is ON_HOLD, and is paid when the
// payout information is saved again as an ACTIVE account; a SUSPENDED account is refused, and forfeits a held payout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { SignedInBrowsers, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const RESULT = `ok code message program { payoutAccount { provider state } balances { amount } payouts { status amount { amount } } }`;
const SAVE = `mutation S($input: PayoutInformationInput!) { savePayoutInformation(input: $input) { ${RESULT} } }`;
const PAYOUT = `mutation { requestPayout(currency: "USD") { ${RESULT} } }`;

for (const factory of testStores()) {
  describe(`sandbox payouts reach every state on ${factory.name} (issue 23 part C; platform-reference §3)`, () => {
    let store: Store;
    let app: App;
    let clock = seedNow().getTime();
    const browsers = new SignedInBrowsers(() => app);
    const gql = async (as: string, query: string, variables: Record<string, unknown> = {}) => {
      const response = await (await browsers.as(as)).graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    let writer = '';
    let earned = 0;
    const earn = async (amount: number) => {
      const id = (await store.db.selectFrom('users').select('id').where('username', '=', writer).executeTakeFirstOrThrow()).id;
      await store.db.insertInto('partnerLedger').values({ id: `sandbox_test_${++earned}`, userId: id, type: 'CREDIT', amount, currency: 'USD', month: null, payoutId: null, description: 'Earnings', createdAt: new Date(clock) }).execute();
      await store.db.insertInto('partnerEnrollments').values({ userId: id, status: 'ENROLLED', enrolledAt: new Date(clock), updatedAt: new Date(clock) }).onConflict((oc) => oc.column('userId').doNothing()).execute();
      clock += 1000;
    };
    const save = (holderName: string) => gql(writer, SAVE, { input: { holderName, country: 'US' } }).then((r) => r.data.savePayoutInformation);

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, now: () => new Date(clock) });
      const row = await store.db
        .selectFrom('users')
        .select('username')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('payoutAccounts').select('userId').whereRef('payoutAccounts.userId', '=', 'users.id'))))
        .orderBy('username')
        .executeTakeFirstOrThrow();
      writer = row.username;
    });
    afterAll(async () => {
      await store.close();
    });

    it('holds a payout while the account is PENDING_ACTION and pays it once the account is ACTIVE', async () => {
      expect(await save('Test Pending Action')).toMatchObject({ ok: true, program: { payoutAccount: { provider: 'SANDBOX', state: 'PENDING_ACTION' } } });
      await earn(800);
      const held = (await gql(writer, PAYOUT)).data.requestPayout;
      expect(held).toMatchObject({ ok: true, message: expect.stringContaining('on hold'), program: { balances: [{ amount: 0 }], payouts: [{ status: 'ON_HOLD', amount: { amount: 800 } }] } });
      expect(await save('Ada Writer')).toMatchObject({ ok: true, program: { payoutAccount: { state: 'ACTIVE' }, payouts: [{ status: 'PAID', amount: { amount: 800 } }] } });
      // Saving again sends nothing more.
      expect((await save('Ada Writer')).program.payouts).toEqual([{ status: 'PAID', amount: { amount: 800 } }]);
    });

    it('refuses a SUSPENDED account and forfeits what it held', async () => {
      expect((await save('Test Inactive')).program.payoutAccount.state).toBe('INACTIVE');
      await earn(300);
      expect((await gql(writer, PAYOUT)).data.requestPayout.program.payouts[0]).toEqual({ status: 'ON_HOLD', amount: { amount: 300 } });
      const suspended = await save('Test Suspended');
      expect(suspended.program.payoutAccount.state).toBe('SUSPENDED');
      expect(suspended.program.payouts.map((p: { status: string }) => p.status)).toEqual(['FORFEITED', 'PAID']);
      expect(suspended.program.balances).toEqual([{ amount: 0 }]);
      await earn(100);
      expect((await gql(writer, PAYOUT)).data.requestPayout).toMatchObject({ ok: false, code: 'ACCOUNT_SUSPENDED', message: 'Your payout account is suspended: it cannot be paid. Contact us.' });
    });
  });
}
