// Builds the seeded templates once per test run: a PGlite data directory dump (initdb costs seconds,
// loading a dump about one) and, with TEST_DATABASE_URL, a PostgreSQL template database.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedIfEmpty } from '../seed/seed.ts';
import { migrate, openStore } from '../store.ts';
import { databaseUrl } from './test-stores.ts';

const SEED_NOW = new Date('2026-11-21T12:00:00.000Z');

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-test-'));
  const templatePath = path.join(dir, 'template.tar');
  const store = await openStore({ kind: 'pglite' });
  await migrate(store);
  await seedIfEmpty(store, SEED_NOW);
  await writeFile(templatePath, Buffer.from(await (await store.dump()).arrayBuffer()));
  await store.close();
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('seedNow', SEED_NOW.toISOString());

  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  let template: string | null = null;
  if (adminUrl) {
    template = `quire_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const pgStore = await openStore({ kind: 'postgres', connectionString: databaseUrl(adminUrl, template) });
    await migrate(pgStore);
    await seedIfEmpty(pgStore, SEED_NOW);
    await pgStore.close();
    project.provide('postgresTemplate', { adminUrl, template });
  } else {
    project.provide('postgresTemplate', null);
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl && template) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    }
  };
}
