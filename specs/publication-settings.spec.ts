// Issue 22 part B: the rules of a publication's settings and pages in core — reader-experience §2.6 navigation
// tabs, platform-reference §5 colour strings ('Invalid color string' / 'Unrecognized or invalid color string'),
// the archive bucketed by date in the publication's time zone, subpage bodies in the paragraph model
// (platform-reference §3), and /all's keyset cursor (platform-reference §2.2 Collection route All).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBody } from '../core/content/paragraph.ts';
import { decodeAllCursor, encodeAllCursor, allOrderOf } from '../core/publication/all-stories.ts';
import { archiveDateOf, archiveRange, localDate } from '../core/publication/archive.ts';
import { INVALID_COLOR_STRING, parseColorString, UNRECOGNIZED_COLOR_STRING } from '../core/publication/header-color.ts';
import { isHttpUrl, NAVIGATION_DESTINATIONS, NAVIGATION_MAX_ITEMS, parseNavigation } from '../core/publication/navigation.ts';
import { publicationTabs } from '../core/publication/publication-tabs.ts';
import { canChangeSettings, paragraphsToText, parseInfo, parseSubpage, slugify, textToParagraphs } from '../core/publication/settings.ts';

const draft = fc.record({
  title: fc.oneof(fc.constantFrom('About', 'Latest', '  Essays ', '', ' '), fc.string({ maxLength: 50 })),
  destination: fc.oneof(fc.constantFrom(...NAVIGATION_DESTINATIONS), fc.constant('BOGUS')),
  value: fc.oneof(
    fc.constantFrom('', 'writing', 'https://example.org/x', 'http://a.b', 'ftp://example.org', 'javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.test', 'https://'),
    fc.webUrl(),
    fc.string({ maxLength: 12 }),
  ),
});

describe('reader-experience §2.6 navigation tabs (core/publication/navigation.ts)', () => {
  it('never stores an external link that is not http(s), keeps external links last and the editors’ order otherwise', () => {
    fc.assert(
      fc.property(fc.array(draft, { maxLength: NAVIGATION_MAX_ITEMS + 2 }), (drafts) => {
        const parsed = parseNavigation(drafts);
        if (!parsed.ok) return;
        const items = parsed.items;
        expect(items).toHaveLength(drafts.length);
        const firstExternal = items.findIndex((i) => i.destination === 'EXTERNAL_URL');
        if (firstExternal >= 0) expect(items.slice(firstExternal).every((i) => i.destination === 'EXTERNAL_URL')).toBe(true);
        for (const item of items) {
          expect(item.title.trim()).toBe(item.title);
          expect(item.title).not.toBe('');
          if (item.destination === 'EXTERNAL_URL') expect(/^https?:\/\/[^/]/i.test(item.value)).toBe(true);
        }
        // The internal tabs keep the input's order.
        const internal = drafts.filter((d) => d.destination !== 'EXTERNAL_URL').map((d) => d.title.trim());
        expect(items.filter((i) => i.destination !== 'EXTERNAL_URL').map((i) => i.title)).toEqual(internal);
        // Every saved tab is shown: none points nowhere.
        const shown = publicationTabs(items, 'field-notes');
        expect(shown.tabs.length + shown.external.length).toBe(items.length);
      }),
    );
  });

  it('refuses javascript:, data:, protocol-relative and other schemes with the rule’s message', () => {
    for (const value of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.test', 'ftp://example.org', 'https://', 'https:// spaced.test']) {
      const parsed = parseNavigation([{ title: 'Bad', destination: 'EXTERNAL_URL', value }]);
      expect(parsed).toEqual({ ok: false, error: 'UNSAFE_URL', index: 0, message: 'An external navigation link must be an http:// or https:// address.' });
      expect(isHttpUrl(value)).toBe(false);
    }
    expect(parseNavigation([{ title: 'Tag', destination: 'TAG_FEED', value: ' ' }])).toMatchObject({ ok: false, error: 'VALUE_REQUIRED' });
    expect(parseNavigation(Array.from({ length: NAVIGATION_MAX_ITEMS + 1 }, () => ({ title: 'x', destination: 'LATEST', value: '' })))).toMatchObject({ ok: false, error: 'TOO_MANY' });
  });
});

describe('platform-reference §5 colour strings (core/publication/header-color.ts)', () => {
  it("answers the spec's messages: 'Invalid color string' for malformed hex or rgb(a), 'Unrecognized or invalid color string' otherwise", () => {
    for (const bad of ['#12345', '#ggg', '#1234567', 'rgb(1,2)', 'rgb(300,0,0)', 'rgba(1,2,3)', 'rgba(1,2,3,2)', '#']) {
      expect(parseColorString(bad), bad).toEqual({ ok: false, message: INVALID_COLOR_STRING });
    }
    for (const bad of ['blue', 'hsl(0, 0%, 0%)', 'javascript:alert(1)', 'red;background:url(x)', '']) {
      expect(parseColorString(bad), bad).toEqual({ ok: false, message: UNRECOGNIZED_COLOR_STRING });
    }
    expect(parseColorString('#ABC')).toEqual({ ok: true, rgb: 'aabbcc' });
    expect(parseColorString('rgba(0, 0, 0, 0.5)')).toEqual({ ok: true, rgb: '808080' });
  });

  it('reads any 6-digit hex and any rgb() as that colour, and any alpha as a colour between it and white', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, fc.boolean(), (r, g, b, hash) => {
        const hex = [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
        expect(parseColorString(`${hash ? '#' : ''}${hex.toUpperCase()}`)).toEqual({ ok: true, rgb: hex });
        expect(parseColorString(`rgb(${r}, ${g}, ${b})`)).toEqual({ ok: true, rgb: hex });
        expect(parseColorString(`#${hex}ff`)).toEqual({ ok: true, rgb: hex });
        expect(parseColorString(`#${hex}00`)).toEqual({ ok: true, rgb: 'ffffff' });
      }),
    );
  });

  it('keeps a bad colour out of the settings', () => {
    const base = { name: 'N', tagline: '', description: '', seoDescription: '', seoRobots: 'index, follow', timeZone: 'UTC', headerImageId: null, headerImageAlt: '', headerFocusX: 50, headerFocusY: 50 };
    expect(parseInfo({ ...base, headerColor: 'blue' })).toEqual({ ok: false, field: 'headerColor', message: UNRECOGNIZED_COLOR_STRING });
    expect(parseInfo({ ...base, headerColor: '' })).toMatchObject({ ok: true, value: { headerColor: null } });
    expect(parseInfo({ ...base, headerColor: '', timeZone: 'Nowhere/Else' })).toMatchObject({ ok: false, field: 'timeZone' });
  });
});

const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'America/Santiago', 'Asia/Kathmandu'];

describe('issue 22: the archive buckets by date in the publication’s time zone (core/publication/archive.ts)', () => {
  const instant = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms));

  it('puts every instant inside the range of its own local day, month and year', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
        const { year, month, day } = localDate(t, zone);
        for (const date of [{ year }, { year, month }, { year, month, day }]) {
          const { start, end } = archiveRange(date, zone);
          expect(start.getTime()).toBeLessThanOrEqual(t.getTime());
          expect(t.getTime()).toBeLessThan(end.getTime());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tiles time: a day ends where the next begins, and the instant before a day’s start is in the day before', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
        const today = localDate(t, zone);
        const { start, end } = archiveRange(today, zone);
        const tomorrow = localDate(end, zone);
        expect(archiveRange(tomorrow, zone).start.getTime()).toBe(end.getTime());
        const before = localDate(new Date(start.getTime() - 1000), zone);
        expect(before).not.toEqual(today);
      }),
      { numRuns: 200 },
    );
  });

  it('reads only real dates from the route', () => {
    expect(archiveDateOf({ year: '2024', month: '02', day: '29' })).toEqual({ year: 2024, month: 2, day: 29 });
    expect(archiveDateOf({ year: '2023', month: '02', day: '29' })).toBeNull();
    expect(archiveDateOf({ year: '2024', month: '13' })).toBeNull();
    expect(archiveDateOf({ year: 'x' })).toBeNull();
  });
});

describe('platform-reference §3 subpage bodies in the paragraph model (core/publication/settings.ts)', () => {
  const line = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.!?']{0,30}[A-Za-z0-9.!?]$/);
  const paragraph = fc.record({ type: fc.constantFrom('P', 'H3', 'BQ', 'ULI'), text: line });

  it('turns text into valid paragraphs and back without loss', () => {
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 12 }), (paras) => {
        const body = paras.map((p, i) => ({ name: `p${i}`, type: p.type as 'P', text: p.text, markups: [] }));
        const text = paragraphsToText(body);
        const back = textToParagraphs(text);
        expect(parseBody(back).ok).toBe(true);
        expect(back.map((p) => [p.type, p.text])).toEqual(body.map((p) => [p.type, p.text]));
      }),
    );
  });

  it('makes an address from the title, and refuses one that is not lower-case words joined by dashes', () => {
    expect(slugify('Our Team — Zoë & Friends!')).toBe('our-team-zoe-friends');
    expect(parseSubpage({ title: 'Our Team', slug: '', text: '' })).toMatchObject({ ok: true, value: { slug: 'our-team' } });
    expect(parseSubpage({ title: 'x', slug: 'Bad Slug', text: '' })).toMatchObject({ ok: false, field: 'slug' });
    expect(parseSubpage({ title: ' ', slug: '', text: '' })).toMatchObject({ ok: false, field: 'title' });
  });
});

describe('issue 22: who may change a publication’s settings', () => {
  it('owners and editors; writers and readers not', () => {
    expect([canChangeSettings('OWNER'), canChangeSettings('EDITOR'), canChangeSettings('WRITER'), canChangeSettings(null)]).toEqual([true, true, false, false]);
  });
});

describe('platform-reference §2.2 Collection route All: orders and cursors', () => {
  it('reads orderBy earliest or most-popular, newest otherwise; its cursor round-trips', () => {
    expect([allOrderOf('earliest'), allOrderOf('most-popular'), allOrderOf('bogus'), allOrderOf(undefined)]).toEqual(['earliest', 'most-popular', 'newest', 'newest']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.stringMatching(/^[0-9a-f]{8,32}$/), (key, id) => {
        expect(decodeAllCursor(encodeAllCursor({ key, id }))).toEqual({ key, id });
      }),
    );
    expect(decodeAllCursor('not a cursor')).toBeNull();
  });
});
