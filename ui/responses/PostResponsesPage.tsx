// platform-reference §2.1 /p/{postId}/responses (ShowPostResponses): a story's responses as a page of their own,
// server-rendered — the story's title linked, then the same list the panel shows (ResponsesView).
import { usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { PostResponsesQuery, responsesFirstPage } from './responses-queries.ts';
import { ResponsesView } from './ResponsesView.tsx';
import './responses.css';

export function PostResponsesPage({ postId }: { postId: string }) {
  const data = usePreloaded(PostResponsesQuery, responsesFirstPage(postId));
  const post = data?.post ?? null;
  return (
    <PageFrame
      page="post"
      main={
        <section className="responses-page" aria-labelledby="responses-page-title">
          <h1 id="responses-page-title" className="responses-page__title">
            Responses to {post ? <a href={post.url}>{post.title}</a> : 'this story'}
          </h1>
          <ResponsesView postId={postId} initial={data} />
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
  const data = usePreloaded(PostResponsesQuery, responsesFirstPage(postId));
  return (
    <section className="response-replies" aria-labelledby="response-replies-title">
      <h2 id="response-replies-title">Replies</h2>
      <ResponsesView postId={postId} initial={data} />
    </section>
  );
}
