// End-to-end harness: finds (or, as root, installs) Debian's Chromium, starts the built server on a free
// port with a fresh embedded database, and runs axe-core on pages. A suite in Chromium calls `chromiumSuite`
// once: it starts the server and the browser before the suite's tests and stops them after, signs demo
// users in and opens pages once hydrated.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

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

export type RunningServer = {
  url: string;
  stop(): Promise<number | null>;
  kill(): Promise<void>;
  output(): string;
  /** Sends a signal; resolves with the exit code once the process exits (stop() then removes its data directory). */
  signal(signal: NodeJS.Signals): Promise<number | null>;
};

/**
 * Settings read as the server runs, never written into the store by a first start: a suite with only these starts
 * from a copy of the run's template data directory (global-setup.ts). Any other setting (QUIRE_SEED_DEMO,
 * QUIRE_TEST_CLOCK, PRODUCT_NAME, QUIRE_DATA_DIR, …) gets a first start of its own.
 */
const RUNTIME_SETTINGS: ReadonlySet<string> = new Set([
  'PORT',
  'QUIRE_DEV_SIGN_IN',
  'QUIRE_STAFF_USERNAMES',
  'QUIRE_COUNTRY_HEADER',
  'QUIRE_FLAGS',
  'QUIRE_NOTIFICATIONS_POLL_MS',
  'QUIRE_JOBS_POLL_MS',
  'QUIRE_MAIL_RATE',
  'QUIRE_SHUTDOWN_TIMEOUT_MS',
  'SMTP_URL',
]);

/** The run's template data directory (outside the e2e run, or for another environment: none). */
function templateFor(env: Record<string, string>): string | null {
  if (!Object.keys(env).every((key) => RUNTIME_SETTINGS.has(key))) return null;
  try {
    return inject('e2eTemplateDataDir') ?? null;
  } catch {
    return null;
  }
}

/**
 * Fills a suite's own data directory (one it passes as QUIRE_DATA_DIR, to restart a server on it) with the run's
 * template, as a first start would; outside the e2e run it leaves it empty and the server's first start fills it.
 */
export async function fromTemplate(dataDir: string): Promise<void> {
  const template = templateFor({});
  if (template) await cp(template, dataDir, { recursive: true });
}

/** Starts `node dist/server/main.js` as a user would, on a free port, with its own data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '..');
  const main = path.join(root, 'dist', 'server', 'main.js');
  if (!existsSync(main)) throw new Error('dist/server/main.js is missing: run `npm run build` first (npm run test:e2e does).');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-e2e-'));
  const template = templateFor(env);
  if (template) await cp(template, dataDir, { recursive: true });
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
    signal(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
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

/** Waits until the client has hydrated the page. */
export const hydrated = (page: Page): Promise<void> => page.locator('html[data-hydrated="true"]').waitFor();

export type ChromiumSuite = {
  /** The built server, started for this suite alone. */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new browser context signed in as a demo user through the development sign-in route (QUIRE_DEV_SIGN_IN). */
  signedIn(username: string, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Goes to `path` on the server and waits for hydration; answers the navigation's response. */
  visit(page: Page, path: string): Promise<Response | null>;
  /** A new page in `context` at `path`, once hydrated. */
  open(context: BrowserContext, path: string): Promise<Page>;
};

/**
 * Registers the hooks of a suite in Chromium: before its first test the built server (with `env`) and Chromium
 * start together, after its last both stop. The server and the browser are there inside tests and hooks.
 */
export function chromiumSuite(env: Record<string, string> = {}): ChromiumSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} starts before the suite's first test: use it inside tests and hooks.`);
    return value;
  };
  const suite: ChromiumSuite = {
    get server() {
      return started(server, 'The server');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    async signedIn(username, options = {}) {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/_/dev/sign-in?username=${encodeURIComponent(username)}`);
      await page.close();
      return context;
    },
    async visit(page, path) {
      const response = await page.goto(suite.server.url + path);
      await hydrated(page);
      return response;
    },
    async open(context, path) {
      const page = await context.newPage();
      await suite.visit(page, path);
      return page;
    },
  };
  return suite;
}

let axeSource: string | null = null;

/** Runs axe-core on the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Colours are judged once the page is still: a dialog fading in is half transparent mid-animation, which axe
  // would read as low contrast. Wait for every finite animation to finish (infinite ones, such as spinners, are
  // left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A signed-in session over plain HTTP (the development sign-in): its cookie and xsrf token, for GraphQL calls. */
export type HttpSession = { cookie: string; xsrf: string };

export async function devSignIn(base: string, username: string): Promise<HttpSession> {
  const response = await fetch(`${base}/_/dev/sign-in?username=${encodeURIComponent(username)}`, { redirect: 'manual' });
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  const xsrf = ((await (await fetch(`${base}/_/xsrf`, { headers: { cookie } })).json()) as { token: string }).token;
  return { cookie, xsrf };
}

/** One GraphQL operation as `who`, over plain HTTP; a non-200 answer fails the test. */
export async function graphqlAs(base: string, who: HttpSession, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${base}/_/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-xsrf-token': who.xsrf },
    body: JSON.stringify({ query, variables }),
  });
  if (response.status !== 200) throw new Error(`GraphQL answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: any; errors?: unknown[] };
}

/** The page has no sideways scroll at its current width. */
export const noSidewaysScroll = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** axe at the current width, then no sideways scroll at 390 px (and axe there too), back to the width it had. */
export async function checkPage(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize(size);
}

/** Clicks something that reloads or navigates the page, and waits for the page to hydrate again. */
export async function andReload(page: Page, click: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), click()]);
  await hydrated(page);
}
