// Sessions kept in the store (by the hash of the cookie's token). Implemented by adapters/postgres/sessions.repository.ts.
export type NewSession = { tokenHash: string; userId: string; xsrf: string; expiresAt: Date; authenticatedAt: Date };
export type StoredSession = { userId: string; xsrf: string; authenticatedAt: Date | null };

export interface SessionsRepository {
  /** `authenticatedAt`: when the browser proved who it is; a session made by signing in is fresh at creation. */
  create(session: NewSession): Promise<void>;
  /** The live session with this token hash, or null when there is none or it has expired. */
  find(tokenHash: string, now: Date): Promise<StoredSession | null>;
  remove(tokenHash: string): Promise<void>;
  removeExpired(now: Date): Promise<number>;
}

/** Secrets every server process shares (the xsrf signing key), made once. */
export interface ServerSecrets {
  get(name: string): Promise<string>;
}
