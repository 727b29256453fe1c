// platform-reference §2.1 /p/{postId}/responses (ShowPostResponses): a story's responses as a page of their own,
// server-rendered — the story's title linked, then the responses the server preloaded; and, on a response's own
// page, what it answers ('Response to …') and its replies. This file rides in the story page's chunk, so it is
// kept small: it draws the preloaded responses as plain markup, and once the page has hydrated it loads the
// interactive list (ResponsesView: sort, Show more, Reply, the menus, the composer) and hands over to it.
import { useEffect, useState, type ComponentType } from 'react';
import { ResponseByline } from './ResponseByline.tsx';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import { DEFAULT_RESPONSES_DEPTH, RESPONSES_PAGE_SIZE } from '../../core/responses/page-size.ts';
import { PostBody } from '../components/PostBody.tsx';
import { usePageData } from '../data.tsx';
import type { PostResponseFieldsFragment, PostResponsesQueryData } from '../generated/operations.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import type { ResponsesViewProps } from './ResponsesView.tsx';
import './responses.css';

/** The first page as the server preloads it (responses-queries.ts responsesFirstPage, the same variables). */
function usePreloadedResponses(postId: string): PostResponsesQueryData | null {
  const { cache } = usePageData();
  const key = cacheKey('PostResponsesQuery', { postId, paging: { limit: RESPONSES_PAGE_SIZE }, sortType: 'MOST_RELEVANT', depth: DEFAULT_RESPONSES_DEPTH });
  return (cache[key]?.data as PostResponsesQueryData | undefined) ?? null;
}

/** The preloaded responses as markup: each with its replies in the order the server gave, as deep as it sent. */
function StaticResponses({ data }: { data: PostResponsesQueryData | null }) {
  const responses = data?.post?.responses;
  if (!responses) return null;
  const byParent = new Map<string, PostResponseFieldsFragment[]>();
  for (const r of responses.replies) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const node = (r: PostResponseFieldsFragment) => {
    const replies = byParent.get(r.id) ?? [];
    return (
      <li key={r.id} className="response" aria-labelledby={`response-${r.id}-by`}>
        <article className="response__body">
          <header className="response__header">
            <ResponseByline response={r} />
          </header>
          <PostBody paragraphs={r.bodyModel.paragraphs} />
        </article>
        {replies.length > 0 && <ol className="responses__replies">{replies.map(node)}</ol>}
        {r.repliesCount > replies.length && (
          <a className="response__continue" href={r.url}>
            Continue this thread
          </a>
        )}
      </li>
    );
  };
  return (
    <ol className="responses__list" aria-label={`Responses, ${data?.post?.responsesCount ?? 0}`}>
      {responses.items.map(node)}
    </ol>
  );
}

/** The preloaded responses, then the interactive list once it has loaded (after hydration: no mismatch). */
function LiveResponses({ postId }: { postId: string }) {
  const data = usePreloadedResponses(postId);
  const [View, setView] = useState<ComponentType<ResponsesViewProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('./ResponsesView.tsx').then((m) => {
      if (live) setView(() => m.ResponsesView);
    });
    return () => {
      live = false;
    };
  }, []);
  if (View) return <View postId={postId} initial={data} />;
  return (
    <div className="responses" aria-busy="true">
      <StaticResponses data={data} />
    </div>
  );
}

export function PostResponsesPage({ postId }: { postId: string }) {
  const post = usePreloadedResponses(postId)?.post ?? null;
  return (
    <PageFrame
      page="post"
      main={
        <section className="responses-page" aria-labelledby="responses-page-title">
          <h1 id="responses-page-title" className="responses-page__title">
            Responses to {post ? <a href={post.url}>{post.title}</a> : 'this story'}
          </h1>
          <LiveResponses postId={postId} />
        </section>
      }
    />
  );
}

/** Above a response on its own page: what it answers, linked (the story at the root of its thread). */
export function ResponseContext({ story }: { story: { title: string; url: string } }) {
  return (
    <p className="response-context">
      Response to <a href={story.url}>{story.title}</a>
    </p>
  );
}

/** Under a response on its own page: its replies, with a composer to reply (the thread continued here). */
export function ResponseReplies({ postId }: { postId: string }) {
  return (
    <section className="response-replies" aria-labelledby="response-replies-title">
      <h2 id="response-replies-title">Replies</h2>
      <LiveResponses postId={postId} />
    </section>
  );
}
