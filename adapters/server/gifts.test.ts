// Issue 23 part B through the fetch handler: buying a gift with the sandbox card (its e-mail queued for the chosen
// day), redeeming it (a member for a year; once only, also when readers race), every code status, guessing limited,
// the first-year discount, the cancel flow's reason and discount, and receipts only the payer sees — on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL. The clock is the test's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeGiftCode } from '../../core/membership/gift-code.ts';
import { SANDBOX_CARDS } from '../postgres/payments.sandbox.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { SignedInBrowsers, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const DAY = 86_400_000;
const card = (number: string = SANDBOX_CARDS.success) => ({ number, expirationDate: '12/39', cvv: '123', postalCode: '10115' });
const STATUS = 'membershipId membershipType amount isCancelled paymentProvider currentPeriodEndsAt planV2 { discount { numCycles regularPrice { amount } } }';
const BUY = `mutation B($input: BuyGiftInput!) { buyGift(input: $input) { ok code message fieldErrors { field message } order { id giftType giftTypeCode quantity amount { amount currency } sendAt codes { code redeemed } } } }`;
const REDEEM = `mutation R($code: String!) { redeemGift(code: $code) { ok code message status { ${STATUS} } } }`;
const CHECK = `mutation C($code: String!) { checkGiftCode(code: $code) { ok code message status } }`;

const giftInput = (over: Record<string, unknown> = {}) => ({
  giftType: 'gift',
  quantity: 1,
  recipientEmail: 'friend@example.com',
  recipientName: 'Ada',
  senderName: 'Grace',
  message: 'Happy birthday!',
  sendOn: '',
  newMembersOnly: false,
  card: card(),
  idempotencyKey: `key-${Math.abs(JSON.stringify(over).split('').reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7))}`,
  ...over,
});

for (const factory of testStores()) {
  describe(`gifts, discounts and cancelling on ${factory.name} (issue 23; platform-reference §3)`, () => {
    let store: Store;
    let app: App;
    let clock = seedNow().getTime();
    const browsers = new SignedInBrowsers(() => app);
    let readers: string[] = [];

    const gql = async (as: string | null, query: string, variables: Record<string, unknown> = {}) => {
      const response = await (await browsers.as(as)).graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    const redeem = (as: string, code: string) => gql(as, REDEEM, { code }).then((r) => r.data.redeemGift);
    const buy = (as: string, input: Record<string, unknown>) => gql(as, BUY, { input }).then((r) => r.data.buyGift);

    beforeAll(async () => {
      store = await factory.open();
      clock = seedNow().getTime();
      app = testApp(store, { devSignIn: true, now: () => new Date(clock) });
      // Readers who were never members.
      const rows = await store.db
        .selectFrom('users')
        .select('username')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('memberships').select('id').whereRef('memberships.userId', '=', 'users.id'))))
        .orderBy('username')
        .limit(20)
        .execute();
      readers = rows.map((r) => r.username);
      expect(readers.length).toBeGreaterThanOrEqual(12);
    });
    afterAll(async () => {
      await store.close();
    });

    it('sells a one-year gift through the sandbox, queues the recipient’s e-mail with the code, and makes a member of who redeems it — once', async () => {
      const [buyer, redeemer, second] = readers as [string, string, string];
      const product = (await gql(null, 'query { giftProduct { name price { amount currency } termMonths } }')).data.giftProduct;
      expect(product).toEqual({ name: 'A year of Quire membership', price: { amount: 5000, currency: 'USD' }, termMonths: 12 });

      const declined = await buy(buyer, giftInput({ card: card(SANDBOX_CARDS.declined), idempotencyKey: 'declined-gift-1' }));
      expect(declined).toMatchObject({ ok: false, code: 'card_declined', order: null });
      const bad = await buy(buyer, giftInput({ recipientEmail: 'nope', sendOn: '2000-01-01', idempotencyKey: 'bad-gift-0001' }));
      expect(bad.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['recipientEmail', 'sendOn']);

      const bought = await buy(buyer, giftInput({ idempotencyKey: 'gift-now-0001' }));
      expect(bought).toMatchObject({ ok: true, order: { giftType: 'gift', giftTypeCode: 29, quantity: 1, amount: { amount: 5000, currency: 'USD' } } });
      // The same key again is the same order, charged once.
      const again = await buy(buyer, giftInput({ idempotencyKey: 'gift-now-0001' }));
      expect(again.order.id).toBe(bought.order.id);
      expect(Number((await store.db.selectFrom('sandboxCharges').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);

      const mail = await store.db.selectFrom('mailDeliveries').selectAll().where('key', '=', `gift:${bought.order.id}:recipient`).executeTakeFirstOrThrow();
      expect(mail.toAddress).toBe('friend@example.com');
      expect(mail.textBody).toContain('Happy birthday!');
      const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(mail.textBody)?.[0];
      expect(code).toBe(bought.order.codes[0].code);

      expect((await gql(redeemer, CHECK, { code: code!.toLowerCase() })).data.checkGiftCode).toMatchObject({ ok: true, status: 'VALID' });
      const redeemed = await redeem(redeemer, code!.toLowerCase().replace(/-/g, ' '));
      expect(redeemed).toMatchObject({ ok: true, status: { paymentProvider: 'GIFT', membershipType: 'YEARLY', isCancelled: true } });
      expect(redeemed.status.currentPeriodEndsAt).toBe(new Date(clock).setUTCFullYear(new Date(clock).getUTCFullYear() + 1));
      const member = (await gql(redeemer, 'query { viewer { membership { tier } } }')).data.viewer.membership;
      expect(member).toEqual({ tier: 'MEMBER' });

      expect(await redeem(second, code!)).toMatchObject({ ok: false, code: 'ALREADY_USED', message: 'This gift code has already been used.' });
      expect((await gql(second, CHECK, { code })).data.checkGiftCode.status).toBe('ALREADY_USED');
      // The buyer sees the gift as redeemed.
      const orders = (await gql(buyer, 'query { viewer { giftOrders { id codes { code redeemed } } } }')).data.viewer.giftOrders;
      expect(orders[0]).toEqual({ id: bought.order.id, codes: [{ code, redeemed: true }] });
    });

    it('e-mails a gift on the day the buyer chose, kept in the store until then', async () => {
      const later = new Date(clock + 10 * DAY).toISOString().slice(0, 10);
      const bought = await buy(readers[0]!, giftInput({ sendOn: later, idempotencyKey: 'gift-later-0001' }));
      expect(bought.ok).toBe(true);
      const mail = await store.db.selectFrom('mailDeliveries').selectAll().where('key', '=', `gift:${bought.order.id}:recipient`).executeTakeFirstOrThrow();
      expect(new Date(mail.runAt).toISOString().slice(0, 10)).toBe(later);
      expect(mail.state).toBe('pending');
    });

    it('gives a group gift’s buyer its codes (type 31); of readers racing for one code exactly one wins', async () => {
      const group = await buy(readers[1]!, giftInput({ giftType: 'group-gift', quantity: 3, recipientEmail: '', idempotencyKey: 'group-0001' }));
      expect(group).toMatchObject({ ok: true, order: { giftType: 'group-gift', giftTypeCode: 31, quantity: 3, amount: { amount: 15000 } } });
      expect(new Set(group.order.codes.map((c: { code: string }) => c.code)).size).toBe(3);
      const buyerMail = await store.db.selectFrom('mailDeliveries').selectAll().where('key', '=', `gift:${group.order.id}:buyer`).executeTakeFirstOrThrow();
      for (const c of group.order.codes) expect(buyerMail.textBody).toContain(c.code);
      expect((await buy(readers[1]!, giftInput({ giftType: 'group-gift', quantity: 51, idempotencyKey: 'group-0002' }))).fieldErrors[0].field).toBe('quantity');

      const racers = readers.slice(3, 9);
      for (const r of racers) await browsers.as(r);
      const answers = await Promise.all(racers.map((r) => redeem(r, group.order.codes[0].code)));
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect(answers.filter((a) => !a.ok).every((a) => a.code === 'ALREADY_USED')).toBe(true);
      const memberships = await store.db.selectFrom('memberships').select('id').where('subscriptionRef', '=', `gift_${normalizeGiftCode(group.order.codes[0].code)}`).execute();
      expect(memberships).toHaveLength(1);
    });

    it('answers NOT_FOUND for a code that is not there, and limits guessing like sign-in codes', async () => {
      const guesser = readers[9]!;
      expect(await redeem(guesser, 'not a code')).toMatchObject({ ok: false, code: 'NOT_FOUND', message: 'We could not find that gift code. Check it and try again.' });
      for (let i = 0; i < 9; i++) expect((await redeem(guesser, `AAAA-AAAA-AAAA-AA${String(i).padStart(2, '0')}`)).code).toBe('NOT_FOUND');
      const limited = await redeem(guesser, 'AAAA-AAAA-AAAA-AAZZ');
      expect(limited.code).toBe('RATE_LIMITED');
      expect(limited.message).toMatch(/^Too many gift codes tried\. Try again in \d+ minutes?\.$/);
      const tooLong = await gql(guesser, REDEEM, { code: 'x'.repeat(65) });
      expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('refuses a reader who is already a member (the code stays unused), EXPIRED after a year, and new-members-only codes to past members', async () => {
      const group = await buy(readers[1]!, giftInput({ giftType: 'group-gift', quantity: 2, newMembersOnly: true, idempotencyKey: 'group-0003' }));
      const [a, b] = group.order.codes.map((c: { code: string }) => c.code);
      const member = readers[2]!; // tried the used code in the first test: still no member
      const first = await redeem(readers[10]!, a);
      expect(first.ok).toBe(true);
      expect(await redeem(readers[10]!, b)).toMatchObject({ ok: false, code: 'ALREADY_MEMBER' });
      expect((await gql(member, CHECK, { code: b })).data.checkGiftCode.status).toBe('VALID');

      // A year and a day on: the gift membership has ended, the unused code has expired.
      clock += 366 * DAY;
      browsers.forget();
      await app.membership.tick();
      expect(await app.gifts.endDue()).toBe(3);
      const after = (await gql(readers[10]!, 'query { viewer { membership { tier } hasPastMemberships } }')).data.viewer;
      expect(after).toEqual({ membership: null, hasPastMemberships: true });
      expect((await gql(member, CHECK, { code: b })).data.checkGiftCode.status).toBe('EXPIRED');

      const fresh = await buy(readers[1]!, giftInput({ giftType: 'group-gift', quantity: 2, newMembersOnly: true, idempotencyKey: 'group-0004' }));
      expect(await redeem(readers[10]!, fresh.order.codes[0].code)).toMatchObject({
        ok: false,
        code: 'NOT_REDEEMABLE_BY_PAST_MEMBERS',
        message: 'This gift is for readers who have not been members before.',
      });
    });

    it('sells the yearly plan at 50% off its first year (25, crossout 50, saved 25) and renews at the regular price', async () => {
      expect((await gql(null, 'query { firstYearOffer { price { amount } crossout { amount } saved { amount } percentOff } }')).data.firstYearOffer).toEqual({
        price: { amount: 2500 },
        crossout: { amount: 5000 },
        saved: { amount: 2500 },
        percentOff: 50,
      });
      const who = readers[11]!;
      const started = (await gql(who, `mutation S($input: DiscountedMembershipInput!) { startDiscountedMembership(input: $input) { ok code status { ${STATUS} } } }`, { input: { card: card(), idempotencyKey: 'discount-0001' } })).data.startDiscountedMembership;
      expect(started).toMatchObject({ ok: true, status: { amount: 2500, membershipType: 'YEARLY', planV2: { discount: { numCycles: 1, regularPrice: { amount: 5000 } } } } });
      clock += 366 * DAY;
      browsers.forget();
      await app.membership.tick();
      const charges = (await gql(who, 'query { viewer { billingHistory { amount { amount } status } } }')).data.viewer.billingHistory;
      expect(charges.map((c: { amount: { amount: number } }) => c.amount.amount)).toEqual([5000, 2500]);
      // Past members get no first-year discount.
      const past = (await gql(readers[10]!, `mutation S($input: DiscountedMembershipInput!) { startDiscountedMembership(input: $input) { ok code } }`, { input: { card: card(), idempotencyKey: 'discount-0002' } })).data.startDiscountedMembership;
      expect(past).toEqual({ ok: false, code: 'NOT_ELIGIBLE' });
    });

    it('asks why a member cancels and offers 50% (costs) or 20%; taking it discounts a year of payments, declining cancels at the period’s end', async () => {
      const [keeper, leaver] = [readers[12]!, readers[13]!];
      const start = (as: string, key: string) =>
        gql(as, `mutation B($input: StartMembershipInput!) { startMembership(input: $input) { ok } }`, { input: { membershipType: 'MONTHLY', card: card(), idempotencyKey: key } });
      await start(keeper, 'monthly-keep-1');
      await start(leaver, 'monthly-leave-1');
      const offer = (as: string, reason: string) =>
        gql(as, `query O($r: CancellationReason!) { cancellationOffer(reason: $r) { ok offer { percentOff price { amount } regularPrice { amount } numCycles } } }`, { r: reason }).then((r) => r.data.cancellationOffer);
      expect(await offer(keeper, 'COSTS')).toEqual({ ok: true, offer: { percentOff: 50, price: { amount: 250 }, regularPrice: { amount: 500 }, numCycles: 12 } });
      expect((await offer(keeper, 'TIME')).offer.percentOff).toBe(20);
      expect((await offer(keeper, 'DUPLICATE_ACCOUNTS')).offer).toBeNull();
      const CANCEL = `mutation X($r: CancellationReason!, $a: Boolean!) { cancelMembershipWithReason(reason: $r, acceptDiscount: $a) { ok code discounted status { ${STATUS} } } }`;
      const kept = (await gql(keeper, CANCEL, { r: 'COSTS', a: true })).data.cancelMembershipWithReason;
      expect(kept).toMatchObject({ ok: true, discounted: true, status: { isCancelled: false, planV2: { discount: { numCycles: 12, regularPrice: { amount: 500 } } } } });
      const left = (await gql(leaver, CANCEL, { r: 'TIME', a: false })).data.cancelMembershipWithReason;
      expect(left).toMatchObject({ ok: true, discounted: false, status: { isCancelled: true } });
      const feedback = await store.db.selectFrom('cancellationFeedback').select(['reason', 'offeredPercent', 'outcome']).orderBy('createdAt').execute();
      expect(feedback).toEqual([
        { reason: 'COSTS', offeredPercent: 50, outcome: 'DISCOUNT_ACCEPTED' },
        { reason: 'TIME', offeredPercent: 20, outcome: 'CANCELLED' },
      ]);
      // The next payment is the discounted one.
      clock += 32 * DAY;
      browsers.forget();
      await app.membership.tick();
      const charges = (await gql(keeper, 'query { viewer { billingHistory { amount { amount } } } }')).data.viewer.billingHistory;
      expect(charges.map((c: { amount: { amount: number } }) => c.amount.amount)).toEqual([250, 500]);
      const bogus = await gql(keeper, 'query { cancellationOffer(reason: BORED) { ok } }');
      expect(bogus.errors?.length).toBeGreaterThan(0);
    });

    it('serves the gift, redeem and discount pages to anyone, and the cancel flow and the welcome to members signed in', async () => {
      const get = async (path: string, as: string | null = null) => (await browsers.as(as)).fetch(path, { redirect: 'manual' });
      for (const path of ['/gift', '/gift-plans', '/gift-checkout', '/group-gift', '/redeem', '/redeem-gift', '/discount']) {
        expect((await get(path)).status, path).toBe(200);
      }
      expect(await (await get('/gift-checkout')).text()).toContain('Sign in to give a membership');
      expect(await (await get('/discount', readers[0]!)).text()).toContain('Save $25');
      for (const path of ['/welcome-member', '/me/membership/cancel']) {
        const visitor = await get(path);
        expect(visitor.status, path).toBe(302);
        expect(visitor.headers.get('location')).toMatch(/^\/m\/signin\?redirect=/);
        expect((await get(path, readers[0]!)).status, path).toBe(200);
      }
    });

    it('shows a receipt to its payer only: anyone else gets none (and the page answers 404)', async () => {
      const payer = readers[12]!;
      const history = (await gql(payer, 'query { viewer { billingHistory { id } } }')).data.viewer.billingHistory;
      const id = history[0].id as string;
      const RECEIPT = `query R($id: ID!) { viewer { receipt(chargeId: $id) { id amount { amount } status payerEmail } } }`;
      expect((await gql(payer, RECEIPT, { id })).data.viewer.receipt).toMatchObject({ id, amount: { amount: 250 }, status: 'PAID' });
      expect((await gql(readers[13]!, RECEIPT, { id })).data.viewer.receipt).toBeNull();
      const page = async (as: string) => (await browsers.as(as)).fetch(`/me/billing-history/receipt/${id}`, { redirect: 'manual' });
      expect((await page(payer)).status).toBe(200);
      expect((await page(readers[13]!)).status).toBe(404);
    });
  });
}
