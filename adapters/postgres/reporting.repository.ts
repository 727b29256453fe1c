// The reports' store. Client events are kept once per eventId (a retried batch adds nothing);
// error reports and performance figures are appended. The operator view reads a day's summary.
import { sql, type Kysely } from 'kysely';
import type { ClientEvent } from '../../core/events/event-queue.ts';
import type { ErrorEntry, PerformanceReport } from '../../core/events/report-input.ts';
import { performanceRoute } from '../../core/events/performance.ts';
import type { Database } from './database.types.ts';
import type { ReportingSummary } from '../../core/ports/reporting-repository.port.ts';

export type { ReportingSummary };

export const VITAL_TYPES = ['fcp', 'lcp', 'fid', 'inp', 'cls', 'ttfb', 'ready'] as const;

export function reportingRepository(db: Kysely<Database>) {
  /** Stores events not seen before; returns those that were new (a retried batch's events come back once). */
  async function addNewEvents(events: readonly ClientEvent[], receivedAt: Date, userId: string | null): Promise<ClientEvent[]> {
    if (events.length === 0) return [];
    const rows = events.map((e) => ({
      eventId: e.eventId,
      key: e.key,
      data: JSON.stringify(e.data),
      occurredAt: new Date(e.timestamp),
      receivedAt,
      userId,
    }));
    const inserted = await db
      .insertInto('clientEvents')
      .values(rows)
      .onConflict((oc) => oc.column('eventId').doNothing())
      .returning('eventId')
      .execute();
    const fresh = new Set(inserted.map((r) => r.eventId));
    return events.filter((e) => fresh.has(e.eventId));
  }

  return {
    /** Stores events not seen before; returns how many were new. */
    async addEvents(events: readonly ClientEvent[], receivedAt: Date, userId: string | null): Promise<number> {
      return (await addNewEvents(events, receivedAt, userId)).length;
    },

    addNewEvents,

    async addErrors(entries: readonly ErrorEntry[], receivedAt: Date): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insertInto('clientErrorReports')
        .values(
          entries.map((e) => ({
            name: e.name,
            message: e.message,
            stack: e.stack,
            file: e.file,
            line: e.line,
            extra: JSON.stringify(e.extra),
            occurredAt: Number.isFinite(new Date(e.timestamp).getTime()) ? new Date(e.timestamp) : receivedAt,
            receivedAt,
          })),
        )
        .execute();
    },

    async addPerformance(report: PerformanceReport, receivedAt: Date): Promise<void> {
      if (report.events.length === 0) return;
      await db
        .insertInto('performanceReports')
        .values(
          report.events.map((e) => ({
            type: e.type,
            route: performanceRoute(typeof e.data.route === 'string' ? e.data.route : null),
            value: typeof e.data.value === 'number' ? e.data.value : null,
            data: JSON.stringify(e.data),
            receivedAt,
          })),
        )
        .execute();
    },

    /** The operator view: the last day's event counts, error reports and the p75 of each vital per route. */
    async summary(now: Date): Promise<ReportingSummary> {
      const since = new Date(now.getTime() - 86_400_000);
      const counts = await db
        .selectFrom('clientEvents')
        .select(['key', sql<string>`count(*)`.as('count')])
        .where('receivedAt', '>', since)
        .groupBy('key')
        .orderBy('key')
        .execute();
      const errors = await db
        .selectFrom('clientErrorReports')
        .select([
          'name',
          'message',
          'file',
          'line',
          sql<string>`coalesce(max(extra->>'location'), '')`.as('location'),
          sql<Date>`max(occurred_at)`.as('occurredAt'),
          sql<string>`count(*)`.as('count'),
        ])
        .where('receivedAt', '>', since)
        .groupBy(['name', 'message', 'file', 'line'])
        .orderBy(sql`max(occurred_at)`, 'desc')
        .limit(50)
        .execute();
      const vitals = await db
        .selectFrom('performanceReports')
        .select([
          'route',
          'type',
          sql<number>`percentile_disc(0.75) within group (order by value)`.as('p75'),
          sql<string>`count(*)`.as('samples'),
        ])
        .where('receivedAt', '>', since)
        .where('value', 'is not', null)
        .where('type', 'in', [...VITAL_TYPES])
        .groupBy(['route', 'type'])
        .orderBy('route')
        .orderBy('type')
        .execute();
      const eventCounts = counts.map((c) => ({ key: c.key, count: Number(c.count) }));
      return {
        since,
        eventCounts,
        totalEvents: eventCounts.reduce((n, c) => n + c.count, 0),
        errors: errors.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt), count: Number(e.count) })),
        vitals: vitals.map((v) => ({ route: v.route, type: v.type, p75: Number(v.p75), samples: Number(v.samples) })),
      };
    },
  };
}

export type ReportingRepository = ReturnType<typeof reportingRepository>;
