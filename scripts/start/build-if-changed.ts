// npm start's first step: build unless dist already holds a build of these very sources (build-stamp.ts).
import { spawnSync } from 'node:child_process';
import { buildInputsHash, buildIsCurrent } from './build-stamp.ts';

const root = process.cwd();
const hash = await buildInputsHash(root);
if (await buildIsCurrent(root, hash)) {
  console.log('The build in dist/ is of these sources: starting it (npm run build rebuilds by hand).');
} else {
  console.log('Building (the sources changed since the last build, or there is none yet)…');
  // npm run build stamps dist when it is done (its postbuild step, stamp-build.ts).
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
