// platform-reference §6 and reader-experience §6: EU visitors (28 country codes, GB included) who are
// logged out see the privacy banner until they accept it; analytics consent is granted to non-EU
// visitors, logged-in users, or after acceptance. Bots send no analytics; dont_track_user opts out.
export const EU_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR',
  'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

export const PRIVACY_ACCEPTED_KEY = 'privacy_banner_accepted';

export function isEuCountry(code: string | null | undefined): boolean {
  return !!code && EU_COUNTRY_CODES.has(code.trim().toUpperCase());
}

const BOT_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|headlesschrome\/[\d.]+ \(?lighthouse|pingdom|uptime|monitor|curl\/|wget\//i;

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
