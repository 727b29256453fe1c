// The list of Who to follow (ui/components/WhoToFollow.tsx loads it after hydration, with its query):
// writers and publications the reader does not follow yet, most followed first, each with Follow (the same
// button, counts and toasts as on their pages). A logged-out visitor's Follow opens sign-in.
import { FollowButton, useFollow } from '../following/FollowControls.tsx';
import type { WhoToFollowQueryData, WhoToFollowQueryVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';
import { Avatar } from './Avatar.tsx';
import { useQuery } from '../use-query.ts';

import { WhoToFollowSkeleton } from './WhoToFollow.tsx';

type Suggestion = WhoToFollowQueryData['whoToFollow'][number];

/** Home's Who to follow: WHO_TO_FOLLOW_COUNT (3) suggestions, and the viewer's following count for the toasts. */
export const WhoToFollowQuery: Operation<WhoToFollowQueryData, WhoToFollowQueryVariables> = {
  name: 'WhoToFollowQuery',
  source: /* GraphQL */ `
    query WhoToFollowQuery {
      whoToFollow(first: 3) {
        __typename
        ... on User { id name bio url socialStats { followerCount } viewerEdge { id isFollowing isMuting } }
        ... on Publication { id name tagline url followGraph { followerCount } viewerEdge { id isFollowing isMuting } }
      }
      viewer { id socialStats { followingCount } }
    }
  `,
};

/**
 * One suggestion with its Follow: Home's Who to follow and onboarding's suggestions (which also say whether it is a
 * writer or a publication) show the same entry.
 */
export function WhoToFollowEntry({ entity, viewerFollowingCount, showKind = false }: { entity: Suggestion; viewerFollowingCount: number; showKind?: boolean }) {
  const user = entity.__typename === 'User';
  const follow = useFollow(
    { kind: user ? 'user' : 'collection', id: entity.id, name: entity.name },
    {
      isFollowing: entity.viewerEdge.isFollowing,
      isMuting: entity.viewerEdge.isMuting,
      followerCount: user ? entity.socialStats.followerCount : entity.followGraph.followerCount,
      viewerFollowingCount,
    },
  );
  const about = user ? entity.bio : entity.tagline;
  return (
    <li className="who-to-follow__entry">
      <a href={entity.url} className="who-to-follow__link">
        <Avatar id={entity.id} name={entity.name} size="S" />
        <span className="who-to-follow__text">
          <span className="who-to-follow__name">{entity.name}</span>
          {about && <span className="who-to-follow__about">{about}</span>}
          {showKind && <span className="onboarding__kind">{user ? 'Writer' : 'Publication'}</span>}
        </span>
      </a>
      <FollowButton follow={follow} label={entity.name} />
    </li>
  );
}

export function WhoToFollowList() {
  const query = useQuery(WhoToFollowQuery, {});
  // Loading keeps what was shown (platform-reference §4): the skeleton only when there is nothing yet.
  if (query.status === 'loading' && !query.data) return <WhoToFollowSkeleton />;
  if (query.status === 'error' || !query.data) {
    return (
      <div role="alert" className="who-to-follow__status">
        <p>Suggestions did not load.</p>
        <button type="button" className="button button--small button--outline" onClick={query.reload}>
          Try again
        </button>
      </div>
    );
  }
  const { whoToFollow, viewer } = query.data;
  if (whoToFollow.length === 0) return <p className="who-to-follow__status">You follow everyone we would suggest for now.</p>;
  return (
    <ul className="who-to-follow__list">
      {whoToFollow.map((entity) => (
        <WhoToFollowEntry key={entity.id} entity={entity} viewerFollowingCount={viewer?.socialStats.followingCount ?? 0} />
      ))}
    </ul>
  );
}
