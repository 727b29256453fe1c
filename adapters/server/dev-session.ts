// A development-only sign-in shortcut, until the sign-in issue brings its modal: with
// QUIRE_DEV_SIGN_IN=true, /_/dev/sign-in?username=… starts a real session for that demo user. Off by
// default; never enable it on a server others can reach.
export const DEV_SIGN_IN_PATH = '/_/dev/sign-in';

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A cookie that does not decode is ignored, as if absent.
    }
  }
  return cookies;
}
