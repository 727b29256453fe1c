// The post page by its address: the post the server preloaded, or the not-found screen.
import { postIdFromParam } from '../../core/content/post-id.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PostPageQuery } from '../queries.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PostPage } from './PostPage.tsx';

export function PostRoute() {
  const { state } = usePageData();
  const id = postIdFromParam(state.route?.params.postId ?? '') ?? '';
  const data = usePreloaded(PostPageQuery, { id });
  return data?.post ? <PostPage post={data.post} /> : <NotFoundPage />;
}
