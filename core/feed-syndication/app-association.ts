// platform-reference §2.1: the app association files (Apple's apple-app-site-association, Android's assetlinks.json)
// name the operator's own apps, none by default. An Apple app is its team and bundle id ('ABCDE12345.com.example.app');
// an Android app its package and the SHA-256 fingerprint of its signing certificate ('com.example.app=AA:BB:…').
export type AndroidApp = { packageName: string; fingerprint: string };

const APPLE_APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const ANDROID_PACKAGE = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

export type AppIdsResult<T> = { ok: true; apps: T[] } | { ok: false; message: string };

/** QUIRE_APPLE_APP_IDS: each entry a team id, a dot and a bundle id. */
export function parseAppleAppIds(entries: readonly string[]): AppIdsResult<string> {
  const bad = entries.find((e) => !APPLE_APP_ID.test(e));
  if (bad !== undefined) return { ok: false, message: `QUIRE_APPLE_APP_IDS: '${bad}' is not an app id (a 10-character team id, a dot and the bundle id, like ABCDE12345.com.example.app).` };
  return { ok: true, apps: [...new Set(entries)] };
}

/** QUIRE_ANDROID_APPS: each entry a package name, '=' and its certificate's SHA-256 fingerprint. */
export function parseAndroidApps(entries: readonly string[]): AppIdsResult<AndroidApp> {
  const apps: AndroidApp[] = [];
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const packageName = entry.slice(0, at).trim();
    const fingerprint = entry.slice(at + 1).trim().toUpperCase();
    if (at < 0 || !ANDROID_PACKAGE.test(packageName) || !FINGERPRINT.test(fingerprint)) {
      return { ok: false, message: `QUIRE_ANDROID_APPS: '${entry}' is not an app (its package name, '=' and its signing certificate's SHA-256 fingerprint, 32 hex pairs joined by ':').` };
    }
    apps.push({ packageName, fingerprint });
  }
  return { ok: true, apps };
}
