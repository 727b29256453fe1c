// Issue 18: 'Recommended from {product}' at a story's end — a few cards ranked as For you ranks them
// (core/recommendations/for-you-score.ts recommendedAfter), without the story itself, its writer's stories (More
// from {writer} shows those), what the reader has read, and muted writers and publications. Server-rendered from
// the preloaded RecommendedStoriesQuery (the story page's loader runs `preload(RecommendedStoriesQuery, { postId })`),
// so it adds no client JavaScript beyond the cards; nothing shows when there is nothing to recommend.
import { RECOMMENDATIONS_COPY } from '../../core/recommendations/recommendations-copy.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { RecommendedStoriesQuery } from '../recommendations/recommendation-operations.ts';
import { PostCard } from './PostCard.tsx';

export function RecommendedStories({ postId }: { postId: string }) {
  const { state } = usePageData();
  const posts = usePreloaded(RecommendedStoriesQuery, { postId })?.recommendedStories ?? [];
  if (posts.length === 0) return null;
  const heading = RECOMMENDATIONS_COPY.recommendedHeading(state.productName);
  return (
    <section className="recommended-stories" aria-labelledby="recommended-stories-heading">
      <h2 id="recommended-stories-heading" className="own-list__heading">
        {heading}
      </h2>
      <ul className="feed" aria-label={heading}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
