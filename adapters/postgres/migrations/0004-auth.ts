// Sign-in: one-time codes and links, the mail outbox, lockout ledgers per account and per
// network, and password hashes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();

  // A code and a link, sent together; both single-use, both expire, both bound to the browser that asked.
  await db.schema
    .createTable('auth_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull().check(sql`operation in ('login', 'register')`))
    .addColumn('full_name', 'text')
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo('/'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('link_hash', 'text', (c) => c.notNull().unique())
    .addColumn('requester_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('auth_codes_requester_idx').on('auth_codes').columns(['requester_hash', 'created_at']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();

  // Keyed by what is being guessed: 'password:{userId}', 'code:{email}'.
  await db.schema
    .createTable('auth_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('fail_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_out_until', 'timestamptz')
    .addColumn('permanent', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('network_auth_failures')
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('network_auth_failures_idx').on('network_auth_failures').columns(['network', 'failed_at']).execute();

  await db.schema
    .createTable('network_auth_locks')
    .addColumn('network', 'text', (c) => c.primaryKey())
    .addColumn('locked_out_until', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['network_auth_locks', 'network_auth_failures', 'auth_locks', 'mail_outbox', 'auth_codes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('users').dropColumn('password_hash').execute();
}
