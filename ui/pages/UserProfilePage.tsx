// reader-experience §2.1 user-profile (two column): the writer's stories in the main column; name, bio,
// follower count, Follow and Mute beside them.
import { lazy, Suspense } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { PostCard } from '../components/PostCard.tsx';
import { ProfileAbout } from '../components/ProfileAbout.tsx';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { EntityMenu, FollowButton, useFollow } from '../following/FollowControls.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { UserProfileQuery, type ProfileData } from '../queries.ts';

// The server answers a missing writer with the 404 page itself (status 404), so this page only ever
// renders without its data if the preloaded cache lost it: the not-found screen's code loads then, not
// with every profile.
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

function Profile({ user, viewer }: { user: NonNullable<ProfileData['user']>; viewer: ProfileData['viewer'] }) {
  const { state } = usePageData();
  const follow = useFollow(
    { kind: 'user', id: user.id, name: user.name },
    {
      isFollowing: user.viewerEdge.isFollowing,
      isMuting: user.viewerEdge.isMuting,
      followerCount: user.socialStats.followerCount,
      viewerFollowingCount: viewer?.socialStats.followingCount ?? 0,
    },
  );
  const self = state.viewer?.id === user.id;
  const followers = follow.context.followerCount;
  return (
    <PageFrame
      page="user-profile"
      asideLabel={`About ${user.name}`}
      main={
        <>
          <header className="profile__header">
            <h1 className="profile__name">{user.name}</h1>
            <p className="profile__followers">
              <a href={hrefFor('ShowUserFollowers', { username: user.username })}>
                {formatCount(followers)} {followers === 1 ? 'Follower' : 'Followers'}
              </a>
              {' · '}
              <a href={hrefFor('ShowUserFollowing', { username: user.username })}>{formatCount(user.socialStats.followingCount)} Following</a>
            </p>
            {!self && (
              <div className="profile__actions">
                <FollowButton follow={follow} label={user.name} />
                {state.viewer && <EntityMenu follow={follow} />}
              </div>
            )}
          </header>
          {follow.context.isMuting && <p className="profile__muted">You muted {user.name}: their stories do not appear in your feeds.</p>}
          <h2 className="page-heading">Stories</h2>
          {user.posts.items.length === 0 ? (
            <p className="feed__status">{user.name} has not published a story yet.</p>
          ) : (
            <ol className="feed" aria-label={`Stories by ${user.name}`}>
              {user.posts.items.map(({ post }) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ol>
          )}
        </>
      }
      aside={<ProfileAbout user={user} />}
    />
  );
}

export function UserProfilePage() {
  const { state } = usePageData();
  const data = usePreloaded(UserProfileQuery, { username: state.route?.params.username ?? '' });
  return data?.user ? <Profile user={data.user} viewer={data.viewer} /> : <Suspense fallback={null}><NotFoundPage /></Suspense>;
}
