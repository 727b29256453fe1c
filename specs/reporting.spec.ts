// platform-reference §3 (client event, source context, source ids), §4 (events queue locally, flush, are
// removed once sent), §7.2, §7.3 and §9 (queue of 1000, 48 hours, error reporter 10 / 50), §6 and
// reader-experience §6 (EU list, consent). Properties over the pure rules in core/events.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportLimit, REPORTS_PER_MINUTE } from '../core/events/rate-limit.ts';
import { judge } from '../core/limits/rate-limit.ts';
import { acceptedInCookies, analyticsAllowed, EU_COUNTRY_CODES, isBotUserAgent, isEuCountry, privacyAcceptedCookie, showsPrivacyBanner } from '../core/events/consent.ts';
import { addErrorEntry, ERROR_MAX_PENDING, ERROR_MAX_PER_SESSION, INITIAL_ERROR_STATE, takePending, type ErrorReportEntry } from '../core/events/error-reports.ts';
import {
  dedupeByEventId,
  dropExpired,
  enqueueEvent,
  EVENT_FLUSH_DELAY_MS,
  EVENT_MAX_AGE_MS,
  EVENT_QUEUE_MAX,
  parseStoredQueue,
  removeSent,
  type ClientEvent,
} from '../core/events/event-queue.ts';
import { p75, performanceData, performanceRoute } from '../core/events/performance.ts';
import { eventBatchSchema, eventsToStore, parseJsonBody } from '../core/events/report-input.ts';
import { decodeSourceContext, encodeSourceContext, SOURCE_CONTEXT_FIELDS, SOURCE_IDS } from '../core/events/source-context.ts';

const NOW = 1_750_000_000_000;
const event = (id: number, timestamp = NOW): ClientEvent => ({ eventId: `e${id}`, timestamp, key: 'button.clicked', data: {}, type: 'e' });

describe('the client event queue (platform-reference §4, §9)', () => {
  it('holds at most 1000 events, dropping the oldest first, and keeps the newest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2500 }), fc.integer({ min: 1, max: 50 }), (n, max) => {
        let queue: ClientEvent[] = [];
        for (let i = 0; i < n; i++) queue = enqueueEvent(queue, event(i), max);
        expect(queue.length).toBe(Math.min(n, max));
        expect(queue.map((e) => e.eventId)).toEqual(Array.from({ length: Math.min(n, max) }, (_, i) => `e${n - Math.min(n, max) + i}`));
      }),
      { numRuns: 50 },
    );
    expect(EVENT_QUEUE_MAX).toBe(1000);
    expect(EVENT_FLUSH_DELAY_MS).toBe(5000);
  });

  it('never sends an event older than 48 hours, and keeps every younger one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 * EVENT_MAX_AGE_MS }), { maxLength: 60 }), (ages) => {
        const queue = ages.map((age, i) => event(i, NOW - age));
        const kept = dropExpired(queue, NOW);
        expect(kept.every((e) => NOW - e.timestamp <= 172_800_000)).toBe(true);
        expect(kept.length).toBe(ages.filter((a) => a <= 172_800_000).length);
      }),
    );
  });

  it('removes only what the server acknowledged: events added during a send stay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (sentCount, laterCount) => {
        let queue: ClientEvent[] = [];
        for (let i = 0; i < sentCount; i++) queue = enqueueEvent(queue, event(i));
        const sent = [...queue];
        for (let i = 0; i < laterCount; i++) queue = enqueueEvent(queue, event(1000 + i));
        const after = removeSent(queue, sent);
        expect(after.map((e) => e.eventId)).toEqual(Array.from({ length: laterCount }, (_, i) => `e${1000 + i}`));
        // A failed send removes nothing.
        expect(removeSent(queue, [])).toEqual(queue);
      }),
    );
  });

  it('counts a retried batch once: deduplication by eventId', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 80 }), (ids) => {
        const batch = ids.map((id) => event(id));
        const stored = eventsToStore([...batch, ...batch], NOW);
        expect(stored.length).toBe(new Set(ids).size);
        expect(dedupeByEventId(stored)).toEqual(stored);
      }),
    );
  });

  it('reads back a stored queue, dropping malformed entries', () => {
    expect(parseStoredQueue('not json')).toEqual([]);
    expect(parseStoredQueue(JSON.stringify([event(1), { eventId: 2 }, null]))).toEqual([event(1)]);
  });

  it('refuses bad batches as values, never by throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseJsonBody(text, eventBatchSchema);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
    expect(parseJsonBody('[{"eventId":"a","timestamp":1,"key":"k","data":{},"type":"x"}]', eventBatchSchema).ok).toBe(false);
  });
});

describe('the event source context (platform-reference §3)', () => {
  const value = fc.oneof(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), fc.integer({ min: 0, max: 10_000 }));
  it('puts every field in its fixed position, dashes in values becoming underscores', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...SOURCE_CONTEXT_FIELDS), value), (context) => {
        const encoded = encodeSourceContext(context);
        const parts = encoded.split('-');
        expect(parts.length).toBe(SOURCE_CONTEXT_FIELDS.length);
        SOURCE_CONTEXT_FIELDS.forEach((field, i) => {
          const v = context[field];
          expect(parts[i]).toBe(v === undefined ? '' : String(v).replace(/-/g, '_'));
        });
        const decoded = decodeSourceContext(encoded);
        for (const [field, v] of Object.entries(context)) if (String(v) !== '') expect(decoded[field as keyof typeof decoded]).toBe(String(v).replace(/-/g, '_'));
      }),
    );
    expect(encodeSourceContext({ name: 'home-feed', postId: 'abc' })).toBe('home_feed----abc' + '-'.repeat(16));
  });
  it('has the spec’s source ids', () => {
    expect(SOURCE_IDS).toEqual({
      NONE: 1, FEATURED_STORIES: 20, FEATURED_WRITER: 21, MOST_POPULAR_STORIES_IN_TOPIC: 23, READ_NEXT_SIDEBAR: 25,
      YOUR_TOPICS: 27, RELATED_TAGS: 28, TOP_WRITERS: 29, RECOMMENDED_TOPICS: 30, HOMEPAGE_FILTERED_TAG: 31,
    });
  });
});

describe('error reports (platform-reference §7.2, §9)', () => {
  const entry = (i: number): ErrorReportEntry => ({ name: 'Error', message: `m${i}`, stack: '', timestamp: i, file: '', line: null, extra: { client: 'lite', build: 't', userId: null, userAgent: '', location: '/' } });
  it('keeps at most 10 pending and reports at most 50 per page session, scheduling a flush with the first', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (steps) => {
        let state = INITIAL_ERROR_STATE;
        let sent = 0;
        for (const [i, report] of steps.entries()) {
          if (report) {
            const wasEmpty = state.pending.length === 0;
            const r = addErrorEntry(state, entry(i));
            if (r.accepted) expect(r.scheduleFlush).toBe(wasEmpty);
            state = r.state;
          } else {
            const t = takePending(state);
            sent += t.batch.length;
            state = t.state;
          }
          expect(state.pending.length).toBeLessThanOrEqual(ERROR_MAX_PENDING);
          expect(sent + state.pending.length).toBeLessThanOrEqual(ERROR_MAX_PER_SESSION);
        }
      }),
    );
  });
});

describe('performance reports (platform-reference §7.3)', () => {
  it('reduces routes to a known set or "other" and turns booleans into yes/no', () => {
    expect(performanceRoute('ShowPost')).toBe('ShowPost');
    expect(performanceRoute('ShowAdminUser')).toBe('other');
    expect(performanceRoute(null)).toBe('other');
    expect(performanceData({ a: true, b: false, c: 1.23456, d: 'x', e: null })).toEqual({ a: 'yes', b: 'no', c: 1.235, d: 'x' });
  });
  it('p75 is a value of the sample with three quarters at or below it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 100 }), (values) => {
        const p = p75(values)!;
        expect(values).toContain(p);
        expect(values.filter((v) => v <= p).length / values.length).toBeGreaterThanOrEqual(0.75);
      }),
    );
  });
});

describe('consent (platform-reference §6; reader-experience §6)', () => {
  it('lists the 28 EU codes, GB included', () => {
    expect(EU_COUNTRY_CODES.size).toBe(28);
    expect(isEuCountry('gb')).toBe(true);
    expect(isEuCountry('US')).toBe(false);
    expect(isEuCountry(null)).toBe(false);
  });
  it('shows the banner to logged-out EU visitors until accepted; consent for non-EU, logged in or accepted; never bots or dont_track_user', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (eu, loggedIn, accepted, bot, dontTrack) => {
        expect(showsPrivacyBanner({ eu, loggedIn, accepted })).toBe(eu && !loggedIn && !accepted);
        expect(analyticsAllowed({ eu, loggedIn, accepted, bot, dontTrack })).toBe(!bot && !dontTrack && (!eu || loggedIn || accepted));
      }),
    );
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36')).toBe(false);
  });
  it('reads the acceptance from a Cookie header wherever it stands among other cookies, and only when it says true', () => {
    const other = fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.stringMatching(/^[A-Za-z0-9]{0,12}$/)).filter(([name]) => name !== 'privacy_banner_accepted').map(([n, v]) => `${n}=${v}`);
    fc.assert(
      fc.property(fc.array(other, { maxLength: 5 }), fc.nat(5), fc.constantFrom('true', 'false', ''), (others, at, value) => {
        const cookies = [...others];
        cookies.splice(Math.min(at, cookies.length), 0, `privacy_banner_accepted=${value}`);
        expect(acceptedInCookies(cookies.join('; '))).toBe(value === 'true');
        expect(acceptedInCookies(others.join('; '))).toBe(false);
      }),
    );
    // What the banner sets is what the server reads.
    expect(acceptedInCookies(privacyAcceptedCookie().split(';')[0])).toBe(true);
    expect(privacyAcceptedCookie()).toContain('SameSite=Lax');
  });
});


describe('the report endpoints, security finding 12: at most so many events a minute from one network, whatever the door', () => {
  it('is one limit of 600 events a minute, under one name every door counts against (tests may lower it)', () => {
    expect(reportLimit()).toEqual({ name: 'reports', max: REPORTS_PER_MINUTE, windowMs: 60_000 });
    expect(REPORTS_PER_MINUTE).toBe(600);
    expect(reportLimit(3).name).toBe(reportLimit().name);
  });

  it('counts events, not requests: any split of a window\'s events into reports lets at most the limit through', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 60 }), (reports) => {
        const limit = reportLimit();
        let count = 0;
        let accepted = 0;
        for (const units of reports) {
          count += units;
          if (judge(limit, { count, windowStart: 0 }, 1000).ok) accepted += units;
        }
        expect(accepted).toBeLessThanOrEqual(REPORTS_PER_MINUTE);
      }),
    );
  });
});
