// Issue 18: the end of a story, which leads on — the author card (avatar, name, followers, bio, Follow and
// Subscribe), the publication card when the publication accepted the story (Follow), More from {writer} and More
// from {publication} (four cards each, core/stories/story-end.ts), then Recommended from {product}
// (RecommendedStories, ranked as For you ranks). Server-rendered from StoryEndQuery and RecommendedStoriesQuery,
// preloaded with the story: its only scripts are the Follow buttons and the cards' controls, which the page already carries.
import type { ReactNode } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { followersLine, moreFromHeading, publishedInHeading, seeAllFrom, writtenByHeading } from '../../core/stories/story-end.ts';
import { Avatar } from '../components/Avatar.tsx';
import { AvatarBadge } from '../components/AvatarBadge.tsx';
import { MediaImage } from '../components/MediaImage.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { usePreloaded } from '../data.tsx';
import { FollowButton, useFollow } from '../following/FollowControls.tsx';
import { authorNewsletterHref, SubscribeLink } from '../newsletters/SubscribeLink.tsx';
import type { PostCardData } from '../post-card-fields.ts';
import type { PostPageData } from '../queries.ts';
import { StoryEndQuery, type StoryEndData } from './story-end-queries.ts';
import { RecommendedStories } from '../components/RecommendedStories.tsx';

type Story = NonNullable<PostPageData['post']>;
type Follow = ReturnType<typeof useFollow>;
type Collection = NonNullable<NonNullable<StoryEndData['post']>['collection']>;

function AuthorCard({ creator, follow }: { creator: Story['creator']; follow: Follow | null }) {
  const followers = follow?.context.followerCount ?? creator.socialStats.followerCount;
  return (
    <section className="story-end__card" aria-labelledby="story-end-author">
      <a href={creator.url} className="story-end__avatar" tabIndex={-1} aria-hidden="true">
        <AvatarBadge tier={creator.membership?.tier}>
          <Avatar id={creator.id} name={creator.name} size="L" />
        </AvatarBadge>
      </a>
      <div className="story-end__card-body">
        <h2 id="story-end-author" className="story-end__name">
          <a href={creator.url}>{writtenByHeading(creator.name)}</a>
        </h2>
        <p className="story-end__followers">{followersLine(formatCount(followers), followers)}</p>
        {creator.bio && <p className="story-end__bio">{creator.bio}</p>}
      </div>
      {follow && (
        <div className="profile__actions story-end__actions">
          <FollowButton follow={follow} label={creator.name} />
          <SubscribeLink href={authorNewsletterHref(creator.username)} name={creator.name} />
        </div>
      )}
    </section>
  );
}

function PublicationCard({ collection, viewerFollowingCount }: { collection: Collection; viewerFollowingCount: number }) {
  const follow = useFollow(
    { kind: 'collection', id: collection.id, name: collection.name },
    {
      isFollowing: collection.viewerEdge.isFollowing,
      isMuting: collection.viewerEdge.isMuting,
      followerCount: collection.followGraph.followerCount,
      viewerFollowingCount,
    },
  );
  const followers = follow.context.followerCount;
  return (
    <section className="story-end__card" aria-labelledby="story-end-publication">
      <a href={collection.url} className="story-end__avatar" tabIndex={-1} aria-hidden="true">
        {collection.avatar ? (
          <span className="story-end__publication-avatar">
            <MediaImage image={{ id: collection.avatar.id, originalWidth: 128, originalHeight: 128, alt: '' }} decorative />
          </span>
        ) : (
          <Avatar id={collection.id} name={collection.name} size="L" />
        )}
      </a>
      <div className="story-end__card-body">
        <h2 id="story-end-publication" className="story-end__name">
          <a href={collection.url}>{publishedInHeading(collection.name)}</a>
        </h2>
        <p className="story-end__followers">{followersLine(formatCount(followers), followers)}</p>
        {collection.description && <p className="story-end__bio">{collection.description}</p>}
      </div>
      <div className="profile__actions story-end__actions">
        <FollowButton follow={follow} label={collection.name} />
      </div>
    </section>
  );
}

function MoreFrom({ id, name, href, posts, showWriter }: { id: string; name: string; href: string; posts: readonly PostCardData[]; showWriter: boolean }) {
  if (posts.length === 0) return null;
  return (
    <section className="story-end__more" aria-labelledby={id}>
      <h2 id={id} className="story-end__heading">
        {moreFromHeading(name)}
      </h2>
      <div className="story-end__grid">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel={3} showWriter={showWriter} showCollection={false} />
        ))}
      </div>
      <p className="story-end__see-all">
        <a href={href}>{seeAllFrom(name)}</a>
      </p>
    </section>
  );
}

export function StoryEnd({
  story,
  writerFollow,
  recommended,
}: {
  story: Story;
  /** The byline's Follow for the writer (one engine for both buttons); null on the writer's own story. */
  writerFollow: Follow | null;
  /**
   * 'Recommended from {product}' after the More from sections: RecommendedStories for this story unless a caller
   * supplies its own element.
   */
  recommended?: ReactNode;
}) {
  const data = usePreloaded(StoryEndQuery, { id: story.id });
  const end = data?.post;
  const collection = story.statusForCollection === 'APPROVED' ? (end?.collection ?? null) : null;
  const viewerFollowingCount = data?.viewer?.socialStats.followingCount ?? 0;
  return (
    <section className="story-end" aria-label="More to read">
      <div className="story-end__cards">
        <AuthorCard creator={story.creator} follow={writerFollow} />
        {collection && <PublicationCard collection={collection} viewerFollowingCount={viewerFollowingCount} />}
      </div>
      {end && (
        <>
          <MoreFrom id="story-end-more-writer" name={story.creator.name} href={story.creator.url} posts={end.storyEnd.moreFromWriter} showWriter={false} />
          {collection && (
            <MoreFrom id="story-end-more-publication" name={collection.name} href={collection.url} posts={end.storyEnd.moreFromPublication} showWriter />
          )}
        </>
      )}
      {/* Recommended from {product}: ranked as For you ranks (core/recommendations), preloaded with the story. */}
      {recommended ?? <RecommendedStories postId={story.id} />}
    </section>
  );
}
