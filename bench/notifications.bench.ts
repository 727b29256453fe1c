// Issue 17: a reader with 100,000 notifications (20,000 unread) — the notifications page's server render and
// UnreadNotificationCount's latency through the app (the badge's query, as a page polls it), and the store's
// queries alone, each with its plan, failing if the page or the count scans the table (migration 0027's indexes).
// A measurement, not a test: exits non-zero only on a wrong answer or a plan that scans.
//   NODE_ENV=production npx tsx --import ./bench/vite-imports.mjs bench/notifications.bench.ts            # in-memory PGlite
//   DATABASE_URL=postgres://… NODE_ENV=production npx tsx --import ./bench/vite-imports.mjs bench/notifications.bench.ts
import os from 'node:os';
import { sql } from 'kysely';
import { DEV_SIGN_IN_PATH } from '../adapters/server/dev-session.ts';
import { createRepositories } from '../adapters/server/graphql/repositories.ts';
import { benchApp, fail, ms, openBenchStore, stats, timeRuns } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const NOTIFICATIONS = 100_000;
const UNREAD = 20_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const READER = 'maya_chen';
const ORIGIN = 'http://localhost';
const LOOPBACK = { remoteAddress: '127.0.0.1' };
const COUNT = 'query UnreadNotificationCount { notificationStatus { unreadNotificationCount } }';

const timed = async (run: () => Promise<void>): Promise<ReturnType<typeof stats>> => stats(await timeRuns(run, RUNS, 5));

async function main() {
  const { store, kind } = await openBenchStore(NOW);
  const db = store.db;
  const reader = await db.selectFrom('users').select('id').where('username', '=', READER).executeTakeFirstOrThrow();
  const actors = (await db.selectFrom('users').select('id').where('id', '<>', reader.id).limit(200).execute()).map((u) => u.id);
  const posts = (await db.selectFrom('posts').select('id').where('type', '=', 'STORY').where('publishedAt', 'is not', null).limit(200).execute()).map((p) => p.id);
  const started = performance.now();
  await db.deleteFrom('notifications').where('recipientId', '=', reader.id).execute();
  await sql`
    insert into notifications (id, recipient_id, kind, actor_id, post_id, group_key, actor_count, created_at, read_at)
    select 'bench' || lpad(to_hex(g), 8, '0'), ${reader.id},
      (array['FOLLOW', 'CLAPS', 'RESPONSE', 'HIGHLIGHT', 'STORY_PUBLISHED'])[1 + g % 5],
      (${sql.val(actors)}::text[])[1 + g % ${actors.length}],
      case when g % 5 = 0 then null else (${sql.val(posts)}::text[])[1 + g % ${posts.length}] end,
      'BENCH:' || g, 1 + g % 7,
      ${NOW}::timestamptz - make_interval(secs => g * 30),
      case when g > ${UNREAD} then ${NOW}::timestamptz - make_interval(secs => g * 30) end
    from generate_series(1, ${NOTIFICATIONS}) g`.execute(db);
  await sql`analyze notifications`.execute(db);
  console.log(`${kind}: ${NOTIFICATIONS} notifications (${UNREAD} unread) for ${READER} in ${(performance.now() - started).toFixed(0)} ms`);

  const repos = createRepositories(store);
  const app = benchApp(store, () => NOW);
  const signIn = await app.fetch(new Request(`${ORIGIN}${DEV_SIGN_IN_PATH}?username=${READER}`), LOOPBACK);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) fail('the dev sign-in gave no session');
  const xsrf = ((await (await app.fetch(new Request(`${ORIGIN}/_/xsrf`, { headers: { cookie } }), LOOPBACK)).json()) as { token: string }).token;

  console.log(`load average at the start of the timings: ${os.loadavg()[0]!.toFixed(2)}`);
  const count = await repos.notifications.unreadCount(reader.id);
  if (count !== UNREAD) fail(`the unread count is ${count}, not ${UNREAD}`);

  const page = await timed(async () => {
    const response = await app.fetch(new Request(`${ORIGIN}/me/notifications`, { headers: { cookie } }), LOOPBACK);
    const html = await response.text();
    if (response.status !== 200 || !html.includes('notification__text')) fail(`/me/notifications answered ${response.status} without its list`);
  });
  console.log(`/me/notifications render        p50 ${ms(page.p50)} ms  p99 ${ms(page.p99)} ms`);
  const query = await timed(async () => {
    const response = await app.fetch(
      new Request(`${ORIGIN}/_/graphql`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'x-xsrf-token': xsrf }, body: JSON.stringify({ query: COUNT }) }),
      LOOPBACK,
    );
    const answer = (await response.json()) as { data?: { notificationStatus: { unreadNotificationCount: number } } };
    if (answer.data?.notificationStatus.unreadNotificationCount !== UNREAD) fail(`UnreadNotificationCount answered ${JSON.stringify(answer)}`);
  });
  console.log(`UnreadNotificationCount (HTTP)  p50 ${ms(query.p50)} ms  p99 ${ms(query.p99)} ms`);
  const storeCount = await timed(async () => void (await repos.notifications.unreadCount(reader.id)));
  console.log(`unread count (store)            p50 ${ms(storeCount.p50)} ms  p99 ${ms(storeCount.p99)} ms`);
  const deep = await repos.notifications.page(reader.id, 'ALL', 50, null);
  const storePage = await timed(async () => void (await repos.notifications.page(reader.id, 'ALL', 20, deep.next)));
  console.log(`page after 50 (store)           p50 ${ms(storePage.p50)} ms  p99 ${ms(storePage.p99)} ms`);

  for (const [label, statement] of [
    // The badge reads the count kept by migration 0033's triggers: one row by its key.
    ['count', sql`explain select unread from notification_counts where recipient_id = ${reader.id}`],
    ['page', sql`explain select id from notifications where recipient_id = ${reader.id} order by created_at desc, id desc limit 21`],
    ['responses tab', sql`explain select id from notifications where recipient_id = ${reader.id} and kind in ('RESPONSE', 'REPLY', 'MENTION') order by created_at desc, id desc limit 21`],
  ] as const) {
    const { rows } = await statement.execute(db);
    const plan = rows.map((r) => Object.values(r as Record<string, string>)[0]).join('\n');
    console.log(`${label} plan:\n${plan}`);
    if (/Seq Scan on notification/.test(plan)) fail(`the ${label} query scans a notifications table`);
  }
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
