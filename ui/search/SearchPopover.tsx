// reader-experience §2.5, §7 and §9: the predictive popover under the top bar's search box, 316px wide — the
// WAI-ARIA combobox pattern: the box keeps focus, Up and Down move the active option through the results
// (aria-activedescendant), Enter opens it (or, with none active, the search page with q), Escape closes and
// leaves focus in the box. Sections come from core (core/search/predictive-search.ts): the page's scoped
// stories with their date, People, Publications, Topics; with an empty query, Recent Searches (each
// removable, kept under recent_searches) and 'Explore topics'. Whether it is open, the active option, the
// pause in typing before a query is sent and the answers kept per query are core's search popover machine
// (core/search/search-popover.machine.ts, drawn in the statechart gallery): this component sends it the
// box's events and draws its snapshot; its query and events are ui/search/search-popover-actors.ts. Opening
// a hit reports search.predictiveResultClicked and the SearchClickEvent (query id and rank; bots send none).
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { formatShortDate } from '../../core/format/date.ts';
import { publicationPath, tagPath, userPath } from '../../core/routing/links.ts';
import { searchPagePath } from '../../core/search/search-categories.ts';
import { predictiveResultClicked, searchClickEvent } from '../../core/search/search-events.ts';
import {
  EXPLORE_TOPICS_LABEL,
  itemCount,
  popoverSections,
  type IndexResults,
  type PopoverItem,
  type PopoverSection,
  type SearchScope,
} from '../../core/search/predictive-search.ts';
import { recentSearches } from '../../core/search/recent-searches.ts';
import { createSearchPopoverMachine, type SearchPopoverContext } from '../../core/search/search-popover.machine.ts';
import { currentResult } from '../../core/search/search-results.ts';
import { hrefFor } from '../chrome/links.ts';
import { SEARCH_LISTBOX_ID, type ComboboxAria } from '../chrome/SearchBox.tsx';
import { usePageData } from '../data.tsx';
import { usePorts } from '../ports.tsx';
import { logEvent } from '../reporting/log-event.ts';
import { searchPopoverImplementations } from './search-popover-actors.ts';
import { SEARCH_CLICK_MUTATION, type PredictiveSearchData } from './search-queries.ts';

export type SearchPopoverProps = {
  input: HTMLInputElement;
  scope: SearchScope;
  publicationPage: boolean;
  loggedIn: boolean;
  bot: boolean;
  onAria: (aria: ComboboxAria) => void;
};

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

/** What the popover shows for the machine's context: its sections, the current answer and its data. */
function viewOf(context: SearchPopoverContext<PredictiveSearchData>, scope: SearchScope) {
  const shown = currentResult(context.results);
  const data = shown?.status === 'success' ? shown.data : null;
  const sections = popoverSections(context.query, context.query === '' ? {} : toIndexResults(data), context.recent, scope);
  return { shown, data, sections, count: itemCount(sections), items: sections.flatMap((s) => s.items) };
}

export function SearchPopover({ input, scope, publicationPage, loggedIn, bot, onAria }: SearchPopoverProps) {
  const { transport } = usePageData();
  const { storage } = usePorts();
  const recent = useMemo(() => recentSearches(storage), [storage]);
  const machine = useMemo(
    () =>
      createSearchPopoverMachine<PredictiveSearchData>().provide(
        searchPopoverImplementations({ transport, scope, publicationPage, loggedIn, forgetRecent: (q) => void recent.remove(q) }),
      ),
    [transport, scope, publicationPage, loggedIn, recent],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { query: input.value, recent: recent.list() } });
  const scopeSlug = publicationPage && scope?.kind === 'publication' ? scope.slug : null;

  const { query, active } = snapshot.context;
  const open = snapshot.matches({ popover: 'open' });
  const { shown, data, sections, count } = viewOf(snapshot.context, scope);

  useEffect(() => {
    onAria({ expanded: open, activeId: open && active !== null ? optionId(active) : null });
  }, [open, active, onAria]);

  const go = useCallback(
    async (item: PopoverItem, query: string, sections: PopoverSection[]) => {
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
    [loggedIn, bot, transport, recent, scopeSlug],
  );

  // The box's own events: typing, keys, focus coming and going. The focus that loaded this code opens it.
  useEffect(() => {
    const form = input.form;
    if (document.activeElement === input) send({ type: 'search.focus' });
    const onInput = () => send({ type: 'search.input', query: input.value });
    const onFocus = () => send({ type: 'search.focus' });
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (!next || !form?.contains(next)) send({ type: 'search.leave' });
    };
    const onSubmit = () => {
      if (input.value.trim() !== '') recent.add(input.value);
    };
    // Keys read the machine as it is now: a key pressed just as results arrive must see them.
    const onKeyDown = (e: KeyboardEvent) => {
      const now = actor.getSnapshot();
      const isOpen = now.matches({ popover: 'open' });
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        send({ type: 'search.move', key: e.key, count: viewOf(now.context, scope).count });
      } else if (e.key === 'Escape') {
        if (isOpen) e.preventDefault();
        send({ type: 'search.escape' });
        input.focus();
      } else if (e.key === 'Enter' && isOpen && now.context.active !== null) {
        const view = viewOf(now.context, scope);
        const item = view.items[now.context.active];
        if (!item) return;
        e.preventDefault();
        void go(item, now.context.query, view.sections);
      }
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKeyDown);
    form?.addEventListener('focusout', onFocusOut);
    form?.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKeyDown);
      form?.removeEventListener('focusout', onFocusOut);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [input, recent, send, actor, scope, go]);

  if (!open) return null;
  const status = query === '' ? null : shown === null || shown.status === 'loading' ? 'Searching…' : shown.status === 'error' || anyError(data) ? 'Some results could not be loaded. Press Enter to search instead.' : count === 0 ? `No suggestions for “${query}”. Press Enter to search.` : null;
  const recentList = snapshot.context.recent;

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
                  onClick={() => void go(item, query, sections)}
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
                send({ type: 'search.removeRecent', query: q });
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
        {query !== '' && shown?.status === 'success' ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}` : ''}
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
