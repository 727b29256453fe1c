// After `npm run build` (npm's postbuild, before the stamp): a Brotli (.br, quality 11) and a gzip (.gz, level 9)
// copy beside each built text asset of 1 KB or more in dist/client/assets, which the server hands to browsers
// that accept them (adapters/server/handlers/static.routes.ts). Done once here, at levels too slow to run per
// request. Prints what it saved.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dir = path.join(process.cwd(), 'dist', 'client', 'assets');
const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => TEXT.test(name));
let raw = 0;
let br = 0;
let gz = 0;
let files = 0;
for (const name of names) {
  const file = path.join(dir, name);
  const body = await readFile(file);
  if (body.byteLength < MIN_BYTES) continue;
  const [b, g] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
  raw += body.byteLength;
  br += b.byteLength;
  gz += g.byteLength;
  files++;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompressed ${files} assets: ${kb(raw)} raw, ${kb(br)} Brotli, ${kb(gz)} gzip`);
