// The home page's right column: Who to follow. The heading, skeleton rows and the way to more suggestions
// paint with the page; the list and its query (ui/components/WhoToFollowList.tsx) come after hydration —
// it sits below the fold, so neither the server's render nor the initial JavaScript waits for it.
import { componentLoader, useLazyComponent } from '../chrome/lazy-component.ts';
import { hrefFor } from '../chrome/links.ts';

export const WHO_TO_FOLLOW_COUNT = 3;

const loadList = componentLoader<Record<string, never>>(() => import('./WhoToFollowList.tsx').then((m) => m.WhoToFollowList));

export function WhoToFollowSkeleton() {
  return (
    <ul className="who-to-follow__skeleton" aria-hidden="true">
      {Array.from({ length: WHO_TO_FOLLOW_COUNT }, (_, i) => (
        <li key={i} />
      ))}
    </ul>
  );
}

export function WhoToFollow() {
  const { Component: List, failed } = useLazyComponent(loadList, true);
  return (
    <section className="who-to-follow" aria-labelledby="who-to-follow-heading" aria-busy={!List && !failed}>
      <h2 id="who-to-follow-heading" className="aside-heading">
        Who to follow
      </h2>
      {List ? <List /> : failed ? <p className="who-to-follow__status">Suggestions did not load.</p> : <WhoToFollowSkeleton />}
      <a className="who-to-follow__more" href={hrefFor('ShowFollowSuggestions')}>
        See more suggestions
      </a>
    </section>
  );
}
