// reader-experience §2.1 post (top navigation, main content only): title, subtitle, byline, the body from
// the paragraph model, tags; a member-only post shows its preview and says why it stops.
import { tagPath } from '../../core/routing/links.ts';
import { Avatar } from '../components/Avatar.tsx';
import { ChipList } from '../components/ChipList.tsx';
import { PostBody } from '../components/PostBody.tsx';
import { MemberOnlyMark, PostMeta } from '../components/PostMeta.tsx';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { useCopy, usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import type { PostPageData } from '../queries.ts';

export function PostPage({ post }: { post: NonNullable<PostPageData['post']> }) {
  const copy = useCopy();
  const { state } = usePageData();
  const openSignIn = useOpenSignIn();
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
            {!state.viewer && (
              <button
                type="button"
                className="button button--small post__follow"
                onClick={() => openSignIn({ entryPoint: 'follow', operation: 'register', target: post.creator.name })}
              >
                Follow
              </button>
            )}
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
