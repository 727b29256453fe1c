// platform-reference §3 paging, the followers/following list cursors (core/feed/follow-cursor.ts): what a list gives
// out comes back as the same place, and anything else a client sends is refused rather than thrown on or misread.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFollowCursor, encodeFollowCursor } from '../core/feed/follow-cursor.ts';

const cursors = fc.record({
  atMicros: fc.bigInt({ min: 0n, max: 10n ** 19n }),
  id: fc.stringMatching(/^[0-9A-Za-z_-]{1,64}$/),
});

describe('follow list cursors (platform-reference §3 paging)', () => {
  it('gives back the place it was made from', () => {
    fc.assert(fc.property(cursors, (cursor) => {
        expect(decodeFollowCursor(encodeFollowCursor(cursor))).toEqual(cursor);
      }));
  });

  it('are opaque: URL-safe text with no separator a client could edit by hand', () => {
    fc.assert(fc.property(cursors, (cursor) => {
        expect(encodeFollowCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
      }));
  });

  it('are the same text the store’s cursors always were (base64url of time:id)', () => {
    fc.assert(fc.property(cursors, (cursor) => {
        expect(encodeFollowCursor(cursor)).toBe(Buffer.from(`${cursor.atMicros}:${cursor.id}`, 'utf8').toString('base64url'));
      }));
  });

  it('refuses any other text without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeFollowCursor(text);
        // Whatever decodes must be a cursor that encodes back to the very same text.
        if (decoded) expect(encodeFollowCursor(decoded)).toBe(text);
      }),
    );
    for (const text of ['', 'not a cursor!', Buffer.from('12:').toString('base64url'), Buffer.from('x:abc').toString('base64url'), Buffer.from('1:a b').toString('base64url'), Buffer.from('01:a').toString('base64url'), 'MTphY']) {
      expect(decodeFollowCursor(text)).toBeNull();
    }
  });
});
