// Issue 23: the gift store on PGlite and (with TEST_DATABASE_URL) PostgreSQL — a code is claimed by one conditional
// UPDATE, so however many readers race for it exactly one becomes a member and nothing is half-changed for the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftsRepository } from './gifts.repository.ts';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

for (const factory of testStores()) {
  describe(`gift codes in the store on ${factory.name} (issue 23)`, () => {
    let store: Store;
    let users: string[] = [];
    const now = seedNow();

    beforeAll(async () => {
      store = await factory.open();
      users = (
        await store.db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb.not(eb.exists(eb.selectFrom('memberships').select('id').whereRef('memberships.userId', '=', 'users.id'))))
          .orderBy('id')
          .limit(12)
          .execute()
      ).map((u) => u.id);
    });
    afterAll(async () => {
      await store.close();
    });

    const order = (key: string, codes: string[], newMembersOnly = false) =>
      giftsRepository(store.db).createOrder({
        purchaserId: users[0]!,
        giftType: 'group-gift',
        unitAmount: 5000,
        currency: 'USD',
        provider: 'SANDBOX',
        chargeRef: `ch_${key}`,
        idempotencyKey: key,
        recipientEmail: null,
        recipientName: null,
        senderName: null,
        message: null,
        sendAt: null,
        newMembersOnly,
        termMonths: 12,
        membershipType: 'YEARLY',
        codes,
        expiresAt: new Date(now.getTime() + 365 * 86_400_000),
        now,
      });

    it('stores an order once per idempotency key', async () => {
      const a = await order('store-key-1', ['AAAAAAAAAAAAAAA1', 'AAAAAAAAAAAAAAA2']);
      const b = await order('store-key-1', ['BBBBBBBBBBBBBBB1']);
      expect(b.id).toBe(a.id);
      expect(b.codes.map((c) => c.code)).toEqual(['AAAAAAAAAAAAAAA1', 'AAAAAAAAAAAAAAA2']);
    });

    it('lets exactly one of ten racing readers redeem a code', async () => {
      await order('store-key-2', ['CCCCCCCCCCCCCCC1']);
      const repo = giftsRepository(store.db);
      const outcomes = await Promise.all(users.slice(1, 11).map((u) => repo.redeem('CCCCCCCCCCCCCCC1', u, now)));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.status)).toEqual(Array(9).fill('ALREADY_USED'));
      const gifted = await store.db.selectFrom('memberships').select('userId').where('paymentProvider', '=', 'GIFT').execute();
      expect(gifted).toHaveLength(1);
    });

    it('keeps a code unused for a reader who is already a member, and ends a gift’s year when it is over', async () => {
      await order('store-key-3', ['DDDDDDDDDDDDDDD1', 'DDDDDDDDDDDDDDD2']);
      const repo = giftsRepository(store.db);
      const winner = (await store.db.selectFrom('memberships').select('userId').where('paymentProvider', '=', 'GIFT').executeTakeFirstOrThrow()).userId;
      expect(await repo.redeem('DDDDDDDDDDDDDDD1', winner, now)).toEqual({ ok: false, status: 'VALID', error: 'ALREADY_MEMBER' });
      expect((await repo.code('DDDDDDDDDDDDDDD1'))?.redeemedAt).toBeNull();
      expect(await repo.endDueGiftMemberships(new Date(now.getTime() + 364 * 86_400_000))).toBe(0);
      expect(await repo.endDueGiftMemberships(new Date(now.getTime() + 367 * 86_400_000))).toBe(1);
      expect(await repo.status('DDDDDDDDDDDDDDD2', winner, now)).toBe('VALID');
      expect(await repo.status('ZZZZZZZZZZZZZZZZ', winner, now)).toBe('NOT_FOUND');
    });
  });
}
