// Writing and publishing's latency (issue 15), in process through the app's fetch handler like
// render-and-batch.bench.ts: an autosave round trip (saveDraft of a 30-paragraph story, the revision checked in
// the store; budget p50 ≤ 30 ms on a warm store) and publish-to-visible-on-Home (publishPost, then the home
// feed's first page until it holds the story). A measurement, not a test: exits non-zero only on a wrong answer.
import { createApp } from '../adapters/server/app.ts';
import { createRepositories } from '../adapters/server/graphql/repositories.ts';
import { NO_ASSETS } from '../adapters/server/render/document.ts';
import { DEFAULT_EDGE_CACHE } from '../adapters/server/edge-cache/edge-cache.server.ts';
import { signedIn } from '../adapters/server/testing/browser.ts';
import { fail, ms, openBenchStore, stats } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const WARMUP = 30;
const SAVES = 300;
const PUBLISHES = 50;
const AUTOSAVE_BUDGET_MS = 30;

const SAVE = 'mutation SaveDraftMutation($input: SaveDraftInput!) { saveDraft(input: $input) { __typename ... on DraftSaved { post { revision } } } }';
const CREATE = 'mutation CreateDraftMutation($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { id revision } } } }';
const PUBLISH = 'mutation PublishPostMutation($input: PublishPostInput!) { publishPost(input: $input) { __typename } }';
const HOME = '{ webRecommendedFeed(paging: { limit: 10 }) { items { post { id } } } }';

const body = (n: number) =>
  JSON.stringify(
    Array.from({ length: 30 }, (_, i) => ({
      name: `p${i}`,
      type: i % 10 === 0 ? 'H3' : 'P',
      text: `Paragraph ${i} of revision ${n}: a sentence or two of the kind people write, long enough to weigh what a story weighs.`,
      markups: i % 3 === 0 ? [{ type: 'STRONG', start: 0, end: 9 }] : [],
    })),
  );

async function main() {
  const { store } = await openBenchStore(NOW);
  try {
    let clock = NOW.getTime();
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
    const writer = await signedIn(app, 'maya_chen', '127.0.0.1');
    const ask = async (query: string, variables: Record<string, unknown>) => {
      const answer = await writer.request(query, variables);
      if (answer.errors?.length) fail(answer.errors.map((e) => e.message).join('; '));
      return answer.data;
    };

    const created = (await ask(CREATE, { input: { title: 'Bench draft', subtitle: '', body: body(0) } })).createDraft;
    if (created.__typename !== 'DraftSaved') fail(`createDraft answered ${created.__typename}`);
    let revision = created.post.revision as number;
    const save = async () => {
      const saved = (await ask(SAVE, { input: { postId: created.post.id, baseRevision: revision, title: 'Bench draft', subtitle: '', body: body(revision) } })).saveDraft;
      if (saved.__typename !== 'DraftSaved') fail(`saveDraft answered ${saved.__typename}`);
      revision = saved.post.revision;
    };
    for (let i = 0; i < WARMUP; i++) await save();
    const saves: number[] = [];
    for (let i = 0; i < SAVES; i++) {
      const started = performance.now();
      await save();
      saves.push(performance.now() - started);
    }
    const s = stats(saves);
    console.log(
      `${'autosave round trip'.padEnd(30)} n=${SAVES} p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  mean ${ms(s.mean)}  min ${ms(s.min)}  ` +
        `(budget ≤ ${AUTOSAVE_BUDGET_MS} ms p50: ${s.p50 <= AUTOSAVE_BUDGET_MS ? 'within budget' : 'OVER BUDGET'})`,
    );

    const visible: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      clock += 1000; // each story newer than the last, so it leads Home
      const draft = (await ask(CREATE, { input: { title: `Bench story ${i}`, subtitle: '', body: body(i) } })).createDraft.post;
      const started = performance.now();
      const published = (await ask(PUBLISH, { input: { postId: draft.id, revision: draft.revision, tags: ['bench'], isLocked: false, license: 'ALL_RIGHTS_RESERVED' } })).publishPost;
      if (published.__typename !== 'PostPublished') fail(`publishPost answered ${published.__typename}`);
      const home = await ask(HOME, {});
      if (!home.webRecommendedFeed.items.some((item: { post: { id: string } }) => item.post.id === draft.id)) fail('a published story is not on Home');
      visible.push(performance.now() - started);
    }
    const v = stats(visible);
    console.log(`${'publish → visible on Home'.padEnd(30)} n=${PUBLISHES}  p50 ${ms(v.p50)}  p99 ${ms(v.p99)}  mean ${ms(v.mean)}  min ${ms(v.min)}`);
  } finally {
    await store.close();
  }
}

main().then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
