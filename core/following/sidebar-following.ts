// reader-experience §2.4 (the sidebar's Following section), §3 (Followed entity edge), §7 SidebarMenuQuery,
// §8 (sidebar following list failure), §9 (10 entities, 5 skeleton rows): what the section shows for each
// state of the query. Items are ordered by last published, newest first (never published last), at most
// 10, each with the dot of the following-latest rule.
import { hasNewContent, lastSeenOf, type LastSeen } from './following-latest.ts';
import { SIDEBAR_FOLLOWING_COPY, SIDEBAR_FOLLOWING_LIMIT, SIDEBAR_SKELETON_ROWS } from './sidebar-following.constants.ts';

export { SIDEBAR_FOLLOWING_COPY, SIDEBAR_FOLLOWING_LIMIT, SIDEBAR_SKELETON_ROWS };

/** reader-experience §7: the query behind the section. */
export const SIDEBAR_MENU_QUERY = 'SidebarMenuQuery';

/**
 * The queries a follow or unfollow makes stale once its answer is in: the sidebar's list shows whom the
 * reader follows, so it is asked for again and the newly followed appear without a reload.
 */
export const FOLLOW_CHANGE_STALE_QUERIES: readonly string[] = [SIDEBAR_MENU_QUERY];

/** The section's state from its query's entry: data shows (kept while it reloads), no data loads or failed. */
export function sidebarFollowingState(entry: { status: 'loading' | 'success' | 'error'; data: { viewer: { followedEntities: { edges: FollowedEdge[] } } | null } | null }): SidebarFollowingState {
  const edges = entry.data?.viewer?.followedEntities.edges;
  if (edges && entry.status !== 'error') return { status: 'success', edges };
  if (entry.status === 'loading') return { status: 'loading' };
  return { status: 'error' };
}

/** §3: node.entity is a User (id, name, imageId) or a Publication (id, name, avatar.id). */
export type FollowedUser = { __typename: 'User'; id: string; name: string; imageId: string | null };
export type FollowedPublication = { __typename: 'Publication'; id: string; name: string; avatar: { id: string } | null };

/** §3 "Followed entity edge": lastPublishedAt (epoch milliseconds, null if nothing published), node. */
export type FollowedEdge = {
  lastPublishedAt: number | null;
  node: { id: string; entity: FollowedUser | FollowedPublication };
};

export type SidebarFollowingState = { status: 'loading' } | { status: 'error' } | { status: 'success'; edges: FollowedEdge[] };

export type SidebarFollowingItem = {
  /** The entity's id: the key of its last-seen time and of its follow target. */
  id: string;
  kind: 'user' | 'collection';
  name: string;
  imageId: string | null;
  lastPublishedAt: number | null;
  hasDot: boolean;
};

export type SidebarFollowingModel =
  | { kind: 'loading'; rows: typeof SIDEBAR_SKELETON_ROWS }
  | { kind: 'error'; message: typeof SIDEBAR_FOLLOWING_COPY.loadFailed; retry: typeof SIDEBAR_FOLLOWING_COPY.retry }
  | { kind: 'empty'; message: typeof SIDEBAR_FOLLOWING_COPY.empty; action: typeof SIDEBAR_FOLLOWING_COPY.suggestions }
  | { kind: 'list'; items: SidebarFollowingItem[] };

/** Newest first; an entity that never published goes last. Equal times keep the server's order. */
export function byLastPublishedDesc(a: { lastPublishedAt: number | null }, b: { lastPublishedAt: number | null }): number {
  if (a.lastPublishedAt === b.lastPublishedAt) return 0;
  if (a.lastPublishedAt === null) return 1;
  if (b.lastPublishedAt === null) return -1;
  return b.lastPublishedAt - a.lastPublishedAt;
}

function itemOf(edge: FollowedEdge, lastSeen: LastSeen): SidebarFollowingItem {
  const entity = edge.node.entity;
  const base =
    entity.__typename === 'User'
      ? { id: entity.id, kind: 'user' as const, name: entity.name, imageId: entity.imageId }
      : { id: entity.id, kind: 'collection' as const, name: entity.name, imageId: entity.avatar?.id ?? null };
  return { ...base, lastPublishedAt: edge.lastPublishedAt, hasDot: hasNewContent(edge.lastPublishedAt, lastSeenOf(lastSeen, entity.id)) };
}

export function sidebarFollowingModel(state: SidebarFollowingState, lastSeen: LastSeen): SidebarFollowingModel {
  switch (state.status) {
    case 'loading':
      return { kind: 'loading', rows: SIDEBAR_SKELETON_ROWS };
    case 'error':
      return { kind: 'error', message: SIDEBAR_FOLLOWING_COPY.loadFailed, retry: SIDEBAR_FOLLOWING_COPY.retry };
    case 'success': {
      if (state.edges.length === 0) return { kind: 'empty', message: SIDEBAR_FOLLOWING_COPY.empty, action: SIDEBAR_FOLLOWING_COPY.suggestions };
      const items = [...state.edges].sort(byLastPublishedDesc).slice(0, SIDEBAR_FOLLOWING_LIMIT).map((edge) => itemOf(edge, lastSeen));
      return { kind: 'list', items };
    }
  }
}
