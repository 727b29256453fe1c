// Responses' repository (issue 16): a response is a post of type RESPONSE in reply to a parent post. The store
// implements it (adapters/postgres/responses.repository.ts); the responses service and resolvers speak to it.
import type { Paragraph } from '../content/paragraph.ts';
import type { PostSummary } from '../content/entities.ts';
import type { ResponseKey, ResponseParentKind, ResponsesSort } from '../responses/responses.ts';

/** What the rules need of a parent (a story or a response) to take a response or hide one. */
export type ResponseParent = {
  kind: ResponseParentKind;
  id: string;
  /** A list's owner for a list. */
  creatorId: string;
  type: 'STORY' | 'RESPONSE' | 'CATALOG';
  /** The story or list at the thread's root (the parent itself when it is a story or a list). */
  rootKind: ResponseParentKind;
  rootId: string;
  rootCreatorId: string;
  /** The root is a list only its owner sees (PRIVATE or LOCKED). */
  rootPrivate: boolean;
  /** The root's discussion is closed. */
  locked: boolean;
  /** 0 for a story or a list, its depth for a response. */
  depth: number;
  /** Published, not trashed, not suspended, and (for a response) not hidden. */
  readable: boolean;
  responsesCount: number;
};

/** A response as the panel shows it: the post, where it sits, and whether it is hidden. */
export type ResponseRow = PostSummary & {
  /** The post or list it answers (parentKind). */
  parentId: string;
  parentKind: ResponseParentKind;
  rootId: string;
  depth: number;
  repliesCount: number;
  hiddenAt: Date | null;
  body: Paragraph[];
};

export type PublishResponseInput = {
  id: string;
  creatorId: string;
  parent: ResponseParent;
  clientId: string;
  title: string;
  body: Paragraph[];
  readingTime: number;
  now: Date;
};

export type PublishResponseOutcome =
  | { ok: true; row: ResponseRow; created: boolean }
  | { ok: false; error: 'CLOSED' | 'PARENT_GONE' | 'CLIENT_ID_TAKEN' };

/** A post's counts: its direct responses, its lock, and what it answers (a response answers a post or a list). */
export type ResponseCountsRow = {
  responsesCount: number;
  responsesLocked: boolean;
  inResponseToPostId: string | null;
  inResponseToCatalogId: string | null;
  isResponse: boolean;
};

/** Who reads a page: hidden responses show to their own writer and to the story's author only. */
export type ResponsesReader = { viewerId: string | null; storyAuthorId: string };

export type ResponsesRepository = {
  /** A story, a response or (kind CATALOG) a list, as a parent; null when there is none. */
  parentOf(id: string, kind?: ResponseParentKind): Promise<ResponseParent | null>;
  /** Many posts' response counts and locks at once (Post.responsesCount, Post.responsesLocked). */
  countsOf(ids: readonly string[]): Promise<Map<string, ResponseCountsRow>>;
  /**
   * Publishes a response at once (published, listed in Your Stories' Responses tab), unless the thread's
   * discussion is closed or the parent is gone — checked in the INSERT itself. A retry with the same client id
   * answers the response already made (created: false). The parent's count moves in the same statement.
   */
  publish(input: PublishResponseInput): Promise<PublishResponseOutcome>;
  /** A parent's responses this reader may see, in `sort` order, strictly after `after`, `limit` of them. */
  page(parentId: string, sort: ResponsesSort, limit: number, after: ResponseKey | null, reader: ResponsesReader, kind?: ResponseParentKind): Promise<ResponseRow[]>;
  /** The first `limit` replies of each parent this reader may see, in `sort` order: one statement for all. */
  repliesOf(parentIds: readonly string[], sort: ResponsesSort, limit: number, reader: ResponsesReader): Promise<ResponseRow[]>;
  /** A response by id, hidden or not; null when there is none (or it is trashed). */
  responseById(id: string): Promise<ResponseRow | null>;
  /**
   * Hides (hiddenBy) or unhides (null) the response if it is a direct reply to parentId; idempotent. Answers the
   * row as written, or null when it is not such a response.
   */
  setHidden(responseId: string, parentId: string, hiddenBy: string | null, now: Date, kind?: ResponseParentKind): Promise<ResponseRow | null>;
  /** Closes (true) or opens discussion on a story (or a list); answers whether such a story (list) exists. */
  setLocked(id: string, locked: boolean, kind?: ResponseParentKind): Promise<boolean>;
};
