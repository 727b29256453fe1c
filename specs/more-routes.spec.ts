// platform-reference §2.1 (routes of built pages that answered 501): the editor's other addresses and where they go,
// the top stories of a day — a day's address, its bounds (1970 to today) and the days around it — and the series
// editor's order (stories routes: /s/{sequenceSlug}/edit), and staff curating a topic (/topic/{topicSlug}/add-posts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorRedirectOf } from '../adapters/server/render/pages/editor-addresses.ts';
import { repostBody } from '../core/editor/repost.ts';
import { importMarkdown, IMPORT_MESSAGES, inlineOf } from '../core/editor/markdown-import.ts';
import { paragraphSchema } from '../core/content/paragraph.ts';
import {
  addDays,
  compareDays,
  dayFromBrowseDate,
  dayFromSlug,
  dayLabel,
  dayRange,
  daySlug,
  isShownDay,
  neighbourDays,
  topStoriesHeading,
  topStoriesPath,
  utcDay,
} from '../core/browse/top-stories.ts';
import { onPublicOrigin } from '../core/routing/navigation.ts';
import { moveInOrder, seriesCandidates } from '../core/reader-pages/series.ts';
import { checkTopicDescription, storyIdFromReference, TOPIC_CURATION_MESSAGES, TOPIC_DESCRIPTION_MAX } from '../core/topics/topic-curation.ts';

const days = fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true }).map(utcDay);

describe('platform-reference §2.1 the editor’s other addresses', () => {
  it('send the old and mobile new-story addresses to /new-story', () => {
    for (const name of ['ShowNewPostLegacy', 'ShowMobileWrite']) expect(editorRedirectOf(name, {})).toEqual({ kind: 'redirect', location: '/new-story' });
  });

  it('send a story’s other edit addresses to /p/{id}/edit with the id the address ends in, and any other text to not found', () => {
    fc.assert(
      fc.property(fc.constantFrom('ShowMobileWritePost', 'ShowEditPostUnderCollection', 'ShowEditPostUnderUser'), fc.stringMatching(/^[a-z-]{0,12}$/), fc.stringMatching(/^[0-9a-f]{1,12}$/), (name, slug, id) => {
        expect(editorRedirectOf(name, { postId: slug ? `${slug}-${id}` : id })).toEqual({ kind: 'redirect', location: `/p/${id}/edit` });
      }),
    );
    expect(editorRedirectOf('ShowMobileWritePost', { postId: 'not-an-id!' })).toEqual({ kind: 'not-found' });
    expect(editorRedirectOf('ShowEditPost', { postId: 'abc' })).toEqual({ kind: 'page' });
  });

  it('start a repost with the reposted story’s title linked to it (/new-story/repost/{repostId})', () => {
    expect(repostBody({ title: 'Salt Roads', url: '/@maya_chen/salt-roads-abc123', creatorName: 'Maya Chen' })).toEqual([
      { name: 'rp01', type: 'P', text: 'Reposting “Salt Roads” by Maya Chen.', markups: [{ type: 'A', start: 11, end: 21, href: '/@maya_chen/salt-roads-abc123' }] },
    ]);
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (title, name) => {
        const [p] = repostBody({ title, url: '/p/abc', creatorName: name });
        const m = p!.markups[0]!;
        expect(p!.text.slice(m.start, m.end)).toBe(title.trim() || 'Untitled story');
      }),
    );
  });

  it('are built on the configured public origin, and never leave it', () => {
    expect(onPublicOrigin('/new-story', 'https://read.example/')).toBe('https://read.example/new-story');
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(onPublicOrigin(path, 'https://read.example').startsWith('https://read.example/')).toBe(true);
      }),
    );
  });
});

describe('platform-reference §2.1 /top-stories/{monthDayYearSlug}: the top stories of a day', () => {
  it('name a day by its month, day and year, and read the same day back (any letter case)', () => {
    expect(daySlug({ year: 2026, month: 11, day: 24 })).toBe('november-24-2026');
    expect(dayLabel({ year: 2026, month: 11, day: 24 })).toBe('November 24, 2026');
    fc.assert(
      fc.property(days, (day) => {
        expect(dayFromSlug(daySlug(day))).toEqual(day);
        expect(dayFromSlug(daySlug(day).toUpperCase())).toEqual(day);
        expect(dayFromBrowseDate(`${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`)).toEqual(day);
      }),
    );
  });

  it('refuse what names no real day', () => {
    for (const text of ['february-30-2026', 'smarch-1-2026', 'november-24', 'november-0-2026', 'december-31-1969', '2026-11-24x', '', 'november--1-2026']) expect(dayFromSlug(text), text).toBeNull();
    for (const text of ['2026-02-29', '2026-13-01', '1969-12-31', '26-11-24']) expect(dayFromBrowseDate(text), text).toBeNull();
    expect(dayFromBrowseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('show days from 1970 to today only, with a previous and next day inside those bounds', () => {
    fc.assert(
      fc.property(days, days, (a, b) => {
        const [day, today] = compareDays(a, b) <= 0 ? [a, b] : [b, a];
        expect(isShownDay(day, today)).toBe(true);
        expect(isShownDay(addDays(today, 1), today)).toBe(false);
        const { previous, next } = neighbourDays(day, today);
        if (previous) expect(compareDays(addDays(previous, 1), day)).toBe(0);
        else expect(day).toEqual({ year: 1970, month: 1, day: 1 });
        if (next) expect(compareDays(addDays(next, -1), day)).toBe(0);
        else expect(day).toEqual(today);
      }),
    );
  });

  it('cover each day with one UTC day of instants, end to end', () => {
    fc.assert(
      fc.property(days, (day) => {
        const range = dayRange(day);
        expect(range.end.getTime() - range.start.getTime()).toBe(86_400_000);
        expect(utcDay(range.start)).toEqual(day);
        expect(utcDay(new Date(range.end.getTime() - 1))).toEqual(day);
        expect(dayRange(addDays(day, 1)).start).toEqual(range.end);
      }),
    );
  });

  it('call today’s page /top-stories, “Top stories today”, and any other day by its slug and date', () => {
    const today = { year: 2026, month: 11, day: 24 };
    expect(topStoriesPath(today, today)).toBe('/top-stories');
    expect(topStoriesHeading(today, today)).toBe('Top stories today');
    expect(topStoriesPath({ year: 2026, month: 11, day: 23 }, today)).toBe('/top-stories/november-23-2026');
    expect(topStoriesHeading({ year: 2026, month: 11, day: 23 }, today)).toBe('Top stories of November 23, 2026');
  });
});

describe('platform-reference §2.1 /s/{sequenceSlug}/edit: the series editor’s order', () => {
  it('moves one story by a place or to an end, keeping every story once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 20 }), fc.nat(25), fc.integer({ min: -30, max: 30 }), (order, index, delta) => {
        const moved = moveInOrder(order, index, delta);
        expect([...moved].sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
        if (index < order.length) {
          const to = Math.min(Math.max(index + delta, 0), order.length - 1);
          expect(moved[to]).toBe(order[index]);
          expect(moveInOrder(moved, to, index - to)).toEqual(order);
        } else expect(moved).toEqual(order);
      }),
    );
    expect(moveInOrder(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });

  it('offers to add only the writer’s stories not in the series yet, in their order', () => {
    expect(seriesCandidates([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['b'])).toEqual([{ id: 'a' }, { id: 'c' }]);
  });
});

describe('platform-reference §2.1 /topic/{topicSlug}/edit and /add-posts: staff curating a topic', () => {
  it('read a story from its address on any site, with a slug, query or fragment, or from its bare id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{6,12}$/), fc.stringMatching(/^[a-z]{1,8}(-[a-z]{1,8}){0,3}$/), fc.constantFrom('', '?source=home', '#p1', '/'), (id, slug, tail) => {
        for (const text of [id, `https://read.example/p/${id}${tail}`, `https://elsewhere.example/@writer/${slug}-${id}${tail}`, `/${slug}/${slug}-${id}${tail}`, `  ${id}  `]) {
          expect(storyIdFromReference(text), text).toBe(id);
        }
      }),
    );
    for (const text of ['', '   ', 'https://read.example/about', 'no story here!', 'x'.repeat(3000)]) expect(storyIdFromReference(text), text).toBeNull();
  });

  it('keep a description trimmed and at most its length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const checked = checkTopicDescription(text);
        if ([...text.trim()].length <= TOPIC_DESCRIPTION_MAX) expect(checked).toEqual({ ok: true, value: text.trim() });
        else expect(checked).toEqual({ ok: false, message: TOPIC_CURATION_MESSAGES.descriptionTooLong });
      }),
    );
    expect(TOPIC_CURATION_MESSAGES.descriptionTooLong).toBe('A topic description is at most 280 characters.');
  });
});

describe('platform-reference §2.1 /p/import: a Markdown file as a new draft', () => {
  it('takes the first # heading as the title and the rest as paragraphs of the model', () => {
    const result = importMarkdown('# Salt **Roads**\n\nA *first* [link](https://example.com) and [bad](javascript:x).\nSame paragraph.\n\n## Part two\n\n- one\n2. two\n\n> quoted\n\n---\n\n```\nlet x = *1*;\n```\n');
    expect(result).toEqual({
      ok: true,
      story: {
        title: 'Salt Roads',
        body: [
          { name: 'im0', type: 'P', text: 'A first link and bad. Same paragraph.', markups: [{ type: 'EM', start: 2, end: 7 }, { type: 'A', start: 8, end: 12, href: 'https://example.com' }] },
          { name: 'im1', type: 'H3', text: 'Part two', markups: [] },
          { name: 'im2', type: 'ULI', text: 'one', markups: [] },
          { name: 'im3', type: 'OLI', text: 'two', markups: [] },
          { name: 'im4', type: 'BQ', text: 'quoted', markups: [] },
          { name: 'im5', type: 'HR', text: '', markups: [] },
          { name: 'im6', type: 'PRE', text: 'let x = *1*;', markups: [] },
        ],
      },
    });
    expect(importMarkdown(' \n\n ')).toEqual({ ok: false, message: IMPORT_MESSAGES.empty });
  });

  it('makes only paragraphs the story checks accept, and keeps every word of plain text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = importMarkdown(text);
        if (!result.ok) return;
        for (const p of result.story.body) expect(paragraphSchema.safeParse(p).success, JSON.stringify(p)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{1,40}$/), (words) => {
        expect(inlineOf(words)).toEqual({ text: words, markups: [] });
      }),
    );
  });
});
