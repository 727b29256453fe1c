// The store's users as the resolvers and the session use them. Implemented by adapters/postgres/users.repository.ts.
import type { SocialStats, User } from '../content/entities.ts';
import type { Viewer } from '../session/viewer.ts';

export interface UsersRepository {
  usersByIds(ids: readonly string[]): Promise<User[]>;
  usersByUsernames(usernames: readonly string[]): Promise<User[]>;
  /** The signed-in reader as the chrome needs them, or null when there is no such user. */
  viewerById(id: string): Promise<Viewer | null>;
  socialStats(ids: readonly string[]): Promise<Map<string, SocialStats>>;
}
