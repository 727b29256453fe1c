import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedQuery, canonicalLocation, framingHeaders, moveTrail, QUERY_ALLOW_LIST, startTrail, withoutTrailingSlash } from '../core/routing/navigation.ts';

const key = fc.oneof(fc.constantFrom(...QUERY_ALLOW_LIST), fc.stringMatching(/^[a-z_]{1,8}$/));
const query = fc
  .array(fc.tuple(key, fc.string({ maxLength: 6 })), { maxLength: 6 })
  .map((pairs) => (pairs.length ? '?' + new URLSearchParams(pairs).toString() : ''));
const path = fc.array(fc.stringMatching(/^[a-z0-9@-]{1,8}$/), { maxLength: 4 }).map((s) => '/' + s.join('/'));

describe('platform-reference §2.3 navigation rules', () => {
  it('the allow-list is idempotent and keeps exactly the allowed keys', () => {
    fc.assert(
      fc.property(query, (q) => {
        const once = allowedQuery(q);
        expect(allowedQuery(once)).toBe(once);
        const kept = [...new URLSearchParams(once).keys()];
        expect(kept.every((k) => (QUERY_ALLOW_LIST as readonly string[]).includes(k))).toBe(true);
        const wanted = [...new URLSearchParams(q)].filter(([k]) => (QUERY_ALLOW_LIST as readonly string[]).includes(k));
        expect([...new URLSearchParams(once)]).toEqual(wanted);
      }),
    );
  });

  it('removes trailing slashes and disallowed parameters, and leaves canonical addresses alone', () => {
    expect(canonicalLocation('/p/abc/', '')).toBe('/p/abc');
    expect(canonicalLocation('/', '')).toBeNull();
    expect(canonicalLocation('/search', '?q=ink&utm_source=x')).toBe('/search?q=ink');
    expect(canonicalLocation('/search', '?q=ink')).toBeNull();
    expect(canonicalLocation('/tag/a//', '?tab=1&x=2&year=2024')).toBe('/tag/a?tab=1&year=2024');
    fc.assert(
      fc.property(path, query, fc.boolean(), (p, q, slash) => {
        const first = canonicalLocation(slash ? p + '/' : p, q);
        const canonical = first ?? (slash ? p + '/' : p) + q;
        const [cp, cq = ''] = canonical.split(/(?=\?)/);
        expect(canonicalLocation(cp!, cq)).toBeNull();
      }),
    );
  });

  it('trailing slash removal keeps the path otherwise the same', () => {
    fc.assert(fc.property(path, (p) => withoutTrailingSlash(p + '/') === withoutTrailingSlash(p)));
  });

  it('refuses framing unless allow_iframe is on', () => {
    expect(framingHeaders(new Set())).toEqual({ 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" });
    expect(framingHeaders(new Set(['allow_iframe']))).toEqual({});
  });
});


describe('platform-reference §4 referrer: set once, then the old location on each change', () => {
  it('keeps the first referrer until the location moves, then the location before', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.string(), fc.array(fc.webUrl(), { maxLength: 8 }), (first, referrer, moves) => {
        let trail = startTrail(first, referrer);
        expect(trail.referrer).toBe(referrer);
        let previous = first;
        for (const next of moves) {
          const before = trail;
          trail = moveTrail(trail, next);
          if (next === previous) expect(trail).toBe(before);
          else expect(trail).toEqual({ location: next, referrer: previous });
          previous = next;
        }
      }),
    );
  });
});
