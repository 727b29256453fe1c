// platform-reference §7.2 and §9: client error reports — entries (name, message, stack, timestamp, file,
// line, extra) flushed 5 s after the first, at most 10 pending and 50 reported per page session.
export const ERROR_FLUSH_DELAY_MS = 5000;
export const ERROR_MAX_PENDING = 10;
export const ERROR_MAX_PER_SESSION = 50;

export type ErrorReportEntry = {
  name: string;
  message: string;
  stack: string;
  timestamp: number;
  file: string;
  line: number | null;
  extra: { client: string; build: string; userId: string | null; userAgent: string; location: string };
};

export type ErrorReporterState = { pending: ErrorReportEntry[]; reported: number };

export const INITIAL_ERROR_STATE: ErrorReporterState = { pending: [], reported: 0 };

/** Adds an entry unless 10 are pending or 50 were reported this session; `scheduleFlush` when it is the first pending. */
export function addErrorEntry(state: ErrorReporterState, entry: ErrorReportEntry): { state: ErrorReporterState; accepted: boolean; scheduleFlush: boolean } {
  if (state.pending.length >= ERROR_MAX_PENDING || state.reported + state.pending.length >= ERROR_MAX_PER_SESSION) {
    return { state, accepted: false, scheduleFlush: false };
  }
  return { state: { pending: [...state.pending, entry], reported: state.reported }, accepted: true, scheduleFlush: state.pending.length === 0 };
}

/** Takes the pending entries for sending; they count against the session's 50 whether or not the send works. */
export function takePending(state: ErrorReporterState): { state: ErrorReporterState; batch: ErrorReportEntry[] } {
  return { state: { pending: [], reported: state.reported + state.pending.length }, batch: state.pending };
}
