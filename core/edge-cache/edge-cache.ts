// platform-reference §4 and §9: the edge-cache decision's inputs, reasons and surrogate tags. The machine
// (edge-cache.machine.ts) folds the events these functions derive; nothing here touches the request.

/** The cache experiment group: Disabled wins; otherwise a non-control group wins; Control caches nothing. */
export type EdgeCacheGroup = 'Control' | 'Enabled' | 'Disabled';

/** Why a page is not cached (§9, §6). */
export type EdgeCacheReason =
  | 'NOT_SET_BY_EDGE'
  | 'SPOOFED_SESSION'
  | 'INTERNAL_IP'
  | 'STAFF'
  | 'NOT_USING_CACHE_WORKER'
  | 'BOT'
  | 'LOGGED_IN'
  | 'DRAFT_POST'
  | 'SUSPENDED_POST';

/** The words of each reason, as the debug header and logs show them. */
export const REASON_TEXT: Readonly<Record<EdgeCacheReason, string>> = {
  NOT_SET_BY_EDGE: 'not set by the edge',
  SPOOFED_SESSION: 'spoofed session',
  INTERNAL_IP: 'internal IP',
  STAFF: 'staff user',
  NOT_USING_CACHE_WORKER: 'not using the cache worker',
  BOT: 'bot',
  LOGGED_IN: 'logged in',
  DRAFT_POST: 'This is a draft post',
  SUSPENDED_POST: 'suspended post, viewer may see suspended content',
};

/**
 * Every cached page also carries this key, so a change that touches every page (a flag turned on or off for
 * everyone) purges them all at once, in process and at a CDN.
 */
export const SITE_TAG = 'quire-pages';

/** §9: the home page's tag. */
export const HOME_TAG = 'group-edgeCacheHome';
export const postTag = (postId: string) => `post-${postId}`;
export const userTag = (userId: string) => `user-${userId}`;
export const collectionTag = (collectionId: string) => `collection-${collectionId}`;
export const tagTag = (tagSlug: string) => `tag-${tagSlug}`;
/**
 * Issue 19: what one reader's own writes change — their follows, mutes, claps, reading history and For you signals.
 * Never on a page (pages are not kept per reader); it purges the reads kept for that reader in process.
 */
export const readerTag = (userId: string) => `reader-${userId}`;

/**
 * What the request says about the visitor. `edge` is what the edge (CDN worker) in front said: 'cache'
 * when it sent the request through its cache worker, 'bypass' when it did not use it, null when it set
 * nothing. With no edge in front, the server's own cache is the edge and says 'cache'.
 */
export type EdgeCacheRequest = {
  edge: 'cache' | 'bypass' | null;
  loggedIn: boolean;
  spoofedSession: boolean;
  internalIp: boolean;
  staff: boolean;
  bot: boolean;
  /** The viewer's can_view_suspended_content flag. */
  canViewSuspendedContent: boolean;
};

/** What the page is, as far as caching goes (§9). Any other page stays in Control: not cached. */
export type EdgeCachePage =
  | { kind: 'home' }
  | { kind: 'post'; postId: string; creatorId: string; collectionId: string | null; isPublished: boolean; isSuspended: boolean }
  | { kind: 'topic'; tagSlug: string }
  /** Issue 22: a publication's homepage and its pages, purged by its tag when its settings or stories change. */
  | { kind: 'publication'; publicationId: string }
  | { kind: 'other' };

export type EdgeCacheEvent =
  | { type: 'edgeCache.enable'; tags: readonly string[] }
  | { type: 'edgeCache.disable'; reason: EdgeCacheReason };

/** The request's reasons, in the order §9 lists them. */
export function requestReasons(request: EdgeCacheRequest): EdgeCacheReason[] {
  const reasons: EdgeCacheReason[] = [];
  if (request.edge === null) reasons.push('NOT_SET_BY_EDGE');
  if (request.spoofedSession) reasons.push('SPOOFED_SESSION');
  if (request.internalIp) reasons.push('INTERNAL_IP');
  if (request.staff) reasons.push('STAFF');
  if (request.edge === 'bypass') reasons.push('NOT_USING_CACHE_WORKER');
  if (request.bot) reasons.push('BOT');
  if (request.loggedIn) reasons.push('LOGGED_IN');
  return reasons;
}

/** The page's own events: enabled with its tags, or disabled with its reason. */
export function pageEvents(page: EdgeCachePage, request: Pick<EdgeCacheRequest, 'canViewSuspendedContent'>): EdgeCacheEvent[] {
  switch (page.kind) {
    case 'home':
      return [{ type: 'edgeCache.enable', tags: [HOME_TAG] }];
    case 'topic':
      return [{ type: 'edgeCache.enable', tags: [tagTag(page.tagSlug)] }];
    case 'publication':
      return [{ type: 'edgeCache.enable', tags: [collectionTag(page.publicationId)] }];
    case 'post': {
      if (!page.isPublished) return [{ type: 'edgeCache.disable', reason: 'DRAFT_POST' }];
      if (page.isSuspended && request.canViewSuspendedContent) return [{ type: 'edgeCache.disable', reason: 'SUSPENDED_POST' }];
      const tags = [postTag(page.postId), userTag(page.creatorId), ...(page.collectionId ? [collectionTag(page.collectionId)] : [])];
      return [{ type: 'edgeCache.enable', tags }];
    }
    case 'other':
      return [];
  }
}

/** Every event of a decision: the request's reasons first, then the page's rules. */
export function decisionEvents(request: EdgeCacheRequest, page: EdgeCachePage): EdgeCacheEvent[] {
  return [...requestReasons(request).map((reason) => ({ type: 'edgeCache.disable', reason }) as const), ...pageEvents(page, request)];
}

/** §4: two groups combined — a disabled group stays disabled; otherwise a non-control group wins. */
export function combineGroups(a: EdgeCacheGroup, b: EdgeCacheGroup): EdgeCacheGroup {
  if (a === 'Disabled' || b === 'Disabled') return 'Disabled';
  return a === 'Control' ? b : a;
}
