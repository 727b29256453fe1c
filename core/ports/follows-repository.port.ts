// Follows and mutes between readers, writers and publications, and who to follow. Counts change in one
// statement with the edge (FollowTruth is what the store holds after it). Implemented by
// adapters/postgres/follows.repository.ts and suggestions.repository.ts.
import type { CollectionRole } from '../content/entities.ts';
import type { FollowCursor } from '../feed/follow-cursor.ts';

export type FollowTruth = { isFollowing: boolean; followerCount: number; viewerFollowingCount: number };
export type FollowedEntity = { kind: 'user' | 'collection'; id: string; lastPublishedAt: Date | null };
/** One writer or publication in a follow or mute list, with when the follow (or mute) began. */
export type FollowListRow = { id: string; followedAt: Date; cursor: string };

export interface FollowsRepository {
  userTruth(viewerId: string, targetId: string): Promise<FollowTruth>;
  collectionTruth(viewerId: string, publicationId: string): Promise<FollowTruth>;
  /** Follows a writer (once, however often asked) and notifies them the first time. */
  followUser(viewerId: string, targetId: string): Promise<FollowTruth>;
  unfollowUser(viewerId: string, targetId: string): Promise<FollowTruth>;
  /** Follows a publication; its owner hears of it the first time. */
  followCollection(viewerId: string, publicationId: string): Promise<FollowTruth>;
  unfollowCollection(viewerId: string, publicationId: string): Promise<FollowTruth>;
  setUserMute(viewerId: string, targetId: string, mute: boolean): Promise<boolean>;
  setCollectionMute(viewerId: string, publicationId: string, mute: boolean): Promise<boolean>;
  userEdges(viewerId: string, ids: readonly string[]): Promise<Map<string, { isFollowing: boolean; isMuting: boolean }>>;
  collectionEdges(viewerId: string, ids: readonly string[]): Promise<Map<string, { isFollowing: boolean; isMuting: boolean; staffRole: CollectionRole | null }>>;
  /** reader-experience §2.4: the followed writers and publications, the most recently published first. */
  followedEntities(viewerId: string, limit: number, kind?: FollowedEntity['kind'] | null): Promise<FollowedEntity[]>;
  followedEntity(viewerId: string, kind: FollowedEntity['kind'], id: string): Promise<FollowedEntity | null>;
  followersOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]>;
  followingOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]>;
  followedPublicationsOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]>;
  /** Issue 22: who follows the publication, the most recent follow first (/{publication}/followers). */
  publicationFollowersOf(publicationId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]>;
  mutedUsersOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]>;
  mutedPublicationsOf(userId: string, limit: number, after: FollowCursor | null): Promise<FollowListRow[]>;
}

export type Suggestion = { kind: 'user' | 'collection'; id: string };

export interface SuggestionsRepository {
  whoToFollow(viewerId: string | null, limit: number): Promise<Suggestion[]>;
}
