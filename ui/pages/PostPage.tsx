// reader-experience §2.1 post (top navigation, main content only): title, subtitle, byline, the body from
// the paragraph model, tags; a member-only post shows its preview and says why it stops.
import { lockedStoryAuthorNote } from '../../core/copy/paywall-copy.ts';
import { suspendedView } from '../../core/content/access.ts';
import { CONTENT_UNDER_REVIEW_MESSAGE, POST_SUSPENDED_MESSAGE } from '../../core/copy/copy.ts';
import { useEffect, useState } from 'react';
import type { ReadCounts } from '../membership/post-view.ts';
import { tagPath } from '../../core/routing/links.ts';
import { Avatar } from '../components/Avatar.tsx';
import { AvatarBadge } from '../components/AvatarBadge.tsx';
import { ChipList } from '../components/ChipList.tsx';
import { MemberOnlyMark, PostMeta } from '../components/PostMeta.tsx';
import { FollowButton, useFollow } from '../following/FollowControls.tsx';
import { authorNewsletterHref, SubscribeLink } from '../newsletters/SubscribeLink.tsx';
import { useCopy, usePageData } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import type { PostPageData } from '../queries.ts';
import { PostActionBar } from '../story-actions/PostActionBar.tsx';
import { ResponseContext, ResponseReplies } from '../responses/PostResponsesPage.tsx';
import { HighlightedPostBody } from '../highlights/HighlightedPostBody.tsx';
import { deferred } from '../components/deferred.tsx';
import { componentLoader, useLazyComponent } from '../chrome/lazy-component.ts';

/**
 * Issue 21, reader-experience §4: the alternate-user banner. Once a member-only story's preview has hydrated, its layer
 * asks whether this browser knows a member account (ui/account/AlternateUserToast.tsx); no other page carries it.
 */
const loadAlternateUser = componentLoader<{ postId: string; path: string }>(() => import('../account/AlternateUserToast.tsx').then((m) => m.AlternateUserToast));

function AlternateUser({ postId, path }: { postId: string; path: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { Component } = useLazyComponent(loadAlternateUser, hydrated);
  return Component ? <Component postId={postId} path={path} /> : null;
}

/**
 * Issue 18: the story's end, below the story: rendered on the server with the page, hydrated once its chunk has
 * loaded, so its cards add nothing to the story page's initial JavaScript (e2e/bundle-size.e2e.ts).
 */
export const StoryEndPart = deferred(() => import('../stories/StoryEnd.tsx').then((m) => m.StoryEnd));
const StoryEnd = StoryEndPart.Component;

/**
 * reader-experience §6: Follow on the byline and on the author card at the story's end (one follow engine for
 * both, so they agree). A logged-out reader gets the sign-in modal with follow copy (the follow machine asks for
 * it); a signed-in one follows at once, with a toast and Undo.
 */
function useWriterFollow(creator: NonNullable<PostPageData['post']>['creator']) {
  return useFollow(
    { kind: 'user', id: creator.id, name: creator.name },
    {
      isFollowing: creator.viewerEdge.isFollowing,
      isMuting: creator.viewerEdge.isMuting,
      followerCount: creator.socialStats.followerCount,
      viewerFollowingCount: 0,
    },
  );
}

/**
 * reader-experience §4 meter state 'paywalled' (ui/membership/Paywall.tsx): rendered on the server with the page,
 * hydrated once its chunk has loaded, so only member-only previews load its copy and prices (e2e/bundle-size.e2e.ts).
 */
export const PaywallPart = deferred(() => import('../membership/Paywall.tsx').then((m) => m.Paywall));
const Paywall = PaywallPart.Component;

/**
 * reader-experience §9: count this read in the browser's post-view counters (by its meter state, §4),
 * once the page has hydrated; the paywall's prompt reads differently for a reader new this month.
 */
function usePostView(postId: string, isLockedPreview: boolean, viewerIsMember: boolean): ReadCounts | null {
  const [counts, setCounts] = useState<ReadCounts | null>(null);
  const { storage, clock } = usePorts();
  useEffect(() => {
    if (!storage) return;
    let live = true;
    // Counting waits for the page: its code is not part of the story's initial JavaScript.
    void import('../membership/post-view.ts').then((m) => {
      if (live) setCounts(m.countPostView(storage, postId, isLockedPreview, viewerIsMember, clock.now()));
    });
    return () => {
      live = false;
    };
  }, [storage, clock, postId, isLockedPreview, viewerIsMember]);
  return counts;
}

/** reader-experience §8 'Post suspended': all a reader sees of a story staff suspended. */
function SuspendedPost({ rulesHref }: { rulesHref: string | null }) {
  return (
    <PageFrame
      page="post"
      main={
        <section className="post post--suspended" aria-labelledby="post-title">
          <h1 id="post-title" className="post__title">
            {POST_SUSPENDED_MESSAGE}
          </h1>
          {rulesHref && (
            <p>
              <a href={rulesHref}>Read the Rules</a>
            </p>
          )}
        </section>
      }
    />
  );
}

export function PostPage({ post }: { post: NonNullable<PostPageData['post']> }) {
  const { state } = usePageData();
  const view = suspendedView(post, state.flags.includes('can_view_suspended_content'));
  if (view === 'suspended') return <SuspendedPost rulesHref={state.siteLinks.rules ?? null} />;
  return <ReadablePost post={post} underReview={view === 'under-review'} />;
}

function ReadablePost({ post, underReview }: { post: NonNullable<PostPageData['post']>; underReview: boolean }) {
  const copy = useCopy();
  const { state } = usePageData();
  const collection = post.statusForCollection === 'APPROVED' ? post.collection : null;
  const reads = usePostView(post.id, post.content.isLockedPreviewOnly, state.viewer?.membership != null);
  const writerFollow = useWriterFollow(post.creator);
  const ownStory = state.viewer?.id === post.creator.id;
  return (
    <PageFrame
      page="post"
      main={
      <>
      <article className="post" aria-labelledby="post-title">
        <header className="post__header">
          {underReview && (
            <p className="locked-notice" role="note">
              {CONTENT_UNDER_REVIEW_MESSAGE}
            </p>
          )}
          {post.isResponse && post.responseRootPost && <ResponseContext story={post.responseRootPost} />}
          {post.isLocked && <MemberOnlyMark />}
          <h1 id="post-title" className="post__title">
            {post.title}
          </h1>
          {post.subtitle && <p className="post__subtitle">{post.subtitle}</p>}
          <div className="post__byline">
            <AvatarBadge tier={post.creator.membership?.tier}>
              <Avatar id={post.creator.id} name={post.creator.name} size="M" />
            </AvatarBadge>
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
            {!ownStory && (
              <span className="post__follow">
                <FollowButton follow={writerFollow} label={post.creator.name} />
              </span>
            )}
          </div>
          <PostActionBar post={post} placement="top" />
        </header>
        <HighlightedPostBody post={post} />
        {post.content.isLockedPreviewOnly && <Paywall postUrl={post.url} signedIn={state.viewer !== null} reads={reads} />}
        {post.content.isLockedPreviewOnly && <AlternateUser postId={post.id} path={post.url} />}
        {post.isLocked && state.viewer?.id === post.creator.id && (
          <p className="locked-notice locked-notice--author" role="note">
            {lockedStoryAuthorNote(copy.productName)}
          </p>
        )}
        {post.tags.length > 0 && (
          <footer className="post__footer">
            <h2 className="visually-hidden">Tags</h2>
            <ChipList items={post.tags.map((t) => ({ key: t.slug, href: tagPath(t.slug), label: t.displayTitle }))} />
          </footer>
        )}
        <PostActionBar post={post} placement="bottom" />
        {!post.isResponse && !ownStory && (
          <p className="post__subscribe">
            <span>Get {post.creator.name}'s stories in your inbox.</span>
            <SubscribeLink href={authorNewsletterHref(post.creator.username)} name={post.creator.name} />
          </p>
        )}
        {post.isResponse && <ResponseReplies postId={post.id} />}
      </article>
      {/* Issue 18: the end of a story; Recommended from {product} has its place inside it (ui/stories/StoryEnd.tsx). */}
      {!post.isResponse && <StoryEnd story={post} writerFollow={ownStory ? null : writerFollow} />}
      </>
      }
    />
  );
}
