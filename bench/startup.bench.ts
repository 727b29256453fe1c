// Start-up (issue 19 part 4): how long a restart takes to answer, with an existing build and an existing store.
// It builds nothing: run `npm run build` first. It spawns `node dist/server/main.js` (NODE_ENV=production) on a new
// temporary QUIRE_DATA_DIR (PGlite) and times, from the spawn:
//   - the first start: an empty store opened, migrated and seeded with the demo corpus, until /_/ready answers 200;
//   - STARTUP_RUNS (5) restarts on that same folder: until /_/ready answers 200, and until Home answers 200 HTML;
//   - with STARTUP_LARGE_DIR=<a PGlite folder> (e.g. one grown by `QUIRE_DATA_DIR=<dir> npm run seed -- --scale
//     large`), the same restarts on that store, which it never writes to beyond migrations.
// Then `npm start`'s first step (scripts/start/build-if-changed.ts) on the existing build: it must reuse dist, not
// build, and how long its check of the sources takes (it says so when the sources changed since the build). Goal: ready in ≤ 3 s.
// A measurement: it exits non-zero only on a wrong answer (a server that exits or never answers).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputsHash, buildIsCurrent } from '../scripts/start/build-stamp.ts';

const PORT = Number(process.env.STARTUP_PORT ?? 4620);
const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const GOAL_MS = 3_000;
const ORIGIN = `http://127.0.0.1:${PORT}`;

function fail(message: string): never {
  throw new Error(`Wrong answer, no figures: ${message}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/** Polls `path` every 10 ms until it answers 200 (and `check` holds); the time since `since`. */
async function until(child: ChildProcess, urlPath: string, since: number, timeoutMs: number, check: (r: Response, body: string) => boolean = () => true): Promise<number> {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) fail(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${ORIGIN}${urlPath}`);
      const body = await response.text();
      if (response.status === 200 && check(response, body)) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  fail(`${urlPath} did not answer 200 within ${timeoutMs / 1000} s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** One start on `dataDir`: ms to /_/ready, and to Home. */
async function start(dataDir: string, timeoutMs: number): Promise<{ ready: number; home: number }> {
  const since = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', QUIRE_DATA_DIR: dataDir, QUIRE_LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const ready = await until(child, '/_/ready', since, timeoutMs);
    const home = await until(child, '/', since, timeoutMs, (r, body) => (r.headers.get('content-type') ?? '').includes('text/html') && body.includes('</html>'));
    return { ready, home };
  } finally {
    await stop(child);
  }
}

function line(label: string, ms: number[]) {
  const m = median(ms);
  console.log(`${label.padEnd(44)} median ${(m / 1000).toFixed(2).padStart(6)} s  (runs: ${ms.map((x) => (x / 1000).toFixed(2)).join(', ')})${label.startsWith('restart') && label.includes('ready') ? `  goal ≤ ${GOAL_MS / 1000} s: ${m <= GOAL_MS ? 'met' : 'NOT MET'}` : ''}`);
}

async function restarts(label: string, dataDir: string) {
  const ready: number[] = [];
  const home: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = await start(dataDir, 120_000);
    ready.push(t.ready);
    home.push(t.home);
  }
  line(`restart, ${label}: /_/ready`, ready);
  line(`restart, ${label}: Home (first page)`, home);
}

async function main() {
  if (!existsSync('dist/server/main.js')) fail('dist/server/main.js is missing: run `npm run build` first');
  const loadAtStart = os.loadavg()[0]!;
  console.log(`node ${process.version} on ${os.platform()}/${os.arch()}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-startup-'));
  try {
    const first = await start(dataDir, 300_000);
    line('first start: open, migrate, seed the demo corpus → /_/ready', [first.ready]);
    await restarts('demo store (PGlite)', dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const large = process.env.STARTUP_LARGE_DIR?.trim();
  if (large) {
    if (!existsSync(large)) fail(`STARTUP_LARGE_DIR ${large} does not exist`);
    await restarts('large store (PGlite)', large);
  } else {
    console.log('(STARTUP_LARGE_DIR unset: no restart on a large PGlite store)');
  }
  // npm start's first step (build-if-changed.ts) on this build: the same check, in process — it must find dist current.
  const since = performance.now();
  const current = await buildIsCurrent(process.cwd(), await buildInputsHash(process.cwd()));
  const checkMs = performance.now() - since;
  console.log(
    current
      ? `npm start: the build check found dist current in ${(checkMs / 1000).toFixed(2)} s: it starts it without building`
      : `npm start: the build check (${(checkMs / 1000).toFixed(2)} s) found sources changed since the last build: it would build first (npm run build, then run this again)`,
  );
  console.log(`\nload average (1 min): ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at end, on ${os.availableParallelism()} cores`);
}

await main();
