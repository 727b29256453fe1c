// The save button and its popover (issue 16): signed out, the sign-in modal with the bookmark copy; signed in, the
// popover (a dialog that takes focus, Escape closes it and focus returns) lists the reader's lists with the Reading
// list first and ticks those holding the story; ticking saves (the button is pressed at once), 'Create new list'
// makes a list with the story in one request, and a bad name is refused with a message before anything is sent.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { LIST_MESSAGES } from '../../core/lists/catalogs.ts';
import { SignInProvider } from '../auth/sign-in.tsx';
import { renderWithPageData } from '../testing/render-page.tsx';
import { testViewer } from '../testing/viewer.ts';
import { SaveButton } from './SaveButton.tsx';

afterEach(cleanup);

type Call = { name: string; variables: Record<string, unknown> };

const LISTS = [
  { id: 'rl', name: 'Reading list', type: 'READING_LIST', visibility: 'PRIVATE', itemCount: 2, containsPost: false },
  { id: 'l1', name: 'Essays', type: 'LISTS', visibility: 'PUBLIC', itemCount: 4, containsPost: false },
];

/** A reader with 75 lists of their own beside the Reading list: two pages of 50. */
const MANY = [LISTS[0]!, ...Array.from({ length: 75 }, (_, i) => ({ id: `m${i}`, name: `List number ${i}`, type: 'LISTS', visibility: 'PUBLIC', itemCount: 1, containsPost: false }))];

function setup(signedIn: boolean, many = false) {
  const calls: Call[] = [];
  const transport: GraphQLTransport = {
    request: async <T,>(operation: { name: string }, variables: Record<string, unknown>) => {
      calls.push({ name: operation.name, variables });
      const answers: Record<string, unknown> = {
        SavePopoverQuery: many
          ? variables.after === 'p2'
            ? { viewerCatalogs: { items: MANY.slice(50), nextCursor: null } }
            : { viewerCatalogs: { items: MANY.slice(0, 50), nextCursor: 'p2' } }
          : { viewerCatalogs: { items: LISTS, nextCursor: null } },
        AddToCatalogMutation: { addToCatalog: { __typename: 'CatalogItemChanged', changed: true, catalog: { id: variables.catalogId, itemCount: 3 }, post: { id: 'p1', viewerIsSaved: true } } },
        RemoveFromCatalogMutation: { removeFromCatalog: { __typename: 'CatalogItemChanged', changed: true, catalog: { id: variables.catalogId, itemCount: 2 }, post: { id: 'p1', viewerIsSaved: false } } },
        CreateCatalogMutation: {
          createCatalog: {
            __typename: 'CatalogSaved',
            catalog: { id: 'new1', type: 'LISTS', name: 'Later', description: '', visibility: 'PUBLIC', slugId: 'later-new1', url: '/@maya_chen/list/later-new1', itemCount: 1, followerCount: 0, viewerIsOwner: true, viewerIsFollowing: false, creator: { id: 'u1', name: 'Maya', username: 'maya_chen', imageId: null, url: '/@maya_chen' }, previewImages: [] },
          },
        },
      };
      return { data: answers[operation.name] as T };
    },
  };
  renderWithPageData(
    <SignInProvider>
      <SaveButton postId="p1" title="A story" saved={false} />
    </SignInProvider>,
    { transport, state: { viewer: signedIn ? testViewer() : null } },
  );
  return { calls, button: screen.getByRole('button', { name: 'Save A story' }) };
}

describe('issue 16 the save popover', () => {
  it('signed out: opens the sign-in modal with the bookmark copy and asks nothing', async () => {
    const { calls, button } = setup(false);
    fireEvent.click(button);
    expect(await screen.findByText('Create an account to save this story.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('signed in: lists the reader’s lists (Reading list first), saves on tick, closes on Escape with focus back', async () => {
    const { calls, button } = setup(true);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['Reading listPrivate', 'Essays']);
    expect(calls[0]).toEqual({ name: 'SavePopoverQuery', variables: { postId: 'p1' } });
    fireEvent.click(boxes[1]!);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ name: 'AddToCatalogMutation', variables: { catalogId: 'l1', postId: 'p1' } }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('creates a new list with the story in one request; an empty name is refused before sending', async () => {
    const { calls, button } = setup(true);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
    await within(dialog).findAllByRole('checkbox');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create new list' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LIST_MESSAGES.nameRequired);
    expect(calls.some((c) => c.name === 'CreateCatalogMutation')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Later' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'CreateCatalogMutation')?.variables).toEqual({ input: { name: 'Later', description: '', visibility: 'PUBLIC', postId: 'p1' } }),
    );
    const later = await within(dialog).findByRole('checkbox', { name: 'Later' });
    expect((later as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });

  it('a reader with more than 50 lists shows more and finds any by name', async () => {
    const { button } = setup(true, true);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
    await within(dialog).findByRole('checkbox', { name: /List number 48/ });
    expect(within(dialog).queryByRole('checkbox', { name: /List number 70/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Find a list' }), { target: { value: 'number 70' } });
    expect(within(dialog).getByText('No list by that name yet: show more lists to look further.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more lists' }));
    await within(dialog).findByRole('checkbox', { name: /List number 70/ });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Show more lists' })).toBeNull();
  });
});
