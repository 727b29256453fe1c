// The store's users as the resolvers and the session use them. Implemented by adapters/postgres/users.repository.ts.
import type { SocialStats, User } from '../content/entities.ts';
import type { Viewer } from '../session/viewer.ts';

export interface UsersRepository {
  usersByIds(ids: readonly string[]): Promise<User[]>;
  usersByUsernames(usernames: readonly string[]): Promise<User[]>;
  /** Issue 21: the writer whose live custom domain this host is, or null (the host lookup beside publications'). */
  userByDomain(domain: string): Promise<User | null>;
  /** The signed-in reader as the chrome needs them, or null when there is no such user. */
  /**
   * Issue 18: sets the reader's name and username (validated by core/onboarding/profile-rules.ts); 'taken' when
   * another account holds the username, decided by the store in the one write.
   */
  updateProfile(userId: string, profile: { name: string; username: string }): Promise<'ok' | 'taken' | 'not-found'>;
  viewerById(id: string): Promise<Viewer | null>;
  /** Issue 21 account states: staff suspend an account or lift the suspension; false when there is no such user. */
  setSuspended(userId: string, suspended: boolean, now: Date): Promise<boolean>;
  socialStats(ids: readonly string[]): Promise<Map<string, SocialStats>>;
}
