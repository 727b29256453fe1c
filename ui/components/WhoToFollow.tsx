// The home page's right column: who to follow — writers and publications the reader does not follow yet,
// most followed first, each with Follow (the same button, counts and toasts as on their pages), and a way
// to more suggestions. A logged-out visitor's Follow opens sign-in.
import { hrefFor } from '../chrome/links.ts';
import { usePreloaded } from '../data.tsx';
import { FollowButton, useFollow } from '../following/FollowControls.tsx';
import type { Operation } from '../post-card-fields.ts';
import { Avatar } from './Avatar.tsx';

export const WHO_TO_FOLLOW_COUNT = 3;

type Suggestion =
  | {
      __typename: 'User';
      id: string;
      name: string;
      bio: string;
      url: string;
      socialStats: { followerCount: number };
      viewerEdge: { isFollowing: boolean; isMuting: boolean };
    }
  | {
      __typename: 'Publication';
      id: string;
      name: string;
      tagline: string;
      url: string;
      followGraph: { followerCount: number };
      viewerEdge: { isFollowing: boolean; isMuting: boolean };
    };

export type WhoToFollowData = { whoToFollow: Suggestion[]; viewer: { id: string; socialStats: { followingCount: number } } | null };

export const WhoToFollowQuery: Operation<WhoToFollowData, Record<string, never>> = {
  name: 'WhoToFollowQuery',
  source: /* GraphQL */ `
    query WhoToFollowQuery {
      whoToFollow(first: ${WHO_TO_FOLLOW_COUNT}) {
        __typename
        ... on User { id name bio url socialStats { followerCount } viewerEdge { id isFollowing isMuting } }
        ... on Publication { id name tagline url followGraph { followerCount } viewerEdge { id isFollowing isMuting } }
      }
      viewer { id socialStats { followingCount } }
    }
  `,
};

function Entry({ entity, viewerFollowingCount }: { entity: Suggestion; viewerFollowingCount: number }) {
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
        </span>
      </a>
      <FollowButton follow={follow} label={entity.name} />
    </li>
  );
}

export function WhoToFollow() {
  const data = usePreloaded(WhoToFollowQuery, {});
  if (!data || data.whoToFollow.length === 0) return null;
  return (
    <section className="who-to-follow" aria-labelledby="who-to-follow-heading">
      <h2 id="who-to-follow-heading" className="aside-heading">
        Who to follow
      </h2>
      <ul className="who-to-follow__list">
        {data.whoToFollow.map((entity) => (
          <Entry key={entity.id} entity={entity} viewerFollowingCount={data.viewer?.socialStats.followingCount ?? 0} />
        ))}
      </ul>
      <a className="who-to-follow__more" href={hrefFor('ShowFollowSuggestions')}>
        See more suggestions
      </a>
    </section>
  );
}
