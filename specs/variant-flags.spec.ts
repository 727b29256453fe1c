// reader-experience §3 (feature variant flags: name plus a boolean, string or number value), §6 (the feature
// flags list) and platform-reference §6 ("Feature flags seen"): the registry, the value check and the
// precedence defaults ← global settings ← per-user settings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkFlagValue,
  defaultFlags,
  effectiveFlags,
  enabledFlagNames,
  FLAG_NAMES,
  GLOBAL_SCOPE,
  VARIANT_FLAGS,
  type FlagSetting,
} from '../core/flags/variant-flags.ts';

const name = fc.constantFrom(...FLAG_NAMES);
const value = fc.oneof(fc.boolean(), fc.string({ maxLength: 20 }), fc.double(), fc.integer(), fc.constant(null), fc.constant(undefined), fc.object());
const typedValue = (n: (typeof FLAG_NAMES)[number]) => {
  const type = VARIANT_FLAGS[n].type as string;
  return type === 'boolean' ? fc.boolean() : type === 'number' ? fc.double({ noNaN: true, noDefaultInfinity: true }) : fc.string({ maxLength: 50 });
};
const user = fc.constantFrom('u1', 'u2', 'u3');
const setting = fc.tuple(name, fc.oneof(fc.constant(GLOBAL_SCOPE), user)).chain(([n, scope]) => typedValue(n).map((v): FlagSetting => ({ scope, name: n, value: v })));

describe('variant flags (reader-experience §3, §6; platform-reference §6)', () => {
  it('registers every flag the two documents name, plus the ones Quire already reads', () => {
    for (const n of [
      'enable_submissions_v2', 'disable_lite_gift_page', 'enable_mastodon_for_members', 'can_view_unfiltered_search',
      'disable_login_apple', 'enable_recaptcha_enterprise', 'dont_track_user', 'disable_signup_facebook', 'allow_iframe',
      'enable_devtool', 'enable_lite_publications', 'enable_google_one_tap', 'enable_google_one_tap_on_subdomains',
      'can_view_suspended_content', 'enable_slim_navigation', 'enable_manage_membership',
    ]) {
      expect(FLAG_NAMES).toContain(n);
    }
    for (const n of FLAG_NAMES) expect(VARIANT_FLAGS[n].description.length).toBeGreaterThan(0);
  });

  it('accepts only registered names with a value of their type', () => {
    fc.assert(
      fc.property(fc.oneof(name, fc.string()), value, (n, v) => {
        const check = checkFlagValue(n, v);
        const definition = (VARIANT_FLAGS as Record<string, { type: string }>)[n];
        const typed =
          definition !== undefined && Object.prototype.hasOwnProperty.call(VARIANT_FLAGS, n) &&
          (definition.type === 'number' ? typeof v === 'number' && Number.isFinite(v) : typeof v === definition.type && (typeof v !== 'string' || v.length <= 500));
        expect(check.ok).toBe(typed);
        if (check.ok) expect(check.value).toBe(v);
      }),
    );
  });

  it('a user setting wins over a global one, which wins over the default; other users see no user setting', () => {
    fc.assert(
      fc.property(fc.array(setting, { maxLength: 30 }), user, fc.subarray([...FLAG_NAMES]), (settings, me, envOn) => {
        const defaults = defaultFlags(new Set(envOn));
        const flags = effectiveFlags(defaults, settings, me);
        for (const n of FLAG_NAMES) {
          const mine = settings.filter((s) => s.name === n && s.scope === me).at(-1);
          const global = settings.filter((s) => s.name === n && s.scope === GLOBAL_SCOPE).at(-1);
          expect(flags.get(n)).toEqual(mine ? mine.value : global ? global.value : defaults.get(n));
        }
        const anonymous = effectiveFlags(defaults, settings, null);
        for (const n of FLAG_NAMES) {
          const global = settings.filter((s) => s.name === n && s.scope === GLOBAL_SCOPE).at(-1);
          expect(anonymous.get(n)).toEqual(global ? global.value : defaults.get(n));
        }
      }),
    );
  });

  it('ignores stored settings with unknown names or the wrong type', () => {
    const defaults = defaultFlags(new Set());
    const flags = effectiveFlags(defaults, [
      { scope: GLOBAL_SCOPE, name: 'no_such_flag', value: true },
      { scope: GLOBAL_SCOPE, name: 'allow_iframe', value: 'yes' },
    ], null);
    expect(flags).toEqual(defaults);
  });

  it('with nothing stored, the page sees exactly the names QUIRE_FLAGS lists (unknown names included)', () => {
    fc.assert(
      fc.property(fc.subarray([...FLAG_NAMES]), fc.array(fc.stringMatching(/^x_[a-z]{1,8}$/), { maxLength: 3 }), (known, unknown) => {
        const env = new Set([...known, ...unknown]);
        expect(enabledFlagNames(effectiveFlags(defaultFlags(env), [], 'u1'), env)).toEqual(env);
      }),
    );
  });
});
