// Issue 21 (Security and apps): what the sessions list shows of each session (its own id, the browser's user
// agent, the network it signed in from, when it was last seen), the authenticator's single-use recovery codes
// (hashed), passkeys (WebAuthn credentials) and their one-time challenges, and integration tokens for the /v1 API
// (hashed, with a recognisable prefix kept in clear to tell them apart).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A session's public id: the token hash is what signs it in, so the page names a session by this instead.
  await sql`alter table sessions add column id text`.execute(db);
  await sql`update sessions set id = md5(token_hash || random()::text)`.execute(db);
  await sql`alter table sessions alter column id set not null`.execute(db);
  await sql`create unique index sessions_id_idx on sessions (id)`.execute(db);
  await sql`alter table sessions add column user_agent text not null default ''`.execute(db);
  await sql`alter table sessions add column network text not null default ''`.execute(db);
  await sql`alter table sessions add column last_seen_at timestamptz(3)`.execute(db);

  await sql`
    create table two_factor_recovery_codes (
      user_id text not null references users (id) on delete cascade,
      code_hash text not null,
      created_at timestamptz not null default now(),
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`.execute(db);

  await sql`
    create table passkeys (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      name text not null,
      public_key text not null,
      counter bigint not null default 0,
      transports text not null default '',
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index passkeys_user_idx on passkeys (user_id)`.execute(db);

  // One row per ceremony begun: registration (a signed-in user) or sign-in (a browser, no user yet). Taken once.
  await sql`
    create table webauthn_challenges (
      challenge text primary key,
      purpose text not null check (purpose in ('register', 'sign_in')),
      user_id text references users (id) on delete cascade,
      requester_hash text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index webauthn_challenges_expiry_idx on webauthn_challenges (expires_at)`.execute(db);

  await sql`
    create table integration_tokens (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      name text not null,
      token_hash text not null unique,
      hint text not null,
      scopes text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index integration_tokens_user_idx on integration_tokens (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['integration_tokens', 'webauthn_challenges', 'passkeys', 'two_factor_recovery_codes']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  for (const column of ['last_seen_at', 'network', 'user_agent', 'id']) {
    await sql`alter table sessions drop column if exists ${sql.ref(column)}`.execute(db);
  }
}
