// architecture.md "Dependency rule": core imports only xstate, zod, date-fns and itself, and does no I/O
// (no DOM, no network, no storage, no clock, no randomness). This check fails the build when it does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ALLOWED_PACKAGES = /^(xstate|zod|zod\/mini|date-fns)(\/|$)/;
const FORBIDDEN_GLOBALS: [RegExp, string][] = [
  [/\bDate\.now\s*\(/, 'Date.now() (use a Clock port)'],
  [/\bnew Date\(\s*\)/, 'new Date() without an argument (use a Clock port)'],
  [/\bMath\.random\s*\(/, 'Math.random() (use an IdGenerator port)'],
  [/\bfetch\s*\(/, 'fetch (network I/O)'],
  [/\b(window|document|navigator|localStorage|sessionStorage|XMLHttpRequest)\b\s*[.[]/, 'browser globals'],
  [/\bprocess\.(env|exit|argv|cwd)/, 'process (runtime I/O)'],
  [/\brequire\s*\(/, 'require()'],
  [/\bsetTimeout\s*\(|\bsetInterval\s*\(/, 'timers (use XState delays and the clock)'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/g)) specifiers.push(m[1]!);
  for (const m of source.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) specifiers.push(m[1]!);
  for (const m of source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(m[1]!);
  return specifiers;
}

/** Comments and string contents say nothing about what code does. */
function codeOnly(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '').replace(/'(?:\\.|[^'\\\n])*'/g, "''");
}

export function coreViolations(files: string[]): string[] {
  const problems: string[] = [];
  const coreDir = path.join(root, 'core');
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const rel = path.relative(root, file);
    for (const spec of importsOf(source)) {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(coreDir + path.sep)) problems.push(`${rel} imports ${spec}, outside core`);
      } else if (!ALLOWED_PACKAGES.test(spec)) {
        problems.push(`${rel} imports ${spec}; core may import only xstate, zod and date-fns`);
      }
    }
    const code = codeOnly(source);
    for (const [pattern, what] of FORBIDDEN_GLOBALS) if (pattern.test(code)) problems.push(`${rel} uses ${what}`);
  }
  return problems;
}

describe('architecture: the dependency rule for core', () => {
  it('core imports only xstate, zod, date-fns and itself, and does no I/O', () => {
    const files = sourceFiles(path.join(root, 'core'));
    expect(files.length).toBeGreaterThan(5);
    expect(coreViolations(files)).toEqual([]);
  });

  it('the check itself catches React, adapters, ui and I/O in core', () => {
    const problems = coreViolations([path.join(root, 'specs', 'fixtures', 'bad-core', 'bad.fixture.ts')]);
    expect(problems.join('\n')).toMatch(/imports react/);
    expect(problems.join('\n')).toMatch(/imports \.\.\/\.\.\/\.\.\/adapters\/server\/app\.ts, outside core/);
    expect(problems.join('\n')).toMatch(/imports \.\.\/\.\.\/\.\.\/ui\/App\.tsx, outside core/);
    expect(problems.join('\n')).toMatch(/Date\.now/);
    expect(problems.join('\n')).toMatch(/fetch/);
    expect(problems.join('\n')).toMatch(/node:fs/);
  });
});

/** UI files (tests aside) that construct a storage adapter or read the machine's clock themselves. */
export function uiPortViolations(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (rel === 'ui/entry-client.tsx') continue;
    const code = codeOnly(readFileSync(file, 'utf8'));
    if (/\b(localStorageKeyValueStore|memoryKeyValueStore)\s*\(/.test(code)) problems.push(`${rel} constructs a storage adapter`);
    if (/\bDate\.now\s*\(/.test(code)) problems.push(`${rel} reads Date.now() (use the clock from ui/ports.tsx)`);
  }
  return problems;
}

describe('architecture: adapters only in the composition root', () => {
  it('no UI file but the client entry constructs a storage adapter or reads the clock: they come from ui/ports.tsx', () => {
    const files = sourceFiles(path.join(root, 'ui')).filter((f) => !f.includes(`${path.sep}testing${path.sep}`));
    expect(files.length).toBeGreaterThan(20);
    expect(uiPortViolations(files)).toEqual([]);
  });

  it('the check itself catches a UI file constructing local storage and reading Date.now()', () => {
    const problems = uiPortViolations([path.join(root, 'specs', 'fixtures', 'bad-ui', 'bad.fixture.tsx')]);
    expect(problems).toEqual([
      'specs/fixtures/bad-ui/bad.fixture.tsx constructs a storage adapter',
      'specs/fixtures/bad-ui/bad.fixture.tsx reads Date.now() (use the clock from ui/ports.tsx)',
    ]);
  });
});

/** A source file by its path from the repository's root, and its text. */
type Source = { rel: string; source: string };

/**
 * architecture.md "Dependency rule", the layers: ui/ never imports the server or the store; nothing imports ui/
 * but the server renderer and the gallery it serves; an adapter does not import another adapter (they meet
 * through core's ports), except the server, which is the composition root. Test files and test harnesses may
 * reach what they check.
 */
export function layerViolations(sources: readonly Source[]): string[] {
  const problems: string[] = [];
  for (const { rel, source } of sources) {
    if (/\.test\.tsx?$|\/testing\//.test(rel)) continue;
    for (const spec of importsOf(source)) {
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
      if (rel.startsWith('ui/') && /^adapters\/(server|postgres)\//.test(target)) problems.push(`${rel} imports ${target}: ui reaches the server only through the GraphQL client`);
      if (/^(core|adapters)\//.test(rel) && !/^adapters\/server\/(render|statecharts)\//.test(rel) && target.startsWith('ui/')) problems.push(`${rel} imports ${target}: only the server renderer imports ui`);
      const from = /^adapters\/([^/]+)\//.exec(rel)?.[1];
      const to = /^adapters\/([^/]+)\//.exec(target)?.[1];
      if (from && to && from !== to && from !== 'server') problems.push(`${rel} imports ${target}: adapters meet through core's ports`);
    }
  }
  return problems;
}

const sourcesUnder = (...dirs: string[]): Source[] =>
  dirs.flatMap((dir) =>
    sourceFiles(path.join(root, dir)).map((file) => ({ rel: path.relative(root, file).split(path.sep).join('/'), source: readFileSync(file, 'utf8') })),
  );

describe('architecture: the layers', () => {
  it('ui never imports the server or the store, only the renderer imports ui, and adapters meet through core', () => {
    const sources = sourcesUnder('core', 'ui', 'adapters');
    expect(sources.length).toBeGreaterThan(200);
    expect(layerViolations(sources)).toEqual([]);
  });

  it('the check itself catches each kind of crossing', () => {
    const fixture = readFileSync(path.join(root, 'specs', 'fixtures', 'bad-layers', 'crossing.fixture.ts'), 'utf8');
    expect(
      layerViolations([
        { rel: 'ui/pages/Bad.tsx', source: fixture },
        { rel: 'adapters/mail/bad.ts', source: fixture },
        { rel: 'adapters/mail/bad.test.ts', source: fixture },
      ]),
    ).toEqual([
      'ui/pages/Bad.tsx imports adapters/postgres/store.ts: ui reaches the server only through the GraphQL client',
      'adapters/mail/bad.ts imports adapters/postgres/store.ts: adapters meet through core\'s ports',
      'adapters/mail/bad.ts imports ui/App.tsx: only the server renderer imports ui',
    ]);
  });
});
