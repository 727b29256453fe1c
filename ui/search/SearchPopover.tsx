// reader-experience §2.5, §7 and §9: the predictive popover under the top bar's search box, 316px wide — the
// WAI-ARIA combobox pattern: the box keeps focus, Up and Down move the active option through the results
// (aria-activedescendant), Enter opens it (or, with none active, the search page with q), Escape closes and
// leaves focus in the box. Sections come from core (core/search/predictive-search.ts): the page's scoped
// stories with their date, People, Publications, Topics; with an empty query, Recent Searches (each
// removable, kept under recent_searches) and 'Explore topics'. Events: search.predictiveOpened as it opens,
// search.predictiveQueried per query sent (after a pause in typing), search.predictiveResultClicked and the
// SearchClickEvent (query id and rank; bots send none) as a hit is opened.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { formatShortDate } from '../../core/format/date.ts';
import { publicationPath, tagPath, userPath } from '../../core/routing/links.ts';
import { searchPagePath } from '../../core/search/search-categories.ts';
import { predictiveOpened, predictiveQueried, predictiveResultClicked, searchClickEvent } from '../../core/search/search-events.ts';
import {
  EXPLORE_TOPICS_LABEL,
  itemCount,
  moveFocus,
  popoverSections,
  predictiveRequests,
  type IndexResults,
  type PopoverItem,
  type SearchScope,
} from '../../core/search/predictive-search.ts';
import { recentSearches } from '../../core/search/recent-searches.ts';
import { currentResult, emptySearchResults, searchResultsReducer, type SearchResultsEvent, type SearchResultsState } from '../../core/search/search-results.ts';
import { hrefFor } from '../chrome/links.ts';
import { SEARCH_LISTBOX_ID, type ComboboxAria } from '../chrome/SearchBox.tsx';
import { usePageData } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { logEvent } from '../reporting/log-event.ts';
import { PredictiveSearchQuery, SEARCH_CLICK_MUTATION, type PredictiveSearchData } from './search-queries.ts';

export type SearchPopoverProps = {
  input: HTMLInputElement;
  scope: SearchScope;
  publicationPage: boolean;
  loggedIn: boolean;
  bot: boolean;
  onAria: (aria: ComboboxAria) => void;
};

/** A pause in typing before the query is sent. */
export const QUERY_DEBOUNCE_MS = 200;

const optionId = (position: number) => `search-option-${position}`;

function hrefOf(item: PopoverItem, scopeSlug: string | null): string {
  switch (item.kind) {
    case 'post':
      return `/p/${item.hit.postId}`;
    case 'user':
      return userPath(item.hit.username);
    case 'collection':
      return publicationPath(item.hit.slug);
    case 'tag':
      return tagPath(item.hit.tagSlug);
    case 'recent':
      return searchPagePath('posts', item.query, scopeSlug);
    case 'explore':
      return hrefFor('ShowExploreTopics');
  }
}

function toIndexResults(data: PredictiveSearchData | null): IndexResults {
  const s = data?.search;
  const ok = <H,>(a: { status: string; queryId: string | null; hits: H[] } | null | undefined) => (a && a.status === 'SUCCESS' ? { hits: a.hits, queryId: a.queryId } : undefined);
  const posts = ok(s?.posts);
  const users = ok(s?.users);
  const collections = ok(s?.collections);
  const tags = ok(s?.tags);
  return {
    ...(posts ? { posts: { queryId: posts.queryId, hits: posts.hits.map((h) => ({ ...h, objectID: h.objectId })) } } : {}),
    ...(users ? { users: { queryId: users.queryId, hits: users.hits.map((h) => ({ ...h, objectID: h.objectId })) } } : {}),
    ...(collections ? { collections: { queryId: collections.queryId, hits: collections.hits.map((h) => ({ ...h, objectID: h.objectId })) } } : {}),
    ...(tags ? { tags: { queryId: tags.queryId, hits: tags.hits.map((h) => ({ ...h, objectID: h.objectId })) } } : {}),
  };
}

const anyError = (data: PredictiveSearchData | null) => {
  const s = data?.search;
  return !!s && [s.posts, s.users, s.collections, s.tags].some((a) => a?.status === 'ERROR');
};

export function SearchPopover({ input, scope, publicationPage, loggedIn, bot, onAria }: SearchPopoverProps) {
  const { transport } = usePageData();
  const { storage } = usePorts();
  const recent = useMemo(() => recentSearches(storage), [storage]);
  const [recentList, setRecentList] = useState<string[]>(() => recent.list());
  const [open, setOpen] = useState(() => document.activeElement === input);
  const [query, setQuery] = useState(() => input.value);
  const [active, setActive] = useState<number | null>(null);
  const [results, dispatch] = useReducer(
    (state: SearchResultsState<PredictiveSearchData>, event: SearchResultsEvent<PredictiveSearchData>) => searchResultsReducer(state, event),
    undefined,
    () => emptySearchResults<PredictiveSearchData>(),
  );
  const scopeSlug = publicationPage && scope?.kind === 'publication' ? scope.slug : null;
  const context = useMemo(() => ({ scope, publicationPage, unfiltered: false, loggedIn }), [scope, publicationPage, loggedIn]);

  const shown = currentResult(results);
  const data = shown?.status === 'success' ? shown.data : null;
  const sections = popoverSections(query, query === '' ? {} : toIndexResults(data), recentList, scope);
  const count = itemCount(sections);
  const items = sections.flatMap((s) => s.items);

  // search.predictiveOpened each time it opens; the first opening is the focus that loaded this code.
  useEffect(() => {
    if (!open) return;
    const event = predictiveOpened({ loggedIn, scope });
    logEvent(event.key, event.data);
  }, [open, loggedIn, scope]);

  useEffect(() => {
    onAria({ expanded: open, activeId: open && active !== null ? optionId(active) : null });
  }, [open, active, onAria]);

  // The query as typed, sent after a pause; each answer is kept under its own query (platform-reference §4).
  useEffect(() => {
    if (query === '') return;
    const timer = setTimeout(() => {
      const key = JSON.stringify([query, scope?.id ?? null, publicationPage]);
      dispatch({ type: 'search.query', key });
      const event = predictiveQueried({ query, loggedIn, scope });
      logEvent(event.key, event.data);
      if (!transport) return;
      const requests = predictiveRequests(query, context).map((r) => ({ index: r.indexName, paging: { limit: r.params.hitsPerPage } }));
      transport
        .request<PredictiveSearchData>(PredictiveSearchQuery, {
          query,
          requests,
          searchInCollection: scope?.kind === 'publication' ? scope.id : null,
          searchInUser: scope?.kind === 'profile' ? scope.id : null,
        })
        .then(
          // An index that failed shows as missing beside the others (its status is ERROR); no data at all is an error.
          (result) => dispatch(result.data ? { type: 'search.success', key, data: result.data } : { type: 'search.error', key }),
          () => dispatch({ type: 'search.error', key }),
        );
    }, QUERY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, scope, publicationPage, loggedIn, context, transport]);

  const go = useCallback(
    async (item: PopoverItem) => {
      if (item.kind === 'recent') recent.add(item.query);
      else if (item.kind !== 'explore') {
        recent.add(query);
        const section = sections.find((s) => s.items.includes(item));
        const rank = (section?.items.indexOf(item) ?? 0) + 1;
        const click = { query, queryId: section?.queryId ?? null, indexName: item.index, objectId: item.hit.objectID, position: rank, loggedIn };
        const event = predictiveResultClicked(click);
        logEvent(event.key, event.data);
        const input = searchClickEvent(click, bot);
        if (input && transport) {
          // The click event goes before the page is left, but never holds it up for long.
          await Promise.race([transport.request(SEARCH_CLICK_MUTATION_OP, input).catch(() => {}), new Promise((resolve) => setTimeout(resolve, 400))]);
        }
      }
      window.location.assign(hrefOf(item, scopeSlug));
    },
    [query, sections, loggedIn, bot, transport, recent, scopeSlug],
  );

  // The box's own events: typing, keys, focus coming and going.
  useEffect(() => {
    const form = input.form;
    const onInput = () => {
      setQuery(input.value);
      setActive(null);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (!next || !form?.contains(next)) {
        setOpen(false);
        setActive(null);
      }
    };
    const onSubmit = () => {
      if (input.value.trim() !== '') recent.add(input.value);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    form?.addEventListener('focusout', onFocusOut);
    form?.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      form?.removeEventListener('focusout', onFocusOut);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [input, recent]);

  // The key handler reads the latest render through a ref: a key pressed just as results arrive must see them.
  const latest = useRef({ count, open, active, items, go });
  latest.current = { count, open, active, items, go };
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const now = latest.current;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const next = moveFocus(now.active, now.count, e.key);
        now.active = next;
        setOpen(true);
        setActive(next);
      } else if (e.key === 'Escape') {
        if (now.open) e.preventDefault();
        setOpen(false);
        setActive(null);
        input.focus();
      } else if (e.key === 'Enter' && now.open && now.active !== null && now.items[now.active]) {
        e.preventDefault();
        void now.go(now.items[now.active]!);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [input]);

  if (!open) return null;
  const status = query === '' ? null : shown === null || shown.status === 'loading' ? 'Searching…' : shown.status === 'error' || anyError(data) ? 'Some results could not be loaded. Press Enter to search instead.' : count === 0 ? `No suggestions for “${query}”. Press Enter to search.` : null;

  return (
    <div className="search-popover" style={{ width: 316 }}>
      <ul role="listbox" id={SEARCH_LISTBOX_ID} aria-label="Search suggestions" className="search-popover__list">
        {sections.map((section) => (
          <li key={section.id} role="presentation">
            {section.title && (
              <div className="search-popover__title" id={`search-section-${section.id}`} role="presentation">
                {section.title}
              </div>
            )}
            <ul role="group" aria-labelledby={section.title ? `search-section-${section.id}` : undefined} aria-label={section.title ? undefined : EXPLORE_TOPICS_LABEL} className="search-popover__list">
              {section.items.map((item) => (
                <li
                  key={item.position}
                  id={optionId(item.position)}
                  role="option"
                  aria-selected={active === item.position}
                  className="search-popover__option"
                  // The box keeps focus while an option is clicked.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => void go(item)}
                >
                  <OptionText item={item} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {query === '' && recentList.length > 0 && (
        // Outside the listbox: an option may not hold a button. Each removes one recent search.
        <div className="search-popover__removers" role="group" aria-label="Remove a recent search">
          {recentList.map((q) => (
            <button
              key={q}
              type="button"
              className="chip chip--small search-popover__remove"
              aria-label={`Remove “${q}” from recent searches`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setRecentList(recent.remove(q));
                setActive(null);
                input.focus();
              }}
            >
              {q} <span aria-hidden="true">×</span>
            </button>
          ))}
        </div>
      )}
      {status && (
        <p className="search-popover__status" role="status">
          {status}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {query !== '' && shown?.status === 'success' ? `${count} suggestions` : ''}
      </p>
    </div>
  );
}

const SEARCH_CLICK_MUTATION_OP = { name: 'SearchClickEvent', source: SEARCH_CLICK_MUTATION };

function OptionText({ item }: { item: PopoverItem }) {
  switch (item.kind) {
    case 'post':
      return (
        <>
          <span>{item.hit.title}</span>
          {item.hit.latestPublishedAt !== null && <span className="search-popover__date">{formatShortDate(item.hit.latestPublishedAt)}</span>}
        </>
      );
    case 'user':
      return <span>{item.hit.name}</span>;
    case 'collection':
      return <span>{item.hit.name}</span>;
    case 'tag':
      return <span>{item.hit.displayText}</span>;
    case 'recent':
      return <span>{item.query}</span>;
    case 'explore':
      return <span>{EXPLORE_TOPICS_LABEL}</span>;
  }
}
