// platform-reference §2.1 (app association files): which operator apps QUIRE_APPLE_APP_IDS and QUIRE_ANDROID_APPS
// may name; anything else stops the server with a message naming the variable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAndroidApps, parseAppleAppIds } from '../core/feed-syndication/app-association.ts';

const hexPair = fc.integer({ min: 0, max: 255 }).map((n) => n.toString(16).padStart(2, '0'));
const fingerprint = fc.array(hexPair, { minLength: 32, maxLength: 32 }).map((pairs) => pairs.join(':'));
const segment = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
const packageName = fc.array(segment, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('.'));

describe('platform-reference §2.1 app association files', () => {
  it('reads every package=fingerprint entry, the fingerprint in capitals', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(packageName, fingerprint), { maxLength: 4 }), (apps) => {
        const result = parseAndroidApps(apps.map(([p, f]) => `${p}=${f}`));
        expect(result).toEqual({ ok: true, apps: apps.map(([p, f]) => ({ packageName: p, fingerprint: f.toUpperCase() })) });
      }),
    );
  });

  it('refuses an entry without a fingerprint, with a short one, or with no package', () => {
    for (const bad of ['example.app', `example.app=${'AB:'.repeat(31)}A`, `=${'AB:'.repeat(31)}AB`, 'app=AB:CD']) {
      const result = parseAndroidApps([bad]);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^QUIRE_ANDROID_APPS: /);
    }
  });

  it('reads Apple app ids as team id and bundle id, once each, and refuses anything else', () => {
    expect(parseAppleAppIds(['ABCDE12345.com.example.app', 'ABCDE12345.com.example.app'])).toEqual({ ok: true, apps: ['ABCDE12345.com.example.app'] });
    for (const bad of ['com.example.app', 'abcde12345.com.example.app', 'ABCDE12345.', 'ABCDE12345.app']) {
      const result = parseAppleAppIds([bad]);
      expect(result.ok, bad).toBe(false);
    }
  });
});
