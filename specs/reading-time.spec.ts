import fc from 'fast-check';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../core/content/paragraph.ts';
import { formatReadingTime, readingTimeMinutes, WORDS_PER_MINUTE } from '../core/format/reading-time.ts';
import { formatLongDate, formatMonthYear, formatShortDate } from '../core/format/date.ts';

const p = (text: string, type: Paragraph['type'] = 'P'): Paragraph => ({ name: 'x', type, text, markups: [] });

describe("reader-experience §9 reading time '{n} min read' and platform-reference §9 (at least 1 minute)", () => {
  it('is never below one minute and grows with the words', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), (texts) => {
        const body = texts.map((t) => p(t));
        const minutes = readingTimeMinutes(body);
        expect(minutes).toBeGreaterThanOrEqual(1);
        expect(readingTimeMinutes([...body, p('one more paragraph of words')])).toBeGreaterThanOrEqual(minutes);
      }),
    );
  });

  it("formats as '{n} min read', rounded up", () => {
    expect(formatReadingTime(0.2)).toBe('1 min read');
    expect(formatReadingTime(1)).toBe('1 min read');
    expect(formatReadingTime(3.01)).toBe('4 min read');
    expect(formatReadingTime(Number.NaN)).toBe('1 min read');
    const words = Array(WORDS_PER_MINUTE * 5).fill('word').join(' ');
    expect(formatReadingTime(readingTimeMinutes([p(words)]))).toBe('5 min read');
    expect(readingTimeMinutes([p(''), p('', 'IMG')])).toBeGreaterThanOrEqual(1);
  });
});

describe("reader-experience §9 dates 'LLL d, yyyy', 'LLLL d, yyyy' and 'LLL yyyy'", () => {
  it('formats the UTC calendar day whatever the time of day', () => {
    expect(formatShortDate(new Date('2026-11-21T00:00:00Z'))).toBe('Nov 21, 2026');
    expect(formatShortDate(new Date('2026-11-21T23:59:59Z'))).toBe('Nov 21, 2026');
    expect(formatLongDate(Date.UTC(2026, 0, 2))).toBe('January 2, 2026');
    expect(formatMonthYear(Date.UTC(2026, 4, 31, 22))).toBe('May 2026');
  });

  it('spells exactly what the date-fns patterns spell for the UTC calendar day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (t) => {
        const d = new Date(t);
        const local = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12);
        expect(formatShortDate(t)).toBe(format(local, 'LLL d, yyyy'));
        expect(formatLongDate(t)).toBe(format(local, 'LLLL d, yyyy'));
        expect(formatMonthYear(t)).toBe(format(local, 'LLL yyyy'));
      }),
      { numRuns: 300 },
    );
  });

  it('never depends on the time of day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 86_399_999 }), (t, offset) => {
        const dayStart = t - (t % 86_400_000);
        return formatShortDate(dayStart) === formatShortDate(dayStart + offset);
      }),
    );
  });
});

describe('platform-reference §9 counts abbreviated with K and M', () => {
  it('abbreviates, never rounding up past what was counted', async () => {
    const { formatCount } = await import('../core/format/count.ts');
    expect([0, 7, 999, 1000, 1234, 1999, 12_345, 999_999, 1_000_000, 2_560_000, 123_456_789].map(formatCount)).toEqual([
      '0', '7', '999', '1K', '1.2K', '1.9K', '12.3K', '999K', '1M', '2.5M', '123M',
    ]);
  });
});
