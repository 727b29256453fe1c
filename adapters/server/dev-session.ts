// The development sign-in shortcut's address: with QUIRE_DEV_SIGN_IN=true, /_/dev/sign-in?username=… starts a
// real session for that demo user (handlers/session.routes.ts), a quick way in beside the sign-in modal for the
// demo and the tests. Off by default; never enable it on a server others can reach. And `parseCookies`, how the
// server reads a request's cookies.
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
