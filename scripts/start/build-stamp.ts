// `npm start` builds only when it must: the build's inputs (sources, configs, the lockfile) are hashed, the hash is
// kept beside the build in dist/.build-stamp, and a start whose inputs hash the same reuses dist as it is. A fresh
// clone has no stamp, so its first start builds; `npm run build` always builds (and stamps).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the build reads: every file under these folders, and these files at the root. */
export const BUILD_INPUT_DIRS = ['core', 'ui', 'adapters', 'site-pages'] as const;
export const BUILD_INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'vite.gallery.config.ts', 'index.html'] as const;
export const STAMP_FILE = path.join('dist', '.build-stamp');

/** Tests and test helpers do not go into the build; changing them need not rebuild. */
const isBuildInput = (file: string) => !/\.(test|spec)\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules');

async function filesUnder(root: string, dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter(isBuildInput);
}

/** The hash of every build input's path and bytes, in a fixed order. */
export async function buildInputsHash(root: string): Promise<string> {
  const files = [...(await Promise.all(BUILD_INPUT_DIRS.map((d) => filesUnder(root, d)))).flat(), ...BUILD_INPUT_FILES].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = await readFile(path.join(root, file)).catch(() => null);
    if (bytes === null) continue;
    hash.update(file.split(path.sep).join('/')).update('\0').update(bytes).update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist holds a build of exactly these inputs (its stamp and the server's entry are there). */
export async function buildIsCurrent(root: string, inputsHash: string): Promise<boolean> {
  const stamp = await readFile(path.join(root, STAMP_FILE), 'utf8').catch(() => null);
  const server = await readFile(path.join(root, 'dist', 'server', 'main.js')).then(
    () => true,
    () => false,
  );
  return server && stamp?.trim() === inputsHash;
}
