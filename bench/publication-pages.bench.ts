// Issue 22 part B: server-side render time of a publication's pages (about, latest, trending, featured, archive index,
// an archive month, all by popularity, followers, write-for-us, a subpage), uncached, logged out, in process through
// the app's fetch handler. A measurement, not a test: it prints medians against the 15 ms SSR budget and exits non-zero
// only when a page does not answer 200 with its publication's name. `NODE_ENV=production npx tsx --import ./bench/vite-imports.mjs bench/publication-pages.bench.ts`
import { benchApp, fail, ms, openBenchStore, stats, timeRuns } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const BUDGET_MS = 15;

const { store, kind } = await openBenchStore(NOW);
try {
  const app = benchApp(store, () => NOW);
  const pub = await store.db.selectFrom('publications').select(['id', 'slug', 'name']).where('slug', '=', 'better-systems').executeTakeFirstOrThrow();
  const newest = await store.db
    .selectFrom('posts')
    .select('publishedAt')
    .where('publicationId', '=', pub.id)
    .where('statusForCollection', '=', 'APPROVED')
    .where('publishedAt', 'is not', null)
    .orderBy('publishedAt', 'desc')
    .executeTakeFirstOrThrow();
  const at = newest.publishedAt!;
  const month = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  const subpage = await store.db.selectFrom('publicationSubpages').select('slug').where('publicationId', '=', pub.id).executeTakeFirstOrThrow();
  // The homepage (built before issue 22) first, as the reference the new pages compare with on the same machine.
  const paths = ['', '/about', '/latest', '/trending', '/featured', '/archive', `/archive/${month}`, '/all?orderBy=most-popular', '/followers', '/write-for-us', `/subpage/${subpage.slug}`];
  console.log(`store: ${kind}; publication ${pub.slug}; median of 100 renders after 20 warm-up, budget ${BUDGET_MS} ms`);
  for (const suffix of paths) {
    const path = `/${pub.slug}${suffix}`;
    const render = async () => {
      const res = await app.fetch(new Request(`http://localhost${path}`), { remoteAddress: '127.0.0.1' });
      const html = await res.text();
      if (res.status !== 200 || !html.includes(pub.name)) fail(`${path} answered ${res.status}`);
    };
    const s = stats(await timeRuns(render, 100, 20));
    console.log(`${path.padEnd(42)} p50 ${ms(s.p50)} ms  p99 ${ms(s.p99)} ms ${s.p50 <= BUDGET_MS ? '' : ' OVER BUDGET'}`);
  }
} finally {
  await store.close();
}
