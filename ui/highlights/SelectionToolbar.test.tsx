// The selection toolbar (issue 16, part 4): a selection in the story loads it; Highlight sends the range over the
// paragraph model and the passage becomes a mark; clicking the mark offers Remove; Respond hands the passage to
// the responses panel; the toolbar is a WAI-ARIA toolbar (arrows move, one tab stop) and Escape closes it.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import type { PostPageData } from '../queries.ts';
import { onRespondRequest, type RespondRequest } from '../story-actions/respond-intent.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { testViewer } from '../testing/viewer.ts';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { HighlightedPostBody } from './HighlightedPostBody.tsx';

beforeAll(async () => {
  await loadToastQueue();
  await import('./SelectionToolbar.tsx');
  // The test DOM lays nothing out: give selections and marks a box, as a browser would.
  const box = () => ({ top: 200, left: 100, width: 120, height: 20, bottom: 220, right: 220, x: 100, y: 200, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getBoundingClientRect = box;
  HTMLElement.prototype.getBoundingClientRect = box;
});
afterEach(cleanup);

type Call = { name: string; variables: Record<string, unknown> };

const post = {
  id: 's1',
  url: '/@ada/s1',
  title: 'S1',
  content: { isLockedPreviewOnly: false, bodyModel: { paragraphs: [{ name: 'p1', type: 'P', text: 'Alpha beta gamma. Delta epsilon.', markups: [], metadata: null }] } },
  viewerHighlights: [],
  topHighlight: null,
} as unknown as NonNullable<PostPageData['post']>;

function renderStory() {
  const calls: Call[] = [];
  const transport: GraphQLTransport = {
    request: async <T,>(operation: { name: string }, variables: Record<string, unknown>) => {
      calls.push({ name: operation.name, variables });
      if (operation.name === 'CreateHighlightMutation')
        return { data: { createHighlight: { __typename: 'HighlightCreated', created: true, highlight: { id: 'h9', startParagraph: 'p1', startOffset: 6, endParagraph: 'p1', endOffset: 16 } } } as T };
      if (operation.name === 'DeleteHighlightMutation') return { data: { deleteHighlight: { __typename: 'HighlightDeleted', highlight: { id: 'h9' } } } as T };
      return { data: { recordPostRead: { __typename: 'PostReadRecorded', recorded: true } } as T };
    },
  };
  renderWithPageData(
    <ToastProvider>
      <HighlightedPostBody post={post} />
    </ToastProvider>,
    { transport, state: { viewer: testViewer({ id: 'reader' }) } },
  );
  return calls;
}

function select(start: number, end: number) {
  const text = document.getElementById('p1')!.firstChild!;
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  // The selection ends as a drag does: the browser says the selection changed, then the button comes up.
  document.dispatchEvent(new Event('selectionchange'));
  document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
}

describe('the selection toolbar', () => {
  it('highlights the selected words as a range of their paragraph, then offers Remove on the mark', async () => {
    const calls = renderStory();
    select(6, 16);
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected text' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Highlight', 'Respond', 'Share']);
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(document.querySelector('mark.highlight--mine')?.textContent).toBe('beta gamma'));
    expect(calls.find((c) => c.name === 'CreateHighlightMutation')?.variables).toEqual({ input: { postId: 's1', startParagraph: 'p1', startOffset: 6, endParagraph: 'p1', endOffset: 16 } });
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
    fireEvent.click(document.querySelector('mark.highlight--mine')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove highlight' }));
    await waitFor(() => expect(document.querySelector('mark.highlight--mine')).toBeNull());
    expect(calls.find((c) => c.name === 'DeleteHighlightMutation')?.variables).toEqual({ highlightId: 'h9' });
    // The toast's Undo (behind the first toast, dismissed) highlights the same passage again.
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(document.querySelector('mark.highlight--mine')?.textContent).toBe('beta gamma'));
    expect(calls.filter((c) => c.name === 'CreateHighlightMutation').map((c) => c.variables)).toEqual([
      { input: { postId: 's1', startParagraph: 'p1', startOffset: 6, endParagraph: 'p1', endOffset: 16 } },
      { input: { postId: 's1', startParagraph: 'p1', startOffset: 6, endParagraph: 'p1', endOffset: 16 } },
    ]);
  });

  it('moves with the arrow keys, closes on Escape, and hands the passage to the responses panel on Respond', async () => {
    renderStory();
    const heard: RespondRequest[] = [];
    const stop = onRespondRequest((r) => heard.push(r));
    select(18, 32);
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected text' });
    const [highlight, respond] = Array.from(toolbar.querySelectorAll('button'));
    expect(toolbar.getAttribute('aria-keyshortcuts')).toBe('Alt+F10');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F10', altKey: true }));
    });
    expect(document.activeElement).toBe(highlight);
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(respond);
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Share');
    fireEvent.click(respond!);
    expect(heard).toEqual([{ postId: 's1', quote: { paragraphName: 'p1', start: 18, end: 32, text: 'Delta epsilon.' } }]);
    stop();
    select(0, 5);
    await screen.findByRole('toolbar', { name: 'Selected text' });
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
