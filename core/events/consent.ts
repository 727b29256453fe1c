// platform-reference §6 and reader-experience §6: EU visitors (28 country codes, GB included) who are
// logged out see the privacy banner until they accept it; analytics consent is granted to non-EU
// visitors, logged-in users, or after acceptance. Bots send no analytics; dont_track_user opts out.
export const EU_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR',
  'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

export const PRIVACY_ACCEPTED_KEY = 'privacy_banner_accepted';

/**
 * The acceptance also travels as a cookie of the same name, so the server can hold to the same rule: it
 * stores no analytics from a visitor who has not consented, whatever a script sends.
 */
export const PRIVACY_ACCEPTED_COOKIE = PRIVACY_ACCEPTED_KEY;
/** A year, in seconds: how long the browser keeps the acceptance cookie. */
export const PRIVACY_ACCEPTED_MAX_AGE = 365 * 24 * 60 * 60;

export function privacyAcceptedCookie(): string {
  return `${PRIVACY_ACCEPTED_COOKIE}=true; Path=/; Max-Age=${PRIVACY_ACCEPTED_MAX_AGE}; SameSite=Lax`;
}

/** True when a Cookie header carries the acceptance. */
export function acceptedInCookies(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${PRIVACY_ACCEPTED_COOKIE}=true`);
}

export function isEuCountry(code: string | null | undefined): boolean {
  return !!code && EU_COUNTRY_CODES.has(code.trim().toUpperCase());
}

/** Crawlers, link previewers, monitors and scripted clients: no analytics (§6) and never cached (§9). */
const BOT_PATTERN = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|archiver|headlesschrome\/[\d.]+ \(?lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-requests|go-http-client/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}

export type ConsentFacts = { eu: boolean; loggedIn: boolean; accepted: boolean; bot: boolean; dontTrack: boolean };

export function showsPrivacyBanner(f: Pick<ConsentFacts, 'eu' | 'loggedIn' | 'accepted'>): boolean {
  return f.eu && !f.loggedIn && !f.accepted;
}

export function analyticsAllowed(f: ConsentFacts): boolean {
  if (f.bot || f.dontTrack) return false;
  return !f.eu || f.loggedIn || f.accepted;
}
