// Stats (issue 23): a story with 1,000,000 view events. The raw events are in client_events (as /_/batch stores them)
// and went through the stats rollups' write path (StatsRepository.record, batches of 10,000 — what the intake does
// per request, summed), each view from its own reader, so each counts (a view counts once per reader per story per
// day: the write path keeps each counted key in story_views); a batch sent again counts nothing. The pages read
// per-day rollups only. Prints how fast the events were rolled up, and the
// server time of the story's stats page (90 days and lifetime), the writer's /me/stats and the range endpoint,
// in process through the app's fetch handler. A measurement, not a test: exits non-zero only on a wrong answer.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StatsEvent } from '../core/ports/stats-repository.port.ts';
import { addDays, dayOf, DAY_MS } from '../core/stats/stats-period.ts';
import { TRAFFIC_SOURCES } from '../core/stats/traffic-source.ts';
import { signedIn } from '../adapters/server/testing/browser.ts';
import { benchApp, fail, ms, openBenchStore, stats, timeRuns } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const VIEWS = 1_000_000;
const READS = 350_000;
const READING_REPORTS = 100_000;
const BATCH = 10_000;
const DAYS = 120;
const RUNS = 40;
const WARMUP = 5;
const WRITER = 'maya_chen';

async function main() {
  const { store, kind } = await openBenchStore(NOW);
  try {
    console.log(`store: ${kind}`);
    const writer = await store.db.selectFrom('users').select('id').where('username', '=', WRITER).executeTakeFirstOrThrow();
    // A fresh story of the writer's, so its figures are exactly the bench's.
    const postId = `bench_stats_${randomUUID().slice(0, 8)}`;
    await store.db
      .insertInto('posts')
      .values({ id: postId, creatorId: writer.id, title: 'A story read a million times', body: '[]', readingTime: 4, publishedAt: new Date(NOW.getTime() - DAYS * DAY_MS) })
      .execute();

    // The raw events, as /_/batch keeps them (one statement; the pages never read them).
    let started = performance.now();
    await sql`
      insert into client_events (event_id, key, data, occurred_at, received_at, user_id)
      select 'bench-' || g, 'post.clientViewed', jsonb_build_object('postId', ${postId}::text, 'referrer', ''),
             ${NOW}::timestamptz - make_interval(secs => (g % ${DAYS * 86_400})), ${NOW}::timestamptz, null
      from generate_series(1, ${VIEWS}::int) g`.execute(store.db);
    console.log(`${VIEWS.toLocaleString('en-US')} raw view events stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // The same events through the rollups' write path, in batches.
    const repo = (await import('../adapters/postgres/stats.repository.ts')).statsRepository(store.db);
    const today = dayOf(NOW.getTime());
    const dayOfIndex = (i: number) => addDays(today, -(i % DAYS));
    started = performance.now();
    let reads = 0;
    let views = 0;
    let firstBatch: StatsEvent[] = [];
    for (let offset = 0; offset < VIEWS; offset += BATCH) {
      const events: StatsEvent[] = [];
      for (let i = offset; i < offset + BATCH; i++) {
        events.push({ kind: 'view', postId, day: dayOfIndex(i), source: TRAFFIC_SOURCES[i % TRAFFIC_SOURCES.length]!, readerKey: `b:bench-viewer-${i}` });
        if (i < READS) events.push({ kind: 'read', postId, day: dayOfIndex(i), readerKey: `b:bench-reader-${i}` });
        if (i < READING_REPORTS) events.push({ kind: 'readingTime', postId, day: dayOfIndex(i), seconds: 120, member: i % 3 === 0 });
      }
      const counted = await repo.record(events);
      reads += counted.reads;
      views += counted.views;
      if (offset === 0) firstBatch = events;
    }
    const rollupSeconds = (performance.now() - started) / 1000;
    console.log(`rolled up through StatsRepository.record in ${rollupSeconds.toFixed(1)} s (${Math.round(VIEWS / rollupSeconds).toLocaleString('en-US')} views/s, with ${READS.toLocaleString('en-US')} reads and ${READING_REPORTS.toLocaleString('en-US')} reading-time reports)`);
    if (reads !== READS) fail(`counted ${reads} reads, not ${READS}`);
    if (views !== VIEWS) fail(`counted ${views} views, not ${VIEWS}`);
    // The same readers' views and reads again that day: nothing more.
    const again = await repo.record(firstBatch.filter((e) => e.kind !== 'readingTime'));
    if (again.views !== 0 || again.reads !== 0) fail(`a batch sent again counted ${again.views} views and ${again.reads} reads`);
    const { rows: keys } = await sql<{ n: string }>`select count(*) as n from story_views where post_id = ${postId}`.execute(store.db);
    console.log(`count-once keys kept for the story's views: ${Number(keys[0]!.n).toLocaleString('en-US')} (one per reader per day)`);
    await sql`analyze`.execute(store.db);

    const app = benchApp(store, () => NOW);
    const browser = await signedIn(app, WRITER, '127.0.0.1');
    const check = async (path: string, expect: (body: string) => boolean) => {
      const response = await browser.get(path);
      const body = await response.text();
      if (response.status !== 200 || !expect(body)) fail(`${path} answered ${response.status}`);
    };
    // Right answers first: the lifetime shows all 1,000,000 views and the 350,000 reads (35%).
    await check(`/me/stats/post/${postId}?period=lifetime`, (b) => b.includes('1,000,000') && b.includes('350,000') && b.includes('35%'));
    const endMs = NOW.getTime() + 1;
    const range = await (await browser.get(`/me/stats/${postId}/${endMs - 365 * DAY_MS}/${endMs}`)).json();
    if (range.totals?.views !== VIEWS) fail(`the range endpoint counted ${range.totals?.views} views`);

    const pages: [string, string][] = [
      ['story stats page, 90 days', `/me/stats/post/${postId}?period=90d`],
      ['story stats page, lifetime', `/me/stats/post/${postId}?period=lifetime`],
      ['writer stats page (/me/stats), 90 days', '/me/stats?period=90d'],
      ['story over a year (range JSON)', `/me/stats/${postId}/${endMs - 365 * DAY_MS}/${endMs}`],
    ];
    for (const [label, path] of pages) {
      const samples = await timeRuns(async () => {
        const response = await browser.get(path);
        await response.text();
        if (response.status !== 200) fail(`${path} answered ${response.status}`);
      }, RUNS, WARMUP);
      const s = stats(samples);
      console.log(`${label.padEnd(42)} median ${ms(s.p50)} ms  p99 ${ms(s.p99)}  mean ${ms(s.mean)}  min ${ms(s.min)}  (${RUNS} runs)`);
    }
    const { rows } = await sql<{ n: string }>`select count(*) as n from story_stats_daily where post_id = ${postId}`.execute(store.db);
    console.log(`rollup rows the story's page reads: ${rows[0]!.n} (one per day), not ${VIEWS.toLocaleString('en-US')} events`);
    console.log(`load average (1 min): ${os.loadavg()[0]!.toFixed(2)}`);
  } finally {
    await store.close();
  }
}

await main();
