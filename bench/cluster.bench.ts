// Issue 20: two real server processes on one PostgreSQL. Starts the built server (dist/server/main.js; run
// `npm run build` first) on two ports against CLUSTER_DATABASE_URL, then:
// 1. correctness — a story's page cached in process B, its title edited through process A (the dev route, so
//    QUIRE_DEV_SIGN_IN is on for the run: use a scratch database), B must answer the new title within a second;
// 2. throughput — anonymous story pages (a mix of HITs from each process's page cache and MISSes) for a few seconds
//    at a fixed concurrency against one process, then spread over both; requests/s and failures for each.
// On two cores the point is no loss and no stale page, not a speed-up.
//   CLUSTER_DATABASE_URL=postgres://postgres@127.0.0.1:5432/quire_bench npx tsx bench/cluster.bench.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const DATABASE_URL = process.env.CLUSTER_DATABASE_URL;
const PORTS = [Number(process.env.CLUSTER_PORT ?? 4710), Number(process.env.CLUSTER_PORT ?? 4710) + 1] as const;
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.CLUSTER_CONCURRENCY ?? 16);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

if (!DATABASE_URL) {
  console.error('Set CLUSTER_DATABASE_URL to a scratch PostgreSQL database (it is migrated and seeded, and a title is edited).');
  process.exit(1);
}

function start(port: number): ChildProcess {
  const child = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
    env: { ...process.env, DATABASE_URL, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', QUIRE_DEV_SIGN_IN: 'true', QUIRE_LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function ready(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/_/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server on port ${port} did not become ready.`);
}

const page = (port: number, pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { 'user-agent': UA } });

async function drive(ports: readonly number[], paths: readonly string[]): Promise<{ perSecond: number; failures: number }> {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  let failures = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const i = n++;
        const response = await page(ports[i % ports.length]!, paths[i % paths.length]!).catch(() => null);
        if (!response || response.status >= 500) failures++;
        await response?.arrayBuffer();
        done++;
      }
    }),
  );
  return { perSecond: done / SECONDS, failures };
}

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`);
  // The first process migrates and seeds; the second starts on a ready database.
  const a = start(PORTS[0]);
  const children = [a];
  try {
    await ready(PORTS[0]);
    const b = start(PORTS[1]);
    children.push(b);
    await ready(PORTS[1]);

    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ id: string }>(
      'select id from posts where published_at is not null and publication_id is null and suspended_at is null order by id limit 200',
    );
    await client.end();
    const paths = rows.map((r) => `/p/${r.id}`);

    // 1. No stale page.
    const target = rows[0]!.id;
    await page(PORTS[1], `/p/${target}`).then((r) => r.arrayBuffer());
    const before = (await page(PORTS[1], `/p/${target}`)).headers.get('x-quire-cache');
    const title = `Edited At ${Date.now()}`;
    const edit = await fetch(`http://127.0.0.1:${PORTS[0]}/_/dev/posts/${target}/title`, { method: 'POST', body: JSON.stringify({ title }) });
    // The notice reaches B a moment after A's write answers: B must answer the new title within a second.
    const edited = performance.now();
    let fresh = false;
    let state: string | null = null;
    while (!fresh && performance.now() - edited < 1000) {
      const after = await page(PORTS[1], `/p/${target}`);
      state = after.headers.get('x-quire-cache');
      fresh = (await after.text()).includes(title);
    }
    const waited = Math.round(performance.now() - edited);
    console.log(
      `stale check: B's page was ${before}; edit through A answered ${edit.status}; ` +
        (fresh ? `B answered the new title (${state}) ${waited} ms after the edit answered` : 'B STILL ANSWERED THE OLD TITLE after 1 s (stale)'),
    );

    // 2. Throughput: warm both caches alike, then one process, then both.
    await drive(PORTS, paths);
    const one = await drive([PORTS[0]], paths);
    const two = await drive(PORTS, paths);
    console.log(`one process:   ${one.perSecond.toFixed(0)} requests/s, ${one.failures} failures (${CONCURRENCY} at once, ${SECONDS} s, ${paths.length} story pages)`);
    console.log(`two processes: ${two.perSecond.toFixed(0)} requests/s, ${two.failures} failures`);
    console.log(`load average: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    if (!fresh || one.failures + two.failures > 0) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
