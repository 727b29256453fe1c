// Issue 18: a signed-in reader's Home — tabs For you, Following and one per followed topic (links, the current one
// aria-current="page"), the cards' 'Show more / Show less like this' menu, a card folded by Show less with Undo;
// Refine recommendations' Undo; Recommended from {product}.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import type { PostCardData } from '../post-card-fields.ts';
import { HomeFeedQuery, homeFeedFirstPage, RecommendedTopicsQuery } from '../queries.ts';
import { FollowedTopicsQuery } from '../following/topic-follow-operations.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { RecommendedStories } from '../components/RecommendedStories.tsx';
import { RefineRecommendations } from './RefineRecommendations.tsx';
import { HomeTopicFeedQuery, homeTabFirstPage, RecommendationSignalsQuery, RecommendedStoriesQuery } from './recommendation-operations.ts';

beforeAll(loadToastQueue);
afterEach(cleanup);

const card = (n: number): PostCardData => ({
  id: `p${n}`,
  clapCount: 0,
  viewerIsSaved: false,
  responsesCount: 0,
  title: `Story number ${n}`,
  subtitle: '',
  url: `/p/p${n}`,
  isLocked: false,
  readingTime: 3,
  firstPublishedAt: Date.UTC(2026, 10, 20),
  statusForCollection: null,
  previewImage: null,
  creator: { id: 'u1', name: 'Samir Haddad', username: 'samir', imageId: null, url: '/@samir' },
  collection: null,
  primaryTopic: null,
});

const page = (ids: number[]) => ({ items: ids.map((n) => ({ feedId: `f${n}`, post: card(n) })), pagingInfo: { next: null } });
const topics = [
  { id: 't1', slug: 'cities', name: 'Cities' },
  { id: 't2', slug: 'writing', name: 'Writing' },
];
const viewer = { id: 'me', username: 'maya_chen', name: 'Maya Chen', imageId: null } as never;

function cache(extra: Record<string, { data: unknown }> = {}) {
  return {
    [cacheKey(HomeFeedQuery.name, homeFeedFirstPage)]: { data: { webRecommendedFeed: page([1, 2, 3]) } },
    [cacheKey(FollowedTopicsQuery.name, {})]: { data: { followedTopics: topics } },
    [cacheKey(RecommendedTopicsQuery.name, {})]: { data: { recommendedTopics: [] } },
    ...extra,
  };
}

const calls: { name: string; variables: unknown }[] = [];
const transport: GraphQLTransport = {
  request: async <T,>(op: { name: string }, variables: unknown) => {
    calls.push({ name: op.name, variables });
    if (op.name === 'WhoToFollowQuery') return { data: { whoToFollow: [], viewer: null } as T };
    const action = (variables as { action: string }).action;
    return { data: { setRecommendationSignal: { action: action === 'CLEAR_SIGNAL' ? null : action, post: { id: (variables as { postId: string }).postId } } } as T };
  },
};

/** Who to follow (the right column) loads its list after hydration: let it finish before the test ends. */
async function settled() {
  await waitFor(() => expect(screen.getByRole('region', { name: 'Who to follow' }).getAttribute('aria-busy')).toBe('false'));
}

describe('issue 18: a signed-in reader’s Home', () => {
  it('offers For you, Following and a tab per followed topic, as links, the current one marked', async () => {
    renderWithPageData(<ToastProvider><HomePage /></ToastProvider>, { cache: cache(), state: { viewer }, transport });
    const nav = screen.getByRole('navigation', { name: 'Home feeds' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['For you', '/', 'page'],
      ['Following', '/?feed=following', null],
      ['Cities', '/?tag=cities', null],
      ['Writing', '/?tag=writing', null],
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await settled();
  });

  it('opens a topic tab from its address', async () => {
    const topicCache = cache({ [cacheKey(HomeTopicFeedQuery.name, { ...homeTabFirstPage, tagSlug: 'writing' })]: { data: { personalisedTagFeed: page([7]) } } });
    renderWithPageData(<ToastProvider><HomePage /></ToastProvider>, {
      cache: topicCache,
      state: { viewer, route: { name: 'ShowHome', page: 'home', kind: 'page', params: { tag: 'writing' } } },
      transport,
    });
    expect(screen.getByRole('link', { name: 'Writing' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Story number 7' })).toBeTruthy();
    await settled();
  });

  it('folds a card on Show less like this, and Undo sends CLEAR_SIGNAL and brings it back', async () => {
    calls.length = 0;
    renderWithPageData(<ToastProvider><HomePage /></ToastProvider>, { cache: cache(), state: { viewer }, transport });
    fireEvent.click(screen.getByRole('button', { name: 'More about Story number 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Show less like this' }));
    expect(await screen.findByText("Got it. You'll see fewer stories like this.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Story number 2' })).toBeNull();
    expect(calls).toContainEqual({ name: 'SetRecommendationSignalMutation', variables: { postId: 'p2', action: 'SHOW_LESS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Story number 2' })).toBeTruthy());
    expect(calls).toContainEqual({ name: 'SetRecommendationSignalMutation', variables: { postId: 'p2', action: 'CLEAR_SIGNAL' } });
    await settled();
  });

  it('keeps the signed-out Home as it was: no tabs, no card menus', async () => {
    renderWithPageData(<ToastProvider><HomePage /></ToastProvider>, { cache: cache(), transport });
    expect(screen.queryByRole('navigation', { name: 'Home feeds' })).toBeNull();
    expect(screen.queryByRole('button', { name: /More about/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Latest stories' })).toBeTruthy();
    await settled();
  });

  it('lists the signals in Refine recommendations and undoes one', async () => {
    calls.length = 0;
    const signals = [{ action: 'SHOW_LESS', givenAt: 1, post: { id: 'p5', title: 'Loud story', url: '/p/p5', creator: { id: 'u2', name: 'Lena' } } }];
    renderWithPageData(<RefineRecommendations />, { cache: { [cacheKey(RecommendationSignalsQuery.name, {})]: { data: { viewer: { id: 'me', recommendationSignals: signals } } } }, transport });
    expect(screen.getByText('You asked for less like this')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo your choice on Loud story' }));
    expect(await screen.findByText('Your Home no longer counts your choice on Loud story.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Loud story' })).toBeNull();
    expect(calls).toEqual([{ name: 'SetRecommendationSignalMutation', variables: { postId: 'p5', action: 'CLEAR_SIGNAL' } }]);
  });

  it('shows Recommended from {product} with the preloaded cards, and nothing when there are none', () => {
    const { unmount } = renderWithPageData(<RecommendedStories postId="p1" />, {
      cache: { [cacheKey(RecommendedStoriesQuery.name, { postId: 'p1' })]: { data: { recommendedStories: [card(8), card(9)] } } },
      state: { productName: 'Inkwell' },
    });
    expect(screen.getByRole('heading', { name: 'Recommended from Inkwell' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    unmount();
    const empty = renderWithPageData(<RecommendedStories postId="p1" />, {});
    expect(empty.container.textContent).toBe('');
  });
});
