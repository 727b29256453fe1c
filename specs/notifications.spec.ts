// Issue 17 notifications: the rules of core/notifications/ — the badge (reader-experience §2.3 notifications badge,
// 99+ above 99, §7 UnreadNotificationCount), grouping of claps and highlights (never losing or doubling an actor),
// the wording ('X and 12 others clapped for {story}'), the digest periods (platform-reference §3 newsletter frequency
// DAILY, WEEKLY, OFF), which kinds are e-mailed at once, and the unsubscribe token. A muted writer never notifying is
// a property of the store's insert: adapters/postgres/notifications.repository.test.ts checks it on both stores.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationBadge } from '../core/layout/top-bar.policy.ts';
import { effectiveSettings, groupKey, KIND_RULES, NOTIFICATION_KINDS, RESPONSE_KINDS, type NotificationKind } from '../core/notifications/notification-kinds.ts';
import {
  actorsPhrase,
  digestPeriod,
  emailedAtOnce,
  foldNotifications,
  inDigest,
  mentionedUsernames,
  notificationText,
  unreadCount,
  whenText,
  type NotificationEvent,
} from '../core/notifications/notification-wording.ts';
import { readUnsubscribeToken, unsubscribeToken } from '../core/notifications/unsubscribe-token.ts';

const kind = fc.constantFrom(...NOTIFICATION_KINDS);
const event: fc.Arbitrary<NotificationEvent> = fc.record({
  recipientId: fc.constantFrom('r1', 'r2'),
  kind,
  actorId: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: null }),
  subject: fc.constantFrom('s1', 's2'),
  day: fc.integer({ min: 0, max: 2 }),
});

describe('reader-experience §2.3 notifications badge', () => {
  it('the badge equals the number of unread notifications, 99+ above 99, nothing at 0', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ read: fc.boolean() }), { maxLength: 300 }), (items) => {
        const unread = items.filter((n) => !n.read).length;
        expect(unreadCount(items)).toBe(unread);
        const badge = notificationBadge(unreadCount(items));
        expect(badge).toBe(unread === 0 ? '' : unread > 99 ? '99+' : String(unread));
      }),
    );
  });

  it('marking read up to a moment leaves every later notification unread, in any order of arrival', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 60 }), fc.integer({ min: 0, max: 1000 }), (times, upTo) => {
        const items = times.map((at) => ({ at, read: at <= upTo }));
        expect(unreadCount(items)).toBe(times.filter((t) => t > upTo).length);
      }),
    );
  });
});

describe('reader-experience §2.3 notifications: grouping', () => {
  it('grouping never loses or doubles an actor', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 80 }), (events) => {
        const folded = foldNotifications(events);
        for (const n of folded) expect(new Set(n.actors).size).toBe(n.actors.length);
        for (const e of events) {
          if (!e.actorId) continue;
          const home = folded.filter((n) => n.recipientId === e.recipientId && n.kind === e.kind && n.subject === e.subject && (KIND_RULES[e.kind].groups ? n.day === e.day : true));
          expect(home.some((n) => n.actors.includes(e.actorId!))).toBe(true);
        }
        // Every grouped notification's actors are exactly the distinct actors of its events.
        for (const n of folded.filter((f) => KIND_RULES[f.kind].groups)) {
          const actors = new Set(events.filter((e) => e.recipientId === n.recipientId && e.kind === n.kind && e.subject === n.subject && e.day === n.day && e.actorId).map((e) => e.actorId));
          expect(new Set(n.actors)).toEqual(actors);
        }
      }),
    );
  });

  it('one group key per story and day for claps and highlights; a repeated event of another kind has the same key', () => {
    fc.assert(
      fc.property(kind, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 4e12 }), (k, a, b, at) => {
        const key = (actorId: string) => groupKey({ kind: k, actorId, postId: 'p1', at: new Date(at) });
        if (KIND_RULES[k].groups) expect(key(a)).toBe(key(b));
        expect(key(a)).toBe(key(a));
      }),
    );
  });

  it("reads 'X and 12 others clapped for {story}'", () => {
    expect(notificationText({ kind: 'CLAPS', actorName: 'Ada', others: 12, storyTitle: 'On gardens', publicationName: null, productName: 'Quire' })).toBe('Ada and 12 others clapped for On gardens');
    expect(actorsPhrase('Ada', 1)).toBe('Ada and 1 other');
    expect(actorsPhrase('Ada', 0)).toBe('Ada');
  });

  it("a response to a list names the list, never the response's own title", () => {
    const base = { actorName: 'Ada', others: 0, storyTitle: null, publicationName: null, productName: 'Quire', listName: 'Slow reads' } as const;
    expect(notificationText({ ...base, kind: 'RESPONSE' })).toBe('Ada responded to Slow reads');
    expect(notificationText({ ...base, kind: 'MENTION' })).toBe('Ada mentioned you in a response to Slow reads');
    // A story's thread keeps the story's title; a list name on another kind changes nothing.
    expect(notificationText({ ...base, kind: 'RESPONSE', listName: null, storyTitle: 'On gardens' })).toBe('Ada responded to On gardens');
    expect(notificationText({ ...base, kind: 'CLAPS', storyTitle: 'On gardens' })).toBe('Ada clapped for On gardens');
  });

  it('every kind reads as a sentence that names the product where it speaks of the membership', () => {
    fc.assert(
      fc.property(kind, fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null }), fc.nat(500), (k, name, others) => {
        const text = notificationText({ kind: k, actorName: name, others, storyTitle: 'T', publicationName: 'P', productName: 'Brand' });
        expect(text.length).toBeGreaterThan(0);
        if (k === 'PAYMENT_FAILED' || k === 'MEMBERSHIP_ENDING') expect(text).toContain('Brand');
      }),
    );
  });
});

describe('platform-reference §3 user settings: notification and e-mail toggles, newsletter frequency', () => {
  it('responses and mentions are e-mailed at once; a followed writer’s story never (it is the newsletter); the rest in the digest', () => {
    expect(NOTIFICATION_KINDS.filter(emailedAtOnce).sort()).toEqual(['MENTION', 'PAYMENT_FAILED', 'REPLY', 'RESPONSE']);
    expect(inDigest('STORY_PUBLISHED')).toBe(false);
    expect(inDigest('CLAPS')).toBe(true);
    expect([...RESPONSE_KINDS].sort()).toEqual(['MENTION', 'REPLY', 'RESPONSE']);
  });

  it('stored settings win over the defaults, except that a kind never e-mailed stays off and a required one stays on in the app', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ kind, inApp: fc.boolean(), email: fc.boolean() })), (stored) => {
        const settings = effectiveSettings(stored);
        expect(settings.size).toBe(NOTIFICATION_KINDS.length);
        for (const [k, s] of settings) {
          if (KIND_RULES[k].email === 'NEVER') expect(s.email).toBe(false);
          if (!KIND_RULES[k].optional) expect(s.inApp).toBe(true);
          const last = stored.filter((x) => x.kind === k).at(-1);
          if (last && KIND_RULES[k].optional) expect(s.inApp).toBe(last.inApp);
        }
      }),
    );
  });

  it('a digest period ends at the latest 08:00 UTC (Monday for WEEKLY) at or before the moment, and OFF has none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8 * 86_400_000, max: 4e12 }), fc.constantFrom('DAILY' as const, 'WEEKLY' as const), (at, frequency) => {
        const period = digestPeriod(frequency, at)!;
        const span = frequency === 'DAILY' ? 86_400_000 : 7 * 86_400_000;
        expect(period.end).toBeLessThanOrEqual(at);
        expect(at - period.end).toBeLessThan(span);
        expect(period.end - period.start).toBe(span);
        expect(new Date(period.end).getUTCHours()).toBe(8);
        if (frequency === 'WEEKLY') expect(new Date(period.end).getUTCDay()).toBe(1);
        // Every moment until the next boundary names the same period: its e-mail's key is sent once.
        expect(digestPeriod(frequency, period.end + span - 1)!.end).toBe(period.end);
        expect(digestPeriod(frequency, period.end + span)!.end).toBe(period.end + span);
      }),
    );
    expect(digestPeriod('OFF', Date.UTC(2026, 10, 24))).toBeNull();
  });

  it('finds @username mentions once each, not e-mail addresses', () => {
    expect(mentionedUsernames('Thanks @Ada and @bob, also @ada! mail me at x@example.com')).toEqual(['ada', 'bob']);
  });

  it('says when: minutes, hours, days, then the date', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const date = () => 'the date';
    expect(whenText(now - 30_000, now, date)).toBe('just now');
    expect(whenText(now - 5 * 60_000, now, date)).toBe('5 minutes ago');
    expect(whenText(now - 3_600_000, now, date)).toBe('1 hour ago');
    expect(whenText(now - 2 * 86_400_000, now, date)).toBe('2 days ago');
    expect(whenText(now - 30 * 86_400_000, now, date)).toBe('the date');
  });
});

describe('platform-reference §3 notification e-mail: the unsubscribe link', () => {
  const sign = (text: string) => createHmac('sha256', 'secret').update(text).digest('hex');
  const other = (text: string) => createHmac('sha256', 'another').update(text).digest('hex');
  it('a token reads back as its reader and kind; any change to it, or another key, is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-f0-9]{12}$/), kind, fc.nat(200), fc.string({ minLength: 1, maxLength: 1 }), (userId, k: NotificationKind, at, c) => {
        const token = unsubscribeToken({ userId, kind: k }, sign);
        expect(readUnsubscribeToken(token, sign)).toEqual({ userId, kind: k });
        expect(readUnsubscribeToken(token, other)).toBeNull();
        const i = at % token.length;
        const changed = token.slice(0, i) + c + token.slice(i + 1);
        if (changed !== token) expect(readUnsubscribeToken(changed, sign)).toBeNull();
      }),
    );
    expect(readUnsubscribeToken(undefined, sign)).toBeNull();
  });
});
