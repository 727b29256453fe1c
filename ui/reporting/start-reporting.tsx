// The reporting composition root, loaded after hydration (so it adds next to nothing to a page's
// initial JavaScript): client events (consent permitting; button clicks and the reader-experience §7
// events), error reports (unhandled window errors and the error boundary's), performance reports, and
// the EU privacy banner for logged-out EU visitors until accepted.
import { createRoot } from 'react-dom/client';
import { ANALYTICS_EVENTS } from '../../core/events/analytics-events.ts';
import './log-event.ts';
import { acceptedInCookies, analyticsAllowed, PRIVACY_ACCEPTED_KEY, privacyAcceptedCookie, showsPrivacyBanner } from '../../core/events/consent.ts';
import { referrerSource } from '../../core/events/event-queue.ts';
import { moveTrail, startTrail } from '../../core/routing/navigation.ts';
import { PERFORMANCE_PATH } from '../../core/events/performance.ts';
import type { PreloadedState } from '../../core/startup/startup.ts';
import type { Clock } from '../../core/ports/clock.port.ts';
import type { KeyValueStore } from '../../core/ports/key-value-store.port.ts';
import { createErrorReporter } from '../../adapters/analytics/error-reporter.ts';
import { createEventReporter, fetchTransport, type EventReporter } from '../../adapters/analytics/event-reporter.ts';
import { startPerformanceReporting } from '../../adapters/analytics/performance-reporter.ts';
import { PrivacyBanner } from './PrivacyBanner.tsx';

export const EVENTS_PATH = '/_/batch';
export const ERROR_REPORT_PATH = '/_/clientele/reports/errors/';

type ErrorSink = { push(error: unknown): void };
declare global {
  interface Window {
    /** Errors the error boundary caught; an array until reporting starts, then the reporter itself. */
    __quireErrors?: ErrorSink;
    /** The page's event log, for the pages that send reader-experience §7 events. */
    __quireEvents?: EventReporter;
  }
}

export async function startReporting(
  state: PreloadedState,
  xsrfToken: () => Promise<string | null>,
  ports: { storage: KeyValueStore; clock: Clock },
): Promise<void> {
  let token: string | null = await xsrfToken();
  const currentToken = () => token;
  // A token may be missing on a first offline load; ask again before each send until there is one.
  const refreshToken = async () => (token ??= await xsrfToken());
  const withToken = (path: string, headers: Record<string, string> = {}) => {
    const send = fetchTransport(path, currentToken, headers);
    return async (body: string, options: { keepalive: boolean }) => (await refreshToken(), send(body, options));
  };
  const store = ports.storage;
  const now = () => ports.clock.now();

  const errors = createErrorReporter({
    send: withToken(ERROR_REPORT_PATH),
    now,
    extra: () => ({
      client: 'lite',
      build: state.buildVersion,
      userId: state.viewer?.id ?? null,
      userAgent: navigator.userAgent,
      location: location.pathname + location.search,
    }),
    setTimer: (fn, ms) => setTimeout(fn, ms),
  });
  addEventListener('error', (e) => errors.report(e.error ?? e.message, { file: e.filename, line: e.lineno }));
  addEventListener('unhandledrejection', (e) => errors.report(e.reason));
  const caught = window.__quireErrors as unknown[] | undefined;
  window.__quireErrors = { push: (error) => errors.report(error) };
  for (const error of Array.isArray(caught) ? caught : []) errors.report(error);

  const visitor = state.visitor ?? { eu: false, bot: false };
  // An acceptance kept only in this browser's storage (from before the cookie) is told to the server too.
  if (store.get(PRIVACY_ACCEPTED_KEY) === 'true' && !acceptedInCookies(document.cookie)) document.cookie = privacyAcceptedCookie();
  const facts = () => ({
    eu: visitor.eu,
    loggedIn: state.viewer !== null,
    accepted: store.get(PRIVACY_ACCEPTED_KEY) === 'true' || acceptedInCookies(document.cookie),
    bot: visitor.bot,
    dontTrack: state.flags.includes('dont_track_user'),
  });

  // platform-reference §4: the referrer is set once; a location change within the page makes the old one it.
  let trail = startTrail(location.href, document.referrer);
  const follow = () => (trail = moveTrail(trail, location.href));
  addEventListener('popstate', follow);
  addEventListener('hashchange', follow);

  const events = createEventReporter({
    store,
    send: withToken(EVENTS_PATH),
    now,
    newId: () => crypto.randomUUID(),
    common: () => ({
      service: 'lite',
      pageLocation: follow().location,
      browserWidth: innerWidth,
      referrer: trail.referrer,
      referrerSource: referrerSource(trail.referrer, location.hostname),
    }),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as number),
  });
  const flushOnLeave = () => {
    void events.flush({ keepalive: true });
    void errors.flush({ keepalive: true });
  };
  addEventListener('pagehide', flushOnLeave);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushOnLeave());
  addEventListener('online', () => void events.flush());
  // Events queued on an earlier page (or before going offline) go now.
  void events.flush();

  let analyticsStarted = false;
  const startAnalytics = () => {
    if (analyticsStarted || !analyticsAllowed(facts())) return;
    analyticsStarted = true;
    window.__quireEvents = events;
    // What the page logged before reporting started (ui/reporting/log-event.ts).
    for (const { key, data } of window.__quireEventBacklog?.splice(0) ?? []) events.log(key, data);
    document.addEventListener(
      'click',
      (e) => {
        const button = (e.target as Element | null)?.closest?.('button, [role="button"]');
        if (!button) return;
        const label = (button.getAttribute('aria-label') || button.textContent || '').trim().slice(0, 100);
        events.log(ANALYTICS_EVENTS.buttonClicked, { label, testId: button.getAttribute('data-testid') ?? '' });
        // The avatar menu's button, as it opens (its aria-expanded still says closed when the click arrives).
        if (button.matches('.avatar-menu__button') && button.getAttribute('aria-expanded') !== 'true') events.log(ANALYTICS_EVENTS.avatarMenuOpened);
      },
      { capture: true },
    );
    startPerformanceReporting({
      send: withToken(PERFORMANCE_PATH, { 'x-client-name': 'lite' }),
      routeName: state.route?.name ?? null,
      buildVersion: state.buildVersion,
      loggedIn: state.viewer !== null,
      hydratedAt: performance.now(),
    });
  };

  if (showsPrivacyBanner(facts())) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(
      <PrivacyBanner
        productName={state.productName}
        policyHref={state.siteLinks.privacy ?? null}
        onAccept={() => {
          store.set(PRIVACY_ACCEPTED_KEY, 'true');
          // The server holds to the same rule, so it is told too.
          document.cookie = privacyAcceptedCookie();
          root.unmount();
          host.remove();
          startAnalytics();
        }}
      />,
    );
  }
  startAnalytics();
}
