// Stores for integration tests: a copy of a migrated, seeded PGlite template (built once per run by
// global-setup.ts) and, when TEST_DATABASE_URL is set, a fresh PostgreSQL database cloned from a
// template database. Every suite built with forEachStore runs on both.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openStore, type Store } from '../store.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { adminUrl: string; template: string } | null;
    seedNow: string;
  }
}

export type StoreFactory = { name: 'pglite' | 'postgres'; open(): Promise<Store> };

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function clonePostgres(adminUrl: string, template: string): Promise<Store> {
  const name = `quire_test_${process.pid}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two clones of one template at the same moment can collide; the second one waits its turn.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
      }
    }
  } finally {
    await admin.end();
  }
  const store = await openStore({ kind: 'postgres', connectionString: databaseUrl(adminUrl, name) });
  const close = store.close;
  return {
    ...store,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export function testStores(): StoreFactory[] {
  const factories: StoreFactory[] = [
    {
      name: 'pglite',
      open: async () =>
        openStore({ kind: 'pglite', loadDataDir: new Blob([await readFile(inject('pgliteTemplatePath'))]) }),
    },
  ];
  const postgres = inject('postgresTemplate');
  if (postgres) factories.push({ name: 'postgres', open: () => clonePostgres(postgres.adminUrl, postgres.template) });
  return factories;
}

/** The clock the seeded corpus was generated against. */
export const seedNow = (): Date => new Date(inject('seedNow'));
