// Server-side latency of the reading pages and of a full GraphQL batch, measured in process through
// the app's fetch handler (no sockets): render `/`, render one post page, answer a batch of 20 feed
// queries. A measurement, not a test: it exits 0 over budget, and non-zero only when an answer is
// wrong, so a broken server never produces a pretty number. See bench/README.md.
import os from 'node:os';
import { createApp, type App, type AppOptions } from '../adapters/server/app.ts';
import { GRAPHQL_PATH, MAX_BATCH } from '../adapters/server/graphql/graphql.ts';
import { createRepositories } from '../adapters/server/graphql/repositories.ts';
import { NO_ASSETS } from '../adapters/server/render/document.ts';
import { DEFAULT_EDGE_CACHE } from '../adapters/server/edge-cache/edge-cache.server.ts';
import { migrate, openStore, type Store } from '../adapters/postgres/store.ts';
import { seedIfEmpty } from '../adapters/postgres/seed/seed.ts';
import { HOME_FEED_PAGE_SIZE, HomeFeedQuery, type HomeFeedData, type HomeFeedVars } from '../ui/queries.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const ORIGIN = 'http://localhost';
const WARMUP = 50;
const PAGE_ITERATIONS = Number(process.env.BENCH_PAGE_ITERATIONS ?? 300);
const BATCH_ITERATIONS = Number(process.env.BENCH_BATCH_ITERATIONS ?? 100);
const BATCH_SIZE = 20;
/** Budgets on the median, in milliseconds. */
const PAGE_BUDGET_MS = 15;
const BATCH_BUDGET_MS = 30;
/** The in-process edge cache's goal — hits at least ten times the throughput of misses. */
const CACHE_MISSES = 200;
const CACHE_HITS = 5000;
const CACHE_GOAL_RATIO = 10;

/** A wrong answer: the run stops with a non-zero exit instead of printing a figure. */
class WrongAnswer extends Error {}

function fail(message: string): never {
  throw new WrongAnswer(message);
}

type GraphQLResult<T> = { data?: T | null; errors?: { message: string }[] };

// ---------------------------------------------------------------------------------------------------
// Requests, each checked

async function renderPage(app: App, path: string): Promise<string> {
  const response = await app.fetch(new Request(ORIGIN + path));
  const body = await response.text();
  if (response.status !== 200) fail(`GET ${path} answered ${response.status}, not 200`);
  if (!response.headers.get('content-type')?.startsWith('text/html')) {
    fail(`GET ${path} answered ${response.headers.get('content-type')}, not text/html`);
  }
  // An empty app root would mean the page rendered nothing worth timing.
  if (!body.startsWith('<!doctype html>') || body.includes('<div id="root"></div>')) {
    fail(`GET ${path} did not render a page`);
  }
  return body;
}

async function postGraphQL(app: App, payload: unknown): Promise<unknown> {
  const response = await app.fetch(
    new Request(ORIGIN + GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    }),
  );
  const text = await response.text();
  if (response.status !== 200) fail(`POST ${GRAPHQL_PATH} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(`POST ${GRAPHQL_PATH} answered with something that is not JSON: ${text.slice(0, 300)}`);
  }
}

function checkFeedResult(result: unknown, where: string): HomeFeedData {
  const r = result as GraphQLResult<HomeFeedData> | null;
  if (!r || typeof r !== 'object') fail(`${where}: not a GraphQL result`);
  if (r.errors?.length) fail(`${where}: ${r.errors.map((e) => e.message).join('; ')}`);
  const feed = r.data?.webRecommendedFeed;
  if (!feed || !Array.isArray(feed.items) || feed.items.length === 0) fail(`${where}: no feed items`);
  return r.data!;
}

async function feedPage(app: App, variables: HomeFeedVars): Promise<HomeFeedData> {
  const result = await postGraphQL(app, { query: HomeFeedQuery.source, variables });
  return checkFeedResult(result, `HomeFeedQuery ${JSON.stringify(variables)}`);
}

function batchRunner(app: App, batch: { query: string; variables: HomeFeedVars }[]): () => Promise<void> {
  return async () => {
    const answer = await postGraphQL(app, batch);
    if (!Array.isArray(answer)) fail(`the batch was answered with ${typeof answer}, not an array`);
    if (answer.length !== batch.length) fail(`the batch of ${batch.length} was answered with ${answer.length} results`);
    answer.forEach((result, i) => checkFeedResult(result, `batch item ${i}`));
  };
}

// ---------------------------------------------------------------------------------------------------
// Measuring

type Stats = { median: number; p99: number; mean: number; min: number };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const n = sorted.length;
  const at = (i: number) => sorted[Math.min(n - 1, Math.max(0, i))]!;
  const median = n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
  return {
    median,
    p99: at(Math.ceil(0.99 * n) - 1), // nearest rank
    mean: sorted.reduce((sum, x) => sum + x, 0) / n,
    min: at(0),
  };
}

async function measure(run: () => Promise<unknown>, iterations: number): Promise<Stats> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

const ms = (x: number) => x.toFixed(2).padStart(8);

function report(label: string, iterations: number, s: Stats, budgetMs: number): void {
  const verdict = s.median <= budgetMs ? 'within budget' : 'OVER BUDGET';
  console.log(
    `${label.padEnd(28)} n=${String(iterations).padEnd(4)} median ${ms(s.median)}  p99 ${ms(s.p99)}  mean ${ms(s.mean)}  min ${ms(s.min)}  ` +
      `(budget ≤ ${budgetMs} ms median: ${verdict})`,
  );
}

// ---------------------------------------------------------------------------------------------------

async function openBenchStore(): Promise<{ store: Store; description: string }> {
  const url = process.env.DATABASE_URL?.trim();
  const store = url ? await openStore({ kind: 'postgres', connectionString: url }) : await openStore({ kind: 'pglite' });
  try {
    await migrate(store);
    // seedIfEmpty leaves a store that already has users as it is.
    const seeded = await seedIfEmpty(store, NOW);
    const where = url ? 'PostgreSQL from DATABASE_URL' : 'PGlite in memory (embedded, same thread)';
    return { store, description: `${where}, ${seeded ? 'seeded with the demo corpus' : 'existing data used as it is'}` };
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  const models = [...new Set(cpus.map((c) => c.model.trim()))].join(', ') || 'unknown CPU';
  console.log(`node ${process.version} on ${os.platform()}/${os.arch()}, ${os.availableParallelism()} cores: ${models}`);
  // React picks its development or production build from NODE_ENV; the two differ a lot in render time.
  const nodeEnv = process.env.NODE_ENV || '(unset)';
  console.log(`NODE_ENV=${nodeEnv} (React ${nodeEnv === 'production' ? 'production' : 'development'} build)`);
  const loadAtStart = os.loadavg()[0]!;

  const setupStarted = performance.now();
  const { store, description } = await openBenchStore();
  try {
    const repos = createRepositories(store);
    const appOptions: AppOptions = {
      repos,
      productName: 'Quire',
      assets: NO_ASSETS,
      clientDir: null,
      buildVersion: 'bench',
      now: () => NOW,
      logError: (error, context) => console.error(`[${context}]`, error),
      // The bench sends no mail; a mailer that refuses makes any attempt visible.
      mailer: { send: () => Promise.reject(new Error('the bench sends no mail')) },
    };
    // The render figures are of rendering: no in-process page cache. The cache figures use a second app.
    const app = createApp({ ...appOptions, edgeCache: { ...DEFAULT_EDGE_CACHE, inProcess: null } });
    const cached = createApp({ ...appOptions, edgeCache: DEFAULT_EDGE_CACHE });

    // Walk the feed for the batch's pages; the first page also gives the post to render.
    const variables: HomeFeedVars[] = [{ paging: { limit: HOME_FEED_PAGE_SIZE } }];
    let page = await feedPage(app, variables[0]!);
    const postUrl = page.webRecommendedFeed.items[0]!.post.url;
    while (variables.length < BATCH_SIZE) {
      const next = page.webRecommendedFeed.pagingInfo.next;
      if (!next) break;
      const vars: HomeFeedVars = { paging: { limit: HOME_FEED_PAGE_SIZE, to: next.to } };
      variables.push(vars);
      page = await feedPage(app, vars);
    }
    const distinctPages = variables.length;
    // A small existing database may have fewer pages: the batch then repeats them, still 20 operations.
    for (let i = 0; variables.length < BATCH_SIZE; i++) variables.push(variables[i % distinctPages]!);
    if (BATCH_SIZE > MAX_BATCH) fail(`the batch of ${BATCH_SIZE} exceeds the server's limit of ${MAX_BATCH}`);
    const batch = variables.map((v) => ({ query: HomeFeedQuery.source, variables: v }));

    console.log(`store: ${description}; ready in ${Math.round(performance.now() - setupStarted)} ms`);
    console.log(
      `post page: ${postUrl}; batch: ${BATCH_SIZE} × HomeFeedQuery, limit ${HOME_FEED_PAGE_SIZE}, ` +
        (distinctPages === BATCH_SIZE ? `${distinctPages} distinct pages` : `only ${distinctPages} distinct pages (repeated)`),
    );
    console.log(`warm-up ${WARMUP} iterations each; times in ms\n`);

    const home = await measure(() => renderPage(app, '/'), PAGE_ITERATIONS);
    report('SSR /', PAGE_ITERATIONS, home, PAGE_BUDGET_MS);
    const post = await measure(() => renderPage(app, postUrl), PAGE_ITERATIONS);
    report('SSR post page', PAGE_ITERATIONS, post, PAGE_BUDGET_MS);
    // A publication's homepage: header, tabs, three sections and the masthead.
    const publication = await store.db.selectFrom('publications').select('slug').orderBy('slug').executeTakeFirst();
    if (publication) {
      const homepage = await measure(() => renderPage(app, `/${publication.slug}`), PAGE_ITERATIONS);
      report('SSR publication homepage', PAGE_ITERATIONS, homepage, PAGE_BUDGET_MS);
    }
    // Issue 19: what a browser that accepts Brotli or gzip is sent, and what compressing costs a render.
    const compressedPages: [string, string][] = [['Home', '/'], ['post page', postUrl], ...(publication ? ([['publication homepage', `/${publication.slug}`]] as [string, string][]) : [])];
    for (const [label, path] of compressedPages) {
      const sizes: number[] = [];
      for (const encoding of [null, 'br', 'gzip']) {
        const response = await app.fetch(new Request(ORIGIN + path, { headers: encoding ? { 'accept-encoding': encoding } : {} }));
        if (response.headers.get('content-encoding') !== encoding) fail(`GET ${path} with ${encoding ?? 'no'} encoding answered ${response.headers.get('content-encoding')}`);
        sizes.push((await response.arrayBuffer()).byteLength);
      }
      const [raw, br, gz] = sizes as [number, number, number];
      console.log(`${`bytes: ${label}`.padEnd(28)} raw ${(raw / 1024).toFixed(1)} KB, Brotli ${(br / 1024).toFixed(1)} KB (${(raw / br).toFixed(1)}×), gzip ${(gz / 1024).toFixed(1)} KB (${(raw / gz).toFixed(1)}×)`);
    }
    const homeBr = await measure(async () => {
      const response = await app.fetch(new Request(ORIGIN + '/', { headers: { 'accept-encoding': 'br' } }));
      if (response.status !== 200 || response.headers.get('content-encoding') !== 'br') fail('GET / with br was not compressed');
      await response.arrayBuffer();
    }, PAGE_ITERATIONS);
    report('SSR / (Brotli)', PAGE_ITERATIONS, homeBr, PAGE_BUDGET_MS);
    const feedBatch = await measure(batchRunner(app, batch), BATCH_ITERATIONS);
    report(`GraphQL batch of ${BATCH_SIZE} feeds`, BATCH_ITERATIONS, feedBatch, BATCH_BUDGET_MS);

    // The post page through the in-process edge cache, as a logged-out visitor. A miss is purged
    // first, so it renders and stores; a hit is answered from the cache. Requests one after another.
    const postId = /-([0-9a-f]{12})$/.exec(postUrl)?.[1] ?? fail(`no post id in ${postUrl}`);
    const cachedGet = async (expected: 'HIT' | 'MISS') => {
      if (expected === 'MISS') await cached.edgeCache.purger.purge([`post-${postId}`]);
      const response = await cached.fetch(new Request(ORIGIN + postUrl));
      const body = await response.text();
      const state = response.headers.get('x-quire-cache');
      if (response.status !== 200 || state !== expected || !body.includes('<h1')) fail(`GET ${postUrl} answered ${response.status} ${state}, not 200 ${expected}`);
    };
    const throughput = async (expected: 'HIT' | 'MISS', n: number) => {
      for (let i = 0; i < WARMUP; i++) await cachedGet(expected);
      const started = performance.now();
      for (let i = 0; i < n; i++) await cachedGet(expected);
      return (n / (performance.now() - started)) * 1000;
    };
    const missRate = await throughput('MISS', CACHE_MISSES);
    const hitRate = await throughput('HIT', CACHE_HITS);
    const ratio = hitRate / missRate;
    console.log(`${'edge cache: post page MISS'.padEnd(28)} n=${String(CACHE_MISSES).padEnd(4)} ${missRate.toFixed(0).padStart(8)} requests/s`);
    console.log(`${'edge cache: post page HIT'.padEnd(28)} n=${String(CACHE_HITS).padEnd(4)} ${hitRate.toFixed(0).padStart(8)} requests/s`);
    console.log(
      `${'edge cache: hit / miss'.padEnd(28)}        ${ratio.toFixed(1).padStart(8)} ×  (goal ≥ ${CACHE_GOAL_RATIO}×: ${ratio >= CACHE_GOAL_RATIO ? 'met' : 'NOT MET'})`,
    );
    // Other work on the machine shows up as a high p99 and a median that moves between runs.
    const cores = os.availableParallelism();
    const load = os.loadavg()[0]!;
    console.log(
      `\nload average (1 min): ${loadAtStart.toFixed(2)} at start, ${load.toFixed(2)} at end, on ${cores} cores` +
        (Math.max(loadAtStart, load) > cores ? ' — the machine was busy: figures are pessimistic' : ''),
    );
  } finally {
    await store.close();
  }
}

main().then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    console.error(error instanceof WrongAnswer ? `Wrong answer, no figures: ${error.message}` : error);
    process.exitCode = 1;
  },
);
