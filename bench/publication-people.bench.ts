// Issue 22 part A's pages, server-rendered in process (budget: SSR page ≤ 15 ms median warm): the editor inbox of
// the demo writer's publication (with the demo submission in review), her writer outbox, her people page and the
// featured stories page. A measurement, not a test: exits non-zero only on a wrong answer.
// Run: NODE_ENV=production tsx --import ./bench/vite-imports.mjs bench/publication-people.bench.ts
import { signedIn } from '../adapters/server/testing/browser.ts';
import { benchApp, fail, ms, openBenchStore, stats, timeRuns } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const WARMUP = 20;
const RUNS = 200;

async function main() {
  const { store, kind } = await openBenchStore(NOW);
  try {
    const app = benchApp(store, () => NOW);
    const maya = await signedIn(app, 'maya_chen', '127.0.0.1');
    const submission = await store.db
      .selectFrom('publicationSubmissions as s')
      .innerJoin('publications as p', 'p.id', 's.publicationId')
      .select('p.slug')
      .where('s.id', '=', 'demo-submission-1')
      .executeTakeFirst();
    if (!submission) fail('the demo corpus has no submission');
    console.log(`store: ${kind}; ${RUNS} renders each after ${WARMUP} warm-up renders`);
    // Two signed-in pages built before, for comparison on the same machine at the same moment.
    for (const path of ['/me/settings/notifications', '/me/stories/drafts', `/${submission.slug}/manage/inbox`, '/me/outbox', `/${submission.slug}/permissions`, `/${submission.slug}/manage/stories/featured`]) {
      const render = async () => {
        const response = await maya.fetch(path);
        if (response.status !== 200) fail(`${path} answered ${response.status}`);
        await response.text();
      };
      const s = stats(await timeRuns(render, RUNS, WARMUP));
      console.log(`${path.padEnd(48)} p50 ${ms(s.p50)} ms   p99 ${ms(s.p99)} ms`);
    }
  } finally {
    await store.close();
  }
}

await main();
