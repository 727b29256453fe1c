// Home made for you (issue 18): the server-rendered Home of a signed-in reader (For you: candidates from the store,
// scored in core) next to the signed-out Home, on the demo store and again once the store holds 100,000 stories
// (the goal: the large store within 2× of the demo store; the page budget 15 ms on the median). In process through
// the app's fetch handler. A measurement, not a test: it exits non-zero only on a wrong answer.
import os from 'node:os';
import { sql } from 'kysely';
import { signedIn, type Browser } from '../adapters/server/testing/browser.ts';
import type { App } from '../adapters/server/app.ts';
import { benchApp, fail, ms, openBenchStore, stats, timeRuns } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const WARMUP = 30;
const ITERATIONS = 200;
const TARGET_STORIES = 100_000;

async function page(app: App, who: Browser | null, path: string): Promise<string> {
  const response = who ? await who.fetch(path) : await app.fetch(new Request(`http://localhost${path}`));
  const body = await response.text();
  if (response.status !== 200) fail(`GET ${path} answered ${response.status}`);
  return body;
}

const measure = async (run: () => Promise<unknown>) => stats(await timeRuns(run, ITERATIONS, WARMUP));

async function main() {
  const { store, kind } = await openBenchStore(NOW);
  try {
    const app = benchApp(store, () => NOW);
    const maya = await signedIn(app, 'maya_chen', '127.0.0.1');
    const check = (body: string) => {
      if (!body.includes('aria-label="Home feeds"') || !body.includes('More about ')) fail('the signed-in Home has no tabs or no cards');
    };
    const run = async (label: string) => {
      const count = (await sql<{ n: number }>`select count(*)::int as n from posts`.execute(store.db)).rows[0]!.n;
      check(await page(app, maya, '/'));
      const forYou = await measure(async () => check(await page(app, maya, '/')));
      const signedOut = await measure(() => page(app, null, '/'));
      const topic = (await maya.op('{ followedTopics { slug } }'))[0].slug as string;
      const tab = await measure(() => page(app, maya, `/?tag=${topic}`));
      // For you's own cost, apart from the page's other parts (the right column's topics count every story).
      const FEED = '{ webRecommendedFeed(paging: { limit: 10 }) { items { post { id title url } } } }';
      const op = await measure(async () => {
        if ((await maya.op(FEED)).items.length !== 10) fail('For you gave no full page');
      });
      console.log(`${label}: ${count} stories`);
      console.log(`  SSR / signed in (For you)   p50 ${ms(forYou.p50)}  p99 ${ms(forYou.p99)}`);
      console.log(`  SSR /?tag= (a topic tab)    p50 ${ms(tab.p50)}  p99 ${ms(tab.p99)}`);
      console.log(`  SSR / signed out            p50 ${ms(signedOut.p50)}  p99 ${ms(signedOut.p99)}`);
      console.log(`  GraphQL For you, 1st page   p50 ${ms(op.p50)}  p99 ${ms(op.p99)}`);
      return { page: forYou.p50, op: op.p50 };
    };
    console.log(`store: ${kind}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const demo = await run('demo store');
    // Grow the store to 100,000 stories: writers, topics and publications drawn from the demo's, published over
    // the last two years (so many are newer than the demo's own), each with its topic.
    const existing = (await sql<{ n: number }>`select count(*)::int as n from posts`.execute(store.db)).rows[0]!.n;
    const grown = Date.now();
    await sql`
      with u as (select array_agg(id order by id) as ids from users),
           t as (select array_agg(id order by id) as ids from topics),
           p as (select array_agg(id order by id) as ids from publications)
      insert into posts (id, creator_id, publication_id, title, body, primary_topic_id, status_for_collection, published_at, latest_published_at, updated_at)
      select 'b' || lpad(to_hex(g), 11, '0'),
        u.ids[1 + g % array_length(u.ids, 1)],
        case when g % 3 = 0 then p.ids[1 + g % array_length(p.ids, 1)] end,
        'Bulk story ' || g, '[]',
        t.ids[1 + g % array_length(t.ids, 1)],
        case when g % 3 = 0 then 'APPROVED' end,
        ${NOW}::timestamptz - (g * interval '10 minutes'), ${NOW}::timestamptz - (g * interval '10 minutes'), ${NOW}::timestamptz
      from generate_series(1, ${TARGET_STORIES - existing}::int) g, u, t, p`.execute(store.db);
    await sql`insert into post_topics (post_id, topic_id) select id, primary_topic_id from posts where id like 'b%' and primary_topic_id is not null on conflict do nothing`.execute(store.db);
    await sql`analyze`.execute(store.db);
    console.log(`  (grown in ${Math.round((Date.now() - grown) / 1000)} s)`);
    const large = await run('100,000-story store');
    console.log(`\nlarge / demo: For you page ${(large.page / demo.page).toFixed(2)}×, For you query ${(large.op / demo.op).toFixed(2)}× (goal ≤ 2×); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await store.close();
  }
}

await main();
