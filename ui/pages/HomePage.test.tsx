import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import type { PostCardData } from '../post-card-fields.ts';
import { HomeFeedQuery, homeFeedFirstPage, RecommendedTopicsQuery, type HomeFeedData } from '../queries.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { HomePage } from './HomePage.tsx';

afterEach(cleanup);

const card = (n: number, overrides: Partial<PostCardData> = {}): PostCardData => ({
  id: `p${n}`,
  clapCount: 0,
  viewerIsSaved: false,
  responsesCount: 0,
  title: `Story number ${n}`,
  subtitle: `Subtitle ${n}`,
  url: `/@writer/story-number-${n}-p${n}`,
  isLocked: false,
  readingTime: 3.2,
  firstPublishedAt: Date.UTC(2026, 10, 20 - (n % 20)),
  statusForCollection: null,
  previewImage: null,
  creator: { id: 'u1', name: 'Maya Chen', username: 'maya_chen', imageId: null, url: '/@maya_chen' },
  collection: null,
  primaryTopic: { id: 't1', slug: 'writing', name: 'Writing' },
  ...overrides,
});

const feed = (from: number, count: number, next: string | null): HomeFeedData => ({
  webRecommendedFeed: {
    items: Array.from({ length: count }, (_, i) => ({ feedId: `f${from + i}`, post: card(from + i) })),
    pagingInfo: { next: next ? { limit: 10, to: next } : null },
  },
});

function preloaded(first: HomeFeedData) {
  return {
    [cacheKey(HomeFeedQuery.name, homeFeedFirstPage)]: { data: first },
    [cacheKey(RecommendedTopicsQuery.name, {})]: { data: { recommendedTopics: [{ id: 't1', slug: 'writing', name: 'Writing' }] } },
  };
}

const noSuggestions = { whoToFollow: [], viewer: null };

describe('reader-experience §2.1 home: the feed page', () => {
  it('shows the preloaded stories with writer, reading time, date, member-only mark and topics', () => {
    const first = feed(0, 10, 'c1');
    first.webRecommendedFeed.items[1]!.post = card(1, {
      isLocked: true,
      statusForCollection: 'APPROVED',
      collection: { id: 'c', name: 'Field Notes', slug: 'field-notes', url: '/field-notes' },
    });
    renderWithPageData(<HomePage />, { cache: preloaded(first) });
    expect(screen.getByRole('heading', { level: 1, name: 'Latest stories' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Story number 0' })).toBeTruthy();
    expect(screen.getAllByText('4 min read')).toHaveLength(10);
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('Member-only story')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Field Notes' }).getAttribute('href')).toBe('/field-notes');
    expect(screen.getByRole('complementary', { name: 'Recommended topics' })).toBeTruthy();
  });

  it('loads the next page on "Show more", through the transport, and ends at the last page', async () => {
    const requests: unknown[] = [];
    const transport: GraphQLTransport = {
      async request<T>(operation: { name: string }, variables: Record<string, unknown>) {
        // The right column's Who to follow asks for its list after hydration.
        if (operation.name === 'WhoToFollowQuery') return { data: noSuggestions as T };
        requests.push({ name: operation.name, variables });
        return { data: feed(10, 5, null) as T };
      },
    };
    renderWithPageData(<HomePage />, { cache: preloaded(feed(0, 10, 'cursor-1')), transport });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(requests).toEqual([{ name: 'HomeFeedQuery', variables: { paging: { limit: 10, to: 'cursor-1' } } }]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText('You have reached the end.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('5 more stories loaded.');
  });

  it('keeps the stories and offers to try again when a page fails', async () => {
    let fail = true;
    const transport: GraphQLTransport = {
      async request<T>(operation: { name: string }) {
        if (operation.name === 'WhoToFollowQuery') return { data: noSuggestions as T };
        if (fail) throw new Error('offline');
        return { data: feed(10, 10, 'cursor-2') as T };
      },
    };
    renderWithPageData(<HomePage />, { cache: preloaded(feed(0, 10, 'cursor-1')), transport });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/did not load/));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when nothing has been published', () => {
    renderWithPageData(<HomePage />, { cache: preloaded(feed(0, 0, null)) });
    expect(screen.getByText('Nothing has been published yet.')).toBeTruthy();
  });
});
