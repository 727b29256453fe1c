// platform-reference §7.2, §8, §9: client error reports. Unhandled window errors and the errors
// the error boundary catches become entries; they go 5 s after the first pending one, at most 10 pending
// and 50 per page session, with the xsrf headers.
import {
  addErrorEntry,
  ERROR_FLUSH_DELAY_MS,
  INITIAL_ERROR_STATE,
  takePending,
  type ErrorReportEntry,
  type ErrorReporterState,
} from '../../core/events/error-reports.ts';
import type { ReportTransport } from './event-reporter.ts';

export type ErrorReporterDeps = {
  send: ReportTransport;
  now: () => number;
  extra: () => ErrorReportEntry['extra'];
  setTimer: (fn: () => void, ms: number) => unknown;
};

export type ErrorReporter = {
  report(error: unknown, where?: { file?: string; line?: number | null }): void;
  flush(options?: { keepalive?: boolean }): Promise<void>;
};

export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  let state: ErrorReporterState = INITIAL_ERROR_STATE;

  async function flush(options: { keepalive?: boolean } = {}): Promise<void> {
    const taken = takePending(state);
    state = taken.state;
    if (taken.batch.length === 0) return;
    await deps.send(JSON.stringify(taken.batch), { keepalive: options.keepalive ?? false }).catch(() => false);
  }

  return {
    report(error, where = {}) {
      const e = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error thrown');
      const entry: ErrorReportEntry = {
        name: e.name.slice(0, 200),
        message: e.message.slice(0, 2000),
        stack: (e.stack ?? '').slice(0, 10_000),
        timestamp: deps.now(),
        file: (where.file ?? '').slice(0, 1000),
        line: where.line ?? null,
        extra: deps.extra(),
      };
      const result = addErrorEntry(state, entry);
      state = result.state;
      if (result.scheduleFlush) deps.setTimer(() => void flush(), ERROR_FLUSH_DELAY_MS);
    },
    flush,
  };
}
