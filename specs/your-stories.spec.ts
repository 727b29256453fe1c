// platform-reference §2.2 (the Your Stories tabs) and reader-experience §4 (Undo actions: the reload after an
// undone trash with its flags) and §9 (trash kept 14 days, dates 'LLL d, yyyy'): core/stories/your-stories.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRestore,
  countsAfterMove,
  displayTitle,
  lastEditedLabel,
  movedMessage,
  parseRestoredFlags,
  parseRestoredQuery,
  parseStoryTab,
  permanentDeletionLabel,
  relativeTime,
  restoredMessage,
  restoredReloadUrl,
  stateLabel,
  STORY_FILTERS,
  STORY_STATES,
  STORY_TAB_LABELS,
  storyMenu,
  tabEnumOf,
  tabOfEnum,
  tabOfState,
  trashedMessage,
  type StoryFilter,
  type StoryState,
} from '../core/stories/your-stories.ts';
import { lifecycleStateOf, planMove, storiesTabOf, type Lifecycle } from '../core/content/post-lifecycle.ts';
import { undoPlan, yourStoriesReloadParams } from '../core/toasts/undo.ts';

const tab = fc.constantFrom(...STORY_FILTERS);
const state = fc.constantFrom(...STORY_STATES);
const postId = fc.stringMatching(/^[0-9a-f]{1,24}$/);
const title = fc.string({ unit: 'grapheme', maxLength: 200 });
const time = fc.option(fc.integer({ min: 1, max: 4e12 }), { nil: null });
const lifecycle: fc.Arbitrary<Lifecycle> = fc.record({
  type: fc.constantFrom('STORY' as const, 'RESPONSE' as const),
  visibility: fc.constantFrom('PUBLIC' as const, 'LOCKED' as const, 'UNLISTED' as const),
  isLocked: fc.boolean(),
  publishedAt: time,
  previouslyPublishedAt: time,
  scheduledAt: time,
  deletedAt: time,
});

describe('platform-reference §2.2 Your Stories tabs', () => {
  it('has the five tabs of /me/stories/{filterBy}, drafts by default, and no others', () => {
    expect([...STORY_FILTERS]).toEqual(['drafts', 'public', 'responses', 'unlisted', 'deleted']);
    expect(parseStoryTab(undefined)).toBe('drafts');
    expect(parseStoryTab('')).toBe('drafts');
    for (const t of STORY_FILTERS) expect(parseStoryTab(t)).toBe(t);
    fc.assert(fc.property(fc.string(), (s) => (STORY_FILTERS as readonly string[]).includes(s) || s === '' || parseStoryTab(s) === null));
  });

  it('maps each tab to the StoriesTab enum and back', () => {
    fc.assert(fc.property(tab, (t) => tabOfEnum(tabEnumOf(t)) === t));
    expect(STORY_FILTERS.map(tabEnumOf)).toEqual(['DRAFTS', 'PUBLIC', 'RESPONSES', 'UNLISTED', 'DELETED']);
    expect(tabOfEnum('drafts')).toBeNull();
    expect(Object.values(STORY_TAB_LABELS)).toEqual(['Drafts', 'Public', 'Responses', 'Unlisted', 'Deleted']);
  });

  it('moves one story between the tabs’ counts, keeping the total and never going below 0', () => {
    const counts = fc.record({ drafts: fc.nat(50), public: fc.nat(50), responses: fc.nat(50), unlisted: fc.nat(50), deleted: fc.nat(50) });
    const total = (c: Record<StoryFilter, number>) => Object.values(c).reduce((a, b) => a + b, 0);
    fc.assert(
      fc.property(counts, tab, tab, (c, from, to) => {
        const next = countsAfterMove(c, from, to);
        expect(total(next)).toBe(total(c));
        expect(Object.values(next).every((n) => n >= 0)).toBe(true);
        // Moving back undoes the move exactly, when the move happened.
        if (from !== to && c[from] > 0) expect(countsAfterMove(next, to, from)).toEqual(c);
      }),
    );
    expect(countsAfterMove({ drafts: 2, public: 1, responses: 0, unlisted: 0, deleted: 0 }, 'public', 'unlisted')).toEqual({
      drafts: 2,
      public: 0,
      responses: 0,
      unlisted: 1,
      deleted: 0,
    });
  });

  it('lists a story in the tab of its state; only a trashed story is in Deleted', () => {
    fc.assert(
      fc.property(state, fc.boolean(), (s, isResponse) => (tabOfState(s, isResponse) === 'deleted') === (s === 'TRASHED')),
    );
    expect(STORY_STATES.map((s) => tabOfState(s))).toEqual(['drafts', 'drafts', 'public', 'unlisted', 'deleted']);
    expect(tabOfState('PUBLISHED', true)).toBe('responses');
    expect(tabOfState('UNLISTED', true)).toBe('responses');
  });

  it('offers in each state only the moves the lifecycle takes, Edit first and Delete last outside the trash', () => {
    const moves = (s: StoryState, r = false) => storyMenu(s, r).map((a) => a.key);
    expect(moves('DRAFT')).toEqual(['edit', 'settings', 'delete']);
    expect(moves('DRAFT', true)).toEqual(['edit', 'delete']);
    expect(moves('SCHEDULED')).toEqual(['edit', 'settings', 'delete']);
    expect(moves('PUBLISHED')).toEqual(['edit', 'stats', 'settings', 'unlist', 'moveToDrafts', 'delete']);
    expect(moves('PUBLISHED', true)).toEqual(['edit', 'moveToDrafts', 'delete']);
    expect(moves('UNLISTED')).toEqual(['edit', 'stats', 'settings', 'makePublic', 'moveToDrafts', 'delete']);
    expect(moves('UNLISTED', true)).toEqual(['edit', 'moveToDrafts', 'delete']);
    expect(moves('TRASHED')).toEqual([]);
    fc.assert(
      fc.property(state, fc.boolean(), (s, r) => {
        const menu = storyMenu(s, r);
        // A move never leads to the tab the story is already in, and only a trashed story is restored.
        const here = tabOfState(s, r);
        const movesAway = menu.every((a) => !('to' in a) || a.to !== here);
        const restOk = canRestore(s) === (s === 'TRASHED') && (s === 'TRASHED') === (menu.length === 0);
        const framed = menu.length === 0 || (menu[0]!.key === 'edit' && menu[menu.length - 1]!.key === 'delete');
        return movesAway && restOk && framed;
      }),
    );
  });

  it('lists a story where the lifecycle does, and every move its menu offers is one the lifecycle takes', () => {
    fc.assert(
      fc.property(lifecycle, (l) => {
        const isResponse = l.type === 'RESPONSE';
        const s = lifecycleStateOf(l);
        expect(tabOfState(s, isResponse)).toBe(tabOfEnum(storiesTabOf(l)));
        for (const action of storyMenu(s, isResponse)) {
          if ('to' in action) expect(planMove(l, tabEnumOf(action.to)).ok).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('words each state: Draft / Scheduled for {date} / Published {date} / Unlisted / In trash', () => {
    const at = Date.UTC(2026, 10, 21, 15, 30);
    expect(stateLabel('DRAFT')).toBe('Draft');
    expect(stateLabel('SCHEDULED', { scheduledAt: Date.UTC(2026, 11, 1) })).toBe('Scheduled for Dec 1, 2026');
    expect(stateLabel('PUBLISHED', { publishedAt: at })).toBe('Published Nov 21, 2026');
    expect(stateLabel('PUBLISHED', { publishedAt: '2026-11-21T15:30:00.000Z' })).toBe('Published Nov 21, 2026');
    expect(stateLabel('PUBLISHED')).toBe('Published');
    expect(stateLabel('UNLISTED', { publishedAt: at })).toBe('Unlisted');
    expect(stateLabel('TRASHED')).toBe('In trash');
  });

  it('says how long ago a story was last edited, against the page’s now', () => {
    const now = Date.UTC(2026, 10, 21, 12, 0);
    const ago = (ms: number) => lastEditedLabel(now - ms, now);
    expect(ago(10_000)).toBe('Last edited just now');
    expect(ago(-60_000)).toBe('Last edited just now');
    expect(ago(60_000)).toBe('Last edited 1 minute ago');
    expect(ago(5 * 60_000)).toBe('Last edited 5 minutes ago');
    expect(ago(3_600_000)).toBe('Last edited 1 hour ago');
    expect(ago(23 * 3_600_000)).toBe('Last edited 23 hours ago');
    expect(ago(2 * 86_400_000)).toBe('Last edited 2 days ago');
    expect(ago(30 * 86_400_000)).toBe('Last edited Oct 22, 2026');
    // Never a negative or empty amount, whatever the two times.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (a, b) => {
        const text = relativeTime(new Date(a), new Date(b));
        return text.length > 0 && !text.includes('-') && !/^0 /.test(text);
      }),
    );
  });
});

describe('reader-experience §9 trash: permanently deleted after 14 days', () => {
  it('dates the permanent deletion 14 days after the move to trash, or as the server says', () => {
    const deletedAt = Date.UTC(2026, 10, 21, 9, 0);
    expect(permanentDeletionLabel({ deletedAt })).toBe('Permanently deleted after Dec 5, 2026');
    expect(permanentDeletionLabel({ deletedAt, permanentlyDeletedAt: Date.UTC(2026, 11, 6) })).toBe('Permanently deleted after Dec 6, 2026');
    expect(permanentDeletionLabel({})).toBe('Permanently deleted after 14 days');
  });
});

describe('reader-experience §4 Undo actions: Your Stories toasts and the reload after an undone trash', () => {
  it('words the toasts with the story’s title, or Untitled story', () => {
    expect(trashedMessage('On Toasts')).toBe("'On Toasts' was moved to the trash.");
    expect(movedMessage('On Toasts', 'unlisted')).toBe("'On Toasts' is now unlisted.");
    expect(movedMessage('On Toasts', 'public')).toBe("'On Toasts' is now public.");
    expect(movedMessage('On Toasts', 'drafts')).toBe("'On Toasts' was moved to your drafts.");
    expect(restoredMessage('  ')).toBe("'Untitled story' was restored.");
    expect(displayTitle(' A title ')).toBe('A title');
  });

  it('reloads at the tab the story is back in, with the flags the undo catalogue names', () => {
    const url = restoredReloadUrl({ postId: 'a1b2', title: 'On Toasts & Undo', tab: 'public' });
    expect(url).toBe('/me/stories/public?undeletedPost=1&postId=a1b2&postTitle=On+Toasts+%26+Undo&tab=public');
    const flags = yourStoriesReloadParams({ kind: 'undeletePost', postId: 'a1b2', title: 'On Toasts & Undo', tab: 'public' });
    expect(Object.fromEntries(new URL(url, 'https://quire.test').searchParams)).toEqual(flags);
    expect(undoPlan({ kind: 'undeletePost', postId: 'a1b2', title: 'x', tab: 'public' }).reloads).toBe(true);
  });

  it('reads back exactly the flags it wrote, for any title, id and tab', () => {
    fc.assert(
      fc.property(postId, title, tab, (id, t, where) => {
        const url = new URL(restoredReloadUrl({ postId: id, title: t, tab: where }), 'https://quire.test');
        expect(url.pathname).toBe(`/me/stories/${where}`);
        expect(parseRestoredQuery(url.search)).toEqual({ postId: id, title: t, tab: where });
      }),
    );
  });

  it('refuses flags it did not write, and never throws on any query', () => {
    const ok = { undeletedPost: '1', postId: 'a1', postTitle: 'T', tab: 'drafts' };
    expect(parseRestoredFlags(ok)).toEqual({ postId: 'a1', title: 'T', tab: 'drafts' });
    expect(parseRestoredFlags({ ...ok, undeletedPost: 'true' })).toBeNull();
    expect(parseRestoredFlags({ ...ok, postId: '../x' })).toBeNull();
    expect(parseRestoredFlags({ ...ok, tab: 'trash' })).toBeNull();
    expect(parseRestoredFlags({ ...ok, tab: undefined })).toBeNull();
    expect(parseRestoredFlags({})).toBeNull();
    expect(parseRestoredFlags({ ...ok, postTitle: 'x'.repeat(5000) })?.title).toHaveLength(200);
    fc.assert(
      fc.property(fc.string(), (search) => {
        const parsed = parseRestoredQuery(search);
        return parsed === null || (STORY_FILTERS as readonly StoryFilter[]).includes(parsed.tab);
      }),
    );
  });
});
