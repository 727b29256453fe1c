import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { localStorageKeyValueStore } from '../../adapters/storage/key-value-store.local-storage.ts';
import { SearchBox } from '../chrome/SearchBox.tsx';
import { renderWithPageData } from '../testing/render-page.tsx';
import { QUERY_DEBOUNCE_MS } from '../../core/search/search-popover.machine.ts';
import type { PredictiveSearchData } from './search-queries.ts';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  window.__quireEventBacklog = [];
});

const answer: PredictiveSearchData = {
  search: {
    query: 'ma',
    posts: { status: 'SUCCESS', queryId: 'qp', hits: [{ objectId: 'p1', postId: 'p1', title: 'Making maps', latestPublishedAt: Date.UTC(2026, 0, 5) }] },
    users: { status: 'SUCCESS', queryId: 'qu', hits: [{ objectId: 'u1', userId: 'u1', username: 'maya_chen', name: 'Maya Chen', imageId: null }] },
    collections: { status: 'SUCCESS', queryId: 'qc', hits: [] },
    tags: { status: 'ERROR', queryId: null, hits: [] },
  },
};

function transport(data: unknown = answer) {
  return { request: vi.fn(async () => ({ data })) } as unknown as GraphQLTransport & { request: ReturnType<typeof vi.fn> };
}

const profileScope = { scope: { kind: 'profile' as const, id: 'u9', name: 'Theo', username: 'theo' }, publicationPage: false };

describe('reader-experience §2.5 search popover (UI)', () => {
  it('paints a plain search form with a closed combobox until the box is reached', () => {
    renderWithPageData(<SearchBox />, { ports: { storage: localStorageKeyValueStore() } });
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.closest('form')!.getAttribute('action')).toBe('/search');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on focus with Recent Searches and Explore topics, and removes a recent search', async () => {
    localStorage.setItem('quire:recent_searches', JSON.stringify(['xstate', 'vite']));
    renderWithPageData(<SearchBox />, { transport: transport(), ports: { storage: localStorageKeyValueStore() } });
    const box = screen.getByRole('combobox', { name: 'Search' });
    act(() => box.focus());
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['xstate', 'vite', 'Explore topics']);
    expect(screen.getByText('Recent Searches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove “xstate” from recent searches' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['vite', 'Explore topics']);
    expect(localStorage.getItem('quire:recent_searches')).toBe('["vite"]');
    expect(window.__quireEventBacklog!.map((e) => e.key)).toContain('search.predictiveOpened');
  });

  it('sends the typed query after a pause, shows the sections, moves with Up and Down, closes with Escape', async () => {
    const t = transport();
    renderWithPageData(<SearchBox />, { transport: t, state: { search: profileScope }, ports: { storage: localStorageKeyValueStore() } });
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    act(() => box.focus());
    await screen.findByRole('listbox');
    fireEvent.input(box, { target: { value: 'ma' } });
    await waitFor(() => expect(t.request).toHaveBeenCalledTimes(1));
    expect(t.request.mock.calls[0]![1]).toEqual({
      query: 'ma',
      requests: [
        { index: 'posts', paging: { limit: 3 } },
        { index: 'users', paging: { limit: 3 } },
        { index: 'collections', paging: { limit: 3 } },
        { index: 'tags', paging: { limit: 3 } },
      ],
      searchInCollection: null,
      searchInUser: 'u9',
    });
    await screen.findByText('From this Profile');
    expect(screen.getByText('People')).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Making mapsJan 5, 2026', 'Maya Chen']);
    expect(window.__quireEventBacklog!.filter((e) => e.key === 'search.predictiveQueried').map((e) => e.data.query)).toEqual(['ma']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('search-option-0');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('search-option-1');
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
  });

  it("runs the search popover machine: a query waits for the machine's debounce, and a key typed meanwhile starts the wait again", async () => {
    const t = transport();
    renderWithPageData(<SearchBox />, { transport: t, state: { search: profileScope }, ports: { storage: localStorageKeyValueStore() } });
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    act(() => box.focus());
    await screen.findByRole('listbox');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.input(box, { target: { value: 'm' } });
      act(() => void vi.advanceTimersByTime(QUERY_DEBOUNCE_MS - 1));
      fireEvent.input(box, { target: { value: 'ma' } });
      act(() => void vi.advanceTimersByTime(QUERY_DEBOUNCE_MS - 1));
      expect(t.request).not.toHaveBeenCalled();
      expect(screen.getByText('Searching…')).toBeTruthy();
      await act(async () => void vi.advanceTimersByTime(1));
      expect(t.request).toHaveBeenCalledTimes(1);
      expect(t.request.mock.calls[0]![1]).toMatchObject({ query: 'ma' });
      expect(window.__quireEventBacklog!.filter((e) => e.key === 'search.predictiveQueried').map((e) => e.data.query)).toEqual(['ma']);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Maya Chen')).toBeTruthy();
  });

  it('searches stories only, 8 of them, in the publication on its own pages, and the form goes to its search page', async () => {
    const t = transport({ search: { query: 'x', posts: { status: 'SUCCESS', queryId: 'q', hits: [] }, users: null, collections: null, tags: null } });
    renderWithPageData(<SearchBox />, {
      transport: t,
      state: { search: { scope: { kind: 'publication', id: 'c1', name: 'The Margin', slug: 'the-margin' }, publicationPage: true } },
      ports: { storage: localStorageKeyValueStore() },
    });
    const box = screen.getByRole('combobox', { name: 'Search The Margin' }) as HTMLInputElement;
    expect(box.closest('form')!.getAttribute('action')).toBe('/the-margin/search');
    act(() => box.focus());
    await screen.findByRole('listbox');
    fireEvent.input(box, { target: { value: 'x' } });
    await waitFor(() => expect(t.request).toHaveBeenCalledTimes(1));
    expect(t.request.mock.calls[0]![1]).toMatchObject({ requests: [{ index: 'posts', paging: { limit: 8 } }], searchInCollection: 'c1' });
    await screen.findByText('No suggestions for “x”. Press Enter to search.');
  });

  it("says '1 suggestion' for one, and keeps the search page's query in the box", async () => {
    const one = { query: 'm', posts: { status: 'SUCCESS', queryId: 'q', hits: [{ objectId: 'p1', postId: 'p1', title: 'Making maps', latestPublishedAt: Date.UTC(2026, 0, 5) }] }, users: null, collections: null, tags: null };
    const t = transport({ search: one });
    renderWithPageData(<SearchBox />, {
      transport: t,
      state: { route: { name: 'ShowSearch', page: 'search', kind: 'page', params: { q: 'maps' } } },
      ports: { storage: localStorageKeyValueStore() },
    });
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(box.value).toBe('maps');
    act(() => box.focus());
    await screen.findByRole('listbox');
    fireEvent.input(box, { target: { value: 'm' } });
    await waitFor(() => expect(screen.getByText('1 suggestion')).toBeTruthy());
  });
});
