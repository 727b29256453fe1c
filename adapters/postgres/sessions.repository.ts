// Sessions by the hash of their token. Tokens themselves never reach the store.
import type { Kysely } from 'kysely';
import type { Database } from './database.types.ts';

export type SessionsRepository = ReturnType<typeof sessionsRepository>;

export function sessionsRepository(db: Kysely<Database>) {
  return {
    /** `authenticatedAt`: when the browser proved who it is; a session made by signing in is fresh at creation. */
    async create(session: { tokenHash: string; userId: string; xsrf: string; expiresAt: Date; authenticatedAt: Date }): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    /** The live session with this token hash, or null when there is none or it has expired. */
    async find(tokenHash: string, now: Date): Promise<{ userId: string; xsrf: string; authenticatedAt: Date | null } | null> {
      const row = await db
        .selectFrom('sessions')
        .select(['userId', 'xsrf', 'authenticatedAt'])
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return row ?? null;
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
