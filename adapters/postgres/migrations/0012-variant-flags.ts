// Variant flag settings. A setting is global (scope 'global') or one user's (scope = the user id);
// its value is JSON (a boolean, string or number, checked against the registry in core/flags before it is stored).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('variant_flag_settings')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz(3)', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('variant_flag_settings_pk', ['scope', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('variant_flag_settings').ifExists().execute();
}
