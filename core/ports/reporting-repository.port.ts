// Client events, error reports and performance reports as the report endpoints store them, and the operator's
// summary. Implemented by adapters/postgres/reporting.repository.ts.
import type { ClientEvent } from '../events/event-queue.ts';
import type { ErrorEntry, PerformanceReport } from '../events/report-input.ts';

export type ReportingSummary = {
  since: Date;
  eventCounts: { key: string; count: number }[];
  totalEvents: number;
  errors: { name: string; message: string; file: string; line: number | null; location: string; occurredAt: Date; count: number }[];
  vitals: { route: string; type: string; p75: number; samples: number }[];
};

export interface ReportingRepository {
  /** Stores events not seen before; returns how many were new. */
  addEvents(events: readonly ClientEvent[], receivedAt: Date, userId: string | null): Promise<number>;
  /** Stores events not seen before; returns those that were new. */
  addNewEvents(events: readonly ClientEvent[], receivedAt: Date, userId: string | null): Promise<ClientEvent[]>;
  addErrors(entries: readonly ErrorEntry[], receivedAt: Date): Promise<void>;
  addPerformance(report: PerformanceReport, receivedAt: Date): Promise<void>;
  /** The operator view: the last day's event counts, error reports and the p75 of each vital per route. */
  summary(now: Date): Promise<ReportingSummary>;
}
