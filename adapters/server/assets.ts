// The built client's files, read from Vite's manifest: the entry script with its CSS and imports, and
// for each page chunk the files it needs, so a page preloads exactly its own code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SOURCES } from '../../ui/pages/page-modules.ts';
import { NO_ASSETS, type ClientAssets } from './render/document.ts';

export const CLIENT_ENTRY = 'ui/entry-client.tsx';
/** Other entries: pages outside the app with a script of their own (issue 8: the statechart gallery). */
export const OTHER_ENTRIES = ['ui/statecharts/gallery.client.ts'] as const;

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** A chunk and everything it imports statically: its JavaScript files and its CSS. */
function closure(manifest: Record<string, ManifestChunk>, key: string, skip: ReadonlySet<string> = new Set()) {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file) || skip.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(key);
  return { files, styles };
}

export function readClientAssets(clientDir: string): ClientAssets {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return NO_ASSETS;
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return NO_ASSETS;
  const base = closure(manifest, CLIENT_ENTRY);
  const pages: ClientAssets['pages'] = {};
  for (const source of Object.values(PAGE_SOURCES)) {
    if (!manifest[source]) continue;
    const page = closure(manifest, source, base.files);
    pages[source] = { preloads: [...page.files].map((f) => `/${f}`), styles: [...page.styles].map((f) => `/${f}`) };
  }
  const entries: NonNullable<ClientAssets['entries']> = {};
  for (const source of OTHER_ENTRIES) {
    const other = manifest[source];
    if (!other) continue;
    const parts = closure(manifest, source);
    entries[source] = {
      script: `/${other.file}`,
      preloads: [...parts.files].filter((f) => f !== other.file).map((f) => `/${f}`),
      styles: [...parts.styles].map((f) => `/${f}`),
    };
  }
  return {
    entries,
    scripts: [`/${entry.file}`],
    styles: [...base.styles].map((f) => `/${f}`),
    preloads: [...base.files].filter((f) => f !== entry.file).map((f) => `/${f}`),
    pages,
  };
}
