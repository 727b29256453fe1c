// Issue 21 (Security and apps): a user's sessions as the list shows them, the authenticator's recovery codes,
// passkeys and their one-time challenges, and integration tokens. Every "once" here is one conditional statement
// (UPDATE/DELETE … WHERE still unused … RETURNING), so racing requests, batches and processes cannot spend a code,
// a challenge or a revoked token twice.
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.types.ts';

export type SessionRow = { id: string; tokenHash: string; userAgent: string; network: string; createdAt: Date; lastSeenAt: Date | null };
export type PasskeyRow = { id: string; userId: string; name: string; publicKey: string; counter: number; transports: string[]; createdAt: Date; lastUsedAt: Date | null };
export type TokenRow = { id: string; userId: string; name: string; hint: string; scopes: string; createdAt: Date; lastUsedAt: Date | null };

export type SecurityRepository = ReturnType<typeof securityRepository>;

export function securityRepository(db: Kysely<Database>) {
  return {
    /** Issue 21 connected accounts: the account a provider's subject is linked to, if any. */
    async socialLinkOwner(provider: string, subject: string): Promise<string | null> {
      const row = await db.selectFrom('socialLinks').select('userId').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
      return row?.userId ?? null;
    },

    /**
     * Links a provider's subject to an account, in one statement: 'taken' when the subject belongs to another
     * account, 'other' when this account already has another subject of the provider; linking again is 'ok'.
     */
    async linkSocial(userId: string, provider: string, subject: string): Promise<'ok' | 'taken' | 'other'> {
      const inserted = await db
        .insertInto('socialLinks')
        .values({ userId, provider, subject })
        .onConflict((oc) => oc.doNothing())
        .returning('userId')
        .executeTakeFirst();
      if (inserted) return 'ok';
      const owner = await db.selectFrom('socialLinks').select('userId').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
      if (owner) return owner.userId === userId ? 'ok' : 'taken';
      return 'other';
    },

    /** The providers an account is connected to. */
    async socialLinksOf(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('socialLinks').select('provider').where('userId', '=', userId).orderBy('provider').execute();
      return rows.map((r) => r.provider);
    },

    /** Disconnects a provider; false when it was not connected. */
    async unlinkSocial(userId: string, provider: string): Promise<boolean> {
      const result = await db.deleteFrom('socialLinks').where('userId', '=', userId).where('provider', '=', provider).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    // --- sessions ---------------------------------------------------------------------------------------------
    async sessionsOf(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .select(['id', 'tokenHash', 'userAgent', 'network', 'createdAt', 'lastSeenAt'])
        .where('userId', '=', userId)
        .where('expiresAt', '>', now)
        .orderBy('lastSeenAt', 'desc')
        .orderBy('createdAt', 'desc')
        .execute();
    },

    /** Ends one of the user's sessions by its public id; false when it is not theirs or already gone. */
    async revokeSession(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Ends every session of the user but the one with `keepTokenHash`; how many ended. */
    async revokeOtherSessions(userId: string, keepTokenHash: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('tokenHash', '<>', keepTokenHash).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async accountOf(userId: string): Promise<{ email: string; username: string; name: string } | null> {
      const row = await db.selectFrom('users').select(['email', 'username', 'name']).where('id', '=', userId).executeTakeFirst();
      return row ?? null;
    },

    /** The /v1 API: the publications a user owns, edits or writes for, oldest membership first. */
    async publicationIdsOf(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('publicationEditors').select('publicationId').where('userId', '=', userId).orderBy('createdAt').orderBy('publicationId').execute();
      return rows.map((r) => r.publicationId);
    },

    // --- password ---------------------------------------------------------------------------------------------
    async passwordHash(userId: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
      return row?.passwordHash ?? null;
    },

    // --- two-factor -------------------------------------------------------------------------------------------
    /** Replaces every recovery code of the user with these hashes, in one transaction. */
    async replaceRecoveryCodes(userId: string, codeHashes: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
        if (codeHashes.length > 0) await trx.insertInto('twoFactorRecoveryCodes').values(codeHashes.map((codeHash) => ({ userId, codeHash }))).execute();
      });
    },

    /** Spends a recovery code: true for exactly one caller, once. */
    async spendRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('twoFactorRecoveryCodes')
        .set({ usedAt: now })
        .where('userId', '=', userId)
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .returning('codeHash')
        .executeTakeFirst();
      return row !== undefined;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const row = await db
        .selectFrom('twoFactorRecoveryCodes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Turns the authenticator off: its secret, any pending enrolment and the recovery codes go together. */
    async disableTwoFactor(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ totpEnabled: false, totpSecret: null, totpPendingSecret: null }).where('id', '=', userId).execute();
        await trx.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
      });
    },

    /** An enrolment confirmed with its first recovery codes, together: the pending secret (only the one checked) becomes the one asked for. */
    async confirmTwoFactorWithCodes(userId: string, pendingSecret: string, codeHashes: readonly string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('users')
          .set({ totpSecret: pendingSecret, totpEnabled: true, totpPendingSecret: null })
          .where('id', '=', userId)
          .where('totpPendingSecret', '=', pendingSecret)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
        await trx.insertInto('twoFactorRecoveryCodes').values(codeHashes.map((codeHash) => ({ userId, codeHash }))).execute();
        return true;
      });
    },

    // --- passkeys ---------------------------------------------------------------------------------------------
    async passkeysOf(userId: string): Promise<PasskeyRow[]> {
      const rows = await db.selectFrom('passkeys').selectAll().where('userId', '=', userId).orderBy('createdAt', 'asc').execute();
      return rows.map(passkeyOf);
    },

    async passkey(id: string): Promise<PasskeyRow | null> {
      const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? passkeyOf(row) : null;
    },

    async addPasskey(passkey: { id: string; userId: string; name: string; publicKey: string; counter: number; transports: readonly string[] }): Promise<boolean> {
      const result = await db
        .insertInto('passkeys')
        .values({ ...passkey, transports: passkey.transports.join(',') })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** A use of a passkey: its signature counter moves on (never back) and it is marked used. */
    async usePasskey(id: string, counter: number, now: Date): Promise<void> {
      await db
        .updateTable('passkeys')
        .set({ counter: sql<string>`greatest(counter, ${counter})`, lastUsedAt: now })
        .where('id', '=', id)
        .execute();
    },

    async removePasskey(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('passkeys').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Keeps a new challenge, sweeping the expired ones (by the caller's clock) as it goes. */
    async saveChallenge(challenge: { challenge: string; purpose: 'register' | 'sign_in'; userId: string | null; requesterHash: string; expiresAt: Date }, now: Date): Promise<void> {
      await db.deleteFrom('webauthnChallenges').where('expiresAt', '<', now).execute();
      await db.insertInto('webauthnChallenges').values(challenge).execute();
    },

    /** Takes a live challenge once (deleting it); null when unknown, used, expired or another's. */
    async takeChallenge(challenge: string, purpose: 'register' | 'sign_in', requesterHash: string, now: Date): Promise<{ userId: string | null } | null> {
      const row = await db
        .deleteFrom('webauthnChallenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('requesterHash', '=', requesterHash)
        .where('expiresAt', '>', now)
        .returning('userId')
        .executeTakeFirst();
      return row ?? null;
    },

    // --- integration tokens -----------------------------------------------------------------------------------
    async tokensOf(userId: string): Promise<TokenRow[]> {
      return db
        .selectFrom('integrationTokens')
        .select(['id', 'userId', 'name', 'hint', 'scopes', 'createdAt', 'lastUsedAt'])
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .orderBy('createdAt', 'desc')
        .execute();
    },

    /** A new token, unless the user already has `max` live ones (counted under a lock on the user's row). */
    async createToken(token: { id: string; userId: string; name: string; tokenHash: string; hint: string; scopes: string }, max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', token.userId).forUpdate().executeTakeFirstOrThrow();
        const live = await trx
          .selectFrom('integrationTokens')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('userId', '=', token.userId)
          .where('revokedAt', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(live.n) >= max) return false;
        await trx.insertInto('integrationTokens').values(token).execute();
        return true;
      });
    },

    async revokeToken(userId: string, id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('integrationTokens')
        .set({ revokedAt: now })
        .where('userId', '=', userId)
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The live token with this hash (marking it used), or null: unknown and revoked tokens alike. */
    async useToken(tokenHash: string, now: Date): Promise<{ id: string; userId: string; scopes: string } | null> {
      const row = await db
        .updateTable('integrationTokens')
        .set({ lastUsedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('revokedAt', 'is', null)
        .returning(['id', 'userId', 'scopes'])
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

function passkeyOf(row: { id: string; userId: string; name: string; publicKey: string; counter: string; transports: string; createdAt: Date; lastUsedAt: Date | null }): PasskeyRow {
  return { ...row, counter: Number(row.counter), transports: row.transports ? row.transports.split(',') : [] };
}
