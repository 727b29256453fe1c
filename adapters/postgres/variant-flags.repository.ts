// The stored variant flag settings (migration 0012). One statement reads a request's settings:
// the global ones and, when someone is signed in, theirs.
import type { Kysely } from 'kysely';
import { GLOBAL_SCOPE, type FlagSetting, type FlagValue } from '../../core/flags/variant-flags.ts';
import type { Database } from './database.types.ts';

export function variantFlagsRepository(db: Kysely<Database>) {
  return {
    /** The global settings and, for a user id, that user's: one query. */
    async settingsFor(userId: string | null): Promise<FlagSetting[]> {
      const scopes = userId === null ? [GLOBAL_SCOPE] : [GLOBAL_SCOPE, userId];
      return db.selectFrom('variantFlagSettings').select(['scope', 'name', 'value']).where('scope', 'in', scopes).orderBy('name').execute();
    },

    /** Stores a checked value for a scope ('global' or a user id), replacing any earlier one. */
    async set(scope: string, name: string, value: FlagValue, now: Date): Promise<void> {
      await db
        .insertInto('variantFlagSettings')
        .values({ scope, name, value: JSON.stringify(value), updatedAt: now })
        .onConflict((oc) => oc.columns(['scope', 'name']).doUpdateSet({ value: JSON.stringify(value), updatedAt: now }))
        .execute();
    },

    /** Removes a scope's setting: the flag falls back to the next level. */
    async clear(scope: string, name: string): Promise<void> {
      await db.deleteFrom('variantFlagSettings').where('scope', '=', scope).where('name', '=', name).execute();
    },
  };
}
