// `npm run seed`: writes the demo corpus into the configured store (PGlite in ./data, or DATABASE_URL).
// A store that already has content is left alone unless --reset is given, which replaces everything.
// `--scale large` then grows it to 100,000 stories (seed/scale.ts; issue 19), once.
import { sql } from 'kysely';
import { readConfig } from './config.ts';
import { migrate, openStore } from '../postgres/store.ts';
import { DEMO_SEED, isEmpty, seedIfEmpty } from '../postgres/seed/seed.ts';
import { growToScale, isScaled, LARGE_SCALE } from '../postgres/seed/scale.ts';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const scaleAt = process.argv.indexOf('--scale');
  const scale = scaleAt >= 0 ? (process.argv[scaleAt + 1] ?? '') : null;
  if (scale !== null && scale !== 'large') {
    console.error('--scale takes one size: large (100,000 stories, 10,000 users, 200 publications, 1,000,000 follows).');
    process.exit(2);
  }
  const config = readConfig(process.env, process.cwd());
  if (!config.ok) {
    console.error(config.error);
    process.exit(1);
  }
  const options = config.config.store;
  const store = await openStore(options);
  try {
    await migrate(store);
    if (!(await isEmpty(store))) {
      if (!reset && scale === null) {
        console.log('The store already has content; nothing was changed. Run `npm run seed -- --reset` to replace it with the demo corpus.');
        return;
      }
      if (reset) {
        // Every table the migrations made, whatever their number, but the migrations' own records.
        const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(store.db);
        await sql.raw(`truncate ${rows.map((r) => `"${r.name}"`).join(', ')} cascade`).execute(store.db);
        console.log('Removed the existing content.');
      }
    }
    const started = performance.now();
    if (await isEmpty(store)) {
      await seedIfEmpty(store, new Date(), DEMO_SEED);
      console.log(`Seeded the demo corpus in ${Math.round(performance.now() - started)} ms.`);
    }
    if (scale !== null) {
      if (await isScaled(store)) {
        console.log('The store is already at the large scale; nothing more was written.');
        return;
      }
      const grown = performance.now();
      const counts = await growToScale(store, LARGE_SCALE, new Date());
      console.log(`Grew the store in ${((performance.now() - grown) / 1000).toFixed(1)} s: ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ')}.`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
});
