// Quire's server: open the store (PGlite in ./data, or PostgreSQL from DATABASE_URL), bring the schema up
// to date, seed the demo corpus on first start, and serve on PORT. SIGTERM and SIGINT close cleanly.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { chooseMailer } from './mailers.ts';
import { socialProviders } from '../social/social-sign-in.oauth.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerAdapter } from '@whatwg-node/server';
import { migrate, openStore, storeReadiness } from '../postgres/store.ts';
import { isEmpty } from '../postgres/seed/is-empty.ts';
import { createApp, type App } from './app.ts';
import { stripeProvider } from '../payments/stripe.provider.ts';
import { readClientAssets } from './render/assets.ts';
import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createRepositories } from './graphql/repositories.ts';
import { httpSearch } from '../search/http-search.ts';
import { localMediaStorage } from '../media/media-storage.local.ts';
import { createGracefulShutdown, readyUnlessDraining } from './http/graceful-shutdown.ts';
import { READ_YOUR_WRITES_MS } from './http/read-routing.ts';
import { serverClock } from './server-clock.ts';
import { writeLandingDefaults } from '../postgres/landing-pages.repository.ts';
import { RETIRED_SITE_PAGE_FILES } from './site-pages/site-pages.ts';
import { existsSync } from 'node:fs';

const BUILD_VERSION = process.env.npm_package_version ?? '0.0.0';

async function main(): Promise<void> {
  const configResult = readConfig(process.env, process.cwd());
  if (!configResult.ok) {
    console.error(configResult.error);
    process.exit(1);
  }
  const config = configResult.config;
  const log = createLogger(config.logLevel);
  // The real time, or QUIRE_TEST_CLOCK's (tests only: config.ts refuses it in production).
  const now = serverClock(config.testClockStart);
  if (config.testClockStart !== null) log.warn(`QUIRE_TEST_CLOCK is set: this server's clock started at ${now().toISOString()}. For tests only.`);
  const where =
    config.store.kind === 'pglite'
      ? `embedded database in ${config.store.dataDir}`
      : `PostgreSQL from DATABASE_URL${config.store.replicaConnectionString ? ' (page reads from DATABASE_REPLICA_URL)' : ''}: ${config.store.maxConnections} connections at most, statements cancelled after ${config.store.statementTimeoutMs} ms (search after ${config.store.searchStatementTimeoutMs} ms)`;
  log.info(`Opening the ${where}…`);
  const store = await openStore(config.store);
  await migrate(store);
  // The corpus generator (and faker) loads only when it seeds: a server with data starts without it.
  if (config.seedDemo && (await isEmpty(store))) {
    const started = performance.now();
    const { seedIfEmpty } = await import('../postgres/seed/seed.ts');
    if (await seedIfEmpty(store, now())) {
      log.info(`Seeded the demo content in ${Math.round(performance.now() - started)} ms.`);
    }
  }
  // Issue 23: the landing pages' default text is in the store from the first start, in this product's name; a page
  // staff have taken over in the story editor is never written over (landing-pages.repository.ts ensureDefaults).
  await writeLandingDefaults(store.db, config.productName, now());
  const retired = config.sitePagesDir ? RETIRED_SITE_PAGE_FILES.filter((file) => existsSync(path.join(config.sitePagesDir!, file))) : [];
  if (retired.length > 0) log.warn(`${retired.join(' and ')} in QUIRE_SITE_PAGES_DIR is no longer read: /about is a landing page staff edit in the story editor (README: Landing pages).`);


  // dist/server/main.js → dist/client
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
  // Bulk mail (newsletters, notification e-mails) shares the transport: pooled, a few connections kept open.
  const mail = chooseMailer(config.mail, store.db, { now, newId: () => randomUUID() }, { pool: { maxConnections: 4 } });
  log.info(
    mail.kind === 'smtp'
      ? 'Sign-in e-mail goes out by SMTP (SMTP_URL).'
      : !config.production || config.devSignIn || config.devOutbox
        ? 'Sign-in e-mail goes to the outbox: printed here and readable at /_/dev/outbox from this machine.'
        : 'Sign-in e-mail goes to the outbox: printed here (QUIRE_DEV_OUTBOX=true also shows it at /_/dev/outbox to this machine; SMTP_URL sends it).',
  );
  const stripe = config.stripe && stripeProvider({ ...config.stripe, productName: config.productName });
  // The S3 client (a third of a second to load) loads only when media go to S3 (issue 19, start-up).
  const mediaStorage =
    config.media.storage.kind === 's3' ? (await import('../media/media-storage.s3.ts')).s3MediaStorage(config.media.storage) : localMediaStorage(config.media.storage.dir);
  log.info(
    stripe
      ? `Memberships are paid through Stripe (${config.stripe?.secretKey.startsWith('sk_live_') || config.stripe?.secretKey.startsWith('rk_live_') ? 'live' : 'test'} mode); its webhook is /_/stripe/webhook.`
      : 'Memberships are paid through the built-in sandbox (test cards only): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe.',
  );
  // The server listens first: without QUIRE_PUBLIC_URL the public origin is localhost on the port it got.
  let app: App | null = null;
  let drain: { readonly draining: boolean } = { draining: false };
  const server = createServer(
    // The node adapter hands over { req, res }: the socket's address is the network sign-in limits count by.
    createServerAdapter((request: Request, context: Record<string, unknown>) =>
      app
        ? app.fetch(request, { remoteAddress: (context.req as IncomingMessage | undefined)?.socket.remoteAddress })
        : new Response('Starting…', { status: 503, headers: { 'retry-after': '1' } }),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const publicOrigin = config.publicOrigin ?? `http://localhost:${port}`;
  app = createApp({
    logError: (error, context) => log.error(`[${context}]`, error),
    repos: createRepositories(store, config.searchService ? { search: httpSearch(config.searchService) } : {}),
    productName: config.productName,
    publicOrigin,
    production: config.production,
    assets: readClientAssets(clientDir),
    clientDir,
    buildVersion: BUILD_VERSION,
    now,
    flags: config.flags,
    siteLinks: config.siteLinks,
    mainHosts: config.mainHosts,
    devSignIn: config.devSignIn,
    mailer: mail.mailer,
    outbox: mail.kind === 'outbox' ? mail.mailer : null,
    mailMode: mail.kind,
    appUrl: config.appUrl,
    sitePagesDir: config.sitePagesDir,
    trustProxy: config.trustProxy,
    trustedProxies: config.trustedProxies,
    devOutbox: config.devOutbox,
    socialProviders: socialProviders(config.social),
    stripe,
    staffUsernames: config.staffUsernames,
    appleAppIds: config.appleAppIds,
    androidApps: config.androidApps,
    // Designers open /_/statecharts on any server that is not production; in production, staff only.
    statechartsOpen: !config.production,
    countryHeader: config.countryHeader || undefined,
    // With a read replica, every purge goes again once the replica has surely replayed the change (read-routing.ts).
    edgeCache: { ...config.edgeCache, repurgeAfterMs: store.reads.hasReplica ? READ_YOUR_WRITES_MS : null },
    // Issue 20: purges reach every process on this database (LISTEN/NOTIFY); /_/ready and /_/metrics.
    invalidation: store,
    readiness: readyUnlessDraining({ get draining() { return drain.draining; } }, () => storeReadiness(store)),
    reads: store.reads,
    metrics: { poolStats: () => store.poolStats(), processMetrics: true },
    jobs: { pollMs: config.jobs.pollMs, log },
    notificationsPollMs: config.notificationsPollMs,
    mail: { address: config.mail.address, rate: config.mail.rate, concurrency: 4, leaseMs: config.mail.leaseMs },
    media: {
      storage: mediaStorage,
      uploadMaxMb: config.media.uploadMaxMb,
    },
  });
  const mediaWhere = config.media.storage.kind === 's3' ? `the S3 bucket ${config.media.storage.bucket}` : config.media.storage.dir;
  log.info(`Uploaded images are stored in ${mediaWhere} (at most ${config.media.uploadMaxMb} MB each).`);
  log.info(config.searchService ? `Search goes to the search service at ${new URL(config.searchService.url).host}.` : 'Search uses the built-in full-text search of the store.');
  if (config.devSignIn) log.warn('QUIRE_DEV_SIGN_IN is on: anyone can sign in as any user. Never do this on a server others can reach.');
  log.info(`${config.productName} is running at ${publicOrigin}`);
  app.edgeCache.listening.then(
    () => config.edgeCache.inProcess && log.info('Page purges reach every process on this database (LISTEN/NOTIFY).'),
    (error: unknown) => log.error('Listening for other processes\' page purges failed: with several processes, set QUIRE_PAGE_CACHE=off or a CDN purge URL.', error),
  );

  // The sandbox's renewals, failures and endings run as the recurring job membership.billing (composition-root.ts):
  // one process of the cluster claims each run, so a renewal is never recorded twice (issue 20).

  // Background jobs: what fell due while the server was down runs now, then every QUIRE_JOBS_POLL_MS.
  const jobs = app.jobs;
  void jobs.start().then(
    () => log.info(`Background jobs run every ${config.jobs.pollMs} ms (QUIRE_JOBS_POLL_MS).`),
    (error: unknown) => log.error('Background jobs could not start:', error),
  );

  // Queued e-mail: what was due while the server was down (or left mid-send by a killed process) goes now.
  const mailSender = app.mailSender;
  void mailSender.start().then(
    () => log.info(`Queued e-mail goes out at up to ${config.mail.rate} a second from all processes together (QUIRE_MAIL_RATE).`),
    (error: unknown) => log.error('The mail sender could not start:', error),
  );

  // Issue 20: SIGTERM/SIGINT drain within QUIRE_SHUTDOWN_TIMEOUT_MS (http/graceful-shutdown.ts), then close and exit 0.
  const graceful = createGracefulShutdown({
    server,
    timeoutMs: config.shutdownTimeoutMs,
    // The jobs under way (a billing run among them) and the e-mail being sent finish before the store closes.
    stopWork: () => Promise.all([jobs.stop(), mailSender.stop()]).then(() => {}),
    close: async () => {
      await app?.edgeCache.close();
      await mail.mailer.close?.();
      await store.close();
    },
    log,
  });
  drain = graceful;
  const onSignal = (signal: string) => {
    graceful.shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('Closing the store failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Quire could not start:', error);
  process.exit(1);
});
