// Highlights and reading history in the browser (issue 16, part 4): the Library's Highlights tab (its tabs, the
// quotes with their stories, Show more merged without repeats); the reading history's Remove with Undo, the
// pause switch and Clear all behind a confirmation; the story body's marks (the reader's own, the Top highlight)
// and the one recordPostRead of a signed-in reader.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import { YourHighlights } from '../library/YourHighlights.tsx';
import type { PostPageData } from '../queries.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { testViewer } from '../testing/viewer.ts';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { HighlightedPostBody } from './HighlightedPostBody.tsx';
import { ReadingHistoryQuery, readingHistoryFirstPage, YourHighlightsQuery, yourHighlightsFirstPage } from './highlight-queries.ts';
import { CustomizeReadingHistoryPage } from './ReadingHistoryPage.tsx';

beforeAll(loadToastQueue);
afterEach(cleanup);

type Call = { name: string; variables: Record<string, unknown> };

function transportOf(answer: (call: Call) => unknown, calls: Call[]): GraphQLTransport {
  return {
    request: async <T,>(operation: { name: string }, variables: Record<string, unknown>) => {
      const call = { name: operation.name, variables };
      calls.push(call);
      return { data: answer(call) as T };
    },
  };
}

const highlight = (id: string, quote: string) => ({
  id,
  quote,
  createdAt: 0,
  startParagraph: 'p1',
  post: { id: `post-${id}`, title: `Story ${id}`, url: `/@ada/story-${id}`, creator: { id: 'w1', name: 'Ada Writer', url: '/@ada' } },
});

describe('the Library\'s Highlights tab (reader-experience §2.2 ShowList highlights)', () => {
  it('shows the Library tabs with Highlights current, each quote linked to its story, and merges the next page without repeats', async () => {
    const calls: Call[] = [];
    renderWithPageData(<YourHighlights />, {
      cache: { [cacheKey(YourHighlightsQuery.name, yourHighlightsFirstPage)]: { data: { yourHighlights: { items: [highlight('a', 'First quote.'), highlight('b', 'Second quote.')], nextCursor: 'c1' } } } },
      transport: transportOf(() => ({ yourHighlights: { items: [highlight('b', 'Second quote.'), highlight('c', 'Third quote.')], nextCursor: null } }), calls),
      state: { viewer: testViewer(), route: { name: 'ShowList', page: 'your-catalog', kind: 'page', params: { catalogSlugId: 'highlights' } } },
    });
    const tabs = screen.getByRole('navigation', { name: 'Library' });
    expect(within(tabs).getByRole('link', { name: 'Highlights' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Story a' }).getAttribute('href')).toBe('/@ada/story-a#p1');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByText('Third quote.')).toBeTruthy());
    expect(calls).toEqual([{ name: 'YourHighlightsQuery', variables: { first: 10, after: 'c1' } }]);
    expect(screen.getAllByText('Second quote.')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when there are none', () => {
    renderWithPageData(<YourHighlights />, { state: { viewer: testViewer() } });
    expect(screen.getByText(/You have no highlights yet/)).toBeTruthy();
  });
});

const card = (id: string) => ({
  id,
  title: `Read ${id}`,
  subtitle: '',
  url: `/@ada/read-${id}`,
  isLocked: false,
  readingTime: 3,
  firstPublishedAt: Date.UTC(2026, 10, 1),
  statusForCollection: null,
  previewImage: null,
  creator: { id: 'w1', name: 'Ada Writer', username: 'ada', imageId: null, url: '/@ada' },
  collection: null,
  primaryTopic: null,
  clapCount: 0,
  viewerIsSaved: false,
  responsesCount: 0,
});

describe('the reading history (/me/readinghistory)', () => {
  function renderHistory(answer: (call: Call) => unknown, isPaused = false) {
    const calls: Call[] = [];
    renderWithPageData(
      <ToastProvider>
        <CustomizeReadingHistoryPage />
      </ToastProvider>,
      {
        cache: {
          [cacheKey(ReadingHistoryQuery.name, readingHistoryFirstPage)]: {
            data: { readingHistory: { isPaused, nextCursor: null, items: [{ lastReadAt: 300, post: card('a') }, { lastReadAt: 200, post: card('b') }, { lastReadAt: 100, post: card('c') }] } },
          },
        },
        transport: transportOf(answer, calls),
        state: { viewer: testViewer(), route: { name: 'ShowReadingHistory', page: 'customize-reading-history', kind: 'page', params: {} }, layout: { layout: 'two-column' } },
      },
    );
    return calls;
  }
  const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

  it('removes a story, and Undo puts it back in its place', async () => {
    const calls = renderHistory((call) =>
      call.name === 'RemoveFromReadingHistoryMutation'
        ? { removeFromReadingHistory: { __typename: 'ReadingHistoryEntryChanged', postId: 'b', lastReadAt: 200 } }
        : { restoreToReadingHistory: { __typename: 'ReadingHistoryEntryChanged', postId: 'b', lastReadAt: 200 } },
    );
    expect(titles()).toEqual(['Read a', 'Read b', 'Read c']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Read b from your reading history' }));
    await waitFor(() => expect(titles()).toEqual(['Read a', 'Read c']));
    const toast = await screen.findByText('Story removed from your reading history.');
    fireEvent.click(within(toast.parentElement!).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(titles()).toEqual(['Read a', 'Read b', 'Read c']));
    expect(calls.map((c) => c.name)).toEqual(['RemoveFromReadingHistoryMutation', 'RestoreToReadingHistoryMutation']);
    expect(calls[1]!.variables).toEqual({ postId: 'b', lastReadAt: 200 });
  });

  it('pauses with a labelled switch that says what it does', async () => {
    const calls = renderHistory(() => ({ setReadingHistoryPaused: { __typename: 'ReadingHistoryPauseSet', paused: true } }));
    const toggle = screen.getByRole('switch', { name: 'Pause reading history' });
    expect(toggle.getAttribute('aria-describedby')).toBe('reading-history-paused-help');
    expect(screen.getByText(/While paused, stories you open are not added/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(calls).toEqual([{ name: 'SetReadingHistoryPausedMutation', variables: { paused: true } }]));
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('clears everything only after the confirmation', async () => {
    const calls = renderHistory(() => ({ clearReadingHistory: { __typename: 'ReadingHistoryCleared', removed: 3 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your reading history?' });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.getByText('You haven’t read any stories yet.')).toBeTruthy());
    expect(calls.map((c) => c.name)).toEqual(['ClearReadingHistoryMutation']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

type Post = NonNullable<PostPageData['post']>;
const story = (over: Partial<Post> = {}): Post =>
  ({
    ...card('s1'),
    latestPublishedAt: null,
    isSuspended: false,
    creator: { ...card('s1').creator, bio: '', socialStats: { followerCount: 0 }, viewerEdge: { isFollowing: false, isMuting: false }, membership: null },
    tags: [],
    content: {
      isLockedPreviewOnly: false,
      bodyModel: {
        paragraphs: [
          { name: 'p1', type: 'P', text: 'The first sentence. The second one, with a link.', markups: [{ type: 'A', start: 36, end: 47, href: '/x' }], metadata: null },
          { name: 'p2', type: 'P', text: 'Another paragraph.', markups: [], metadata: null },
        ],
      },
    },
    viewerHighlights: [{ id: 'h1', startParagraph: 'p1', startOffset: 20, endParagraph: 'p1', endOffset: 48 }],
    topHighlight: { startParagraph: 'p1', startOffset: 0, endParagraph: 'p1', endOffset: 19, readers: 3 },
    ...over,
  }) as Post;

describe('the story body with highlights', () => {
  it('marks the reader\'s highlight and the Top highlight, nesting the link inside the mark, the text unchanged', async () => {
    const calls: Call[] = [];
    renderWithPageData(<HighlightedPostBody post={story()} />, { transport: transportOf(() => ({ recordPostRead: { __typename: 'PostReadRecorded', recorded: true } }), calls), state: { viewer: testViewer({ id: 'reader' }) } });
    const paragraph = document.getElementById('p1')!;
    expect(paragraph.textContent).toBe('The first sentence. The second one, with a link.');
    const top = paragraph.querySelector('mark.highlight--top')!;
    expect(top.textContent).toBe('The first sentence.');
    expect(top.getAttribute('title')).toBe('Top highlight');
    const mine = paragraph.querySelector('mark.highlight--mine')!;
    expect(mine.textContent).toBe('The second one, with a link.');
    expect(mine.querySelector('a')?.textContent).toBe('with a link');
    await waitFor(() => expect(calls).toEqual([{ name: 'RecordPostReadMutation', variables: { postId: 's1' } }]));
  });

  it('records nothing for a reader who is signed out', async () => {
    const calls: Call[] = [];
    renderWithPageData(<HighlightedPostBody post={story({ viewerHighlights: [], topHighlight: null })} />, { transport: transportOf(() => ({}), calls) });
    await act(async () => {});
    expect(calls).toEqual([]);
    expect(document.querySelector('mark')).toBeNull();
  });
});
