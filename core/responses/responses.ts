// Responses (issue 16; reader-experience §8 'Response closed', §9 'Responses panel page size 10; default
// responses depth 3'): a response is itself a story (posts.type RESPONSE) written in reply to a parent — a story
// or another response (and, later, a list: the parent has a kind). This file holds the tree's rules: who sees a
// response, who may hide one, when discussion is closed, how long a response may be, the two orders a page of
// responses comes in, keyset paging over them, and cutting a thread at the depth the panel shows.
import type { Paragraph, ParagraphType } from '../content/paragraph.ts';

/** reader-experience §9: the panel shows 10 responses at a time; replies nest to depth 3, deeper ones continue on the response's own page. */
export { DEFAULT_RESPONSES_DEPTH, RESPONSES_PAGE_SIZE } from './page-size.ts';
import { DEFAULT_RESPONSES_DEPTH } from './page-size.ts';
/** At most this many replies under one response in the panel; more: 'Continue this thread'. */
export const REPLIES_SHOWN = 5;
/** A page's size as a client may ask for it (ResponsesPaging.limit). */
export const RESPONSES_PAGING_BOUND = { argument: 'limit', min: 1, max: 25 } as const;
/** The deepest a client may ask for in one call. */
export const MAX_RESPONSES_DEPTH = 5;
/** A response holds at most this many characters of text (a 100,000-character one is refused). */
export const RESPONSE_TEXT_MAX_CHARS = 10_000;
/** A response's title (Your Stories lists responses by it) is its text's start, cut to this length. */
export const RESPONSE_TITLE_CHARS = 100;
/** How fast one reader may respond, counted in the store across processes (core/limits/rate-limit.ts). */
export const RESPONSES_LIMIT = { name: 'responses.published', max: 60, windowMs: 60 * 60 * 1000 } as const;

/** What a response may be written in: the editor's light mode (paragraphs and quotes; bold, italic, links). */
export const RESPONSE_PARAGRAPH_TYPES: readonly ParagraphType[] = ['P', 'BQ'];

export const RESPONSE_MESSAGES = {
  /** reader-experience §8 'Response closed', verbatim. */
  closed: 'The author has closed discussion for this story/list. We are unable to save changes to your response.',
  empty: 'Write something before responding.',
  tooLong: `A response is at most ${RESPONSE_TEXT_MAX_CHARS.toLocaleString('en-US')} characters. Shorten it and try again.`,
  lightModeOnly: 'A response holds paragraphs and quotes only, with bold, italic and links.',
  noParent: 'There is no such story to respond to.',
  noList: 'There is no such list to respond to.',
  parentGone: 'This story is no longer available, so it cannot be responded to.',
  notAResponse: 'That is not a response to this story.',
  mayNotHide: 'Only the author of the story, or of the response it replies to, can hide a response.',
  mayNotLock: 'Only the author of the story can close or open its discussion.',
  mayNotLockList: 'Only the owner of the list can close or open its discussion.',
  badClientId: 'The response’s client id must be 8 to 64 letters, digits, - or _.',
  tooFast: (retryAfterSeconds: number) =>
    `Too many responses in a short time. Wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
  signIn: 'Sign in to respond.',
} as const;

/**
 * The parent a response answers: a post (a story, or a response for a reply) or a list (reader-experience §3
 * Catalog.responses). A thread's root is a story or a list; its author (the list's owner) hides and closes it.
 */
export type ResponseParentKind = 'POST' | 'CATALOG';
export const RESPONSE_PARENT_KINDS: readonly ResponseParentKind[] = ['POST', 'CATALOG'];
export type ResponseParentRef = { kind: ResponseParentKind; id: string };

/** What deciding whether a reader may respond needs of a parent and the root of its thread. */
export type RespondableParent = {
  kind: ResponseParentKind;
  /** Published, not trashed, not suspended, not hidden (a list: it exists). */
  readable: boolean;
  /** The root's discussion is closed. */
  locked: boolean;
  rootKind: ResponseParentKind;
  rootCreatorId: string;
  /** The root is a list only its owner sees (PRIVATE or LOCKED). */
  rootPrivate: boolean;
};

export type RespondRefusal = 'noParent' | 'parentGone' | 'closed';

/**
 * Whether a reader may respond under this parent: a list only its owner sees is, to anyone else, no list at all
 * (the same answer as a missing one, so its existence does not leak); a gone parent refuses; a closed root refuses
 * with reader-experience §8 'Response closed'. The same rule for a story's thread and a list's.
 */
export function respondRefusal(parent: RespondableParent | null, viewerId: string | null): RespondRefusal | null {
  if (!parent) return 'noParent';
  if (parent.rootPrivate && viewerId !== parent.rootCreatorId) return 'noParent';
  if (!parent.readable) return 'parentGone';
  if (parent.locked) return 'closed';
  return null;
}

/** A missing parent's message names what the reader tried to answer. */
export const noParentMessage = (kind: ResponseParentKind): string => (kind === 'CATALOG' ? RESPONSE_MESSAGES.noList : RESPONSE_MESSAGES.noParent);

/** reader-experience §7 responses sortType. */
export type ResponsesSort = 'NEWEST' | 'MOST_RELEVANT';
export const RESPONSES_SORTS: readonly ResponsesSort[] = ['MOST_RELEVANT', 'NEWEST'];
export const RESPONSES_SORT_LABELS: Record<ResponsesSort, string> = { MOST_RELEVANT: 'Most relevant', NEWEST: 'Newest' };

/**
 * A response as the rules see it. `repliesCount` is the number of its replies everyone sees (published, not
 * trashed, not hidden); `publishedAt` in ms.
 */
export type ResponseNode = {
  id: string;
  parentId: string;
  authorId: string;
  publishedAt: number;
  repliesCount: number;
  hidden: boolean;
};

/** Who is looking at a thread: the reader, and the author of the story at its root. */
export type ThreadViewer = { viewerId: string | null; storyAuthorId: string };

/**
 * A hidden response is never shown to others: only its own writer (who sees it marked as hidden) and the
 * story's author (who hid it, and may unhide it) see it.
 */
export function visibleTo(response: Pick<ResponseNode, 'hidden' | 'authorId'>, viewer: ThreadViewer): boolean {
  if (!response.hidden) return true;
  return viewer.viewerId !== null && (viewer.viewerId === response.authorId || viewer.viewerId === viewer.storyAuthorId);
}

/**
 * Who may hide (and unhide) a response: the author of the story at the thread's root, and the author of the
 * post it directly replies to (a writer keeps their own response's replies tidy). Nobody else — not even the
 * response's own writer, who deletes it instead.
 */
export function mayHide(viewerId: string | null, rights: { storyAuthorId: string; parentAuthorId: string }): boolean {
  return viewerId !== null && (viewerId === rights.storyAuthorId || viewerId === rights.parentAuthorId);
}

/** Only the story's author closes or opens its discussion. */
export function mayLock(viewerId: string | null, storyAuthorId: string): boolean {
  return viewerId !== null && viewerId === storyAuthorId;
}

/** The order of a page: a strictly decreasing key, compared left to right (id breaks ties). */
export type ResponseKey = readonly [number, number, string];

/**
 * NEWEST: newest first. MOST_RELEVANT: the most replied-to first (a response that started a conversation), then
 * the newest; both end on the id so the order is total and keyset paging never skips nor repeats.
 */
export function responseKey(sort: ResponsesSort, r: Pick<ResponseNode, 'id' | 'publishedAt' | 'repliesCount'>): ResponseKey {
  return sort === 'NEWEST' ? [r.publishedAt, 0, r.id] : [r.repliesCount, r.publishedAt, r.id];
}

/** Negative when a comes first in the page order. */
export function compareKeys(a: ResponseKey, b: ResponseKey): number {
  if (a[0] !== b[0]) return b[0] - a[0];
  if (a[1] !== b[1]) return b[1] - a[1];
  return a[2] < b[2] ? 1 : a[2] > b[2] ? -1 : 0;
}

export function sortResponses<T extends Pick<ResponseNode, 'id' | 'publishedAt' | 'repliesCount'>>(sort: ResponsesSort, items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareKeys(responseKey(sort, a), responseKey(sort, b)));
}

/** A page of responses strictly after the cursor's key, as the store's keyset query answers it. */
export function pageAfter<T extends Pick<ResponseNode, 'id' | 'publishedAt' | 'repliesCount'>>(
  sort: ResponsesSort,
  items: readonly T[],
  after: ResponseKey | null,
  limit: number,
): { page: T[]; next: ResponseKey | null } {
  const sorted = sortResponses(sort, items).filter((r) => after === null || compareKeys(after, responseKey(sort, r)) < 0);
  const page = sorted.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next: sorted.length > limit && last ? responseKey(sort, last) : null };
}

/** A cursor's text: the key, opaque to the client. */
export function encodeResponseCursor(key: ResponseKey): string {
  return `${key[0]}.${key[1]}.${key[2]}`;
}
export function decodeResponseCursor(text: string): ResponseKey | null {
  const m = /^(-?\d{1,16})\.(-?\d{1,16})\.([0-9a-zA-Z_-]{1,64})$/.exec(text);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), m[3]!];
}

/** A response as a rendered thread holds it: its replies, cut at the depth shown. */
export type ThreadNode<T> = {
  item: T;
  /** 1 for a response to the story, 2 for a reply to it, … */
  depth: number;
  replies: ThreadNode<T>[];
  /** It has replies the thread does not show here (past the depth, or past REPLIES_SHOWN): 'Continue this thread'. */
  moreReplies: boolean;
};

/**
 * A thread from a flat list (top-level responses in page order, then replies in any order): each reply under its
 * parent, in the page's sort, at most `repliesShown` per response and never deeper than `depth`; whatever is cut
 * sets its parent's `moreReplies`. Replies whose parent is missing (hidden from this viewer) are dropped.
 */
export function buildThread<T extends ResponseNode>(
  rootId: string,
  items: readonly T[],
  options: { depth: number; sort: ResponsesSort; repliesShown?: number; topLevel?: readonly string[] },
): ThreadNode<T>[] {
  const shown = options.repliesShown ?? REPLIES_SHOWN;
  const byParent = new Map<string, T[]>();
  for (const item of items) {
    const list = byParent.get(item.parentId) ?? [];
    list.push(item);
    byParent.set(item.parentId, list);
  }
  const build = (parentId: string, depth: number, limit: number): ThreadNode<T>[] => {
    const children = sortResponses(options.sort, byParent.get(parentId) ?? []).slice(0, limit);
    return children.map((item) => {
      const known = byParent.get(item.id) ?? [];
      if (depth >= options.depth) return { item, depth, replies: [], moreReplies: item.repliesCount > 0 || known.length > 0 };
      const replies = build(item.id, depth + 1, shown);
      return { item, depth, replies, moreReplies: item.repliesCount > replies.length || known.length > replies.length };
    });
  };
  const top = build(rootId, 1, Number.MAX_SAFE_INTEGER);
  if (!options.topLevel) return top;
  const order = new Map(options.topLevel.map((id, i) => [id, i]));
  return top.filter((n) => order.has(n.item.id)).sort((a, b) => order.get(a.item.id)! - order.get(b.item.id)!);
}

/** The deepest level of a thread (0 when empty). */
export function threadDepth<T>(nodes: readonly ThreadNode<T>[]): number {
  return nodes.reduce((max, n) => Math.max(max, n.depth, threadDepth(n.replies)), 0);
}

/** The depth a client asked for, within 1..MAX_RESPONSES_DEPTH; DEFAULT_RESPONSES_DEPTH when it named none. */
export function clampDepth(depth: number | null | undefined): number {
  if (depth === null || depth === undefined || !Number.isFinite(depth)) return DEFAULT_RESPONSES_DEPTH;
  return Math.min(MAX_RESPONSES_DEPTH, Math.max(1, Math.trunc(depth)));
}

/** A response's text length: the characters of all its paragraphs. */
export function responseTextLength(body: readonly Paragraph[]): number {
  return body.reduce((n, p) => n + [...p.text].length, 0);
}

export type ResponseBodyCheck = { ok: true; body: Paragraph[]; title: string } | { ok: false; message: string };

/**
 * A response body the editor's light mode could have written: not empty, at most RESPONSE_TEXT_MAX_CHARS, only
 * paragraphs and quotes with bold, italic and links. Its title is its text's start (Your Stories lists it so).
 */
export function checkResponseBody(body: readonly Paragraph[]): ResponseBodyCheck {
  const length = responseTextLength(body);
  if (length > RESPONSE_TEXT_MAX_CHARS) return { ok: false, message: RESPONSE_MESSAGES.tooLong };
  if (body.some((p) => !RESPONSE_PARAGRAPH_TYPES.includes(p.type) || p.markups.some((m) => m.type !== 'STRONG' && m.type !== 'EM' && m.type !== 'A'))) {
    return { ok: false, message: RESPONSE_MESSAGES.lightModeOnly };
  }
  const kept = body.filter((p) => p.text.trim().length > 0);
  if (kept.length === 0) return { ok: false, message: RESPONSE_MESSAGES.empty };
  return { ok: true, body: kept, title: responseTitle(kept) };
}

/** The first RESPONSE_TITLE_CHARS characters of the text, on a word boundary where one is near, with an ellipsis when cut. */
export function responseTitle(body: readonly Paragraph[]): string {
  const text = body.map((p) => p.text.trim()).filter(Boolean).join(' ').replace(/\s+/g, ' ');
  const chars = [...text];
  if (chars.length <= RESPONSE_TITLE_CHARS) return text;
  const cut = chars.slice(0, RESPONSE_TITLE_CHARS - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > RESPONSE_TITLE_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

/** A retry-safe client id: what the composer generates once per response it sends. */
export function isClientId(text: string): boolean {
  return /^[A-Za-z0-9_-]{8,64}$/.test(text);
}

export { responsesLabel } from './page-size.ts';

/** The heading of the panel: 'Responses (12)'. */
export function responsesHeading(count: number): string {
  return `Responses (${count.toLocaleString('en-US')})`;
}

/** Moderation of one response, as a pure state: hidden by whom, or not. */
export type ModerationState = { hiddenBy: string | null };
export type ModerationAction = { kind: 'hide'; by: string } | { kind: 'unhide' };

/** Hide keeps the first hider (hiding twice is a no-op); unhide restores the response exactly as it was. */
export function moderate(state: ModerationState, action: ModerationAction): ModerationState {
  if (action.kind === 'hide') return state.hiddenBy === null ? { hiddenBy: action.by } : state;
  return { hiddenBy: null };
}
