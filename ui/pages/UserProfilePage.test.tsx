// reader-experience §2.1 user-profile: the writer's stories, ten at a time with 'Show more' through the
// transport; the counts link to the follow lists.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import type { PostCardData } from '../post-card-fields.ts';
import { UserProfileQuery, type ProfileData, type UserPostsData } from '../queries.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { UserProfilePage } from './UserProfilePage.tsx';

beforeAll(loadToastQueue);
afterEach(cleanup);

const card = (n: number): PostCardData => ({
  id: `p${n}`,
  clapCount: 0,
  viewerIsSaved: false,
  responsesCount: 0,
  title: `Story ${n}`,
  subtitle: '',
  url: `/@samir_haddad/story-${n}-p${n}`,
  isLocked: false,
  readingTime: 2,
  firstPublishedAt: Date.UTC(2026, 10, 1),
  statusForCollection: null,
  previewImage: null,
  creator: { id: 'u9', name: 'Samir Haddad', username: 'samir_haddad', imageId: null, url: '/@samir_haddad' },
  collection: null,
  primaryTopic: null,
});

const page = (from: number, count: number, next: string | null) => ({
  items: Array.from({ length: count }, (_, i) => ({ feedId: `f${from + i}`, post: card(from + i) })),
  pagingInfo: { next: next ? { limit: 10, to: next } : null },
});

const profile: ProfileData = {
  user: {
    id: 'u9',
    name: 'Samir Haddad',
    username: 'samir_haddad',
    imageId: null,
    bio: 'Writes about cities.',
    url: '/@samir_haddad',
    socialStats: { followerCount: 1200, followingCount: 8 },
    viewerEdge: { isFollowing: false, isMuting: false },
    membership: null,
    topWriterAwards: [{ tag: { slug: 'urbanism', displayTitle: 'Urbanism' } }, { tag: { slug: 'transit', displayTitle: 'Transit' } }],
    posts: page(0, 10, 'c1'),
  },
  viewer: null,
};

describe('reader-experience §2.1 user-profile', () => {
  it("shows the writer's first ten stories and the rest through 'Show more'", async () => {
    const asked: unknown[] = [];
    const transport: GraphQLTransport = {
      async request<T>(operation: { name: string }, variables: Record<string, unknown>) {
        asked.push({ name: operation.name, variables });
        const answer: UserPostsData = { user: { id: 'u9', posts: page(10, 4, null) } };
        return { data: answer as T };
      },
    };
    renderWithPageData(
      <ToastProvider>
        <UserProfilePage />
      </ToastProvider>,
      {
        transport,
        cache: { [cacheKey(UserProfileQuery.name, { username: 'samir_haddad' })]: { data: profile } },
        state: { route: { name: 'ShowUser', page: 'user-profile', kind: 'page', params: { username: 'samir_haddad' } } },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Samir Haddad' })).toBeTruthy();
    // Every card is Samir's: no byline repeats the page's heading on each (issue 18).
    expect(document.querySelectorAll('.post-card__writer')).toHaveLength(0);
    expect(document.querySelectorAll('.post-card').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '1.2K Followers' }).getAttribute('href')).toBe('/@samir_haddad/followers');
    // The profile's tabs, Home current; the Top writer line leads to the writer's awards.
    const tabs = within(screen.getByRole('navigation', { name: 'Samir Haddad’s profile' }));
    expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Lists', 'Series', 'Responses', 'Recommended', 'About']);
    expect(tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Responses' }).getAttribute('href')).toBe('/@samir_haddad/responses');
    expect(screen.getByRole('link', { name: 'Top writer in Urbanism and 1 more tag' }).getAttribute('href')).toBe('/@samir_haddad/awards/top-writer');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(asked).toEqual([{ name: 'UserPostsQuery', variables: { username: 'samir_haddad', paging: { limit: 10, to: 'c1' } } }]);
    expect(screen.getByText('You have reached the end.')).toBeTruthy();
  });
});
