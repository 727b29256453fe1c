// reader-experience §2.4: the body of the sidebar's Following section — the ten writers and publications
// the reader follows that published most recently, a dot on those with unseen stories; skeleton rows while
// loading, an error with 'Try again', and a way to find some when there are none. It loads after the page
// (ui/chrome/SidebarFollowing.tsx shows the skeleton until then): the list needs a query anyway, so its
// code travels beside that query rather than in every page's initial JavaScript. An entry opens the
// following feed narrowed to that writer or publication; 'See all' (in SidebarFollowing.tsx) opens
// /me/following. The list is the page's query-store entry for SidebarMenuQuery (ui/use-query.ts): a follow
// or unfollow elsewhere on the page makes it stale (ui/following/follow-engine.ts), and the list is asked
// for again and redrawn without a reload, keeping the current rows while it loads.
import { useEffect, useState } from 'react';
import { markSeen, readLastSeen, type LastSeen } from '../../core/following/following-latest.ts';
import {
  SIDEBAR_FOLLOWING_COPY,
  SIDEBAR_FOLLOWING_LIMIT,
  SIDEBAR_MENU_QUERY,
  sidebarFollowingModel,
  sidebarFollowingState,
  type FollowedEdge,
  type SidebarFollowingItem,
} from '../../core/following/sidebar-following.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import { Avatar } from '../components/Avatar.tsx';
import { hrefFor } from '../chrome/links.ts';
import { SidebarFollowingSkeleton } from '../chrome/SidebarFollowing.tsx';
import type { Operation } from '../post-card-fields.ts';
import { useQuery } from '../use-query.ts';

type Answer = { viewer: { followedEntities: { edges: FollowedEdge[] } } | null };

const SidebarMenuQuery: Operation<Answer, { first: number }> = {
  name: SIDEBAR_MENU_QUERY,
  source: /* GraphQL */ `
    query SidebarMenuQuery($first: Int) {
      viewer {
        id
        followedEntities(first: $first) {
          edges {
            lastPublishedAt
            node {
              id
              entity {
                __typename
                ... on User { id name imageId }
                ... on Publication { id name avatar { id } }
              }
            }
          }
          pageInfo { hasNextPage }
        }
      }
    }
  `,
};

/** reader-experience §2.2 ShowFollowingFeed: an entry opens the following feed narrowed to it. */
const feedHref = (item: SidebarFollowingItem) =>
  hrefFor('ShowFollowingFeed', { entityName: item.kind === 'user' ? 'writers' : 'publications', selection: item.id });

export function SidebarFollowingList({ storage }: { storage: KeyValueStore | null }) {
  const query = useQuery(SidebarMenuQuery, { first: SIDEBAR_FOLLOWING_LIMIT });
  const [lastSeen, setLastSeen] = useState<LastSeen>({});

  useEffect(() => {
    if (storage) setLastSeen(readLastSeen(storage));
  }, [storage]);

  const model = sidebarFollowingModel(sidebarFollowingState(query), lastSeen);
  return (
    <div className="sidebar__following-body" aria-busy={model.kind === 'loading'}>
      {model.kind === 'loading' && <SidebarFollowingSkeleton />}
      {model.kind === 'error' && (
        <div role="alert" className="sidebar__following-error">
          <p>{model.message}</p>
          <button type="button" className="button button--small button--outline" onClick={query.reload}>
            {model.retry}
          </button>
        </div>
      )}
      {model.kind === 'empty' && (
        <p className="sidebar__following-empty">
          {model.message}{' '}
          <a href={hrefFor('ShowFollowSuggestions')}>{model.action}</a>
        </p>
      )}
      {model.kind === 'list' && (
        <ul className="sidebar__followed">
          {model.items.map((item) => (
            <li key={item.id}>
              <a
                href={feedHref(item)}
                className="sidebar__followed-item"
                onClick={() => {
                  if (storage) setLastSeen(markSeen(storage, item.id, item.lastPublishedAt));
                }}
              >
                <Avatar id={item.id} name={item.name} size="XXS" />
                <span className="sidebar__followed-name">{item.name}</span>
                {item.hasDot && (
                  <span className="sidebar__dot">
                    <span className="visually-hidden">New stories</span>
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
