// Sessions by the hash of their token. Tokens themselves never reach the store.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NewSession, StoredSession } from '../../core/ports/sessions-repository.port.ts';
import type { Database } from './database.types.ts';

export type SessionsRepository = ReturnType<typeof sessionsRepository>;

export function sessionsRepository(db: Kysely<Database>) {
  return {
    /** `authenticatedAt`: when the browser proved who it is; a session made by signing in is fresh at creation. */
    async create(session: NewSession): Promise<void> {
      const { userAgent = '', network = '', ...rest } = session;
      await db
        .insertInto('sessions')
        .values({ ...rest, id: randomBytes(12).toString('base64url'), userAgent: userAgent.slice(0, 512), network, lastSeenAt: session.authenticatedAt })
        .execute();
    },

    /** The live session with this token hash, or null when there is none or it has expired. */
    async find(tokenHash: string, now: Date): Promise<StoredSession | null> {
      const row = await db
        .selectFrom('sessions')
        .select(['userId', 'xsrf', 'authenticatedAt', 'lastSeenAt'])
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return row ?? null;
    },

    async touch(tokenHash: string, now: Date): Promise<void> {
      await db.updateTable('sessions').set({ lastSeenAt: now }).where('tokenHash', '=', tokenHash).execute();
    },

    async remove(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
    },

    async removeExpired(now: Date): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
