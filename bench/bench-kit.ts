// What the store benches share: the machine line, the store (PostgreSQL from DATABASE_URL, else PGlite in
// memory, migrated and seeded with the demo corpus), quantiles of samples, and the refusal to print figures
// for a wrong answer.
import os from 'node:os';
import { seedIfEmpty } from '../adapters/postgres/seed/seed.ts';
import { migrate, openStore, type Store } from '../adapters/postgres/store.ts';
import { createApp, type App, type AppOptions } from '../adapters/server/app.ts';
import { DEFAULT_EDGE_CACHE } from '../adapters/server/edge-cache/edge-cache.server.ts';
import { createRepositories } from '../adapters/server/graphql/repositories.ts';
import { NO_ASSETS } from '../adapters/server/render/document.ts';

export function fail(message: string): never {
  throw new Error(`Wrong answer, no figures: ${message}`);
}

/** Nearest-rank quantiles of the samples (milliseconds). */
export function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
  return { p50: at(0.5), p99: at(0.99), mean: s.reduce((a, b) => a + b, 0) / s.length, min: s[0]! };
}

export const ms = (x: number) => x.toFixed(2).padStart(8);

/** Prints the machine, opens the bench's store, migrates it and seeds the demo corpus at `now`. */
export async function openBenchStore(now: Date): Promise<{ store: Store; kind: 'PostgreSQL' | 'PGlite (in memory)' }> {
  console.log(`node ${process.version} on ${os.platform()}/${os.arch()}, ${os.availableParallelism()} cores`);
  const url = process.env.DATABASE_URL?.trim();
  const store = url ? await openStore({ kind: 'postgres', connectionString: url }) : await openStore({ kind: 'pglite' });
  await migrate(store);
  await seedIfEmpty(store, now);
  return { store, kind: url ? 'PostgreSQL' : 'PGlite (in memory)' };
}

/**
 * The app as the benches run it, in process: the store's repositories, no client assets, the development sign-in
 * (benches sign in as demo readers), no page cache (the figures are of rendering), errors printed, and a mailer that
 * refuses (a bench sends no mail, and an attempt shows). `overrides` changes what a bench measures otherwise.
 */
export function benchApp(store: Store, now: () => Date, overrides: Partial<AppOptions> = {}): App {
  return createApp({
    repos: createRepositories(store),
    productName: 'Quire',
    assets: NO_ASSETS,
    clientDir: null,
    buildVersion: 'bench',
    now,
    devSignIn: true,
    edgeCache: { ...DEFAULT_EDGE_CACHE, inProcess: null },
    logError: (error, context) => console.error(`[${context}]`, error),
    mailer: { send: () => Promise.reject(new Error('the bench sends no mail')) },
    ...overrides,
  });
}

/** `run` timed `iterations` times one after another (ms each), after `warmup` untimed runs. */
export async function timeRuns(run: () => Promise<unknown>, iterations: number, warmup: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}
