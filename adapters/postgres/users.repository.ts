// Users and their social counts.
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { SocialStats, User } from '../../core/content/entities.ts';
import { obfuscateEmail, type Viewer } from '../../core/session/viewer.ts';
import { tierOf } from '../../core/membership/types.ts';
import type { Database } from './database.types.ts';
import { DELETED_AUTHOR } from '../../core/account/account-rules.ts';

const userColumns = ['id', 'username', 'name', 'bio', 'imageId', 'createdAt'] as const;

export type UsersRepository = ReturnType<typeof usersRepository>;

const UNIQUE_VIOLATION = '23505';

export function usersRepository(db: Kysely<Database>) {
  return {
    /**
     * Issue 18 (/get-started): the reader's name and username, validated by core/onboarding/profile-rules.ts.
     * A username is taken or not in the one UPDATE (the users.username unique constraint decides), never
     * looked up first: two readers racing for one name get one 'ok' and one 'taken'.
     */
    async updateProfile(userId: string, profile: { name: string; username: string }): Promise<'ok' | 'taken' | 'not-found'> {
      try {
        const row = await db.updateTable('users').set({ name: profile.name, username: profile.username }).where('id', '=', userId).returning('id').executeTakeFirst();
        return row ? 'ok' : 'not-found';
      } catch (cause) {
        if ((cause as { code?: string }).code === UNIQUE_VIOLATION) return 'taken';
        throw cause;
      }
    },

    async usersByIds(ids: readonly string[]): Promise<User[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('users').select(userColumns).where('id', 'in', [...ids]).execute();
    },

    async usersByUsernames(usernames: readonly string[]): Promise<User[]> {
      if (usernames.length === 0) return [];
      return db
        .selectFrom('users')
        .select(userColumns)
        .where('username', 'in', usernames.map((u) => u.toLowerCase()))
        // Issue 21: the anonymous author of a deleted account's kept stories has no profile.
        .where('id', '<>', DELETED_AUTHOR.id)
        .execute();
    },

    /** Issue 21: the writer whose live custom domain this host is (the host lookup, beside publicationByDomain). */
    async userByDomain(domain: string): Promise<User | null> {
      const row = await db.selectFrom('users').select(userColumns).where('customDomain', '=', domain.toLowerCase()).executeTakeFirst();
      return row ?? null;
    },

    /** The signed-in reader as the chrome needs them, or null when there is no such user. */
    async viewerById(id: string): Promise<Viewer | null> {
      // One statement (issue 19: every signed-in page asks it): the user, the publications they run for the avatar
      // menu, and their membership for its entry ('Member since …') and the badge (reader-experience §2.7).
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'name', 'imageId', 'email', 'suspendedAt', 'unverifiedEmail'])
        // Issue 23 part C: the avatar menu's Partner Program entry (reader-experience §2.7: if enrolled).
        .select((eb) =>
          eb
            .exists(eb.selectFrom('partnerEnrollments').select('partnerEnrollments.userId').whereRef('partnerEnrollments.userId', '=', 'users.id').where('partnerEnrollments.status', '=', 'ENROLLED'))
            .as('partnerEnrolled'),
        )
        .select((eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('publicationEditors')
              .innerJoin('publications', 'publications.id', 'publicationEditors.publicationId')
              .select(['publications.id', 'publications.name', 'publications.slug'])
              .whereRef('publicationEditors.userId', '=', 'users.id')
              .where('publicationEditors.role', 'in', ['OWNER', 'EDITOR'])
              .orderBy('publicationEditors.createdAt', 'desc')
              .orderBy('publications.slug'),
          ).as('adminCollections'),
        )
        .select((eb) =>
          jsonObjectFrom(
            eb
              .selectFrom('memberships')
              .select(['membershipType', 'isCancelled', (e) => e.selectFrom('memberships as m2').select((e2) => e2.fn.min('m2.startedAt').as('s')).whereRef('m2.userId', '=', 'memberships.userId').as('since')])
              .whereRef('memberships.userId', '=', 'users.id')
              .where('endedAt', 'is', null)
              .limit(1),
          ).as('membership'),
        )
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) return null;
      const { adminCollections, membership } = user;
      return {
        id: user.id,
        username: user.username,
        name: user.name,
        imageId: user.imageId,
        emailObfuscated: obfuscateEmail(user.email),
        membership: membership
          ? {
              tier: tierOf(membership.membershipType),
              memberSince: new Date(membership.since as unknown as string).toISOString(),
              isCancelled: membership.isCancelled,
            }
          : null,
        partnerProgramEnrolled: Boolean(user.partnerEnrolled),
        adminCollections,
        isBookAuthor: false,
        mastodonAccount: null,
        suspended: user.suspendedAt !== null,
        emailUnverified: user.unverifiedEmail !== null,
      };
    },

    async setSuspended(userId: string, suspended: boolean, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('users')
        // Suspending an account already suspended keeps the first time.
        .set((eb) => ({ suspendedAt: suspended ? eb.fn.coalesce('suspendedAt', eb.val(now)) : null }))
        .where('id', '=', userId)
        .where('id', '<>', DELETED_AUTHOR.id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async socialStats(ids: readonly string[]): Promise<Map<string, SocialStats>> {
      const stats = new Map<string, SocialStats>(ids.map((id) => [id, { followerCount: 0, followingCount: 0 }]));
      if (ids.length === 0) return stats;
      // One statement for both counts (issue 19: every statement costs a render on PGlite, which runs on the server's thread).
      const list = sql.join([...ids].map((id) => sql`${id}`));
      const { rows } = await sql<{ id: string; followers: number; following: number }>`
        select id, sum(followers)::int as followers, sum(following)::int as following from (
          select followee_id as id, count(*) as followers, 0 as following from user_follows where followee_id in (${list}) group by followee_id
          union all
          select follower_id as id, 0 as followers, count(*) as following from user_follows where follower_id in (${list}) group by follower_id
        ) c group by id`.execute(db);
      for (const row of rows) stats.set(row.id, { followerCount: Number(row.followers), followingCount: Number(row.following) });
      return stats;
    },
  };
}
