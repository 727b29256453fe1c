// Issue 23 (stats) over platform-reference §7.2 (client events), §4 (the referrer rule), §6 (bots send no
// analytics) and §2.1 (/me/stats/{postId}/{startTimeMs}/{endTimeMs}): a read, the bot rule, periods, bounded ranges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_DETAILS, parseAudienceDetails, runningTotals } from '../core/stats/audience-details.ts';
import { countOnce, countOnceKey, readerKeyOf, type CountedOnceEvent } from '../core/stats/count-once.policy.ts';
import { countedReadingSeconds, countsForStats, isRead, MIN_READ_SECONDS, readingSecondsCap, readSeconds } from '../core/stats/read.policy.ts';
import {
  addDays,
  bucketSeries,
  DAY_MS,
  dayOf,
  daysOf,
  formatChange,
  formatReadingTime,
  MAX_RANGE_DAYS,
  parsePeriod,
  parseRange,
  percentChange,
  periodRange,
  previousRange,
  RANGE_TOO_LONG_MESSAGE,
  readRatio,
} from '../core/stats/stats-period.ts';
import { statsSource, TRAFFIC_SOURCES } from '../core/stats/traffic-source.ts';

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('issue 23 / platform-reference §7.2: a read is reaching the end or spending the reading time', () => {
  it('reaching the end is always a read; otherwise it is a read exactly when the seconds reach the reading time', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.double({ min: 0, max: 10_000, noNaN: true }), fc.double({ min: 0, max: 120, noNaN: true }), (reachedEnd, secondsSpent, minutes) => {
        const read = isRead({ reachedEnd, secondsSpent, readingTimeMinutes: minutes });
        if (reachedEnd) expect(read).toBe(true);
        else expect(read).toBe(secondsSpent >= readSeconds(minutes));
        expect(readSeconds(minutes)).toBeGreaterThanOrEqual(MIN_READ_SECONDS);
        expect(readSeconds(minutes)).toBeGreaterThanOrEqual(minutes * 60);
      }),
    );
  });

  it('a 4-minute story is read after 240 seconds, not 239', () => {
    expect(isRead({ reachedEnd: false, secondsSpent: 239, readingTimeMinutes: 4 })).toBe(false);
    expect(isRead({ reachedEnd: false, secondsSpent: 240, readingTimeMinutes: 4 })).toBe(true);
    expect(isRead({ reachedEnd: false, secondsSpent: Number.NaN, readingTimeMinutes: 4 })).toBe(false);
  });

  it('reading seconds counted are whole, never negative and never over the cap', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null)), fc.double({ min: 0, max: 500, noNaN: true }), (reported, minutes) => {
        const s = countedReadingSeconds(reported, minutes);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(readingSecondsCap(minutes));
        expect(readingSecondsCap(minutes)).toBeLessThanOrEqual(3600);
      }),
    );
  });
});

describe('issue 23 / platform-reference §6: bots count nothing', () => {
  it('crawlers, scripted clients and a missing user agent are excluded; browsers count', () => {
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.31', 'facebookexternalhit/1.1', '', null, undefined]) {
      expect(countsForStats(ua)).toBe(false);
    }
    expect(countsForStats('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(true);
    expect(countsForStats('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
  });
});

describe('issue 23 / platform-reference §4: traffic sources come from the referrer rule', () => {
  it('every referrer lands in one of the known sources', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(fc.constantFrom('http', 'https'), fc.stringMatching(/^[a-z0-9.-]{1,30}$/)).map(([s, h]) => `${s}://${h}/`), fc.string(), fc.constant('')), (referrer) => {
        expect(TRAFFIC_SOURCES).toContain(statsSource({ referrerSource: undefined, referrer }, 'quire.example'));
      }),
    );
    expect(statsSource({ referrer: '' }, 'quire.example')).toBe('direct');
    expect(statsSource({ referrer: 'https://www.google.com/search?q=x' }, 'quire.example')).toBe('search');
    expect(statsSource({ referrer: 'https://quire.example/@a' }, 'quire.example')).toBe('internal');
    expect(statsSource({ referrer: 'https://news.ycombinator.com/item?id=1' }, 'quire.example')).toBe('social');
    expect(statsSource({ referrer: 'https://blog.example.org/' }, 'quire.example')).toBe('external');
  });
});

describe('issue 23: periods and day buckets (UTC days)', () => {
  it('a period of n days ends today and has n days', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom('7d', '30d', '90d') as fc.Arbitrary<'7d' | '30d' | '90d'>, (now, period) => {
        const range = periodRange(period, now)!;
        expect(range.to).toBe(dayOf(now));
        expect(daysOf(range)).toHaveLength(Number(period.slice(0, -1)));
      }),
    );
    expect(periodRange('lifetime', 0)).toBeNull();
    expect(parsePeriod(undefined)).toBe('30d');
    expect(parsePeriod('365d')).toBeNull();
  });

  it('bucketing keeps every count inside the range and drops the rest; zeros fill empty days', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 40 }), fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.nat(1000)), { maxLength: 60 }), (now, length, raw) => {
        const range = { from: addDays(dayOf(now), -(length - 1)), to: dayOf(now) };
        const rows = raw.map(([offset, views]) => ({ day: addDays(range.to, offset), views }));
        const daily = bucketSeries(rows, ['views'] as const, range);
        expect(daily).toHaveLength(length);
        const inside = rows.filter((r) => r.day >= range.from && r.day <= range.to).reduce((n, r) => n + r.views, 0);
        expect(daily.reduce((n, p) => n + p.views, 0)).toBe(inside);
        const monthly = bucketSeries(rows, ['views'] as const, range, 'month');
        expect(monthly.reduce((n, p) => n + p.views, 0)).toBe(inside);
      }),
    );
  });

  it('a date range is bounded: ten years is refused with a clear message, a year is accepted', () => {
    const start = Date.UTC(2016, 0, 1);
    expect(parseRange(String(start), String(start + 3650 * DAY_MS))).toEqual({ ok: false, error: 'RANGE_TOO_LONG', message: RANGE_TOO_LONG_MESSAGE });
    expect(parseRange(String(start), String(start + 365 * DAY_MS))).toEqual({ ok: true, range: { from: '2016-01-01', to: '2016-12-30' } });
    expect(parseRange('abc', '1').ok).toBe(false);
    expect(parseRange('10', '5').ok).toBe(false);
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 4000 * DAY_MS }), (s, length) => {
        const r = parseRange(String(s), String(s + length));
        expect(r.ok).toBe(length <= MAX_RANGE_DAYS * DAY_MS);
        if (r.ok) expect(daysOf(r.range).length).toBeLessThanOrEqual(MAX_RANGE_DAYS + 1);
      }),
    );
  });

  it('read ratio is a whole percentage between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(1e6), (views, reads) => {
        const r = readRatio(views, reads);
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(100);
      }),
    );
    expect(readRatio(0, 0)).toBe(0);
    expect(readRatio(3, 1)).toBe(33);
    expect(formatReadingTime(59)).toBe('0 min');
    expect(formatReadingTime(3 * 3600 + 4 * 60)).toBe('3 h 4 min');
  });
});

describe('issue 23: a view and a read count once per reader per story per day (core/stats/count-once.policy.ts)', () => {
  const event: fc.Arbitrary<CountedOnceEvent> = fc.record({
    kind: fc.constantFrom('view' as const, 'read' as const),
    postId: fc.constantFrom('p1', 'p2'),
    day: fc.constantFrom('2026-11-20', '2026-11-21'),
    readerKey: fc.constantFrom('u:a', 'u:b', 'b:c', 'n:d'),
  });

  it('counts exactly the distinct (kind, story, day, reader) keys, the first of each, whatever the repeats', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const { counted } = countOnce(events);
        expect(counted.length).toBe(new Set(events.map(countOnceKey)).size);
        expect(new Set(counted.map(countOnceKey)).size).toBe(counted.length);
        // The first of each key, in order.
        expect(counted).toEqual(events.filter((e, i) => events.findIndex((f) => countOnceKey(f) === countOnceKey(e)) === i));
        // Sending everything again counts nothing more.
        expect(countOnce(events, countOnce(events).seen).counted).toEqual([]);
      }),
    );
  });

  it('batch after batch, with the keys carried over, counts what one batch of everything counts', () => {
    fc.assert(
      fc.property(fc.array(fc.array(event, { maxLength: 12 }), { maxLength: 6 }), (batches) => {
        let seen: ReadonlySet<string> = new Set();
        const counted: CountedOnceEvent[] = [];
        for (const b of batches) {
          const r = countOnce(b, seen);
          counted.push(...r.counted);
          seen = r.seen;
        }
        expect(counted).toEqual(countOnce(batches.flat()).counted);
      }),
    );
  });

  it("tells readers apart by account, else browser, else network, and a view and a read don't share a key", () => {
    expect(readerKeyOf({ viewerId: 'u1', browserKey: 'b', networkKey: 'n' })).toBe('u:u1');
    expect(readerKeyOf({ viewerId: null, browserKey: 'b', networkKey: 'n' })).toBe('b:b');
    expect(readerKeyOf({ viewerId: null, browserKey: '', networkKey: 'n' })).toBe('n:n');
    expect(readerKeyOf({ viewerId: 'x'.repeat(300), browserKey: '', networkKey: '' }).length).toBeLessThanOrEqual(100);
    const view: CountedOnceEvent = { kind: 'view', postId: 'p', day: '2026-11-21', readerKey: 'u:a' };
    expect(countOnce([view, { ...view, kind: 'read' }, view]).counted).toHaveLength(2);
  });
});

describe('issue 23: a period compared with the one before it', () => {
  it('the previous range has the same length and ends the day before', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 400 }), (now, length) => {
        const range = { from: addDays(dayOf(now), -(length - 1)), to: dayOf(now) };
        const before = previousRange(range);
        expect(daysOf(before)).toHaveLength(length);
        expect(addDays(before.to, 1)).toBe(range.from);
      }),
    );
  });

  it('a change is a whole percentage, null with nothing before, and said with its sign', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.integer({ min: 1, max: 1e6 }), (now, before) => {
        const change = percentChange(now, before)!;
        expect(Number.isInteger(change)).toBe(true);
        expect(Math.sign(change) === Math.sign(now - before) || change === 0).toBe(true);
      }),
    );
    expect(percentChange(5, 0)).toBeNull();
    expect(formatChange(percentChange(150, 100))).toBe('+50%');
    expect(formatChange(percentChange(95, 100))).toBe('−5%');
    expect(formatChange(percentChange(100, 100))).toBe('no change');
    expect(formatChange(null)).toBe('new');
  });
});

describe('issue 23: an audience figure in detail (/@{username}/audience/{details})', () => {
  it('knows its kinds and nothing else', () => {
    for (const d of AUDIENCE_DETAILS) expect(parseAudienceDetails(d)).toBe(d);
    expect(parseAudienceDetails('stats')).toBeNull();
    expect(parseAudienceDetails(undefined)).toBeNull();
  });

  it("the count ends at today's, each bucket's net change is the step from the one before, and never below zero", () => {
    const point = fc.record({ bucket: fc.constant('d'), gained: fc.nat(50), lost: fc.nat(50) });
    fc.assert(
      fc.property(fc.nat(5000), fc.array(point, { minLength: 1, maxLength: 90 }), (now, points) => {
        const rows = runningTotals(now, points);
        expect(rows).toHaveLength(points.length);
        expect(rows.at(-1)!.total).toBe(now);
        for (const [i, r] of rows.entries()) {
          expect(r.net).toBe(r.gained - r.lost);
          expect(r.total).toBeGreaterThanOrEqual(0);
          // Where no count was clamped, the step between two ends is the later bucket's net change.
          const unclamped = rows.slice(0, i + 1).every((x) => x.total > 0);
          if (i > 0 && unclamped) expect(r.total - rows[i - 1]!.total).toBe(r.net);
        }
      }),
    );
    expect(runningTotals(10, [{ bucket: 'a', gained: 3, lost: 1 }, { bucket: 'b', gained: 5, lost: 0 }]).map((r) => r.total)).toEqual([5, 10]);
  });
});
