// The budget: the initial JavaScript of a page is at most 100 KB gzip (the entry and every chunk it
// imports statically, as the page's modulepreload links load them). Measured on the built client.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readClientAssets } from '../adapters/server/assets.ts';

const clientDir = path.resolve(import.meta.dirname, '..', 'dist', 'client');

describe('initial JavaScript budget (≤ 100 KB gzip)', () => {
  it('keeps the entry and its static imports within 100 KB gzip', () => {
    const assets = readClientAssets(clientDir);
    expect(assets.scripts).toHaveLength(1);
    const files = [...assets.scripts, ...assets.preloads];
    const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file))).length, 0);
    console.log(`initial JavaScript: ${(gzipped / 1024).toFixed(1)} KB gzip in ${files.length} file(s)`);
    expect(gzipped).toBeLessThanOrEqual(100 * 1024);
  });
});
