// reader-experience §2.4: the sidebar's Following section. The page paints its heading, the skeleton
// rows (§9) and 'See all' at once; the list itself (ui/following/SidebarFollowingList.tsx) loads after
// hydration together with its query, so signed-in pages carry none of its code in their initial JavaScript.
import { SIDEBAR_FOLLOWING_COPY, SIDEBAR_SKELETON_ROWS } from '../../core/following/sidebar-following.constants.ts';
import { componentLoader, useLazyComponent } from './lazy-component.ts';
import { hrefFor } from './links.ts';

const loadList = componentLoader<Record<string, never>>(() =>
  import('../following/SidebarFollowingList.tsx').then((m) => m.SidebarFollowingList),
);

export function SidebarFollowingSkeleton() {
  return (
    <ul className="sidebar__skeleton" aria-hidden="true">
      {Array.from({ length: SIDEBAR_SKELETON_ROWS }, (_, i) => (
        <li key={i} />
      ))}
    </ul>
  );
}

export function SidebarFollowing() {
  const { Component: List, failed } = useLazyComponent(loadList, true);
  return (
    <section className="sidebar__following" aria-labelledby="sidebar-following">
      <h2 id="sidebar-following" className="sidebar__heading">
        Following
      </h2>
      {List ? (
        <List />
      ) : failed ? (
        // The list's code could not be fetched (offline, or a deploy replaced it): say so, and offer the page.
        <p role="alert" className="sidebar__following-error">
          {SIDEBAR_FOLLOWING_COPY.loadFailed}
        </p>
      ) : (
        <div className="sidebar__following-body" aria-busy="true">
          <SidebarFollowingSkeleton />
        </div>
      )}
      <a className="sidebar__see-all" href={hrefFor('ShowFollowsIndex')}>
        See all
      </a>
    </section>
  );
}
