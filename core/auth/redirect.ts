// `redirect`, `redirectUrl` and `actionUrl` are followed only to same-origin paths, never to another
// site (`//evil`, `/\evil`, `https:evil`, `javascript:…`).
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\')) return fallback;
  // Control characters and backslashes let browsers read a path as another host.
  if (/[\u0000-\u001f\u007f\\]/.test(v)) return fallback;
  return v;
}
