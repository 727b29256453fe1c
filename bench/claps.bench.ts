// Claps' latency (issue 16), in process through the app's fetch handler like editing.bench.ts: a batch of 20
// clap mutations in one HTTP request (20 readers' worth of claps on 20 stories — each a CTE that caps at 50 and
// moves the story's counter, plus the purges and the counts job), and for comparison a single clap. Prints the
// median (and p99). A measurement, not a test: exits non-zero only on a wrong answer.
import os from 'node:os';
import { createApp } from '../adapters/server/app.ts';
import { createRepositories } from '../adapters/server/graphql/repositories.ts';
import { NO_ASSETS } from '../adapters/server/render/document.ts';
import { DEFAULT_EDGE_CACHE } from '../adapters/server/edge-cache/edge-cache.server.ts';
import { signedIn } from '../adapters/server/testing/browser.ts';
import { fail, ms, openBenchStore, stats } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const WARMUP = 10;
const BATCHES = 100;
const SINGLES = 200;
const CLAP = 'mutation ClapMutation($input: ClapInput!) { clap(input: $input) { __typename ... on Clapped { clapCount viewerClapCount } ... on BadRequest { message } ... on NotFound { message } } }';

async function main() {
  const { store, kind } = await openBenchStore(NOW);
  try {
    // The clock moves a minute per batch and 10 s per single clap, so the reader's pace limit (600 clap requests
    // per 10 minutes) never refuses the bench.
    let clock = NOW.getTime();
    console.log(`store: ${kind}`);
    const app = createApp({
      repos: createRepositories(store),
      productName: 'Quire',
      assets: NO_ASSETS,
      clientDir: null,
      buildVersion: 'bench',
      now: () => new Date(clock),
      devSignIn: true,
      edgeCache: DEFAULT_EDGE_CACHE,
      mailer: { send: () => Promise.reject(new Error('the bench sends no mail')) },
    });
    const reader = await signedIn(app, 'theo_okafor', '127.0.0.1');
    const readerId = (await store.db.selectFrom('users').select('id').where('username', '=', 'theo_okafor').executeTakeFirstOrThrow()).id;
    const stories = (
      await store.db
        .selectFrom('posts')
        .select('id')
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .where('isLocked', '=', false)
        .where('creatorId', '<>', readerId)
        .orderBy('id')
        .limit(20)
        .execute()
    ).map((r) => r.id);
    if (stories.length < 20) fail('the store has fewer than 20 stories to clap for');

    let seq = 0;
    // One clap each; the cap is reached after 50 rounds, after which the CTE still runs (adding 0).
    const batch = () => stories.map((postId) => ({ query: CLAP, variables: { input: { postId, clientId: `bench-${++seq}`, claps: 1 } } }));
    const sendBatch = async () => {
      clock += 60_000;
      const response = await reader.graphql(batch());
      if (response.status !== 200) fail(`the batch answered ${response.status}`);
      const answers = (await response.json()) as { data: { clap: { __typename: string } } }[];
      if (answers.length !== 20 || answers.some((a) => a.data?.clap.__typename !== 'Clapped')) fail(`a clap failed: ${JSON.stringify(answers[0])}`);
    };
    for (let i = 0; i < WARMUP; i++) await sendBatch();
    const batchTimes: number[] = [];
    for (let i = 0; i < BATCHES; i++) {
      const t = performance.now();
      await sendBatch();
      batchTimes.push(performance.now() - t);
    }
    const singleTimes: number[] = [];
    for (let i = 0; i < SINGLES; i++) {
      clock += 10_000;
      const t = performance.now();
      const answer = await reader.request(CLAP, { input: { postId: stories[i % 20]!, clientId: `single-${i}`, claps: 1 } });
      singleTimes.push(performance.now() - t);
      if (answer.data?.clap?.__typename !== 'Clapped') fail(`a single clap answered ${JSON.stringify(answer)}`);
    }
    const mine = await store.db.selectFrom('claps').select('count').where('userId', '=', readerId).where('postId', 'in', stories).execute();
    if (mine.some((r) => r.count > 50)) fail('a reader passed 50 claps');
    const b = stats(batchTimes);
    const s = stats(singleTimes);
    console.log(`batch of 20 clap mutations, one HTTP request: median ${ms(b.p50)} ms  p99 ${ms(b.p99)}  mean ${ms(b.mean)}  min ${ms(b.min)}  (${BATCHES} runs)`);
    console.log(`single clap mutation:                        median ${ms(s.p50)} ms  p99 ${ms(s.p99)}  mean ${ms(s.mean)}  min ${ms(s.min)}  (${SINGLES} runs)`);
    console.log(`load average (1 min): ${os.loadavg()[0]!.toFixed(2)}`);
  } finally {
    await store.close();
  }
}

await main();
