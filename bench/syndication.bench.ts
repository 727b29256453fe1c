// platform-reference §2.1 at scale: the sitemap index, its deepest stories page, and the latest and a writer's
// feeds on a store grown to 100,000 published stories (the demo corpus's stories copied under new ids), in
// process through the app's fetch handler, with the edge cache off so every answer is computed. A measurement,
// not a test: it prints medians, and exits non-zero only when an answer is wrong. Run it with
// `npx tsx bench/syndication.bench.ts` (DATABASE_URL=postgres://… to measure on PostgreSQL instead of PGlite).
import { sql } from 'kysely';
import { createApp, type App } from '../adapters/server/app.ts';
import { createRepositories } from '../adapters/server/graphql/repositories.ts';
import { NO_ASSETS } from '../adapters/server/render/document.ts';
import { DEFAULT_EDGE_CACHE } from '../adapters/server/edge-cache/edge-cache.server.ts';
import { migrate, openStore } from '../adapters/postgres/store.ts';
import { seedIfEmpty } from '../adapters/postgres/seed/seed.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const ORIGIN = 'http://localhost';
const STORIES = 100_000;
const ITERATIONS = 15;

async function timed(app: App, path: string, check: (body: string) => boolean): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS + 2; i++) {
    const start = performance.now();
    const response = await app.fetch(new Request(ORIGIN + path));
    const body = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200 || !check(body)) throw new Error(`GET ${path} answered ${response.status} or a wrong body`);
    if (i >= 2) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const store = await openStore(url ? { kind: 'postgres', connectionString: url } : { kind: 'pglite' });
  try {
    await migrate(store);
    await seedIfEmpty(store, NOW);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from posts`.execute(store.db);
    const missing = STORIES - rows[0]!.n;
    if (missing > 0) {
      // Copies of the published stories, each a minute earlier than the last, under new ids.
      await sql`
        insert into posts (id, creator_id, publication_id, title, subtitle, slug, body, visibility, is_locked, reading_time,
          preview_image, primary_topic_id, status_for_collection, published_at, latest_published_at, created_at, updated_at)
        select 'bench' || lpad(g::text, 7, '0'), p.creator_id, p.publication_id, p.title, p.subtitle, p.slug, p.body, p.visibility, p.is_locked,
          p.reading_time, p.preview_image, p.primary_topic_id, p.status_for_collection,
          ${NOW}::timestamptz - make_interval(mins => g + 100000), ${NOW}::timestamptz - make_interval(mins => g + 100000), ${NOW}, ${NOW}
        from generate_series(1, ${missing}) as g
        join lateral (select * from posts where published_at is not null and id not like 'bench%' order by id offset (g % 200) limit 1) p on true`.execute(store.db);
      await sql`analyze`.execute(store.db);
    }
    const app = createApp({
      repos: createRepositories(store),
      productName: 'Quire',
      publicOrigin: ORIGIN,
      assets: NO_ASSETS,
      clientDir: null,
      buildVersion: 'bench',
      now: () => NOW,
      mailer: { send: () => Promise.reject(new Error('the bench sends no mail')) },
      edgeCache: { ...DEFAULT_EDGE_CACHE, inProcess: null },
    });
    const indexBody = await (await app.fetch(new Request(`${ORIGIN}/sitemap/sitemap.xml`))).text();
    const children = [...indexBody.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const deepest = children.filter((c) => c.includes('section=stories')).at(-1)!;
    const figures = {
      'sitemap index': await timed(app, '/sitemap/sitemap.xml', (b) => b.includes('<sitemapindex')),
      'sitemap deepest stories page': await timed(app, deepest.slice(ORIGIN.length), (b) => b.includes('<urlset')),
      'sitemap tags page': await timed(app, children.find((c) => c.includes('section=tags'))!.slice(ORIGIN.length), (b) => b.includes('<urlset')),
      '/feed/latest': await timed(app, '/feed/latest', (b) => (b.match(/<item>/g) ?? []).length === 25),
      '/feed/latest?format=atom': await timed(app, '/feed/latest?format=atom', (b) => (b.match(/<entry>/g) ?? []).length === 25),
    };
    console.log(`${store.kind}, ${STORIES.toLocaleString('en')} stories, ${children.length} sitemap pages; median of ${ITERATIONS}:`);
    for (const [name, ms] of Object.entries(figures)) console.log(`  ${name.padEnd(32)} ${ms.toFixed(1)} ms`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
