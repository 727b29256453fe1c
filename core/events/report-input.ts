// What the report endpoints accept (platform-reference §7.2, §7.3): a JSON array of client events, of
// error entries, or a performance report. Checked here so bad input is answered 400, never 500.
import { containsNul, NUL_MESSAGE } from '../http/input-text.ts';
import { z } from 'zod';
import { EVENT_MAX_AGE_MS, EVENT_QUEUE_MAX, dedupeByEventId, type ClientEvent } from './event-queue.ts';

export const REPORT_BODY_MAX_BYTES = 512 * 1024;
export const ERROR_REPORT_MAX_ENTRIES = 50;
export const PERFORMANCE_MAX_EVENTS = 100;

const shortText = (max: number) => z.string().max(max);

const clientEventSchema = z.object({
  eventId: z.string().min(1).max(64),
  timestamp: z.number().finite(),
  key: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()).default({}),
  type: z.literal('e'),
});

export const eventBatchSchema = z.array(clientEventSchema).max(EVENT_QUEUE_MAX);

const errorEntrySchema = z.object({
  name: shortText(200).default('Error'),
  message: shortText(2000).default(''),
  stack: shortText(10_000).default(''),
  timestamp: z.number().finite(),
  file: shortText(1000).default(''),
  line: z.number().int().nonnegative().nullable().default(null),
  extra: z.record(z.string(), z.unknown()).default({}),
});
export type ErrorEntry = z.infer<typeof errorEntrySchema>;
export const errorBatchSchema = z.array(errorEntrySchema).min(1).max(ERROR_REPORT_MAX_ENTRIES);

export const PERFORMANCE_EVENT_TYPES = [
  'ready', 'fcp', 'lcp', 'fid', 'inp', 'cls', 'nav', 'unsupported', 'page_preload', 'page_preload_success',
  'request', 'response', 'load', 'processing', 'render', 'ttfb',
] as const;
export type PerformanceEventType = (typeof PERFORMANCE_EVENT_TYPES)[number];

export const performanceReportSchema = z.object({
  client: z.object({ name: shortText(40), version: shortText(80) }),
  events: z
    .array(
      z.object({
        type: z.enum(PERFORMANCE_EVENT_TYPES),
        data: z.record(z.string(), z.union([z.string().max(200), z.number().finite()])),
      }),
    )
    .max(PERFORMANCE_MAX_EVENTS),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: 'BAD_JSON' | 'BAD_INPUT' | 'TOO_LARGE'; message: string };

export function parseJsonBody<T>(text: string, schema: z.ZodType<T>): ParseResult<T> {
  if (text.length > REPORT_BODY_MAX_BYTES) return { ok: false, error: 'TOO_LARGE', message: `The body is larger than ${REPORT_BODY_MAX_BYTES / 1024} KB.` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'BAD_JSON', message: 'The body is not JSON.' };
  }
  if (containsNul(json)) return { ok: false, error: 'BAD_INPUT', message: NUL_MESSAGE };
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, error: 'BAD_INPUT', message: parsed.error.issues[0]?.message ?? 'Bad input.' };
  return { ok: true, value: parsed.data };
}

/**
 * The events of a batch the server keeps: one per eventId, none older than 48 hours (logClientEvents
 * drops them; the batch endpoint does the same, so the two paths agree).
 */
export function eventsToStore(events: readonly ClientEvent[], now: number): ClientEvent[] {
  return dedupeByEventId(events).filter((e) => now - e.timestamp <= EVENT_MAX_AGE_MS);
}
