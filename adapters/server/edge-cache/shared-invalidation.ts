// Issue 20, shared invalidation: with several processes on one PostgreSQL, a purge in one process reaches the
// in-process page cache of every other through LISTEN/NOTIFY on one channel, carrying the surrogate keys. A notice
// sent while a process's listening connection was down is lost, so after every reconnect that process purges its
// whole cache: a missed notice never leaves a stale page for longer than the reconnect takes. PGlite delivers the
// same notices in process (several apps on one embedded store). The CDN purge adapter stays beside it.
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';

/** The store's side (adapters/postgres/store.ts: Store.notify and Store.listen). */
export type InvalidationBus = {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onNotice: (payload: string) => void, onReconnect?: () => void, onError?: (error: unknown) => void): Promise<() => Promise<void>>;
};

export const PURGE_CHANNEL = 'quire_page_purge';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; keys are cut into notices well under it. */
export const MAX_NOTICE_BYTES = 7000;

type Notice = { from: string; tags: string[] };

/** The notices carrying `tags` from process `from`, each under MAX_NOTICE_BYTES (a single longer tag travels alone). */
export function noticesOf(from: string, tags: readonly string[]): string[] {
  const notices: string[] = [];
  let batch: string[] = [];
  let bytes = 0;
  const overhead = Buffer.byteLength(JSON.stringify({ from, tags: [] }));
  for (const tag of tags) {
    const size = Buffer.byteLength(JSON.stringify(tag)) + 1;
    if (batch.length > 0 && overhead + bytes + size > MAX_NOTICE_BYTES) {
      notices.push(JSON.stringify({ from, tags: batch } satisfies Notice));
      batch = [];
      bytes = 0;
    }
    batch.push(tag);
    bytes += size;
  }
  if (batch.length > 0) notices.push(JSON.stringify({ from, tags: batch } satisfies Notice));
  return notices;
}

/** A notice's keys, or null for anything else on the channel (never throws on a stranger's payload). */
export function parseNotice(payload: string): Notice | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { from, tags } = value as Record<string, unknown>;
    if (typeof from !== 'string' || !Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) return null;
    return { from, tags: tags as string[] };
  } catch {
    return null;
  }
}

/** The purger that tells the other processes: one NOTIFY per notice. */
export function notifyingPurger(bus: InvalidationBus, processId: string): CachePurger {
  return {
    async purge(tags) {
      for (const notice of noticesOf(processId, tags)) await bus.notify(PURGE_CHANNEL, notice);
    },
  };
}

/**
 * Listens for the other processes' purges and applies them to `local`; after a reconnect, `purgeAll` (every
 * cached page). Notices this process sent are skipped: it purged itself already.
 */
export function listenForPurges(
  bus: InvalidationBus,
  processId: string,
  local: CachePurger,
  purgeAll: () => Promise<void>,
  logError: (error: unknown, context: string) => void,
): Promise<() => Promise<void>> {
  return bus.listen(
    PURGE_CHANNEL,
    (payload) => {
      const notice = parseNotice(payload);
      if (!notice || notice.from === processId) return;
      local.purge(notice.tags).catch((error: unknown) => logError(error, 'shared purge'));
    },
    () => {
      purgeAll().catch((error: unknown) => logError(error, 'full purge after the purge channel reconnected'));
    },
    (error) => logError(error, 'listening for other processes\' purges (trying again; every page is dropped once it listens)'),
  );
}
