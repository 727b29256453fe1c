import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { localStorageKeyValueStore } from '../../adapters/storage/key-value-store.local-storage.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import {
  FollowingFeedQuery,
  FollowingFeedSourcesQuery,
  followingFeedFirstPage,
  followingFeedSourcesVars,
  type FollowedEntityData,
  type FollowingFeedData,
} from '../following/following-queries.ts';
import type { PostCardData } from '../post-card-fields.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { FollowingFeedPage } from './FollowingFeedPage.tsx';

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

const writer = (id: string, name: string, lastPublishedAt: number | null = 1_700_000_000_000): FollowedEntityData => ({
  lastPublishedAt,
  node: { id, entity: { __typename: 'User', id, name, username: id, imageId: null, url: `/@${id}` } },
});

const card = (n: number, creator: { id: string; name: string }): PostCardData => ({
  id: `p${n}`,
  clapCount: 0,
  viewerIsSaved: false,
  responsesCount: 0,
  title: `Story ${n}`,
  subtitle: '',
  url: `/@${creator.id}/story-${n}-p${n}`,
  isLocked: false,
  readingTime: 2,
  firstPublishedAt: Date.UTC(2026, 10, 1),
  statusForCollection: null,
  previewImage: null,
  creator: { ...creator, username: creator.id, imageId: null, url: `/@${creator.id}` },
  collection: null,
  primaryTopic: null,
});

const feed = (posts: PostCardData[], next: string | null): FollowingFeedData => ({
  followingFeed: { items: posts.map((post) => ({ feedId: `following:${post.id}`, post })), pagingInfo: { next: next ? { limit: 10, to: next } : null } },
});

function page(options: { selection?: string; followed: FollowedEntityData[]; selected?: FollowedEntityData | null; first: FollowingFeedData; transport?: GraphQLTransport }) {
  const requested = options.selection ?? null;
  const effective = options.selected ? options.selected.node.id : null;
  const cache = {
    [cacheKey(FollowingFeedSourcesQuery.name, followingFeedSourcesVars('WRITERS', requested))]: {
      data: {
        viewer: {
          id: 'me',
          followedEntities: { edges: options.followed, pageInfo: { hasNextPage: false } },
          ...(requested ? { selected: options.selected ?? null } : {}),
        },
      },
    },
    [cacheKey(FollowingFeedQuery.name, followingFeedFirstPage('WRITERS', effective))]: { data: options.first },
  };
  return renderWithPageData(<FollowingFeedPage />, {
    cache,
    transport: options.transport ?? null,
    state: {
      viewer: testViewer(),
      route: { name: 'ShowFollowingFeed', page: 'your-following-feed', kind: 'page', params: { entityName: 'writers', ...(requested ? { selection: requested } : {}) } },
      layout: { layout: 'top-navigation' },
    },
    ports: { storage: localStorageKeyValueStore() },
  });
}

const ada = writer('ada', 'Ada Lovelace', 1_700_000_500_000);
const grace = writer('grace', 'Grace Hopper');

describe('your-following-feed (reader-experience §2.2 ShowFollowingFeed)', () => {
  it('narrows to the selection, marks it current and seen, and pages on with the same selection', async () => {
    const requests: { name: string; variables: Record<string, unknown> }[] = [];
    const transport: GraphQLTransport = {
      async request<T>(operation: { name: string }, variables: Record<string, unknown>) {
        requests.push({ name: operation.name, variables });
        return { data: feed([card(20, { id: 'ada', name: 'Ada Lovelace' })], null) as T };
      },
    };
    page({ selection: 'ada', followed: [grace, ada], selected: ada, first: feed([card(1, { id: 'ada', name: 'Ada Lovelace' })], 'c1'), transport });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Following: Ada Lovelace');
    const row = screen.getByRole('navigation', { name: 'Writers you follow' });
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('aria-current')).toBe('page');
    expect(within(row).getByRole('link', { name: 'All writers' }).getAttribute('aria-current')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/me/following-feed/writers?selection=grace');
    const tabs = screen.getByRole('navigation', { name: 'Following feed' });
    expect(within(tabs).getByRole('link', { name: 'Writers' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Publications' }).getAttribute('href')).toBe('/me/following-feed/publications');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('quire:following-latest-seen') ?? '{}')).toEqual({ ada: 1_700_000_500_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), { timeout: 5000 });
    expect(requests).toEqual([{ name: 'FollowingFeedQuery', variables: { paging: { limit: 10, to: 'c1' }, entityType: 'WRITERS', selection: 'ada' } }]);
  });

  it('says so when the selection is not followed, and shows every followed writer instead', () => {
    page({ selection: 'stranger', followed: [ada], selected: null, first: feed([card(1, { id: 'ada', name: 'Ada Lovelace' })], null) });
    expect(screen.getByText('You do not follow that writer, so here are stories from all the writers you follow.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All writers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(window.localStorage.getItem('quire:following-latest-seen')).toBeNull();
  });

  it('offers suggestions when nothing of the kind is followed, and says when the followed have published nothing', () => {
    page({ followed: [], first: feed([], null) });
    expect(screen.getByText('You are not following any writers yet. Follow writers to see their stories here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See suggestions' }).getAttribute('href')).toBe('/me/following/suggestions');
    expect(screen.queryByRole('navigation', { name: 'Writers you follow' })).toBeNull();
    cleanup();
    page({ followed: [grace], first: feed([], null) });
    expect(screen.getByText('No stories from the writers you follow yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage who you follow' }).getAttribute('href')).toBe('/me/following');
  });
});
