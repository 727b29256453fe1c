// Who to follow in the home page's right column: skeleton rows with the page, the list after hydration
// through the transport, and 'Try again' when its query fails.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { WhoToFollow } from './WhoToFollow.tsx';

beforeAll(loadToastQueue);
afterEach(cleanup);

const answer = {
  whoToFollow: [
    { __typename: 'User', id: 'u9', name: 'Samir Haddad', bio: 'Writes about cities.', url: '/@samir_haddad', socialStats: { followerCount: 12 }, viewerEdge: { isFollowing: false, isMuting: false } },
    { __typename: 'Publication', id: 'p1', name: 'Field Notes', tagline: 'Dispatches.', url: '/field-notes', followGraph: { followerCount: 30 }, viewerEdge: { isFollowing: false, isMuting: false } },
  ],
  viewer: null,
};

describe('Who to follow (follow from the home page’s right column)', () => {
  it('paints its heading and skeleton first, then the suggestions with Follow buttons', async () => {
    const transport: GraphQLTransport = { request: async <T,>() => ({ data: answer as T }) };
    renderWithPageData(
      <ToastProvider>
        <WhoToFollow />
      </ToastProvider>,
      { transport },
    );
    const region = screen.getByRole('region', { name: 'Who to follow' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Follow Samir Haddad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Field Notes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Field Notes/ }).getAttribute('href')).toBe('/field-notes');
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('link', { name: 'See more suggestions' }).getAttribute('href')).toBe('/me/following/suggestions');
  });

  it("says when the suggestions did not load, and 'Try again' asks once more", async () => {
    let fail = true;
    const transport: GraphQLTransport = {
      request: async <T,>() => {
        if (fail) throw new Error('offline');
        return { data: answer as T };
      },
    };
    renderWithPageData(
      <ToastProvider>
        <WhoToFollow />
      </ToastProvider>,
      { transport },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Suggestions did not load.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Follow Samir Haddad' })).toBeTruthy();
  });
});
