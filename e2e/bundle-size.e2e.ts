// The budget: the initial JavaScript of a page is at most 100 KB gzip — the entry, its static imports
// and the page's own chunks, as the page's modulepreload links load them. Measured on the built client,
// for every page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readClientAssets } from '../adapters/server/render/assets.ts';
import { PAGE_SOURCES } from '../ui/pages/page-sources.ts';
import { CLIENT_DIR, gzippedSize, initialJsByPage } from './initial-js.ts';

const clientDir = CLIENT_DIR;
const gzipped = (file: string) => gzippedSize(file, clientDir);

describe('initial JavaScript budget (≤ 100 KB gzip; the editor ≤ 250 KB, the stats pages ≤ 150 KB)', () => {
  it('keeps every page within its budget: the entry, its imports and the page chunk', () => {
    expect(readClientAssets(clientDir).scripts).toHaveLength(1);
    for (const { page, bytes, budgetKb } of initialJsByPage(clientDir)) {
      expect(bytes, `${page} has its own chunk`).toBeDefined();
      console.log(`${page}: ${(bytes! / 1024).toFixed(1)} KB gzip`);
      expect(bytes!, page).toBeLessThanOrEqual(budgetKb * 1024);
    }
  });

  it('precompressed every built script and stylesheet (issue 19): a .br and a .gz beside each that decompress to it, the page budgets smaller still in Brotli', () => {
    const dir = path.join(clientDir, 'assets');
    const texts = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name) && readFileSync(path.join(dir, name)).length >= 1024);
    expect(texts.length).toBeGreaterThan(10);
    for (const name of texts) {
      const raw = readFileSync(path.join(dir, name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).equals(raw), `${name}.br`).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).equals(raw), `${name}.gz`).toBe(true);
    }
    // What a browser that accepts Brotli downloads for the post page is what the budget counts, or less.
    const assets = readClientAssets(clientDir);
    const post = assets.pages[PAGE_SOURCES.post]!;
    const files = [...assets.scripts, ...assets.preloads, ...post.preloads];
    // A file under 1 KB has no compressed copy and goes out as it is.
    const sent = (f: string) => (existsSync(path.join(clientDir, `${f}.br`)) ? readFileSync(path.join(clientDir, `${f}.br`)) : readFileSync(path.join(clientDir, f))).length;
    const brotliBytes = files.reduce((sum, f) => sum + sent(f), 0);
    const gzipBytes = files.reduce((sum, f) => sum + gzipped(f), 0);
    console.log(`post page initial JS: ${(brotliBytes / 1024).toFixed(1)} KB Brotli, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
    expect(brotliBytes).toBeLessThan(gzipBytes);
  });

  it('gives the editor framework to the editor page alone: no reading page carries TipTap or ProseMirror', () => {
    const assets = readClientAssets(clientDir);
    const editorSource = PAGE_SOURCES['mobile-web-editor-redirect'];
    const base = new Set([...assets.scripts, ...assets.preloads]);
    for (const [page, source] of Object.entries(PAGE_SOURCES)) {
      if (source === editorSource) continue;
      for (const file of [...base, ...(assets.pages[source]?.preloads ?? [])]) {
        const mapFile = path.join(clientDir, `${file}.map`);
        if (!existsSync(mapFile)) continue;
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
        expect(map.sources.filter((s) => /node_modules[\\/](@tiptap|prosemirror-)/.test(s)), `${page}: ${file}`).toEqual([]);
      }
    }
  });

  it('loads the responses panel, its list and its composer on first use: no page carries them from the start', () => {
    const assets = readClientAssets(clientDir);
    const initial = new Set([...assets.scripts, ...assets.preloads, ...Object.values(assets.pages).flatMap((p) => p.preloads)]);
    let mapped = 0;
    for (const file of initial) {
      const mapFile = path.join(clientDir, `${file}.map`);
      if (!existsSync(mapFile)) continue;
      mapped++;
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
      expect(map.sources.filter((s) => /ui[\\/]responses[\\/](ResponsesPanel|ResponsesView|ResponseComposer)\.tsx$/.test(s)), file).toEqual([]);
    }
    expect(mapped).toBeGreaterThan(0);
  });

  it('carries no XState in any page’s initial JavaScript: machines load with what uses them', () => {
    const assets = readClientAssets(clientDir);
    const initial = new Set([...assets.scripts, ...assets.preloads, ...Object.values(assets.pages).flatMap((p) => p.preloads)]);
    for (const file of initial) {
      // XState's own event names travel in its code, minified or not; the source map, where there is one, names its modules.
      expect(readFileSync(path.join(clientDir, file), 'utf8'), file).not.toContain('xstate.init');
      const mapFile = path.join(clientDir, `${file}.map`);
      if (!existsSync(mapFile)) continue;
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
      expect(map.sources.filter((s) => /node_modules[\\/](xstate|@xstate)[\\/]/.test(s)), file).toEqual([]);
    }
  });

  it('keeps the statechart gallery page within 100 KB gzip, with no layout engine in it', () => {
    const gallery = readClientAssets(clientDir).entries?.['ui/statecharts/gallery.client.ts'];
    expect(gallery, 'the gallery has its own entry').toBeDefined();
    const files = [gallery!.script, ...gallery!.preloads];
    const total = files.reduce((sum, f) => sum + gzipped(f), 0);
    console.log(`statechart gallery: ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(100 * 1024);
    for (const f of files) expect(readFileSync(path.join(clientDir, f), 'utf8'), f).not.toMatch(/org\.eclipse\.elk/);
  });
});
