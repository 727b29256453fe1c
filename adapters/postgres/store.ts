// The store: Kysely over embedded PGlite (default, files in the data directory) or over a PostgreSQL
// server when a connection string is given. One dialect, one migration runner, the same repositories.
import { PGlite } from '@electric-sql/pglite';
import { preparedStatements } from './prepared-statements.ts';
import { QuireCamelCasePlugin } from './camel-case.ts';
import { pglitePoolConfig } from './pglite-connection.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  Kysely,
  sql,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type LogEvent,
  type Migration,
  type MigrationProvider,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database.types.ts';
import * as initial from './migrations/0001-initial.ts';
import * as staffPicks from './migrations/0002-staff-picks.ts';
import * as sessions from './migrations/0003-sessions.ts';
import * as auth from './migrations/0004-auth.ts';
import * as twoFactor from './migrations/0005-two-factor.ts';
import * as mutes from './migrations/0006-mutes-notifications.ts';
import * as publicationHomepage from './migrations/0007-publication-homepage.ts';
import * as feedTimePrecision from './migrations/0008-feed-time-precision.ts';
import * as memberships from './migrations/0009-memberships.ts';
import * as providerEventsHeld from './migrations/0010-provider-events-held.ts';
import * as reporting from './migrations/0011-reporting.ts';
import * as variantFlags from './migrations/0012-variant-flags.ts';
import * as postSuspension from './migrations/0013-post-suspension.ts';
import * as search from './migrations/0014-search.ts';
import * as rateLimits from './migrations/0015-rate-limits.ts';
import * as signInHardening from './migrations/0016-sign-in-hardening.ts';
import * as serverSecrets from './migrations/0018-server-secrets.ts';
import * as postLifecycle from './migrations/0019-post-lifecycle.ts';
import * as media from './migrations/0020-media.ts';
import * as jobs from './migrations/0021-jobs.ts';
import * as claps from './migrations/0022-claps.ts';
import * as catalogs from './migrations/0023-catalogs.ts';
import * as responses from './migrations/0024-responses.ts';
import * as highlightsHistory from './migrations/0025-highlights-history.ts';
import * as notifications from './migrations/0027-notifications.ts';
import * as mailDeliveries from './migrations/0028-mail-deliveries.ts';
import * as newsletters from './migrations/0028-newsletters.ts';
import * as catalogResponses from './migrations/0026-catalog-responses.ts';
import * as topicFollows from './migrations/0029-topic-follows.ts';
import * as scaleCounts from './migrations/0034-scale-counts.ts';
import * as stats from './migrations/0041-stats.ts';
import * as notificationCounts from './migrations/0033-notification-counts.ts';
import * as recommendationSignals from './migrations/0031-recommendation-signals.ts';
import * as onboarding from './migrations/0030-onboarding.ts';
import * as publicationSettings from './migrations/0040-publication-settings.ts';
import * as publicationCustomDomain from './migrations/0045-publication-custom-domain.ts';
import * as publicationPeople from './migrations/0038-publication-people.ts';
import * as account from './migrations/0036-account.ts';
import * as gifts from './migrations/0042-gifts.ts';
import * as accountStates from './migrations/0043-account-states.ts';
import * as partnerProgram from './migrations/0044-partner-program.ts';
import * as landingDefaults from './migrations/0049-landing-defaults.ts';
import * as newsletterSettings from './migrations/0050-newsletter-settings.ts';
import * as userCustomDomain from './migrations/0046-user-custom-domain.ts';
import * as stripeGiftsPayouts from './migrations/0048-stripe-gifts-payouts.ts';
import * as security from './migrations/0037-security.ts';
import * as storyViews from './migrations/0047-story-views.ts';
import * as readerPages from './migrations/0051-reader-pages.ts';
import * as partnerRefunds from './migrations/0052-partner-refunds.ts';
import * as profileTabs from './migrations/0053-profile-tabs.ts';
import * as moreRoutes from './migrations/0054-more-routes.ts';
import * as featurePages from './migrations/0055-feature-pages.ts';
import * as ginNoPendingList from './migrations/0056-gin-no-pending-list.ts';

export type StoreOptions = (
  | { kind: 'pglite'; dataDir?: string | undefined; loadDataDir?: Blob | File | undefined }
  | {
      kind: 'postgres';
      connectionString: string;
      /** QUIRE_DB_POOL_SIZE: connections this process keeps to the primary (and as many to the replica); 10 by default. */
      maxConnections?: number | undefined;
      /** QUIRE_STATEMENT_TIMEOUT_MS: no statement of the pool runs longer (PostgreSQL cancels it); none when absent. */
      statementTimeoutMs?: number | undefined;
      /** QUIRE_SEARCH_STATEMENT_TIMEOUT_MS: the tighter bound on statements a reader's input shapes (search, typeahead). */
      searchStatementTimeoutMs?: number | undefined;
      /** DATABASE_REPLICA_URL: a read replica of the primary; see Store.reads. */
      replicaConnectionString?: string | null | undefined;
    }
) & {
  /**
   * QUIRE_DB_PREPARED_STATEMENTS: statements Quire repeats are prepared once per connection (prepared-statements.ts);
   * on by default. Turn off behind a pooler that cannot keep prepared statements (PgBouncer before 1.21 in
   * transaction mode).
   */
  preparedStatements?: boolean | undefined;
  /** Each statement as it finishes, with its time (bench/scale.bench.ts finds the slow ones); none by default. */
  log?: ((event: LogEvent) => void) | undefined;
};

export type Store = {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Kysely<Database>;
  /** Flushes everything acknowledged to disk and releases the database. Safe to call twice. */
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for test templates. */
  dump(): Promise<Blob>;
  /** Issue 20: `NOTIFY channel, payload` to every process listening on this database (payload < 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Issue 20: LISTEN on a channel. PostgreSQL: a dedicated connection outside the pool; when it drops, it is opened
   * again (with back-off) and `onReconnect` runs once it listens again (notices sent meanwhile are lost: the caller
   * makes up for them); a first connection that fails is tried again the same way, and each failure goes to
   * `onError`. PGlite: in process, never drops. Resolves once listening or retrying; the function it gives stops.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onReconnect?: () => void,
    onError?: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  /** Issue 20: the pool's connections now (for /_/metrics). */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  /**
   * Issue 20, the connection budget: runs `work` in a transaction whose statements PostgreSQL cancels after `ms`
   * (SET LOCAL statement_timeout), for statements a reader's input shapes (search, typeahead). A cancelled statement
   * throws an error isStatementTimeout() recognises. PGlite runs no timers inside its one query: `work` runs as is.
   */
  withStatementTimeout<T>(ms: number, work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** The search bound this store was opened with (QUIRE_SEARCH_STATEMENT_TIMEOUT_MS); null: none (PGlite). */
  readonly searchStatementTimeoutMs: number | null;
  /** Issue 20: where a request's reads go (DATABASE_REPLICA_URL); see ReadRouting. */
  readonly reads: ReadRouting;
};

/**
 * Issue 20, read replicas: the one place that decides which database a statement goes to. Inside `run(true, …)`
 * (a page or feed read: adapters/server/http/read-routing.ts decides) a plain SELECT outside a transaction goes to
 * the replica; everything else goes to the primary — every write, every transaction (its reads too), raw SQL, a
 * SELECT … FOR UPDATE — and once the work has written, its later reads go to the primary as well, so it reads its
 * own writes. Outside `run` (jobs, the mail sender, start-up) everything goes to the primary. `wrote` says whether
 * the work changed anything (the caller then keeps the session on the primary a few seconds).
 */
export type ReadRouting = {
  readonly hasReplica: boolean;
  run<T>(useReplica: boolean, work: () => Promise<T>): Promise<{ value: T; wrote: boolean }>;
};

type Route = { replica: boolean; wrote: boolean };
const routes = new AsyncLocalStorage<Route>();

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
/** Raw statements that change nothing themselves: reads and transaction control. */
const RAW_NOT_A_WRITE = /^\s*(select|begin|start transaction|commit|rollback|savepoint|release|set|show)\b/i;
/** Whether a statement changes data (so the request must read its own writes from the primary from now on). */
export function isWriteStatement(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (WRITE_KINDS.has(kind)) return true;
  return kind === 'RawNode' && !RAW_NOT_A_WRITE.test(query.sql);
}
/** A plain SELECT (no FOR UPDATE/SHARE), the only statement a replica may answer. */
function isPlainSelect(query: CompiledQuery): boolean {
  const node = query.query;
  return node.kind === 'SelectQueryNode' && !(node.endModifiers?.length);
}

/** A connection that takes each statement to the primary or the replica (see ReadRouting); acquired lazily. */
class RoutingConnection implements DatabaseConnection {
  primary: DatabaseConnection | null = null;
  replica: DatabaseConnection | null = null;
  /** Once the primary has a statement of this connection (a transaction's `begin`), the rest follows it. */
  private pinned = false;
  constructor(private readonly drivers: { primary: Driver; replica: Driver }) {}

  private async target(query: CompiledQuery): Promise<DatabaseConnection> {
    const route = routes.getStore();
    if (!this.pinned && route?.replica && !route.wrote && isPlainSelect(query)) {
      return (this.replica ??= await this.drivers.replica.acquireConnection());
    }
    this.pinned = true;
    if (route && isWriteStatement(query)) route.wrote = true;
    return (this.primary ??= await this.drivers.primary.acquireConnection());
  }
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.target(query)).executeQuery<R>(query);
  }
  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.target(query)).streamQuery<R>(query, chunkSize);
  }
}

class RoutingDriver implements Driver {
  constructor(private readonly drivers: { primary: Driver; replica: Driver }) {}
  async init(): Promise<void> {
    await Promise.all([this.drivers.primary.init(), this.drivers.replica.init()]);
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this.drivers);
  }
  // A transaction's statements go through the connection, which pins itself to the primary at `begin`.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.drivers.primary.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.drivers.primary.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.drivers.primary.rollbackTransaction(connection);
  }
  savepoint: Driver['savepoint'] = (connection, name, compile) => this.drivers.primary.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) => this.drivers.primary.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) => this.drivers.primary.releaseSavepoint!(connection, name, compile);
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as RoutingConnection;
    if (c.primary) await this.drivers.primary.releaseConnection(c.primary);
    if (c.replica) await this.drivers.replica.releaseConnection(c.replica);
    c.primary = null;
    c.replica = null;
  }
  async destroy(): Promise<void> {
    await Promise.all([this.drivers.primary.destroy(), this.drivers.replica.destroy()]);
  }
}

function routingDialect(primary: pg.Pool, replica: pg.Pool): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new RoutingDriver({ primary: new PostgresDriver({ pool: primary }), replica: new PostgresDriver({ pool: replica }) }),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
}

const NO_REPLICA: ReadRouting = {
  hasReplica: false,
  run: async (_useReplica, work) => ({ value: await work(), wrote: false }),
};

const replicaRouting: ReadRouting = {
  hasReplica: true,
  async run(useReplica, work) {
    const route: Route = { replica: useReplica, wrote: false };
    const value = await routes.run(route, work);
    return { value, wrote: route.wrote };
  },
};

/** PostgreSQL's query_canceled: a statement ran past its statement_timeout (the error itself, or what it was caused by). */
export function isStatementTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as { cause?: unknown; originalError?: unknown }).cause ?? (e as { originalError?: unknown }).originalError, depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/** The longest wait between two tries at reopening a dropped listening connection. */
export const LISTEN_RETRY_MAX_MS = 30_000;

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a channel name: ${name}`);
  return `"${name}"`;
}

const notifyOn = (db: Kysely<Database>) => async (channel: string, payload: string) => {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
};

/** LISTEN on a dedicated pg.Client, reopened after a drop; see Store.listen. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnect?: () => void,
  onError?: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 250;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    const dropped = () => {
      c.removeAllListeners('error');
      c.on('error', () => {});
      if (client !== c || stopped) return;
      client = null;
      schedule();
    };
    c.on('error', dropped);
    c.on('end', dropped);
    try {
      await c.connect();
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      c.removeAllListeners('error');
      c.on('error', () => {});
      await c.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      open().then(
        () => {
          delay = 250;
          onReconnect?.();
        },
        (error: unknown) => {
          onError?.(error);
          delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
          schedule();
        },
      );
    }, delay);
    retry.unref();
  };
  await open().catch((error: unknown) => {
    onError?.(error);
    schedule();
  });
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-staff-picks': staffPicks,
  '0003-sessions': sessions,
  '0004-auth': auth,
  '0005-two-factor': twoFactor,
  '0006-mutes-notifications': mutes,
  '0007-publication-homepage': publicationHomepage,
  '0008-feed-time-precision': feedTimePrecision,
  '0009-memberships': memberships,
  '0010-provider-events-held': providerEventsHeld,
  '0011-reporting': reporting,
  '0012-variant-flags': variantFlags,
  '0013-post-suspension': postSuspension,
  '0014-search': search,
  '0015-rate-limits': rateLimits,
  '0016-sign-in-hardening': signInHardening,
  '0018-server-secrets': serverSecrets,
  '0019-post-lifecycle': postLifecycle,
  '0020-media': media,
  '0021-jobs': jobs,
  '0022-claps': claps,
  '0023-catalogs': catalogs,
  '0024-responses': responses,
  '0025-highlights-history': highlightsHistory,
  '0027-notifications': notifications,
  '0028-mail-deliveries': mailDeliveries,
  '0028-newsletters': newsletters,
  '0026-catalog-responses': catalogResponses,
  '0029-topic-follows': topicFollows,
  '0034-scale-counts': scaleCounts,
  '0040-publication-settings': publicationSettings,
  '0037-security': security,
  '0033-notification-counts': notificationCounts,
  '0031-recommendation-signals': recommendationSignals,
  '0030-onboarding': onboarding,
  '0038-publication-people': publicationPeople,
  '0041-stats': stats,
  '0036-account': account,
  '0042-gifts': gifts,
  '0045-publication-custom-domain': publicationCustomDomain,
  '0043-account-states': accountStates,
  '0044-partner-program': partnerProgram,
  '0047-story-views': storyViews,
  '0049-landing-defaults': landingDefaults,
  '0050-newsletter-settings': newsletterSettings,
  '0046-user-custom-domain': userCustomDomain,
  '0048-stripe-gifts-payouts': stripeGiftsPayouts,
  '0051-reader-pages': readerPages,
  '0052-partner-refunds': partnerRefunds,
  '0053-profile-tabs': profileTabs,
  '0054-more-routes': moreRoutes,
  '0055-feature-pages': featurePages,
  '0056-gin-no-pending-list': ginNoPendingList,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs `close` once; later calls get the same promise. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | null = null;
  return () => (closed ??= close());
}

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.kind === 'pglite') {
    const pglite =
      options.loadDataDir !== undefined
        ? new PGlite({ loadDataDir: options.loadDataDir })
        : new PGlite(options.dataDir ?? 'memory://');
    await pglite.waitReady;
    const pool = new pg.Pool(pglitePoolConfig(pglite) as pg.PoolConfig);
    if (options.preparedStatements !== false) {
      const prepared = preparedStatements();
      pool.on('connect', (client) => prepared.attach(client));
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new QuireCamelCasePlugin()], ...(options.log ? { log: options.log } : {}) });
    return {
      kind: 'pglite',
      db,
      close: once(async () => {
        await pglite.exec('CHECKPOINT');
        await db.destroy();
        await pglite.close();
      }),
      dump: () => pglite.dumpDataDir('none'),
      notify: notifyOn(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
      // PGlite has no timers inside a query (a statement_timeout is accepted and never fires): nothing to bound.
      withStatementTimeout: (_ms, work) => work(db),
      searchStatementTimeoutMs: null,
      reads: NO_REPLICA,
      async listen(channel, onNotice) {
        const unsubscribe = await pglite.listen(channel, onNotice);
        return () => unsubscribe();
      },
    };
  }
  const max = options.maxConnections ?? 10;
  const timeout = options.statementTimeoutMs;
  const openPool = (connectionString: string) => {
    // statement_timeout is a start-up parameter of each connection: PostgreSQL cancels a statement past it.
    const pool = new pg.Pool({ connectionString, max, ...(timeout ? { statement_timeout: timeout } : {}) });
    // A dropped idle connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    // Issue 19: Quire's statements are short look-ups and keyset pages. On a large store the planner's estimates
    // pass the JIT threshold and every call of a 0.5 ms statement paid 50 ms of compiling, so JIT is off for
    // Quire's connections (queued before any statement of the connection's first user).
    const prepared = options.preparedStatements === false ? null : preparedStatements();
    pool.on('connect', (client) => {
      client.query('set jit = off').catch(() => {});
      prepared?.attach(client);
    });
    return pool;
  };
  const pool = openPool(options.connectionString);
  const replica = options.replicaConnectionString ? openPool(options.replicaConnectionString) : null;
  const db = new Kysely<Database>({
    dialect: replica ? routingDialect(pool, replica) : new PostgresDialect({ pool }),
    plugins: [new QuireCamelCasePlugin()],
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    kind: 'postgres',
    db,
    close: once(() => db.destroy()),
    dump: () => Promise.reject(new Error('dump() is only available for the embedded store')),
    notify: notifyOn(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
    withStatementTimeout: (ms, work) =>
      db.transaction().execute(async (trx) => {
        await sql`select set_config('statement_timeout', ${String(Math.max(1, Math.round(ms)))}, true)`.execute(trx);
        return work(trx);
      }),
    searchStatementTimeoutMs: options.searchStatementTimeoutMs ?? null,
    reads: replica ? replicaRouting : NO_REPLICA,
    listen: (channel, onNotice, onReconnect, onError) => listenPostgres(options.connectionString, channel, onNotice, onReconnect, onError),
  };
}

/**
 * Issue 20, /_/ready: null when the store answers and every migration this build knows has run; else what is
 * wrong. A second process started against a database an older build migrated is not ready until it migrates.
 */
export async function storeReadiness(store: Store): Promise<string | null> {
  const pending = await pendingMigrations(store);
  return pending.length === 0 ? null : `migrations not applied: ${pending.join(', ')}`;
}

/**
 * The migrations this build knows that the store has not run, read in two statements from Kysely's own table
 * (issue 19, start-up: Kysely's Migrator looks for its tables through the catalog's introspection of every
 * table and column, several times, which cost a restart on PGlite over a second; /_/ready asks this too).
 */
async function pendingMigrations(store: Store): Promise<string[]> {
  const { rows: table } = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(store.db);
  if (!table[0]?.found) return Object.keys(migrations);
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(store.db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

/** Brings the schema up to date; returns the names of the migrations it ran. */
export async function migrate(store: Store): Promise<string[]> {
  // A store that has run every migration this build knows (every restart) needs no lock and no introspection.
  if ((await pendingMigrations(store)).length === 0) return [];
  const migrator = new Migrator({ db: store.db as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

