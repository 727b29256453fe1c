// Issue 16 claps: the clap button paints from the server's counts; clicks made before the clap machine arrived
// are not lost — the count moves, the burst goes as one request, both bars show the same count; a logged-out
// click opens the sign-in modal with the clap copy and sends nothing; the writer sees the count only; cards hide
// a count of 0 and abbreviate with K.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { SignInProvider } from '../auth/sign-in.tsx';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { CardClapCount } from './CardClapCount.tsx';
import { ClapControl } from './ClapControl.tsx';
import type { ActionBarPost } from './PostActionBar.tsx';

beforeAll(loadToastQueue);
afterEach(cleanup);

let postSeq = 0;
const post = (overrides: Partial<ActionBarPost> = {}): ActionBarPost =>
  ({ id: `post${++postSeq}`, title: 'A story', url: '/@w/a-story', clapCount: 10, viewerClapCount: 0, creator: { id: 'writer' }, ...overrides }) as ActionBarPost;

function transportAnswering() {
  const calls: { name: string; variables: { input: { postId: string; clientId: string; claps: number } } }[] = [];
  let total = 10;
  let mine = 0;
  const transport: GraphQLTransport = {
    request: vi.fn(async (operation: { name: string }, variables: never) => {
      calls.push({ name: operation.name, variables });
      const { input } = variables as { input: { postId: string; claps: number } };
      total += input.claps;
      mine += input.claps;
      return { data: { clap: { __typename: 'Clapped', postId: input.postId, clapCount: total, viewerClapCount: mine } } };
    }) as GraphQLTransport['request'],
  };
  return { transport, calls };
}

const clickClap = (button: HTMLElement) => {
  fireEvent.pointerDown(button, { button: 0 });
  fireEvent.pointerUp(button, { button: 0 });
  fireEvent.click(button);
};

describe('issue 16 claps: the clap button', () => {
  it('moves the count at once and sends a burst of 3 clicks as one request; both bars agree', async () => {
    const { transport, calls } = transportAnswering();
    const story = post();
    renderWithPageData(
      <ToastProvider>
        <ClapControl post={story} placement="top" />
        <ClapControl post={story} placement="bottom" />
      </ToastProvider>,
      { transport, state: { viewer: testViewer() } },
    );
    const [top] = screen.getAllByRole('button', { name: 'Clap (10 claps)' });
    expect(top!.getAttribute('aria-pressed')).toBe('false');
    for (let i = 0; i < 3; i++) clickClap(top!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Clap (13 claps, 3 from you)' })).toHaveLength(2), { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'Clap (13 claps, 3 from you)' })[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('link', { name: 'See who gave 13 claps' })[0]!.getAttribute('href')).toBe(`/p/${story.id}/upvotes`);
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });
    expect(calls[0]!.name).toBe('ClapMutation');
    expect(calls[0]!.variables.input).toMatchObject({ postId: story.id, claps: 3 });
    expect(calls[0]!.variables.input.clientId).toMatch(/^[0-9a-f]{16}-1$/);
    expect(screen.getByTestId('clap-announcement').textContent).toBe('13 claps, 3 from you');
  });

  it('keeps clapping while held down, and claps once per Enter or Space', async () => {
    const { transport, calls } = transportAnswering();
    const story = post();
    renderWithPageData(
      <ToastProvider>
        <ClapControl post={story} placement="top" />
      </ToastProvider>,
      { transport, state: { viewer: testViewer() } },
    );
    const button = screen.getByRole('button', { name: 'Clap (10 claps)' });
    fireEvent.pointerDown(button, { button: 0 });
    // One clap at once, then more while the pointer stays down.
    await waitFor(() => expect(Number(/(\d+) from you/.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? 0)).toBeGreaterThanOrEqual(4), { timeout: 5000 });
    fireEvent.pointerUp(button, { button: 0 });
    fireEvent.click(button);
    const held = Number(/(\d+) from you/.exec(button.getAttribute('aria-label')!)![1]);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: ' ' });
    fireEvent.keyUp(button, { key: ' ' });
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe(`Clap (${10 + held + 2} claps, ${held + 2} from you)`), { timeout: 5000 });
    // The whole burst reaches the server, in as few requests as the quiet time allows.
    await waitFor(() => expect(calls.reduce((n, c) => n + c.variables.input.claps, 0)).toBe(held + 2), { timeout: 5000 });
    expect(calls.length).toBeLessThanOrEqual(2);
  });

  it('opens the sign-in modal with the clap copy for a logged-out reader and sends nothing', async () => {
    const { transport, calls } = transportAnswering();
    renderWithPageData(
      <SignInProvider>
        <ToastProvider>
          <ClapControl post={post()} placement="top" />
        </ToastProvider>
      </SignInProvider>,
      { transport },
    );
    clickClap(screen.getByRole('button', { name: 'Clap (10 claps)' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Create an account to clap for this story.');
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clap (10 claps)' })).toBeTruthy();
  });

  it('shows the writer the count only', () => {
    renderWithPageData(<ClapControl post={post({ creator: { id: 'u1' } as ActionBarPost['creator'] })} placement="top" />, { state: { viewer: testViewer() } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'See who gave 10 claps' })).toBeTruthy();
  });

  it('cards: nothing for 0, K-abbreviated otherwise', () => {
    const { container } = render(<CardClapCount count={0} />);
    expect(container.textContent).toBe('');
    render(<CardClapCount count={1234} />);
    expect(screen.getByRole('img', { name: '1.2K claps' }).textContent).toBe('1.2K');
  });
});
