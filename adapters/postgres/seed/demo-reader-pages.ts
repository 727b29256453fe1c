// Migration 0051's pages, so a newcomer sees them populated at first start: the demo writer's series (her three
// oldest published, listed stories, oldest first: /s/{slug}) and her books (/@maya_chen/books). A tag's Recommended
// and Who to follow read the corpus as it is (tag_writers is kept by triggers as the corpus is written). Derived in
// the store from what the corpus holds, in the seeding transaction, with fixed ids.
import { sql, type Kysely } from 'kysely';
import { seriesSlug } from '../../../core/reader-pages/series.ts';
import type { Database } from '../database.types.ts';
import { DEMO_WRITER } from './writer-stories.ts';

export const DEMO_SERIES_ID = 'de5e41e5a001';
export const DEMO_SERIES_TITLE = 'Where it started';

export const DEMO_BOOKS = [
  {
    id: 'demo-book-1',
    title: 'Salt Roads',
    description: 'Essays on coastal towns, the people who stay, and the ones who keep leaving.',
    url: 'https://example.com/books/salt-roads',
    publishedYear: 2024,
  },
  {
    id: 'demo-book-2',
    title: 'The Quiet Hours',
    description: 'A short collection about night shifts, early trains and the work nobody sees.',
    url: null,
    publishedYear: 2021,
  },
] as const;

export async function writeDemoReaderPages(trx: Kysely<Database>, now: Date): Promise<void> {
  const writer = await trx.selectFrom('users').select('id').where('username', '=', DEMO_WRITER).executeTakeFirst();
  if (!writer) return;
  const { rows: stories } = await sql<{ id: string }>`
    select id from posts
    where creator_id = ${writer.id} and published_at is not null and visibility <> 'UNLISTED' and suspended_at is null
      and deleted_at is null and type = 'STORY'
    order by published_at, id
    limit 3`.execute(trx);
  if (stories.length > 0) {
    await trx
      .insertInto('series')
      .values({
        id: DEMO_SERIES_ID,
        slug: seriesSlug(DEMO_SERIES_TITLE, DEMO_SERIES_ID),
        creatorId: writer.id,
        title: DEMO_SERIES_TITLE,
        description: 'My first three stories here, in the order I wrote them.',
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('seriesPosts')
      .values(stories.map((s, position) => ({ seriesId: DEMO_SERIES_ID, postId: s.id, position })))
      .onConflict((oc) => oc.columns(['seriesId', 'postId']).doNothing())
      .execute();
  }
  await trx
    .insertInto('userBooks')
    .values(DEMO_BOOKS.map((b, position) => ({ ...b, userId: writer.id, position, createdAt: now })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
