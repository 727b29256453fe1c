// The page-chunk table's two sides agree (page-chunks.ts for the browser, page-sources.ts for the server): every
// chunk has its module named, each named module is the file its dynamic import loads, and every page that loads has
// a source, so the server preloads the chunk the browser will ask for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS, PAGE_LOADERS } from './page-modules.ts';
import { CHUNK_SOURCES, PAGE_SOURCES } from './page-sources.ts';

describe('the page-chunk table (issue 19: the browser carries each chunk once)', () => {
  it("names each chunk's module as the file its import loads", () => {
    const text = readFileSync(path.join(import.meta.dirname, 'page-chunks.ts'), 'utf8');
    const imports = [...text.matchAll(/^ {2}(\w+): \(\) => import\('([^']+)'\),$/gm)].map(([, key, file]) => [key, path.posix.join('ui/pages', file!)]);
    expect(imports.length).toBeGreaterThan(30);
    expect(Object.fromEntries(imports)).toEqual(CHUNK_SOURCES);
  });

  it('gives every page a chunk and a source, and a loader that yields a component', { timeout: 60_000 }, async () => {
    expect(Object.keys(PAGE_SOURCES).sort()).toEqual(Object.keys(PAGE_LOADERS).sort());
    for (const [page, chunk] of Object.entries(PAGE_CHUNKS)) expect(CHUNK_SOURCES[chunk], page).toMatch(/^ui\/.+\.tsx$/);
    // Every plain page's loader finds its component in its chunk (the special ones wait for a server render).
    for (const [page, load] of Object.entries(PAGE_LOADERS)) if (page !== 'post' && page !== 'settings') expect(typeof (await load()), page).toBe('function');
  });
});
