// platform-reference §2.1 and §2.2 /me/stories and /me/stories/{drafts|public|responses|unlisted|deleted}
// (your-stories, top navigation): the writer's stories by tab, each with its state, last edit, reading time and
// publication, its actions in a menu (Edit, Make public / Unlist, Move to drafts, Delete) and, in the Deleted
// tab, when it is deleted for good and a Restore button. reader-experience §4 Undo actions: a move shows a toast
// whose Undo moves the story back and reloads; Delete shows one whose Undo calls UndeletePostMutation and reloads
// with the flags for the undeleted post, its id, its title and a tab, which this page reads to say it is back.
// The rules (menus, words, flags) are core's (core/stories/your-stories.ts); this draws and calls.
import { useEffect, useState } from 'react';
import type { FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { formatReadingTime } from '../../core/format/reading-time.ts';
import {
  canRestore,
  countsAfterMove,
  displayTitle,
  lastEditedLabel,
  movedMessage,
  parseRestoredFlags,
  parseStoryTab,
  permanentDeletionLabel,
  restoredMessage,
  restoredReloadUrl,
  stateLabel,
  STORIES_COPY,
  STORY_TAB_LABELS,
  storyMenu,
  tabEnumOf,
  tabOfEnum,
  tabUrl,
  trashedMessage,
  type StoryCounts,
  type StoryFilter,
  type StoryMenuAction,
} from '../../core/stories/your-stories.ts';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import {
  DeletePostMutation,
  MovePostMutation,
  UndeletePostMutation,
  YourStoriesCountsQuery,
  YourStoriesQuery,
  yourStoriesFirstPage,
  STORIES_PAGE_SIZE,
  type StoryItemData,
} from '../stories/stories-queries.ts';
import { StoriesTabs, STORIES_PANEL_ID, tabId } from '../stories/StoriesTabs.tsx';
import { StoryList } from '../stories/StoryList.tsx';
import { StoryMenu } from '../stories/StoryMenu.tsx';
import '../stories/your-stories.css';
import { useToast } from '../toasts/toast-host.tsx';
import { YourSeriesPage } from '../profile/YourSeriesPage.tsx';

/** Where the page goes after an undo: the browser's location, or a test's record of it. */
export type StoriesNavigation = { reload(): void; assign(url: string): void; replace(url: string): void };

const browserNavigation: StoriesNavigation = {
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
  replace: (url) => window.history.replaceState(window.history.state, '', url),
};

/** A mutation's answer: the success member, or the message to show. */
type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

function outcomeOf<T extends { __typename: string }, S extends string>(
  answer: T | undefined,
  success: S,
  errors: readonly { message: string }[] | undefined,
): Outcome<Extract<T, { __typename: S }>> {
  if (answer?.__typename === success) return { ok: true, value: answer as Extract<T, { __typename: S }> };
  const message = answer && 'message' in answer && typeof answer.message === 'string' ? answer.message : errors?.[0]?.message;
  return { ok: false, message: message || STORIES_COPY.failed };
}

const toPage = (page: { items: StoryItemData[]; nextCursor: string | null } | undefined): FeedPage<StoryItemData> => ({
  items: page?.items ?? [],
  next: page?.nextCursor ?? null,
});

function Story({
  story,
  now,
  busy,
  onAction,
  onRestore,
}: {
  story: StoryItemData;
  now: string;
  busy: boolean;
  onAction: (story: StoryItemData, action: Exclude<StoryMenuAction, { key: 'edit' | 'stats' | 'settings' }>) => void;
  onRestore: (story: StoryItemData) => void;
}) {
  const title = displayTitle(story.title);
  const trashed = canRestore(story.state);
  const headingId = `story-${story.id}`;
  return (
    <article className="story" aria-labelledby={headingId}>
      <div className="story__text">
        <h2 className="story__title" id={headingId}>
          {trashed ? title : <a href={story.editUrl}>{title}</a>}
        </h2>
        {story.subtitle && <p className="story__subtitle">{story.subtitle}</p>}
        <p className="story__meta">
          <span className={`story__state story__state--${story.state.toLowerCase()}`}>
            {stateLabel(story.state, { publishedAt: story.publishedAt, scheduledAt: story.scheduledAt })}
          </span>
          <span>{lastEditedLabel(story.updatedAt, now)}</span>
          <span>{formatReadingTime(story.readingTime)}</span>
          {story.publicationName && <span>{`In ${story.publicationName}`}</span>}
        </p>
        {trashed && <p className="story__deletion">{permanentDeletionLabel(story)}</p>}
      </div>
      <div className="story__actions">
        {trashed ? (
          <button
            type="button"
            className="button button--outline button--small"
            aria-label={STORIES_COPY.restoreLabel(story.title)}
            disabled={busy}
            aria-busy={busy}
            onClick={() => onRestore(story)}
          >
            {STORIES_COPY.restore}
          </button>
        ) : (
          <StoryMenu
            title={story.title}
            editUrl={story.editUrl}
            statsUrl={hrefFor('ShowPostStats', { postId: story.id })}
            settingsUrl={hrefFor('ShowPostSettings', { postId: story.id })}
            actions={storyMenu(story.state, story.tab === 'RESPONSES')}
            busy={busy}
            onAction={(action) => onAction(story, action)}
          />
        )}
      </div>
    </article>
  );
}

function StoriesTab({ tab, navigation }: { tab: StoryFilter; navigation: StoriesNavigation }) {
  const { state, transport } = usePageData();
  const toast = useToast();
  const first = usePreloaded(YourStoriesQuery, yourStoriesFirstPage(tab));
  const preloadedCounts = usePreloaded(YourStoriesCountsQuery, {})?.yourStoriesCounts ?? null;
  const [counts, setCounts] = useState<StoryCounts | null>(preloadedCounts);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // reader-experience §4: the flags of the reload after an undone trash say which story came back.
  const [restored] = useState(() => parseRestoredFlags(state.route?.params ?? {}));

  useEffect(() => {
    // Said once: the address loses its flags, so reloading the tab does not say it again.
    if (restored) navigation.replace(tabUrl(tab));
  }, [restored, navigation, tab]);

  const mark = (id: string, on: boolean) =>
    setBusy((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** The story left this tab (moved, trashed or restored): out of the list, and the counts follow. */
  const leave = (story: StoryItemData, to: StoryFilter) => {
    setRemoved((set) => new Set(set).add(story.id));
    setCounts((c) => (c ? countsAfterMove(c, tab, to) : c));
  };

  const fail = (message: string) => toast({ message, style: 'ERROR' });

  /** reader-experience §4: undo a move — move the story back to the tab it came from, then reload. */
  const undoMove = async (story: StoryItemData, fromTab: StoryFilter) => {
    if (!transport) return;
    try {
      const result = await transport.request(MovePostMutation, { targetPostId: story.id, tab: tabEnumOf(fromTab) });
      const outcome = outcomeOf(result.data?.movePost, 'PostMoved', result.errors);
      if (outcome.ok) navigation.reload();
      else fail(outcome.message);
    } catch {
      fail(retryableErrorMessage);
    }
  };

  /** reader-experience §4: undo a trash — UndeletePostMutation, then reload with the flags of the undeleted post. */
  const undoTrash = async (story: StoryItemData) => {
    if (!transport) return;
    try {
      const result = await transport.request(UndeletePostMutation, { targetPostId: story.id });
      const outcome = outcomeOf(result.data?.undeletePost, 'PostUndeleted', result.errors);
      if (!outcome.ok) return fail(outcome.message);
      const back = tabOfEnum(outcome.value.post.tab) ?? tab;
      navigation.assign(restoredReloadUrl({ postId: story.id, title: story.title, tab: back }));
    } catch {
      fail(retryableErrorMessage);
    }
  };

  const onAction = async (story: StoryItemData, action: Exclude<StoryMenuAction, { key: 'edit' | 'stats' | 'settings' }>) => {
    if (!transport) return;
    mark(story.id, true);
    try {
      if (action.key === 'delete') {
        const result = await transport.request(DeletePostMutation, { targetPostId: story.id });
        const outcome = outcomeOf(result.data?.deletePost, 'PostDeleted', result.errors);
        if (!outcome.ok) return fail(outcome.message);
        leave(story, 'deleted');
        toast(
          { message: trashedMessage(story.title), style: 'MOVE_POST_TO_TRASH', undo: { kind: 'undeletePost', postId: story.id, title: story.title, tab } },
          () => void undoTrash(story),
        );
        return;
      }
      const result = await transport.request(MovePostMutation, { targetPostId: story.id, tab: tabEnumOf(action.to) });
      const outcome = outcomeOf(result.data?.movePost, 'PostMoved', result.errors);
      if (!outcome.ok) return fail(outcome.message);
      const to = tabOfEnum(outcome.value.post.tab) ?? action.to;
      const fromTab = tabOfEnum(outcome.value.fromTab) ?? tab;
      leave(story, to);
      toast(
        { message: movedMessage(story.title, to), undo: { kind: 'undoMoveToTab', postId: story.id, fromTab, toTab: to } },
        () => void undoMove(story, fromTab),
      );
    } catch {
      fail(retryableErrorMessage);
    } finally {
      mark(story.id, false);
    }
  };

  const onRestore = async (story: StoryItemData) => {
    if (!transport) return;
    mark(story.id, true);
    try {
      const result = await transport.request(UndeletePostMutation, { targetPostId: story.id });
      const outcome = outcomeOf(result.data?.undeletePost, 'PostUndeleted', result.errors);
      if (!outcome.ok) return fail(outcome.message);
      leave(story, tabOfEnum(outcome.value.post.tab) ?? 'drafts');
      toast({ message: restoredMessage(story.title), style: 'UNDELETE_POST' });
    } catch {
      fail(retryableErrorMessage);
    } finally {
      mark(story.id, false);
    }
  };

  const fetchPage = transport
    ? async (cursor: string) => {
        const result = await transport.request(YourStoriesQuery, { tab: tabEnumOf(tab), first: STORIES_PAGE_SIZE, after: cursor });
        if (!result.data) throw new Error(result.errors?.[0]?.message ?? 'The stories did not load');
        return toPage(result.data.yourStories);
      }
    : null;

  const write = (
    <a className="button button--small" href={hrefFor('ShowNewPost')}>
      {STORIES_COPY.write}
    </a>
  );
  return (
    <PageFrame
      page="your-stories"
      main={
        <>
          <div className="stories__header">
            <h1 className="stories__heading">{STORIES_COPY.heading}</h1>
            {write}
          </div>
          {/* Your series (/me/series) share the page: they are put together from these stories. */}
          <p className="stories__series">
            <a href={hrefFor('ShowYourSeries', { filterBy: 'public' })}>Your series</a>
          </p>
          {restored && (
            <p className="stories__restored" role="status">
              {restoredMessage(restored.title)}
            </p>
          )}
          <StoriesTabs current={tab} counts={counts} />
          <div id={STORIES_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="stories__panel">
            {tab === 'deleted' && <p className="stories__note">{STORIES_COPY.trashNote}</p>}
            <StoryList
              label={`${STORY_TAB_LABELS[tab]}`}
              first={toPage(first?.yourStories)}
              fetchPage={fetchPage}
              removed={removed}
              renderStory={(story) => (
                <Story story={story} now={state.now} busy={busy.has(story.id)} onAction={(s, a) => void onAction(s, a)} onRestore={(s) => void onRestore(s)} />
              )}
              empty={
                <div className="stories__empty">
                  <p>{STORIES_COPY.empty[tab]}</p>
                  {tab !== 'deleted' && write}
                </div>
              }
            />
          </div>
        </>
      }
    />
  );
}

/** The page, with a navigation other than the browser's for tests. */
export function YourStories({ navigation }: { navigation: StoriesNavigation }) {
  const { state } = usePageData();
  const tab = parseStoryTab(state.route?.params.filterBy);
  // The server answers an unknown tab with the 404 screen, so this page never sees one.
  return tab ? <StoriesTab key={tab} tab={tab} navigation={navigation} /> : null;
}

export function YourStoriesPage() {
  const { state } = usePageData();
  // /me/series and /me/series/{filterBy} share the page (and its chunk): your series by tab.
  if (state.route?.name.startsWith('ShowYourSeries')) return <YourSeriesPage />;
  return <YourStories navigation={browserNavigation} />;
}
