// platform-reference §3, §4, §7.2 and §9: client events and the browser's local queue. Events queue
// locally (at most 1000, the oldest dropped first), flush after a delay and on page unload, and are
// removed only once the server said ok; events older than 48 hours are dropped, never sent.
export type ClientEvent = {
  eventId: string;
  /** Milliseconds since the epoch, when the event happened. */
  timestamp: number;
  key: string;
  data: Record<string, unknown>;
  type: 'e';
};

/** The data every event carries (platform-reference §3). */
export type CommonEventData = {
  service: 'lite';
  pageLocation: string;
  browserWidth: number;
  referrer: string;
  referrerSource: string;
};

export const SECOND_MS = 1000;
export const EVENT_QUEUE_MAX = 1000;
/** Five units of the shared time constant (the second). */
export const EVENT_FLUSH_DELAY_MS = 5 * SECOND_MS;
export const EVENT_MAX_AGE_MS = 172_800_000;
/** The longest a failed flush waits before trying again (doubling from the flush delay). */
export const EVENT_RETRY_MAX_MS = 60 * SECOND_MS;

export function clientEvent(
  eventId: string,
  timestamp: number,
  key: string,
  data: Record<string, unknown>,
  common: CommonEventData,
): ClientEvent {
  return { eventId, timestamp, key, data: { ...common, ...data }, type: 'e' };
}

/** Where a visitor came from, by the referrer's host: internal, search, social, external or direct. */
export function referrerSource(referrer: string, ownHost: string): string {
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'direct';
  }
  if (host === ownHost.toLowerCase()) return 'internal';
  if (/(^|\.)(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia)\./.test(host)) return 'search';
  if (/(^|\.)(twitter|x|t|facebook|linkedin|reddit|mastodon|bsky|news\.ycombinator)\.|^t\.co$/.test(host)) return 'social';
  return 'external';
}

/** Adds an event at the end; over the bound, the oldest go first. An event already queued is not doubled. */
export function enqueueEvent(queue: readonly ClientEvent[], event: ClientEvent, max = EVENT_QUEUE_MAX): ClientEvent[] {
  if (queue.some((e) => e.eventId === event.eventId)) return [...queue];
  const next = [...queue, event];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Drops events older than 48 hours (and any from the future beyond a day of clock skew). */
export function dropExpired(queue: readonly ClientEvent[], now: number, maxAge = EVENT_MAX_AGE_MS): ClientEvent[] {
  return queue.filter((e) => now - e.timestamp <= maxAge && e.timestamp - now <= 86_400_000);
}

/** What one flush sends: the unexpired events, oldest first. */
export function eventsToSend(queue: readonly ClientEvent[], now: number): ClientEvent[] {
  return dropExpired(queue, now);
}

/** After the server said ok for `sent`: those leave the queue; anything added meanwhile stays. */
export function removeSent(queue: readonly ClientEvent[], sent: readonly ClientEvent[]): ClientEvent[] {
  const ids = new Set(sent.map((e) => e.eventId));
  return queue.filter((e) => !ids.has(e.eventId));
}

/** The wait before the next try after `failures` failed flushes in a row. */
export function retryDelay(failures: number): number {
  return Math.min(EVENT_RETRY_MAX_MS, EVENT_FLUSH_DELAY_MS * 2 ** Math.max(0, failures - 1));
}

/** Reads a stored queue back; anything malformed is dropped rather than trusted. */
export function parseStoredQueue(text: string | null): ClientEvent[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isClientEvent) : [];
  } catch {
    return [];
  }
}

function isClientEvent(v: unknown): v is ClientEvent {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.eventId === 'string' &&
    typeof e.timestamp === 'number' &&
    typeof e.key === 'string' &&
    e.type === 'e' &&
    typeof e.data === 'object' &&
    e.data !== null
  );
}

/** Keeps the last of each eventId: a batch sent twice (a retry) is one set of events. */
export function dedupeByEventId<T extends { eventId: string }>(events: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const e of events) byId.set(e.eventId, e);
  return [...byId.values()];
}
