// reader-experience §2.3 and §2.5: the search box in the top bar, scoped to the page. What every page paints
// is this form: without JavaScript (or before the popover's code arrives) Enter submits it to the search page
// with q. The predictive popover (ui/search/SearchPopover.tsx) is code for after the reader reaches the box,
// so it loads on first focus or hover and is not in the page's initial JavaScript.
import { useRef, useState } from 'react';
import { searchPath } from '../../core/routing/links.ts';
import { MAX_QUERY_LENGTH } from '../../core/search/query-length.ts';
import { usePageData } from '../data.tsx';
import { componentLoader, useLazyComponent } from './lazy-component.ts';
import type { SearchPopoverProps } from '../search/SearchPopover.tsx';

export const loadSearchPopover = componentLoader<SearchPopoverProps>(() => import('../search/SearchPopover.tsx').then((m) => m.SearchPopover));

export const SEARCH_LISTBOX_ID = 'search-popover-listbox';

export type ComboboxAria = { expanded: boolean; activeId: string | null };

export function SearchBox() {
  const { state } = usePageData();
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [aria, setAria] = useState<ComboboxAria>({ expanded: false, activeId: null });
  const { Component } = useLazyComponent(loadSearchPopover, wanted);
  const search = state.search ?? { scope: null, publicationPage: false };
  // A publication's own pages search that publication (platform-reference §2.2 /{collectionSlug}/search).
  const action = search.publicationPage && search.scope?.kind === 'publication' ? searchPath({ collectionSlug: search.scope.slug }) : searchPath();
  const want = () => setWanted(true);
  return (
    // The magnifier is drawn by CSS (styles.css), keeping the initial JavaScript small.
    <form role="search" aria-label="Site" className="search-box" action={action} method="get">
      <input
        ref={input}
        className="search-box__input"
        type="text"
        name="q"
        placeholder="Search"
        aria-label={search.scope ? `Search ${search.publicationPage ? search.scope.name : ''}`.trim() : 'Search'}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={aria.expanded ? SEARCH_LISTBOX_ID : undefined}
        aria-activedescendant={aria.activeId ?? undefined}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        // On the search page the box keeps what was searched for, as the page's heading says it.
        defaultValue={state.route?.page === 'search' ? (state.route.params.q ?? '') : undefined}
        onFocus={want}
        onPointerEnter={want}
      />
      {Component && input.current && (
        <Component input={input.current} scope={search.scope} publicationPage={search.publicationPage} loggedIn={state.viewer !== null} bot={state.visitor?.bot ?? false} onAria={setAria} />
      )}
    </form>
  );
}
