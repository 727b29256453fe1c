// A post in a feed: writer (and publication when it accepted the post), title, subtitle, reading time,
// date, member-only mark and the preview image.
import { useContext } from 'react';
import { topicPath } from '../../core/routing/links.ts';
import { CardExtrasContext } from './card-extras.ts';
import { Avatar } from './Avatar.tsx';
import { MediaImage } from './MediaImage.tsx';
import { MemberOnlyMark, PostMeta } from './PostMeta.tsx';
import type { PostCardData } from '../post-card-fields.ts';
import { CardClapCount } from '../story-actions/CardClapCount.tsx';
import { CardSaveButton } from '../story-actions/CardSaveButton.tsx';
import { CardResponsesCount } from '../story-actions/CardResponsesCount.tsx';

export function PostCard({
  post,
  headingLevel = 2,
  showCollection = true,
  showWriter = true,
  eagerImage = false,
}: {
  post: PostCardData;
  /** The first card at the top of a page: its image is the likely largest paint, so it is not lazy (issue 19). */
  eagerImage?: boolean;
  headingLevel?: 2 | 3;
  /** Off on the publication's own pages, where 'in {publication}' says nothing new. */
  showCollection?: boolean;
  /** Off on a writer's profile, where every card is theirs and the byline would repeat the page's heading. */
  showWriter?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Issue 18: Home's cards carry a menu (Show more / Show less like this), and one shown less of gives way.
  const extras = useContext(CardExtrasContext);
  const replacement = extras?.replacement(post) ?? null;
  if (replacement) return <>{replacement}</>;
  const collection = showCollection && post.statusForCollection === 'APPROVED' ? post.collection : null;
  return (
    <article className="post-card" aria-labelledby={`post-card-${post.id}`}>
      {(showWriter || collection) && (
        <div className="post-card__byline">
          {showWriter && (
            <a href={post.creator.url} className="post-card__writer">
              <Avatar id={post.creator.id} name={post.creator.name} size="XXS" />
              <span>{post.creator.name}</span>
            </a>
          )}
          {collection && (
            <span className="post-card__collection">
              {showWriter ? ' in ' : 'In '}
              <a href={collection.url}>{collection.name}</a>
            </span>
          )}
        </div>
      )}
      <div className="post-card__body">
        <div className="post-card__text">
          <a href={post.url} className="post-card__link">
            <Heading id={`post-card-${post.id}`} className="post-card__title">
              {post.title}
            </Heading>
            {post.subtitle && <p className="post-card__subtitle">{post.subtitle}</p>}
          </a>
          <div className="post-card__footer">
            {post.isLocked && <MemberOnlyMark />}
            <PostMeta readingTime={post.readingTime} publishedAt={post.firstPublishedAt} />
            <CardClapCount count={post.clapCount} />
            <CardResponsesCount count={post.responsesCount} />
            {post.primaryTopic && (
              <a className="chip chip--small" href={topicPath(post.primaryTopic.slug)}>
                {post.primaryTopic.name}
              </a>
            )}
            <CardSaveButton post={post} />
            {extras?.menu(post)}
          </div>
        </div>
        {post.previewImage && (
          <a href={post.url} className="post-card__image" tabIndex={-1} aria-hidden="true">
            <MediaImage image={post.previewImage} decorative eager={eagerImage} />
          </a>
        )}
      </div>
    </article>
  );
}
