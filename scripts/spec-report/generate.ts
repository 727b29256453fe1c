// Spec traceability. The I/O around the pure report in core/traceability: finds the spec
// documents, reads every spec and test file's names, and builds docs/spec-traceability.md.
//
// The spec documents are not in this repository. They are looked for in QUIRE_SPEC_DIR when it is set,
// else in ../shared/spec beside the repository (where the project's shared folder sits).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSections } from '../../core/traceability/spec-sections.ts';
import { traceabilityMarkdown, traceabilitySummary } from '../../core/traceability/traceability-markdown.ts';
import { buildTraceabilityReport, type SpecDocument, type SpecFile, type TraceabilityReport } from '../../core/traceability/traceability-report.ts';
import { specNodesOf } from './spec-names.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const REPORT_PATH = path.join(REPO_ROOT, 'docs', 'spec-traceability.md');
export const SPEC_DOCUMENTS = [
  { id: 'reader-experience', fileName: 'reader-experience.md' },
  { id: 'platform-reference', fileName: 'platform-reference.md' },
] as const;

/** Where the specs and tests live (the Vitest projects and the end-to-end config). */
const SPEC_ROOTS = ['specs', 'core', 'ui', 'adapters', 'e2e'];
const SPEC_FILE = /\.(spec|test|e2e)\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'fixtures', 'dist', 'data']);

export type SpecDirLookup = { ok: true; dir: string } | { ok: false; tried: string[]; message: string };

export function locateSpecDocuments(env: Record<string, string | undefined> = process.env, root = REPO_ROOT): SpecDirLookup {
  const fromEnv = env.QUIRE_SPEC_DIR?.trim();
  const candidates = fromEnv ? [path.resolve(fromEnv)] : [path.resolve(root, '..', 'shared', 'spec')];
  for (const dir of candidates) {
    if (SPEC_DOCUMENTS.every((d) => existsSync(path.join(dir, d.fileName)))) return { ok: true, dir };
  }
  const names = SPEC_DOCUMENTS.map((d) => d.fileName).join(' and ');
  const where = fromEnv ? `${candidates[0]} (QUIRE_SPEC_DIR)` : `${candidates[0]} (../shared/spec beside the repository; QUIRE_SPEC_DIR is not set)`;
  return {
    ok: false,
    tried: candidates,
    message:
      `The spec documents (${names}) were not found in ${where}.\n` +
      `Point QUIRE_SPEC_DIR at the folder that holds them, e.g.\n  QUIRE_SPEC_DIR=/path/to/spec npm run spec:report`,
  };
}

export function specFilePaths(root = REPO_ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (SPEC_FILE.test(entry.name)) {
        found.push(path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/'));
      }
    }
  };
  for (const top of SPEC_ROOTS) walk(path.join(root, top));
  return found.sort();
}

export function readSpecFiles(root = REPO_ROOT): SpecFile[] {
  return specFilePaths(root).map((file) => ({ file, nodes: specNodesOf(readFileSync(path.join(root, file), 'utf8'), file) }));
}

export function readSpecDocuments(dir: string): SpecDocument[] {
  return SPEC_DOCUMENTS.map((d) => ({ id: d.id, fileName: d.fileName, sections: parseSections(readFileSync(path.join(dir, d.fileName), 'utf8')) }));
}

export type Generated = { report: TraceabilityReport; markdown: string; summary: string };

export function generateTraceability(specDir: string, root = REPO_ROOT): Generated {
  const report = buildTraceabilityReport(readSpecDocuments(specDir), readSpecFiles(root));
  return { report, markdown: traceabilityMarkdown(report), summary: traceabilitySummary(report) };
}
