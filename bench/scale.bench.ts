// Queries that grow with the store (issue 19): the reading pages on the demo store and on a large one
// (seed/scale.ts: 100,000 stories, 10,000 users, 200 publications, 1,000,000 follows, 500,000 tag links) side by
// side, uncached, on PostgreSQL; each page's median on both and their ratio (goal ≤ 2×), and the EXPLAIN ANALYZE of
// every distinct statement over 20 ms on the large store. A measurement, not a test: it exits non-zero only when
// an answer is wrong.
//
//   SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
//
// It makes (once, then reuses) two databases beside the one named: quire_bench_demo and quire_bench_large; growing
// the large one takes a few minutes the first time.
import os from 'node:os';
import pg from 'pg';
import { sql, type LogEvent } from 'kysely';
import type { App } from '../adapters/server/app.ts';
import { signedIn, anonymous } from '../adapters/server/testing/browser.ts';
import { migrate, openStore, type Store } from '../adapters/postgres/store.ts';
import { seedIfEmpty } from '../adapters/postgres/seed/seed.ts';
import { growToScale, isScaled, LARGE_SCALE } from '../adapters/postgres/seed/scale.ts';
import { HOME_FEED_PAGE_SIZE, HomeFeedQuery } from '../ui/queries.ts';
import { benchApp, timeRuns } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const ITERATIONS = Number(process.env.SCALE_ITERATIONS ?? 40);
const WARMUP = 5;
const SLOW_MS = 20;
const GOAL_RATIO = 2;

class WrongAnswer extends Error {}
const fail = (message: string): never => {
  throw new WrongAnswer(message);
};

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

type Slow = { sql: string; parameters: readonly unknown[]; ms: number };

async function openBenchStore(url: string, large: boolean, slow: Slow[] | null): Promise<Store> {
  const log = slow
    ? (event: LogEvent) => {
        if (event.level === 'query' && event.queryDurationMillis > SLOW_MS) slow.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis });
      }
    : undefined;
  const store = await openStore({ kind: 'postgres', connectionString: url, log });
  await migrate(store);
  await seedIfEmpty(store, NOW);
  if (large && !(await isScaled(store))) {
    const started = performance.now();
    console.log('growing the large store (once; kept for later runs)…');
    const counts = await growToScale(store, LARGE_SCALE, NOW);
    console.log(`grown in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);
  }
  return store;
}

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

type Probe = { label: string; run: (app: App) => Promise<void> };

const timeProbe = async (app: App, probe: Probe): Promise<number> => median(await timeRuns(() => probe.run(app), ITERATIONS, WARMUP));

const appOf = (store: Store): App => benchApp(store, () => NOW);

async function page(app: App, path: string): Promise<void> {
  const response = await app.fetch(new Request('http://localhost' + path));
  const body = await response.text();
  if (response.status !== 200 || !body.startsWith('<!doctype html>')) fail(`GET ${path} answered ${response.status}`);
}

async function main(): Promise<void> {
  const base = process.env.SCALE_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(`node ${process.version}, ${os.availableParallelism()} cores; PostgreSQL at ${new URL(base).host}; ${ITERATIONS} iterations a page, uncached`);
  const loadAtStart = os.loadavg()[0]!;
  await ensureDatabase(base, 'quire_bench_demo');
  await ensureDatabase(base, 'quire_bench_large');
  const slow: Slow[] = [];
  const demo = await openBenchStore(databaseUrl(base, 'quire_bench_demo'), false, null);
  const large = await openBenchStore(databaseUrl(base, 'quire_bench_large'), true, slow);
  try {
    // The same pages on both stores: a demo story and writer exist in both; the tags are the demo's lightest and
    // each store's heaviest.
    const story = (await demo.db.selectFrom('posts').select(['id', 'slug']).where('type', '=', 'STORY').where('visibility', '=', 'PUBLIC').where('publishedAt', 'is not', null).orderBy('publishedAt', 'desc').executeTakeFirstOrThrow());
    const storyUrl = `/p/${story.id}`;
    const heaviest = async (store: Store) =>
      (await sql<{ tagSlug: string }>`select tag_slug from post_tags group by tag_slug order by count(*) desc limit 1`.execute(store.db)).rows[0]!.tagSlug;
    const lightest = (await sql<{ tagSlug: string }>`select tag_slug from post_tags group by tag_slug order by count(*), tag_slug limit 1`.execute(demo.db)).rows[0]!.tagSlug;
    const heavy = { demo: await heaviest(demo), large: await heaviest(large) };
    const readers = { demo: 'maya_chen', large: 'maya_chen' };

    const probes = (which: 'demo' | 'large'): Probe[] => [
      { label: 'Home', run: (app) => page(app, '/') },
      { label: 'a story', run: async (app) => {
        const response = await app.fetch(new Request('http://localhost' + storyUrl));
        if (response.status !== 200 && response.status !== 301 && response.status !== 302) fail(`GET ${storyUrl} answered ${response.status}`);
        await response.text();
      } },
      { label: 'a profile', run: (app) => page(app, '/@maya_chen') },
      { label: 'a light tag', run: (app) => page(app, `/tag/${lightest}`) },
      { label: 'the heaviest tag', run: (app) => page(app, `/tag/${heavy[which]}`) },
      { label: 'search: a rare word', run: (app) => page(app, '/search?q=zoning') },
      { label: 'search: a common word', run: (app) => page(app, '/search?q=the') },
      { label: 'GraphQL home feed', run: async (app) => {
        const answer = (await anonymous(app).request(HomeFeedQuery.source, { paging: { limit: HOME_FEED_PAGE_SIZE } })) as { data?: { webRecommendedFeed?: { items: unknown[] } }; errors?: unknown[] };
        if (answer.errors || !answer.data?.webRecommendedFeed?.items.length) fail(`the home feed answered ${JSON.stringify(answer.errors)}`);
      } },
    ];
    const signedInProbe = (which: 'demo' | 'large'): Probe => {
      let browser: Awaited<ReturnType<typeof signedIn>> | null = null;
      return {
        label: 'following feed (signed in)',
        run: async (app) => {
          browser ??= await signedIn(app, readers[which]);
          const response = await browser.get('/me/following-feed/writers');
          if (response.status !== 200) fail(`the following feed answered ${response.status}`);
          await response.text();
        },
      };
    };

    const apps = { demo: appOf(demo), large: appOf(large) };
    const rows: [string, number, number][] = [];
    const demoProbes = [...probes('demo'), signedInProbe('demo')];
    const largeProbes = [...probes('large'), signedInProbe('large')];
    for (let i = 0; i < demoProbes.length; i++) {
      const a = await timeProbe(apps.demo, demoProbes[i]!);
      slow.length = 0;
      const b = await timeProbe(apps.large, largeProbes[i]!);
      rows.push([demoProbes[i]!.label, a, b]);
      const ratio = b / a;
      console.log(
        `${demoProbes[i]!.label.padEnd(28)} demo ${a.toFixed(2).padStart(8)} ms   large ${b.toFixed(2).padStart(8)} ms   ${ratio.toFixed(2).padStart(6)}×  ${ratio <= GOAL_RATIO ? 'within 2×' : 'OVER 2×'}`,
      );
      // The slow statements of this page on the large store, each once, with their plans.
      const seen = new Set<string>();
      for (const s of slow.sort((x, y) => y.ms - x.ms)) {
        if (seen.has(s.sql) || seen.size >= 3) continue;
        seen.add(s.sql);
        console.log(`   slow statement (${s.ms.toFixed(1)} ms): ${s.sql.replace(/\s+/g, ' ').slice(0, 240)}`);
        if (process.env.SCALE_EXPLAIN !== 'off') {
          const client = new pg.Client({ connectionString: databaseUrl(base, 'quire_bench_large') });
          await client.connect();
          try {
            const plan = await client.query(`explain (analyze, buffers) ${s.sql}`, s.parameters as unknown[]);
            for (const line of plan.rows.slice(0, 25)) console.log(`      ${(line as Record<string, string>)['QUERY PLAN']}`);
          } catch (error) {
            console.log(`      (no plan: ${(error as Error).message})`);
          } finally {
            await client.end();
          }
        }
      }
    }
    const load = os.loadavg()[0]!;
    console.log(`\nload average (1 min): ${loadAtStart.toFixed(2)} at start, ${load.toFixed(2)} at end${Math.max(loadAtStart, load) > os.availableParallelism() ? ' — the machine was busy: figures are pessimistic' : ''}`);
  } finally {
    await demo.close();
    await large.close();
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
