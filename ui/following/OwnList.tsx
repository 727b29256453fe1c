// The reader's own lists: the writers and publications they follow (/me/following) or muted
// (/me/settings/mute), 25 at a time with 'Show more'. Each row links to the writer or publication and
// carries the follow machine's button: Following (unfollow, with 'You unfollowed {name}.' and Undo) or
// Unmute ('{name} has been unmuted.'), so the toasts and the optimistic state are the profile's.
import { useState, type ReactNode } from 'react';
import { usePageData } from '../data.tsx';
import { Avatar } from '../components/Avatar.tsx';
import type { Operation } from '../post-card-fields.ts';
import type { Connection, OwnListData, OwnListPublication, OwnListUser, OwnListVars } from './following-queries.ts';
import { FollowButton, MuteButton, useFollow } from './FollowControls.tsx';

type Node = OwnListUser | OwnListPublication;
export type OwnListAction = 'follow' | 'mute';

const isUser = (node: Node): node is OwnListUser => 'username' in node;

function OwnListRow({ node, action, viewerFollowingCount }: { node: Node; action: OwnListAction; viewerFollowingCount: number }) {
  const user = isUser(node);
  const follow = useFollow(
    { kind: user ? 'user' : 'collection', id: node.id, name: node.name },
    {
      isFollowing: node.viewerEdge.isFollowing,
      isMuting: node.viewerEdge.isMuting,
      followerCount: user ? node.socialStats.followerCount : node.followGraph.followerCount,
      viewerFollowingCount,
    },
  );
  const about = user ? node.bio : node.tagline;
  return (
    <li className="follow-list__item">
      <Avatar id={node.id} name={node.name} size="S" />
      <div className="follow-list__who">
        <a className="follow-list__name" href={node.url}>
          {node.name}
        </a>
        {about && <p className="follow-list__bio">{about}</p>}
      </div>
      {action === 'follow' ? <FollowButton follow={follow} label={node.name} /> : <MuteButton follow={follow} />}
    </li>
  );
}

export function OwnListSection<N extends Node>({
  query,
  first,
  action,
  label,
  heading,
  empty,
}: {
  query: Operation<OwnListData<N>, OwnListVars>;
  first: OwnListData<N> | null;
  action: OwnListAction;
  /** The list's accessible name. */
  label: string;
  heading?: ReactNode;
  empty: ReactNode;
}) {
  const { transport } = usePageData();
  const [pages, setPages] = useState<Connection<N>[]>(first?.viewer ? [first.viewer.list] : []);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const last = pages[pages.length - 1];
  const edges = pages.flatMap((p) => p.edges);
  const viewerFollowingCount = first?.viewer?.socialStats.followingCount ?? 0;

  const showMore = () => {
    if (!transport || !last?.pageInfo.endCursor) return;
    setStatus('loading');
    transport
      .request(query, { after: last.pageInfo.endCursor })
      .then((result) => {
        const next = result.data?.viewer?.list;
        if (!next) return setStatus('error');
        setPages((all) => [...all, next]);
        setStatus('idle');
      })
      .catch(() => setStatus('error'));
  };

  return (
    <section className="own-list" aria-label={label}>
      {heading}
      {edges.length === 0 ? (
        empty
      ) : (
        <ul className="follow-list" aria-label={label} aria-busy={status === 'loading'}>
          {edges.map((edge) => (
            <OwnListRow key={edge.node.id} node={edge.node} action={action} viewerFollowingCount={viewerFollowingCount} />
          ))}
        </ul>
      )}
      {status === 'error' && (
        <p role="alert" className="feed__status">
          Something went wrong. Please try again.
        </p>
      )}
      {last?.pageInfo.hasNextPage && (
        <button type="button" className="button button--outline follow-list__more" onClick={showMore} disabled={status === 'loading'}>
          {status === 'loading' ? 'Loading…' : status === 'error' ? 'Try again' : 'Show more'}
        </button>
      )}
    </section>
  );
}
