// reader-experience §2.1 post (top navigation, main content only): title, subtitle, byline, the body from
// the paragraph model, tags; a member-only post shows its preview and says why it stops.
import { tagPath } from '../../core/routing/links.ts';
import { Avatar } from '../components/Avatar.tsx';
import { ChipList } from '../components/ChipList.tsx';
import { PostBody } from '../components/PostBody.tsx';
import { MemberOnlyMark, PostMeta } from '../components/PostMeta.tsx';
import { FollowButton, useFollow } from '../following/FollowControls.tsx';
import { useCopy, usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import type { PostPageData } from '../queries.ts';

/**
 * reader-experience §6: Follow on the byline. A logged-out reader gets the sign-in modal with follow
 * copy (the follow machine asks for it); a signed-in one follows at once, with a toast and Undo.
 */
function BylineFollow({ creator }: { creator: NonNullable<PostPageData['post']>['creator'] }) {
  const follow = useFollow(
    { kind: 'user', id: creator.id, name: creator.name },
    {
      isFollowing: creator.viewerEdge.isFollowing,
      isMuting: creator.viewerEdge.isMuting,
      followerCount: creator.socialStats.followerCount,
      viewerFollowingCount: 0,
    },
  );
  return (
    <span className="post__follow">
      <FollowButton follow={follow} label={creator.name} />
    </span>
  );
}

export function PostPage({ post }: { post: NonNullable<PostPageData['post']> }) {
  const copy = useCopy();
  const { state } = usePageData();
  const collection = post.statusForCollection === 'APPROVED' ? post.collection : null;
  return (
    <PageFrame
      page="post"
      main={
      <article className="post" aria-labelledby="post-title">
        <header className="post__header">
          {post.isLocked && <MemberOnlyMark />}
          <h1 id="post-title" className="post__title">
            {post.title}
          </h1>
          {post.subtitle && <p className="post__subtitle">{post.subtitle}</p>}
          <div className="post__byline">
            <Avatar id={post.creator.id} name={post.creator.name} size="M" />
            <div>
              <div>
                <a href={post.creator.url} className="post__writer" rel="author">
                  {post.creator.name}
                </a>
                {collection && (
                  <>
                    {' in '}
                    <a href={collection.url}>{collection.name}</a>
                  </>
                )}
              </div>
              <PostMeta readingTime={post.readingTime} publishedAt={post.firstPublishedAt} />
            </div>
            {state.viewer?.id !== post.creator.id && <BylineFollow creator={post.creator} />}
          </div>
        </header>
        <PostBody paragraphs={post.content.bodyModel.paragraphs} />
        {post.content.isLockedPreviewOnly && (
          <aside className="locked-notice" aria-label={copy.memberOnly}>
            <p>{copy.lockedPreview}</p>
          </aside>
        )}
        {post.tags.length > 0 && (
          <footer className="post__footer">
            <h2 className="visually-hidden">Tags</h2>
            <ChipList items={post.tags.map((t) => ({ key: t.slug, href: tagPath(t.slug), label: t.displayTitle }))} />
          </footer>
        )}
      </article>
      }
    />
  );
}
