// Issue 21 in the store, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Properties: a revoked session is never
// found again, whatever else happens to the user's sessions; a recovery code is spent once however many race for
// it; a WebAuthn challenge is taken once, only by the browser it was made for, and never after it expires; a revoked
// integration token never authenticates again.
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityRepository } from './security.repository.ts';
import { sessionsRepository } from './sessions.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const LATER = new Date(NOW.getTime() + 24 * 60 * 60_000);
const hash = (s: string) => createHash('sha256').update(s).digest('hex');

for (const factory of testStores()) {
  describe(`security in the store on ${factory.name} (issue 21)`, () => {
    let store: Store;
    let userIds: string[];
    beforeAll(async () => {
      store = await factory.open();
      userIds = (await store.db.selectFrom('users').select('id').orderBy('username').limit(2).execute()).map((u) => u.id);
    });
    afterAll(async () => {
      await store.close();
    });

    it('never finds a revoked session again (property: random sign-ins, revocations and "sign out all others")', async () => {
      const sessions = sessionsRepository(store.db);
      const security = securityRepository(store.db);
      const [user] = userIds as [string];
      type Step = { kind: 'signIn' } | { kind: 'revoke'; pick: number } | { kind: 'revokeOthers'; pick: number };
      const step = fc.oneof(
        fc.constant<Step>({ kind: 'signIn' }),
        fc.nat(20).map<Step>((pick) => ({ kind: 'revoke', pick })),
        fc.nat(20).map<Step>((pick) => ({ kind: 'revokeOthers', pick })),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          await store.db.deleteFrom('sessions').where('userId', '=', user).execute();
          const live = new Set<string>();
          const revoked = new Set<string>();
          for (const s of steps) {
            if (s.kind === 'signIn') {
              const tokenHash = hash(randomBytes(16).toString('hex'));
              await sessions.create({ tokenHash, userId: user, xsrf: 'x', expiresAt: LATER, authenticatedAt: NOW, userAgent: 'ua', network: '203.0.113.x' });
              live.add(tokenHash);
              continue;
            }
            const listed = await security.sessionsOf(user, NOW);
            if (listed.length === 0) continue;
            const target = listed[s.pick % listed.length]!;
            if (s.kind === 'revoke') {
              expect(await security.revokeSession(user, target.id)).toBe(true);
              expect(await security.revokeSession(user, target.id)).toBe(false);
              live.delete(target.tokenHash);
              revoked.add(target.tokenHash);
            } else {
              const ended = await security.revokeOtherSessions(user, target.tokenHash);
              expect(ended).toBe(live.size - 1);
              for (const h of live) if (h !== target.tokenHash) revoked.add(h);
              live.clear();
              live.add(target.tokenHash);
            }
          }
          for (const h of revoked) expect(await sessions.find(h, NOW)).toBeNull();
          for (const h of live) expect(await sessions.find(h, NOW)).not.toBeNull();
          expect((await security.sessionsOf(user, NOW)).map((s) => s.tokenHash).sort()).toEqual([...live].sort());
        }),
        { numRuns: 25 },
      );
    });

    it('spends a recovery code once, however many requests race for it', async () => {
      const security = securityRepository(store.db);
      const [user] = userIds as [string];
      const codes = Array.from({ length: 10 }, (_, i) => hash(`code-${i}`));
      await security.replaceRecoveryCodes(user, codes);
      expect(await security.recoveryCodesLeft(user)).toBe(10);
      const raced = await Promise.all(Array.from({ length: 8 }, () => security.spendRecoveryCode(user, codes[3]!, NOW)));
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await security.spendRecoveryCode(user, codes[3]!, NOW)).toBe(false);
      expect(await security.spendRecoveryCode(user, hash('not a code'), NOW)).toBe(false);
      expect(await security.recoveryCodesLeft(user)).toBe(9);
      // Another user's code is not this user's.
      expect(await security.spendRecoveryCode(userIds[1]!, codes[4]!, NOW)).toBe(false);
      await security.replaceRecoveryCodes(user, [hash('fresh')]);
      expect(await security.spendRecoveryCode(user, codes[4]!, NOW)).toBe(false);
      expect(await security.recoveryCodesLeft(user)).toBe(1);
    });

    it('takes a WebAuthn challenge once, only for its browser and purpose, and never after it expires', async () => {
      const security = securityRepository(store.db);
      const [user] = userIds as [string];
      const expiresAt = new Date(NOW.getTime() + 5 * 60_000);
      await security.saveChallenge({ challenge: 'c1', purpose: 'register', userId: user, requesterHash: 'browser-a', expiresAt }, NOW);
      expect(await security.takeChallenge('c1', 'register', 'browser-b', NOW)).toBeNull();
      expect(await security.takeChallenge('c1', 'sign_in', 'browser-a', NOW)).toBeNull();
      const raced = await Promise.all(Array.from({ length: 5 }, () => security.takeChallenge('c1', 'register', 'browser-a', NOW)));
      expect(raced.filter((r) => r !== null)).toEqual([{ userId: user }]);
      await security.saveChallenge({ challenge: 'c2', purpose: 'sign_in', userId: null, requesterHash: 'browser-a', expiresAt }, NOW);
      expect(await security.takeChallenge('c2', 'sign_in', 'browser-a', expiresAt)).toBeNull();
    });

    it('never authenticates a revoked integration token again, and caps live tokens per user', async () => {
      const security = securityRepository(store.db);
      const [user] = userIds as [string];
      await store.db.deleteFrom('integrationTokens').where('userId', '=', user).execute();
      expect(await security.createToken({ id: 't1', userId: user, name: 'One', tokenHash: hash('t1'), hint: 'h', scopes: 'profile:read' }, 2)).toBe(true);
      expect(await security.useToken(hash('t1'), NOW)).toEqual({ id: 't1', userId: user, scopes: 'profile:read' });
      expect(await security.revokeToken(userIds[1]!, 't1', NOW)).toBe(false);
      expect(await security.revokeToken(user, 't1', NOW)).toBe(true);
      expect(await security.revokeToken(user, 't1', NOW)).toBe(false);
      expect(await security.useToken(hash('t1'), LATER)).toBeNull();
      const made = await Promise.all(
        ['a', 'b', 'c', 'd'].map((k) => security.createToken({ id: `t-${k}`, userId: user, name: k, tokenHash: hash(k), hint: 'h', scopes: '' }, 2)),
      );
      expect(made.filter(Boolean)).toHaveLength(2);
      expect(await security.tokensOf(user)).toHaveLength(2);
    });
  });
}
