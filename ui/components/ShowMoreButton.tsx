// 'Show more' under a list whose first page came with the page: the pager's code (its live half) loads ahead
// when the pointer or focus reaches the button, and the click hands the list over to it. Until that code has
// arrived the button says it is loading. No XState here: the page's first JavaScript stays without it.
import { usePageData } from '../data.tsx';

export function ShowMoreButton({ live, preload, onShowMore }: { live: boolean; preload: () => void; onShowMore: () => void }) {
  const { copy } = usePageData();
  return (
    <button
      type="button"
      className="button button--outline"
      disabled={live}
      aria-busy={live}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onShowMore}
    >
      {live ? copy.feed.loadingMore : copy.feed.showMore}
    </button>
  );
}
