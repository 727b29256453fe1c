import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { memoryKeyValueStore } from '../../adapters/storage/key-value-store.memory.ts';
import { readLastSeen } from '../../core/following/following-latest.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { SidebarFollowingList } from './SidebarFollowingList.tsx';

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
    renderWithPageData(<SidebarFollowingList storage={storage} />, { transport, state: { viewer: testViewer() } });
    const ada = await screen.findByRole('link', { name: /Ada Lovelace/ });
    expect(ada.getAttribute('href')).toBe('/me/following-feed/writers?selection=u1');
    expect(screen.getByRole('link', { name: /Field Notes/ }).getAttribute('href')).toBe('/me/following-feed/publications?selection=c1');
    expect(ada.textContent).toContain('New stories');
    ada.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(ada);
    expect(readLastSeen(storage)).toEqual({ u1: 2000 });
    await waitFor(() => expect(screen.getByRole('link', { name: /Ada Lovelace/ }).textContent).not.toContain('New stories'));
  });
});
