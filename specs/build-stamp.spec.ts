// README 'Run it': `npm start` reuses the build when the sources have not changed (scripts/start/build-stamp.ts).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInputsHash, buildIsCurrent, STAMP_FILE } from '../scripts/start/build-stamp.ts';

describe('npm start: build once, reuse while the sources are the same', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-stamp-'));
    await mkdir(path.join(root, 'core', 'a'), { recursive: true });
    await writeFile(path.join(root, 'core', 'a', 'x.ts'), 'export const x = 1;\n');
    await writeFile(path.join(root, 'package.json'), '{}');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is current only with the stamp of these inputs and a built server', async () => {
    const hash = await buildInputsHash(root);
    expect(await buildIsCurrent(root, hash)).toBe(false);
    await mkdir(path.join(root, 'dist', 'server'), { recursive: true });
    await writeFile(path.join(root, 'dist', 'server', 'main.js'), '');
    await writeFile(path.join(root, STAMP_FILE), hash + '\n');
    expect(await buildIsCurrent(root, hash)).toBe(true);
    // The hash is stable, ignores tests, and changes with a source's bytes.
    expect(await buildInputsHash(root)).toBe(hash);
    await writeFile(path.join(root, 'core', 'a', 'x.test.ts'), 'test');
    expect(await buildInputsHash(root)).toBe(hash);
    await writeFile(path.join(root, 'core', 'a', 'x.ts'), 'export const x = 2;\n');
    const changed = await buildInputsHash(root);
    expect(changed).not.toBe(hash);
    expect(await buildIsCurrent(root, changed)).toBe(false);
  });
});
