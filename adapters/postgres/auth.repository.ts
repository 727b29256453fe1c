// The sign-in ledgers: one-time codes and links, lockouts per account and per network, users by e-mail.
import { sql, type Kysely } from 'kysely';
import type { AccountLock } from '../../core/auth/lockout.policy.ts';
import type { AuthCodePurpose, Database } from './database.types.ts';

export type AuthCodeRow = {
  id: string;
  email: string;
  operation: 'login' | 'register';
  fullName: string | null;
  redirect: string;
  codeHash: string;
  linkHash: string;
  requesterHash: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  purpose: AuthCodePurpose;
};

export type AuthRepository = ReturnType<typeof authRepository>;

export function authRepository(db: Kysely<Database>) {
  return {
    async userByEmail(
      email: string,
    ): Promise<{ id: string; username: string; passwordHash: string | null; totpSecret: string | null; totpEnabled: boolean } | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'username', 'passwordHash', 'totpSecret', 'totpEnabled'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row ?? null;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
      return row !== undefined;
    },

    async createUser(user: { id: string; username: string; name: string; email: string }): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    },

    async twoFactor(userId: string): Promise<{ username: string; secret: string | null; enabled: boolean } | null> {
      const row = await db.selectFrom('users').select(['username', 'totpSecret', 'totpEnabled']).where('id', '=', userId).executeTakeFirst();
      return row ? { username: row.username, secret: row.totpSecret, enabled: row.totpEnabled } : null;
    },

    async setTwoFactor(userId: string, secret: string | null, enabled: boolean): Promise<void> {
      await db.updateTable('users').set({ totpSecret: secret, totpEnabled: enabled }).where('id', '=', userId).execute();
    },

    /** Turns a pending two-factor challenge into a callback token, once. */
    async passChallenge(id: string, newLinkHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('authCodes')
        .set({ purpose: 'callback', linkHash: newLinkHash })
        .where('id', '=', id)
        .where('purpose', '=', 'two_factor')
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async createCode(code: Omit<AuthCodeRow, 'usedAt'>): Promise<void> {
      await db.insertInto('authCodes').values(code).execute();
    },

    /** The newest code this browser asked for that is still usable. */
    async latestCodeFor(requesterHash: string, now: Date): Promise<AuthCodeRow | null> {
      const row = await db
        .selectFrom('authCodes')
        .selectAll()
        .where('requesterHash', '=', requesterHash)
        .where('purpose', '=', 'email')
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ?? null;
    },

    async codeByLinkHash(linkHash: string): Promise<AuthCodeRow | null> {
      const row = await db.selectFrom('authCodes').selectAll().where('linkHash', '=', linkHash).executeTakeFirst();
      return row ?? null;
    },

    /**
     * Spends the typed code: only a caller presenting the stored code hash wins, once; the row's link
     * becomes the new one-time token the auth callback will claim.
     */
    async spendCode(id: string, codeHash: string, newLinkHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('authCodes')
        .set({ codeHash: '', linkHash: newLinkHash })
        .where('id', '=', id)
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks a code used; true for exactly one caller however many race for it. */
    async claimCode(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('authCodes')
        .set({ usedAt: now })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async lock(key: string): Promise<AccountLock> {
      const row = await db.selectFrom('authLocks').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row) return { failCount: 0, lockouts: 0, lockedOutUntil: null, permanent: false };
      return {
        failCount: row.failCount,
        lockouts: row.lockouts,
        lockedOutUntil: row.lockedOutUntil ? row.lockedOutUntil.getTime() : null,
        permanent: row.permanent,
      };
    },

    async saveLock(key: string, lock: AccountLock): Promise<void> {
      const values = {
        key,
        failCount: lock.failCount,
        lockouts: lock.lockouts,
        lockedOutUntil: lock.lockedOutUntil === null ? null : new Date(lock.lockedOutUntil),
        permanent: lock.permanent,
      };
      await db
        .insertInto('authLocks')
        .values(values)
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    },

    /** Failures from this network since `since`, oldest first. */
    async networkFailures(network: string, since: Date): Promise<number[]> {
      const rows = await db
        .selectFrom('networkAuthFailures')
        .select('failedAt')
        .where('network', '=', network)
        .where('failedAt', '>', since)
        .orderBy('failedAt')
        .execute();
      return rows.map((r) => r.failedAt.getTime());
    },

    async addNetworkFailure(network: string, at: Date, olderThan: Date): Promise<void> {
      await db.insertInto('networkAuthFailures').values({ network, failedAt: at }).execute();
      await db.deleteFrom('networkAuthFailures').where('network', '=', network).where('failedAt', '<=', olderThan).execute();
    },

    async networkLock(network: string): Promise<number | null> {
      const row = await db.selectFrom('networkAuthLocks').select('lockedOutUntil').where('network', '=', network).executeTakeFirst();
      return row ? row.lockedOutUntil.getTime() : null;
    },

    async lockNetwork(network: string, until: Date): Promise<void> {
      await db
        .insertInto('networkAuthLocks')
        .values({ network, lockedOutUntil: until })
        .onConflict((oc) => oc.column('network').doUpdateSet({ lockedOutUntil: until }))
        .execute();
    },
  };
}
