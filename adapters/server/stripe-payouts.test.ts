// Issue 23 part C with Stripe configured, against the fake of Stripe's API, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: a writer's payout information opens an Express connected account and answers Stripe's onboarding page
// (account links back to /partner-program/stripe/finish and /reconnect, from the configured origin); the account's
// platform-reference §3 state comes from Stripe (the finish page's refresh, Connect's account.updated); a payout asked
// for while the account is not ACTIVE is ON_HOLD and goes as a transfer once it is, or is FORFEITED when Stripe rejects
// the account; a payout to an ACTIVE account is a transfer (PAID), a reversed transfer is REVERSED with the money back
// on the balance (once), a refused transfer FAILED with the money back, and a lost answer leaves it PROCESSING until
// the hourly job sends it again, finding the transfer already made (never paid twice). The bad
// inputs: a payout with no account, reconnecting without a Stripe account, Stripe down ('An error occured while we
// were recording your payout information.').
import { describe, expect, it } from 'vitest';
import { PAYOUT_RECORDING_ERROR } from '../../core/partner/partner-types.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import { stripeSuite } from './membership/testing/stripe-harness.ts';

const RESULT = `ok code message url program { payoutAccount { provider state holderName country } balances { amount currency } payouts { status amount { amount } } ledger { type amount { amount } description } }`;
const SAVE = `mutation S($input: PayoutInformationInput!) { savePayoutInformation(input: $input) { ${RESULT} } }`;
const REFRESH = `mutation { refreshPayoutAccount { ${RESULT} } }`;
const RECONNECT = `mutation { reconnectStripePayouts { ${RESULT} } }`;
const PAYOUT = `mutation { requestPayout(currency: "USD") { ${RESULT} } }`;

for (const factory of testStores()) {
  describe(`Partner Program payouts through Stripe Connect on ${factory.name} (issue 23 part C; platform-reference §3)`, () => {
    const suite = stripeSuite(factory);
    const { gql, userId, deliver } = suite;
    let credits = 0;
    /** Earnings on the writer's balance (what a closed month writes), and the writer enrolled. */
    const earn = async (writer: string, amount: number) => {
      const id = await userId(writer);
      await suite.store.db
        .insertInto('partnerLedger')
        .values({ id: `test_credit_${++credits}`, userId: id, type: 'CREDIT', amount, currency: 'USD', month: null, payoutId: null, description: 'Earnings', createdAt: new Date(suite.clock) })
        .execute();
      await suite.store.db
        .insertInto('partnerEnrollments')
        .values({ userId: id, status: 'ENROLLED', enrolledAt: new Date(suite.clock), updatedAt: new Date(suite.clock) })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
    };
    const payouts = async (writer: string) =>
      suite.store.db.selectFrom('partnerPayouts').selectAll().where('userId', '=', await userId(writer)).orderBy('createdAt').orderBy('id').execute();
    const accountOf = async (writer: string) => suite.store.db.selectFrom('payoutAccounts').selectAll().where('userId', '=', await userId(writer)).executeTakeFirstOrThrow();
    const tick = () => (suite.clock += 1000);
    /** Writers with no payout account yet (the demo gives some a sandbox one). */
    const writers = async () =>
      (
        await suite.store.db
          .selectFrom('users')
          .select('username')
          .where((eb) => eb.not(eb.exists(eb.selectFrom('payoutAccounts').select('userId').whereRef('payoutAccounts.userId', '=', 'users.id'))))
          .orderBy('username')
          .limit(3)
          .execute()
      ).map((r) => r.username) as [string, string, string];
    let maya = '';
    let lena = '';

    it('opens a connected account and sends the writer to Stripe’s onboarding; its state follows Stripe; a payout waits ON_HOLD and goes once the account is ACTIVE', async () => {
      [maya, lena] = await writers();
      const writer = maya;
      const id = await userId(writer);
      await earn(writer, 1234);
      // A payout with no account: a clear answer, nothing taken.
      expect((await gql(writer, PAYOUT)).data.requestPayout).toMatchObject({ ok: false, code: 'NO_PAYOUT_ACCOUNT', message: 'Add your payout information before asking for a payout.' });
      expect((await gql(writer, RECONNECT)).data.reconnectStripePayouts).toMatchObject({ ok: false, code: 'NO_PAYOUT_ACCOUNT' });

      const before = suite.fake.requests.length;
      const saved = (await gql(writer, SAVE, { input: { holderName: 'Maya Chen', country: 'us' } })).data.savePayoutInformation;
      expect(saved).toMatchObject({ ok: true, url: expect.stringMatching(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/), program: { payoutAccount: { provider: 'STRIPE', state: 'INACTIVE', country: 'US' } } });
      const [create, link] = suite.fake.since(before);
      expect(create).toMatchObject({ method: 'POST', path: '/v1/accounts', idempotencyKey: `quire-account-${id}`, params: { type: 'express', country: 'US', 'capabilities[transfers][requested]': 'true', 'metadata[quire_user_id]': id } });
      const acct = (await accountOf(writer)).accountRef;
      expect(acct).toMatch(/^acct_/);
      expect(link).toMatchObject({
        path: '/v1/account_links',
        params: { account: acct, type: 'account_onboarding', refresh_url: 'http://localhost/partner-program/stripe/reconnect', return_url: 'http://localhost/partner-program/stripe/finish' },
      });
      // Saving again keeps the one account (a new link only).
      expect((await gql(writer, SAVE, { input: { holderName: 'Maya Chen', country: 'US' } })).data.savePayoutInformation.ok).toBe(true);
      expect(suite.fake.accounts.size).toBe(1);

      // Back from Stripe before finishing: still INACTIVE. A payout now waits ON_HOLD, its amount off the balance.
      expect((await gql(writer, REFRESH)).data.refreshPayoutAccount.program.payoutAccount.state).toBe('INACTIVE');
      tick();
      const held = (await gql(writer, PAYOUT)).data.requestPayout;
      expect(held).toMatchObject({ ok: true, message: expect.stringContaining('on hold'), program: { balances: [{ amount: 0, currency: 'USD' }], payouts: [{ status: 'ON_HOLD', amount: { amount: 1234 } }] } });
      expect(suite.fake.transfers.size).toBe(0);

      // Stripe verifies the account and tells the webhook (Connect's account.updated): the held payout goes, once.
      suite.fake.onboard(acct, 'verified');
      const updated = suite.fake.accountUpdated(acct, suite.clock);
      expect(await Promise.all([deliver(updated), deliver(updated)])).toEqual([200, 200]);
      expect((await accountOf(writer)).state).toBe('ACTIVE');
      expect([...suite.fake.transfers.values()].map((t) => [t.destination, t.amount, t.currency])).toEqual([[acct, 1234, 'usd']]);
      const transfer = suite.fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/transfers')!;
      const [paid] = await payouts(writer);
      expect(transfer.idempotencyKey).toBe(`quire-payout-${paid!.id}`);
      expect(paid).toMatchObject({ status: 'PAID', provider: 'STRIPE', providerRef: [...suite.fake.transfers.keys()][0] });
      expect((await gql(writer, REFRESH)).data.refreshPayoutAccount.program.payoutAccount.state).toBe('ACTIVE');
    });

    it('pays an ACTIVE account by a transfer (PAID); a reversed transfer is REVERSED with the money back once; a refused transfer FAILED; a lost answer stays PROCESSING until sent again, once', async () => {
      const writer = maya;
      await earn(writer, 500);
      tick();
      expect((await gql(writer, PAYOUT)).data.requestPayout).toMatchObject({ ok: true, program: { balances: [{ amount: 0 }] } });
      const paid = (await payouts(writer)).at(-1)!;
      expect([paid.status, Number(paid.amount)]).toEqual(['PAID', 500]);
      const reversed = suite.fake.transferReversed(paid.providerRef!, suite.clock);
      expect(await deliver(reversed)).toBe(200);
      expect(await deliver(reversed)).toBe(200);
      expect((await payouts(writer)).at(-1)!.status).toBe('REVERSED');
      const program = (await gql(writer, `query { viewer { partnerProgram { balances { amount } ledger { type amount { amount } description } } } }`)).data.viewer.partnerProgram;
      expect(program.balances).toEqual([{ amount: 500 }]);
      expect(program.ledger.filter((e: { description: string }) => e.description.startsWith('Payout reversed'))).toHaveLength(1);
      // A partial reversal leaves the payout PAID.
      tick();
      expect((await gql(writer, PAYOUT)).data.requestPayout.ok).toBe(true);
      const second = (await payouts(writer)).at(-1)!;
      expect(await deliver(suite.fake.transferReversed(second.providerRef!, suite.clock, 100))).toBe(200);
      expect((await payouts(writer)).at(-1)!.status).toBe('PAID');

      // Stripe refuses the transfer (the platform's balance is short): FAILED, the money back on the balance.
      await earn(writer, 700);
      suite.fake.platform.available = 0;
      tick();
      const refused = (await gql(writer, PAYOUT)).data.requestPayout;
      expect(refused).toMatchObject({ ok: false, code: 'PAYOUT_FAILED', message: expect.stringContaining('insufficient available funds') });
      expect((await payouts(writer)).at(-1)!.status).toBe('FAILED');
      expect((await gql(writer, `query { viewer { partnerProgram { balances { amount } } } }`)).data.viewer.partnerProgram.balances).toEqual([{ amount: 700 }]);

      // Stripe makes the transfer but its answer is lost: the payout stays PROCESSING, nothing comes back to the balance.
      suite.fake.platform.available = 10_000_000;
      suite.fake.dropAnswers('POST /v1/transfers');
      tick();
      expect((await gql(writer, PAYOUT)).data.requestPayout).toMatchObject({ ok: true, program: { balances: [{ amount: 0 }] } });
      const stuck = (await payouts(writer)).at(-1)!;
      expect(stuck.status).toBe('PROCESSING');
      suite.fake.dropAnswers('POST /v1/transfers', false);
      const made = [...suite.fake.transfers.values()].filter((t) => t.transfer_group === stuck.id);
      expect(made).toHaveLength(1);
      // Within the hour nothing is sent again; after it, the hourly job finds the transfer already made: PAID, not paid twice.
      expect(await suite.app.partner.resendProcessing()).toBe(0);
      suite.clock += 2 * 3_600_000;
      expect(await suite.app.partner.resendProcessing()).toBe(1);
      expect((await payouts(writer)).at(-1)!).toMatchObject({ status: 'PAID', providerRef: made[0]!.id });
      expect([...suite.fake.transfers.values()].filter((t) => t.transfer_group === stuck.id)).toHaveLength(1);
      expect(await suite.app.partner.resendProcessing()).toBe(0);
    });

    it('forfeits a held payout when Stripe rejects the account, refuses payouts to a SUSPENDED account, and answers Stripe’s failures with the spec’s message', async () => {
      const writer = lena;
      expect((await gql(writer, SAVE, { input: { holderName: 'Lena Fischer', country: 'DE' } })).data.savePayoutInformation.ok).toBe(true);
      const acct = (await accountOf(writer)).accountRef;
      // Onboarding finished, a document past due: PENDING_ACTION (the payout waits).
      suite.fake.onboard(acct, 'past_due');
      expect(await deliver(suite.fake.accountUpdated(acct, suite.clock))).toBe(200);
      expect((await accountOf(writer)).state).toBe('PENDING_ACTION');
      await earn(writer, 900);
      tick();
      expect((await gql(writer, PAYOUT)).data.requestPayout.program.payouts[0].status).toBe('ON_HOLD');
      // The reconnect page's fresh link returns to /reconnect/success.
      const before = suite.fake.requests.length;
      expect((await gql(writer, RECONNECT)).data.reconnectStripePayouts).toMatchObject({ ok: true, url: expect.stringContaining(acct) });
      expect(suite.fake.since(before)[0]!.params).toMatchObject({ return_url: 'http://localhost/partner-program/stripe/reconnect/success', refresh_url: 'http://localhost/partner-program/stripe/reconnect' });

      suite.fake.onboard(acct, 'rejected');
      expect(await deliver(suite.fake.accountUpdated(acct, suite.clock))).toBe(200);
      expect((await accountOf(writer)).state).toBe('SUSPENDED');
      expect((await payouts(writer)).map((p) => p.status)).toEqual(['FORFEITED']);
      await earn(writer, 100);
      expect((await gql(writer, PAYOUT)).data.requestPayout).toMatchObject({ ok: false, code: 'ACCOUNT_SUSPENDED' });
      expect(suite.fake.transfers.size).toBeGreaterThan(0);
      expect([...suite.fake.transfers.values()].some((t) => t.destination === acct)).toBe(false);

      // Stripe down: the spec's error, and nothing recorded.
      suite.fake.failPath(`/v1/accounts/${acct}`);
      expect((await gql(writer, REFRESH)).data.refreshPayoutAccount).toEqual({ ok: false, code: 'PAYOUT_RECORDING_FAILED', message: PAYOUT_RECORDING_ERROR, url: null, program: null });
      suite.fake.failPath(`/v1/accounts/${acct}`, false);
      const [third] = await writers();
      suite.fake.failPath('/v1/accounts');
      expect((await gql(third, SAVE, { input: { holderName: 'Third', country: 'FR' } })).data.savePayoutInformation).toMatchObject({ ok: false, code: 'PAYOUT_RECORDING_FAILED', message: PAYOUT_RECORDING_ERROR });
      suite.fake.failPath('/v1/accounts', false);
      expect(await suite.store.db.selectFrom('payoutAccounts').select('userId').where('userId', '=', await userId(third)).execute()).toEqual([]);
      // Payout information given to the sandbox (before Stripe was configured) pays nothing through Stripe.
      // (The demo corpus gives some writers a sandbox account.)
      const sandboxed = await suite.store.db.selectFrom('payoutAccounts').innerJoin('users', 'users.id', 'payoutAccounts.userId').select('users.username').where('provider', '=', 'SANDBOX').executeTakeFirstOrThrow();
      await earn(sandboxed.username, 100);
      expect((await gql(sandboxed.username, PAYOUT)).data.requestPayout).toMatchObject({ ok: false, code: 'PAYOUT_ACCOUNT_ELSEWHERE' });
      expect((await gql(sandboxed.username, RECONNECT)).data.reconnectStripePayouts).toMatchObject({ ok: false, code: 'NOT_STRIPE' });
      // An account.updated for an account Stripe no longer has, or no writer's here: 200, nothing changes.
      expect(await deliver(suite.fake.other('account.updated', { id: 'acct_gone', object: 'account' }, suite.clock))).toBe(200);
      // Bad input is refused before Stripe is asked; signed out, nothing runs.
      expect((await gql(third, SAVE, { input: { holderName: ' ', country: 'US' } })).data.savePayoutInformation).toMatchObject({ ok: false, code: 'BAD_NAME' });
      expect((await gql(null, REFRESH)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
}
