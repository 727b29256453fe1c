// platform-reference §7.3: performance reports, measured with the web-vitals library. Vitals
// and the navigation timings gathered in the first 2500 ms go in one report; later ones (CLS, INP, a late
// LCP) go when the page is hidden, with keepalive. The route is reduced to a known set; booleans are yes/no.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { PERFORMANCE_PATH, PERFORMANCE_REPORT_DELAY_MS, performanceData, performanceRoute } from '../../core/events/performance.ts';
import type { PerformanceEventType } from '../../core/events/report-input.ts';
import type { ReportTransport } from './event-reporter.ts';

type PerfEvent = { type: PerformanceEventType; data: Record<string, string | number> };

export function startPerformanceReporting(options: {
  send: ReportTransport;
  routeName: string | null;
  buildVersion: string;
  loggedIn: boolean;
  hydratedAt: number;
}): void {
  const route = performanceRoute(options.routeName);
  let pending: PerfEvent[] = [];
  let timerDone = false;
  const add = (type: PerfEvent['type'], values: Record<string, unknown>) => {
    pending.push({ type, data: performanceData({ route, loggedIn: options.loggedIn, ...values }) });
  };
  const send = (keepalive: boolean) => {
    if (pending.length === 0) return;
    const body = JSON.stringify({ client: { name: 'lite', version: options.buildVersion }, events: pending });
    pending = [];
    void options.send(body, { keepalive }).catch(() => false);
  };
  const onMetric = (metric: Metric) => {
    add(metric.name.toLowerCase() as PerfEvent['type'], { value: metric.value, rating: metric.rating, final: metric.delta === metric.value });
    if (timerDone && document.visibilityState === 'hidden') send(true);
  };
  add('ready', { value: options.hydratedAt });
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav) {
    add('nav', { value: nav.duration, kind: nav.type, transferSize: nav.transferSize, cached: nav.transferSize === 0 });
    add('request', { value: nav.responseStart - nav.requestStart });
    add('response', { value: nav.responseEnd - nav.responseStart });
    add('processing', { value: nav.domComplete - nav.responseEnd });
    add('load', { value: nav.loadEventEnd - nav.loadEventStart });
  } else {
    add('unsupported', { what: 'navigation-timing' });
  }
  onFCP(onMetric);
  onLCP(onMetric);
  onTTFB(onMetric);
  onCLS(onMetric);
  onINP(onMetric);
  setTimeout(() => {
    timerDone = true;
    send(false);
  }, PERFORMANCE_REPORT_DELAY_MS);
  addEventListener('visibilitychange', () => {
    if (timerDone && document.visibilityState === 'hidden') send(true);
  });
}

export { PERFORMANCE_PATH };
