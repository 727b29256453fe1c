// The end-to-end run's one fresh start: the built server starts once on an empty data directory (migrations, the
// demo corpus, the landing pages), stops cleanly, and its data directory becomes the template each suite's server
// copies instead of starting from nothing — a copy takes a fraction of a second, a fresh start several seconds on a
// quiet machine and half a minute under load. A suite whose environment changes what a first start writes (no demo,
// a test clock, another product name, its own data directory) still starts from an empty directory
// (harness.ts startServer).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplateDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const parent = await mkdtemp(path.join(tmpdir(), 'quire-e2e-template-'));
  const dir = path.join(parent, 'data');
  const server = await startServer({ QUIRE_DATA_DIR: dir });
  await server.signal('SIGTERM');
  project.provide('e2eTemplateDataDir', dir);
  return async () => {
    await rm(parent, { recursive: true, force: true });
  };
}
