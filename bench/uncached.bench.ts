// The uncached path (issue 19 part 2): what every signed-in reader gets — no page cache. In process through the
// app's fetch handler: the server-rendered medians of a signed-in Home (For you), a signed-in story page, a
// profile and a publication homepage, the statements each render runs, and requests/s with 10 requests in
// flight for Home and the story (goal ≥ 250 req/s on 2 cores, quiet machine). A measurement, not a test: it
// exits non-zero only when an answer is wrong. Each figure is taken three times, interleaved in one run: as served
// (statements prepared once per connection, the reads kept for seconds in edge-cache/shared-reads.ts), without the
// kept reads, and on a store whose statements are parsed anew each time with nothing kept (as before issue 19's
// third round).
import os from 'node:os';
import type { LogEvent } from 'kysely';
import { DEFAULT_EDGE_CACHE } from '../adapters/server/edge-cache/edge-cache.server.ts';
import { signedIn } from '../adapters/server/testing/browser.ts';
import { migrate, openStore } from '../adapters/postgres/store.ts';
import { seedIfEmpty } from '../adapters/postgres/seed/seed.ts';
import { benchApp, fail, ms, stats } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const WARMUP = 30;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const CONCURRENCY = 10;
const THROUGHPUT_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const PAGE_BUDGET_MS = 15;
const RPS_GOAL = 250;

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  console.log(`node ${process.version} on ${os.platform()}/${os.arch()}, ${os.availableParallelism()} cores`);
  let statements = 0;
  const log = (event: LogEvent) => {
    if (event.level === 'query') statements++;
  };
  const url = process.env.DATABASE_URL?.trim();
  // The same data twice: as served (statements prepared once per connection, adapters/postgres/prepared-statements.ts)
  // and as before (every statement parsed anew), so both are measured side by side in one run.
  const open = (preparedStatements: boolean) =>
    url ? openStore({ kind: 'postgres', connectionString: url, log, preparedStatements }) : openStore({ kind: 'pglite', log, preparedStatements });
  const store = await open(true);
  const unprepared = await open(false);
  try {
    for (const s of url ? [store] : [store, unprepared]) {
      await migrate(s);
      await seedIfEmpty(s, NOW);
    }
    const appWith = (on: typeof store, sharedReadsTtlMs: number | null | undefined) =>
      benchApp(on, () => NOW, { edgeCache: { ...DEFAULT_EDGE_CACHE, inProcess: null, ...(sharedReadsTtlMs === undefined ? {} : { sharedReadsTtlMs }) } });
    const app = appWith(store, undefined);
    const before = appWith(store, null);
    const oldest = appWith(unprepared, null);
    const maya = await signedIn(app, 'maya_chen', '127.0.0.1');
    const mayaBefore = await signedIn(before, 'maya_chen', '127.0.0.1');
    const mayaOldest = await signedIn(oldest, 'maya_chen', '127.0.0.1');
    const feed = await maya.op('{ webRecommendedFeed(paging: { limit: 10 }) { items { post { url creator { username } } } } }');
    const story = feed.items[0]?.post.url as string | undefined;
    if (!story) fail('For you gave no story');
    const writer = feed.items[0].post.creator.username as string;
    const publication = await store.db.selectFrom('publications').select('slug').orderBy('slug').executeTakeFirstOrThrow();
    const pages: [string, string, (body: string) => boolean][] = [
      ['Home (For you)', '/', (b) => b.includes('aria-label="Home feeds"') && b.includes('More about ')],
      ['story page', story, (b) => b.includes('<h1') && b.includes('Recommended from Quire')],
      ['profile', `/@${writer}`, (b) => b.includes('<h1') || b.includes('<h2')],
      ['publication homepage', `/${publication.slug}`, (b) => b.includes('<h1') || b.includes('<h2')],
    ];
    const get = async (path: string, check: (body: string) => boolean, who = maya) => {
      const response = await who.fetch(path);
      const body = await response.text();
      if (response.status !== 200) fail(`GET ${path} answered ${response.status}`);
      if (response.headers.get('x-quire-cache') === 'HIT') fail(`GET ${path} came from the page cache`);
      if (!check(body)) fail(`GET ${path} did not render what it should`);
    };
    console.log(`store: ${url ? 'PostgreSQL' : 'PGlite (in memory)'}; signed in as maya_chen; no page cache; ${ITERATIONS} iterations; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
    const variants = [
      ['unprepared, unshared', mayaOldest],
      ['without shared reads', mayaBefore],
      ['with shared reads', maya],
    ] as const;
    for (const [label, path, check] of pages) {
      const samples: number[][] = variants.map(() => []);
      const counts: number[] = [];
      for (const [v, [, who]] of variants.entries()) {
        for (let i = 0; i < WARMUP; i++) await get(path, check, who);
        const before = statements;
        await get(path, check, who);
        counts[v] = statements - before;
      }
      // Interleaved in rounds, so that other work on the machine weighs on both alike.
      for (let round = 0; round < ITERATIONS / 10; round++) {
        for (const [v, [, who]] of variants.entries()) {
          for (let i = 0; i < 10; i++) {
            const started = performance.now();
            await get(path, check, who);
            samples[v]!.push(performance.now() - started);
          }
        }
      }
      for (const [v, [variant]] of variants.entries()) {
        const s = stats(samples[v]!);
        console.log(
          `SSR ${label.padEnd(22)} ${variant.padEnd(21)} p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  ${String(counts[v]).padStart(3)} statements  (budget ≤ ${PAGE_BUDGET_MS} ms: ${s.p50 <= PAGE_BUDGET_MS ? 'within' : 'OVER'})`,
        );
      }
    }
    for (const [label, path, check] of pages.slice(0, 2)) {
      for (const [variant, who] of variants) {
        let next = 0;
        const worker = async () => {
          while (next < THROUGHPUT_REQUESTS) {
            next++;
            await get(path, check, who);
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        next = 0;
        const started = performance.now();
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        const rps = (THROUGHPUT_REQUESTS / (performance.now() - started)) * 1000;
        console.log(`req/s ${label.padEnd(20)} ${variant.padEnd(21)} ${rps.toFixed(0).padStart(8)} at ${CONCURRENCY} in flight  (goal ≥ ${RPS_GOAL}: ${rps >= RPS_GOAL ? 'met' : 'NOT MET'})`);
      }
    }
    // What an anonymous reader gets: the same two pages answered from the page cache, 10 in flight.
    const cachedApp = benchApp(store, () => NOW, { edgeCache: DEFAULT_EDGE_CACHE });
    for (const [label, path] of pages.slice(0, 2)) {
      const getCached = async () => {
        const response = await cachedApp.fetch(new Request(`http://localhost${path}`));
        const body = await response.text();
        // An anonymous Home has no For you tabs: a rendered page with a heading is what is checked here.
        if (response.status !== 200 || !/<h[12][ >]/.test(body)) fail(`GET ${path} (anonymous) answered ${response.status} without a rendered page`);
        return response.headers.get('x-quire-cache');
      };
      await getCached();
      if ((await getCached()) !== 'HIT') fail(`GET ${path} (anonymous) did not come from the page cache`);
      let next = 0;
      const worker = async () => {
        while (next < THROUGHPUT_REQUESTS * 5) {
          next++;
          if ((await getCached()) !== 'HIT') fail(`GET ${path} (anonymous) missed the page cache`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      next = 0;
      const started = performance.now();
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const rps = ((THROUGHPUT_REQUESTS * 5) / (performance.now() - started)) * 1000;
      console.log(`req/s ${label.padEnd(20)} ${'cached (anonymous)'.padEnd(21)} ${rps.toFixed(0).padStart(8)} at ${CONCURRENCY} in flight, from the page cache`);
    }
    const load = os.loadavg()[0]!;
    console.log(`\nload average (1 min): ${loadAtStart.toFixed(2)} at start, ${load.toFixed(2)} at end, on ${os.availableParallelism()} cores${Math.max(loadAtStart, load) > os.availableParallelism() ? ' — the machine was busy: figures are pessimistic' : ''}`);
  } finally {
    await store.close();
    await unprepared.close();
  }
}

await main();
