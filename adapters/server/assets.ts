// The built client's files, read from Vite's manifest: the entry script, its CSS and its imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_ASSETS, type ClientAssets } from './render/document.ts';

export const CLIENT_ENTRY = 'ui/entry-client.tsx';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

export function readClientAssets(clientDir: string): ClientAssets {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return NO_ASSETS;
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return NO_ASSETS;
  const styles = new Set<string>(entry.css ?? []);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const child of entry.imports ?? []) visit(child);
  return {
    scripts: [`/${entry.file}`],
    styles: [...styles].map((f) => `/${f}`),
    preloads: [...preloads].map((f) => `/${f}`),
  };
}
