// reader-experience §7 analytics events from anywhere on the page: handed to the event log once reporting
// has started (after hydration, and only with consent — platform-reference §6), kept until then.
declare global {
  interface Window {
    /** Events logged before reporting started; drained by ui/reporting/start-reporting.tsx. */
    __quireEventBacklog?: { key: string; data: Record<string, unknown> }[];
  }
}

export function logEvent(key: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  if (window.__quireEvents) window.__quireEvents.log(key, data);
  else (window.__quireEventBacklog ??= []).push({ key, data });
}
