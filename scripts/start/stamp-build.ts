// After `npm run build` (npm's postbuild): stamp dist with the hash of the sources just built, so the next
// `npm start` reuses this build instead of building again (build-stamp.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildInputsHash, STAMP_FILE } from './build-stamp.ts';

const root = process.cwd();
await mkdir(path.dirname(path.join(root, STAMP_FILE)), { recursive: true });
await writeFile(path.join(root, STAMP_FILE), (await buildInputsHash(root)) + '\n');
