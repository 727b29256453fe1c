// npm start's first step: build unless dist already holds a build of these very sources (build-stamp.ts).
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildInputsHash, buildIsCurrent, STAMP_FILE } from './build-stamp.ts';

const root = process.cwd();
const hash = await buildInputsHash(root);
if (await buildIsCurrent(root, hash)) {
  console.log('The build in dist/ is of these sources: starting it (npm run build rebuilds by hand).');
} else {
  console.log('Building (the sources changed since the last build, or there is none yet)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await mkdir(path.dirname(path.join(root, STAMP_FILE)), { recursive: true });
  await writeFile(path.join(root, STAMP_FILE), hash + '\n');
}
