// The profile's tabs at first start (README: Profiles): the demo writer's Responses tab has her own responses — a
// few short ones on other writers' newest stories whose discussion is open — beside what the corpus already gives her
// (claps for Recommended, a series, Top writer tags). Written in the seeding transaction after everything they could
// change a count of was derived (notifications, stats), with fixed ids and times from `now` and the stories.
import { sql, type Kysely } from 'kysely';
import type { Paragraph } from '../../../core/content/paragraph.ts';
import { readingTimeMinutes } from '../../../core/format/reading-time.ts';
import { responseTitle } from '../../../core/responses/responses.ts';
import type { Database } from '../database.types.ts';
import { DEMO_WRITER } from './writer-stories.ts';

export const DEMO_WRITER_RESPONSES = [
  'This matches what I found when I tried it for a month: the first week is the hardest, then it becomes a habit.',
  'Thank you for the honest numbers. I would love a follow-up on what you would do differently.',
  'I shared this with my writing group. The part about cutting the first paragraph started a long discussion.',
] as const;

const HOUR_MS = 3_600_000;

export async function writeDemoWriterResponses(trx: Kysely<Database>, now: Date): Promise<void> {
  const writer = await trx.selectFrom('users').select('id').where('username', '=', DEMO_WRITER).executeTakeFirst();
  if (!writer) return;
  const { rows: stories } = await sql<{ id: string; publishedAt: Date }>`
    select id, published_at from posts
    where creator_id <> ${writer.id} and type = 'STORY' and published_at is not null and published_at < ${new Date(now.getTime() - 2 * HOUR_MS)}
      and visibility <> 'UNLISTED' and suspended_at is null and deleted_at is null and not responses_locked and not is_locked
    order by published_at desc, id desc
    limit ${DEMO_WRITER_RESPONSES.length}`.execute(trx);
  const rows = stories.map((story, i) => {
    const id = `fe5d${i.toString(16).padStart(8, '0')}`;
    const body: Paragraph[] = [{ name: `${id.slice(-6)}0`, type: 'P', text: DEMO_WRITER_RESPONSES[i]!, markups: [] }];
    const at = new Date(Math.min(now.getTime() - 60_000, new Date(story.publishedAt).getTime() + HOUR_MS));
    return {
      id,
      creatorId: writer.id,
      title: responseTitle(body),
      subtitle: '',
      slug: '',
      body: JSON.stringify(body),
      readingTime: readingTimeMinutes(body, '', ''),
      publishedAt: at,
      latestPublishedAt: at,
      createdAt: at,
      updatedAt: at,
      type: 'RESPONSE' as const,
      inResponseToPostId: story.id,
      responseRootId: story.id,
      responseDepth: 1,
    };
  });
  if (rows.length > 0) await trx.insertInto('posts').values(rows).execute();
}
