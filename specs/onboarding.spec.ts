// Issue 18: onboarding (platform-reference §2.1 Onboarding, §3 the onboarding redirect target; reader-experience
// §2.2 ShowFollowSuggestions) and the name and username a new account edits there (platform-reference §3
// editable account fields; sign-up errors "username taken, invalid or too long").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  landingAfterSignIn,
  ONBOARDING_PATHS,
  ONBOARDING_STEPS,
  onboardingNext,
  onboardingRedirectTarget,
  onboardingStepOf,
  onboardingStepPath,
  type OnboardingStep,
} from '../core/onboarding/onboarding.ts';
import { NAME_MAX, PROFILE_MESSAGES, USERNAME_MAX, usernameBase, validateDisplayName, validateProfile, validateUsername } from '../core/onboarding/profile-rules.ts';
import { safeRedirectPath } from '../core/auth/redirect.ts';
import { layoutOf } from '../core/layout/page-layouts.ts';
import { matchRoute } from '../core/routing/routes.ts';
import { isReservedUsername } from '../core/account/reserved-usernames.ts';

const usernameChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_'.split(''));
const validUsername = fc
  .tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), fc.array(usernameChars, { minLength: 2, maxLength: USERNAME_MAX - 1 }))
  .map(([first, rest]) => first + rest.join(''))
  // Issue 21: a route's literal ('search', 'about', …) is reserved (specs/account.spec.ts).
  .filter((u) => !isReservedUsername(u));
const target = fc.oneof(
  fc.constantFrom('/', '/p/abc', '/@maya_chen', '/tag/jazz?x=1', '//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '/get-started', '/get-started/topics', '/me/following/suggestions/'),
  fc.string(),
  fc.string().map((s) => `/${s}`),
);

describe('platform-reference §3 username rules (issue 18 /get-started)', () => {
  it('accepts 3 to 30 of a-z, 0-9 and _ starting with a letter or digit, as typed', () => {
    fc.assert(
      fc.property(validUsername, (u) => {
        expect(validateUsername(u)).toEqual({ ok: true, value: u });
      }),
    );
  });

  it('drops spaces around, one leading @ and capitals before judging', () => {
    fc.assert(
      fc.property(validUsername, fc.constantFrom('', ' ', '  '), fc.boolean(), (u, pad, at) => {
        const typed = `${pad}${at ? '@' : ''}${u.toUpperCase()}${pad}`;
        expect(validateUsername(typed)).toEqual({ ok: true, value: u });
      }),
    );
  });

  it('what it accepts, it accepts again unchanged (normalising is idempotent)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const first = validateUsername(raw);
        if (first.ok) expect(validateUsername(first.value)).toEqual(first);
      }),
    );
  });

  it('refuses anything else with the message that says why', () => {
    expect(validateUsername('  ')).toEqual({ ok: false, message: 'Please choose a username.' });
    expect(validateUsername('ab')).toEqual({ ok: false, message: 'Usernames are at least 3 characters.' });
    expect(validateUsername('a'.repeat(31))).toEqual({ ok: false, message: 'Usernames are at most 30 characters.' });
    expect(validateUsername('_maya')).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameInvalid });
    expect(validateUsername('maya chen')).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameInvalid });
    expect(validateUsername('maya.chen')).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameInvalid });
    expect(validateUsername('mayä')).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameInvalid });
    expect(PROFILE_MESSAGES.usernameInvalid).toBe('Usernames use only letters, numbers and underscores, and start with a letter or a number.');
    expect(PROFILE_MESSAGES.usernameTaken).toBe('That username is taken. Try another.');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const checked = validateUsername(raw);
        if (checked.ok) expect(checked.value).toMatch(/^[a-z0-9][a-z0-9_]{2,29}$/);
        else expect(Object.values(PROFILE_MESSAGES)).toContain(checked.message);
      }),
    );
  });

  it("a new account's generated username always passes, with the suffixes a taken one gets too", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 10, max: 99_999 }), fc.stringMatching(/^[0-9a-f]{8}$/), (name, n, hex) => {
        const base = usernameBase(name);
        expect(validateUsername(base)).toEqual({ ok: true, value: base });
        expect(validateUsername(`${base}_${n}`).ok).toBe(true);
        expect(validateUsername(`${base}_${hex}`).ok).toBe(true);
      }),
    );
    expect(usernameBase('new.reader')).toBe('new_reader');
    expect(usernameBase('Zoë')).toBe('zoe');
    expect(usernameBase('Zé')).toBe('reader_ze');
  });
});

describe('platform-reference §3 display name rules (issue 18 /get-started)', () => {
  it('trims, joins runs of spaces, and keeps 1 to 50 characters', () => {
    expect(validateDisplayName('  Ada   Lovelace ')).toEqual({ ok: true, value: 'Ada Lovelace' });
    expect(validateDisplayName(' \n ')).toEqual({ ok: false, message: 'Please enter your name.' });
    expect(validateDisplayName('x'.repeat(NAME_MAX + 1))).toEqual({ ok: false, message: 'Names are at most 50 characters.' });
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const checked = validateDisplayName(raw);
        if (!checked.ok) return;
        expect(checked.value).toBe(checked.value.trim());
        expect([...checked.value].length).toBeGreaterThan(0);
        expect([...checked.value].length).toBeLessThanOrEqual(NAME_MAX);
        expect(checked.value).not.toMatch(/[\u0000-\u001f\u007f]|\s{2}/);
      }),
    );
  });

  it('judges both fields at once, a message for each refused one', () => {
    expect(validateProfile({ name: '', username: 'x' })).toEqual({
      ok: false,
      errors: { name: 'Please enter your name.', username: 'Usernames are at least 3 characters.' },
    });
    expect(validateProfile({ name: 'Ada', username: '@Ada_L' })).toEqual({ ok: true, name: 'Ada', username: 'ada_l' });
  });
});

describe('platform-reference §2.1 Onboarding and §3 the onboarding redirect target (issue 18)', () => {
  it('names addresses of the route table, in its layouts', () => {
    const routes = ONBOARDING_STEPS.map((step) => matchRoute(ONBOARDING_PATHS[step]));
    expect(routes.map((r) => r?.name)).toEqual(['ShowGetStarted', 'ShowGetStartedTopics', 'ShowFollowSuggestions']);
    // platform-reference §2.4: topics-onboarding is a wordmark page; the suggestions are settings-like (two column).
    expect(routes.map((r) => layoutOf(r!.page!).layout)).toEqual(['wordmark', 'wordmark', 'two-column']);
  });

  it('the target is a same-origin path, never another site and never an onboarding step; Home otherwise', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const t = onboardingRedirectTarget(raw);
        expect(t.startsWith('/')).toBe(true);
        expect(t.startsWith('//')).toBe(false);
        expect(t).not.toMatch(/\\/);
        expect(onboardingStepOf(t)).toBeNull();
      }),
    );
    expect(onboardingRedirectTarget('/p/abc')).toBe('/p/abc');
    expect(onboardingRedirectTarget('//evil.example')).toBe('/');
    expect(onboardingRedirectTarget('/get-started/topics')).toBe('/');
    expect(onboardingRedirectTarget(null)).toBe('/');
  });

  it('each step, sent or skipped, leads to the next, and the last to the target: three steps from the first', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const t = onboardingRedirectTarget(raw);
        let at: OnboardingStep | null = 'profile';
        const visited: string[] = [];
        let last = '';
        while (at) {
          visited.push(at);
          last = onboardingNext(at, raw);
          at = onboardingStepOf(last)?.step ?? null;
        }
        expect(visited).toEqual([...ONBOARDING_STEPS]);
        expect(last).toBe(t);
      }),
    );
  });

  it('carries the target from step to step only when it is not Home', () => {
    expect(onboardingStepPath('topics', '/')).toBe('/get-started/topics');
    expect(onboardingStepPath('topics', '/p/abc')).toBe('/get-started/topics?redirect=%2Fp%2Fabc');
    expect(onboardingNext('profile', '/')).toBe('/get-started/topics');
    expect(onboardingNext('topics', '/')).toBe('/me/following/suggestions');
    expect(onboardingNext('suggestions', '/')).toBe('/');
    expect(onboardingNext('suggestions', '/p/abc')).toBe('/p/abc');
    expect(onboardingStepOf('/get-started/topics?redirect=%2F')).toEqual({ step: 'topics', position: 2, count: 3 });
  });

  it('a new account signs in into the first step with where it was headed; anyone else straight there', () => {
    fc.assert(
      fc.property(target, fc.boolean(), (raw, isNew) => {
        const landing = landingAfterSignIn(raw, isNew);
        if (isNew) {
          expect(onboardingStepOf(landing)?.step).toBe('profile');
        } else {
          expect(landing).toBe(safeRedirectPath(raw));
        }
      }),
    );
    expect(landingAfterSignIn('/p/abc', true)).toBe('/get-started?redirect=%2Fp%2Fabc');
    expect(landingAfterSignIn('/p/abc', false)).toBe('/p/abc');
    expect(landingAfterSignIn('/', true)).toBe('/get-started');
  });
});
