// Lighthouse (mobile preset, default simulated throttling) on the built server, issue 19 part 1: Home, a story, a
// profile and a publication homepage, RUNS runs each, the median of each figure printed.
//
// It builds nothing: run `npm run build` first. It starts `node dist/server/main.js` (NODE_ENV=production) on a fresh
// temporary QUIRE_DATA_DIR, which seeds the demo corpus, and audits it with Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). `npm run bench:lighthouse`; LIGHTHOUSE_PORT (default 4600) and LIGHTHOUSE_RUNS (default 3).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4600);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ORIGIN = `http://localhost:${PORT}`;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function fail(message: string): never {
  throw new Error(`Wrong answer, no figures: ${message}`);
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  if (!existsSync('dist/server/main.js')) fail('dist/server/main.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), QUIRE_DATA_DIR: dataDir, QUIRE_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${ORIGIN}/`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  fail('the server did not answer / within 120 s');
}

/** Home, and from Home's links: a story (the first `/@author/slug`), its author's profile, a publication's homepage. */
async function pickPages(): Promise<{ label: string; path: string }[]> {
  const html = await (await fetch(`${ORIGIN}/`)).text();
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
  const story = hrefs.find((h) => /^\/@[^/]+\/[^/?#]+$/.test(h)) ?? fail('no story link on Home');
  const profile = story.slice(0, story.indexOf('/', 1));
  const pubStory =
    hrefs.find((h) => /^\/[a-z0-9-]+\/[^/?#]+-[0-9a-f]{12}$/.test(h) && !h.startsWith('/topic/') && !h.startsWith('/@')) ??
    fail('no publication story link on Home');
  const publication = pubStory.slice(0, pubStory.indexOf('/', 1));
  const pages = [
    { label: 'Home', path: '/' },
    { label: 'story', path: story },
    { label: 'profile', path: profile },
    { label: 'publication', path: publication },
  ];
  for (const p of pages) {
    const res = await fetch(ORIGIN + p.path, { redirect: 'manual' });
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('text/html')) fail(`${p.path} answered ${res.status}`);
  }
  return pages;
}

type Figures = { perf: number; a11y: number; bp: number; seo: number; fcp: number; lcp: number; tbt: number; cls: number; kib: number };

async function audit(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    // No config: Lighthouse's default, the mobile preset (Moto G Power emulation, simulated slow 4G, 4× CPU).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) fail(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) fail(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      kib: num('total-byte-weight') / 1024,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  console.log(`node ${process.version} on ${os.platform()}/${os.arch()}, ${os.availableParallelism()} cores, ${os.cpus()[0]?.model ?? ''}`);
  console.log(`Chromium ${CHROME}; Lighthouse mobile preset, default throttling; ${RUNS} runs per page; load average ${os.loadavg()[0]!.toFixed(2)}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-lighthouse-'));
  const server = await startServer(dataDir);
  try {
    const pages = await pickPages();
    const rows: string[] = [];
    const goals: string[] = [];
    for (const page of pages) {
      const runs: Figures[] = [];
      // One unmeasured load first, so the page cache and the server's lazy paths are warm as for any visitor.
      await fetch(ORIGIN + page.path);
      for (let i = 0; i < RUNS; i++) runs.push(await audit(ORIGIN + page.path));
      const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
      const perfAll = runs.map((r) => r.perf).join('/');
      rows.push(
        `| ${page.label} (\`${page.path}\`) | ${m('perf')} (${perfAll}) | ${m('a11y')} | ${m('bp')} | ${m('seo')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${m('kib').toFixed(1)} KiB |`,
      );
      const ok = m('perf') >= 95 && m('lcp') <= 1500 && m('cls') === 0;
      goals.push(`${page.label}: ${ok ? 'met' : 'NOT MET'} (Performance ≥ 95, LCP ≤ 1.5 s, CLS 0)`);
    }
    console.log('');
    console.log('| page | Performance (runs) | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | transfer |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    console.log('');
    for (const g of goals) console.log(g);
    console.log(`load average at end ${os.loadavg()[0]!.toFixed(2)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
