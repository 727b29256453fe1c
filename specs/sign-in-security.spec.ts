// Sign-in security rules of core: the recent-auth window that guards the second factor
// (core/auth/recent-auth.policy.ts) and the e-mail and look-up limits (core/auth/sign-in-limits.ts),
// behind reader-experience §8 and §9.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecentAuth, maySecondFactorChange, RECENT_AUTH_MS, REAUTHENTICATE_MESSAGE } from '../core/auth/recent-auth.policy.ts';
import { LOOKUPS_PER_NETWORK, MAILS_PER_ADDRESS, MAILS_PER_NETWORK, tooManyLookupsMessage, tooManyMailsMessage } from '../core/auth/sign-in-limits.ts';
import { judge } from '../core/limits/rate-limit.ts';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('security finding 14: changing the second factor needs a recent sign-in or the current code', () => {
  it('a session is fresh for 10 minutes after it signed in, and never when that time is unknown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 * 3_600_000 }), (ago) => {
        expect(isRecentAuth(NOW - ago, NOW)).toBe(ago < RECENT_AUTH_MS);
      }),
    );
    expect(RECENT_AUTH_MS).toBe(10 * 60_000);
    expect(isRecentAuth(null, NOW)).toBe(false);
  });

  it('with a factor on, only a fresh session may change it without the current code; with none on, any session may', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: 0, max: 48 * 3_600_000 }), { nil: null }), (factorOn, ago) => {
        const authenticatedAt = ago === null ? null : NOW - ago;
        const decision = maySecondFactorChange({ factorOn, authenticatedAt }, NOW);
        const fresh = ago !== null && ago < RECENT_AUTH_MS;
        expect(decision.allowed).toBe(!factorOn || fresh);
        if (!decision.allowed) expect(decision).toEqual({ allowed: false, needs: 'CURRENT_CODE', message: REAUTHENTICATE_MESSAGE });
      }),
    );
  });
});

describe('security findings 10 and 11: sign-in e-mails and address look-ups have limits of their own (reader-experience §9)', () => {
  it('sends at most 5 sign-in e-mails an hour to one address and 30 from one network, and allows 60 look-ups an hour per network', () => {
    expect([MAILS_PER_ADDRESS.max, MAILS_PER_NETWORK.max, LOOKUPS_PER_NETWORK.max]).toEqual([5, 30, 60]);
    for (const limit of [MAILS_PER_ADDRESS, MAILS_PER_NETWORK, LOOKUPS_PER_NETWORK]) expect(limit.windowMs).toBe(3_600_000);
    // Each limit is counted apart: none shares a name with another, nor with the sign-in attempt counts.
    expect(new Set([MAILS_PER_ADDRESS.name, MAILS_PER_NETWORK.name, LOOKUPS_PER_NETWORK.name]).size).toBe(3);
  });

  it('answers over a limit with a wait in whole minutes and nothing about the address', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 }), fc.integer({ min: 6, max: 1000 }), (retry, count) => {
        const decision = judge(MAILS_PER_ADDRESS, { count, windowStart: NOW }, NOW + 3_600_000 - retry * 1000);
        expect(decision.ok).toBe(false);
        const minutes = Math.max(1, Math.ceil(retry / 60));
        const unit = minutes === 1 ? 'minute' : 'minutes';
        expect(tooManyMailsMessage(retry)).toBe(`Too many sign-in e-mails were asked for. Please wait ${minutes} ${unit} before asking for another.`);
        expect(tooManyLookupsMessage(retry)).toBe(`Too many address checks from this network. Please try again in ${minutes} ${unit}.`);
      }),
    );
  });
});
