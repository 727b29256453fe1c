// Issue 21 / reader-experience §4 (alternate-user banner, 'Switch account'): several accounts on one browser.
// Properties: switching loses and duplicates no session; signing out of one keeps the others; the list holds no
// malformed token, no repeat and never the active token.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SWITCHING_COPY,
  addAccount,
  MAX_OTHER_ACCOUNTS,
  parseOtherAccounts,
  serializeOtherAccounts,
  signOutActive,
  switchTo,
  type BrowserAccounts,
} from '../core/auth/account-switching.ts';

const token = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const accounts = fc
  .uniqueArray(token, { minLength: 1, maxLength: MAX_OTHER_ACCOUNTS + 1 })
  .map(([active, ...others]): BrowserAccounts => ({ active: active!, others: others.slice(0, MAX_OTHER_ACCOUNTS) }));
const all = (a: BrowserAccounts) => [...(a.active ? [a.active] : []), ...a.others].sort();

describe('reader-experience §4 multi-account switching', () => {
  it("the spec's words", () => expect(ACCOUNT_SWITCHING_COPY.switchAccount).toBe('Switch account'));

  it('property: switching to a listed account keeps every session, once (while the list has room)', () => {
    fc.assert(
      fc.property(accounts, fc.nat(), (a, i) => {
        fc.pre(a.others.length > 0);
        const target = a.others[i % a.others.length]!;
        const next = switchTo(a, target)!;
        expect(next.active).toBe(target);
        expect(all(next)).toEqual(all(a).slice(0, MAX_OTHER_ACCOUNTS + 1));
        // Switching back restores the active account.
        expect(switchTo(next, a.active!)!.active).toBe(a.active);
      }),
    );
  });

  it('property: an unlisted token is refused', () => {
    fc.assert(fc.property(accounts, token, (a, t) => {
      fc.pre(!a.others.includes(t));
      expect(switchTo(a, t)).toBeNull();
    }));
  });

  it('property: signing out of one ends only it; adding an account keeps the active one listed', () => {
    fc.assert(
      fc.property(accounts, (a) => {
        const out = signOutActive(a);
        expect(all(out)).toEqual(a.others.slice().sort());
        const added = addAccount(a);
        expect(added.active).toBeNull();
        expect(added.others[0]).toBe(a.active);
      }),
    );
  });

  it('property: the cookie round-trips, and never lists the active token, a repeat or a malformed one', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(token, fc.string())), fc.option(token, { nil: null }), (parts, active) => {
        const parsed = parseOtherAccounts(parts.join('.'), active);
        expect(parsed.length).toBeLessThanOrEqual(MAX_OTHER_ACCOUNTS);
        expect(new Set(parsed).size).toBe(parsed.length);
        if (active) expect(parsed).not.toContain(active);
        expect(parsed.every((t) => /^[A-Za-z0-9_-]{20,100}$/.test(t))).toBe(true);
        expect(parseOtherAccounts(serializeOtherAccounts(parsed), active)).toEqual(parsed);
      }),
    );
  });
});
