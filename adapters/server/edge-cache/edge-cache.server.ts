// platform-reference §9 on the server: what a request says about its visitor (bot, internal network,
// the edge's word), the cache key, the headers of the decision (Cache-Control, Surrogate-Key and the
// debug header x-quire-cache), and the in-process page cache with its purgers.
import { isBotUserAgent } from '../../../core/events/consent.ts';
import { REASON_TEXT, requestReasons, type EdgeCacheReason, type EdgeCacheRequest } from '../../../core/edge-cache/edge-cache.ts';
import type { EdgeCacheDecision } from '../../../core/edge-cache/edge-cache.decision.ts';
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';
import { SITE_TAG } from '../../../core/edge-cache/edge-cache.ts';
import { SHARED_READS_TTL_MS, SharedReadCache } from './shared-reads.ts';
import { fanOutPurger, httpCachePurger, type HttpPurgerOptions } from './cache-purger.http.ts';
import { contentChanges, type ContentChanges } from './content-changes.ts';
import { listenForPurges, notifyingPurger, type InvalidationBus } from './shared-invalidation.ts';
import { randomUUID } from 'node:crypto';
import { MemoryPageCache, type CachedPage, type PageCacheOptions } from './page-cache.memory.ts';

export type EdgeCacheConfig = {
  /** The in-process page cache's bounds; null turns it off (a CDN in front caches instead). */
  inProcess: PageCacheOptions | null;
  /** Issue 19: how long reads that are the same for everyone are reused in process (shared-reads.ts); null: not at all. Default SHARED_READS_TTL_MS. */
  sharedReadsTtlMs?: number | null;
  /** How long a CDN (s-maxage) and the in-process cache keep a page, in seconds. */
  ttlSeconds: number;
  /** How long a CDN may serve a stale page while it fetches a fresh one. */
  staleSeconds: number;
  /** The request header the CDN worker sets (QUIRE_CACHE_EDGE_HEADER); null: no edge in front, the server is its own. */
  edgeHeader: string | null;
  /** Internal networks (exact addresses, IPv4 CIDR blocks, or prefixes ending in '.' or ':'), never cached. */
  internalNetworks: readonly string[];
  /** The CDN's purge endpoint (QUIRE_PURGE_URL), or null. */
  purge: Omit<HttpPurgerOptions, 'fetch' | 'logError'> | null;
  /**
   * Issue 20, read replicas: every purge is sent again this many ms later (http/read-routing.ts
   * READ_YOUR_WRITES_MS), so a page rendered from a replica that had not yet replayed the change, and cached in
   * the moment after the first purge, does not outlive the replica's lag. Absent or null: once.
   */
  repurgeAfterMs?: number | null;
};

export const DEFAULT_EDGE_CACHE: EdgeCacheConfig = {
  inProcess: { maxEntries: 2000, maxBytes: 64 * 1024 * 1024, ttlMs: 300_000 },
  ttlSeconds: 300,
  staleSeconds: 60,
  edgeHeader: null,
  internalNetworks: [],
  purge: null,
};

function ipv4(address: string): number | null {
  const parts = address.replace(/^::ffff:/, '').split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    const v = Number(p);
    if (!/^\d{1,3}$/.test(p) || v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

export function inNetworks(address: string, networks: readonly string[]): boolean {
  return networks.some((network) => {
    const slash = network.indexOf('/');
    if (slash > 0) {
      const base = ipv4(network.slice(0, slash));
      const bits = Number(network.slice(slash + 1));
      const a = ipv4(address);
      if (base === null || a === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
      const size = 2 ** (32 - bits);
      return Math.floor(a / size) === Math.floor(base / size);
    }
    if (network.endsWith('.') || network.endsWith(':')) return address.replace(/^::ffff:/, '').startsWith(network);
    return address === network || address === `::ffff:${network}`;
  });
}

export type CacheState = 'HIT' | 'MISS' | 'BYPASS';

/** Who the visitor is, as far as the cache goes: signed in, staff (QUIRE_STAFF_USERNAMES), may read suspended stories. */
export type CacheViewer = { loggedIn: boolean; staff: boolean; canViewSuspendedContent: boolean };
export const ANONYMOUS_CACHE_VIEWER: CacheViewer = { loggedIn: false, staff: false, canViewSuspendedContent: false };

export type EdgeCache = ReturnType<typeof createEdgeCache>;

export function createEdgeCache(
  config: EdgeCacheConfig,
  deps: {
    now: () => Date;
    logError: (error: unknown, context: string) => void;
    fetch?: typeof fetch;
    /** Issue 20: the store's LISTEN/NOTIFY, so purges reach every process's in-process cache. */
    bus?: InvalidationBus | undefined;
  },
) {
  const memory = config.inProcess ? new MemoryPageCache(config.inProcess) : null;
  /** Names this process on the purge channel, so it skips its own notices. */
  const processId = randomUUID();
  // Issue 19: the reads every reader shares, kept seconds and purged with the pages (shared-reads.ts); null: off.
  const sharedTtl = config.sharedReadsTtlMs === undefined ? SHARED_READS_TTL_MS : config.sharedReadsTtlMs;
  const shared = sharedTtl === null ? null : new SharedReadCache(sharedTtl);
  // What this process keeps and purges itself; other processes' purges reach it through the bus (issue 20).
  const local: CachePurger[] = [...(memory ? [memory] : []), ...(shared ? [shared] : [])];
  const bus = deps.bus && local.length > 0 ? deps.bus : null;
  const purgers: CachePurger[] = [
    ...local,
    ...(bus ? [notifyingPurger(bus, processId)] : []),
    ...(config.purge ? [httpCachePurger({ ...config.purge, fetch: deps.fetch, logError: deps.logError })] : []),
  ];
  /** Resolves once this process listens for the others' purges (at once without a bus); gives the way to stop. */
  const listening: Promise<() => Promise<void>> = bus
    ? listenForPurges(
        bus,
        processId,
        fanOutPurger(local, deps.logError),
        async () => {
          memory?.clear();
          shared?.clear();
        },
        deps.logError,
      )
    : Promise.resolve(async () => {});
  const once = fanOutPurger(purgers, deps.logError);
  // What one reader's writes purge (readerTag): the reads kept for them here and in the other processes; no page
  // is kept per reader, so neither the page cache nor a CDN is asked.
  const readers: CachePurger | null = shared ? fanOutPurger([shared, ...(bus ? [notifyingPurger(bus, processId)] : [])], deps.logError) : null;
  const repurgeAfterMs = config.repurgeAfterMs ?? null;
  const repurges = new Set<NodeJS.Timeout>();
  const purger: CachePurger =
    repurgeAfterMs === null
      ? once
      : {
          async purge(tags) {
            await once.purge(tags);
            if (tags.length === 0) return;
            const timer = setTimeout(() => {
              repurges.delete(timer);
              void once.purge(tags);
            }, repurgeAfterMs);
            timer.unref();
            repurges.add(timer);
          },
        };
  const changes: ContentChanges = contentChanges(purger);

  function edgeOf(request: Request): EdgeCacheRequest['edge'] {
    if (!config.edgeHeader) return 'cache';
    const value = request.headers.get(config.edgeHeader);
    if (value === null || value === '') return null;
    return value.toLowerCase() === 'bypass' ? 'bypass' : 'cache';
  }

  return {
    config,
    memory,
    listening,
    /** Stops listening for purges (before the store closes). */
    async close(): Promise<void> {
      for (const timer of repurges) clearTimeout(timer);
      repurges.clear();
      const stop = await listening.catch(() => null);
      await stop?.();
    },
    shared,
    readers,
    purger,
    changes,
    /**
     * What the request says about its visitor. Quire has no way for staff to act as another user, so no
     * session is ever spoofed; the decision would bypass the cache for one.
     */
    requestOf(request: Request, network: string, viewer: CacheViewer = ANONYMOUS_CACHE_VIEWER): EdgeCacheRequest {
      return {
        edge: edgeOf(request),
        loggedIn: viewer.loggedIn,
        spoofedSession: false,
        internalIp: inNetworks(network, config.internalNetworks),
        staff: viewer.staff,
        // Crawlers and link previewers: §6 keeps them out of the cache, by the same rule as analytics.
        bot: isBotUserAgent(request.headers.get('user-agent')),
        canViewSuspendedContent: viewer.canViewSuspendedContent,
      };
    },
    reasonsOf: requestReasons,
    /** Host, path and the query (already cut to the route's allow-list by the canonical redirect). */
    keyOf: (url: URL) => `${url.host.toLowerCase()}${url.pathname}${url.search}`,
    lookup(key: string): CachedPage | null {
      return memory?.get(key, deps.now().getTime()) ?? null;
    },
    /** Take before reading what a page shows; `store` with it keeps no page a purge overtook meanwhile. */
    generation: (): number => memory?.generation ?? 0,
    store(key: string, page: Omit<CachedPage, 'storedAt'>, generation?: number): void {
      memory?.set(key, { ...page, tags: [...page.tags, SITE_TAG], storedAt: deps.now().getTime() }, generation);
    },
    /** Cache-Control, Surrogate-Key and the debug header for a decision. */
    headers(decision: EdgeCacheDecision, state: CacheState): Record<string, string> {
      if (decision.group === 'Enabled') {
        return {
          'cache-control': `public, max-age=0, s-maxage=${config.ttlSeconds}, stale-while-revalidate=${config.staleSeconds}`,
          'surrogate-key': [...decision.tags, SITE_TAG].join(' '),
          'x-quire-cache': state,
        };
      }
      return {
        'cache-control': decision.reasons.includes('LOGGED_IN') ? 'private, no-cache' : 'no-cache',
        'x-quire-cache': `BYPASS; reason=${reasonText(decision.reasons)}`,
      };
    },
  };
}

export { SITE_TAG };

export function reasonText(reasons: readonly EdgeCacheReason[]): string {
  return reasons.length ? reasons.map((r) => REASON_TEXT[r]).join(', ') : 'not a cached page';
}
