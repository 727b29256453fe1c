// Issue 21: the server render of Settings → Account and Publishing and of a writer's About page, signed in as a demo
// writer, through the app's fetch handler (budget: 15 ms median warm, like every SSR page), and the data export's
// making (the job's work: the writer's stories, lists, follows… read and zipped). A measurement, not a test: exits
// non-zero only on a wrong answer.
//   NODE_ENV=production npx tsx --import ./bench/vite-imports.mjs bench/account.bench.ts            # in-memory PGlite
//   DATABASE_URL=postgres://… NODE_ENV=production npx tsx --import ./bench/vite-imports.mjs bench/account.bench.ts
import os from 'node:os';
import { unzipSync } from 'fflate';
import { DEV_SIGN_IN_PATH } from '../adapters/server/dev-session.ts';
import { buildExportZip } from '../adapters/server/account/account.service.ts';
import { createRepositories } from '../adapters/server/graphql/repositories.ts';
import { benchApp, fail, ms, openBenchStore, stats, timeRuns } from './bench-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WRITER = 'maya_chen';
const ORIGIN = 'http://localhost';
const LOOPBACK = { remoteAddress: '127.0.0.1' };
const PAGE_BUDGET_MS = 15;

async function main() {
  const { store, kind } = await openBenchStore(NOW);
  const app = benchApp(store, () => NOW);
  const signIn = await app.fetch(new Request(`${ORIGIN}${DEV_SIGN_IN_PATH}?username=${WRITER}`), LOOPBACK);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) fail('the dev sign-in gave no session');
  console.log(`${kind}; load average at the start of the timings: ${os.loadavg()[0]!.toFixed(2)}`);

  for (const [path, mark] of [
    // For comparison on a loaded machine: a page built before (the Notifications tab, the writer's profile).
    ['/me/settings/notifications', 'notification-settings'],
    [`/@${WRITER}`, 'profile__name'],
    ['/me/settings/account', 'id="profileInformation"'],
    ['/me/settings/publishing', 'id="managePublications"'],
    [`/@${WRITER}/about`, 'profile-about__facts'],
  ] as const) {
    const samples = stats(
      await timeRuns(
        async () => {
          const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie } }), LOOPBACK);
          const html = await response.text();
          if (response.status !== 200 || !html.includes(mark)) fail(`${path} answered ${response.status} without ${mark}`);
        },
        RUNS,
        20,
      ),
    );
    console.log(`${path.padEnd(28)} render p50 ${ms(samples.p50)} ms  p99 ${ms(samples.p99)} ms  ${samples.p50 <= PAGE_BUDGET_MS ? 'within' : 'OVER'} the ${PAGE_BUDGET_MS} ms budget`);
  }

  const repos = createRepositories(store);
  const writer = await store.db.selectFrom('users').select('id').where('username', '=', WRITER).executeTakeFirstOrThrow();
  let bytes = 0;
  let entries = 0;
  const exports = stats(
    await timeRuns(
      async () => {
        const data = await repos.account.exportData(writer.id);
        if (!data || data.stories.length === 0) fail('the writer has nothing to export');
        const zip = buildExportZip(data, ORIGIN, NOW);
        bytes = zip.byteLength;
        entries = Object.keys(unzipSync(zip)).length;
      },
      20,
      2,
    ),
  );
  console.log(`export of ${WRITER} (read + zip)  p50 ${ms(exports.p50)} ms  p99 ${ms(exports.p99)} ms  (${entries} files, ${(bytes / 1024).toFixed(1)} KB)`);
  await store.close();
}

await main();
