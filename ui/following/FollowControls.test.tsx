// reader-experience §4: the follow buttons paint from the server's truth; the follow machine arrives after
// the page, and a click made before it has arrived is not lost — the count moves, the call goes out once,
// the toast follows. A logged-out click still opens sign-in.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { SignInProvider } from '../auth/sign-in.tsx';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { FollowButton, MuteButton, useFollow } from './FollowControls.tsx';

beforeAll(loadToastQueue);
afterEach(cleanup);

function Target() {
  const follow = useFollow(
    { kind: 'collection', id: 'pub1', name: 'Field Notes' },
    { isFollowing: false, isMuting: false, followerCount: 41, viewerFollowingCount: 3 },
  );
  return (
    <>
      <p data-testid="count">{follow.context.followerCount}</p>
      <FollowButton follow={follow} label="Field Notes" />
      <MuteButton follow={follow} />
    </>
  );
}

function transportAnswering(): { transport: GraphQLTransport; calls: string[] } {
  const calls: string[] = [];
  const transport: GraphQLTransport = {
    request: vi.fn(async (operation: { name: string; source: string }) => {
      calls.push(operation.name);
      if (operation.name === 'followCollection') {
        return { data: { followCollection: { id: 'pub1', name: 'Field Notes', viewerEdge: { id: 'e', isFollowing: true, isMuting: false }, followGraph: { followerCount: 42 } } } };
      }
      if (operation.name === 'ViewerFollowingCount') return { data: { viewer: { socialStats: { followingCount: 4 } } } };
      return { data: null, errors: [{ message: `unexpected ${operation.name}` }] };
    }) as GraphQLTransport['request'],
  };
  return { transport, calls };
}

describe('reader-experience §4 follow buttons with the machine loaded after the page', () => {
  it('paints from the truth, then follows on a click made before the machine arrived', async () => {
    const { transport, calls } = transportAnswering();
    renderWithPageData(
      <ToastProvider>
        <Target />
      </ToastProvider>,
      { transport, state: { viewer: testViewer() } },
    );
    expect(screen.getByTestId('count').textContent).toBe('41');
    fireEvent.click(screen.getByRole('button', { name: 'Follow Field Notes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Following Field Notes' }).getAttribute('aria-pressed')).toBe('true'), { timeout: 5000 });
    expect(screen.getByTestId('count').textContent).toBe('42');
    await screen.findByText('You followed Field Notes.');
    expect(calls.filter((c) => c === 'followCollection')).toHaveLength(1);
  });

  it('opens sign-in for a logged-out reader and calls nothing', async () => {
    const { transport, calls } = transportAnswering();
    renderWithPageData(
      <SignInProvider>
        <ToastProvider>
          <Target />
        </ToastProvider>
      </SignInProvider>,
      { transport },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Follow Field Notes' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls).toEqual([]);
    expect(screen.getByTestId('count').textContent).toBe('41');
  });
});
