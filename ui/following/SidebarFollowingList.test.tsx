// reader-experience §2.4: the sidebar's Following list, read through the page's query store — its dots and
// links, 'Try again' after a failure, and a follow made elsewhere on the page showing in it without a reload.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { memoryKeyValueStore } from '../../adapters/storage/key-value-store.memory.ts';
import { markSeen, readLastSeen } from '../../core/following/following-latest.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { FollowButton, useFollow } from './FollowControls.tsx';
import { SidebarFollowingList } from './SidebarFollowingList.tsx';

const ada = { lastPublishedAt: 2000, node: { id: 'u1', entity: { __typename: 'User', id: 'u1', name: 'Ada Lovelace', imageId: null } } };
const fieldNotes = { lastPublishedAt: 3000, node: { id: 'c1', entity: { __typename: 'Publication', id: 'c1', name: 'Field Notes', avatar: null } } };
const sidebarAnswer = (edges: unknown[]) => ({ data: { viewer: { followedEntities: { edges } } } });

function FieldNotesFollow() {
  const follow = useFollow({ kind: 'collection', id: 'c1', name: 'Field Notes' }, { isFollowing: false, isMuting: false, followerCount: 41, viewerFollowingCount: 1 });
  return <FollowButton follow={follow} label="Field Notes" />;
}

beforeAll(loadToastQueue);
afterEach(cleanup);

describe("the sidebar's Following list (reader-experience §2.4)", () => {
  it('opens the following feed narrowed to each entry, and clears its dot on the way', async () => {
    const transport: GraphQLTransport = {
      async request<T>() {
        return {
          data: {
            viewer: {
              followedEntities: {
                edges: [
                  { lastPublishedAt: 2000, node: { id: 'u1', entity: { __typename: 'User', id: 'u1', name: 'Ada Lovelace', imageId: null } } },
                  { lastPublishedAt: 1000, node: { id: 'c1', entity: { __typename: 'Publication', id: 'c1', name: 'Field Notes', avatar: null } } },
                ],
              },
            },
          } as T,
        };
      },
    };
    const storage = memoryKeyValueStore();
    renderWithPageData(<SidebarFollowingList />, { transport, state: { viewer: testViewer() }, ports: { storage } });
    const ada = await screen.findByRole('link', { name: /Ada Lovelace/ });
    expect(ada.getAttribute('href')).toBe('/me/following-feed/writers?selection=u1');
    expect(screen.getByRole('link', { name: /Field Notes/ }).getAttribute('href')).toBe('/me/following-feed/publications?selection=c1');
    expect(ada.textContent).toContain('New stories');
    ada.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(ada);
    expect(readLastSeen(storage)).toEqual({ u1: 2000 });
    await waitFor(() => expect(screen.getByRole('link', { name: /Ada Lovelace/ }).textContent).not.toContain('New stories'));
  });

  it('runs a following-latest machine per entry: a seen time another tab stores clears the dot here', async () => {
    const transport: GraphQLTransport = { request: vi.fn(async () => sidebarAnswer([ada, fieldNotes])) as GraphQLTransport['request'] };
    const storage = memoryKeyValueStore();
    markSeen(storage, 'c1', 3000);
    renderWithPageData(<SidebarFollowingList />, { transport, state: { viewer: testViewer() }, ports: { storage } });
    const entry = await screen.findByRole('link', { name: /Ada Lovelace/ });
    expect(entry.textContent).toContain('New stories');
    expect(screen.getByRole('link', { name: /Field Notes/ }).textContent).not.toContain('New stories');
    // Another tab opens Ada's feed: only the machine's storageChanged transition reads the store again.
    markSeen(storage, 'u1', 2000);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'quire:following-latest-seen' })));
    expect(screen.getByRole('link', { name: /Ada Lovelace/ }).textContent).not.toContain('New stories');
  });

  it("says when the list did not load, and 'Try again' asks once more", async () => {
    let fail = true;
    const transport: GraphQLTransport = {
      request: vi.fn(async <T,>() => {
        if (fail) throw new Error('offline');
        return sidebarAnswer([ada]) as { data: T };
      }) as GraphQLTransport['request'],
    };
    renderWithPageData(<SidebarFollowingList />, { transport, state: { viewer: testViewer() }, ports: { storage: null } });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(transport.request).toHaveBeenCalledTimes(2);
  });

  it('shows a publication followed elsewhere on the page once the follow is answered, without a reload', async () => {
    let following = false;
    const asked: string[] = [];
    const transport: GraphQLTransport = {
      request: vi.fn(async (operation: { name: string }) => {
        asked.push(operation.name);
        if (operation.name === 'SidebarMenuQuery') return sidebarAnswer(following ? [fieldNotes, ada] : [ada]);
        if (operation.name === 'followCollection') {
          following = true;
          return { data: { followCollection: { id: 'c1', name: 'Field Notes', viewerEdge: { id: 'e', isFollowing: true, isMuting: false }, followGraph: { followerCount: 42 } } } };
        }
        if (operation.name === 'ViewerFollowingCount') return { data: { viewer: { socialStats: { followingCount: 2 } } } };
        return { data: null, errors: [{ message: `unexpected ${operation.name}` }] };
      }) as GraphQLTransport['request'],
    };
    renderWithPageData(
      <ToastProvider>
        <nav aria-label="Sidebar">
          <SidebarFollowingList />
        </nav>
        <FieldNotesFollow />
      </ToastProvider>,
      { transport, state: { viewer: testViewer() }, ports: { storage: memoryKeyValueStore() } },
    );
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    await within(sidebar).findByRole('link', { name: /Ada Lovelace/ });
    expect(within(sidebar).queryByRole('link', { name: /Field Notes/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Follow Field Notes' }));
    expect(await within(sidebar).findByRole('link', { name: /Field Notes/ }, { timeout: 5000 })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(asked.filter((name) => name === 'SidebarMenuQuery')).toHaveLength(2);
  });
});
