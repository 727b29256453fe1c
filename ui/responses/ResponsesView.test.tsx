// The responses list (issue 16; reader-experience §5, §7, §9): responses with their replies nested to depth 3
// and 'Continue this thread' past it, Show more merging pages without duplicates, the story author's Hide with
// a toast whose Undo sends UnhidePostResponseOnParentPost and then refetches the responses (postId, paging
// limit, sortType), Delete confirmed for one's own, and a logged-out reader's Respond asking to sign in.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { testViewer } from '../testing/viewer.ts';
import { ToastProvider } from '../toasts/toast-host.tsx';
import type { PostResponseData, PostResponsesData } from './responses-queries.ts';
import { ResponsesView } from './ResponsesView.tsx';

beforeAll(loadToastQueue);
afterEach(cleanup);

const response = (id: string, parentId: string, over: Partial<PostResponseData> = {}): PostResponseData => ({
  id,
  parentId,
  depth: 1,
  isHidden: false,
  repliesCount: 0,
  viewerCanHide: true,
  viewerCanDelete: false,
  url: `/@reader/${id}`,
  publishedAt: Date.UTC(2026, 10, 1),
  author: { id: `author-${id}`, name: `Reader ${id}`, username: `reader_${id}`, url: `/@reader_${id}` },
  bodyModel: { paragraphs: [{ name: 'a', type: 'P', text: `Text of ${id}`, markups: [], metadata: null }] },
  ...over,
});

const data = (items: PostResponseData[], replies: PostResponseData[], nextCursor: string | null = null): PostResponsesData => ({
  post: {
    id: 's1',
    title: 'The story',
    url: '/@maya_chen/the-story-s1',
    responsesCount: items.length,
    responsesLocked: false,
    viewerCanHideResponses: true,
    creator: { id: 'u1' },
    responses: { items, replies, nextCursor },
  },
});

type Call = { name: string; variables: Record<string, unknown> };

function view(initial: PostResponsesData, answer: (call: Call) => unknown, viewer = testViewer()) {
  const calls: Call[] = [];
  const transport: GraphQLTransport = {
    request: async <T,>(operation: { name: string }, variables: Record<string, unknown>) => {
      const call = { name: operation.name, variables };
      calls.push(call);
      return { data: answer(call) as T };
    },
  };
  renderWithPageData(
    <ToastProvider>
      <ResponsesView postId="s1" initial={initial} />
    </ToastProvider>,
    { transport, state: { viewer: viewer.id === 'nobody' ? null : viewer } },
  );
  return calls;
}

describe('reader-experience §9 the responses list', () => {
  it('nests replies to depth 3, then continues the thread on the response’s page', () => {
    const top = response('r1', 's1', { repliesCount: 1 });
    const d2 = response('r2', 'r1', { depth: 2, repliesCount: 1 });
    const d3 = response('r3', 'r2', { depth: 3, repliesCount: 2 });
    view(data([top], [d2, d3]), () => ({}));
    const list = screen.getByRole('list', { name: 'Responses, 1' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Text of r1');
    expect(within(items[0]!).getByText('Text of r3')).toBeTruthy();
    const more = screen.getByRole('link', { name: 'Continue this thread' });
    expect(more.getAttribute('href')).toBe('/@reader/r3');
  });

  it('Show more asks for the next page and never shows a response twice', async () => {
    const calls = view(data([response('r1', 's1'), response('r2', 's1')], [], 'cursor-1'), (call) =>
      call.name === 'PostResponsesQuery' ? data([response('r2', 's1'), response('r3', 's1')], []) : {},
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more responses' }));
    await waitFor(() => expect(screen.getByText('Text of r3')).toBeTruthy());
    expect(calls[0]!.variables).toMatchObject({ postId: 's1', paging: { limit: 10, to: 'cursor-1' }, sortType: 'MOST_RELEVANT' });
    expect(screen.getAllByText('Text of r2')).toHaveLength(1);
  });

  it('the story’s author hides a response; Undo unhides it and refetches the responses', async () => {
    const calls = view(data([response('r1', 's1')], []), (call) => {
      if (call.name === 'HidePostResponseOnParentPost')
        return { hidePostResponseOnParentPost: { __typename: 'ResponseVisibilityChanged', parentPostId: 's1', parentResponsesCount: 0, response: { id: 'r1', isHidden: true } } };
      if (call.name === 'UnhidePostResponseOnParentPost')
        return { unhidePostResponseOnParentPost: { __typename: 'ResponseVisibilityChanged', parentPostId: 's1', parentResponsesCount: 1, response: { id: 'r1', isHidden: false } } };
      return data([response('r1', 's1')], []);
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for the response by Reader r1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide response' }));
    await screen.findByText('This response is hidden.');
    expect(screen.getByText(/^Hidden: only you/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    });
    await waitFor(() => expect(calls.map((c) => c.name)).toEqual(['HidePostResponseOnParentPost', 'UnhidePostResponseOnParentPost', 'PostResponsesQuery']));
    expect(calls[1]!.variables).toEqual({ parentPostId: 's1', postResponseId: 'r1' });
    expect(calls[2]!.variables).toMatchObject({ postId: 's1', paging: { limit: 10 }, sortType: 'MOST_RELEVANT' });
    await waitFor(() => expect(screen.queryByText(/^Hidden: only you/)).toBeNull());
  });

  it('deletes one’s own response only once confirmed', async () => {
    const calls = view(data([response('r1', 's1', { viewerCanHide: false, viewerCanDelete: true })], []), () => ({ deletePost: { __typename: 'PostDeleted', post: { id: 'r1' } } }));
    fireEvent.click(screen.getByRole('button', { name: 'More actions for the response by Reader r1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(calls).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('group', { name: 'Delete this response?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Text of r1')).toBeNull());
    expect(calls.map((c) => c.name)).toEqual(['DeleteResponseMutation']);
  });
});
