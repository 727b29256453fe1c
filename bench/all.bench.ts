// `npm run bench:all` (issue 19, "done when"): every speed figure of the issue in one run, one bench after another,
// each in its own process (so one's warm caches and garbage do not weigh on the next), their output as it comes,
// then a summary of the lines that carry the figures:
//   1. render-and-batch.bench.ts: SSR medians (Home, a story, a publication), the batch of 20, compressed bytes per
//      page, the page cache's hit and miss rates;
//   2. uncached.bench.ts: signed-in SSR medians and statements, uncached and cached requests/s for Home and a story;
//   3. lighthouse.bench.ts: Lighthouse medians on the built server (needs `npm run build` and Chromium);
//   4. startup.bench.ts: a restart of the built server to /_/ready (needs the build);
//   5. scale.bench.ts: the demo-vs-large table on PostgreSQL (SCALE_DATABASE_URL, or the server on 127.0.0.1).
// Options: --skip-large (or BENCH_SKIP_LARGE=1) leaves out the large store — it is also left out, with a note,
// when no PostgreSQL answers or the large database does not exist yet and --grow-large is not given (growing it
// takes minutes); --skip-lighthouse leaves out Lighthouse (also when dist/ or Chromium is missing);
// --quick shortens every bench (fewer iterations; the figures are then rough). Exits non-zero if any bench did.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const skipLarge = args.has('--skip-large') || process.env.BENCH_SKIP_LARGE === '1';
const skipLighthouse = args.has('--skip-lighthouse') || process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const growLarge = args.has('--grow-large');
const SCALE_BASE = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Bench = { name: string; file: string; env: Record<string, string>; summary: RegExp; skip?: string | null };

/** Whether the large store can be measured without growing it here: PostgreSQL answers and quire_bench_large exists. */
async function largeStoreReady(): Promise<string | null> {
  const client = new pg.Client({ connectionString: SCALE_BASE, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    const { rows } = await client.query(`select 1 from pg_database where datname = 'quire_bench_large'`);
    return rows.length > 0 || growLarge ? null : 'quire_bench_large does not exist yet (npm run bench:scale, or --grow-large, grows it: minutes)';
  } catch {
    return `no PostgreSQL answers at ${new URL(SCALE_BASE).host}`;
  } finally {
    await client.end().catch(() => {});
  }
}

function run(bench: Bench): Promise<{ code: number; lines: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/vite-imports.mjs', bench.file], {
      env: { ...process.env, NODE_ENV: 'production', ...bench.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      out += chunk.toString('utf8');
    });
    child.on('close', (code) => resolve({ code: code ?? 1, lines: out.split('\n') }));
  });
}

async function main() {
  const started = performance.now();
  const cpus = [...new Set(os.cpus().map((c) => c.model.trim()))].join(', ');
  console.log(`bench:all — node ${process.version} on ${os.platform()}/${os.arch()}, ${os.availableParallelism()} cores (${cpus}); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}${quick ? '; --quick' : ''}\n`);
  const built = existsSync('dist/server/main.js');
  const benches: Bench[] = [
    {
      name: 'SSR, batch, compressed bytes, page cache',
      file: 'bench/render-and-batch.bench.ts',
      env: quick ? { BENCH_PAGE_ITERATIONS: '60', BENCH_BATCH_ITERATIONS: '20' } : {},
      summary: /^(SSR |GraphQL batch|bytes:|edge cache:)/,
    },
    {
      name: 'the uncached path (signed in) and cached requests/s',
      file: 'bench/uncached.bench.ts',
      env: quick ? { BENCH_ITERATIONS: '40', BENCH_REQUESTS: '200' } : { BENCH_ITERATIONS: '100', BENCH_REQUESTS: '500' },
      summary: /^(SSR |req\/s )/,
    },
    {
      name: 'Lighthouse (mobile)',
      file: 'bench/lighthouse.bench.ts',
      env: quick ? { LIGHTHOUSE_RUNS: '1' } : {},
      summary: /^\| |: (met|NOT MET) \(Performance/,
      skip: skipLighthouse ? '--skip-lighthouse' : !built ? 'no build in dist/ (npm run build)' : !existsSync(CHROME) ? `no Chromium at ${CHROME}` : null,
    },
    {
      name: 'start-up',
      file: 'bench/startup.bench.ts',
      env: quick ? { STARTUP_RUNS: '2' } : {},
      summary: /^(first start|restart|npm start)/,
      skip: built ? null : 'no build in dist/ (npm run build)',
    },
    {
      name: 'demo vs large store (PostgreSQL)',
      file: 'bench/scale.bench.ts',
      env: { SCALE_DATABASE_URL: SCALE_BASE, SCALE_EXPLAIN: 'off', ...(quick ? { SCALE_ITERATIONS: '10' } : {}) },
      summary: /(within 2×|OVER 2×)$/,
      skip: skipLarge ? '--skip-large' : await largeStoreReady(),
    },
  ];
  const summary: string[] = [];
  let failed = 0;
  for (const bench of benches) {
    console.log(`\n━━ ${bench.name} (${bench.file}) ━━`);
    if (bench.skip) {
      console.log(`skipped: ${bench.skip}`);
      summary.push(`\n${bench.name}: skipped (${bench.skip})`);
      continue;
    }
    const { code, lines } = await run(bench);
    summary.push(`\n${bench.name}${code === 0 ? '' : ` — FAILED (exit ${code})`}:`, ...lines.filter((l) => bench.summary.test(l)));
    if (code !== 0) failed++;
  }
  console.log('\n━━ summary ━━');
  for (const line of summary) console.log(line);
  console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s in all; load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.availableParallelism()} cores`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
