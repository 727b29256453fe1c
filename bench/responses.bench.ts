// Responses' paging on a story with 10,000 responses (issue 16: 'a story with 10,000 responses stays fast'):
// inserts 10,000 responses (and a reply under every tenth) on one demo story, then times the panel's queries —
// the first page and a page deep in by keyset, newest first and most relevant first, and their replies — and
// prints each one's query plan, failing if a plan does not use the responses' indexes (migration 0024). A
// measurement, not a test: exits non-zero only on a wrong answer or a plan that scans.
//   npx tsx bench/responses.bench.ts                      # in-memory PGlite
//   DATABASE_URL=postgres://… npx tsx bench/responses.bench.ts
import { sql } from 'kysely';
import { responsesRepository } from '../adapters/postgres/responses.repository.ts';
import { responseKey, type ResponseKey, type ResponsesSort } from '../core/responses/responses.ts';
import { fail, openBenchStore, stats } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const RESPONSES = 10_000;
const RUNS = 50;

async function main() {
  const { store, kind } = await openBenchStore(NOW);
  const db = store.db;
  const story = await db.selectFrom('posts').select(['id', 'creatorId']).where('type', '=', 'STORY').where('publishedAt', 'is not', null).where('deletedAt', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const users = (await db.selectFrom('users').select('id').where('id', '<>', story.creatorId).limit(50).execute()).map((u) => u.id);
  const started = performance.now();
  const tag = Date.now().toString(16).slice(-6);
  await sql`
    insert into posts (id, creator_id, title, body, published_at, latest_published_at, created_at, updated_at, type, in_response_to_post_id, response_root_id, response_depth)
    select 'b' || ${tag} || lpad(to_hex(g), 5, '0'), (${sql.val(users)}::text[])[1 + g % ${users.length}], 'Bench response ' || g,
      jsonb_build_array(jsonb_build_object('name', 'b1', 'type', 'P', 'text', 'Bench response ' || g, 'markups', '[]'::jsonb)),
      ${NOW}::timestamptz - make_interval(secs => g), ${NOW}::timestamptz - make_interval(secs => g), ${NOW}, ${NOW}, 'RESPONSE', ${story.id}, ${story.id}, 1
    from generate_series(1, ${RESPONSES}) g`.execute(db);
  await sql`
    insert into posts (id, creator_id, title, body, published_at, latest_published_at, created_at, updated_at, type, in_response_to_post_id, response_root_id, response_depth)
    select 'c' || ${tag} || lpad(to_hex(g), 5, '0'), (${sql.val(users)}::text[])[1 + (g + 1) % ${users.length}], 'Bench reply ' || g,
      jsonb_build_array(jsonb_build_object('name', 'c1', 'type', 'P', 'text', 'Bench reply ' || g, 'markups', '[]'::jsonb)),
      ${NOW}, ${NOW}, ${NOW}, ${NOW}, 'RESPONSE', 'b' || ${tag} || lpad(to_hex(g), 5, '0'), ${story.id}, 2
    from generate_series(10, ${RESPONSES}, 10) g`.execute(db);
  await sql`analyze posts`.execute(db);
  console.log(`${kind}: ${RESPONSES} responses and ${RESPONSES / 10} replies on ${story.id} in ${(performance.now() - started).toFixed(0)} ms`);

  const repo = responsesRepository(db);
  const count = (await repo.countsOf([story.id])).get(story.id)?.responsesCount ?? 0;
  if (count < RESPONSES) fail(`the story counts ${count} responses, not ${RESPONSES} or more`);
  const reader = { viewerId: null, storyAuthorId: story.creatorId };

  for (const sort of ['NEWEST', 'MOST_RELEVANT'] as ResponsesSort[]) {
    // A cursor 5,000 responses in: keyset, no OFFSET.
    const deep = await repo.page(story.id, sort, 5_000, null, reader);
    const last = deep[deep.length - 1]!;
    const key: ResponseKey = responseKey(sort, { ...last, publishedAt: last.publishedAt!.getTime() });
    for (const [label, after] of [['first page', null], ['page 501', key]] as const) {
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const page = await repo.page(story.id, sort, 11, after, reader);
        samples.push(performance.now() - t);
        if (page.length !== 11) fail(`${sort} ${label} answered ${page.length} rows`);
      }
      const s = stats(samples);
      console.log(`${sort.padEnd(13)} ${label.padEnd(10)} p50 ${s.p50.toFixed(2)} ms  p99 ${s.p99.toFixed(2)} ms`);
    }
    const samples: number[] = [];
    const top = await repo.page(story.id, sort, 10, null, reader);
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await repo.repliesOf(top.map((r) => r.id), sort, 5, reader);
      samples.push(performance.now() - t);
    }
    console.log(`${sort.padEnd(13)} replies    p50 ${stats(samples).p50.toFixed(2)} ms  p99 ${stats(samples).p99.toFixed(2)} ms`);
    const order = sort === 'NEWEST' ? sql`published_at desc, id desc` : sql`responses_count desc, published_at desc, id desc`;
    const { rows } = await sql<{ 'QUERY PLAN': string }>`
      explain select id from posts p where p.in_response_to_post_id = ${story.id} and p.type = 'RESPONSE' and p.published_at is not null
        and p.deleted_at is null and p.suspended_at is null and p.hidden_at is null order by ${order} limit 11`.execute(db);
    const plan = rows.map((r) => Object.values(r)[0]).join('\n');
    console.log(plan);
    const index = sort === 'NEWEST' ? 'posts_responses_newest_idx' : 'posts_responses_relevant_idx';
    if (!plan.includes(index)) fail(`the ${sort} page does not use ${index}`);
  }
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
