// Issue 16 claps: what the clap mutation and POST /_/vote/p/{postId} do — one service for both. A clap is
// checked with core's rules (core/claps/clap-rules.ts: 1..50 claps, a client id, a signed-in reader who is not
// the writer, a story they may read — a member-only story needs a membership), counted against the reader's
// pace in the store (generous: CLAP_REQUESTS_LIMIT), applied by the store in one statement, and then reaches the
// cached pages (README "Caching"): the story's own page is purged at once, and the listings that show its count
// (home, its tags) by one job per story per minute, so a clap storm costs one listing purge a minute.
import { canReadFullPost } from '../../../core/content/access.ts';
import { catalogClapTarget, CLAP_MESSAGES, clapRefusal, readClapRequest } from '../../../core/claps/clap-rules.ts';
import { HOME_TAG, postTag, tagTag } from '../../../core/edge-cache/edge-cache.ts';
import DataLoader from 'dataloader';
import { judge, type RateCounter, type RateDecision, type RateLimit } from '../../../core/limits/rate-limit.ts';
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';
import type { ClappablePost, ClapsRepository, ClapTotals } from '../../../core/ports/claps-repository.port.ts';
import type { JobHandler, JobQueue } from '../../../core/ports/job-queue.port.ts';

/** Clap requests per reader: generous (a held button sends one request per burst), but a script is stopped. */
export const CLAP_REQUESTS_LIMIT: RateLimit = { name: 'claps.requests', max: 600, windowMs: 10 * 60 * 1000 };

/** The job that purges the listings showing a story's count, and its key: one per story per minute. */
export const COUNTS_CHANGED_JOB = 'claps.counts-changed';
export const countsChangedKey = (postId: string, minute: number): string => `counts-changed:${postId}:${minute}`;
export type CountsChangedPayload = { postId: string };

export type ClapError = { ok: false; kind: 'BadRequest' | 'Unauthorized' | 'NotFound'; message: string };
export type ClapResult = ({ ok: true } & ClapTotals) | ClapError;

export type ClapsDeps = {
  claps: ClapsRepository;
  /** Whether the reader holds an active membership (reads member-only stories). */
  isMember: (userId: string) => Promise<boolean>;
  rateLimits: RateCounter | null;
  /** The edge cache's purger; null where no cache stands in front. */
  purger: CachePurger | null;
  jobs: JobQueue | null;
  now: () => Date;
  /**
   * Issue 17: the writer hears of claps (grouped per story and day). The store writes the notification in the clap's
   * own statement (ClapRequest.notify), so a clap costs no second write; false where nobody is notified.
   */
  notifyWriters?: boolean;
};

export type ClapsService = ReturnType<typeof createClapsService>;

const MINUTE_MS = 60_000;

export function createClapsService(deps: ClapsDeps) {
  const { claps, now } = deps;

  /**
   * The reader's pace, counted in the store: the clap requests that arrive together (a batch of 20 in one HTTP
   * request) are counted in one statement per reader, `units` at once, and each is judged by the count it would
   * have seen alone (the i-th of n by total − n + i + 1) — the same decisions as one hit each, one round trip. No
   * state outlives the tick (cache: false): the count lives in the store.
   */
  const pace = new DataLoader<string, RateDecision>(
    async (viewerIds) => {
      const at = now().getTime();
      const counter = deps.rateLimits!;
      const totals = new Map<string, number>();
      for (const id of viewerIds) totals.set(id, (totals.get(id) ?? 0) + 1);
      const counted = new Map(await Promise.all([...totals].map(async ([id, n]) => [id, await counter.hit(CLAP_REQUESTS_LIMIT, id, at, n)] as const)));
      const seen = new Map<string, number>();
      return viewerIds.map((id) => {
        const i = seen.get(id) ?? 0;
        seen.set(id, i + 1);
        const count = counted.get(id)!;
        return judge(CLAP_REQUESTS_LIMIT, { count: count.count - totals.get(id)! + i + 1, windowStart: count.windowStart }, at);
      });
    },
    { cache: false },
  );

  async function readable(post: ClappablePost | null, viewerId: string): Promise<boolean> {
    if (!post || post.publishedAt === null || post.deletedAt !== null || post.suspendedAt !== null) return false;
    if (!post.isLocked || post.creatorId === viewerId) return true;
    return canReadFullPost(post, { isMember: await deps.isMember(viewerId), userId: viewerId });
  }

  /**
   * The listings' job, one per story per minute (run at the minute's end): the claps that arrive together (a
   * batch) enqueue theirs in one write, a story named twice once.
   */
  const countsJobs = new DataLoader<string, true>(
    async (postIds) => {
      const jobs = deps.jobs!;
      const minute = Math.floor(now().getTime() / MINUTE_MS);
      const options = (postId: string) => ({ runAt: new Date((minute + 1) * MINUTE_MS), key: countsChangedKey(postId, minute) });
      const unique = [...new Set(postIds)];
      if (jobs.enqueueMany) await jobs.enqueueMany(unique.map((postId) => ({ kind: COUNTS_CHANGED_JOB, payload: { postId } satisfies CountsChangedPayload, options: options(postId) })));
      else for (const postId of unique) await jobs.enqueue(COUNTS_CHANGED_JOB, { postId } satisfies CountsChangedPayload, options(postId));
      return postIds.map(() => true as const);
    },
    { cache: false },
  );

  /** The story's page at once; the listings by one job per story per minute. */
  async function countsChanged(postId: string): Promise<void> {
    if (deps.purger) await deps.purger.purge([postTag(postId)]);
    if (deps.jobs) await countsJobs.load(postId);
  }

  /** The checks every clap passes first, whatever it claps: signed in, a well-formed request, the reader's pace. */
  async function admit(viewerId: string | null, input: { clientId: unknown; claps: unknown }) {
    if (viewerId === null) return { ok: false as const, error: { ok: false, kind: 'Unauthorized', message: CLAP_MESSAGES.signIn } satisfies ClapError };
    const request = readClapRequest(input);
    if (!request.ok) return { ok: false as const, error: { ok: false, kind: 'BadRequest', message: request.message } satisfies ClapError };
    if (deps.rateLimits) {
      const decision = await pace.load(viewerId);
      if (!decision.ok) return { ok: false as const, error: { ok: false, kind: 'BadRequest', message: CLAP_MESSAGES.tooFast } satisfies ClapError };
    }
    return { ok: true as const, viewerId, request };
  }

  return {
    async clap(viewerId: string | null, input: { postId: string; clientId: unknown; claps: unknown }): Promise<ClapResult> {
      const admitted = await admit(viewerId, input);
      if (!admitted.ok) return admitted.error;
      const { request } = admitted;
      viewerId = admitted.viewerId;
      // The fast path: a story free to read and not the reader's own claps in one statement with no read before it;
      // anything else (nothing written) goes through the full checks below.
      const notify = deps.notifyWriters === true;
      const fast = await claps.clap({ postId: input.postId, userId: viewerId, clientId: request.clientId, claps: request.claps, now: now(), unchecked: true, notify });
      if (fast.ok) {
        if (fast.added > 0) await countsChanged(input.postId);
        return { ok: true, clapCount: fast.clapCount, viewerClapCount: fast.viewerClapCount };
      }
      const post = await claps.clappable(input.postId);
      const refusal = clapRefusal(post && { creatorId: post.creatorId, readable: await readable(post, viewerId) }, viewerId);
      if (refusal === 'notAvailable') return { ok: false, kind: 'NotFound', message: CLAP_MESSAGES.notAvailable };
      if (refusal === 'ownStory') return { ok: false, kind: 'BadRequest', message: CLAP_MESSAGES.ownStory };
      const outcome = await claps.clap({ postId: input.postId, userId: viewerId, clientId: request.clientId, claps: request.claps, now: now(), notify });
      if (!outcome.ok) return { ok: false, kind: 'NotFound', message: CLAP_MESSAGES.notAvailable };
      if (outcome.added > 0) await countsChanged(input.postId);
      return { ok: true, clapCount: outcome.clapCount, viewerClapCount: outcome.viewerClapCount };
    },

    /**
     * A clap on a list (reader-experience §3 Catalog.clappers): the same checks, the same 50 per reader and the same
     * one statement as a story's; a public list only, never its owner's own. A list's page is never cached
     * (core/edge-cache: 'other'), so nothing is purged.
     */
    async clapCatalog(viewerId: string | null, input: { catalogId: string; clientId: unknown; claps: unknown }): Promise<ClapResult> {
      const admitted = await admit(viewerId, input);
      if (!admitted.ok) return admitted.error;
      const list = await claps.clappableCatalog(input.catalogId);
      const refusal = clapRefusal(catalogClapTarget(list, admitted.viewerId), admitted.viewerId);
      if (refusal === 'notAvailable') return { ok: false, kind: 'NotFound', message: CLAP_MESSAGES.listNotAvailable };
      if (refusal === 'ownStory') return { ok: false, kind: 'BadRequest', message: CLAP_MESSAGES.ownList };
      const outcome = await claps.clapCatalog({ catalogId: input.catalogId, userId: admitted.viewerId, clientId: admitted.request.clientId, claps: admitted.request.claps, now: now() });
      if (!outcome.ok) return { ok: false, kind: 'NotFound', message: CLAP_MESSAGES.listNotAvailable };
      return { ok: true, clapCount: outcome.clapCount, viewerClapCount: outcome.viewerClapCount };
    },

    /** The job: purge home and the story's tag pages, which show its count on their cards. */
    async purgeListings(postId: string): Promise<void> {
      if (!deps.purger) return;
      const tags = await claps.tagSlugsOf(postId);
      await deps.purger.purge([HOME_TAG, ...tags.map(tagTag)]);
    },
  };
}

export function clapsJobHandlers(service: Pick<ClapsService, 'purgeListings'>): Record<string, JobHandler> {
  const handler: JobHandler<CountsChangedPayload> = async (job) => {
    if (typeof job.payload?.postId !== 'string') return;
    await service.purgeListings(job.payload.postId);
  };
  return { [COUNTS_CHANGED_JOB]: handler as JobHandler };
}
