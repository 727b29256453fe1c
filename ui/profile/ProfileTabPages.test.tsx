// The profile's Responses tab (ui/profile/ProfileTabPages.tsx): the first page from the preloaded query, each
// response with the story it answers, then 'Show more' through the transport until the end; a failed page says so
// and can be asked again. And /me/series (YourSeriesPage.tsx): the series of the tab only, with each tab's count.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import type { UserResponsesQueryData, YourSeriesQueryData } from '../generated/operations.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { firstTabPage, UserResponsesQuery, YourSeriesQuery } from './profile-queries.ts';
import { UserResponsesPage } from './ProfileTabPages.tsx';
import { YourSeriesPage } from './YourSeriesPage.tsx';

afterEach(cleanup);

const response = (n: number) => ({
  id: `r${n}`,
  title: `Response ${n}`,
  url: `/@ada/response-${n}-r${n}`,
  firstPublishedAt: Date.UTC(2026, 10, 20 - (n % 20)),
  clapCount: 0,
  responsesCount: 0,
  responseRootPost: { id: `s${n}`, title: `Story ${n}`, url: `/@bo/story-${n}-s${n}` },
});

const responsesPage = (from: number, count: number, next: string | null) => ({
  items: Array.from({ length: count }, (_, i) => ({ feedId: `f${from + i}`, post: response(from + i) })),
  pagingInfo: { next: next ? { limit: 10, to: next } : null },
});

const user = (responses: ReturnType<typeof responsesPage>): UserResponsesQueryData => ({ user: { id: 'u1', name: 'Ada Ito', username: 'ada', url: '/@ada', responses } });

describe('platform-reference §2.1 /@{username}/responses', () => {
  it("shows the first ten, each with its story, then the rest through 'Show more'; a failure can be retried", async () => {
    const asked: unknown[] = [];
    let fail = true;
    const transport: GraphQLTransport = {
      async request<T>(operation: { name: string }, variables: Record<string, unknown>) {
        asked.push({ name: operation.name, variables });
        if (fail) {
          fail = false;
          return { data: undefined as T, errors: [{ message: 'The store is busy.' }] };
        }
        return { data: user(responsesPage(10, 3, null)) as T };
      },
    };
    renderWithPageData(<UserResponsesPage />, {
      transport,
      cache: { [cacheKey(UserResponsesQuery.name, firstTabPage('ada'))]: { data: user(responsesPage(0, 10, 'c1')) } },
      state: { route: { name: 'ShowUserResponses', page: 'user-profile', kind: 'page', params: { username: 'ada' } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Ito' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Responses by Ada Ito' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(/^In response to Story 0 · /);
    expect(within(list).getByRole('link', { name: 'Story 0' }).getAttribute('href')).toBe('/@bo/story-0-s0');
    expect(screen.getByRole('link', { name: 'Responses' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The store is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual([
      { name: 'UserResponsesQuery', variables: { username: 'ada', paging: { limit: 10, to: 'c1' } } },
      { name: 'UserResponsesQuery', variables: { username: 'ada', paging: { limit: 10, to: 'c1' } } },
    ]);
  });

  it('says so when the writer has responded to nothing', () => {
    renderWithPageData(<UserResponsesPage />, {
      cache: { [cacheKey(UserResponsesQuery.name, firstTabPage('ada'))]: { data: user(responsesPage(0, 0, null)) } },
      state: { route: { name: 'ShowUserResponses', page: 'user-profile', kind: 'page', params: { username: 'ada' } } },
    });
    expect(screen.getByText('Ada Ito has not responded to a story yet.')).toBeTruthy();
  });
});

describe('platform-reference §2.1 /me/series/{filterBy}', () => {
  const series: YourSeriesQueryData = {
    viewer: {
      id: 'u1',
      username: 'ada',
      series: [
        { id: 'a', title: 'Harbours', description: 'Ports I lived near.', url: '/s/harbours-a', posts: [{ id: 'p1' }, { id: 'p2' }] },
        { id: 'b', title: 'Unfinished', description: '', url: '/s/unfinished-b', posts: [] },
      ],
    },
  };
  for (const [filterBy, shown, hidden] of [
    [undefined, 'Harbours', 'Unfinished'],
    ['empty', 'Unfinished', 'Harbours'],
  ] as const) {
    it(`lists ${shown} and not ${hidden} on ${filterBy ?? '/me/series'}, with each tab's count`, () => {
      renderWithPageData(<YourSeriesPage />, {
        cache: { [cacheKey(YourSeriesQuery.name, {})]: { data: series } },
        state: { route: { name: filterBy ? 'ShowYourSeries' : 'ShowYourSeriesIndex', page: 'your-stories', kind: 'page', params: filterBy ? { filterBy } : {} } },
      });
      const list = screen.getByRole('list', { name: 'Your series' });
      expect(within(list).getByRole('link', { name: shown })).toBeTruthy();
      expect(within(list).queryByRole('link', { name: hidden })).toBeNull();
      const tabs = within(screen.getByRole('navigation', { name: 'Your series tabs' }));
      expect(tabs.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([
        ['Public 1', filterBy ? null : 'page'],
        ['Without stories 1', filterBy ? 'page' : null],
      ]);
    });
  }
});
