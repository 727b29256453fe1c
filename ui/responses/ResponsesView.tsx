// The responses of a post (issue 16; reader-experience §9): the composer (or, logged out, a 'Respond' that opens
// the sign-in modal), the sort (Most relevant / Newest), the list 10 at a time with 'Show more', each response
// with its writer, date and body, Reply, and replies nested to depth 3 and then 'Continue this thread' on the
// response's own page; a '…' menu (WAI-ARIA menu) with Hide for the story's author (a toast with Undo →
// UnhidePostResponseOnParentPost, then the responses refetched, reader-experience §5 and §7) and Delete for the
// reader's own (confirmed); Close or Open discussion for the story's author. The panel and the
// /p/{postId}/responses page both show this; the composer (TipTap) loads on demand. A list's page shows the same
// view over the list's responses (parentKind CATALOG, reader-experience §3 Catalog.responses): its owner hides a
// top-level response with HideCatalogResponseOnParent, and the toast's Undo is ShowCatalogResponseOnParent, then
// the catalog's responses refetched (catalogId, paging, sortType — reader-experience §7).
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  buildThread,
  DEFAULT_RESPONSES_DEPTH,
  RESPONSE_MESSAGES,
  RESPONSES_PAGE_SIZE,
  RESPONSES_SORT_LABELS,
  RESPONSES_SORTS,
  type ResponseParentKind,
  type ResponsesSort,
  type ThreadNode,
} from '../../core/responses/responses.ts';
import { ResponseByline } from './ResponseByline.tsx';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { messageOf } from './responses-queries.ts';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { MoreActionsMenu, type MoreAction } from '../chrome/MoreActionsMenu.tsx';
import { PostBody } from '../components/PostBody.tsx';
import { usePageData } from '../data.tsx';
import { useToast } from '../toasts/toast-host.tsx';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import {
  CatalogResponsesQuery,
  DeleteResponseMutation,
  HideCatalogResponseOnParent,
  HidePostResponseOnParentPost,
  PostResponsesQuery,
  responsesFirstPage,
  SetCatalogResponsesLockedMutation,
  SetResponsesLockedMutation,
  ShowCatalogResponseOnParent,
  UnhidePostResponseOnParentPost,
  type PostResponseData,
  type PostResponsesData,
} from './responses-queries.ts';

const ResponseComposer = lazy(() => import('./ResponseComposer.tsx').then((m) => ({ default: m.ResponseComposer })));

type Responses = NonNullable<PostResponsesData['post']>['responses'];
type Node = ThreadNode<PostResponseData & { parentId: string; authorId: string; publishedAt: number; hidden: boolean }>;

export type ResponsesViewProps = {
  /** The story's (or, with parentKind CATALOG, the list's) id. */
  postId: string;
  parentKind?: ResponseParentKind;
  /** The first page, when the server preloaded it (the page) or an earlier open fetched it. */
  initial: PostResponsesData | null;
  /** A passage to answer (the selection menu's Respond): the composer starts with it. */
  quote?: string | undefined;
  /** The composer takes focus (the panel opened to respond). */
  autoFocus?: boolean;
  onCountChange?: (count: number) => void;
};

type Visibility = { __typename: string; parentResponsesCount?: number } | undefined;

/**
 * What differs between a story's responses and a list's: the query (the list's answer read as the story's) and the
 * mutations on a top-level response and on the discussion. Replies under a list's response are posts' replies.
 */
function parentCalls(kind: ResponseParentKind, transport: GraphQLTransport) {
  return {
    async page(id: string, sortType: ResponsesSort, to: string | null): Promise<PostResponsesData | null> {
      const vars = { ...responsesFirstPage(id, sortType), paging: { limit: RESPONSES_PAGE_SIZE, ...(to ? { to } : {}) } };
      if (kind === 'POST') return (await transport.request(PostResponsesQuery, vars)).data ?? null;
      const { postId: catalogId, ...rest } = vars;
      const data = (await transport.request(CatalogResponsesQuery, { catalogId, ...rest })).data;
      if (!data) return null;
      return { post: data.catalog && { ...data.catalog, title: data.catalog.name } };
    },
    async visibility(r: PostResponseData, hidden: boolean, topLevel: boolean): Promise<Visibility> {
      if (kind === 'CATALOG' && topLevel) {
        const vars = { parentCatalogId: r.parentId, catalogResponseId: r.id };
        const outcome = hidden
          ? (await transport.request(HideCatalogResponseOnParent, vars)).data?.hideCatalogResponseOnParent
          : (await transport.request(ShowCatalogResponseOnParent, vars)).data?.showCatalogResponseOnParent;
        return outcome?.__typename === 'CatalogResponseVisibilityChanged' ? { __typename: 'Changed', parentResponsesCount: outcome.parentResponsesCount } : outcome;
      }
      const vars = { parentPostId: r.parentId, postResponseId: r.id };
      const outcome = hidden
        ? (await transport.request(HidePostResponseOnParentPost, vars)).data?.hidePostResponseOnParentPost
        : (await transport.request(UnhidePostResponseOnParentPost, vars)).data?.unhidePostResponseOnParentPost;
      return outcome?.__typename === 'ResponseVisibilityChanged' ? { __typename: 'Changed', parentResponsesCount: outcome.parentResponsesCount } : outcome;
    },
    async lock(id: string, locked: boolean): Promise<{ locked: boolean } | { message: string }> {
      if (kind === 'CATALOG') {
        const outcome = (await transport.request(SetCatalogResponsesLockedMutation, { catalogId: id, locked })).data?.setCatalogResponsesLocked;
        return outcome?.__typename === 'CatalogResponsesLockChanged' ? { locked: outcome.catalog.responsesLocked } : { message: messageOf(outcome) };
      }
      const outcome = (await transport.request(SetResponsesLockedMutation, { postId: id, locked })).data?.setResponsesLocked;
      return outcome?.__typename === 'ResponsesLockChanged' ? { locked: outcome.post.responsesLocked } : { message: messageOf(outcome) };
    },
  };
}

const toNode = (r: PostResponseData) => ({ ...r, authorId: r.author.id, publishedAt: r.publishedAt ?? 0, hidden: r.isHidden });

/** Pages merged without duplicates (a page fetched twice, a response published then paged over). */
function merge(a: readonly PostResponseData[], b: readonly PostResponseData[]): PostResponseData[] {
  const seen = new Set(a.map((r) => r.id));
  return [...a, ...b.filter((r) => !seen.has(r.id))];
}

export function ResponsesView({ postId, parentKind = 'POST', initial, quote, autoFocus = false, onCountChange }: ResponsesViewProps) {
  const { state, transport } = usePageData();
  const openSignIn = useOpenSignIn();
  const toast = useToast();
  const viewerId = state.viewer?.id ?? null;
  const [sort, setSort] = useState<ResponsesSort>('MOST_RELEVANT');
  const [post, setPost] = useState(initial?.post ?? null);
  const [items, setItems] = useState<PostResponseData[]>(initial?.post?.responses.items ?? []);
  const [replies, setReplies] = useState<PostResponseData[]>(initial?.post?.responses.replies ?? []);
  const [next, setNext] = useState<string | null>(initial?.post?.responses.nextCursor ?? null);
  const [loading, setLoading] = useState(initial === null);
  const [failed, setFailed] = useState(false);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [composerOpen, setComposerOpen] = useState(autoFocus || quote !== undefined);

  const apply = (data: PostResponsesData, append: boolean) => {
    if (!data.post) return;
    setPost(data.post);
    const page: Responses = data.post.responses;
    setItems((list) => (append ? merge(list, page.items) : page.items));
    setReplies((list) => (append ? merge(list, page.replies) : page.replies));
    setNext(page.nextCursor);
    onCountChange?.(data.post.responsesCount);
  };

  const load = async (sortType: ResponsesSort, to: string | null) => {
    if (!transport) return;
    setLoading(true);
    setFailed(false);
    try {
      const answer = await parentCalls(parentKind, transport).page(postId, sortType, to);
      if (answer) apply(answer, to !== null);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (initial === null) void load(sort, null);
    // The first page once; later loads follow the reader's choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const locked = post?.responsesLocked ?? false;
  const isStoryAuthor = viewerId !== null && post?.creator.id === viewerId;
  const count = post?.responsesCount ?? 0;

  const published = (response: PostResponseData, parentCount: number) => {
    if (response.parentId === postId) {
      setItems((list) => merge([response], list));
      setPost((p) => (p ? { ...p, responsesCount: parentCount } : p));
      onCountChange?.(parentCount);
    } else {
      setReplies((list) => merge(list, [{ ...response, depth: 0 }]));
      const bump = (r: PostResponseData) => (r.id === response.parentId ? { ...r, repliesCount: parentCount } : r);
      setItems((list) => list.map(bump));
      setReplies((list) => list.map(bump));
    }
    setReplyingTo(null);
    toast({ message: 'Your response was published.', style: 'PUBLISH_RESPONSE' });
  };

  const fail = (message: string) => toast({ message, style: 'ERROR' });

  const unhide = async (r: PostResponseData) => {
    if (!transport) return;
    try {
      const outcome = await parentCalls(parentKind, transport).visibility(r, false, r.parentId === postId);
      if (outcome?.__typename !== 'Changed') return fail(messageOf(outcome));
      // reader-experience §7: then the post's (the catalog's) responses are refetched (its id, the paging limit, sortType).
      await load(sort, null);
    } catch {
      fail(retryableErrorMessage);
    }
  };

  const hide = async (r: PostResponseData) => {
    if (!transport) return;
    try {
      const outcome = await parentCalls(parentKind, transport).visibility(r, true, r.parentId === postId);
      if (outcome?.__typename !== 'Changed') return fail(messageOf(outcome));
      const parentResponsesCount = outcome.parentResponsesCount ?? 0;
      const mark = (x: PostResponseData) => (x.id === r.id ? { ...x, isHidden: true } : x);
      setItems((list) => list.map(mark));
      setReplies((list) => list.map(mark));
      const onList = parentKind === 'CATALOG' && r.parentId === postId;
      if (r.parentId === postId) {
        setPost((p) => (p ? { ...p, responsesCount: parentResponsesCount } : p));
        onCountChange?.(parentResponsesCount);
      }
      toast(
        {
          message: 'This response is hidden.',
          style: onList ? 'HIDE_CATALOG_RESPONSE' : 'HIDE_POST_RESPONSE',
          undo: { kind: 'unhideResponse', target: onList ? 'catalog' : 'post', parentId: r.parentId, responseId: r.id },
        },
        () => void unhide(r),
      );
    } catch {
      fail(retryableErrorMessage);
    }
  };

  const remove = async (r: PostResponseData) => {
    if (!transport) return;
    setConfirming(null);
    try {
      const answer = await transport.request(DeleteResponseMutation, { targetPostId: r.id });
      if (answer.data?.deletePost.__typename !== 'PostDeleted') {
        const outcome = answer.data?.deletePost;
        return fail(messageOf(outcome));
      }
      setItems((list) => list.filter((x) => x.id !== r.id));
      setReplies((list) => list.filter((x) => x.id !== r.id));
      if (r.parentId === postId && !r.isHidden) {
        setPost((p) => (p ? { ...p, responsesCount: Math.max(0, p.responsesCount - 1) } : p));
        onCountChange?.(Math.max(0, count - 1));
      }
      toast({ message: 'Your response was deleted.', style: 'MOVE_POST_TO_TRASH' });
    } catch {
      fail(retryableErrorMessage);
    }
  };

  const setLocked = async (next: boolean) => {
    if (!transport) return;
    try {
      const outcome = await parentCalls(parentKind, transport).lock(postId, next);
      if ('message' in outcome) return fail(outcome.message);
      setPost((p) => (p ? { ...p, responsesLocked: outcome.locked } : p));
    } catch {
      fail(retryableErrorMessage);
    }
  };

  const respondButton = (
    <button
      type="button"
      className="responses__write"
      onClick={() => (viewerId === null ? openSignIn({ entryPoint: 'respond', operation: 'register' }) : setComposerOpen(true))}
    >
      What are your thoughts?
    </button>
  );

  const thread: Node[] = buildThread(postId, [...items, ...replies].map(toNode), {
    depth: DEFAULT_RESPONSES_DEPTH,
    sort,
    topLevel: items.map((r) => r.id),
  });

  const renderNode = (node: Node) => {
    const r = node.item;
    return (
      <li key={r.id} className={`response${r.isHidden ? ' response--hidden' : ''}`} aria-labelledby={`response-${r.id}-by`}>
        <article className="response__body">
          <header className="response__header">
            <ResponseByline response={r} />
            {r.isHidden && <span className="response__hidden-note">Hidden: only you{r.author.id === viewerId ? '' : ' and its writer'} can see it</span>}
            <ResponseMenu response={r} onHide={() => void hide(r)} onUnhide={() => void unhide(r)} onDelete={() => setConfirming(r.id)} />
          </header>
          <PostBody paragraphs={r.bodyModel.paragraphs} />
          {confirming === r.id ? (
            <div className="response__confirm" role="group" aria-label="Delete this response?">
              <span>Delete this response?</span>
              <button type="button" className="button button--small" onClick={() => void remove(r)}>
                Delete
              </button>
              <button type="button" className="button button--small button--outline" onClick={() => setConfirming(null)}>
                Cancel
              </button>
            </div>
          ) : (
            !locked &&
            !r.isHidden && (
              <button
                type="button"
                className="response__reply"
                aria-expanded={replyingTo === r.id}
                onClick={() => (viewerId === null ? openSignIn({ entryPoint: 'respond', operation: 'register' }) : setReplyingTo(replyingTo === r.id ? null : r.id))}
              >
                Reply
              </button>
            )
          )}
          {replyingTo === r.id && (
            <Suspense fallback={<p className="responses__loading">Loading…</p>}>
              <ResponseComposer parentId={r.id} label={`Reply to ${r.author.name}`} autoFocus onPublished={published} onCancel={() => setReplyingTo(null)} />
            </Suspense>
          )}
        </article>
        {node.replies.length > 0 && <ol className="responses__replies">{node.replies.map(renderNode)}</ol>}
        {node.moreReplies && (
          <a className="response__continue" href={r.url}>
            Continue this thread
          </a>
        )}
      </li>
    );
  };

  return (
    <div className="responses" aria-busy={loading}>
      {isStoryAuthor && (
        <button type="button" className="button button--small button--outline responses__lock" onClick={() => void setLocked(!locked)}>
          {locked ? 'Open discussion' : 'Close discussion'}
        </button>
      )}
      {locked ? (
        <p className="responses__closed" role="note">
          {RESPONSE_MESSAGES.closed.split('.')[0]}.
        </p>
      ) : composerOpen && viewerId !== null ? (
        <Suspense fallback={<p className="responses__loading">Loading the editor…</p>}>
          <ResponseComposer parentId={postId} parentKind={parentKind} label="Write a response" quote={quote} autoFocus={autoFocus} onPublished={published} />
        </Suspense>
      ) : (
        respondButton
      )}
      <div className="responses__sort">
        <label htmlFor={`responses-sort-${postId}`}>Sort by</label>
        <select
          id={`responses-sort-${postId}`}
          value={sort}
          onChange={(e) => {
            const value = e.target.value as ResponsesSort;
            setSort(value);
            void load(value, null);
          }}
        >
          {RESPONSES_SORTS.map((s) => (
            <option key={s} value={s}>
              {RESPONSES_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {failed && (
        <p role="alert" className="responses__error">
          {retryableErrorMessage}
        </p>
      )}
      {!loading && items.length === 0 && !failed && <p className="responses__empty">{`There are currently no responses for this ${parentKind === 'CATALOG' ? 'list' : 'story'}. Be the first to respond.`}</p>}
      <ol className="responses__list" aria-label={`Responses, ${count}`}>
        {thread.map(renderNode)}
      </ol>
      {next && (
        <button type="button" className="button button--outline responses__more" disabled={loading} onClick={() => void load(sort, next)}>
          Show more responses
        </button>
      )}
      {loading && <p className="responses__loading">Loading responses…</p>}
    </div>
  );
}

/** The '…' menu of a response (WAI-ARIA menu button): Hide or Unhide for who may, Delete for its writer. */
function ResponseMenu({ response, onHide, onUnhide, onDelete }: { response: PostResponseData; onHide: () => void; onUnhide: () => void; onDelete: () => void }) {
  const items: MoreAction[] = [];
  if (response.viewerCanHide) items.push(response.isHidden ? { key: 'unhide', label: 'Unhide response', run: onUnhide } : { key: 'hide', label: 'Hide response', run: onHide });
  if (response.viewerCanDelete) items.push({ key: 'delete', label: 'Delete', run: onDelete, danger: true });
  return <MoreActionsMenu className="response__menu" iconSize={20} label={`More actions for the response by ${response.author.name}`} items={items} />;
}
