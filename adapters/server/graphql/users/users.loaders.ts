// The users' DataLoaders, one set per request: a page of cards costs one query per kind of row, not one per card.
import DataLoader from 'dataloader';
import type { SocialStats, User } from '../../../../core/content/entities.ts';
import type { Repositories } from '../repositories.ts';
import { byKey, fromMap } from '../shared/batch-keys.ts';

export type UserEdge = { isFollowing: boolean; isMuting: boolean };

const NO_EDGE: UserEdge = { isFollowing: false, isMuting: false };

export function userLoaders(repos: Repositories, viewerId: string | null) {
  const userById = new DataLoader<string, User | null>(async (ids) => byKey(ids, await repos.users.usersByIds(ids), (u) => u.id));
  const userByUsername = new DataLoader<string, User | null>(async (names) => {
    const users = await repos.users.usersByUsernames(names);
    for (const user of users) userById.prime(user.id, user);
    return byKey(
      names.map((n) => n.toLowerCase()),
      users,
      (u) => u.username,
    );
  });
  return {
    userById,
    userByUsername,
    /** The viewer's edges to writers (reader-experience §3 viewerEdge); all false when logged out. */
    userEdge: new DataLoader<string, UserEdge>(async (ids) =>
      viewerId ? fromMap(ids, await repos.follows.userEdges(viewerId, ids), NO_EDGE) : ids.map(() => NO_EDGE),
    ),
    socialStatsByUserId: new DataLoader<string, SocialStats>(async (ids) =>
      fromMap(ids, await repos.users.socialStats(ids), { followerCount: 0, followingCount: 0 }),
    ),
  };
}
