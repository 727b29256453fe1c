// The one configuration reader (README: Configuration): each variable's rule, the pairs and triples that go
// together, and the message that names what is wrong.
import { describe, expect, it } from 'vitest';
import { readConfig, type ConfigResult } from './config.ts';

const read = (env: Record<string, string>): ConfigResult => readConfig(env, '/srv/quire');
const config = (env: Record<string, string>) => {
  const result = read(env);
  if (!result.ok) throw new Error(result.error);
  return result.config;
};
const error = (env: Record<string, string>) => {
  const result = read(env);
  return result.ok ? null : result.error;
};

describe('reading the configuration (README: Configuration)', () => {
  it('runs with nothing set: the embedded database in ./data, the sandbox, the built-in search, the outbox', () => {
    const c = config({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicOrigin: null,
      production: false,
      productName: 'Quire',
      store: { kind: 'pglite', dataDir: '/srv/quire/data' },
      seedDemo: true,
      stripe: null,
      searchService: null,
      mail: { smtpUrl: null, address: '', rate: 10, leaseMs: 60_000 },
      social: {},
      countryHeader: 'cf-ipcountry',
      trustProxy: false,
      trustedProxies: ['loopback'],
    });
    expect(c.edgeCache).toMatchObject({ ttlSeconds: 300, purge: null, inProcess: { maxBytes: 64 * 1024 * 1024 } });
  });

  it('sets the connection budget (issue 20): pool size, statement timeouts, a replica beside DATABASE_URL, the shutdown bound', () => {
    const primary = 'postgres://q@db:5432/quire';
    expect(config({}).shutdownTimeoutMs).toBe(10_000);
    expect(
      config({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://q@replica:5432/quire', QUIRE_DB_POOL_SIZE: '25', QUIRE_STATEMENT_TIMEOUT_MS: '3000', QUIRE_SEARCH_STATEMENT_TIMEOUT_MS: '500', QUIRE_SHUTDOWN_TIMEOUT_MS: '0' }),
    ).toMatchObject({
      store: { kind: 'postgres', maxConnections: 25, statementTimeoutMs: 3000, searchStatementTimeoutMs: 500, replicaConnectionString: 'postgres://q@replica:5432/quire' },
      shutdownTimeoutMs: 0,
    });
    // The search timeout is never looser than the pool's unless set so.
    expect(config({ DATABASE_URL: primary, QUIRE_STATEMENT_TIMEOUT_MS: '300' }).store).toMatchObject({ statementTimeoutMs: 300, searchStatementTimeoutMs: 300 });
    expect(error({ DATABASE_URL: primary, QUIRE_DB_POOL_SIZE: '0' })).toBe('QUIRE_DB_POOL_SIZE must be a whole number of connections from 1 to 1000, not "0".');
    expect(error({ DATABASE_URL: primary, QUIRE_DB_POOL_SIZE: 'lots' })).toMatch(/QUIRE_DB_POOL_SIZE must be a whole number/);
    expect(error({ QUIRE_STATEMENT_TIMEOUT_MS: '5s' })).toBe('QUIRE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 3600000, not "5s".');
    expect(error({ QUIRE_SHUTDOWN_TIMEOUT_MS: '-1' })).toMatch(/QUIRE_SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 0/);
    expect(error({ DATABASE_REPLICA_URL: 'postgres://q@replica/quire' })).toMatch(/DATABASE_REPLICA_URL is set but DATABASE_URL is not/);
    // Issue 19: prepared statements are on unless a pooler cannot keep them.
    expect(config({ DATABASE_URL: primary }).store).toMatchObject({ preparedStatements: true });
    expect(config({ DATABASE_URL: primary, QUIRE_DB_PREPARED_STATEMENTS: 'OFF' }).store).toMatchObject({ preparedStatements: false });
    expect(error({ DATABASE_URL: primary, QUIRE_DB_PREPARED_STATEMENTS: 'no' })).toBe('QUIRE_DB_PREPARED_STATEMENTS must be "on" or "off", not "no".');
    expect(error({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://replica' })).toMatch(/DATABASE_REPLICA_URL must be a postgres:\/\/ connection string/);
  });

  it('takes Stripe’s two keys together or not at all, and says which one is missing', () => {
    expect(config({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' });
    expect(error({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toMatch(/STRIPE_WEBHOOK_SECRET is not/);
    expect(error({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatch(/STRIPE_SECRET_KEY is not/);
    expect(error({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatch(/must be a Stripe secret key/);
    // Another address for Stripe's API (a Stripe-compatible mock): an http(s) origin, and only beside the keys.
    expect(config({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://localhost:12111' }).stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', apiUrl: 'http://localhost:12111' });
    expect(error({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'ftp://localhost' })).toMatch(/STRIPE_API_URL must be an http\(s\) address/);
    expect(error({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://localhost:12111/v1' })).toMatch(/with no path/);
    expect(error({ STRIPE_API_URL: 'http://localhost:12111' })).toMatch(/STRIPE_API_URL is set but STRIPE_SECRET_KEY is not/);
  });

  it('takes a search service’s three variables together or not at all', () => {
    expect(config({ QUIRE_SEARCH_URL: 'https://x.example/1/indexes/*/queries', QUIRE_SEARCH_APP_ID: 'A', QUIRE_SEARCH_KEY: 'K' }).searchService).toEqual({
      url: 'https://x.example/1/indexes/*/queries',
      appId: 'A',
      key: 'K',
    });
    expect(error({ QUIRE_SEARCH_URL: 'https://x.example' })).toBe(
      'QUIRE_SEARCH_APP_ID and QUIRE_SEARCH_KEY must be set too to use a search service; set none of the three for the built-in search.',
    );
    expect(error({ QUIRE_SEARCH_URL: 'ftp://x', QUIRE_SEARCH_APP_ID: 'A', QUIRE_SEARCH_KEY: 'K' })).toMatch(/must be an http\(s\) address/);
  });

  it('takes a test clock (QUIRE_TEST_CLOCK) outside production only, as an instant with its zone', () => {
    expect(config({}).testClockStart).toBeNull();
    expect(config({ QUIRE_TEST_CLOCK: '2026-12-01T01:00:00Z' }).testClockStart).toBe(Date.parse('2026-12-01T01:00:00Z'));
    expect(config({ QUIRE_TEST_CLOCK: '2026-12-01T02:00:00.500+01:00' }).testClockStart).toBe(Date.parse('2026-12-01T01:00:00.500Z'));
    expect(error({ QUIRE_TEST_CLOCK: '2026-12-01' })).toMatch(/^QUIRE_TEST_CLOCK must be an ISO 8601 instant with its zone/);
    expect(error({ QUIRE_TEST_CLOCK: '2026-13-45T99:00:00Z' })).toMatch(/^QUIRE_TEST_CLOCK must be/);
    expect(error({ NODE_ENV: 'production', QUIRE_TEST_CLOCK: '2026-12-01T01:00:00Z' })).toBe('QUIRE_TEST_CLOCK is for tests only: a production server keeps the real time. Unset it.');
  });

  it('requires a public URL in production unless the server listens on loopback, and takes only an origin', () => {
    expect(config({ NODE_ENV: 'production' })).toMatchObject({ host: '127.0.0.1', publicOrigin: null, production: true });
    expect(error({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toMatch(/QUIRE_PUBLIC_URL must be set in production/);
    expect(config({ NODE_ENV: 'production', QUIRE_PUBLIC_URL: 'https://quire.example/' })).toMatchObject({ host: '0.0.0.0', publicOrigin: 'https://quire.example' });
    for (const bad of ['quire.example', 'https://quire.example/blog', 'https://u:p@quire.example', 'ftp://quire.example', 'https://quire.example/?x=1']) {
      expect(error({ QUIRE_PUBLIC_URL: bad }), bad).toMatch(/QUIRE_PUBLIC_URL must be/);
    }
  });

  it('refuses a bad port, cache, purge, proxy list or log level with a message naming the variable', () => {
    expect(error({ PORT: '70000' })).toBe('PORT must be a whole number from 0 to 65535, not "70000".');
    for (const bad of ['0', '-1', 'fast', '100001']) {
      expect(error({ QUIRE_MAIL_RATE: bad })).toBe(`QUIRE_MAIL_RATE must be a number of messages a second above 0 and at most 100000, not "${bad}".`);
    }
    expect(error({ QUIRE_CACHE_TTL: '0' })).toMatch(/^QUIRE_CACHE_TTL/);
    expect(error({ QUIRE_PAGE_CACHE_MB: '-1' })).toMatch(/^QUIRE_PAGE_CACHE_MB/);
    expect(error({ QUIRE_PURGE_STYLE: 'akamai' })).toMatch(/^QUIRE_PURGE_STYLE/);
    expect(error({ QUIRE_PURGE_URL: 'varnish.local' })).toMatch(/^QUIRE_PURGE_URL/);
    expect(error({ QUIRE_TRUSTED_PROXIES: '10.0.0.0/99' })).toMatch(/^QUIRE_TRUSTED_PROXIES/);
    expect(error({ QUIRE_LOG_LEVEL: 'loud' })).toMatch(/^QUIRE_LOG_LEVEL/);
  });

  it('turns the rest into values: PostgreSQL, flags, hosts, staff, mail, social sign-in, the page cache', () => {
    const c = config({
      DATABASE_URL: 'postgres://q@db:5432/quire',
      QUIRE_FLAGS: '',
      QUIRE_HOSTS: 'Quire.Example, www.quire.example',
      QUIRE_STAFF_USERNAMES: 'ada, lin',
      SMTP_URL: ' smtp://mail:587 ',
      MAIL_FROM: 'Q <q@quire.example>',
      QUIRE_MAIL_ADDRESS: ' Quire Ltd, 1 Main St, Springfield ',
      QUIRE_MAIL_RATE: '2.5',
      QUIRE_GOOGLE_CLIENT_ID: 'id',
      QUIRE_GOOGLE_CLIENT_SECRET: 'secret',
      QUIRE_APPLE_CLIENT_ID: 'only-an-id',
      QUIRE_PAGE_CACHE: 'off',
      QUIRE_PURGE_URL: 'https://cdn.example/purge',
      QUIRE_PURGE_STYLE: 'fastly',
      QUIRE_TRUST_PROXY: 'true',
      QUIRE_TRUSTED_PROXIES: '10.0.0.0/8, loopback',
    });
    expect(c.store).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://q@db:5432/quire',
      maxConnections: 10,
      statementTimeoutMs: 5000,
      searchStatementTimeoutMs: 1000,
      replicaConnectionString: null,
      preparedStatements: true,
    });
    expect([...c.flags]).toEqual([]);
    expect(c.mainHosts.has('quire.example') && c.mainHosts.has('www.quire.example') && c.mainHosts.has('localhost')).toBe(true);
    expect([...c.staffUsernames]).toEqual(['ada', 'lin']);
    expect(c.mail).toEqual({ smtpUrl: 'smtp://mail:587', from: 'Q <q@quire.example>', address: 'Quire Ltd, 1 Main St, Springfield', rate: 2.5, leaseMs: 60_000 });
    expect(c.social).toEqual({ Google: { clientId: 'id', clientSecret: 'secret' } });
    expect(c.edgeCache).toMatchObject({ inProcess: null, purge: { url: 'https://cdn.example/purge', style: 'fastly', token: null } });
    expect(c).toMatchObject({ trustProxy: true, trustedProxies: ['10.0.0.0/8', 'loopback'] });
  });
});
