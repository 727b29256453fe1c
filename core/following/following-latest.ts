// reader-experience §4 "Following-latest indicator" and §2.4 (the sidebar's dot badge): a dot shows on a
// followed entity never seen, or whose last-published time is later than the stored last-seen time.
// Opening the item stores its last-published time under the store key 'following-latest-seen', as a JSON
// map entityId → time (epoch milliseconds). Corrupt storage reads as "nothing seen yet".
import type { KeyValueStore } from '../ports/key-value-store.port.ts';

export const FOLLOWING_LATEST_SEEN_KEY = 'following-latest-seen';

export type LastSeen = Record<string, number>;

/** The dot rule. An entity that has never published has nothing new, seen or not. */
export function hasNewContent(lastPublishedAt: number | null, lastSeenAt: number | undefined): boolean {
  if (lastPublishedAt === null) return false;
  if (lastSeenAt === undefined) return true;
  return lastPublishedAt > lastSeenAt;
}

/** The stored time for an entity, if any (own keys only: an id such as "constructor" is just an id). */
export function lastSeenOf(lastSeen: LastSeen, entityId: string): number | undefined {
  return Object.hasOwn(lastSeen, entityId) ? lastSeen[entityId] : undefined;
}

/** The stored map; anything unreadable (bad JSON, not an object, non-numeric times) is left out. */
export function readLastSeen(store: KeyValueStore): LastSeen {
  const raw = store.get(FOLLOWING_LATEST_SEEN_KEY);
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])),
  );
}

/** Opening a followed item: remember its last-published time. Returns the map as stored. */
export function markSeen(store: KeyValueStore, entityId: string, lastPublishedAt: number | null): LastSeen {
  const current = readLastSeen(store);
  if (lastPublishedAt === null || !Number.isFinite(lastPublishedAt)) return current;
  const next: LastSeen = { ...current, [entityId]: lastPublishedAt };
  store.set(FOLLOWING_LATEST_SEEN_KEY, JSON.stringify(next));
  return next;
}
