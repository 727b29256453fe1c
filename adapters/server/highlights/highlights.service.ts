// Highlights and reading history (issue 16, part 4): what the mutations and the quotes path do. Each call checks
// the input with core's rules (core/highlights/), lets the store apply it atomically (idempotent per reader and
// range), and purges the story's cached page when its 'Top highlight' changed — the one part of highlighting a
// logged-out reader's cached page shows (a reader's own highlights are only on signed-in pages, never cached).
//
// Results are values: { ok: true, … } or an error kind with a message the reader sees as is.
import type { Notifier } from '../../../core/ports/notifications-repository.port.ts';
import { lockedPreview } from '../../../core/content/access.ts';
import { postTag } from '../../../core/edge-cache/edge-cache.ts';
import {
  checkHighlight,
  HIGHLIGHTS_CREATED_LIMIT,
  tooManyHighlightsMessage,
  topHighlight,
  TOP_HIGHLIGHT_MIN_READERS,
  type HighlightRange,
  type PassageCount,
} from '../../../core/highlights/highlight.ts';
import { shouldRecordRead } from '../../../core/highlights/reading-history.ts';
import { consume, type RateCounter, type RateLimit } from '../../../core/limits/rate-limit.ts';
import type { CachePurger } from '../../../core/ports/cache-purger.port.ts';
import type { HighlightablePost, HighlightRecord, HighlightsRepository } from '../../../core/ports/highlights-repository.port.ts';
import type { ReadingHistoryEntry, ReadingHistoryRepository } from '../../../core/ports/reading-history-repository.port.ts';

export type HighlightsError =
  | { ok: false; kind: 'BadRequest'; message: string }
  | { ok: false; kind: 'NotFound'; message: string }
  | { ok: false; kind: 'RateLimited'; message: string; retryAfterSeconds: number };

export type HighlightsResult<T> = ({ ok: true } & T) | HighlightsError;

export const HIGHLIGHT_SERVICE_MESSAGES = {
  noStory: 'There is no such story.',
  noHighlight: 'There is no such highlight of yours.',
  badTime: 'That reading time is not valid.',
} as const;

const NOT_FOUND: HighlightsError = { ok: false, kind: 'NotFound', message: HIGHLIGHT_SERVICE_MESSAGES.noStory };

export type HighlightsDeps = {
  highlights: HighlightsRepository;
  history: ReadingHistoryRepository;
  /** The edge cache's purger; null where no cache stands in front. */
  purger: CachePurger | null;
  rateLimits: RateCounter | null;
  now: () => Date;
  /** How many highlights a reader may make (HIGHLIGHTS_CREATED_LIMIT); tests lower it. */
  createLimit?: RateLimit;
  /** Issue 17: the writer hears of highlights of their story (grouped per story and day). */
  notifier?: Notifier | null;
};

export type HighlightsService = ReturnType<typeof createHighlightsService>;

export function createHighlightsService(deps: HighlightsDeps) {
  const { highlights, history, purger, now } = deps;

  async function topOf(post: HighlightablePost): Promise<PassageCount | null> {
    return topHighlight(post.body, await highlights.mostHighlighted(post.id, TOP_HIGHLIGHT_MIN_READERS));
  }

  /**
   * Purges the story's cached page when this change may have moved its 'Top highlight': only a passage with at
   * least TOP_HIGHLIGHT_MIN_READERS readers (before or after the change) can be or become the top one, so a
   * passage one reader alone highlighted never costs a purge. Conservative: a tie elsewhere may purge needlessly.
   */
  async function purgeIfTopMayMove(postId: string, range: HighlightRange, readersBefore: number): Promise<void> {
    if (!purger) return;
    if (readersBefore >= TOP_HIGHLIGHT_MIN_READERS || (await highlights.readersOf(postId, range)) >= TOP_HIGHLIGHT_MIN_READERS) {
      await purger.purge([postTag(postId)]);
    }
  }

  return {
    /** Top highlight of a story, as the post page shows it; null when none has two readers. */
    async topHighlightOf(postId: string): Promise<PassageCount | null> {
      const post = await highlights.highlightablePost(postId);
      return post ? topOf(post) : null;
    },

    /**
     * Creates the viewer's highlight on a story they can read, within what they can read (a locked story's
     * preview for a reader who is not a member). Asking again for the same range answers the same highlight.
     */
    async create(viewerId: string, input: HighlightRange & { postId: string }, access: { isMember: boolean }): Promise<HighlightsResult<{ highlight: HighlightRecord; created: boolean }>> {
      const post = await highlights.highlightablePost(input.postId);
      if (!post) return NOT_FOUND;
      const readsAll = !post.isLocked || access.isMember || post.creatorId === viewerId;
      const checked = checkHighlight(readsAll ? post.body : lockedPreview(post.body), input, post.body);
      if (!checked.ok) return { ok: false, kind: 'BadRequest', message: checked.message };
      if (deps.rateLimits) {
        const decision = await consume(deps.rateLimits, deps.createLimit ?? HIGHLIGHTS_CREATED_LIMIT, viewerId, now().getTime());
        if (!decision.ok) return { ok: false, kind: 'RateLimited', message: tooManyHighlightsMessage(decision.retryAfterSeconds), retryAfterSeconds: decision.retryAfterSeconds };
      }
      const { record, created } = await highlights.create({ userId: viewerId, postId: post.id, ...checked.range, quote: checked.quote, now: now() });
      if (created) {
        await purgeIfTopMayMove(post.id, checked.range, 0);
        await deps.notifier?.notify({ kind: 'HIGHLIGHT', recipientId: post.creatorId, actorId: viewerId, postId: post.id });
      }
      return { ok: true, highlight: record, created };
    },

    async delete(viewerId: string, highlightId: string): Promise<HighlightsResult<{ highlight: HighlightRecord }>> {
      const removed = await highlights.delete(viewerId, highlightId);
      if (!removed) return { ok: false, kind: 'NotFound', message: HIGHLIGHT_SERVICE_MESSAGES.noHighlight };
      const range: HighlightRange = { startParagraph: removed.startParagraph, startOffset: removed.startOffset, endParagraph: removed.endParagraph, endOffset: removed.endOffset };
      if (purger) await purgeIfTopMayMove(removed.postId, range, (await highlights.readersOf(removed.postId, range)) + 1);
      return { ok: true, highlight: removed };
    },

    /** recordPostRead: once after a story page hydrates; nothing while paused, nothing for the reader's own story. */
    async recordRead(viewerId: string, postId: string): Promise<HighlightsResult<{ recorded: boolean }>> {
      const post = await highlights.highlightablePost(postId);
      if (!post) return NOT_FOUND;
      const decision = shouldRecordRead({ paused: false, readerId: viewerId, creatorId: post.creatorId, readable: true });
      if (!decision.record) return { ok: true, recorded: false };
      // The pause is checked in the same statement as the write (reading-history.repository.ts).
      return { ok: true, recorded: await history.record(viewerId, postId, now()) };
    },

    async removeFromHistory(viewerId: string, postId: string): Promise<HighlightsResult<{ entry: ReadingHistoryEntry }>> {
      const entry = await history.remove(viewerId, postId);
      return entry ? { ok: true, entry } : { ok: false, kind: 'NotFound', message: 'That story is not in your reading history.' };
    },

    /** The Undo of a remove: the entry comes back with the time it had (never a time in the future). */
    async restoreToHistory(viewerId: string, postId: string, lastReadAt: number): Promise<HighlightsResult<{ entry: ReadingHistoryEntry }>> {
      if (!Number.isFinite(lastReadAt) || lastReadAt < 0 || lastReadAt > now().getTime()) return { ok: false, kind: 'BadRequest', message: HIGHLIGHT_SERVICE_MESSAGES.badTime };
      const post = await highlights.highlightablePost(postId);
      if (!post) return NOT_FOUND;
      const entry = { postId, lastReadAt: new Date(lastReadAt) };
      await history.restore(viewerId, entry);
      return { ok: true, entry };
    },

    clearHistory: (viewerId: string): Promise<number> => history.clear(viewerId),

    async setPaused(viewerId: string, paused: boolean): Promise<boolean> {
      await history.setPaused(viewerId, paused);
      return paused;
    },
  };
}
