// Issue 19: each page's initial JavaScript — the entry, its static imports and the page's own chunks, as the page's
// modulepreload links load them — gzip-compressed, against its budget: 100 KB for a reading page, 250 KB for the
// editor (it carries its editor framework). Read from the built client (dist/client). e2e/bundle-size.e2e.ts tests
// it; bench/ci.bench.ts prints it in CI's short bench.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readClientAssets } from '../adapters/server/render/assets.ts';
import { PAGE_SOURCES } from '../ui/pages/page-sources.ts';

export const CLIENT_DIR = path.resolve(import.meta.dirname, '..', 'dist', 'client');

/**
 * Pages with a budget of their own: the editor (issue 15) carries its editor framework, at most 250 KB gzip; the
 * stats pages (issue 23) at most 150 KB (their chart library loads after hydration, so it is not counted here).
 */
export const PAGE_BUDGETS_KB: Readonly<Record<string, number>> = {
  'mobile-web-editor-redirect': 250,
  'stats-homepage': 150,
  'stats-post': 150,
  'subscription-stats': 150,
  'community-publication-stats': 150,
  'publication-digest-stats': 150,
};
export const READING_PAGE_BUDGET_KB = 100;

export const gzippedSize = (file: string, clientDir: string = CLIENT_DIR) => gzipSync(readFileSync(path.join(clientDir, file))).length;

/** Every page's initial JavaScript in gzip bytes and its budget in KB; undefined bytes when a page has no chunk. */
export function initialJsByPage(clientDir: string = CLIENT_DIR): { page: string; bytes: number | undefined; budgetKb: number }[] {
  const assets = readClientAssets(clientDir);
  const base = [...assets.scripts, ...assets.preloads].reduce((sum, f) => sum + gzippedSize(f, clientDir), 0);
  return Object.entries(PAGE_SOURCES).map(([page, source]) => {
    const chunks = assets.pages[source];
    return {
      page,
      bytes: chunks ? base + chunks.preloads.reduce((sum, f) => sum + gzippedSize(f, clientDir), 0) : undefined,
      budgetKb: PAGE_BUDGETS_KB[page] ?? READING_PAGE_BUDGET_KB,
    };
  });
}
