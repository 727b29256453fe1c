// The following feature's lists: writers and publications by kind and id (the FollowedEntity union), followed
// entity edges, and follow or mute lists as connections with cursors.
import type { FollowingEntityType } from '../../../../core/following/following-feed.ts';
import { targetKindOf } from '../../../../core/following/following-feed.ts';
import { decodeFollowCursor, type FollowCursor } from '../../../../core/feed/follow-cursor.ts';
import type { FollowedEntity, FollowListRow } from '../../../postgres/follows.repository.ts';
import type { GraphQLContext } from '../context.ts';
import { badInput, bounded } from '../shared/errors.ts';
import { millis } from '../shared/values.ts';
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';

export const kindOfType = (type: FollowingEntityType | null | undefined) => (type ? targetKindOf(type) : null);

/** Writers and publications by kind and id, typed for the FollowedEntity union; null where one is gone. */
export async function loadEntities(ctx: GraphQLContext, rows: readonly { kind: 'user' | 'collection'; id: string }[]) {
  return Promise.all(
    rows.map(async (row) => {
      if (row.kind === 'user') {
        const user = await ctx.loaders.userById.load(row.id);
        return user ? { ...user, __typename: 'User' as const } : null;
      }
      const publication = await ctx.loaders.publicationById.load(row.id);
      return publication ? { ...publication, __typename: 'Publication' as const } : null;
    }),
  );
}

/** Followed entity rows as FollowedEntityEdges, leaving out any whose writer or publication is gone. */
export async function followedEdges(ctx: GraphQLContext, rows: readonly FollowedEntity[]) {
  const entities = await loadEntities(ctx, rows);
  return rows.flatMap((row, i) => {
    const entity = entities[i];
    return entity ? [{ lastPublishedAt: millis(row.lastPublishedAt), node: { id: row.id, entity } }] : [];
  });
}

export type FollowListArgs = { first: number; after?: string | null };

/** An edge of a follow list: when the follow began, in epoch milliseconds. */
export const followedEdge = <N>(row: FollowListRow, node: N) => ({ cursor: row.cursor, followedAt: row.followedAt.getTime(), node });
/** An edge of a mute list: when the mute began. */
export const mutedEdge = <N>(row: FollowListRow, node: N) => ({ cursor: row.cursor, mutedAt: row.followedAt.getTime(), node });

/**
 * A follow or mute list as a connection: bad sizes and cursors are refused with a clear message. Each row
 * becomes an edge (`edgeOf`) with its node (a user or a publication); rows whose node is gone are left out.
 */
export async function edgeListConnection<N, E>(
  args: FollowListArgs,
  fetchRows: (limit: number, after: FollowCursor | null) => Promise<FollowListRow[]>,
  loadNode: (id: string) => Promise<N | null>,
  edgeOf: (row: FollowListRow, node: N) => E,
) {
  bounded(args.first, INPUT_BOUNDS.followList);
  const after = args.after == null ? null : decodeFollowCursor(args.after);
  if (args.after != null && !after) throw badInput('after is not a cursor this list gave out.');
  const rows = await fetchRows(args.first + 1, after);
  const page = rows.slice(0, args.first);
  const nodes = await Promise.all(page.map((row) => loadNode(row.id)));
  const edges = page.flatMap((row, i) => {
    const node = nodes[i];
    return node ? [edgeOf(row, node)] : [];
  });
  const hasNextPage = rows.length > args.first;
  return { edges, pageInfo: { hasNextPage, endCursor: hasNextPage ? (page[page.length - 1]?.cursor ?? null) : null } };
}
