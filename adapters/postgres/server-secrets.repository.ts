// Secrets shared by every server process: the first to ask stores a random one, every later ask (in any
// process) reads that same value. A secret never changes once stored.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './database.types.ts';

export type ServerSecrets = { get(name: string): Promise<string> };

export function serverSecretsRepository(db: Kysely<Database>): ServerSecrets {
  return {
    async get(name) {
      await db
        .insertInto('serverSecrets')
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
