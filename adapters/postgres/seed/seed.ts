// Writes the demo corpus with bulk inserts in one transaction, so a half-seeded store never exists.
import type { Kysely } from 'kysely';
import type { Database } from '../database.types.ts';
import type { Store } from '../store.ts';
import { generateDemoCorpus } from './corpus.ts';
import type { DemoCorpus } from './corpus.types.ts';

export const DEMO_SEED = 20261121;

/** Rows per INSERT statement: far below PostgreSQL's 65,535 bound parameters for every table here. */
const CHUNK = 500;

async function insertChunked<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: readonly object[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // The rows come typed from DemoCorpus; Kysely's per-table insert type cannot follow a generic table name.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** The demo's staff picks: a dozen open, illustrated posts spread over the corpus, picked a day after publication. */
export function staffPicksOf(corpus: DemoCorpus): { postId: string; pickedAt: Date }[] {
  const candidates = corpus.posts.filter((p) => p.publishedAt !== null && !p.isLocked && p.previewImage !== null && p.visibility === 'PUBLIC');
  const step = Math.max(1, Math.floor(candidates.length / 12));
  const latest = Math.max(...corpus.posts.map((p) => p.publishedAt?.getTime() ?? 0));
  return candidates
    .filter((_, i) => i % step === 0)
    .slice(0, 12)
    .map((p) => ({ postId: p.id, pickedAt: new Date(Math.min(p.publishedAt!.getTime() + 86_400_000, latest)) }));
}

export async function writeCorpus(store: Store, corpus: DemoCorpus): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'users', corpus.users);
    await insertChunked(trx, 'topics', corpus.topics);
    await insertChunked(trx, 'tags', corpus.tags);
    await insertChunked(trx, 'publications', corpus.publications);
    await insertChunked(trx, 'publicationEditors', corpus.editors);
    await insertChunked(trx, 'navigationItems', corpus.navigationItems);
    await insertChunked(
      trx,
      'posts',
      corpus.posts.map((p) => ({ ...p, body: JSON.stringify(p.body), previewImage: p.previewImage && JSON.stringify(p.previewImage) })),
    );
    await insertChunked(trx, 'postTopics', corpus.postTopics);
    await insertChunked(trx, 'postTags', corpus.postTags);
    await insertChunked(trx, 'userFollows', corpus.userFollows);
    await insertChunked(trx, 'publicationFollows', corpus.publicationFollows);
    await insertChunked(trx, 'staffPicks', staffPicksOf(corpus));
  });
}

export async function isEmpty(store: Store): Promise<boolean> {
  const row = await store.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Seeds the demo corpus when the store has no users yet. Returns whether it seeded. */
export async function seedIfEmpty(store: Store, now: Date, seed = DEMO_SEED): Promise<boolean> {
  if (!(await isEmpty(store))) return false;
  await writeCorpus(store, generateDemoCorpus({ seed, now }));
  return true;
}
