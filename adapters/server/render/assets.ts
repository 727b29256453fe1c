// The built client's files, read from Vite's manifest: the entry script with its CSS and imports, and
// for each page chunk the files it needs, so a page preloads exactly its own code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SOURCES } from '../../../ui/pages/page-sources.ts';
import { NO_ASSETS, type ClientAssets } from './document.ts';

export const CLIENT_ENTRY = 'ui/entry-client.tsx';
/**
 * Other entries, built apart from the app with a manifest of their own so the app's chunks stay as they
 * are (the statechart gallery, vite.gallery.config.ts).
 */
export const OTHER_ENTRIES = [{ source: 'ui/statecharts/gallery.client.ts', manifest: 'gallery-manifest.json' }] as const;

function readOtherEntries(clientDir: string): NonNullable<ClientAssets['entries']> {
  const entries: NonNullable<ClientAssets['entries']> = {};
  for (const { source, manifest: file } of OTHER_ENTRIES) {
    let manifest: Record<string, ManifestChunk>;
    try {
      manifest = JSON.parse(readFileSync(path.join(clientDir, file), 'utf8'));
    } catch {
      continue;
    }
    const entry = manifest[source];
    if (!entry) continue;
    const parts = closure(manifest, source);
    entries[source] = {
      script: `/${entry.file}`,
      preloads: [...parts.files].filter((f) => f !== entry.file).map((f) => `/${f}`),
      styles: [...parts.styles].map((f) => `/${f}`),
    };
  }
  return entries;
}

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

/** Stylesheets up to this size are inlined in the document's head (issue 19); a bigger one is linked. */
export const INLINE_STYLE_LIMIT = 64 * 1024;

/** The text of each built stylesheet (its path in the client folder), keyed by its href; unreadable, big or relative-url() ones left out. */
function readInlineStyles(clientDir: string, files: Iterable<string>): Record<string, string> {
  const inline: Record<string, string> = {};
  for (const file of files) {
    try {
      const css = readFileSync(path.join(clientDir, file), 'utf8');
      // A relative url() would resolve against the page's address once inlined: such a stylesheet stays linked.
      const relativeUrl = /url\(\s*(?!['"]?(?:data:|https?:|\/))/i.test(css);
      if (css.length <= INLINE_STYLE_LIMIT && !relativeUrl) inline[`/${file}`] = css;
    } catch {
      // linked instead
    }
  }
  return inline;
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
  const entries = readOtherEntries(clientDir);
  const styles = new Set([...base.styles, ...Object.values(pages).flatMap((p) => p.styles.map((h) => h.slice(1)))]);
  return {
    entries,
    inline: readInlineStyles(clientDir, styles),
    scripts: [`/${entry.file}`],
    styles: [...base.styles].map((f) => `/${f}`),
    preloads: [...base.files].filter((f) => f !== entry.file).map((f) => `/${f}`),
    pages,
  };
}
