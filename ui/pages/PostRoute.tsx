// The post page by its address: the post the server preloaded, or the not-found screen.
import { lazy, Suspense } from 'react';
import { postIdFromParam } from '../../core/content/post-id.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PostPageQuery } from '../queries.ts';
import { PaywallPart, PostPage, StoryEndPart } from './PostPage.tsx';
import { deferred } from '../components/deferred.tsx';
import { PostResponsesPage } from '../responses/PostResponsesPage.tsx';

// The server answers a missing post with the 404 page itself (status 404), so this page only ever
// renders without its data if the preloaded cache lost it: the not-found screen's code loads then, not
// with every story.
/** Who clapped (/p/{postId}/upvotes) has a chunk of its own: a story's page does not carry it. */
const UpvotesPart = deferred(() => import('./PostUpvotesPage.tsx').then((m) => m.PostUpvotesPage));
const PostUpvotesPage = UpvotesPart.Component;

/**
 * The parts the server renders in the same pass though the browser loads them later (ui/components/deferred.tsx):
 * the page's loader (page-modules.ts) waits for them on the server only.
 */
export function serverReady(): Promise<unknown> {
  return typeof window === 'undefined' ? Promise.all([StoryEndPart.preload(), UpvotesPart.preload(), PaywallPart.preload()]) : Promise.resolve();
}

const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

/**
 * A public list's clap and responses controls (the story page's own, with a list as target): the list's page loads
 * them from this chunk once hydrated, so the controls stay in one chunk with the story page instead of being split
 * out (which would grow a story page's initial JavaScript).
 */
export { ListReactions } from '../lists/ListReactions.tsx';

export function PostRoute() {
  const { state } = usePageData();
  const id = postIdFromParam(state.route?.params.postId ?? '') ?? '';
  if (state.route?.name === 'ShowPostUpvotes') {
    // Who clapped shares the page key 'post'; its code is its own chunk, rendered on the server in the same pass.
    return <PostUpvotesPage postId={id} />;
  }
  return <PostById id={id} routeName={state.route?.name} />;
}

function PostById({ id, routeName }: { id: string; routeName: string | undefined }) {
  const data = usePreloaded(PostPageQuery, { id });
  // platform-reference §2.1 /p/{postId}/responses: the story's responses as a page of their own.
  if (routeName === 'ShowPostResponses' && data?.post) return <PostResponsesPage postId={data.post.id} />;
  return data?.post ? <PostPage post={data.post} /> : <Suspense fallback={null}><NotFoundPage /></Suspense>;
}
