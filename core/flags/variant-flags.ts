// Feature variant flags (reader-experience §3: "name plus a value that is boolean, string or
// number"; reader-experience §6 and platform-reference §6 "Feature flags seen" name them). The registry of every flag Quire knows, the check a
// value must pass before it is stored, and the flags in effect for a request: the defaults (the registry's,
// with QUIRE_FLAGS turning names on) ← the stored global settings ← the signed-in user's settings.
// Pure: the store and the clock live in adapters.

export type FlagValueType = 'boolean' | 'string' | 'number';
export type FlagValue = boolean | string | number;

export type FlagDefinition = { readonly type: FlagValueType; readonly default: FlagValue; readonly description: string };

const bool = (description: string): FlagDefinition => ({ type: 'boolean', default: false, description });

/** Every flag the two spec documents name, and the ones Quire already reads. Boolean unless the spec says otherwise. */
export const VARIANT_FLAGS = {
  enable_slim_navigation: bool('Signed-in readers get the slim navigation and its sidebar toggle (reader-experience §2.3).'),
  enable_manage_membership: bool('Routes /manage-membership and its confirmation page (platform-reference §2.1).'),
  enable_submissions_v2: bool('The Stories entry goes to the writer outbox instead of the drafts list (reader-experience §2.4).'),
  disable_lite_gift_page: bool('Turns the lite gift page off (reader-experience §6).'),
  enable_mastodon_for_members: bool('The Mastodon entry for members and the /mastodon routes (reader-experience §6).'),
  can_view_unfiltered_search: bool('Search results are not filtered to high quality (reader-experience §5, §6).'),
  disable_login_apple: bool('Hides the Apple sign-in button (reader-experience §2.13).'),
  disable_login_google: bool('Hides the Google sign-in button (reader-experience §2.13).'),
  disable_login_twitter: bool('Hides the Twitter sign-in button (reader-experience §2.13).'),
  disable_login_email: bool('Hides the e-mail sign-in button (reader-experience §2.13).'),
  disable_signup_facebook: bool('Hides the Facebook sign-in button (platform-reference §6).'),
  enable_recaptcha_enterprise: bool('E-mail sign-in uses the enterprise reCAPTCHA variant (reader-experience §6).'),
  dont_track_user: bool('The reader opts out of tracking: no analytics events are sent (reader-experience §6).'),
  allow_iframe: bool('Pages may be framed by other sites (platform-reference §2.3).'),
  enable_devtool: bool('Turns the in-page developer tools on (platform-reference §6).'),
  enable_lite_publications: bool('Publication pages use the community variant with a footer (platform-reference §2.3).'),
  enable_google_one_tap: bool('Offers Google One Tap sign-in (platform-reference §6).'),
  enable_google_one_tap_on_subdomains: bool('Offers Google One Tap sign-in on publication subdomains too (platform-reference §6).'),
  can_view_suspended_content: bool('The reader may see suspended content (platform-reference §6).'),
} as const satisfies Record<string, FlagDefinition>;

export type FlagName = keyof typeof VARIANT_FLAGS;

export const FLAG_NAMES: readonly FlagName[] = Object.keys(VARIANT_FLAGS).sort() as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return Object.prototype.hasOwnProperty.call(VARIANT_FLAGS, name);
}

/** Longest string value a flag may hold. */
export const MAX_FLAG_STRING = 500;

export type FlagCheck = { ok: true; name: FlagName; value: FlagValue } | { ok: false; reason: string };

/** Whether `value` may be stored for `name`: a registered name and a value of its type (numbers finite). */
export function checkFlagValue(name: string, value: unknown): FlagCheck {
  if (!isFlagName(name)) return { ok: false, reason: `There is no flag called "${name}".` };
  const type = VARIANT_FLAGS[name].type as FlagValueType;
  const ok =
    type === 'boolean'
      ? typeof value === 'boolean'
      : type === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : typeof value === 'string' && value.length <= MAX_FLAG_STRING;
  return ok ? { ok: true, name, value: value as FlagValue } : { ok: false, reason: `The flag ${name} takes a ${type} value.` };
}

/** A stored setting: its scope is 'global' or a user id. */
export type FlagSetting = { scope: string; name: string; value: unknown };
export const GLOBAL_SCOPE = 'global';

export type EffectiveFlags = ReadonlyMap<FlagName, FlagValue>;

/** The registry's defaults with the names QUIRE_FLAGS lists turned on (boolean flags only). */
export function defaultFlags(envOn: ReadonlySet<string>): EffectiveFlags {
  return new Map(
    FLAG_NAMES.map((name) => {
      const definition = VARIANT_FLAGS[name] as FlagDefinition;
      return [name, definition.type === 'boolean' && envOn.has(name) ? true : definition.default] as const;
    }),
  );
}

/**
 * The flags in effect: defaults ← global settings ← this user's settings (a user's setting wins). Settings
 * for names no longer registered, of the wrong type, or for another user are ignored.
 */
export function effectiveFlags(defaults: EffectiveFlags, settings: readonly FlagSetting[], userId: string | null): Map<FlagName, FlagValue> {
  const result = new Map(defaults);
  for (const scope of [GLOBAL_SCOPE, userId]) {
    if (scope === null) continue;
    for (const s of settings) {
      if (s.scope !== scope) continue;
      const check = checkFlagValue(s.name, s.value);
      if (check.ok) result.set(check.name, check.value);
    }
  }
  return result;
}

/**
 * The names a page and the router see (`state.flags`): boolean flags that are true, plus any name QUIRE_FLAGS
 * lists that the registry does not know (as before the registry, such names stay on).
 */
export function enabledFlagNames(flags: EffectiveFlags, envOn: ReadonlySet<string>): Set<string> {
  const names = new Set<string>([...envOn].filter((n) => !isFlagName(n)));
  for (const [name, value] of flags) if (value === true) names.add(name);
  return names;
}
