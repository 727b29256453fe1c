// reader-experience §2.1 user-profile (two column): the writer's stories in the main column; name, bio,
// follower count, Follow and Mute beside them.
import { lazy, Suspense } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { Avatar } from '../components/Avatar.tsx';
import { AvatarBadge } from '../components/AvatarBadge.tsx';
import { MembershipBadge } from '../components/MembershipBadge.tsx';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { ProfileAbout } from '../components/ProfileAbout.tsx';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { EntityMenu, FollowButton, useFollow } from '../following/FollowControls.tsx';
import { authorNewsletterHref, SubscribeLink } from '../newsletters/SubscribeLink.tsx';
import { OwnNewsletterCountQuery } from '../newsletters/newsletter-queries.ts';
import { newsletterCopy } from '../../core/copy/newsletter-copy.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { UserPostsQuery, UserProfileQuery, type ProfileData } from '../queries.ts';
import { UserHighlightsPage } from '../highlights/UserHighlightsPage.tsx';
import { ProfileTabs } from '../profile/ProfileTabs.tsx';
import { topWriterSummary } from '../../core/profile/awards.ts';

// The server answers a missing writer with the 404 page itself (status 404), so this page only ever
// renders without its data if the preloaded cache lost it: the not-found screen's code loads then, not
// with every profile.
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

/** As many as the profile's first page (UserProfileQuery asks for 10). */
const PROFILE_PAGE_SIZE = 10;

/** The writer's own subscriber count, linking to the import page; server-rendered from the preloaded query. */
function OwnSubscriberCount({ username }: { username: string }) {
  const count = usePreloaded(OwnNewsletterCountQuery, { username })?.user?.newsletterV3?.subscriberCount;
  if (typeof count !== 'number') return null;
  return (
    <p className="profile__followers">
      <a href={hrefFor('ShowImportSubscribers', {})}>{newsletterCopy.subscriberCount(count)}</a>
    </p>
  );
}

function Profile({ user, viewer }: { user: NonNullable<ProfileData['user']>; viewer: ProfileData['viewer'] }) {
  const { state, transport } = usePageData();
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
            <div className="profile__identity">
              <AvatarBadge tier={user.membership?.tier}>
                <Avatar id={user.id} name={user.name} size="L" imageId={user.imageId} />
              </AvatarBadge>
              <h1 className="profile__name">{user.name}</h1>
              {user.membership && <MembershipBadge tier={user.membership.tier} friendSince={user.membership.friendSince} isOwn={self} />}
            </div>
            <p className="profile__followers">
              <a href={hrefFor('ShowUserFollowers', { username: user.username })}>
                {formatCount(followers)} {followers === 1 ? 'Follower' : 'Followers'}
              </a>
              {' · '}
              <a href={hrefFor('ShowUserFollowing', { username: user.username })}>{formatCount(user.socialStats.followingCount)} Following</a>
              {' · '}
              <a href={hrefFor('ShowUserAbout', { username: user.username })}>About</a>
            </p>
            {user.topWriterAwards.length > 0 && (
              <p className="profile__followers">
                <a href={`${user.url}/awards/top-writer`}>
                  {topWriterSummary(user.topWriterAwards.map((a) => a.tag.displayTitle))}
                </a>
              </p>
            )}
            {self && <OwnSubscriberCount username={user.username} />}
            {!self && (
              <div className="profile__actions">
                <FollowButton follow={follow} label={user.name} />
                <SubscribeLink href={authorNewsletterHref(user.username)} name={user.name} />
                {state.viewer && <EntityMenu follow={follow} />}
              </div>
            )}
          </header>
          <ProfileTabs username={user.username} name={user.name} routeName="ShowUser" />
          {follow.context.isMuting && <p className="profile__muted">You muted {user.name}: their stories do not appear in your feeds.</p>}
          <h2 className="page-heading">Stories</h2>
          <PagedPostList
            label={`Stories by ${user.name}`}
            // Every card here is the writer's: their name above each would repeat the page's heading.
            showWriter={false}
            first={{ items: user.posts.items.map((i) => i.post), next: user.posts.pagingInfo.next?.to ?? null }}
            empty={<p className="feed__status">{user.name} has not published a story yet.</p>}
            fetchPage={
              transport
                ? async (cursor) => {
                    const result = await transport.request(UserPostsQuery, {
                      username: user.username,
                      paging: { limit: PROFILE_PAGE_SIZE, to: cursor },
                    });
                    const posts = result.data?.user?.posts;
                    if (!posts) throw new Error(result.errors?.[0]?.message ?? 'The stories did not load');
                    return { items: posts.items.map((i) => i.post), next: posts.pagingInfo.next?.to ?? null };
                  }
                : null
            }
          />
        </>
      }
      aside={<ProfileAbout user={user} />}
    />
  );
}

export function UserProfilePage() {
  const { state } = usePageData();
  const data = usePreloaded(UserProfileQuery, { username: state.route?.params.username ?? '' });
  // platform-reference §2.2 /@{username}/highlights shares the user-profile page (issue 16: ui/highlights/).
  if (state.route?.name === 'ShowUserHighlights') return <UserHighlightsPage />;
  return data?.user ? <Profile user={data.user} viewer={data.viewer} /> : <Suspense fallback={null}><NotFoundPage /></Suspense>;
}
