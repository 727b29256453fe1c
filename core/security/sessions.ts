// Issue 21 (Security and apps, #security): what the sessions list says of each session. There is no geographic
// database here, so a session's place is the network it signed in from, shortened so the store never keeps a
// full address: an IPv4 address to its /24 ('203.0.113.x'), an IPv6 one to its /48. The last-seen time is kept
// to a few minutes so a signed-in page costs no write on most requests.

/** A session's last-seen time is written again only when older than this. */
export const LAST_SEEN_GRANULARITY_MS = 5 * 60_000;

export const shouldTouchLastSeen = (lastSeenAt: number | null, now: number): boolean =>
  lastSeenAt === null || now - lastSeenAt >= LAST_SEEN_GRANULARITY_MS;

/** The network a request came from, shortened for keeping and showing; '' for anything else. */
export function displayNetwork(address: string): string {
  const ip = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (v4) {
    const parts = v4.slice(1, 5).map(Number);
    return parts.every((n) => n <= 255) ? `${parts[0]}.${parts[1]}.${parts[2]}.x` : '';
  }
  if (/^[0-9a-f:]+$/i.test(ip) && ip.includes(':')) {
    const [head = '', tail = ''] = ip.split('::');
    const groups = head === '' ? [] : head.split(':');
    if (ip.includes('::')) {
      const rest = tail === '' ? [] : tail.split(':');
      while (groups.length + rest.length < 8) groups.push('0');
      groups.push(...rest);
    }
    if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return '';
    return `${groups.slice(0, 3).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/48`;
  }
  return '';
}

/** What the user agent said, as the parser read it (adapters: bowser). */
export type DeviceDescription = { browser: string | null; os: string | null; platform: 'desktop' | 'mobile' | 'tablet' | 'tv' | null };

/** The list's device line, e.g. 'Chrome on Linux (desktop)'; unknown parts are said as such. */
export function describeDevice(d: DeviceDescription): { device: string; browser: string } {
  const os = d.os ?? 'Unknown system';
  return { device: d.platform ? `${os} (${d.platform})` : os, browser: d.browser ?? 'Unknown browser' };
}

/** The place column: the shortened network, or why there is none. */
export const placeOf = (network: string): string => (network ? `Network ${network}` : 'Network not recorded');

export const PLACE_EXPLANATION = 'The place shown is the network each session signed in from; this site keeps no location data.';
