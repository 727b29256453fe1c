// Issue 22 part A: so a newcomer signed in as the demo writer sees publications run by their people at first start —
// an open invitation to join a publication she is not on (with its ADDED_AS_WRITER notification, read, so the
// badge the notification demo sets is unchanged), and a writer's
// draft in review in the editor inbox of a publication she runs, and a story of it scheduled for tomorrow (its content
// manager's Scheduled tab). (Featured stories are seeded with the homepages.)
// Derived in the store from what the corpus holds, in the seeding transaction, with fixed ids.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.types.ts';
import { DEMO_WRITER } from './writer-stories.ts';

const HOUR_MS = 3_600_000;

export const DEMO_SUBMISSION_ID = 'demo-submission-1';
export const DEMO_INVITATION_ID = 'demo-invitation-1';
export const DEMO_SCHEDULED_ID = 'demo-scheduled-1';

export async function writeDemoPublicationPeople(trx: Kysely<Database>, now: Date): Promise<void> {
  const writer = await trx.selectFrom('users').select('id').where('username', '=', DEMO_WRITER).executeTakeFirst();
  if (!writer) return;
  // A publication she runs, and one of its other members, whose draft waits in its inbox.
  const run = await sql<{ publicationId: string; memberId: string }>`
    select e.publication_id, m.user_id as member_id
    from publication_editors e join publications p on p.id = e.publication_id
    join publication_editors m on m.publication_id = e.publication_id and m.user_id <> e.user_id
    where e.user_id = ${writer.id} and e.role in ('OWNER', 'EDITOR')
    order by p.name, case m.role when 'WRITER' then 0 when 'EDITOR' then 1 else 2 end, m.user_id
    limit 1`.execute(trx);
  const target = run.rows[0];
  if (target) {
    const at = new Date(now.getTime() - 20 * HOUR_MS);
    const body = [
      { name: 'd1', type: 'P', text: 'The night shift has its own weather: the hum of the lights, the quiet between calls, the coffee gone cold.', markups: [] },
      { name: 'd2', type: 'P', text: 'This draft follows three people through one long night, and what they notice when nobody else is awake.', markups: [] },
    ];
    await trx
      .insertInto('posts')
      .values({ id: DEMO_SUBMISSION_ID, creatorId: target.memberId, title: 'Notes from the night shift', subtitle: 'A draft submitted for review', slug: 'notes-from-the-night-shift', body: JSON.stringify(body), createdAt: at, updatedAt: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('publicationSubmissions')
      .values({ id: DEMO_SUBMISSION_ID, publicationId: target.publicationId, postId: DEMO_SUBMISSION_ID, writerId: target.memberId, status: 'IN_REVIEW', createdAt: at, updatedAt: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    // Her publication's content manager's Scheduled tab: the member's story, accepted for tomorrow (as Your Stories'
    // scheduled demo story, no publish job is queued for it).
    const scheduledAt = new Date(now.getTime() + 24 * HOUR_MS);
    const scheduledBody = [{ name: 's1', type: 'P', text: 'A morning walk through the market before the stalls open, and the people who set them up.', markups: [] }];
    await trx
      .insertInto('posts')
      .values({
        id: DEMO_SCHEDULED_ID,
        creatorId: target.memberId,
        publicationId: target.publicationId,
        statusForCollection: 'APPROVED',
        title: 'Before the market opens',
        subtitle: 'Scheduled for tomorrow morning',
        slug: 'before-the-market-opens',
        body: JSON.stringify(scheduledBody),
        scheduledAt,
        createdAt: at,
        updatedAt: at,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  // A publication she is not on invites her as a writer.
  const other = await sql<{ publicationId: string; ownerId: string }>`
    select p.id as publication_id, o.user_id as owner_id
    from publications p join publication_editors o on o.publication_id = p.id and o.role = 'OWNER'
    where not exists (select 1 from publication_editors e where e.publication_id = p.id and e.user_id = ${writer.id})
    order by p.name, o.user_id
    limit 1`.execute(trx);
  const invite = other.rows[0];
  if (invite) {
    const at = new Date(now.getTime() - 2 * HOUR_MS);
    await trx
      .insertInto('publicationInvitations')
      .values({ id: DEMO_INVITATION_ID, publicationId: invite.publicationId, inviteeId: writer.id, inviterId: invite.ownerId, role: 'WRITER', createdAt: at })
      .onConflict((oc) => oc.columns(['publicationId', 'inviteeId']).doNothing())
      .execute();
    await sql`
      insert into notifications (id, recipient_id, kind, actor_id, publication_id, group_key, created_at, read_at)
      values (${DEMO_INVITATION_ID}, ${writer.id}, 'ADDED_AS_WRITER', ${invite.ownerId}, ${invite.publicationId},
        ${`ADDED_AS_WRITER:${invite.publicationId}:${invite.ownerId}`}, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (recipient_id, group_key) do nothing`.execute(trx);
  }
}
