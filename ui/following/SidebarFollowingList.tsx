// reader-experience §2.4: the body of the sidebar's Following section — the ten writers and publications
// the reader follows that published most recently, a dot on those with unseen stories; skeleton rows while
// loading, an error with 'Try again', and a way to find some when there are none. It loads after the page
// (ui/chrome/SidebarFollowing.tsx shows the skeleton until then): the list needs a query anyway, so its
// code travels beside that query rather than in every page's initial JavaScript. An entry opens the
// following feed narrowed to that writer or publication; 'See all' (in SidebarFollowing.tsx) opens
// /me/following. The list is the page's query-store entry for SidebarMenuQuery (ui/use-query.ts): a follow
// or unfollow elsewhere on the page makes it stale (ui/following/follow-engine.ts), and the list is asked
// for again and redrawn without a reload, keeping the current rows while it loads. Each entry's dot is its own
// following-latest machine (core/following/following-latest.machine.ts, drawn in the statechart gallery):
// it starts from the seen times in the browser's storage, is told of a newer story when the list reloads and
// of seen times another tab stored, and opening the entry marks it seen — its persistSeen action stores the
// time (following-latest.ts markSeen).
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { markSeen, readLastSeen } from '../../core/following/following-latest.ts';
import { followingLatestMachine } from '../../core/following/following-latest.machine.ts';
import {
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
import { usePorts } from '../ports.tsx';
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

export function SidebarFollowingList() {
  const query = useQuery(SidebarMenuQuery, { first: SIDEBAR_FOLLOWING_LIMIT });
  const { storage } = usePorts();
  // The rows and their order; each row's dot is its machine's, not the model's.
  const model = sidebarFollowingModel(sidebarFollowingState(query), {});
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
            <FollowedEntry key={item.id} item={item} storage={storage} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FollowedEntry({ item, storage }: { item: SidebarFollowingItem; storage: KeyValueStore | null }) {
  const machine = useMemo(
    () =>
      followingLatestMachine.provide({
        actions: { persistSeen: (_, { entityId, lastPublishedAt }) => void (storage && markSeen(storage, entityId, lastPublishedAt)) },
      }),
    [storage],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { entityId: item.id, lastPublishedAt: item.lastPublishedAt, lastSeen: storage ? readLastSeen(storage) : {} },
  });

  // The list asked again (a follow elsewhere on the page): a newer story brings the dot back.
  useEffect(() => {
    if (item.lastPublishedAt !== null) send({ type: 'followingLatest.published', at: item.lastPublishedAt });
  }, [item.lastPublishedAt, send]);

  // Another tab opened this entry (or its feed): the seen time it stored clears the dot here too.
  useEffect(() => {
    if (!storage) return;
    const onStorage = () => send({ type: 'followingLatest.storageChanged', lastSeen: readLastSeen(storage) });
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, send]);

  return (
    <li>
      <a href={feedHref(item)} className="sidebar__followed-item" onClick={() => send({ type: 'followingLatest.open' })}>
        <Avatar id={item.id} name={item.name} size="XXS" />
        <span className="sidebar__followed-name">{item.name}</span>
        {snapshot.matches('dot') && (
          <span className="sidebar__dot">
            <span className="visually-hidden">New stories</span>
          </span>
        )}
      </a>
    </li>
  );
}
