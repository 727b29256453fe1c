// platform-reference §2.4 user-followers and user-following (two column): the writers who follow a writer,
// or whom the writer follows, the most recent follow first, 25 at a time with 'Show more'. Each row links
// to the writer and carries the same Follow button and toasts as the profile; the writer's about column
// stays beside the list.
import { lazy, Suspense, useState } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { hrefFor } from '../chrome/links.ts';
import { Avatar } from '../components/Avatar.tsx';
import { ProfileAbout } from '../components/ProfileAbout.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { FollowButton, useFollow } from '../following/FollowControls.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { UserFollowersQuery, UserFollowingQuery, type FollowListData, type FollowListPage, type FollowListUser } from '../queries.ts';

// The server answers a missing writer with the 404 page itself (status 404), so this page only ever
// renders without its data if the preloaded cache lost it: the not-found screen's code loads then, not
// with every followers or following list.
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

type Which = 'followers' | 'following';

function FollowRow({ user, viewerFollowingCount }: { user: FollowListUser; viewerFollowingCount: number }) {
  const { state } = usePageData();
  const follow = useFollow(
    { kind: 'user', id: user.id, name: user.name },
    {
      isFollowing: user.viewerEdge.isFollowing,
      isMuting: user.viewerEdge.isMuting,
      followerCount: user.socialStats.followerCount,
      viewerFollowingCount,
    },
  );
  return (
    <li className="follow-list__item">
      <Avatar id={user.id} name={user.name} size="S" />
      <div className="follow-list__who">
        <a className="follow-list__name" href={user.url}>
          {user.name}
        </a>
        {user.bio && <p className="follow-list__bio">{user.bio}</p>}
      </div>
      {state.viewer?.id !== user.id && <FollowButton follow={follow} label={user.name} />}
    </li>
  );
}

function FollowList({ which, data }: { which: Which; data: NonNullable<FollowListData['user']> & { viewer: FollowListData['viewer'] } }) {
  const { transport } = usePageData();
  const [pages, setPages] = useState<FollowListPage[]>([data.list]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const last = pages[pages.length - 1]!;
  const edges = pages.flatMap((p) => p.edges);
  const count = which === 'followers' ? data.socialStats.followerCount : data.socialStats.followingCount;
  const heading = which === 'followers' ? `${formatCount(count)} ${count === 1 ? 'Follower' : 'Followers'}` : `${formatCount(count)} Following`;

  const showMore = () => {
    if (!transport || !last.pageInfo.endCursor) return;
    setStatus('loading');
    transport
      .request(which === 'followers' ? UserFollowersQuery : UserFollowingQuery, { username: data.username, after: last.pageInfo.endCursor })
      .then((result) => {
        const next = result.data?.user?.list;
        if (!next) return setStatus('error');
        setPages((all) => [...all, next]);
        setStatus('idle');
      })
      .catch(() => setStatus('error'));
  };

  return (
    <PageFrame
      page={which === 'followers' ? 'user-followers' : 'user-following'}
      asideLabel={`About ${data.name}`}
      main={
        <>
          <nav className="follow-list__crumbs" aria-label="Breadcrumb">
            <a href={data.url}>{data.name}</a>
          </nav>
          <h1 className="page-heading follow-list__heading">{heading}</h1>
          {edges.length === 0 ? (
            <p className="feed__status">{which === 'followers' ? `${data.name} has no followers yet.` : `${data.name} is not following anyone yet.`}</p>
          ) : (
            <ul className="follow-list" aria-label={which === 'followers' ? `Followers of ${data.name}` : `Writers ${data.name} follows`} aria-busy={status === 'loading'}>
              {edges.map((edge) => (
                <FollowRow key={edge.node.id} user={edge.node} viewerFollowingCount={data.viewer?.socialStats.followingCount ?? 0} />
              ))}
            </ul>
          )}
          {status === 'error' && (
            <p role="alert" className="feed__status">
              Something went wrong. Please try again.
            </p>
          )}
          {last.pageInfo.hasNextPage && (
            <button type="button" className="button button--outline follow-list__more" onClick={showMore} disabled={status === 'loading'}>
              {status === 'loading' ? 'Loading…' : status === 'error' ? 'Try again' : 'Show more'}
            </button>
          )}
          <p className="follow-list__other">
            {which === 'followers' ? (
              <a href={hrefFor('ShowUserFollowing', { username: data.username })}>See who {data.name} follows</a>
            ) : (
              <a href={hrefFor('ShowUserFollowers', { username: data.username })}>See {data.name}'s followers</a>
            )}
          </p>
        </>
      }
      aside={<ProfileAbout user={data} />}
    />
  );
}

function UserFollows({ which }: { which: Which }) {
  const { state } = usePageData();
  const data = usePreloaded(which === 'followers' ? UserFollowersQuery : UserFollowingQuery, { username: state.route?.params.username ?? '', after: null });
  return data?.user ? <FollowList key={which} which={which} data={{ ...data.user, viewer: data.viewer }} /> : <Suspense fallback={null}><NotFoundPage /></Suspense>;
}

export const UserFollowersPage = () => <UserFollows which="followers" />;
export const UserFollowingPage = () => <UserFollows which="following" />;
