// `npm run seed`: writes the demo corpus into the configured store (PGlite in ./data, or DATABASE_URL).
// A store that already has content is left alone unless --reset is given, which replaces everything.
import { sql } from 'kysely';
import { readConfig } from './config.ts';
import { migrate, openStore } from '../postgres/store.ts';
import { DEMO_SEED, isEmpty, seedIfEmpty } from '../postgres/seed/seed.ts';

const TABLES = [
  'notification_actors',
  'notification_settings',
  'notifications',
  'publication_mutes',
  'user_mutes',
  'network_auth_locks',
  'auth_locks',
  'mail_outbox',
  'auth_codes',
  'sessions',
  'staff_picks',
  'publication_follows',
  'user_follows',
  'post_tags',
  'post_topics',
  'publication_featured_posts',
  'publication_sections',
  'posts',
  'navigation_items',
  'publication_editors',
  'publications',
  'tags',
  'topics',
  'users',
];

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
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
      if (!reset) {
        console.log('The store already has content; nothing was changed. Run `npm run seed -- --reset` to replace it with the demo corpus.');
        return;
      }
      await sql.raw(`truncate ${TABLES.join(', ')}`).execute(store.db);
      console.log('Removed the existing content.');
    }
    const started = performance.now();
    await seedIfEmpty(store, new Date(), DEMO_SEED);
    console.log(`Seeded the demo corpus in ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
});
