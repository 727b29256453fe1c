// Sessions kept in the store (by the hash of the cookie's token). Implemented by adapters/postgres/sessions.repository.ts.
/** `userAgent` and `network` (shortened: core/security/sessions.ts) are what the sessions list shows of it. */
export type NewSession = { tokenHash: string; userId: string; xsrf: string; expiresAt: Date; authenticatedAt: Date; userAgent?: string; network?: string };
export type StoredSession = { userId: string; xsrf: string; authenticatedAt: Date | null; lastSeenAt: Date | null };

export interface SessionsRepository {
  /** `authenticatedAt`: when the browser proved who it is; a session made by signing in is fresh at creation. */
  create(session: NewSession): Promise<void>;
  /** The live session with this token hash, or null when there is none or it has expired. */
  find(tokenHash: string, now: Date): Promise<StoredSession | null>;
  remove(tokenHash: string): Promise<void>;
  /** Issue 21: records that the session was seen now (the caller decides how often: core/security/sessions.ts). */
  touch(tokenHash: string, now: Date): Promise<void>;
  removeExpired(now: Date): Promise<number>;
}

/** Secrets every server process shares (the xsrf signing key), made once. */
export interface ServerSecrets {
  get(name: string): Promise<string>;
}
