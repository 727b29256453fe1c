// Responses (issue 16): what the responses mutations do. Each call checks the input with core's rules
// (core/responses/responses.ts), who may act (mayHide, mayLock), counts the reader's pace in the store
// (RESPONSES_LIMIT), lets the store apply the change in one statement (adapters/postgres/responses.repository.ts:
// the parent's count moves in that statement), then purges the cached pages whose counts changed.
//
// Cache decision: a story page cached for logged-out readers carries its responses count in the action bar, so
// a response, a hide, an unhide or a closed discussion purges the parent story's page (postTag) and the
// response's own; responses are rare next to page views (unlike claps), so the purge costs little. Feeds are not
// purged: cards read their counts with the page and a stale count on a cached home page lives one TTL.
//
// A list's responses (migration 0026) go through the same calls with a parent of kind CATALOG: a list's page is
// never cached (core/edge-cache: 'other'), so only the response's own page is purged for them.
//
// Results are values: { ok: true, … } or an error kind with the message the panel shows as is.
import { randomBytes } from 'node:crypto';
import { readBodyJson } from '../../../core/content/paragraph.ts';
import { readingTimeMinutes } from '../../../core/content/post-lifecycle.ts';
import { consume, type RateCounter } from '../../../core/limits/rate-limit.ts';
import type { ResponseParent, ResponseRow, ResponsesRepository } from '../../../core/ports/responses-repository.port.ts';
import type { Notifier } from '../../../core/ports/notifications-repository.port.ts';
import { mentionedUsernames } from '../../../core/notifications/notification-wording.ts';
import {
  checkResponseBody,
  isClientId,
  mayHide,
  mayLock,
  noParentMessage,
  respondRefusal,
  RESPONSE_MESSAGES,
  RESPONSES_LIMIT,
  type ResponseParentRef,
} from '../../../core/responses/responses.ts';
import type { ContentChanges } from '../edge-cache/content-changes.ts';

export type ResponsesError =
  | { ok: false; kind: 'BadRequest'; message: string }
  | { ok: false; kind: 'Forbidden'; message: string }
  | { ok: false; kind: 'NotFound'; message: string };

export type ResponsesResult<T> = ({ ok: true } & T) | ResponsesError;

const badRequest = (message: string): ResponsesError => ({ ok: false, kind: 'BadRequest', message });
const forbidden = (message: string): ResponsesError => ({ ok: false, kind: 'Forbidden', message });
const notFound = (message: string): ResponsesError => ({ ok: false, kind: 'NotFound', message });

export type ResponsesDeps = {
  responses: ResponsesRepository;
  changes: ContentChanges | null;
  now: () => Date;
  newId?: () => string;
  rateLimits?: RateCounter | null;
  /** Issue 17: the story's writer (a response), the response's writer (a reply) and '@username's (a mention) hear of it. */
  notifier?: Notifier | null;
  /** The ids of the readers named by '@username' (mentions); absent: mentions notify no one. */
  userIdsOf?: (usernames: readonly string[]) => Promise<string[]>;
};

export type ResponsesService = ReturnType<typeof createResponsesService>;

/** A parent named by a post id (the calls' first shape) or by kind and id. */
export type ParentName = string | ResponseParentRef;
const refOf = (parent: ParentName): ResponseParentRef => (typeof parent === 'string' ? { kind: 'POST', id: parent } : parent);

export function createResponsesService(deps: ResponsesDeps) {
  const { responses, changes, now } = deps;
  const newId = deps.newId ?? (() => randomBytes(6).toString('hex'));

  /** The pages whose counts changed: the parent's (its count), the thread's story (its panel) and the response's own. */
  async function purge(parent: ResponseParent, response: ResponseRow): Promise<void> {
    if (!changes) return;
    const ids = new Set([...(parent.kind === 'POST' ? [parent.id] : []), ...(parent.rootKind === 'POST' ? [parent.rootId] : []), response.id]);
    for (const id of ids) await changes.postChanged({ id, creatorId: id === response.id ? response.creatorId : parent.creatorId, publicationId: null });
  }

  /** A new response notifies the writer it answers; each '@username' it names hears once (not twice as the parent's writer). */
  async function notifyOfResponse(viewerId: string, parent: ResponseParent, responseId: string, text: string): Promise<void> {
    const notifier = deps.notifier;
    if (!notifier) return;
    // A list's thread has no story: the notification is about the response, which links to its own page.
    const about = { actorId: viewerId, postId: parent.rootKind === 'POST' ? parent.rootId : null, responseId };
    await notifier.notify({ kind: parent.type === 'RESPONSE' ? 'REPLY' : 'RESPONSE', recipientId: parent.creatorId, ...about });
    const usernames = mentionedUsernames(text);
    if (usernames.length === 0 || !deps.userIdsOf) return;
    try {
      for (const id of await deps.userIdsOf(usernames.slice(0, 20))) if (id !== parent.creatorId) await notifier.notify({ kind: 'MENTION', recipientId: id, ...about });
    } catch {
      // A mention never fails the response.
    }
  }

  /** The parent a hide or unhide names, and whether the viewer may moderate its replies. */
  async function moderation(viewerId: string, name: ParentName, responseId: string) {
    const ref = refOf(name);
    const parent = await responses.parentOf(ref.id, ref.kind);
    if (!parent || respondRefusal(parent, viewerId) === 'noParent') return { ok: false as const, error: notFound(noParentMessage(ref.kind)) };
    const response = await responses.responseById(responseId);
    if (!response || response.parentId !== ref.id || response.parentKind !== ref.kind) return { ok: false as const, error: notFound(RESPONSE_MESSAGES.notAResponse) };
    if (!mayHide(viewerId, { storyAuthorId: parent.rootCreatorId, parentAuthorId: parent.creatorId })) return { ok: false as const, error: forbidden(RESPONSE_MESSAGES.mayNotHide) };
    return { ok: true as const, parent, response };
  }

  return {
    /** A response (or a reply) published at once; a retry with the same client id answers the same response. */
    async publish(
      viewerId: string,
      input: { parent: ResponseParentRef; bodyModel: string; clientId: string },
    ): Promise<ResponsesResult<{ row: ResponseRow; parent: ResponseParent; created: boolean }>> {
      if (!isClientId(input.clientId)) return badRequest(RESPONSE_MESSAGES.badClientId);
      const read = readBodyJson(input.bodyModel);
      if (!read.ok) return badRequest(read.message);
      const checked = checkResponseBody(read.body);
      if (!checked.ok) return badRequest(checked.message);
      const parent = await responses.parentOf(input.parent.id, input.parent.kind);
      const refusal = respondRefusal(parent, viewerId);
      if (refusal === 'noParent' || !parent) return notFound(noParentMessage(input.parent.kind));
      if (refusal === 'parentGone') return notFound(RESPONSE_MESSAGES.parentGone);
      if (refusal === 'closed') return badRequest(RESPONSE_MESSAGES.closed);
      if (deps.rateLimits) {
        const decision = await consume(deps.rateLimits, RESPONSES_LIMIT, viewerId, now().getTime());
        if (!decision.ok) return badRequest(RESPONSE_MESSAGES.tooFast(decision.retryAfterSeconds));
      }
      const outcome = await responses.publish({
        id: newId(),
        creatorId: viewerId,
        parent,
        clientId: input.clientId,
        title: checked.title,
        body: checked.body,
        readingTime: readingTimeMinutes(checked.body, '', ''),
        now: now(),
      });
      if (!outcome.ok) {
        if (outcome.error === 'CLOSED') return badRequest(RESPONSE_MESSAGES.closed);
        if (outcome.error === 'CLIENT_ID_TAKEN') return badRequest(RESPONSE_MESSAGES.badClientId);
        return notFound(RESPONSE_MESSAGES.parentGone);
      }
      if (outcome.created) {
        await purge(parent, outcome.row);
        await notifyOfResponse(viewerId, parent, outcome.row.id, checked.body.map((p) => p.text).join('\n'));
      }
      return { ok: true, row: outcome.row, parent, created: outcome.created };
    },

    /** reader-experience §5: hide a response (the toast's Undo unhides it); idempotent. */
    async hide(viewerId: string, parentName: ParentName, responseId: string): Promise<ResponsesResult<{ row: ResponseRow }>> {
      const checked = await moderation(viewerId, parentName, responseId);
      if (!checked.ok) return checked.error;
      const row = await responses.setHidden(responseId, checked.parent.id, viewerId, now(), checked.parent.kind);
      if (!row) return notFound(RESPONSE_MESSAGES.notAResponse);
      await purge(checked.parent, row);
      return { ok: true, row };
    },

    /** reader-experience §7 UnhidePostResponseOnParentPost / ShowCatalogResponseOnParent: the response comes back exactly as it was. */
    async unhide(viewerId: string, parentName: ParentName, responseId: string): Promise<ResponsesResult<{ row: ResponseRow }>> {
      const checked = await moderation(viewerId, parentName, responseId);
      if (!checked.ok) return checked.error;
      const row = await responses.setHidden(responseId, checked.parent.id, null, now(), checked.parent.kind);
      if (!row) return notFound(RESPONSE_MESSAGES.notAResponse);
      await purge(checked.parent, row);
      return { ok: true, row };
    },

    /** Close (locked) or open a story's (or a list's) discussion: its author (owner) only. */
    async setLocked(viewerId: string, target: ParentName, locked: boolean): Promise<ResponsesResult<{ postId: string }>> {
      const ref = refOf(target);
      const parent = await responses.parentOf(ref.id, ref.kind);
      if (!parent || parent.type === 'RESPONSE' || respondRefusal(parent, viewerId) === 'noParent') return notFound(noParentMessage(ref.kind));
      if (!mayLock(viewerId, parent.creatorId)) return forbidden(ref.kind === 'CATALOG' ? RESPONSE_MESSAGES.mayNotLockList : RESPONSE_MESSAGES.mayNotLock);
      if (!(await responses.setLocked(ref.id, locked, ref.kind))) return notFound(noParentMessage(ref.kind));
      if (changes && ref.kind === 'POST') await changes.postChanged({ id: ref.id, creatorId: parent.creatorId, publicationId: null });
      return { ok: true, postId: ref.id };
    },
  };
}
