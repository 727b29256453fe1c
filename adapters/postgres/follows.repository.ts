// Follows and mutes (reader-experience §4 and §7): idempotent writes that answer with the
// server's truth, the viewer's edges to users and publications, and the followed entities by recency.
import { sql, type Kysely } from 'kysely';
import type { CollectionRole } from '../../core/content/entities.ts';
import { encodeFollowCursor, type FollowCursor } from '../../core/feed/follow-cursor.ts';
import type { Database } from './database.types.ts';
import { insertNotification } from './notifications.repository.ts';
import { listedPost } from './posts.repository.ts';

export type FollowTruth = { isFollowing: boolean; followerCount: number; viewerFollowingCount: number };
export type FollowedEntity = { kind: 'user' | 'collection'; id: string; lastPublishedAt: Date | null };

export type FollowsRepository = ReturnType<typeof followsRepository>;

/** One writer or publication in a follow or mute list, with when the follow (or mute) began. */
export type FollowListRow = { id: string; followedAt: Date; cursor: string };

const count = (n: unknown) => Number(n);

export function followsRepository(db: Kysely<Database>) {
  async function userTruth(viewerId: string, targetId: string): Promise<FollowTruth> {
    const row = await db
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('userFollows').select('followerId').where('followerId', '=', viewerId).where('followeeId', '=', targetId)).as('isFollowing'),
        eb.selectFrom('userFollows').select((e) => e.fn.countAll<string>().as('n')).where('followeeId', '=', targetId).as('followerCount'),
        eb.selectFrom('userFollows').select((e) => e.fn.countAll<string>().as('n')).where('followerId', '=', viewerId).as('viewerFollowingCount'),
      ])
      .executeTakeFirstOrThrow();
    return { isFollowing: Boolean(row.isFollowing), followerCount: count(row.followerCount), viewerFollowingCount: count(row.viewerFollowingCount) };
  }

  async function collectionTruth(viewerId: string, publicationId: string): Promise<FollowTruth> {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .exists(eb.selectFrom('publicationFollows').select('followerId').where('followerId', '=', viewerId).where('publicationId', '=', publicationId))
          .as('isFollowing'),
        eb.selectFrom('publicationFollows').select((e) => e.fn.countAll<string>().as('n')).where('publicationId', '=', publicationId).as('followerCount'),
        eb.selectFrom('publicationFollows').select((e) => e.fn.countAll<string>().as('n')).where('followerId', '=', viewerId).as('viewerFollowingCount'),
      ])
      .executeTakeFirstOrThrow();
    return { isFollowing: Boolean(row.isFollowing), followerCount: count(row.followerCount), viewerFollowingCount: count(row.viewerFollowingCount) };
  }

  return {
    userTruth,
    collectionTruth,

    /** Follows a writer (once, however often asked) and notifies them the first time. */
    async followUser(viewerId: string, targetId: string): Promise<FollowTruth> {
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('userFollows')
          .values({ followerId: viewerId, followeeId: targetId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          // In the follow's own transaction; muted readers and a kind turned off write nothing (issue 17).
          await insertNotification(trx, { kind: 'FOLLOW', recipientId: targetId, actorId: viewerId }, new Date());
        }
      });
      return userTruth(viewerId, targetId);
    },

    async unfollowUser(viewerId: string, targetId: string): Promise<FollowTruth> {
      await db.deleteFrom('userFollows').where('followerId', '=', viewerId).where('followeeId', '=', targetId).execute();
      return userTruth(viewerId, targetId);
    },

    /** Follows a publication; its owner hears of it the first time. */
    async followCollection(viewerId: string, publicationId: string): Promise<FollowTruth> {
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('publicationFollows')
          .values({ followerId: viewerId, publicationId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          const owner = await trx
            .selectFrom('publicationEditors')
            .select('userId')
            .where('publicationId', '=', publicationId)
            .where('role', '=', 'OWNER')
            .executeTakeFirst();
          if (owner && owner.userId !== viewerId) {
            await insertNotification(trx, { kind: 'FOLLOW_PUBLICATION', recipientId: owner.userId, actorId: viewerId, publicationId }, new Date());
          }
        }
      });
      return collectionTruth(viewerId, publicationId);
    },

    async unfollowCollection(viewerId: string, publicationId: string): Promise<FollowTruth> {
      await db.deleteFrom('publicationFollows').where('followerId', '=', viewerId).where('publicationId', '=', publicationId).execute();
      return collectionTruth(viewerId, publicationId);
    },

    async setUserMute(viewerId: string, targetId: string, mute: boolean): Promise<boolean> {
      if (mute) await db.insertInto('userMutes').values({ muterId: viewerId, muteeId: targetId }).onConflict((oc) => oc.doNothing()).execute();
      else await db.deleteFrom('userMutes').where('muterId', '=', viewerId).where('muteeId', '=', targetId).execute();
      return mute;
    },

    async setCollectionMute(viewerId: string, publicationId: string, mute: boolean): Promise<boolean> {
      if (mute) await db.insertInto('publicationMutes').values({ userId: viewerId, publicationId }).onConflict((oc) => oc.doNothing()).execute();
      else await db.deleteFrom('publicationMutes').where('userId', '=', viewerId).where('publicationId', '=', publicationId).execute();
      return mute;
    },

    /** The viewer's edges to these users. */
    async userEdges(viewerId: string, ids: readonly string[]): Promise<Map<string, { isFollowing: boolean; isMuting: boolean }>> {
      const edges = new Map(ids.map((id) => [id, { isFollowing: false, isMuting: false }]));
      if (ids.length === 0) return edges;
      // One statement for both kinds of edge (issue 19: on PGlite every statement costs the render's thread).
      const list = sql.join([...ids].map((id) => sql`${id}`));
      const { rows } = await sql<{ kind: 'follow' | 'mute'; id: string }>`
        select 'follow' as kind, followee_id as id from user_follows where follower_id = ${viewerId} and followee_id in (${list})
        union all
        select 'mute' as kind, mutee_id as id from user_mutes where muter_id = ${viewerId} and mutee_id in (${list})`.execute(db);
      for (const r of rows) {
        const edge = edges.get(r.id)!;
        if (r.kind === 'follow') edge.isFollowing = true;
        else edge.isMuting = true;
      }
      return edges;
    },

    /** The viewer's edges to these publications, with their role there. */
    async collectionEdges(
      viewerId: string,
      ids: readonly string[],
    ): Promise<Map<string, { isFollowing: boolean; isMuting: boolean; staffRole: CollectionRole | null }>> {
      const edges = new Map(ids.map((id) => [id, { isFollowing: false, isMuting: false, staffRole: null as CollectionRole | null }]));
      if (ids.length === 0) return edges;
      // One statement for the three (issue 19).
      const list = sql.join([...ids].map((id) => sql`${id}`));
      const { rows } = await sql<{ kind: 'follow' | 'mute' | 'role'; id: string; role: CollectionRole | null }>`
        select 'follow' as kind, publication_id as id, null as role from publication_follows where follower_id = ${viewerId} and publication_id in (${list})
        union all
        select 'mute' as kind, publication_id as id, null as role from publication_mutes where user_id = ${viewerId} and publication_id in (${list})
        union all
        select 'role' as kind, publication_id as id, role::text as role from publication_editors where user_id = ${viewerId} and publication_id in (${list})`.execute(db);
      for (const r of rows) {
        const edge = edges.get(r.id)!;
        if (r.kind === 'follow') edge.isFollowing = true;
        else if (r.kind === 'mute') edge.isMuting = true;
        else edge.staffRole = r.role;
      }
      return edges;
    },

    /**
     * reader-experience §2.4 / SidebarMenuQuery: the writers and publications the viewer follows, the
     * most recently published first (never-published last), `limit` of them; only one kind when asked.
     */
    async followedEntities(viewerId: string, limit: number, kind: FollowedEntity['kind'] | null = null): Promise<FollowedEntity[]> {
      const { rows } = await sql<{ kind: 'user' | 'collection'; id: string; lastPublishedAt: Date | null }>`
        select * from (${followedSelect(viewerId, kind, null)}) as followed
        order by last_published_at desc nulls last, id
        limit ${limit}`.execute(db);
      return rows;
    },

    /** One writer or publication the viewer follows, with its last publication; null when not followed. */
    async followedEntity(viewerId: string, kind: FollowedEntity['kind'], id: string): Promise<FollowedEntity | null> {
      const { rows } = await sql<FollowedEntity>`select * from (${followedSelect(viewerId, kind, id)}) as followed`.execute(db);
      return rows[0] ?? null;
    },

    /** The writers who follow `userId`, the most recent follow first, `limit` of them after `after`. */
    followersOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]> {
      return edgeList(USER_FOLLOWS, 'followee_id', 'follower_id', userId, limit, after);
    },

    /** The writers `userId` follows, the most recent follow first, `limit` of them after `after`. */
    followingOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]> {
      return edgeList(USER_FOLLOWS, 'follower_id', 'followee_id', userId, limit, after);
    },

    /** The publications `userId` follows, the most recent follow first (/me/following). */
    followedPublicationsOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]> {
      return edgeList(PUBLICATION_FOLLOWS, 'follower_id', 'publication_id', userId, limit, after);
    },

    /** Issue 22: who follows the publication, the most recent follow first (/{publication}/followers). */
    publicationFollowersOf(publicationId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]> {
      return edgeList(PUBLICATION_FOLLOWS, 'publication_id', 'follower_id', publicationId, limit, after);
    },

    /** The writers `userId` muted, the most recent mute first (/me/settings/mute). */
    mutedUsersOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]> {
      return edgeList(USER_MUTES, 'muter_id', 'mutee_id', userId, limit, after);
    },

    /** The publications `userId` muted, the most recent mute first (/me/settings/mute). */
    mutedPublicationsOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]> {
      return edgeList(PUBLICATION_MUTES, 'user_id', 'publication_id', userId, limit, after);
    },
  };

  /** The followed writers and publications with their last publication, as rows (kind, id, last_published_at). */
  function followedSelect(viewerId: string, kind: FollowedEntity['kind'] | null, id: string | null) {
    const users = sql`
      select 'user' as kind, f.followee_id as id,
        (select max(p.published_at) from posts p where p.creator_id = f.followee_id and ${listedPost('p')}) as last_published_at
      from user_follows f where f.follower_id = ${viewerId} ${id === null ? sql`` : sql`and f.followee_id = ${id}`}`;
    const publications = sql`
      select 'collection' as kind, f.publication_id as id,
        (select max(p.published_at) from posts p where p.publication_id = f.publication_id and p.status_for_collection = 'APPROVED' and ${listedPost('p')}) as last_published_at
      from publication_follows f where f.follower_id = ${viewerId} ${id === null ? sql`` : sql`and f.publication_id = ${id}`}`;
    if (kind === 'user') return users;
    if (kind === 'collection') return publications;
    return sql`${users} union all ${publications}`;
  }

  /**
   * One person's follows or mutes as a list, the most recent first, keyset-paged on the row's time at
   * the column's microsecond precision and the listed id.
   */
  async function edgeList<T extends EdgeTable>(
    table: T,
    by: T['columns'],
    listed: T['columns'],
    userId: string,
    limit: number,
    after: FollowCursor | null,
  ): Promise<FollowListRow[]> {
    const at = sql<string>`(extract(epoch from f.created_at) * 1000000)::bigint`;
    const { rows } = await sql<{ id: string; followedAt: Date; atMicros: string }>`
      select f.${sql.ref(listed)} as id, f.created_at as followed_at, ${at} as at_micros
      from ${sql.table(table.name)} f
      where f.${sql.ref(by)} = ${userId}
        ${after ? sql`and (${at}, f.${sql.ref(listed)}) < (${after.atMicros.toString()}::bigint, ${after.id})` : sql``}
      order by at_micros desc, id desc
      limit ${limit}`.execute(db);
    return rows.map((r) => ({ id: r.id, followedAt: r.followedAt, cursor: encodeFollowCursor({ atMicros: BigInt(r.atMicros), id: r.id }) }));
  }
}

type EdgeTable = { name: string; columns: string };
const USER_FOLLOWS = { name: 'user_follows', columns: '' as 'follower_id' | 'followee_id' };
const PUBLICATION_FOLLOWS = { name: 'publication_follows', columns: '' as 'follower_id' | 'publication_id' };
const USER_MUTES = { name: 'user_mutes', columns: '' as 'muter_id' | 'mutee_id' };
const PUBLICATION_MUTES = { name: 'publication_mutes', columns: '' as 'user_id' | 'publication_id' };
