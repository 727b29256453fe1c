// What the store benches share: the machine line, the store (PostgreSQL from DATABASE_URL, else PGlite in
// memory, migrated and seeded with the demo corpus), quantiles of samples, and the refusal to print figures
// for a wrong answer.
import os from 'node:os';
import { seedIfEmpty } from '../adapters/postgres/seed/seed.ts';
import { migrate, openStore, type Store } from '../adapters/postgres/store.ts';

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
