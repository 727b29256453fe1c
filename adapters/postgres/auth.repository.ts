// The sign-in ledgers: one-time codes and links, lockouts per account and per network, users by e-mail.
// An account's lock changes only under a row lock inside a transaction (updateLock), so racing attempts
// queue up on it and each sees the one before: core decides, the store serialises.
import { sql, type Kysely, type Selectable } from 'kysely';
import { NEW_ACCOUNT_LOCK, type AccountLock } from '../../core/auth/lockout.policy.ts';
import type { AuthCodeRecord } from '../../core/ports/auth-repository.port.ts';
import type { AuthLocksTable, Database } from './database.types.ts';

/** A code as the store keeps it: the port's record (core/ports/auth-repository.port.ts). */
type AuthCodeRow = AuthCodeRecord;

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

    async createUser(user: { id: string; username: string; name: string; email: string; needsOnboarding?: boolean }): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    /** Issue 18: true for exactly one caller, once, for an account still to be sent into onboarding (one statement). */
    async claimOnboarding(userId: string): Promise<boolean> {
      const row = await db.updateTable('users').set({ needsOnboarding: false }).where('id', '=', userId).where('needsOnboarding', '=', true).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    },

    async userByUsername(username: string): Promise<{ id: string; email: string } | null> {
      const row = await db.selectFrom('users').select(['id', 'email']).where('username', '=', username).executeTakeFirst();
      return row ?? null;
    },

    async twoFactor(
      userId: string,
    ): Promise<{ username: string; secret: string | null; enabled: boolean; pendingSecret: string | null } | null> {
      const row = await db
        .selectFrom('users')
        .select(['username', 'totpSecret', 'totpEnabled', 'totpPendingSecret'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? { username: row.username, secret: row.totpSecret, enabled: row.totpEnabled, pendingSecret: row.totpPendingSecret } : null;
    },

    /** An enrolment started: its secret waits apart, and the authenticator in place stays as it is. */
    async setPendingTwoFactor(userId: string, secret: string): Promise<void> {
      await db.updateTable('users').set({ totpPendingSecret: secret }).where('id', '=', userId).execute();
    },

    /**
     * Issue 21: an e-mailed code or link redeemed for an account with an authenticator becomes a two-factor challenge
     * (once, while still unused and live) instead of a session.
     */
    async codeToChallenge(id: string, challengeHash: string, expiresAt: Date, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('authCodes')
        .set({ purpose: 'two_factor', linkHash: challengeHash, codeHash: '', expiresAt })
        .where('id', '=', id)
        .where('purpose', '=', 'email')
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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

    /** Whether a code has been spent (typed right, or its link claimed) since it was looked up. */
    async codeSpent(id: string): Promise<boolean> {
      const row = await db.selectFrom('authCodes').select(['codeHash', 'usedAt']).where('id', '=', id).executeTakeFirst();
      return !row || row.codeHash === '' || row.usedAt !== null;
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

    /**
     * Reads the account lock under a row lock, lets `decide` (a pure rule of core) answer and say the next
     * lock, and stores it before the lock is released: concurrent callers for one key take turns.
     */
    async updateLock<T>(key: string, decide: (lock: AccountLock) => { lock: AccountLock | null; result: T }): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('authLocks').values({ key }).onConflict((oc) => oc.column('key').doNothing()).execute();
        const row = await trx.selectFrom('authLocks').selectAll().where('key', '=', key).forUpdate().executeTakeFirstOrThrow();
        const { lock, result } = decide(lockOf(row));
        if (lock) await trx.updateTable('authLocks').set(columnsOf(lock)).where('key', '=', key).execute();
        return result;
      });
    },

    /** Back to no failures and no lockout, whatever the lock held (a right secret, a recovery). */
    async clearLocks(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.updateTable('authLocks').set(columnsOf(NEW_ACCOUNT_LOCK)).where('key', 'in', keys).execute();
    },

    async networkLock(network: string): Promise<number | null> {
      const row = await db.selectFrom('networkAuthLocks').select('lockedOutUntil').where('network', '=', network).executeTakeFirst();
      return row ? row.lockedOutUntil.getTime() : null;
    },

    async lockNetwork(network: string, until: Date): Promise<void> {
      await db
        .insertInto('networkAuthLocks')
        .values({ network, lockedOutUntil: until })
        .onConflict((oc) => oc.column('network').doUpdateSet({ lockedOutUntil: sql<Date>`greatest(network_auth_locks.locked_out_until, excluded.locked_out_until)` }))
        .execute();
    },
  };
}

function lockOf(row: Selectable<AuthLocksTable>): AccountLock {
  return {
    failCount: row.failCount,
    lockouts: row.lockouts,
    lockedOutUntil: row.lockedOutUntil ? row.lockedOutUntil.getTime() : null,
    permanent: row.permanent,
  };
}

function columnsOf(lock: AccountLock) {
  return {
    failCount: lock.failCount,
    lockouts: lock.lockouts,
    lockedOutUntil: lock.lockedOutUntil === null ? null : new Date(lock.lockedOutUntil),
    permanent: lock.permanent,
  };
}
