// End-to-end harness: finds (or, as root, installs) Debian's Chromium, starts the built server on a free
// port with a fresh embedded database, and runs axe-core on pages.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing; installing Debian’s chromium with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'The end-to-end tests need Chromium. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type RunningServer = { url: string; stop(): Promise<number | null>; kill(): Promise<void>; output(): string };

/** Starts `node dist/server/main.js` as a user would, on a free port, with its own data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '..');
  const main = path.join(root, 'dist', 'server', 'main.js');
  if (!existsSync(main)) throw new Error('dist/server/main.js is missing: run `npm run build` first (npm run test:e2e does).');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', QUIRE_DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      // Links in e-mails start at the public origin the server prints (localhost on its port): browse there too.
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    /** SIGKILL, as a crash or the OOM killer would: no checkpoint, no cleanup (the data directory is kept). */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    },
    /** SIGTERM, as a process manager would; resolves with the exit code. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

let axeSource: string | null = null;

/** Runs axe-core on the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
