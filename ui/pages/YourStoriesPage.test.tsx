// Your Stories (platform-reference §2.2 /me/stories/{filterBy}; reader-experience §4 Undo actions): tabs with
// counts, each story's words, the keyboard menu, moves and trash with their toasts and Undo, the reload flags,
// the Deleted tab's Restore, empty tabs and a refused move.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import type { StoryFilter } from '../../core/stories/your-stories.ts';
import { YourStoriesCountsQuery, YourStoriesQuery, yourStoriesFirstPage, type StoryItemData } from '../stories/stories-queries.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { loadToastQueue } from '../testing/toasts.ts';
import { testViewer } from '../testing/viewer.ts';
import { ToastProvider } from '../toasts/toast-host.tsx';
import { YourStories, type StoriesNavigation } from './YourStoriesPage.tsx';

beforeAll(loadToastQueue);
afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 21, 12, 0);

const story = (id: string, over: Partial<StoryItemData> = {}): StoryItemData => ({
  id,
  title: `Story ${id}`,
  subtitle: `About ${id}`,
  state: 'PUBLISHED',
  tab: 'PUBLIC',
  readingTime: 3.2,
  wordCount: 800,
  updatedAt: NOW - 5 * 60_000,
  publishedAt: Date.UTC(2026, 10, 2),
  scheduledAt: null,
  deletedAt: null,
  permanentlyDeletedAt: null,
  url: `/@ada/story-${id}`,
  editUrl: `/p/${id}/edit`,
  publicationName: null,
  ...over,
});

const COUNTS = { drafts: 2, public: 2, unlisted: 1, responses: 0, deleted: 1 };

type Call = { name: string; variables: Record<string, unknown> };

function page(options: {
  tab: StoryFilter;
  stories: StoryItemData[];
  next?: string | null;
  params?: Record<string, string>;
  answer?: (call: Call) => unknown;
}) {
  const calls: Call[] = [];
  const nav: { reloads: number; assigned: string[]; replaced: string[] } = { reloads: 0, assigned: [], replaced: [] };
  const navigation: StoriesNavigation = {
    reload: () => void nav.reloads++,
    assign: (url) => void nav.assigned.push(url),
    replace: (url) => void nav.replaced.push(url),
  };
  const transport: GraphQLTransport = {
    request: async <T,>(operation: { name: string }, variables: Record<string, unknown>) => {
      const call = { name: operation.name, variables };
      calls.push(call);
      return { data: options.answer?.(call) as T };
    },
  };
  const cache = {
    [cacheKey(YourStoriesQuery.name, yourStoriesFirstPage(options.tab))]: {
      data: { yourStories: { items: options.stories, nextCursor: options.next ?? null } },
    },
    [cacheKey(YourStoriesCountsQuery.name, {})]: { data: { yourStoriesCounts: COUNTS } },
  };
  renderWithPageData(
    <ToastProvider>
      <YourStories navigation={navigation} />
    </ToastProvider>,
    {
      cache,
      transport,
      state: {
        now: new Date(NOW).toISOString(),
        viewer: testViewer(),
        route: { name: 'ShowYourStories', page: 'your-stories', kind: 'page', params: { filterBy: options.tab, ...options.params } },
        layout: { layout: 'top-navigation' },
      },
    },
  );
  return { calls, nav };
}

const moved = (post: StoryItemData, fromTab: string) => ({ movePost: { __typename: 'PostMoved', post, fromTab } });

describe('platform-reference §2.2 Your Stories', () => {
  it('shows the heading with Write, the tabs with their counts, and each story’s state, last edit, reading time and publication', () => {
    page({
      tab: 'public',
      stories: [story('a1', { publicationName: 'Field Notes' }), story('b2', { title: '', subtitle: '' })],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your stories');
    expect(screen.getAllByRole('link', { name: 'Write a story' })[0]!.getAttribute('href')).toBe('/new-story');
    const tablist = screen.getByRole('tablist', { name: 'Your stories' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Drafts 2', 'Public 2', 'Responses 0', 'Unlisted 1', 'Deleted 1']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false', 'false']);
    expect(tabs[3]!.getAttribute('href')).toBe('/me/stories/unlisted');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Story a1' }).getAttribute('href')).toBe('/p/a1/edit');
    expect(first.textContent).toContain('Published Nov 2, 2026');
    expect(first.textContent).toContain('Last edited 5 minutes ago');
    expect(first.textContent).toContain('4 min read');
    expect(first.textContent).toContain('In Field Notes');
    expect(within(screen.getAllByRole('article')[1]!).getByRole('heading').textContent).toBe('Untitled story');
  });

  it('moves focus along the tabs with the arrow keys, the current tab the only tab stop', () => {
    page({ tab: 'drafts', stories: [] });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[4]);
    fireEvent.keyDown(tabs[4]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
  });

  it('opens the story menu from the keyboard, moves with the arrows, and Escape closes it with focus back on the button', async () => {
    page({ tab: 'public', stories: [story('a1')] });
    const button = screen.getByRole('button', { name: 'More actions for Story a1' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'More actions for Story a1' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Edit', 'Stats', 'Story settings', 'Unlist', 'Move to drafts', 'Delete']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(items[0]!.getAttribute('href')).toBe('/p/a1/edit');
    // Issue 23: a published story's stats page.
    expect(items[1]!.getAttribute('href')).toBe('/me/stats/post/a1');
    // Its settings page (migration 0051).
    expect(items[2]!.getAttribute('href')).toBe('/p/a1/settings');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[5]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('unlists a story: it leaves the tab, the counts follow, and the toast’s Undo moves it back and reloads', async () => {
    const { calls, nav } = page({
      tab: 'public',
      stories: [story('a1'), story('b2')],
      answer: (call) =>
        call.variables.tab === 'UNLISTED' ? moved(story('a1', { state: 'UNLISTED', tab: 'UNLISTED' }), 'PUBLIC') : moved(story('a1'), 'UNLISTED'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Story a1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unlist' }));
    expect(await screen.findByText("'Story a1' is now unlisted.")).toBeTruthy();
    expect(calls).toEqual([{ name: 'MovePostMutation', variables: { targetPostId: 'a1', tab: 'UNLISTED' } }]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Drafts 2', 'Public 1', 'Responses 0', 'Unlisted 2', 'Deleted 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(nav.reloads).toBe(1));
    expect(calls[1]).toEqual({ name: 'MovePostMutation', variables: { targetPostId: 'a1', tab: 'PUBLIC' } });
  });

  it('deletes a story to the trash; Undo calls UndeletePostMutation and reloads with the undeleted flags', async () => {
    const { calls, nav } = page({
      tab: 'drafts',
      stories: [story('a1', { state: 'DRAFT', tab: 'DRAFTS', title: 'On Toasts & Undo' })],
      answer: (call) =>
        call.name === 'deletePost'
          ? { deletePost: { __typename: 'PostDeleted', post: story('a1', { state: 'TRASHED', tab: 'DELETED' }) } }
          : { undeletePost: { __typename: 'PostUndeleted', post: story('a1', { state: 'DRAFT', tab: 'DRAFTS' }) } },
    });
    const button = screen.getByRole('button', { name: 'More actions for On Toasts & Undo' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Story settings', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText("'On Toasts & Undo' was moved to the trash.")).toBeTruthy();
    expect(screen.getByText(/You have no drafts/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(nav.assigned).toHaveLength(1));
    expect(calls.map((c) => c.name)).toEqual(['deletePost', 'UndeletePostMutation']);
    expect(calls[1]!.variables).toEqual({ targetPostId: 'a1' });
    expect(nav.assigned[0]).toBe('/me/stories/drafts?undeletedPost=1&postId=a1&postTitle=On+Toasts+%26+Undo&tab=drafts');
  });

  it('says which story came back when it reloads with the undeleted flags, then drops them from the address', () => {
    const { nav } = page({
      tab: 'drafts',
      stories: [story('a1', { state: 'DRAFT', tab: 'DRAFTS', title: 'On Toasts' })],
      params: { undeletedPost: '1', postId: 'a1', postTitle: 'On Toasts', tab: 'drafts' },
    });
    expect(screen.getByText("'On Toasts' was restored.").getAttribute('role')).toBe('status');
    expect(nav.replaced).toEqual(['/me/stories/drafts']);
  });

  it('lists the trash with the date each story is deleted for good, and restores one', async () => {
    const trashed = story('t1', { state: 'TRASHED', tab: 'DELETED', deletedAt: Date.UTC(2026, 10, 20), permanentlyDeletedAt: Date.UTC(2026, 11, 4) });
    const { calls } = page({
      tab: 'deleted',
      stories: [trashed],
      answer: () => ({ undeletePost: { __typename: 'PostUndeleted', post: story('t1') } }),
    });
    expect(screen.getByText('Stories in the trash are permanently deleted after 14 days.')).toBeTruthy();
    const row = screen.getByRole('article');
    expect(row.textContent).toContain('In trash');
    expect(row.textContent).toContain('Permanently deleted after Dec 4, 2026');
    expect(within(row).queryByRole('link', { name: 'Story t1' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /More actions/ })).toBeNull();
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Restore Story t1' })));
    expect(await screen.findByText("'Story t1' was restored.")).toBeTruthy();
    expect(calls).toEqual([{ name: 'UndeletePostMutation', variables: { targetPostId: 't1' } }]);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText(/Your trash is empty/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Drafts 2', 'Public 3', 'Responses 0', 'Unlisted 1', 'Deleted 0']);
  });

  it('tells the truth on an empty tab and points to Write', () => {
    page({ tab: 'unlisted', stories: [] });
    expect(screen.getByText(/You have no unlisted stories/)).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Write a story' }).getAttribute('href')).toBe('/new-story');
  });

  it('shows the server’s message when a move is refused, and keeps the story', async () => {
    page({
      tab: 'unlisted',
      stories: [story('u1', { state: 'UNLISTED', tab: 'UNLISTED' })],
      answer: () => ({ movePost: { __typename: 'Forbidden', message: 'You can only move your own stories.' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Story u1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Make public' }));
    expect(await screen.findByText('You can only move your own stories.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says so when an Undo cannot reach the server, and does not reload', async () => {
    let offline = false;
    const { nav } = page({
      tab: 'public',
      stories: [story('a1')],
      answer: () => {
        if (offline) throw new Error('offline');
        return moved(story('a1', { state: 'UNLISTED', tab: 'UNLISTED' }), 'PUBLIC');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Story a1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unlist' }));
    await screen.findByText("'Story a1' is now unlisted.");
    offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('An error occured. Please try again or contact our support team for help.')).toBeTruthy();
    expect(nav.reloads).toBe(0);
  });

  it('pages on with Show more, asking for the tab after the last cursor', async () => {
    const { calls } = page({
      tab: 'public',
      stories: [story('a1')],
      next: 'c1',
      answer: () => ({ yourStories: { items: [story('b2')], nextCursor: null } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(calls).toEqual([{ name: 'YourStoriesQuery', variables: { tab: 'PUBLIC', first: 20, after: 'c1' } }]);
  });
});
